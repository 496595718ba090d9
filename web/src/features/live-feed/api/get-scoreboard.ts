import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Scoreboard, scoreboardEndpoint } from '@contracts/tank01-live-feed.ts';
import { api } from '@/lib/api-client';
import { liveFeedKeys, type WeekChoice } from './keys';

/** GET /api/tank01/live-feed[?week=&season=&seasonType=]: the week's games with scores (contract tank01-live-feed). */
export async function getScoreboard(choice?: WeekChoice, signal?: AbortSignal): Promise<Scoreboard> {
  return api.call(scoreboardEndpoint, { ...choice }, signal);
}

/** Polled every tank01_single_poll_sec while the tab is visible; a poll never starts while one is in flight. */
export function scoreboardQueryOptions(choice: WeekChoice | undefined, pollSec: number) {
  return queryOptions({
    queryKey: liveFeedKeys.scoreboard(choice),
    queryFn: ({ signal }) => getScoreboard(choice, signal),
    refetchInterval: pollSec * 1000,
    refetchIntervalInBackground: false,
  });
}

export function useScoreboard(choice: WeekChoice | undefined, pollSec: number) {
  return useQuery(scoreboardQueryOptions(choice, pollSec));
}
