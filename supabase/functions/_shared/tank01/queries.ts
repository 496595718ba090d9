import { z } from "npm:zod@4.6.7";
import type { SystemSettings } from "../contracts/admin-settings.ts";
import { gameState, kickoffMs } from "../contracts/live-feed-rules.ts";
import {
  type BoxScore,
  boxScoreSchema,
  type NflGame,
  nflGameSchema,
  type NflPlayer,
  nflPlayerSchema,
} from "../contracts/tank01-nfl.ts";

/** The settings a Tank01 answer's freshness depends on. */
export type Tank01Settings = Pick<
  SystemSettings,
  "tank01_single_poll_sec" | "poll_interval_idle_sec" | "schedule_client_ttl_sec"
>;

/** One Tank01 request: endpoint, query, how to read its body and how long the answer stays fresh. */
export interface Tank01Query<T> {
  endpoint: string;
  params: Record<string, string>;
  /**
   * `body` of the envelope → data; throws when it is not what the endpoint promises. `answeredAt`
   * is the provider's own time from the answer's `Date` header (epoch ms), null without one.
   */
  parse(body: unknown, answeredAt: number | null): T;
  /** A provider `body.error` that is an answer, not a failure (a box score before kickoff). */
  providerError?(message: string): T | undefined;
  /** Seconds the answer stays fresh (`now` epoch ms). */
  ttlSec(data: T, settings: Tank01Settings, now: number): number;
}

export type SeasonType = "reg" | "pre" | "post";

export interface WeekOf {
  week: number;
  season: number;
  seasonType: SeasonType;
}

/** Schedules, rosters of the player list: data that changes at most daily. */
export const DAILY_TTL_SEC = 12 * 60 * 60;
/** A week whose every game is over never changes. */
export const FINAL_TTL_SEC = 24 * 60 * 60;

/** getNFLGamesForWeek: the week's games with status and kickoff (a list). */
export function gamesForWeek({ week, season, seasonType }: WeekOf): Tank01Query<NflGame[]> {
  return {
    endpoint: "getNFLGamesForWeek",
    params: { week: String(week), season: String(season), seasonType },
    parse: (body) => z.array(nflGameSchema).parse(body),
    ttlSec: gamesTtl,
  };
}

/** Games, and the provider's time when it listed them (its `Date` header; null when it sent none). */
export interface DatedGames {
  games: NflGame[];
  asOf: number | null;
}

/**
 * The whole regular season's schedule (week=all): kickoffs (they rarely move), and the provider's
 * clock, which decides the current week (a simulated season runs on its own clock).
 */
export function seasonSchedule(season: number): Tank01Query<DatedGames> {
  return {
    endpoint: "getNFLGamesForWeek",
    params: { week: "all", season: String(season), seasonType: "reg" },
    parse: (body, answeredAt) => ({ games: z.array(nflGameSchema).parse(body), asOf: answeredAt }),
    ttlSec: () => DAILY_TTL_SEC,
  };
}

/** getNFLScoresOnly for a week: scores, status, line score and possession of every game (a map by gameID, read as a list). */
export function scoresForWeek({ week, season, seasonType }: WeekOf): Tank01Query<NflGame[]> {
  return {
    endpoint: "getNFLScoresOnly",
    params: { gameWeek: String(week), season: String(season), seasonType },
    parse: (body) => Object.values(z.record(z.string(), nflGameSchema).parse(body)),
    ttlSec: gamesTtl,
  };
}

/** A box score, or Tank01's answer for a game that has not started ("Game hasn't started yet, ..."). */
export type BoxScoreAnswer = { boxScore: BoxScore } | { notStarted: string };

/** getNFLBoxScore with the play-by-play: one game's plays, line score, player and defence stats. */
export function boxScore(gameID: string): Tank01Query<BoxScoreAnswer> {
  return {
    endpoint: "getNFLBoxScore",
    params: { gameID, playByPlay: "true" },
    parse: (body) => ({ boxScore: slimBoxScore(boxScoreSchema.parse(body)) }),
    providerError: (message) => (/hasn't started|has not started|not started/i.test(message) ? { notStarted: message } : undefined),
    ttlSec: (data, s) => {
      if ("notStarted" in data) return s.poll_interval_idle_sec;
      return gameState(data.boxScore) === "final" ? FINAL_TTL_SEC : s.tank01_single_poll_sec;
    },
  };
}

/** getNFLPlayerList: every NFL player with Tank01's id and the other sites' ids it knows (daily). */
export function playerList(): Tank01Query<NflPlayer[]> {
  return {
    endpoint: "getNFLPlayerList",
    params: {},
    parse: (body) => {
      const rows = z.array(z.unknown()).parse(body);
      // One odd row must not cost the whole list: rows without an id or a name are left out.
      return rows.flatMap((row) => {
        const parsed = nflPlayerSchema.safeParse(row);
        return parsed.success ? [parsed.data] : [];
      });
    },
    ttlSec: () => DAILY_TTL_SEC,
  };
}

/**
 * Live games follow the single-game poll; games still to come the idle poll (never past the next
 * kickoff); a week that is over is kept for a day.
 */
function gamesTtl(games: NflGame[], s: Tank01Settings, now: number): number {
  const states = games.map(gameState);
  if (states.includes("live")) return s.tank01_single_poll_sec;
  const next = games.filter((g) => gameState(g) === "pregame").map(kickoffMs).filter((k): k is number => k !== null && k > now);
  if (states.includes("pregame")) {
    const untilKickoff = next.length ? Math.ceil((Math.min(...next) - now) / 1000) : s.poll_interval_idle_sec;
    return Math.max(s.tank01_single_poll_sec, Math.min(s.poll_interval_idle_sec, untilKickoff));
  }
  return games.length ? FINAL_TTL_SEC : s.schedule_client_ttl_sec;
}

/** What the feed reads of a box score: team totals (teamStats) are left out of the stored copy. */
function slimBoxScore(box: BoxScore): BoxScore {
  const { teamStats: _teamStats, ...rest } = box as BoxScore & { teamStats?: unknown };
  return rest;
}

/** `tank01:v1:<api base>/<endpoint>?<sorted params>`: the request, never the key. */
export const TANK01_CACHE_KEY_VERSION = "v1";
export function tank01CacheKey(apiBase: string, query: Tank01Query<unknown>): string {
  const params = Object.entries(query.params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `tank01:${TANK01_CACHE_KEY_VERSION}:${apiBase}/${query.endpoint}?${new URLSearchParams(params)}`;
}
