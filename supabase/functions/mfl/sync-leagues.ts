import { FAILED_TO_FETCH_LEAGUES } from "../_shared/contracts/mfl-sync-leagues.ts";
import { databaseError } from "../_shared/errors.ts";
import { proofColumns, withdrawLeagueVerification } from "../_shared/league-data/league-membership.ts";
import { supabaseWriter } from "../_shared/league-data/league-store.ts";
import { franchiseRows, franchises } from "../_shared/league-data/datasets/franchises.ts";
import type { MyLeague } from "../_shared/mfl/myleagues.ts";
import { league as leagueQuery, myleagues } from "../_shared/mfl/queries.ts";
import type { SupabaseClient } from "../_shared/supabase.ts";
import type { MflUpstream } from "../_shared/mfl/upstream.ts";
import { describeFailure, isAuthFailure, upstreamFailure } from "../_shared/mfl/app-errors.ts";
import { sessionRejected } from "./session-rejected.ts";

export interface SyncArgs {
  userId: string;
  cookie: string;
  /** The MFL username of the session: keys the user's myleagues cache entry. */
  account?: string;
  year: number;
  now: number;
}

/** Spec 01 "League sync result", plus what was skipped and why. */
export interface SyncResult {
  existing: number;
  added: number;
  total: number;
  warnings: string[];
}

interface ExistingRow {
  league_id: string;
  franchise_id: string | null;
  display_name: string | null;
}


/**
 * The caller's league sync: MFL's myleagues (fresh) → user_leagues (new ones added, names and
 * franchise of known ones updated, every listed one verified: MFL has proven the membership), and
 * each league's franchises and divisions → league_franchises through the league data's one writer
 * (replace_league_franchises: locked, older data ignored), from the shared, league-keyed cache.
 * A league that fails is skipped with a warning.
 * Throws: the reconnect error when MFL rejects the session, 'Failed to fetch leagues' when the
 * list cannot be had, 503 when user_leagues cannot be read.
 */
export async function syncLeagues(db: SupabaseClient, upstream: MflUpstream, args: SyncArgs): Promise<SyncResult> {
  const warnings: string[] = [];
  let mine: MyLeague[];
  let fresh = false;
  try {
    const result = await upstream.get(myleagues({ year: args.year }), {
      cookie: args.cookie,
      userId: args.userId,
      account: args.account,
      forceRefresh: true,
    });
    mine = dedupe(result.data);
    fresh = !result.stale;
    if (result.stale) warnings.push("MyFantasyLeague could not be reached: synced from the last known list of leagues");
  } catch (error) {
    if (isAuthFailure(error)) throw await sessionRejected(db, args.userId, args.now);
    throw upstreamFailure(error, FAILED_TO_FETCH_LEAGUES);
  }

  // MFL no longer lists these for this account (or another account proved them): the access goes
  // now, the rows stay in the list. Only on a fresh list: a stale copy proves nothing new.
  if (fresh) await withdrawLeagueVerification(db, args.userId, args.account ?? null, mine.map((l) => l.leagueId));

  const { data, error } = await db.from("user_leagues").select("league_id,franchise_id,display_name").eq("user_id", args.userId);
  if (error) throw databaseError("Reading your leagues failed", error);
  const known = new Map((data as ExistingRow[]).map((row) => [row.league_id, row]));

  const outcomes = await Promise.all(mine.map((l) => syncOne(db, upstream, args, l, known.get(l.leagueId), warnings)));
  return {
    existing: outcomes.filter((o) => o === "existing").length,
    added: outcomes.filter((o) => o === "added").length,
    total: mine.length,
    warnings,
  };
}

async function syncOne(
  db: SupabaseClient,
  upstream: MflUpstream,
  args: SyncArgs,
  mine: MyLeague,
  known: ExistingRow | undefined,
  warnings: string[],
): Promise<"existing" | "added" | "skipped"> {
  const label = `${mine.name || "League"} (${mine.leagueId})`;
  const { error } = await db.from("user_leagues").upsert({
    user_id: args.userId,
    league_id: mine.leagueId,
    // MFL's word on the user's franchise replaces whatever the row claimed.
    franchise_id: mine.franchiseId,
    display_name: mine.name || known?.display_name || `League ${mine.leagueId}`,
    // Listed by myleagues for this user's own session: the membership is proven, for this MFL
    // account and season.
    verified_at: new Date(args.now).toISOString(),
    ...proofColumns({ account: args.account, year: args.year }),
    // Leagues added by one sync share its time, so their order (created_at, then league_id) is the
    // same on every run instead of the order the concurrent inserts happened to land in.
    ...(known ? {} : { created_at: new Date(args.now).toISOString() }),
  }, { onConflict: "user_id,league_id" });
  if (error) {
    console.error(`Saving user_leagues ${mine.leagueId} failed: database error ${error.code || "(no code)"}`);
    warnings.push(`Skipped ${label}: it could not be saved`);
    return "skipped";
  }
  try {
    const result = await upstream.get(leagueQuery({ leagueId: mine.leagueId, year: args.year }), {
      cookie: args.cookie,
      userId: args.userId,
    });
    await supabaseWriter(db).replace(franchises, mine.leagueId, args.year, franchiseRows(result.data), result.fetchedAt);
  } catch (error) {
    warnings.push(`Franchises of ${label} were not updated: ${describeFailure(error)}`);
  }
  return known ? "existing" : "added";
}

function dedupe(leagues: MyLeague[]): MyLeague[] {
  const seen = new Map<string, MyLeague>();
  for (const l of leagues) if (l.leagueId && !seen.has(l.leagueId)) seen.set(l.leagueId, l);
  return [...seen.values()];
}
