/**
 * Database calls and time from pg_stat_statements (preloaded by local/postgres, as hosted Supabase
 * preloads it): every statement the product ran between a reset and a reading, whoever sent it
 * (PostgREST for supabase-js, a function's direct connection, pg_cron). PostgREST runs two
 * statements per request (its `set_config` preamble, then the query), so the queries alone are the
 * round trips the product asked for.
 */
import type { PlatformConfig } from "../../../local/config.ts";
import { psql, psqlValue } from "../../../local/postgres/psql.ts";

export interface StatementStats {
  /** Every statement executed. */
  calls: number;
  /** Without PostgREST's per-request preamble: the product's own queries and rpcs. */
  queries: number;
  /** Execution time of all statements, ms. */
  execMs: number;
  /** The costliest statements by total time: [calls, ms, the table or function they name first (else their first words)]. */
  top: [number, number, string][];
}

const PREAMBLE = `query like 'select set_config(%' or query like 'SELECT set_config(%'`;
// The benchmark's own reads of the statistics are not the product's.
const OURS = `query ilike '%pg_stat_statements%'`;

export async function enableStatementStats(cfg: PlatformConfig): Promise<void> {
  const r = await psql(cfg, [{ sql: "create extension if not exists pg_stat_statements" }]);
  if (r.code !== 0) throw new Error(`pg_stat_statements is not available (preloaded by local/postgres/cluster.ts?): ${r.stderr.trim()}`);
}

export async function resetStatementStats(cfg: PlatformConfig): Promise<void> {
  await psqlValue(cfg, "select pg_stat_statements_reset()");
}

export async function readStatementStats(cfg: PlatformConfig, topN = 6): Promise<StatementStats> {
  const text = await psqlValue(
    cfg,
    `select json_build_object(
       'calls', coalesce(sum(calls), 0),
       'queries', coalesce(sum(calls) filter (where not (${PREAMBLE})), 0),
       'execMs', coalesce(sum(total_exec_time), 0),
       'top', coalesce((select json_agg(json_build_array(calls, round(total_exec_time::numeric, 1),
                                 coalesce(substring(query from '"public"\\."([a-z_0-9]+)"'), left(regexp_replace(query, '\\s+', ' ', 'g'), 60))))
                         from (select * from pg_stat_statements where not (${OURS}) order by total_exec_time desc limit ${topN}) t), '[]'))
     from pg_stat_statements where not (${OURS})`,
  );
  return JSON.parse(text);
}
