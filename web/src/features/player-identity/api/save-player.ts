import { type PlayersUpdateRequest, playersUpdateRequestSchema, playersUpdateResponseSchema } from '@contracts/admin-players-update.ts';
import { api, parseResponse } from '@/lib/api-client';
import { useIdentityWrite } from './use-identity-write';

/** POST /api/admin/players-update: name, position, team-entity flag. */
export async function savePlayer(input: PlayersUpdateRequest) {
  return parseResponse(playersUpdateResponseSchema, await api.post<unknown>('/api/admin/players-update', playersUpdateRequestSchema.parse(input)));
}

export const useSavePlayer = () => useIdentityWrite(savePlayer);
