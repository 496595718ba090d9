import { z } from "npm:zod@4.6.7";
import { providerSchema } from "./player-identity.ts";
import { endpoint, noRequest } from "./endpoint.ts";

/** GET /admin/identity-summary: what /admin/identity shows (coverage per provider, candidates, last runs). */
const lastRun = z.object({ at: z.string(), stats: z.record(z.string(), z.unknown()).nullable() }).nullable();

export const identitySummaryResponseSchema = z.object({
  success: z.literal(true),
  players: z.number().int(),
  team_entities: z.number().int(),
  coverage: z.array(z.object({ provider: providerSchema, linked: z.number().int(), total: z.number().int() })),
  candidates: z.object({
    pending: z.number().int(),
    accepted: z.number().int(),
    rejected: z.number().int(),
    created_new: z.number().int(),
  }),
  last_backfill: lastRun,
  last_tank01_sync: lastRun,
  last_weekly_affiliations: lastRun,
});
export type IdentitySummary = z.output<typeof identitySummaryResponseSchema>;

export const FAILED_TO_LOAD_IDENTITY = "Failed to load identity";

export const identitySummaryEndpoint = endpoint({ method: "GET", path: "/api/admin/identity-summary", request: noRequest, response: identitySummaryResponseSchema });
