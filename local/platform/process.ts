/**
 * Child processes the orchestrator owns: started with a readiness check, logged to a file,
 * and stopped (TERM, then KILL) when the stack stops, so Ctrl-C leaves nothing behind.
 */
export interface ChildHandle {
  name: string;
  stop(): Promise<void>;
  /** Ends the child at once (SIGKILL), as a hosted runtime kills an isolate: for tests. */
  kill(): void;
  exited: Promise<Deno.CommandStatus>;
}

export interface SpawnOptions {
  name: string;
  cmd: string;
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
  /** Resolves when the child is ready; a line in its output matching this, or a probe. */
  readyLine?: RegExp;
  probe?: () => Promise<boolean>;
  timeoutMs?: number;
  logFile: string;
  /** Echo the child's output to the terminal too (dev servers). */
  echo?: boolean;
}

export async function spawnChild(o: SpawnOptions): Promise<ChildHandle> {
  const log = await Deno.open(o.logFile, { create: true, append: true, write: true });
  const child = new Deno.Command(o.cmd, {
    args: o.args,
    cwd: o.cwd,
    env: o.env,
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let ready = false;
  let sawReadyLine = false;
  const tail: string[] = [];
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    let buffer = "";
    for await (const chunk of stream) {
      await log.write(chunk).catch(() => {});
      if (o.echo && ready) await Deno.stdout.write(chunk).catch(() => {});
      buffer += decoder.decode(chunk, { stream: true });
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        tail.push(line);
        if (tail.length > 20) tail.shift();
        if (o.readyLine?.test(line)) sawReadyLine = true;
      }
    }
  };
  const pumping = Promise.all([pump(child.stdout), pump(child.stderr)]);
  const exited = child.status.then(async (s) => {
    await pumping.catch(() => {});
    log.close();
    return s;
  });
  let hasExited = false;
  exited.then(() => (hasExited = true));

  const deadline = Date.now() + (o.timeoutMs ?? 30_000);
  while (!ready) {
    if (hasExited) {
      throw new Error(`${o.name} stopped while starting: ${lastMeaningfulLine(tail)} (log: ${o.logFile}).`);
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${o.name} did not become ready within ${Math.round((o.timeoutMs ?? 30_000) / 1000)} s (log: ${o.logFile}).`);
    }
    ready = (o.readyLine ? sawReadyLine : true) && (o.probe ? await o.probe().catch(() => false) : true);
    if (!ready) await delay(50);
  }

  return {
    name: o.name,
    exited,
    kill() {
      try {
        child.kill("SIGKILL");
      } catch { /* already gone */ }
    },
    async stop() {
      if (hasExited) return;
      try {
        child.kill("SIGTERM");
      } catch { /* already gone */ }
      const timer = setTimeout(() => {
        try {
          child.kill("SIGKILL");
        } catch { /* already gone */ }
      }, 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function lastMeaningfulLine(lines: string[]): string {
  return [...lines].reverse().find((l) => l.trim().length > 0)?.trim() ?? "no output";
}

export function delay(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** One clear sentence when a port is taken, before anything is started on it. */
export async function assertPortFree(port: number, host: string, what: string): Promise<void> {
  try {
    const conn = await Deno.connect({ hostname: host, port });
    conn.close();
  } catch {
    return;
  }
  throw new Error(`Port ${port} (${what}) is already in use: stop whatever listens there (another \`npm start\`?) and try again.`);
}

export async function httpOk(url: string): Promise<boolean> {
  try {
    const r = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await r.body?.cancel();
    return r.status < 500;
  } catch {
    return false;
  }
}
