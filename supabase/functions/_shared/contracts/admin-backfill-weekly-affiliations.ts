import { z } from "npm:zod@4.6.7";
import { maintenanceResponseSchema } from "./player-identity.ts";
import { endpoint } from "./endpoint.ts";

/**
 * POST /admin/backfill-weekly-affiliations (spec 02 §7): body season (numeric), optional week
 * ('auto' or absent: every week played so far). Records each player's NFL team per week from that
 * week's box scores, so a traded player's plays map to the team he played for then.
 */
export const weeklyAffiliationsRequestSchema = z.strictObject({
  season: z.coerce.number().int().min(2000).max(2100),
  week: z.preprocess((v) => (v === "" || v === "auto" || v === null ? undefined : v), z.coerce.number().int().min(1).max(18).optional()),
});
export const weeklyAffiliationsResponseSchema = maintenanceResponseSchema;

export const weeklyAffiliationsEndpoint = endpoint({ method: "POST", path: "/api/admin/backfill-weekly-affiliations", request: weeklyAffiliationsRequestSchema, response: weeklyAffiliationsResponseSchema });
