import { AppError } from "../_shared/errors.ts";
import type { League } from "../_shared/mfl/league.ts";
import type { MyLeague } from "../_shared/mfl/myleagues.ts";
import { league as leagueQuery, myleagues } from "../_shared/mfl/queries.ts";
import type { SupabaseClient } from "../_shared/supabase.ts";
import type { MflUpstream } from "../_shared/upstream/mfl-upstream.ts";
import { describeFailure, isAuthFailure, sessionRejected, upstreamFailure } from "./upstream-errors.ts";

export interface SyncArgs {
  userId: string;
  cookie: string;
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

export const FAILED_TO_FETCH_LEAGUES = "Failed to fetch leagues";

/**
 * The caller's league sync: MFL's myleagues (fresh) → user_leagues (new ones added, names and
 * franchise of known ones updated), and each league's franchises and divisions → league_franchises
 * (from the shared, league-keyed cache). A league that fails is skipped with a warning.
 * Throws: the reconnect error when MFL rejects the session, 'Failed to fetch leagues' when the
 * list cannot be had, 503 when user_leagues cannot be read.
 */
export async function syncLeagues(db: SupabaseClient, upstream: MflUpstream, args: SyncArgs): Promise<SyncResult> {
  const warnings: string[] = [];
  let mine: MyLeague[];
  try {
    const result = await upstream.get(myleagues({ year: args.year }), {
      cookie: args.cookie,
      userId: args.userId,
      forceRefresh: true,
    });
    mine = dedupe(result.data);
    if (result.stale) warnings.push("MyFantasyLeague could not be reached: synced from the last known list of leagues");
  } catch (error) {
    if (isAuthFailure(error)) throw await sessionRejected(db, args.userId, args.now);
    throw upstreamFailure(error, FAILED_TO_FETCH_LEAGUES);
  }

  const { data, error } = await db.from("user_leagues").select("league_id,franchise_id,display_name").eq("user_id", args.userId);
  if (error) {
    console.error(`Reading user_leagues failed: ${error.code} ${error.message}`);
    throw new AppError("unavailable", "Reading your leagues failed: try again shortly");
  }
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
    franchise_id: mine.franchiseId ?? known?.franchise_id ?? null,
    display_name: mine.name || known?.display_name || `League ${mine.leagueId}`,
  }, { onConflict: "user_id,league_id" });
  if (error) {
    console.error(`Saving user_leagues ${mine.leagueId} failed: ${error.code} ${error.message}`);
    warnings.push(`Skipped ${label}: it could not be saved`);
    return "skipped";
  }
  try {
    const result = await upstream.get(leagueQuery({ leagueId: mine.leagueId, year: args.year }), {
      cookie: args.cookie,
      userId: args.userId,
    });
    await saveFranchises(db, result.data, mine.leagueId, args.year);
  } catch (error) {
    warnings.push(`Franchises of ${label} were not updated: ${describeFailure(error)}`);
  }
  return known ? "existing" : "added";
}

/** Upserts the league's franchises (names, divisions, logos) for the season. */
export async function saveFranchises(db: SupabaseClient, league: League, leagueId: string, year: number): Promise<void> {
  const divisions = new Map(league.divisions.map((d) => [d.id, d.name]));
  const rows = league.franchises.map((f) => ({
    league_id: leagueId,
    year,
    franchise_id: f.id,
    franchise_name: f.name || `Franchise ${f.id}`,
    division_id: f.divisionId ?? null,
    division_name: f.divisionId ? divisions.get(f.divisionId) ?? null : null,
    logo_url: f.logo ?? f.icon ?? null,
  }));
  if (rows.length === 0) return;
  const { error } = await db.from("league_franchises").upsert(rows, { onConflict: "league_id,year,franchise_id" });
  if (error) {
    console.error(`Saving league_franchises ${leagueId} failed: ${error.code} ${error.message}`);
    throw new AppError("unavailable", "saving franchises failed");
  }
}

function dedupe(leagues: MyLeague[]): MyLeague[] {
  const seen = new Map<string, MyLeague>();
  for (const l of leagues) if (l.leagueId && !seen.has(l.leagueId)) seen.set(l.leagueId, l);
  return [...seen.values()];
}
