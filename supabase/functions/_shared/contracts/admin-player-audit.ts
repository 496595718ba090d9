import { z } from "npm:zod@4.6.7";
import { requestText } from "./request-text.ts";
import { auditEventSchema, optionalQuery } from "./player-identity.ts";
import { endpoint } from "./endpoint.ts";

/** GET /admin/player-audit (spec 02 §7, §9): limit (100), action, entity, entity_id, since (ISO time). */
export const AUDIT_LIMIT = 100;
export const playerAuditRequestSchema = z.object({
  limit: optionalQuery(z.coerce.number().int().min(1).max(1000)).default(AUDIT_LIMIT),
  action: optionalQuery(requestText({ max: 100 })),
  entity: optionalQuery(requestText({ max: 100 })),
  entity_id: optionalQuery(requestText({ max: 100 })),
  since: optionalQuery(requestText({ max: 40 }).pipe(z.iso.datetime({ offset: true, local: true, message: "must be an ISO date and time" }).or(z.iso.date()))),
});
export type PlayerAuditRequest = Partial<z.output<typeof playerAuditRequestSchema>>;

export const playerAuditResponseSchema = z.object({ success: z.literal(true), rows: z.array(auditEventSchema) });

export const NO_AUDIT_EVENTS = "No audit events";
export const FAILED_TO_LOAD_AUDIT = "Failed to load audit";

export const playerAuditEndpoint = endpoint({ method: "GET", path: "/api/admin/player-audit", request: playerAuditRequestSchema, response: playerAuditResponseSchema });
