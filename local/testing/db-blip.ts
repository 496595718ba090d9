// Tests and benchmarks only: a database that drops its client connections while the server stays
// up, as a managed Postgres does on a failover or a restart of its pooler (the backends end with
// 57P01 "terminating connection due to administrator command").
import postgres from "npm:postgres@3.4.7";

export interface BlipOptions {
  /** How long connections keep being dropped. */
  durationMs: number;
  /** How often every client backend is terminated within that time (default 150 ms). */
  everyMs?: number;
}

/** Terminates every client backend of the database at `url` once; resolves with how many. */
export function dropConnections(url: string): Promise<number> {
  return withOwnConnection(url, terminateOthers);
}

/**
 * Terminates every other client backend every `everyMs` for `durationMs` (the caller's own
 * connection survives: it is excluded by pid); resolves with how many were terminated in all.
 */
export function blipDatabase(url: string, options: BlipOptions): Promise<number> {
  return withOwnConnection(url, async (sql) => {
    let terminated = 0;
    const end = performance.now() + options.durationMs;
    while (performance.now() < end) {
      terminated += await terminateOthers(sql);
      await new Promise((r) => setTimeout(r, options.everyMs ?? 150));
    }
    return terminated;
  });
}

async function withOwnConnection<T>(url: string, fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {}, fetch_types: false });
  try {
    return await fn(sql);
  } finally {
    await sql.end({ timeout: 1 });
  }
}

async function terminateOthers(sql: postgres.Sql): Promise<number> {
  const [row] = await sql`
    select count(*) filter (where pg_terminate_backend(pid))::int as n
    from pg_stat_activity
    where backend_type = 'client backend' and pid <> pg_backend_pid()`;
  return row.n;
}
