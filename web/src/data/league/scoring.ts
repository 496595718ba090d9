import { queryOptions, useQuery } from '@tanstack/react-query';
import { type LeagueScoringResponse, leagueScoringResponseSchema } from '@contracts/mfl-scoring.ts';
import { api, parseResponse } from '@/lib/api-client';
import { leagueKeys } from './keys';

/** Live scores refresh every 30 s while the tab is visible (spec 02 §9). */
export const SCORING_REFRESH_MS = 30_000;

/** A league's scores with the header's freshness fields (`syncedAt` is MFL's `updatedAt`). */
export type LeagueScoring = LeagueScoringResponse & { syncedAt: string | null };

/**
 * GET /api/mfl/scoring?type=league&leagueId=[&week=] (contract: mfl-scoring). Without a week the
 * server answers the week MFL is scoring and names it in `week`.
 */
export async function getLeagueScoring(leagueId: string, week?: number, signal?: AbortSignal): Promise<LeagueScoring> {
  const query = week === undefined ? { type: 'league', leagueId } : { type: 'league', leagueId, week };
  const body = await api.get<unknown>('/api/mfl/scoring', query, signal);
  const scoring = parseResponse(leagueScoringResponseSchema, body);
  return { ...scoring, syncedAt: scoring.updatedAt };
}

export function leagueScoringQueryOptions(leagueId: string, week?: number) {
  return queryOptions({
    queryKey: leagueKeys.scoring(leagueId, week),
    queryFn: ({ signal }) => getLeagueScoring(leagueId, week, signal),
    refetchInterval: SCORING_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

export function useLeagueScoring(leagueId: string, week?: number) {
  return useQuery(leagueScoringQueryOptions(leagueId, week));
}
