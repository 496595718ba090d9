import { z } from "npm:zod@4.6.7";
import { canonicalPlayerSchema, playerIdSchema, providerSchema } from "./player-identity.ts";
import { endpoint } from "./endpoint.ts";

/** GET /admin/player-detail?player_id= (spec 02 §7): the player, its identifiers and aliases. */
export const playerDetailRequestSchema = z.object({ player_id: playerIdSchema });

export const playerIdentifierSchema = z.object({
  provider: providerSchema,
  external_id: z.string(),
  /** How the link was made: backfill (MFL export), auto (exact shared id), admin. */
  source: z.enum(["backfill", "auto", "admin"]),
  created_at: z.string(),
});
export const playerAliasSchema = z.object({ alias_name: z.string(), normalized_name: z.string() });

export const playerDetailResponseSchema = z.object({
  success: z.literal(true),
  player: canonicalPlayerSchema,
  identifiers: z.array(playerIdentifierSchema),
  aliases: z.array(playerAliasSchema),
});
export type PlayerDetail = z.output<typeof playerDetailResponseSchema>;

export const FAILED_TO_LOAD_DETAIL = "Failed to load detail";

export const playerDetailEndpoint = endpoint({ method: "GET", path: "/api/admin/player-detail", request: playerDetailRequestSchema, response: playerDetailResponseSchema });
