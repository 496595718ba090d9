import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Lineup, lineupEndpoint } from '@contracts/mfl-lineup.ts';
import type { StaleNote } from '@contracts/stale-note.ts';
import { api } from '@/lib/api-client';
import { lineupKeys, type LineupWeek } from './lineup-keys';
import { lineupInputs } from './lineup-requests';

/**
 * The lineup as the page shows it: MFL's, or (stale, with the server's note) its last copy while MFL
 * is slow or failing; and whether MFL sets it itself (a best-ball league).
 */
export type ShownLineup = Lineup & StaleNote & { bestBall: boolean };

/** GET /api/mfl/lineup?leagueId=&week=&year=: the starters and bench MFL holds for the caller's franchise. */
export async function getLineup(target: LineupWeek, signal?: AbortSignal): Promise<ShownLineup> {
  const body = await api.call(lineupEndpoint, lineupInputs.lineup(target), signal);
  return { ...body.lineup, bestBall: body.bestBall, ...(body.stale ? { stale: true, message: body.message } : {}) };
}

export function lineupQueryOptions(target: LineupWeek) {
  return queryOptions({
    queryKey: lineupKeys.lineup(target.leagueId, target.year, target.week),
    queryFn: ({ signal }) => getLineup(target, signal),
  });
}

export function useLineup(target: LineupWeek) {
  return useQuery(lineupQueryOptions(target));
}
