import type { z } from "npm:zod@4.6.7";
import type { playerResolverRequestSchema, ResolverCandidate } from "../_shared/contracts/admin-player-resolver.ts";
import { json } from "../_shared/responses.ts";
import type { RouteContext } from "../_shared/router.ts";
import type { Caller } from "../_shared/auth.ts";
import { identityRpc, type IdentityDeps } from "./identity-db.ts";

/** POST /admin/player-resolver: the canonical players a name (with team and position) most likely is. */
export function postPlayerResolver(deps: IdentityDeps) {
  return async ({ caller, input }: RouteContext<z.output<typeof playerResolverRequestSchema>, Caller>) => {
    const rows = await identityRpc<ResolverCandidate[]>(deps.userDb(caller.jwt), "resolve_player_candidates", {
      p_name: input.name,
      p_team: input.team ?? null,
      p_position: input.position ?? null,
      p_limit: input.limit ?? 10,
    }, "Resolving the name failed");
    return json({ success: true, candidates: rows.map((r) => ({ ...r, score: Number(r.score) })) });
  };
}
