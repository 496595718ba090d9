/**
 * Child processes the orchestrator owns: started with a readiness check, logged to a file, each in
 * a process group of its own, and stopped (TERM to the group, then KILL after a short grace) when
 * the stack stops, so Ctrl-C leaves nothing behind, within seconds.
 *
 * Own groups, because a terminal's Ctrl-C goes to its whole foreground group: children that shared
 * it died on the signal, the functions runtime started new workers in their place while the stack
 * was stopping, and those were left running. Now the process that started them alone hears the
 * signal: `npm start` stops its stack in order (onStopSignal); any other (npm test, a benchmark, a
 * test file) ends every child's group at once and exits, as when they shared its group.
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
  /** Aborted while the child is still starting: it is killed and the start fails (the stack is stopping). */
  signal?: AbortSignal;
}

/** How long a child may take to end after SIGTERM before its group gets SIGKILL. */
export const CHILD_STOP_GRACE_MS = 2_000;

/** Signals the child's whole process group (its pid is the group's id); false when none is left. */
function signalGroup(pid: number, signal: Deno.Signal): boolean {
  try {
    Deno.kill(-pid, signal);
    return true;
  } catch {
    return false; // already gone
  }
}

/** The children of this process still running, by pid (= process group id). */
const running = new Set<number>();
let stopHandler: (() => void) | null = null;
let listening = false;

/**
 * For the entry point that stops its children itself (npm start): Ctrl-C and SIGTERM call
 * `handler` (every later signal too) instead of ending the process.
 */
export function onStopSignal(handler: () => void): void {
  stopHandler = handler;
  listenForStopSignals();
}

function listenForStopSignals(): void {
  if (listening) return;
  listening = true;
  const onSignal = () => {
    if (stopHandler) return stopHandler();
    for (const pid of running) signalGroup(pid, "SIGKILL");
    Deno.exit(130);
  };
  Deno.addSignalListener("SIGINT", onSignal);
  Deno.addSignalListener("SIGTERM", onSignal);
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
    // a session and process group of its own (setsid): the terminal's Ctrl-C reaches only the orchestrator
    detached: true,
  }).spawn();
  listenForStopSignals();
  running.add(child.pid);
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
    running.delete(child.pid);
    // whatever the child started in its group goes with it
    signalGroup(child.pid, "SIGKILL");
    await pumping.catch(() => {});
    log.close();
    return s;
  });
  let hasExited = false;
  exited.then(() => (hasExited = true));

  const deadline = Date.now() + (o.timeoutMs ?? 30_000);
  // Stopping while the child starts ends it at once, not after the probe in progress.
  const abort = () => signalGroup(child.pid, "SIGKILL");
  o.signal?.addEventListener("abort", abort, { once: true });
  try {
    while (!ready) {
      if (o.signal?.aborted) {
        abort();
        await exited;
        throw new Error(`${o.name} was stopped while starting.`);
      }
      if (hasExited) {
        throw new Error(`${o.name} stopped while starting: ${lastMeaningfulLine(tail)} (log: ${o.logFile}).`);
      }
      if (Date.now() > deadline) {
        signalGroup(child.pid, "SIGKILL");
        throw new Error(`${o.name} did not become ready within ${Math.round((o.timeoutMs ?? 30_000) / 1000)} s (log: ${o.logFile}).`);
      }
      ready = (o.readyLine ? sawReadyLine : true) && (o.probe ? await o.probe().catch(() => false) : true);
      if (!ready) await delay(50);
    }
  } finally {
    o.signal?.removeEventListener("abort", abort);
  }

  return {
    name: o.name,
    exited,
    kill() {
      signalGroup(child.pid, "SIGKILL");
    },
    async stop() {
      if (hasExited) return;
      signalGroup(child.pid, "SIGTERM");
      const timer = setTimeout(() => signalGroup(child.pid, "SIGKILL"), CHILD_STOP_GRACE_MS);
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
