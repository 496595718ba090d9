// One more try for a read the database could not answer because the connection failed (a restart,
// a failover, a pooler dropping its connections): decided here, once, for every supabase-js client
// (the fetch supabase.ts gives them) and for the direct connection (direct-league-view.ts), never
// at a call site. Only reads are repeated: a write whose connection failed may have committed.
import { isConnectionFailure } from "./database-failure.ts";

/**
 * The rpcs that only read (declared `stable` in their migrations), the only POSTs repeated.
 * read-retry.integration.test.ts checks the list against pg_proc: each is stable or immutable, and
 * every stable rpc the functions call is here.
 */
export const READ_ONLY_RPCS: ReadonlySet<string> = new Set([
  "admin_identity_summary",
  "admin_match_candidates",
  "admin_player",
  "admin_players_list",
  "alert_audience",
  "caller_league_membership",
  "caller_status",
  "get_week_opponent_info",
  "league_view_playoff_odds",
  "league_view_rosters",
  "league_view_schedule",
  "league_view_standings",
  "league_view_top_players",
  "league_view_transactions",
  "map_player_ids",
  "my_feed_roster",
  "nfl_players_named",
  "resolve_player_candidates",
  "roster_player_details",
  "scoring_poll",
  "sync_job_leagues",
  "sync_rows_digest",
]);

/** A dropped connection (direct, or auth's): the client's pool opens a fresh one at once. */
export const RETRY_DELAY_MS = 200;
/**
 * PostgREST that lost its connections answers 503 (57P01, then PGRST001/PGRST002) until it has
 * reconnected and reloaded its schema cache: about a second (measured: 0.3-1 s).
 */
export const POSTGREST_RETRY_DELAY_MS = 1_000;

type Sleep = (ms: number) => Promise<void>;
const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The fetch for supabase-js: an idempotent read (GET or HEAD, or POST /rest/v1/rpc/<a read-only
 * rpc>) that got no answer, or a PostgREST answer naming a connection failure, is sent once more
 * after a pause. GoTrue answers a database failure with a bare 500, so for auth's reads any 5xx
 * counts. Everything else passes through untouched.
 */
export function readRetryingFetch(base: typeof fetch = fetch, wait: Sleep = sleep): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const url = new URL(input instanceof Request ? input.url : String(input));
    const service = readService(method, url);
    if (!service) return await base(input, init);
    const again = input instanceof Request ? input.clone() : input;
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    let res: Response;
    try {
      res = await base(input, init);
    } catch (error) {
      if (signal?.aborted) throw error;
      console.warn(`${method} ${url.pathname}: no answer (${error instanceof Error ? error.message : error}); trying once more`);
      await wait(RETRY_DELAY_MS);
      return await base(again, init);
    }
    const delayMs = await retryDelay(service, res);
    if (delayMs === null || signal?.aborted) return res;
    await res.body?.cancel();
    console.warn(`${method} ${url.pathname}: HTTP ${res.status} at the connection; trying once more`);
    await wait(delayMs);
    return await base(again, init);
  };
}

/** Which service a read goes to, or null for anything that must not be sent twice. */
function readService(method: string, url: URL): "rest" | "auth" | null {
  const service = url.pathname.includes("/rest/v1/") ? "rest" : url.pathname.includes("/auth/v1/") ? "auth" : null;
  if (!service) return null;
  if (method === "GET" || method === "HEAD") return service;
  const rpc = /\/rest\/v1\/rpc\/([^/]+)$/.exec(url.pathname)?.[1];
  return method === "POST" && rpc && READ_ONLY_RPCS.has(decodeURIComponent(rpc)) ? "rest" : null;
}

/** How long to wait before the one retry, or null when the answer stands. */
async function retryDelay(service: "rest" | "auth", res: Response): Promise<number | null> {
  if (res.status < 500) return null;
  if (service === "auth") return RETRY_DELAY_MS;
  const code = await res.clone().json().then((body) => body?.code as string | undefined, () => undefined);
  if (isConnectionFailure(code)) return POSTGREST_RETRY_DELAY_MS;
  // A proxy in front of PostgREST that could not reach it answers without a PostgREST code.
  return code === undefined && (res.status === 502 || res.status === 504) ? RETRY_DELAY_MS : null;
}

/** A read over the direct connection, tried once more when it failed at the connection. */
export async function retryReadOnConnectionFailure<T>(read: () => Promise<T>, wait: Sleep = sleep): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const code = (error as { code?: string } | null)?.code;
    if (!isConnectionFailure(code)) throw error;
    console.warn(`A database read failed at the connection (${code}); trying once more`);
    await wait(RETRY_DELAY_MS);
    return await read();
  }
}
