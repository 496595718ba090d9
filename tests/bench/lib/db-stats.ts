/**
 * Write counters from PostgreSQL's cumulative statistics: calls of the league-data functions
 * (replace_league_*, mark_league_sync_failed, has_league_access) and rows inserted per table.
 * PostgreSQL 15 flushes a backend's statistics at most once a second and an idle backend's pending
 * ones after up to 10 s, so read them STATS_SETTLE_MS after the work they should count.
 */
import type { PlatformConfig } from "../../../local/config.ts";
import { psql, psqlValue } from "../../../local/postgres/psql.ts";

export const STATS_SETTLE_MS = 11_000;

const FUNCTIONS = [
  "replace_league_franchises",
  "replace_league_standings",
  "replace_league_transactions",
  "mark_league_sync_failed",
  "begin_league_sync",
  "has_league_access",
];
const TABLES = ["league_franchises", "league_standings", "league_transactions", "league_transaction_assets", "upstream_cache"];

/** Turns on function call counting for the whole (benchmark's own) cluster. */
export async function enableFunctionStats(cfg: PlatformConfig): Promise<void> {
  const r = await psql(cfg, [{ sql: "alter system set track_functions = 'all'" }, { sql: "select pg_reload_conf()" }]);
  if (r.code !== 0) throw new Error(`enabling track_functions failed: ${r.stderr}`);
}

export type DbCounts = Record<string, number>;

/** `fn:<name>` = calls, `ins:<table>` = rows inserted, since the cluster started. */
export async function dbCounts(cfg: PlatformConfig): Promise<DbCounts> {
  const fnList = FUNCTIONS.map((f) => `'${f}'`).join(",");
  const tableList = TABLES.map((t) => `'${t}'`).join(",");
  const text = await psqlValue(
    cfg,
    `select coalesce(json_object_agg(k, v), '{}') from (
       select 'fn:' || funcname as k, sum(calls) as v from pg_stat_user_functions where funcname in (${fnList}) group by funcname
       union all
       select 'ins:' || relname, n_tup_ins from pg_stat_user_tables where schemaname = 'public' and relname in (${tableList})
     ) s`,
  );
  return JSON.parse(text);
}

/** after − before, keys of either, zeros dropped. */
export function diffCounts(before: DbCounts, after: DbCounts): DbCounts {
  const out: DbCounts = {};
  for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const d = (after[k] ?? 0) - (before[k] ?? 0);
    if (d !== 0) out[k] = d;
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}
