import type { LiveScoring } from "./live-scoring.ts";
import type { MflQuery } from "./queries.ts";
import type { NflWeek } from "./nfl-schedule.ts";
import type { UpstreamSettings } from "../upstream/settings.ts";

/** MFL's projections of a league's week, refreshed daily. */
export const PROJECTIONS_TTL_SEC = 24 * 60 * 60;

/** The player database changes at most daily and is refreshed by a daily job. */
export const PLAYERS_TTL_SEC = 12 * 60 * 60;

/**
 * Seconds an answer stays fresh. A query that knows better says so itself (live scoring, which
 * knows the week's NFL games). Live scoring otherwise follows the poll intervals: the active one
 * while a starter's game is on, the idle one otherwise, so N viewers cost one call per poll interval.
 */
export function ttlSeconds(query: MflQuery<unknown>, data: unknown, s: UpstreamSettings, now = Date.now()): number {
  if (query.ttl && data !== null) return query.ttl(data, s, now);
  switch (query.type) {
    case "liveScoring":
      return (data as LiveScoring).anyGameLive ? s.poll_interval_active_sec : s.poll_interval_idle_sec;
    case "leagueStandings":
    case "playerScores":
      return s.standings_client_ttl_sec;
    case "rosters":
    case "transactions":
    case "myleagues":
      return s.roster_client_ttl_sec;
    case "nflSchedule":
      return nflScheduleTtl(data as NflWeek[] | null, s, now);
    case "schedule":
    case "nflByeWeeks":
    case "injuries":
    case "league":
      return s.schedule_client_ttl_sec;
    case "players":
      return PLAYERS_TTL_SEC;
    case "projectedScores":
      // Projections are made once a day: one fetch per league and week a day, never per viewer.
      return PROJECTIONS_TTL_SEC;
    default:
      return s.standings_client_ttl_sec;
  }
}

/**
 * The NFL schedule says which games have kicked off (lineup locks) and the week in progress: while
 * a game is on it follows the active poll, while games are still to play the idle one but never
 * past the next kickoff (the game must read as live soon after it starts), and a week (or season)
 * with every game over the schedule TTL.
 */
function nflScheduleTtl(weeks: NflWeek[] | null, s: UpstreamSettings, now: number): number {
  // The whole season (W=ALL) is for kickoffs, spreads and ranks: the schedule TTL.
  if (!weeks || weeks.length !== 1) return s.schedule_client_ttl_sec;
  const games = weeks[0].games;
  if (games.some((g) => g.status === "live")) return s.poll_interval_active_sec;
  const waiting = games.filter((g) => g.status === "scheduled");
  if (waiting.length === 0) return s.schedule_client_ttl_sec;
  const kickoffs = waiting.map((g) => (g.kickoff ?? 0) * 1000).filter((ms) => ms > now);
  const untilKickoff = kickoffs.length > 0 ? Math.ceil((Math.min(...kickoffs) - now) / 1000) : Infinity;
  return Math.max(1, Math.min(s.poll_interval_idle_sec, untilKickoff));
}
