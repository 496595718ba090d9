import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GameFeed, gameFeedEndpoint } from '@contracts/tank01-live-feed.ts';
import { api } from '@/lib/api-client';
import { liveFeedKeys } from './keys';

/** GET /api/tank01/live-feed?gameID=: one game's box score with its play-by-play. */
export async function getGameFeed(gameID: string, signal?: AbortSignal): Promise<GameFeed> {
  return api.call(gameFeedEndpoint, { gameID }, signal);
}

/** Polled every tank01_single_poll_sec while visible; a finished game (`final`) is not polled again. */
export function useGameFeed(gameID: string | null, pollSec: number) {
  return useQuery(queryOptions({
    queryKey: liveFeedKeys.game(gameID ?? ''),
    queryFn: ({ signal }) => getGameFeed(gameID!, signal),
    enabled: gameID !== null,
    refetchInterval: (query) => (query.state.data?.final || query.state.data?.body.gameStatusCode === '2' ? false : pollSec * 1000),
    refetchIntervalInBackground: false,
  }));
}
