/**
 * HTTP listeners of the platform: one clear sentence when the port is taken, and a stop()
 * that really closes the socket (Ctrl-C must leave nothing behind).
 */
export interface Listener {
  port: number;
  stop(): Promise<void>;
}

export function listen(host: string, port: number, what: string, handler: Deno.ServeHandler): Listener {
  let server: Deno.HttpServer;
  try {
    server = Deno.serve({ hostname: host, port, onListen: () => {} }, handler);
  } catch (e) {
    if (e instanceof Deno.errors.AddrInUse) {
      throw new Error(`Port ${port} is already in use: the ${what} cannot listen there (stop the other process or choose other ports).`);
    }
    throw e;
  }
  return {
    port: (server.addr as Deno.NetAddr).port,
    stop: async () => {
      await server.shutdown();
    },
  };
}

/**
 * The fixed ports of the stacks and tests (dev 54321.., test 55321.., scratch stacks and benchmarks
 * up to 65330): an internal child must not take one of them, or a stack started later cannot listen.
 */
const FIXED_PORTS = { from: 54000, to: 65535 };

/** A free loopback port picked by the OS (for internal children), outside the stacks' fixed ports. */
export function freePort(host = "127.0.0.1"): number {
  for (;;) {
    const l = Deno.listen({ hostname: host, port: 0 });
    const port = (l.addr as Deno.NetAddr).port;
    l.close();
    if (port < FIXED_PORTS.from || port > FIXED_PORTS.to) return port;
  }
}

export async function portAccepts(host: string, port: number): Promise<boolean> {
  try {
    const conn = await Deno.connect({ hostname: host, port });
    conn.close();
    return true;
  } catch {
    return false;
  }
}
