import type { z } from "npm:zod@4.6.7";
import type { matchCandidatesRequestSchema, MatchCandidatesResponse } from "../_shared/contracts/admin-match-candidates.ts";
import { json } from "../_shared/responses.ts";
import type { RouteContext } from "../_shared/router.ts";
import type { Caller } from "../_shared/auth.ts";
import { identityRpc, type IdentityDeps } from "./identity-db.ts";

/** GET /admin/match-candidates: the inbox, pending and newest first unless asked otherwise. */
export function getMatchCandidates(deps: IdentityDeps) {
  return async ({ caller, input }: RouteContext<z.output<typeof matchCandidatesRequestSchema>, Caller>) => {
    const page = await identityRpc<Omit<MatchCandidatesResponse, "success">>(deps.userDb(caller.jwt), "admin_match_candidates", {
      p_status: input.status,
      p_page: input.page,
      p_page_size: input.pageSize,
      p_sort: input.sort,
      p_order: input.order,
      p_source: input.source ?? null,
      p_q: input.q ?? null,
    }, "Reading the match candidates failed");
    return json({ success: true, rows: page.rows, total: page.total });
  };
}
