import type { IdentitySummary } from "../_shared/contracts/admin-identity-summary.ts";
import { json } from "../_shared/responses.ts";
import type { RouteContext } from "../_shared/router.ts";
import type { Caller } from "../_shared/auth.ts";
import { identityRpc, type IdentityDeps } from "./identity-db.ts";

/** GET /admin/identity-summary: coverage per provider, candidates by status, the last runs. */
export function getIdentitySummary(deps: IdentityDeps) {
  return async ({ caller }: RouteContext<unknown, Caller>) => {
    const summary = await identityRpc<Omit<IdentitySummary, "success">>(deps.userDb(caller.jwt), "admin_identity_summary", {}, "Reading the identity summary failed");
    return json({ success: true, ...summary });
  };
}
