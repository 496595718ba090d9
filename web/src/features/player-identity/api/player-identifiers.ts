import {
  type PlayerIdentifierRequest,
  playerIdentifierRequestSchema,
  playerIdentifierResponseSchema,
} from '@contracts/admin-player-identifiers.ts';
import { api, parseResponse } from '@/lib/api-client';
import { useIdentityWrite } from './use-identity-write';

/** POST /api/admin/player-identifiers: links a provider id (409 names the player that holds it). */
export async function addIdentifier(input: PlayerIdentifierRequest) {
  return parseResponse(playerIdentifierResponseSchema, await api.post<unknown>('/api/admin/player-identifiers', playerIdentifierRequestSchema.parse(input)));
}

/** DELETE /api/admin/player-identifiers: unlinks it. */
export async function removeIdentifier(input: PlayerIdentifierRequest) {
  return parseResponse(playerIdentifierResponseSchema, await api.del<unknown>('/api/admin/player-identifiers', playerIdentifierRequestSchema.parse(input)));
}

export const useAddIdentifier = () => useIdentityWrite(addIdentifier);
export const useRemoveIdentifier = () => useIdentityWrite(removeIdentifier);
