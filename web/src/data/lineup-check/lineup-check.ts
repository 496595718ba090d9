import { queryOptions, useQuery } from '@tanstack/react-query';
import { lineupCheckEndpoint, type LineupCheckResponse } from '@contracts/lineup-check.ts';
import { api } from '@/lib/api-client';

/** Keys of the lineup check (read by the dashboard's line and the Lineup check screen); a fix invalidates the prefix. */
export const lineupCheckKeys = {
  all: ['lineup-check'] as const,
};

/** GET /api/mfl/lineup-check (contract: lineup-check): every league of the user for the week in progress. */
export async function getLineupCheck(signal?: AbortSignal): Promise<LineupCheckResponse> {
  return api.call(lineupCheckEndpoint, {}, signal);
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
