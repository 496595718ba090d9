import { type PlayersUpdateRequest, playersUpdateEndpoint } from '@contracts/admin-players-update.ts';
import { api } from '@/lib/api-client';
import { useIdentityWrite } from './use-identity-write';

/** POST /api/admin/players-update: name, position, team-entity flag. */
export async function savePlayer(input: PlayersUpdateRequest) {
  return api.call(playersUpdateEndpoint, playersUpdateEndpoint.request.parse(input));
}

export const useSavePlayer = () => useIdentityWrite(savePlayer);
