import { z } from "npm:zod@4.6.7";
import { canonicalPlayerSchema, externalIdSchema, matchCandidateSchema, nameSchema, positionSchema, providerSchema } from "./player-identity.ts";
import { endpoint } from "./endpoint.ts";

/**
 * POST /admin/match-candidates-action (spec 02 §7): body id and action. accept links the
 * candidate's id (or the given provider/external_id) to player_id; reject; create_new makes a
 * canonical player carrying it. Deciding a candidate that is no longer pending is a 409.
 */
const id = z.number().int().min(1);
export const matchCandidateActionRequestSchema = z.discriminatedUnion("action", [
  z.strictObject({
    id,
    action: z.literal("accept"),
    player_id: z.number().int().min(1),
    provider: providerSchema.optional(),
    external_id: externalIdSchema.optional(),
  }),
  z.strictObject({ id, action: z.literal("reject") }),
  z.strictObject({
    id,
    action: z.literal("create_new"),
    canonical_name: nameSchema,
    primary_position: positionSchema,
    is_team_entity: z.boolean().default(false),
    provider: providerSchema.optional(),
    external_id: externalIdSchema.optional(),
  }),
]);
export type MatchCandidateActionRequest = z.input<typeof matchCandidateActionRequestSchema>;

export const matchCandidateActionResponseSchema = z.object({
  success: z.literal(true),
  candidate: matchCandidateSchema,
  player: canonicalPlayerSchema.nullable(),
});

/** Alerts before anything is sent (spec 02 §5) and failures (spec 02 §8). */
export const ENTER_PLAYER_ID = "Enter player_id to accept";
export const ENTER_CANONICAL_NAME = "Enter canonical name";
export const ACCEPT_FAILED = "Accept failed";
export const REJECT_FAILED = "Reject failed";
export const CREATE_FAILED = "Create failed";

export const matchCandidateActionEndpoint = endpoint({ method: "POST", path: "/api/admin/match-candidates-action", request: matchCandidateActionRequestSchema, response: matchCandidateActionResponseSchema });
