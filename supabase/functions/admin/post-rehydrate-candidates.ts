import type { z } from "npm:zod@4.6.7";
import type { rehydrateCandidatesRequestSchema } from "../_shared/contracts/admin-rehydrate-candidates.ts";
import { json } from "../_shared/responses.ts";
import type { RouteContext } from "../_shared/router.ts";
import type { Caller } from "../_shared/auth.ts";
import { identityRpc, type IdentityDeps } from "./identity-db.ts";

/** POST /admin/rehydrate-candidates: rescores the chosen candidates against today's players and aliases. */
export function postRehydrateCandidates(deps: IdentityDeps) {
  return async ({ caller, input }: RouteContext<z.output<typeof rehydrateCandidatesRequestSchema>, Caller>) => {
    const stats = await identityRpc<{ rescored: number }>(deps.userDb(caller.jwt), "rehydrate_match_candidates", {
      p_source: input.source,
      p_status: input.status,
    }, "Rescoring the candidates failed");
    return json({ success: true, message: `Rescored ${stats.rescored} candidates.`, stats });
  };
}
