import type { z } from "npm:zod@4.6.7";
import type { playerAuditRequestSchema } from "../_shared/contracts/admin-player-audit.ts";
import { json } from "../_shared/responses.ts";
import type { RouteContext } from "../_shared/router.ts";
import type { Caller } from "../_shared/auth.ts";
import { identitySelect, type IdentityDeps } from "./identity-db.ts";

/** GET /admin/player-audit: the newest events first (100 unless asked), filtered. */
export function getPlayerAudit(deps: IdentityDeps) {
  return async ({ caller, input }: RouteContext<z.output<typeof playerAuditRequestSchema>, Caller>) => {
    let query = deps.userDb(caller.jwt).from("player_audit_log").select("id,at,actor_user_id,action,entity,entity_id,before,after");
    if (input.action) query = query.eq("action", input.action);
    if (input.entity) query = query.eq("entity", input.entity);
    if (input.entity_id) query = query.eq("entity_id", input.entity_id);
    if (input.since) query = query.gte("at", input.since);
    const rows = await identitySelect<unknown[]>(
      query.order("at", { ascending: false }).order("id", { ascending: false }).limit(input.limit),
      "Reading the audit log failed",
    );
    return json({ success: true, rows });
  };
}
