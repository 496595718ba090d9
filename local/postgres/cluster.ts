/**
 * The local PostgreSQL 15 cluster of a profile: created with initdb, configured for the
 * platform (pg_cron and pg_stat_statements preloaded, loopback only, the profile's port), started
 * and stopped with pg_ctl so a stop always leaves the data consistent.
 */
import type { PlatformConfig } from "../config.ts";
import { clusterPaths } from "./paths.ts";
import { exists, mkdirForPostgres, PG_BIN, postgresOwner, run } from "./exec.ts";

const PLATFORM_CONF = "platform.conf";
/** How long a stack's stop waits for a fast shutdown before it makes it an immediate one. */
const FAST_STOP_WAIT_SEC = 5;

function platformConf(cfg: PlatformConfig, socketDir: string): string {
  const lines = [
    "# Written by local/postgres on every start; edit local/postgres/cluster.ts instead.",
    `listen_addresses = '127.0.0.1'`,
    `port = ${cfg.dbPort}`,
    `unix_socket_directories = '${socketDir}'`,
    // pg_stat_statements as hosted Supabase preloads it: benchmarks read database calls and time from it.
    `shared_preload_libraries = 'pg_cron,pg_stat_statements'`,
    `cron.database_name = 'postgres'`,
    `max_connections = 100`,
    `log_min_messages = warning`,
    `log_timezone = 'UTC'`,
    `timezone = 'UTC'`,
  ];
  if (cfg.profile === "test") {
    lines.push("fsync = off", "synchronous_commit = off", "full_page_writes = off");
  }
  return lines.join("\n") + "\n";
}

async function writeConf(cfg: PlatformConfig): Promise<void> {
  const { pgdata, socketDir, logFile } = clusterPaths(cfg);
  const owner = await postgresOwner();
  await mkdirForPostgres(socketDir);
  await Deno.writeTextFile(`${pgdata}/${PLATFORM_CONF}`, platformConf(cfg, socketDir));
  if (!(await exists(logFile))) await Deno.writeTextFile(logFile, "");
  if (owner) {
    await Deno.chown(`${pgdata}/${PLATFORM_CONF}`, owner.uid, owner.gid);
    await Deno.chown(logFile, owner.uid, owner.gid);
  }
  const main = `${pgdata}/postgresql.conf`;
  const text = await Deno.readTextFile(main);
  if (!text.includes(`include_if_exists = '${PLATFORM_CONF}'`)) {
    await Deno.writeTextFile(main, `${text}\ninclude_if_exists = '${PLATFORM_CONF}'\n`);
  }
}

/** Creates the cluster in `${cfg.dataDir}/pg` when missing; `reset` wipes it first. */
export async function ensureCluster(cfg: PlatformConfig, opts: { reset?: boolean } = {}): Promise<{ created: boolean }> {
  const { pgdata, seedMarker } = clusterPaths(cfg);
  await Deno.mkdir(cfg.dataDir, { recursive: true });
  if (opts.reset && (await exists(pgdata))) {
    await stopIfRunning(pgdata);
    await Deno.remove(pgdata, { recursive: true });
  }
  let created = false;
  if (!(await exists(`${pgdata}/PG_VERSION`))) {
    if (await exists(pgdata)) await Deno.remove(pgdata, { recursive: true }); // half-made by a failed initdb
    await mkdirForPostgres(pgdata);
    const r = await run(`${PG_BIN}/initdb`, [
      "-D", pgdata, "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "-U", "postgres", "--no-instructions",
    ], { asPostgres: true });
    if (r.code !== 0) {
      const why = (r.stderr.trim().split("\n").find((l) => /error|fatal/i.test(l)) ?? r.stderr.trim()).replace(/^initdb: (error: )?/, "");
      throw new Error(`Creating the database cluster in ${pgdata} failed: ${why}`);
    }
    await Deno.writeTextFile(seedMarker, "created\n");
    created = true;
  }
  await writeConf(cfg);
  return { created };
}

/** pid of the postmaster recorded in the data folder, when that process is alive and a postgres. */
async function livePostmaster(pgdata: string): Promise<number | null> {
  let pidText: string;
  try {
    pidText = await Deno.readTextFile(`${pgdata}/postmaster.pid`);
  } catch {
    return null;
  }
  const pid = Number(pidText.split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    const comm = (await Deno.readTextFile(`/proc/${pid}/comm`)).trim();
    return comm.startsWith("postgres") ? pid : null;
  } catch {
    return null;
  }
}

