/**
 * Query keys of Set Lineup, fixed positions: a league's week under `['lineup', leagueId, year, week, …]`,
 * so a save or Refresh reaches every read of that week by prefix; the league's starting
 * requirements do not depend on the week.
 */
export const lineupKeys = {
  all: (leagueId: string) => ['lineup', leagueId] as const,
  week: (leagueId: string, year: number, week: number) => ['lineup', leagueId, year, week] as const,
  roster: (leagueId: string, year: number, week: number) => [...lineupKeys.week(leagueId, year, week), 'roster'] as const,
  lineup: (leagueId: string, year: number, week: number) => [...lineupKeys.week(leagueId, year, week), 'starters'] as const,
  /** MFL's projections of these players for the week, in the league's scoring. */
  projections: (leagueId: string, year: number, week: number, playerIds: string[]) =>
    [...lineupKeys.week(leagueId, year, week), 'projections', playerIds.join(',')] as const,
  settings: (leagueId: string) => ['league-settings', leagueId] as const,
};

/** The week a lineup is set for: the NFL week in progress, in the season the server counted it. */
export interface LineupWeek {
  leagueId: string;
  year: number;
  week: number;
}
