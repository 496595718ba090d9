import { z } from "npm:zod@4.6.7";
import { canonicalPlayerSchema, nameSchema, positionSchema } from "./player-identity.ts";
import { endpoint } from "./endpoint.ts";

/** POST /admin/players-update (spec 02 §7): the player's name, position and team-entity flag. */
export const playersUpdateRequestSchema = z.strictObject({
  player_id: z.number().int().min(1),
  canonical_name: nameSchema,
  primary_position: positionSchema,
  is_team_entity: z.boolean(),
});
export type PlayersUpdateRequest = z.input<typeof playersUpdateRequestSchema>;

export const playersUpdateResponseSchema = z.object({ success: z.literal(true), player: canonicalPlayerSchema });

export const FAILED_TO_SAVE_PLAYER = "Failed to save player";

export const playersUpdateEndpoint = endpoint({ method: "POST", path: "/api/admin/players-update", request: playersUpdateRequestSchema, response: playersUpdateResponseSchema });
