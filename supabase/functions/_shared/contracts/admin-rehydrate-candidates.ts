import { z } from "npm:zod@4.6.7";
import { candidateStatusSchema, maintenanceResponseSchema, providerSchema } from "./player-identity.ts";
import { endpoint } from "./endpoint.ts";

/** POST /admin/rehydrate-candidates (spec 02 §7): body source 'all' (or a provider), status 'all' (or one); rescores them. */
export const rehydrateCandidatesRequestSchema = z.strictObject({
  source: z.union([z.literal("all"), providerSchema]).default("all"),
  status: z.union([z.literal("all"), candidateStatusSchema]).default("all"),
});
export const rehydrateCandidatesResponseSchema = maintenanceResponseSchema;

export const rehydrateCandidatesEndpoint = endpoint({ method: "POST", path: "/api/admin/rehydrate-candidates", request: rehydrateCandidatesRequestSchema, response: rehydrateCandidatesResponseSchema });
