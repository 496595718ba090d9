import { z } from "npm:zod@4.6.7";
import { requestText } from "./request-text.ts";
import { candidateStatusSchema, matchCandidateSchema, optionalQuery, orderSchema, pageSchema, pageSizeSchema, providerSchema } from "./player-identity.ts";
import { endpoint } from "./endpoint.ts";

/**
 * GET /admin/match-candidates (spec 02 §7, §9): status (pending by default, or 'all'), page,
 * pageSize (50), sort (id descending by default), order, source (a provider or 'all'), q.
 */
export const matchCandidatesRequestSchema = z.object({
  status: optionalQuery(z.union([candidateStatusSchema, z.literal("all")])).default("pending"),
  page: pageSchema,
  pageSize: pageSizeSchema,
  sort: optionalQuery(z.enum(["id", "score", "display_name", "status"])).default("id"),
  order: orderSchema.default("desc"),
  source: optionalQuery(z.union([providerSchema, z.literal("all")])),
  q: optionalQuery(requestText({ max: 200 })),
});
export type MatchCandidatesRequest = Partial<z.output<typeof matchCandidatesRequestSchema>>;

export const matchCandidatesResponseSchema = z.object({
  success: z.literal(true),
  rows: z.array(matchCandidateSchema),
  total: z.number().int(),
});
export type MatchCandidatesResponse = z.output<typeof matchCandidatesResponseSchema>;

export const FAILED_TO_LOAD_CANDIDATES = "Failed to load candidates";

export const matchCandidatesEndpoint = endpoint({ method: "GET", path: "/api/admin/match-candidates", request: matchCandidatesRequestSchema, response: matchCandidatesResponseSchema });
