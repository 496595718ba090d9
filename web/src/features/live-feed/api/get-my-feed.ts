import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEED_TEXTS } from '@contracts/live-feed-rules.ts';
import { myFeedEndpoint, type MyFeedResponse } from '@contracts/tank01-my-feed.ts';
import { api, ApiError } from '@/lib/api-client';
import { supabase } from '@/lib/supabase';
import { liveFeedKeys } from './keys';
import { nextPollMs } from './poll';

/** GET /api/tank01/my-feed with the session's bearer token; without a session: 'Not authenticated' (spec 02 §8). */
export async function getMyFeed(signal?: AbortSignal): Promise<MyFeedResponse> {
  const { data } = await supabase.auth.getSession();
  if (!data.session?.access_token) throw new ApiError(FEED_TEXTS.notAuthenticated, 401);
  return api.call(myFeedEndpoint, {}, signal);
}

/**
 * Polled at tank01_mine_poll_sec while the tab is visible, each poll timed just after the server's
 * next refresh of the live games; never two at once.
 */
export function useMyFeed(pollSec: number, enabled = true) {
  return useQuery(queryOptions({
    queryKey: liveFeedKeys.myFeed(),
    queryFn: ({ signal }) => getMyFeed(signal),
    enabled,
    refetchInterval: (query) => nextPollMs(pollSec, query.state.data?.meta.refresh_at),
    refetchIntervalInBackground: false,
  }));
}
