/** psql against the platform cluster, as the superuser over loopback (trust auth). */
import type { PlatformConfig } from "../config.ts";
import { PG_BIN, run, type RunResult } from "./exec.ts";

export function psqlArgs(cfg: PlatformConfig): string[] {
  return ["-X", "-q", "-h", cfg.host, "-p", String(cfg.dbPort), "-U", "postgres", "-d", "postgres", "-v", "ON_ERROR_STOP=1"];
}

/** Runs `-f file`s and `-c` commands in order; `single` wraps them all in one transaction. */
export function psql(cfg: PlatformConfig, steps: ({ file: string } | { sql: string })[], opts: { single?: boolean } = {}): Promise<RunResult> {
  const args = psqlArgs(cfg);
  if (opts.single) args.push("-1");
  for (const s of steps) args.push(...("file" in s ? ["-f", s.file] : ["-c", s.sql]));
  return run(`${PG_BIN}/psql`, args, { env: { PGCONNECT_TIMEOUT: "10", PGAPPNAME: "local-postgres" } });
}

/** One value from a query (tuples only, unaligned). */
export async function psqlValue(cfg: PlatformConfig, sql: string): Promise<string> {
  const r = await run(`${PG_BIN}/psql`, [...psqlArgs(cfg), "-A", "-t", "-c", sql]);
  if (r.code !== 0) throw new Error(`Query failed on port ${cfg.dbPort}: ${r.stderr.trim().split("\n")[0]}`);
  return r.stdout.trim();
}
