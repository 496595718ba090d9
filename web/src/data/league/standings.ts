import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseResponse } from '@/lib/api-client';
import { leagueKeys } from './keys';
import { leagueFreshnessSchema } from './freshness';

/** A standings row (spec 02 §3); `rank` is the league host's order, 1 first. */
export const standingRowSchema = z.object({
  franchise_id: z.string(),
  franchise_name: z.string().optional(),
  division_id: z.string().nullable().optional(),
  division_name: z.string().optional(),
  rank: z.number().int().nullable().optional(),
  win_loss_tie_record: z.string(),
  winning_percentage: z.coerce.number().optional(),
  current_streak: z.string().nullable().optional(),
  division_record: z.string().nullable().optional(),
  points_for: z.coerce.number(),
  points_against: z.coerce.number().optional(),
  blind_bid_balance: z.coerce.number().nullable().optional(),
});

export const standingsResponseSchema = leagueFreshnessSchema.extend({
  leagueId: z.string(),
  year: z.number().optional(),
  standings: z.array(standingRowSchema),
});

export type StandingRow = z.infer<typeof standingRowSchema>;
export type StandingsResponse = z.infer<typeof standingsResponseSchema>;

/** GET /api/league-standings?leagueId= */
export async function getStandings(leagueId: string, signal?: AbortSignal): Promise<StandingsResponse> {
  const body = await api.get<unknown>('/api/league-standings', { leagueId }, signal);
  return parseResponse(standingsResponseSchema, body);
}

export function standingsQueryOptions(leagueId: string) {
  return queryOptions({
    queryKey: leagueKeys.standings(leagueId),
    queryFn: ({ signal }) => getStandings(leagueId, signal),
  });
}

export function useStandings(leagueId: string) {
  return useQuery(standingsQueryOptions(leagueId));
}