async function stopIfRunning(pgdata: string): Promise<void> {
  if (await livePostmaster(pgdata)) {
    await run(`${PG_BIN}/pg_ctl`, ["-D", pgdata, "-m", "fast", "-w", "-t", "60", "stop"], { asPostgres: true });
  }
}

function portInUse(host: string, port: number): boolean {
  try {
    const l = Deno.listen({ hostname: host, port });
    l.close();
    return false;
  } catch (e) {
    if (e instanceof Deno.errors.AddrInUse) return true;
    throw e;
  }
}

async function lastLogError(logFile: string): Promise<string | null> {
  try {
    const lines = (await Deno.readTextFile(logFile)).trim().split("\n");
    const hit = lines.reverse().find((l) => /\b(FATAL|PANIC|ERROR):/.test(l));
    return hit ? hit.replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, "") : null;
  } catch {
    return null;
  }
}

/**
 * Starts the cluster and waits until it accepts connections. A server of this same data folder
 * left running by a killed run is stopped (fast) and started again; a stale postmaster.pid is
 * removed. Any other holder of the port is an error sentence.
 */
export async function startPostgres(cfg: PlatformConfig): Promise<{ stop(): Promise<void> }> {
  const { pgdata, logFile, socketDir } = clusterPaths(cfg);
  if (!(await exists(`${pgdata}/PG_VERSION`))) {
    throw new Error(`There is no database cluster in ${pgdata}: call ensureCluster first.`);
  }
  await writeConf(cfg);
  if (await livePostmaster(pgdata)) {
    await stopIfRunning(pgdata);
  } else {
    // a killed run's leftovers: postgres would refuse to start over a lock file whose pid is reused
    await Deno.remove(`${pgdata}/postmaster.pid`).catch(() => {});
    await Deno.remove(`${socketDir}/.s.PGSQL.${cfg.dbPort}.lock`).catch(() => {});
  }
  if (portInUse(cfg.host, cfg.dbPort)) {
    throw new Error(`Port ${cfg.dbPort} is already in use: stop whatever listens there or pick another port.`);
  }
  const r = await run(`${PG_BIN}/pg_ctl`, ["-D", pgdata, "-l", logFile, "-w", "-t", "60", "start"], {
    asPostgres: true,
    detach: true,
  });
  if (r.code !== 0) {
    const why = (await lastLogError(logFile)) ?? (r.stderr.trim() || r.stdout.trim());
    throw new Error(`PostgreSQL did not start on port ${cfg.dbPort}: ${why} (log: ${logFile}).`);
  }
  const ready = await waitReady(cfg);
  if (!ready) throw new Error(`PostgreSQL started but does not accept connections on port ${cfg.dbPort} (log: ${logFile}).`);
  let stopped = false;
  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      // Fast: clients are disconnected at once; what takes time is the shutdown checkpoint.
      const s = await run(`${PG_BIN}/pg_ctl`, ["-D", pgdata, "-m", "fast", "-w", "-t", String(FAST_STOP_WAIT_SEC), "stop"], { asPostgres: true });
      if (s.code === 0 || !(await livePostmaster(pgdata))) return;
      // A checkpoint that long (a loaded machine): stop at once; the next start recovers from the WAL.
      const i = await run(`${PG_BIN}/pg_ctl`, ["-D", pgdata, "-m", "immediate", "-w", "-t", "10", "stop"], { asPostgres: true });
      if (i.code !== 0 && (await livePostmaster(pgdata))) {
        throw new Error(`PostgreSQL on port ${cfg.dbPort} did not stop: ${i.stderr.trim() || s.stderr.trim()}`);
      }
    },
  };
}

async function waitReady(cfg: PlatformConfig, timeoutMs = 30_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const r = await run(`${PG_BIN}/pg_isready`, ["-q", "-h", cfg.host, "-p", String(cfg.dbPort), "-U", "postgres", "-d", "postgres"]);
    if (r.code === 0) return true;
    await new Promise((res) => setTimeout(res, 100));
  }
  return false;
}

/** Stops the cluster of a data folder if it runs (for the CLI's `down`). */
export async function stopPostgres(cfg: PlatformConfig): Promise<boolean> {
  const { pgdata } = clusterPaths(cfg);
  if (!(await livePostmaster(pgdata))) return false;
  await stopIfRunning(pgdata);
  return true;
}
