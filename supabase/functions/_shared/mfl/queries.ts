import { type ByeWeeks, normaliseByeWeeks } from "./bye-weeks.ts";
import type { LeagueHosts } from "./hosts.ts";
import { type InjuryReport, normaliseInjuries } from "./injuries.ts";
import { type League, normaliseLeague } from "./league.ts";
import { type LiveScoring, liveScoringFreshSec, type LiveWeekClock, normaliseLiveScoring } from "./live-scoring.ts";
import { type MyLeague, normaliseMyLeagues } from "./myleagues.ts";
import { normaliseNflSchedule, type NflWeek } from "./nfl-schedule.ts";
import { normalisePlayers, type PlayerDatabase } from "./players.ts";
import type { JsonObject } from "./quirks.ts";
import { type FranchiseRoster, normaliseRosters } from "./rosters.ts";
import { type FantasyWeek, normaliseSchedule } from "./schedule.ts";
import { normalisePlayerScores, normaliseProjectedScores, type PlayerScores, type WeekKey } from "./scores.ts";
import { normaliseStandings, type StandingRow } from "./standings.ts";
import { normaliseTransactions, type Transaction } from "./transactions.ts";
import { normaliseWeeklyResults, type WeeklyResults } from "./weekly-results.ts";

/**
 * One MFL export, described as data: the client runs it, the upstream layer also derives its cache
 * key and TTL from it. Builders below are the typed API (`league({ leagueId, year })`, ...).
 */
export interface MflQuery<T> {
  /** MFL `TYPE` (case-sensitive). */
  type: string;
  year: number;
  /** Set for league exports: sent as `L` and routed to the league's own host. */
  leagueId?: string;
  /** Other MFL parameters, already as strings (`W`, `FRANCHISE`, `DETAILS`, ...). */
  params: Record<string, string>;
  /**
   * Who may share the answer: `league`/`public` answers are the same for every caller (cached per
   * request); `user` answers (myleagues) are cached per app user, never by cookie.
   */
  scope: "public" | "league" | "user";
  normalise(body: JsonObject): T;
  /** Records what the answer teaches about league hosts (also applied to cached answers). */
  learn?(data: T, hosts: LeagueHosts): void;
  /** Seconds the answer stays fresh, when the query knows better than the default policy (ttl-policy). */
  ttl?(data: T, intervals: PollIntervals, now: number): number;
  /**
   * Refreshes of queries in the same group (every league's live scores) start at least
   * `per_league_stagger_ms` apart across the deployment, so many leagues do not burst at once.
   */
  stagger?: string;
}

/** The poll settings a query's own TTL may use (system settings, spec 02 §3). */
export interface PollIntervals {
  poll_interval_active_sec: number;
  poll_interval_idle_sec: number;
}

type Week = number | undefined;

function params(entries: Record<string, string | number | boolean | undefined | null>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(entries)) {
    if (v === undefined || v === null || v === false || v === "") continue;
    out[k] = v === true ? "1" : String(v);
  }
  return out;
}

export function myleagues(args: { year: number }): MflQuery<MyLeague[]> {
  return {
    type: "myleagues",
    year: args.year,
    params: params({ YEAR: args.year, FRANCHISE_NAMES: true }),
    scope: "user",
    normalise: normaliseMyLeagues,
    learn: (leagues, hosts) => leagues.forEach((l) => hosts.remember(l.leagueId, l.baseURL)),
  };
}

export function league(args: { leagueId: string; year: number }): MflQuery<League> {
  return {
    type: "league",
    year: args.year,
    leagueId: args.leagueId,
    params: {},
    scope: "league",
    normalise: normaliseLeague,
    learn: (l, hosts) => hosts.remember(args.leagueId, l.baseURL),
  };
}

export function rosters(
  args: { leagueId: string; year: number; week?: Week; franchiseId?: string },
): MflQuery<FranchiseRoster[]> {
  return {
    type: "rosters",
    year: args.year,
    leagueId: args.leagueId,
    params: params({ W: args.week, FRANCHISE: args.franchiseId }),
    scope: "league",
    normalise: normaliseRosters,
  };
}

/** The player database (generic host; changes at most daily). */
export function players(
  args: { year: number; details?: boolean; since?: number; playerIds?: string[]; leagueId?: string },
): MflQuery<PlayerDatabase> {
  return {
    type: "players",
    year: args.year,
    // Deliberately not routed to the league host: the database is global (L only adds custom players).
    params: params({ L: args.leagueId, DETAILS: args.details, SINCE: args.since, PLAYERS: args.playerIds?.join(",") }),
    scope: "public",
    normalise: normalisePlayers,
  };
}

