import { type PlayerAliasRequest, playerAliasRequestSchema, playerAliasResponseSchema } from '@contracts/admin-player-aliases.ts';
import { api, parseResponse } from '@/lib/api-client';
import { useIdentityWrite } from './use-identity-write';

/** POST /api/admin/player-aliases. */
export async function addAlias(input: PlayerAliasRequest) {
  return parseResponse(playerAliasResponseSchema, await api.post<unknown>('/api/admin/player-aliases', playerAliasRequestSchema.parse(input)));
}

/** DELETE /api/admin/player-aliases. */
export async function removeAlias(input: PlayerAliasRequest) {
  return parseResponse(playerAliasResponseSchema, await api.del<unknown>('/api/admin/player-aliases', playerAliasRequestSchema.parse(input)));
}

export const useAddAlias = () => useIdentityWrite(addAlias);
export const useRemoveAlias = () => useIdentityWrite(removeAlias);
