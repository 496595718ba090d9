import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerDetailEndpoint } from '@contracts/admin-player-detail.ts';
import { api } from '@/lib/api-client';
import { identityKeys } from './identity-keys';

/** GET /api/admin/player-detail?player_id=: the player, its provider ids and aliases. */
export async function getPlayerDetail(playerId: number) {
  return api.call(playerDetailEndpoint, { player_id: playerId });
}

export const playerDetailQuery = (playerId: number) =>
  queryOptions({ queryKey: identityKeys.player(playerId), queryFn: () => getPlayerDetail(playerId) });

export const usePlayerDetail = (playerId: number | null) =>
  useQuery({ ...playerDetailQuery(playerId ?? 0), enabled: playerId !== null });
