import type { z } from "npm:zod@4.6.7";
import type { matchCandidateActionRequestSchema } from "../_shared/contracts/admin-match-candidates-action.ts";
import type { CanonicalPlayer, MatchCandidate } from "../_shared/contracts/player-identity.ts";
import { json } from "../_shared/responses.ts";
import type { RouteContext } from "../_shared/router.ts";
import type { Caller } from "../_shared/auth.ts";
import { identityRpc, type IdentityDeps } from "./identity-db.ts";

/**
 * POST /admin/match-candidates-action: accept, reject or create_new in one database transaction
 * with its audit row; a candidate already decided is a 409.
 */
export function postMatchCandidatesAction(deps: IdentityDeps) {
  return async ({ caller, input }: RouteContext<z.output<typeof matchCandidateActionRequestSchema>, Caller>) => {
    const db = deps.userDb(caller.jwt);
    const args: Record<string, unknown> = { p_id: input.id, p_action: input.action };
    if (input.action === "accept") Object.assign(args, { p_player_id: input.player_id, p_provider: input.provider ?? null, p_external_id: input.external_id ?? null });
    if (input.action === "create_new") {
      Object.assign(args, {
        p_canonical_name: input.canonical_name,
        p_primary_position: input.primary_position,
        p_is_team_entity: input.is_team_entity,
        p_provider: input.provider ?? null,
        p_external_id: input.external_id ?? null,
      });
    }
    const candidate = await identityRpc<MatchCandidate>(db, "admin_decide_match_candidate", args, "Deciding the candidate failed");
    const player = candidate.resolved_player_id === null
      ? null
      : await identityRpc<CanonicalPlayer | null>(db, "admin_player", { p_player_id: candidate.resolved_player_id }, "Reading the player failed");
    return json({ success: true, candidate, player });
  };
}
