/**
 * Query keys of a league's shared reads, fixed positions: every screen that shows a league's
 * standings or transactions sits under `['standings', leagueId]` or `['transactions', leagueId, …]`,
 * so one invalidation by prefix refreshes all of them.
 */
export const leagueKeys = {
  standings: (leagueId: string) => ['standings', leagueId] as const,
  /** The newest `limit` transactions, or the whole season ('all'). */
  transactions: (leagueId: string, limit?: number) => ['transactions', leagueId, limit ?? 'all'] as const,
};
