import {
  addPlayerIdentifierEndpoint,
  type PlayerIdentifierRequest,
  removePlayerIdentifierEndpoint,
} from '@contracts/admin-player-identifiers.ts';
import { api } from '@/lib/api-client';
import { useIdentityWrite } from './use-identity-write';

/** POST /api/admin/player-identifiers: links a provider id (409 names the player that holds it). */
export async function addIdentifier(input: PlayerIdentifierRequest) {
  return api.call(addPlayerIdentifierEndpoint, addPlayerIdentifierEndpoint.request.parse(input));
}

/** DELETE /api/admin/player-identifiers: unlinks it. */
export async function removeIdentifier(input: PlayerIdentifierRequest) {
  return api.call(removePlayerIdentifierEndpoint, removePlayerIdentifierEndpoint.request.parse(input));
}

export const useAddIdentifier = () => useIdentityWrite(addIdentifier);
export const useRemoveIdentifier = () => useIdentityWrite(removeIdentifier);
