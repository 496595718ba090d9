import { z } from "npm:zod@4.6.7";
import { requestText } from "./request-text.ts";
import { positionSchema } from "./player-identity.ts";
import { endpoint } from "./endpoint.ts";

/**
 * POST /admin/player-resolver (spec 02 §7): body name (required, spec 02 §5), team, position.
 * Candidates best first: pg_trgm similarity of the normalised names (and aliases) 70%, team
 * agreement 20%, position agreement 10%, after the inbox normalisation (CLV→CLE, WSH→WAS, LA→LAR,
 * Def→DST).
 */
export const playerResolverRequestSchema = z.object({
  name: requestText({ max: 200 }).min(1, "name is required"),
  team: requestText({ max: 10 }).nullish(),
  position: requestText({ max: 10 }).nullish(),
  limit: z.number().int().min(1).max(50).optional(),
});
export type PlayerResolverRequest = z.input<typeof playerResolverRequestSchema>;

export const resolverCandidateSchema = z.object({
  player_id: z.number().int(),
  canonical_name: z.string(),
  primary_position: positionSchema,
  nfl_team: z.string().nullable(),
  is_team_entity: z.boolean(),
  score: z.number(),
});
export type ResolverCandidate = z.output<typeof resolverCandidateSchema>;

export const playerResolverResponseSchema = z.object({
  success: z.literal(true),
  candidates: z.array(resolverCandidateSchema),
});

export const RESOLVER_FAILED = "Resolver failed";
export const RESOLVER_NEEDS_NAME = "Enter a name to search";

export const playerResolverEndpoint = endpoint({ method: "POST", path: "/api/admin/player-resolver", request: playerResolverRequestSchema, response: playerResolverResponseSchema });
