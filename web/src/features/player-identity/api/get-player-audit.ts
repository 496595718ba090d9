import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type PlayerAuditRequest, playerAuditEndpoint } from '@contracts/admin-player-audit.ts';
import { api } from '@/lib/api-client';
import { identityKeys } from './identity-keys';

/** GET /api/admin/player-audit: the newest events first (100 unless asked), filtered. */
export async function getPlayerAudit(request: PlayerAuditRequest) {
  return api.call(playerAuditEndpoint, request);
}

export const playerAuditQuery = (request: PlayerAuditRequest) =>
  queryOptions({ queryKey: identityKeys.audit(request), queryFn: () => getPlayerAudit(request), placeholderData: keepPreviousData });

export const usePlayerAudit = (request: PlayerAuditRequest) => useQuery(playerAuditQuery(request));
