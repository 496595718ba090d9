import { leagueSettingsRoute, lineupRoute, rosterRoute } from '@contracts/mfl-lineup-routes.ts';
import { api } from '@/lib/api-client';
import type { LineupWeek } from './lineup-keys';

/**
 * What each of Set Lineup's reads sends, the one builder the reads and their early start share
 * (a read started ahead is taken only by a call of the very same request).
 */
const weekInput = ({ leagueId, year, week }: LineupWeek) => ({ leagueId, week, year });
export const lineupInputs = {
  roster: weekInput,
  lineup: weekInput,
  settings: (leagueId: string, year: number) => ({ leagueId, year }),
};

/**
 * Sends Set Lineup's three reads for a week at once, from the route's loader, before the modules
 * with their schemas (and the screen) have loaded; their queries take the answers (api.start).
 * Free of schemas, so it loads with the router.
 */
export function startLineupReads(target: LineupWeek): void {
  api.start(rosterRoute, lineupInputs.roster(target));
  api.start(lineupRoute, lineupInputs.lineup(target));
  api.start(leagueSettingsRoute, lineupInputs.settings(target.leagueId, target.year));
}
