import { queryOptions, useQuery } from '@tanstack/react-query';
import { sundayEndpoint, type SundayResponse } from '@contracts/mfl-sunday.ts';
import { scoringPollMs } from '@/data/league/scoring';
import { api } from '@/lib/api-client';

/** Query keys of the command center, fixed positions. */
export const sundayKeys = {
  all: ['sunday'] as const,
};

/** GET /api/mfl/sunday (contract mfl-sunday): the whole page for the caller, the NFL week in progress. */
export async function getSunday(signal?: AbortSignal): Promise<SundayResponse> {
  return api.call(sundayEndpoint, {}, signal);
}

/**
 * Polled as Live Scoring polls (every 30 s, or just after the server's shared copies are next
 * refreshed; paused while the tab is hidden): the page reads the same copies, so it costs MFL nothing.
 */
export function sundayQueryOptions() {
  return queryOptions({
    queryKey: sundayKeys.all,
    queryFn: ({ signal }) => getSunday(signal),
    staleTime: 2_000,
    refetchInterval: (query) => scoringPollMs(query.state.data),
    refetchIntervalInBackground: false,
  });
}

export function useSunday() {
  return useQuery(sundayQueryOptions());
}
