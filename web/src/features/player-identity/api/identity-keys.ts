import type { MatchCandidatesRequest } from '@contracts/admin-match-candidates.ts';
import type { PlayerAuditRequest } from '@contracts/admin-player-audit.ts';
import type { PlayersListRequest } from '@contracts/admin-players-list.ts';

/**
 * Query keys of the player identity pages under one `['identity']` prefix: every write invalidates
 * `all`, so the list, the open detail, the inbox, the audit log and the coverage all reload.
 */
export const identityKeys = {
  all: ['identity'] as const,
  players: (request: PlayersListRequest) => ['identity', 'players', request] as const,
  player: (playerId: number) => ['identity', 'player', playerId] as const,
  candidates: (request: MatchCandidatesRequest) => ['identity', 'candidates', request] as const,
  audit: (request: PlayerAuditRequest) => ['identity', 'audit', request] as const,
  summary: () => ['identity', 'summary'] as const,
};
