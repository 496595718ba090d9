import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Lineup, lineupEndpoint } from '@contracts/mfl-lineup.ts';
import { api } from '@/lib/api-client';
import { lineupKeys, type LineupWeek } from './lineup-keys';

/** The lineup MFL holds, and whether MFL sets it itself (a best-ball league). */
export interface HeldLineup extends Lineup {
  bestBall: boolean;
}

/** GET /api/mfl/lineup?leagueId=&week=&year=: the starters and bench MFL holds for the caller's franchise. */
export async function getLineup({ leagueId, year, week }: LineupWeek, signal?: AbortSignal): Promise<HeldLineup> {
  const body = await api.call(lineupEndpoint, { leagueId, week, year }, signal);
  return { ...body.lineup, bestBall: body.bestBall };
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
