/**
 * startFunctions: every `supabase/functions/<name>/index.ts` runs unchanged, as N worker
 * processes per function (`deno run` children; `FUNCTION_WORKERS`, default 2), because that is
 * what the hosted edge runtime gives a function: many isolates at once, each with its own memory
 * (caches, single-flight maps), started and killed at will. A guarantee kept only in one
 * process's memory therefore fails here too. `Deno.serve(handler)` with no options honours
 * DENO_SERVE_ADDRESS (checked with Deno 2.9), so each child listens on a private port we pick.
 * The cost is ~40-60 MB and ~0.5 s of start-up per worker, started in parallel.
 *
 * A small router on cfg.functionsPort takes `/<name>/...` (the path hosted functions see) and
 * spreads requests over the function's live workers in turn, answering the edge runtime's
 * 404/503 JSON otherwise. A worker that dies (crash, or `kill` from a test) loses its memory and
 * its in-flight requests only: the others keep answering and a new worker takes its place.
 */
import { errorResponse } from "../../../supabase/functions/_shared/errors.ts";
import { requestUrl } from "../../../supabase/functions/_shared/request-path.ts";
import { type PlatformConfig, ROOT } from "../../config.ts";
import { type ChildHandle, spawnChild } from "../../platform/process.ts";
import { freePort, listen } from "../listen.ts";
import { proxy } from "../http/proxy.ts";
import { discoverFunctions } from "./discover.ts";
import { functionEnv } from "./env.ts";

export interface FunctionsOptions {
  /** Extra env for every function (MFL_API_BASE, secrets, …); wins over .env files. */
  env?: Record<string, string>;
  /** Restart a function when its files change (npm run dev). */
  watch?: boolean;
  /** Defaults to supabase/functions. */
  functionsDir?: string;
  /** Copy the functions' output to the terminal (default: with watch). */
  echo?: boolean;
  /** Worker processes per function (default FUNCTION_WORKERS, else 2). */
  workers?: number;
  /** How long a worker may take to answer before its start counts as failed (default 30 s; many workers on a busy machine take longer). */
  bootTimeoutMs?: number;
  /** Aborted while the workers start (Ctrl-C): they are killed and the start fails. */
  signal?: AbortSignal;
}

/** What a running functions runtime offers its owner (tests and benchmarks kill workers with it). */
export interface FunctionsRuntime {
  stop(): Promise<void>;
  /**
   * The base URL of the function's next live worker, in turn (what the router forwards to), or
   * null when none is alive: the gateway calls workers directly with it, one hop fewer.
   */
  worker(name: string): string | null;
  /** The live workers of a function, in order. */
  workers(name: string): { index: number; port: number; pid?: number }[];
  /** Kills one worker at once (SIGKILL); a new one replaces it. */
  kill(name: string, index: number): Promise<void>;
}

// what the edge runtime allows a function: network, env, reading, temp files
const PERMISSIONS = ["--allow-net", "--allow-env", "--allow-read", "--allow-sys", "--allow-write=/tmp", "--no-prompt"];
export const DEFAULT_WORKERS = 2;

const json = (status: number, code: string, message: string) => Response.json({ code, message }, { status });

interface Worker {
  name: string;
  index: number;
  port: number;
  child: ChildHandle | null;
  alive: boolean;
}

/**
 * FUNCTION_INSPECT=<function>:<port>: that function's first worker listens for the V8 inspector on
 * the port (the benches' CPU profiles of a function under load); nothing otherwise.
 */
export function inspectArgs(w: { name: string; index: number }, value = Deno.env.get("FUNCTION_INSPECT")): string[] {
  const [name, port] = (value ?? "").split(":");
  return name === w.name && w.index === 0 && /^\d+$/.test(port ?? "") ? [`--inspect=127.0.0.1:${port}`] : [];
}

export function workersFromEnv(value = Deno.env.get("FUNCTION_WORKERS")): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 16 ? n : DEFAULT_WORKERS;
}

