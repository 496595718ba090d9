/**
 * Query keys of the dashboard's reads, fixed positions: the league views of later issues share the
 * `['standings', leagueId]` and `['transactions', leagueId, …]` prefixes, so one invalidation by
 * prefix refreshes every screen that shows a league's standings or transactions.
 */
export const dashboardKeys = {
  standings: (leagueId: string) => ['standings', leagueId] as const,
  recentTransactions: (leagueId: string) => ['transactions', leagueId, 'recent'] as const,
};
