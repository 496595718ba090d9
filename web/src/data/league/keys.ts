/**
 * Query keys of a league's shared reads, fixed positions: every screen that shows a league's
 * standings, transactions, rosters or top players sits under `['standings', leagueId]`,
 * `['transactions', leagueId, …]`, `['rosters', leagueId]` or `['top-players', leagueId]`, so one
 * invalidation by prefix refreshes all of them.
 */
export const leagueKeys = {
  standings: (leagueId: string) => ['standings', leagueId] as const,
  /** Under the standings' prefix: whatever refreshes a league's standings refreshes its odds. */
  playoffOdds: (leagueId: string) => ['standings', leagueId, 'playoff-odds'] as const,
  /** The newest `limit` transactions, or the whole season ('all'). */
  transactions: (leagueId: string, limit?: number) => ['transactions', leagueId, limit ?? 'all'] as const,
  rosters: (leagueId: string) => ['rosters', leagueId] as const,
  /** Every player of the league with his weekly scores (one read; screens page and filter it). */
  topPlayers: (leagueId: string) => ['top-players', leagueId] as const,
  /** A week's live scores; 'current' is the NFL week in progress (the server names it). */
  scoring: (leagueId: string, week?: number) => ['scoring', leagueId, week ?? 'current'] as const,
  /** The caller's points left on the bench, week by week and for the season. */
  benchPoints: (leagueId: string) => ['bench-points', leagueId] as const,
  /** The caller's own matchup of the week in progress (Live Scoring), under the league's scoring prefix. */
  personalScoring: (leagueId: string) => ['scoring', leagueId, 'current', 'personal'] as const,
};
