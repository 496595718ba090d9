import { z } from "npm:zod@4.6.7";
import { nameSchema } from "./player-identity.ts";
import { endpoint } from "./endpoint.ts";

/** POST and DELETE /admin/player-aliases (spec 02 §7): body player_id, alias_name (non-empty). */
export const playerAliasRequestSchema = z.strictObject({
  player_id: z.number().int().min(1),
  alias_name: nameSchema,
});
export type PlayerAliasRequest = z.input<typeof playerAliasRequestSchema>;

export const playerAliasResponseSchema = z.object({
  success: z.literal(true),
  player_id: z.number().int(),
  aliases: z.array(z.string()),
});

export const FAILED_TO_ADD_ALIAS = "Failed to add alias";
export const FAILED_TO_REMOVE_ALIAS = "Failed to remove alias";

export const addPlayerAliasEndpoint = endpoint({ method: "POST", path: "/api/admin/player-aliases", request: playerAliasRequestSchema, response: playerAliasResponseSchema });
export const removePlayerAliasEndpoint = endpoint({ method: "DELETE", path: "/api/admin/player-aliases", request: playerAliasRequestSchema, response: playerAliasResponseSchema });