export function playerScores(
  args: {
    leagueId: string;
    year: number;
    week?: WeekKey;
    playerIds?: string[];
    position?: string;
    status?: string;
    count?: number;
  },
): MflQuery<PlayerScores> {
  return {
    type: "playerScores",
    year: args.year,
    leagueId: args.leagueId,
    params: params({
      W: args.week,
      YEAR: args.year,
      PLAYERS: args.playerIds?.join(","),
      POSITION: args.position,
      STATUS: args.status,
      COUNT: args.count,
    }),
    scope: "league",
    normalise: normalisePlayerScores,
  };
}

/**
 * A league's live scores for a week. The week is always named (a copy per league and week, never a
 * second one for "the current week"); `clock` is what the NFL schedule says of that week, so the
 * copy stays fresh for the active poll interval while a game is on, the idle one otherwise, and
 * never past the next kickoff.
 */
export function liveScoring(args: { leagueId: string; year: number; week: number; details?: boolean; clock?: LiveWeekClock }): MflQuery<LiveScoring> {
  return {
    type: "liveScoring",
    year: args.year,
    leagueId: args.leagueId,
    params: params({ W: args.week, DETAILS: args.details ?? true }),
    scope: "league",
    normalise: normaliseLiveScoring,
    ttl: (data, intervals, now) => liveScoringFreshSec(data, intervals, now, args.clock),
    stagger: "liveScoring",
  };
}

/** Who starts for every franchise of a week: the lineups MFL holds (what a lineup import changed). */
export function weeklyResults(args: { leagueId: string; year: number; week: number }): MflQuery<WeeklyResults> {
  return {
    type: "weeklyResults",
    year: args.year,
    leagueId: args.leagueId,
    params: params({ W: args.week }),
    scope: "league",
    normalise: normaliseWeeklyResults,
  };
}

export function projectedScores(
  args: { leagueId: string; year: number; week: number; playerIds?: string[]; position?: string; count?: number },
): MflQuery<PlayerScores> {
  return {
    type: "projectedScores",
    year: args.year,
    leagueId: args.leagueId,
    params: params({ W: args.week, PLAYERS: args.playerIds?.join(","), POSITION: args.position, COUNT: args.count }),
    scope: "league",
    normalise: normaliseProjectedScores,
  };
}

/** Standings rows in league order; complete names/divisions/balances with `withLeagueDetails`. */
export function leagueStandings(args: { leagueId: string; year: number; all?: boolean }): MflQuery<StandingRow[]> {
  return {
    type: "leagueStandings",
    year: args.year,
    leagueId: args.leagueId,
    params: params({ ALL: args.all }),
    scope: "league",
    normalise: normaliseStandings,
  };
}

export function transactions(
  args: { leagueId: string; year: number; week?: Week; types?: string[]; franchiseId?: string; days?: number; count?: number },
): MflQuery<Transaction[]> {
  return {
    type: "transactions",
    year: args.year,
    leagueId: args.leagueId,
    params: params({
      W: args.week,
      TRANS_TYPE: args.types?.join(","),
      FRANCHISE: args.franchiseId,
      DAYS: args.days,
      COUNT: args.count,
    }),
    scope: "league",
    normalise: normaliseTransactions,
  };
}

export function schedule(args: { leagueId: string; year: number; week?: Week; franchiseId?: string }): MflQuery<FantasyWeek[]> {
  return {
    type: "schedule",
    year: args.year,
    leagueId: args.leagueId,
    params: params({ W: args.week, F: args.franchiseId }),
    scope: "league",
    normalise: normaliseSchedule,
  };
}

/** One week (current when `week` is omitted) or `"ALL"`; always an array of weeks. */
export function nflSchedule(args: { year: number; week?: number | "ALL" }): MflQuery<NflWeek[]> {
  return { type: "nflSchedule", year: args.year, params: params({ W: args.week }), scope: "public", normalise: normaliseNflSchedule };
}

export function injuries(args: { year: number; week?: Week }): MflQuery<InjuryReport> {
  return { type: "injuries", year: args.year, params: params({ W: args.week }), scope: "public", normalise: normaliseInjuries };
}

export function nflByeWeeks(args: { year: number; week?: Week }): MflQuery<ByeWeeks> {
  return { type: "nflByeWeeks", year: args.year, params: params({ W: args.week }), scope: "public", normalise: normaliseByeWeeks };
}

