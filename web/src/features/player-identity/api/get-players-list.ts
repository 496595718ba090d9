import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type PlayersListRequest, playersListEndpoint } from '@contracts/admin-players-list.ts';
import { api } from '@/lib/api-client';
import { identityKeys } from './identity-keys';

/** GET /api/admin/players-list: one page of canonical players (50), searched and filtered. */
export async function getPlayersList(request: PlayersListRequest) {
  return api.call(playersListEndpoint, request);
}

export const playersListQuery = (request: PlayersListRequest) =>
  queryOptions({ queryKey: identityKeys.players(request), queryFn: () => getPlayersList(request), placeholderData: keepPreviousData });

export const usePlayersList = (request: PlayersListRequest) => useQuery(playersListQuery(request));
