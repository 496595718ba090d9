import { z } from "npm:zod@4.6.7";
import { canonicalPlayerSchema, externalIdSchema, providerSchema } from "./player-identity.ts";
import { endpoint } from "./endpoint.ts";

/**
 * POST and DELETE /admin/player-identifiers (spec 02 §7): body player_id, provider, external_id.
 * A provider id another player holds is a 409 naming that player (`conflict`).
 */
export const playerIdentifierRequestSchema = z.strictObject({
  player_id: z.number().int().min(1),
  provider: providerSchema,
  external_id: externalIdSchema,
});
export type PlayerIdentifierRequest = z.input<typeof playerIdentifierRequestSchema>;

export const playerIdentifierResponseSchema = z.object({ success: z.literal(true), player: canonicalPlayerSchema });

/** The 409's body besides `error`: the player that holds the id. */
export const identifierConflictSchema = z.object({
  conflict: z.object({ player_id: z.number().int(), canonical_name: z.string().optional() }).loose(),
});

export const FAILED_TO_ADD_ID = "Failed to add id";
export const FAILED_TO_REMOVE_ID = "Failed to remove id";

export const addPlayerIdentifierEndpoint = endpoint({ method: "POST", path: "/api/admin/player-identifiers", request: playerIdentifierRequestSchema, response: playerIdentifierResponseSchema });
export const removePlayerIdentifierEndpoint = endpoint({ method: "DELETE", path: "/api/admin/player-identifiers", request: playerIdentifierRequestSchema, response: playerIdentifierResponseSchema });
