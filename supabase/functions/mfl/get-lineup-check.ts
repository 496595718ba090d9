import type { z } from "npm:zod@4.6.7";
import type { LeagueCheck } from "../_shared/contracts/lineup-check.ts";
import { startingRequirementsOf } from "../_shared/contracts/lineup-rules.ts";
import type { LineupRosterPlayer } from "../_shared/contracts/mfl-lineup.ts";
import type { yearRequestSchema } from "../_shared/contracts/league-input.ts";
import { getMflSession, isMflSessionError } from "../_shared/credentials/mfl-session.ts";
import { AppError, databaseError } from "../_shared/errors.ts";
import { currentWeek, NO_WEEK_IN_PROGRESS } from "../_shared/league-data/current-week.ts";
import { settingsRow } from "../_shared/league-data/datasets/settings.ts";
import { provenFor } from "../_shared/league-data/league-membership.ts";
import { weekProjections } from "../_shared/league-data/week-scores.ts";
import { seasonOr } from "../_shared/league-input.ts";
import { league } from "../_shared/mfl/queries.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import type { SupabaseClient } from "../_shared/supabase.ts";
import { staleNote } from "../_shared/upstream/app-errors.ts";
import { checkLeague } from "./lineup-check-league.ts";
import { type LineupCaller, lineupCopy, type LineupDeps, readRoster, rosterPlayers, withMfl } from "./lineup-context.ts";
import { scoresCaller, scoresDeps } from "./scoring-context.ts";

export interface LineupCheckDeps extends LineupDeps {
  /** A client carrying the caller's JWT: which leagues are theirs is read under RLS. */
  userDb: (jwt: string) => SupabaseClient;
}

/**
 * GET /lineup-check?year=: every league of the caller for the NFL week in progress, each from the
 * shared copies (roster, lineup, the league export, the week's projections: one copy per league
 * and week a day), so a check that finds them fresh asks MFL nothing. A league MFL cannot answer
 * for, with no copy, is its own 'unavailable' line; the others are answered all the same.
 */
export function getLineupCheck(deps: LineupCheckDeps) {
  return async ({ caller, input, now }: UserRouteContext<z.output<typeof yearRequestSchema>>) => {
    const year = seasonOr(input.year, now);
    const memberships = await ownLeagues(deps.userDb(caller.jwt), caller.userId, year);
    const session = await getMflSession(deps.db(), caller.userId, now, deps.keyring);
    const patience = deps.upstream().patience();
    const base = { userId: caller.userId, year, cookie: session.cookie, username: session.username, now, patience };
    const current = await currentWeek(deps.upstream(), year, { userId: caller.userId, patience });
    if (current.week < 1) throw new AppError("not_found", NO_WEEK_IN_PROGRESS);
    const leagues = await Promise.all(
      memberships.map((m) => checkOne(deps, { ...base, leagueId: m.league_id, franchiseId: m.franchise_id }, current.week)),
    );
    return json({
      success: true,
      week: current.week,
      checkedAt: new Date(now).toISOString(),
      attention: leagues.filter((l) => l.status === "attention").length,
      leagues,
      ...staleNote([current]),
    });
  };
}

/** The caller's leagues proven for the season, with their franchise (RLS: their own rows only). */
async function ownLeagues(db: SupabaseClient, userId: string, year: number) {
  const { data, error } = await db.from("user_leagues").select("league_id,franchise_id,verified_at,verified_year").eq("user_id", userId)
    .order("league_id");
  if (error) throw databaseError("Reading your leagues failed", error);
  return (data as { league_id: string; franchise_id: string | null; verified_at: string | null; verified_year: number | null }[])
    .filter((m) => provenFor(m, year) && m.franchise_id)
    .map((m) => ({ league_id: m.league_id, franchise_id: m.franchise_id! }));
}

async function checkOne(deps: LineupCheckDeps, who: LineupCaller, week: number): Promise<LeagueCheck> {
  const head = { leagueId: who.leagueId, leagueName: null, franchiseId: who.franchiseId, week };
  try {
    const [details, roster, { lineup, read }, projected] = await withMfl(deps, who, () =>
      Promise.all([
        deps.upstream().get(league({ leagueId: who.leagueId, year: who.year }), {
          cookie: who.cookie,
          userId: who.userId,
          account: who.username,
          patience: who.patience,
        }),
        readRoster(deps, who, week),
        lineupCopy(deps, who, week),
        weekProjections(scoresDeps(deps), scoresCaller(who), week),
      ])
    );
    const settings = settingsRow(details.data);
    const result = checkLeague({
      week,
      roster: roster.players,
      gone: await gonePlayers(deps, who, week, lineup.starters, roster.players),
      starters: lineup.starters,
      settings: {
        startingPositions: startingRequirementsOf(settings.starting_positions, settings.max_starters),
        starterCount: settings.starter_count,
        maxStarters: settings.max_starters,
        rosterSize: settings.roster_size,
        injuredReserve: settings.injured_reserve,
      },
      projections: projected.projections,
      bestBall: details.data.bestLineup,
    });
    return { ...head, leagueName: details.data.name || null, ...result, ...staleNote([details, roster.read, read]) };
  } catch (error) {
    // A session MFL refuses is the caller's for every league: the whole answer says reconnect.
    // Anything else MFL did (busy with no copy, refusing this league) is this league's line only.
    if (!(error instanceof AppError)) throw error;
    const message = error.message;
    if (isMflSessionError(error)) throw error;
    return { ...head, status: "unavailable", starters: [], lineupFlags: [], proposal: null, error: message };
  }
}

/** Starters MFL still lists who are no longer on the roster (cut, traded): named from the player database. */
async function gonePlayers(deps: LineupCheckDeps, who: LineupCaller, week: number, starters: string[], roster: LineupRosterPlayer[]) {
  const onRoster = new Set(roster.map((p) => p.id));
  const gone = starters.filter((id) => !onRoster.has(id));
  if (gone.length === 0) return [];
  const view = await rosterPlayers(deps, who, week, [{ franchiseId: who.franchiseId, week, players: gone.map((id) => ({ id, status: "ROSTER" as const })) }]);
  return view.players;
}
