import { addPlayerAliasEndpoint, type PlayerAliasRequest, removePlayerAliasEndpoint } from '@contracts/admin-player-aliases.ts';
import { api } from '@/lib/api-client';
import { useIdentityWrite } from './use-identity-write';

/** POST /api/admin/player-aliases. */
export async function addAlias(input: PlayerAliasRequest) {
  return api.call(addPlayerAliasEndpoint, addPlayerAliasEndpoint.request.parse(input));
}

/** DELETE /api/admin/player-aliases. */
export async function removeAlias(input: PlayerAliasRequest) {
  return api.call(removePlayerAliasEndpoint, removePlayerAliasEndpoint.request.parse(input));
}

export const useAddAlias = () => useIdentityWrite(addAlias);
export const useRemoveAlias = () => useIdentityWrite(removeAlias);
