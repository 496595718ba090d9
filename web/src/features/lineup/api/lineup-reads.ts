import { leagueSettingsQueryOptions } from './get-league-settings';
import { lineupQueryOptions } from './get-lineup';
import { rosterQueryOptions } from './get-roster';
import type { LineupWeek } from './lineup-keys';

/** Set Lineup's three reads for a week (useLineupData), for the route's loader to start them first. */
export function lineupReads(target: LineupWeek) {
  return [rosterQueryOptions(target), lineupQueryOptions(target), leagueSettingsQueryOptions(target.leagueId, target.year)] as const;
}
