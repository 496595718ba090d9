import postgres from "npm:postgres@3.4.7";
import type { Caller } from "../auth.ts";
import { optionalEnv } from "../env.ts";
import { type DatabaseFailure, databaseError } from "../errors.ts";
import { decodeJwt } from "../jwt.ts";
import { retryReadOnConnectionFailure } from "../read-retry.ts";
import { isLeagueViewRpc, type LeagueReader, type LeagueViewRow, snapshotOf } from "./league-store.ts";

let pool: postgres.Sql | null | undefined;

/**
 * The isolate's direct Postgres connection (SUPABASE_DB_URL, which Supabase gives every function;
 * hosted, point it at the transaction pooler), or null without one. `prepare: false` keeps it
 * usable through a transaction-mode pooler. `fetch_types: false`: postgres.js would read the array
 * types on every new connection and drop that query's promise, so a connection that dies at birth
 * (a database blip) would be an unhandled rejection that ends the isolate; the view reads no arrays.
 */
function directDb(): postgres.Sql | null {
  if (pool !== undefined) return pool;
  const url = optionalEnv("SUPABASE_DB_URL");
  pool = url
    ? postgres(url, { max: 4, prepare: false, fetch_types: false, idle_timeout: 20, connect_timeout: 5, onnotice: () => {} })
    : null;
  return pool;
}

/** A read function the caller's reads call over the direct connection, besides the league views. */
export type CallerReadFunction = "caller_league_membership";
const CALLER_READ_FUNCTIONS: ReadonlySet<string> = new Set<CallerReadFunction>(["caller_league_membership"]);

/** A read function's call as the caller: its arguments in order, its one value. */
export type CallerCall = (fn: string, args: (string | number | null)[]) => Promise<unknown>;

/**
 * A read function called over the direct connection, as the caller: one statement that takes the
 * `authenticated` role and the caller's verified JWT claims as PostgREST does (set_config, local to
 * the statement's own transaction), then calls the function, so row level security decides as it
 * does for the rpc through REST. It saves the warm read two HTTP hops (the API gateway and
 * PostgREST), and the single statement saves BEGIN and COMMIT: one message to the database and one
 * answer, where a transaction took three round trips. Null without SUPABASE_DB_URL, or for a caller
 * who is not a signed-in user (the reads then go through REST).
 */
export function directCallerCall(caller: Caller): CallerCall | null {
  const db = directDb();
  if (!db || caller.role !== "authenticated" || !caller.userId) return null;
  const claims = JSON.stringify(caller.claims ?? decodeJwt(caller.jwt).claims);
  return async (fn, args) => {
    // The function's name cannot be a bind parameter: only a league view's or a caller read's is called.
    if (!isLeagueViewRpc(fn) && !CALLER_READ_FUNCTIONS.has(fn)) throw new Error(`not a caller read function: ${fn}`);
    const params = args.map((_, i) => `$${i + 1}`).join(", ");
    const claimsParam = `$${args.length + 1}`;
    // A read: tried once more when the connection failed (read-retry.ts).
    // The subquery takes the role and the claims before the read function runs: a subquery
    // calling volatile functions is never merged into the outer query, so its one row is made
    // first, and the role and claims end with the statement's implicit transaction.
    const [row] = await retryReadOnConnectionFailure(() =>
      db.unsafe(
        `select public.${fn}(${params}) as value from (select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${claimsParam}, true)) as caller`,
        [...args, claims],
      )
    );
    return row.value;
  };
}

/**
 * A league view's read over the direct connection, as the caller (directCallerCall): the league
 * views are the hottest reads there are. Without SUPABASE_DB_URL the REST reader is made and
 * returned (the rpc through REST); with it, never (a supabase-js client per request is CPU the
 * hottest read does not need).
 */
export function withDirectView(restReader: () => LeagueReader, caller: Caller): LeagueReader {
  const call = directCallerCall(caller);
  if (!call) return restReader();
  return {
    async view(rpc, leagueId, year, limit) {
      if (!isLeagueViewRpc(rpc)) throw new Error(`not a league view read function: ${rpc}`);
      try {
        return snapshotOf(await call(rpc, [leagueId, year, limit ?? null]) as LeagueViewRow);
      } catch (error) {
        throw databaseError("Reading the league data failed", error as DatabaseFailure);
      }
    },
  };
}
