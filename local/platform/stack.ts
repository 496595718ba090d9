/**
 * The whole local platform as one unit: database, simulator, PostgREST, functions, gateway,
 * outbox. Started in dependency order; stopped all at once and the database last, each piece
 * within a short grace, so a failed start or a Ctrl-C never leaves a child behind and takes
 * seconds, not minutes.
 */
import { gatewayUrl, JWT_SECRET, type PlatformConfig, portsFrom, ROOT, SERVICE_ROLE_KEY } from "../config.ts";
import { applyDatabase, ensureCluster, startPostgres } from "../postgres/mod.ts";
import { psql } from "../postgres/psql.ts";
import { type FunctionsRuntime, startFunctions, startGateway, startOutbox, startPostgrest } from "../gateway/mod.ts";
import { assertPortFree, spawnChild } from "./process.ts";
import { functionSecrets } from "./secrets.ts";

export interface StackOptions {
  reset?: boolean;
  /** Restart functions on file change (npm run dev). */
  watch?: boolean;
  /** Start the league-host simulator (default true). */
  sim?: boolean;
  simArgs?: string[];
  /** The simulator's world: its three standard leagues or every league kind (default SIM_LEAGUES, else standard). */
  simLeagues?: string;
  log?: (line: string) => void;
  /** Worker processes per edge function (default FUNCTION_WORKERS, else 2). */
  workers?: number;
  /** How long a function worker may take to start (default 30 s). */
  functionBootTimeoutMs?: number;
  /** Extra env for the functions (benchmarks: MFL_HOST_RATE_PER_SEC, UPSTREAM_LEASE_MS, …). */
  functionEnv?: Record<string, string>;
  /** Aborted (Ctrl-C while starting): what started is stopped and the start fails at the next step. */
  signal?: AbortSignal;
}

export interface Stack {
  cfg: PlatformConfig;
  simUrl: string;
  /** The edge functions' workers (a test kills one with it). */
  functions: FunctionsRuntime;
  stop(): Promise<void>;
}

interface Stoppable {
  stop(): Promise<void>;
}

/**
 * STACK_PORT_BASE / STACK_DATA_DIR run a second stack beside the usual one: a benchmark beside
 * `npm start`, or two test runs at once (`STACK_PORT_BASE=56321 npm test`).
 */
export function stackOverridesFromEnv(): Partial<PlatformConfig> {
  const base = Number(Deno.env.get("STACK_PORT_BASE"));
  const dataDir = Deno.env.get("STACK_DATA_DIR");
  return { ...(base ? portsFrom(base) : {}), ...(dataDir ? { dataDir } : {}) };
}

export function simUrls(cfg: PlatformConfig) {
  const base = `http://${cfg.host}:${cfg.simPort}`;
  return { mfl: base, tank01: `${base}/tank01`, control: `${base}/_sim` };
}

export async function startStack(cfg: PlatformConfig, opts: StackOptions = {}): Promise<Stack> {
  const log = opts.log ?? (() => {});
  const started: Stoppable[] = [];
  let database: Stoppable | null = null;
  const stop = async () => {
    // Each piece's stop is bounded (listeners close after a moment, children get SIGKILL after a
    // short grace), so none waits for another; the database goes last, with a fast shutdown.
    const pieces = started.splice(0);
    await Promise.all(pieces.map((piece) => piece.stop().catch((e) => console.error(String(e)))));
    const db = database;
    database = null;
    await db?.stop().catch((e) => console.error(String(e)));
  };
  await Deno.mkdir(cfg.dataDir, { recursive: true });
  const { signal } = opts;
  const stillWanted = () => {
    if (signal?.aborted) throw new Error("The stack was stopped while starting.");
  };
  try {
    const ports: [number, string][] = [
      [cfg.gatewayPort, "gateway"],
      [cfg.dbPort, "database"],
      [cfg.restPort, "PostgREST"],
      [cfg.outboxPort, "mail outbox"],
      [cfg.functionsPort, "functions"],
    ];
    if (opts.sim !== false) ports.push([cfg.simPort, "league-host simulator"]);
    for (const [port, what] of ports) await assertPortFree(port, cfg.host, what);

    const urls = simUrls(cfg);
    const simStarting = opts.sim === false ? null : spawnChild({
      name: "league-host simulator",
      cmd: Deno.execPath(),
      // Standard unless asked: the tests' and benches' figures come from the three standard leagues;
      // `npm start` asks for every kind (main.ts), the e2e files about kinds too (test-runner.ts).
      args: ["run", "-A", `${ROOT}/local/sim/main.ts`, "--port", String(cfg.simPort), "--host", cfg.host, "--leagues", opts.simLeagues ?? Deno.env.get("SIM_LEAGUES") ?? "standard", ...(opts.simArgs ?? [])],
      readyLine: /sim listening/,
      logFile: `${cfg.dataDir}/sim.log`,
      signal,
    });
    // The simulator starts in parallel with the database: both take a moment. It is stopped with
    // the rest even when the database fails to start before the simulator is ready.
    simStarting?.catch(() => {}); // awaited below; a failure must not end the process before that
    if (simStarting) started.push({ stop: async () => await (await simStarting.catch(() => null))?.stop() });

    log("starting PostgreSQL");
    await ensureCluster(cfg, { reset: opts.reset });
    stillWanted();
    database = await startPostgres(cfg);
    stillWanted();
    const { applied } = await applyDatabase(cfg);
    if (applied.length) log(`applied ${applied.length} migration(s)`);
    await storeScheduleSecrets(cfg);

    await simStarting;
    stillWanted();

    started.push(await startPostgrest(cfg, signal));
    const secrets = await functionSecrets(cfg);
    const functions = await startFunctions(cfg, {
      watch: opts.watch,
      workers: opts.workers,
      bootTimeoutMs: opts.functionBootTimeoutMs,
      signal,
      env: {
        ...secrets,
        JWT_SECRET,
        MFL_API_BASE: urls.mfl,
        TANK01_API_BASE: urls.tank01,
        MFL_USER_AGENT: "mfl-companion-local",
        // Tests run every answer through its route's output schema: a tier drifting from the contract fails them.
        ...(cfg.profile === "test" ? { CHECK_RESPONSE_CONTRACTS: "1" } : {}),
        ...opts.functionEnv,
      },
    });
    started.push(functions);
    stillWanted();
    started.push(await startGateway(cfg, { functionWorker: functions.worker }));
    started.push(await startOutbox(cfg));
    stillWanted();
    return { cfg, simUrl: urls.mfl, functions, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/**
 * The scheduled syncs (pg_cron → net.http_post, migration 20261124100200) read where the functions
 * are and the service credential from vault, as on hosted Supabase (README: Deploying); locally
 * they point at this stack's gateway.
 */
export async function storeScheduleSecrets(cfg: PlatformConfig): Promise<void> {
  const quote = (v: string) => `'${v.replaceAll("'", "''")}'`;
  const r = await psql(cfg, [{
    sql: `delete from vault.secrets where name in ('project_url', 'service_role_key');
      select vault.create_secret(${quote(gatewayUrl(cfg))}, 'project_url', 'Where the scheduled syncs reach the functions');
      select vault.create_secret(${quote(SERVICE_ROLE_KEY)}, 'service_role_key', 'The scheduled syncs call the admin function with it');`,
  }], { single: true });
  if (r.code !== 0) throw new Error(`Storing the schedules' vault secrets failed: ${r.stderr.trim()}`);
}
