import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectedPointsEndpoint } from '@contracts/mfl-scoring.ts';
import { api } from '@/lib/api-client';
import { lineupKeys, type LineupWeek } from './lineup-keys';

/** Player id → MFL's projection for the week in the league's own scoring; unprojected players are absent. */
export type Projections = ReadonlyMap<string, number>;

/**
 * GET /api/mfl/projected-points?leagueId=&week=&year=&playerIds=: the roster's projections, picked out
 * of the league's one shared copy of the week (fetched from MFL once a day per league and week).
 */
export async function getProjections({ leagueId, year, week }: LineupWeek, playerIds: string[], signal?: AbortSignal): Promise<Projections> {
  const body = await api.call(projectedPointsEndpoint, { leagueId, week, year, playerIds: playerIds.join(',') }, signal);
  return new Map(Object.entries(body.projectedPoints).map(([id, { projectedPoints }]) => [id, projectedPoints]));
}

export function projectionsQueryOptions(target: LineupWeek, playerIds: string[]) {
  return queryOptions({
    queryKey: lineupKeys.projections(target.leagueId, target.year, target.week, playerIds),
    queryFn: ({ signal }) => getProjections(target, playerIds, signal),
    enabled: playerIds.length > 0,
  });
}

/** The roster's projections once the roster is known. */
export function useProjections(target: LineupWeek, playerIds: string[]) {
  return useQuery(projectionsQueryOptions(target, playerIds));
}
