/**
 * `npm start` as a user runs it (`node local/cli.mjs start`), on ports and a data folder of its
 * own, stopped by a signal while MFL (the simulator) holds a request: how long the stop takes and
 * what it leaves running. For the stop test (local/platform/stop.test.ts) and `npm run bench -- stop`.
 *
 * Every process of the stack inherits STACK_DATA_DIR, which names this run's folder alone: that is
 * how its processes are found wherever they hang, including any started after the signal.
 */
import { ANON_KEY, platformConfig, type PlatformConfig, portsFrom, ROOT } from "../config.ts";
import { delay } from "../platform/process.ts";

const START_LIMIT_MS = 240_000;

export interface NpmStart {
  cfg: PlatformConfig;
  child: Deno.ChildProcess;
  output(): string;
}

export interface StopOutcome {
  /** From the signal until `npm start` exited (or gave up waiting: `exited` false). */
  stoppedMs: number;
  exited: boolean;
  /** The stack's processes seen before the signal, and those still running after the exit. */
  before: number[];
  left: string[];
  /** Ports of the stack still accepting connections after the exit. */
  portsTaken: number[];
  /** The request MFL held was still in flight when the signal came. */
  heldRequest: boolean;
  output: string;
}

export async function startNpmStart(portBase: number, dataDir: string, opts: { reset?: boolean } = {}): Promise<NpmStart> {
  const cfg = platformConfig("dev", { ...portsFrom(portBase), dataDir });
  let text = "";
  const child = new Deno.Command("node", {
    args: [`${ROOT}/local/cli.mjs`, "start", ...(opts.reset ? ["--reset"] : [])],
    cwd: ROOT,
    env: { STACK_PORT_BASE: String(portBase), STACK_DATA_DIR: dataDir, NO_COLOR: "1" },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
    // a process group of its own, as a terminal gives a foreground job
    detached: true,
  }).spawn();
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    for await (const chunk of stream.pipeThrough(new TextDecoderStream())) text += chunk;
  };
  void pump(child.stdout);
  void pump(child.stderr);
  const deadline = Date.now() + START_LIMIT_MS;
  while (!text.includes("Press Ctrl-C to stop.")) {
    if (Date.now() > deadline || text.includes("✖")) {
      await killLeftovers(dataDir);
      throw new Error(`npm start did not become ready:\n${text.slice(-2000)}`);
    }
    await delay(200);
  }
  return { cfg, child, output: () => text };
}

/**
 * Ctrl-C as a terminal sends it (SIGINT to the whole process group: `target` "group") or a signal
 * to the npm process alone ("npm"), with a request in flight that MFL holds; waits up to `waitMs`.
 */
export async function stopWithSignal(run: NpmStart, signal: "SIGINT" | "SIGTERM", target: "group" | "npm", season: number, waitMs = 20_000): Promise<StopOutcome> {
  const held = await requestHeldByMfl(run.cfg, season);
  const before = await stackProcesses(run.cfg.dataDir);
  const heldRequest = !held.settled();
  const t0 = performance.now();
  Deno.kill(target === "group" ? -run.child.pid : run.child.pid, signal);
  let exited = false;
  await Promise.race([run.child.status.then(() => (exited = true)), delay(waitMs)]);
  const stoppedMs = performance.now() - t0;
  await held.done;
  await delay(300);
  const left = await describe(await stackProcesses(run.cfg.dataDir));
  const portsTaken: number[] = [];
  for (const port of [run.cfg.gatewayPort, run.cfg.dbPort, run.cfg.restPort, run.cfg.outboxPort, run.cfg.functionsPort, run.cfg.simPort]) {
    if (await accepts(run.cfg.host, port)) portsTaken.push(port);
  }
  return { stoppedMs, exited, before, left, portsTaken, heldRequest, output: run.output() };
}

/** Whatever a failed stop left behind must not outlive the test or the benchmark. */
export async function killLeftovers(dataDir: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const pids = await stackProcesses(dataDir);
    if (pids.length === 0) return;
    for (const pid of pids) {
      try {
        Deno.kill(pid, "SIGKILL");
      } catch { /* gone */ }
    }
    await delay(100);
  }
}

/** Processes whose environment names this stack's data folder: the stack's own. */
async function stackProcesses(dataDir: string): Promise<number[]> {
  const marker = `STACK_DATA_DIR=${dataDir}`;
  const found: number[] = [];
  for await (const entry of Deno.readDir("/proc")) {
    if (!/^\d+$/.test(entry.name) || Number(entry.name) === Deno.pid) continue;
    try {
      const environ = await Deno.readTextFile(`/proc/${entry.name}/environ`);
      if (environ.split("\0").includes(marker)) found.push(Number(entry.name));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

async function describe(pids: number[]): Promise<string[]> {
  return await Promise.all(pids.map(async (pid) => {
    const cmd = await Deno.readTextFile(`/proc/${pid}/cmdline`).catch(() => "");
    return `${pid} ${cmd.replaceAll("\0", " ").trim().slice(0, 120)}`;
  }));
}

async function accepts(host: string, port: number): Promise<boolean> {
  try {
    (await Deno.connect({ hostname: host, port })).close();
    return true;
  } catch {
    return false;
  }
}

/**
 * A request the gateway and a function worker hold while the signal arrives: the simulator hangs
 * every MFL call. Each run asks for a season of its own, which no earlier run's copy or lease answers.
 */
async function requestHeldByMfl(cfg: PlatformConfig, season: number): Promise<{ settled: () => boolean; done: Promise<unknown> }> {
  const gateway = `http://${cfg.host}:${cfg.gatewayPort}`;
  const signIn = await fetch(`${gateway}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: ANON_KEY, "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@example.com", password: "admin123" }),
  }).then((r) => r.json());
  const fault = await fetch(`http://${cfg.host}:${cfg.simPort}/_sim/faults`, {
    method: "POST",
    body: JSON.stringify({ match: "mfl:*", kind: "hang", hangMs: 60_000 }),
  });
  await fault.body?.cancel();
  if (fault.status !== 201) throw new Error(`The simulator refused the hang fault (${fault.status})`);
  let settled = false;
  const done = fetch(`${gateway}/api/mfl/current-week?year=${season}`, { headers: { authorization: `Bearer ${signIn.access_token}` } })
    .then((r) => r.body?.cancel(), () => undefined)
    .finally(() => (settled = true));
  await delay(1_000);
  return { settled: () => settled, done };
}