export async function startFunctions(cfg: PlatformConfig, opts: FunctionsOptions = {}): Promise<FunctionsRuntime> {
  const dir = opts.functionsDir ?? `${ROOT}/supabase/functions`;
  const names = await discoverFunctions(dir);
  const env = await functionEnv(cfg, dir, opts.env);
  const count = opts.workers ?? workersFromEnv();
  await Deno.mkdir(`${cfg.dataDir}/logs`, { recursive: true });
  // Every worker gets a port no other worker holds: the OS may hand one free port out twice in a
  // row, and a worker probed on a port another function answers would serve that function's routes.
  const taken = new Set<number>();
  const claimPort = (): number => {
    for (;;) {
      const port = freePort(cfg.host);
      if (!taken.has(port)) {
        taken.add(port);
        return port;
      }
    }
  };
  const pools = new Map<string, Worker[]>(
    names.map((name) => [name, Array.from({ length: count }, (_, index) => ({ name, index, port: claimPort(), child: null, alive: false }))]),
  );
  const turn = new Map<string, number>();
  // Once the runtime stops, no worker is started again and one still starting is killed.
  const stopping = new AbortController();
  opts.signal?.addEventListener("abort", () => stopping.abort(), { once: true });
  const inStart = new Set<Promise<void>>();
  const spawn = (w: Worker): Promise<void> => {
    const started: Promise<void> = startWorker(w).finally(() => inStart.delete(started));
    inStart.add(started);
    return started;
  };

  /**
   * A worker's port is free when claimed, but until the worker listens any process may take it for
   * an outgoing connection (the OS picks those from the same range): a worker that finds its port
   * taken is started again on another, up to three times.
   */
  const startWorker = async (w: Worker): Promise<void> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await startWorkerOnce(w);
      } catch (error) {
        const log = await Deno.readTextFile(logFileOf(w)).catch(() => "");
        if (attempt >= 3 || stopping.signal.aborted || !/AddrInUse/.test(log)) throw error;
        taken.delete(w.port);
        w.port = claimPort();
      }
    }
  };

  const logFileOf = (w: Worker) => `${cfg.dataDir}/logs/function-${w.name}${w.index ? `-${w.index + 1}` : ""}.log`;

  const startWorkerOnce = async (w: Worker): Promise<void> => {
    const since = Date.now();
    // with watch, a function that does not come up is left running: it restarts when fixed
    const probe = async () => (await answersAs(cfg.host, w.port, w.name)) || (opts.watch === true && Date.now() - since > 15_000);
    const child = await spawnChild({
      name: `function ${w.name}${count > 1 ? ` worker ${w.index + 1}` : ""}`,
      cmd: Deno.execPath(),
      args: ["run", ...PERMISSIONS, ...inspectArgs(w), ...(opts.watch ? ["--watch"] : []), `${dir}/${w.name}/index.ts`],
      cwd: ROOT,
      env: { ...env, DENO_SERVE_ADDRESS: `tcp:${cfg.host}:${w.port}`, NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1" },
      probe,
      logFile: logFileOf(w),
      echo: opts.echo ?? opts.watch ?? false,
      timeoutMs: opts.bootTimeoutMs ?? 30_000,
      signal: stopping.signal,
    });
    // ready just as the runtime began to stop: it goes too
    if (stopping.signal.aborted) return await child.stop();
    w.child = child;
    w.alive = true;
    child.exited.then(() => {
      w.alive = false;
      if (stopping.signal.aborted) return;
      // The runtime starts a new isolate in place of one that died, on a port of its own (the old
      // one may have been taken meanwhile by any outgoing connection).
      taken.delete(w.port);
      w.port = claimPort();
      spawn(w).catch((e) => {
        if (!stopping.signal.aborted) console.error(`⚠ ${e instanceof Error ? e.message : e}`);
      });
    });
  };

  const stopAll = async () => {
    stopping.abort();
    await Promise.allSettled([...inStart, ...[...pools.values()].flat().map((w) => w.child?.stop())]);
  };

  /** The next live worker of a function, in turn. */
  const next = (name: string): Worker | null => {
    const pool = pools.get(name);
    if (!pool) return null;
    const start = turn.get(name) ?? 0;
    turn.set(name, (start + 1) % pool.length);
    return [...pool.slice(start), ...pool.slice(0, start)].find((w) => w.alive) ?? null;
  };

  const listener = listen(cfg.host, cfg.functionsPort, "functions runtime", async (req) => {
    // Forwarding re-parses the path, folding away the `%2e%2e` the function's own router would
    // refuse: a path that climbs is refused here, by the same rule, before it picks a function.
    let url: URL;
    try {
      url = requestUrl(req);
    } catch (refused) {
      return errorResponse(refused);
    }
    const name = url.pathname.split("/")[1] ?? "";
    if (!pools.has(name)) return json(404, "NOT_FOUND", "Requested function was not found");
    const worker = next(name);
    if (!worker) return json(503, "BOOT_ERROR", "Worker failed to boot (please check logs)");
    return await proxy(req, `http://${cfg.host}:${worker.port}${url.pathname}${url.search}`);
  });

  const firstStarts = [...pools.values()].flat().map(async (w) => {
    try {
      await spawn(w);
    } catch (e) {
      // while developing, one broken function must not stop the others (it restarts on save)
      if (!opts.watch) throw e;
      console.error(`⚠ ${e instanceof Error ? e.message : e}`);
    }
  });
  const results = await Promise.allSettled(firstStarts);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) {
    await stopAll();
    await listener.stop();
    throw failed.reason;
  }
  return {
    stop: async () => {
      // Together: the router's requests in flight end when their workers do.
      await Promise.all([listener.stop(), stopAll()]);
    },
    worker: (name) => {
      const w = next(name);
      return w ? `http://${cfg.host}:${w.port}` : null;
    },
    workers: (name) => (pools.get(name) ?? []).filter((w) => w.alive).map((w) => ({ index: w.index, port: w.port })),
    kill: async (name, index) => {
      const w = pools.get(name)?.[index];
      if (!w?.child) throw new Error(`No worker ${index} of function ${name}`);
      const child = w.child;
      w.alive = false;
      child.kill();
      await child.exited;
    },
  };
}

/** The worker on `port` is up and is this function (its /health says so), not whatever else listens there. */
async function answersAs(host: string, port: number, name: string): Promise<boolean> {
  try {
    const res = await fetch(`http://${host}:${port}/${name}/health`, { signal: AbortSignal.timeout(2_000) });
    const body = await res.json().catch(() => null);
    return res.ok && (body as { function?: string } | null)?.function === name;
  } catch {
    return false;
  }
}
