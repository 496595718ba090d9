/**
 * HTTP listeners of the platform: one clear sentence when the port is taken, and a stop() that
 * really closes the socket within a moment (Ctrl-C must leave nothing behind, and soon).
 */
export interface Listener {
  port: number;
  stop(): Promise<void>;
}

/**
 * How long a stop lets requests in flight finish before their connections are closed. Deno's own
 * graceful shutdown waits for every one of them, however long: a request held by a hung league
 * host kept `npm start` from stopping for as long as MFL's timeout.
 */
export const LISTENER_GRACE_MS = 1_000;

/** Waits for `work` to settle, but no longer than `ms`. */
export async function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([work.catch(() => {}), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

export function listen(host: string, port: number, what: string, handler: Deno.ServeHandler): Listener {
  const closing = new AbortController();
  let inFlight = 0;
  let drained: (() => void) | null = null;
  const counted: Deno.ServeHandler = async (req, info) => {
    inFlight++;
    try {
      return await handler(req, info);
    } finally {
      if (--inFlight === 0) drained?.();
    }
  };
  let server: Deno.HttpServer;
  try {
    server = Deno.serve({ hostname: host, port, onListen: () => {}, signal: closing.signal }, counted);
  } catch (e) {
    if (e instanceof Deno.errors.AddrInUse) {
      throw new Error(`Port ${port} is already in use: the ${what} cannot listen there (stop the other process or choose other ports).`);
    }
    throw e;
  }
  return {
    port: (server.addr as Deno.NetAddr).port,
    stop: async () => {
      if (closing.signal.aborted) return await server.finished;
      if (inFlight > 0) await settledWithin(new Promise<void>((resolve) => (drained = resolve)), LISTENER_GRACE_MS);
      // closes the socket and every connection still open (keep-alive ones included)
      closing.abort();
      await server.finished;
    },
  };
}

/**
 * The fixed ports of the stacks and tests (dev 54321.., test 61321.., scratch stacks and benchmarks
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
