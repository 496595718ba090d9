import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lineupCheckEndpoint, type LineupCheckResponse } from '@contracts/lineup-check.ts';
import { api } from '@/lib/api-client';

/** Keys of the lineup check (read by the dashboard's line and the Lineup check screen); a fix invalidates the prefix. */
export const lineupCheckKeys = {
  all: ['lineup-check'] as const,
};

/**
 * GET /api/mfl/lineup-check (contract: lineup-check): every league of the user for the week in
 * progress; `refresh` asks MFL for the rosters and lineups now instead of the shared copies.
 */
export async function getLineupCheck(signal?: AbortSignal, refresh = false): Promise<LineupCheckResponse> {
  return api.call(lineupCheckEndpoint, refresh ? { refresh: '1' } : {}, signal);
}

export function lineupCheckQueryOptions() {
  return queryOptions({
    queryKey: lineupCheckKeys.all,
    queryFn: ({ signal }) => getLineupCheck(signal),
    // The server answers from shared copies; a minute between checks is what the copies change at.
    staleTime: 60_000,
  });
}

export function useLineupCheck() {
  return useQuery(lineupCheckQueryOptions());
}

/** "Check again": the check with each league's roster and lineup asked of MFL now (a change made on MFL's own site). */
export function useCheckAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getLineupCheck(undefined, true),
    onSuccess: (answer) => queryClient.setQueryData(lineupCheckKeys.all, answer),
  });
}
