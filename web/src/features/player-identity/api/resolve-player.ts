import { useMutation } from '@tanstack/react-query';
import { type PlayerResolverRequest, playerResolverResponseSchema } from '@contracts/admin-player-resolver.ts';
import { api, parseResponse } from '@/lib/api-client';

/** POST /api/admin/player-resolver: the canonical players a name most likely is, best first. */
export async function resolvePlayer(input: PlayerResolverRequest) {
  return parseResponse(playerResolverResponseSchema, await api.post<unknown>('/api/admin/player-resolver', input));
}

export const useResolvePlayer = () => useMutation({ mutationFn: resolvePlayer });
