import { useMutation } from '@tanstack/react-query';
import { type PlayerResolverRequest, playerResolverEndpoint } from '@contracts/admin-player-resolver.ts';
import { api } from '@/lib/api-client';

/** POST /api/admin/player-resolver: the canonical players a name most likely is, best first. */
export async function resolvePlayer(input: PlayerResolverRequest) {
  return api.call(playerResolverEndpoint, input);
}

export const useResolvePlayer = () => useMutation({ mutationFn: resolvePlayer });
