import type { LiveScoring } from "../mfl/live-scoring.ts";
import type { MflQuery } from "../mfl/queries.ts";
import type { SystemSettings } from "../settings.ts";

/** The system settings the upstream layer reads (spec 02 §3). */
export type UpstreamSettings = Pick<
  SystemSettings,
  | "poll_interval_active_sec"
  | "poll_interval_idle_sec"
  | "hard_cap_rpm_per_user"
  | "backoff_initial_sec"
  | "backoff_max_sec"
  | "roster_client_ttl_sec"
  | "standings_client_ttl_sec"
  | "schedule_client_ttl_sec"
>;

/** The player database changes at most daily and is refreshed by a daily job. */
export const PLAYERS_TTL_SEC = 12 * 60 * 60;

/**
 * Seconds an answer stays fresh. Live scoring follows the poll intervals: the active one while a
 * starter's game is on, the idle one otherwise, so N viewers cost one call per poll interval.
 */
export function ttlSeconds(query: MflQuery<unknown>, data: unknown, s: UpstreamSettings): number {
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
    case "schedule":
    case "nflSchedule":
    case "nflByeWeeks":
    case "injuries":
    case "projectedScores":
    case "league":
      return s.schedule_client_ttl_sec;
    case "players":
      return PLAYERS_TTL_SEC;
    default:
      return s.standings_client_ttl_sec;
  }
}
