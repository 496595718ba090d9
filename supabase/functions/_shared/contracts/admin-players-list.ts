import { z } from "npm:zod@4.6.7";
import { requestText } from "./request-text.ts";
import { canonicalPlayerSchema, optionalQuery, orderSchema, pageSchema, pageSizeSchema, positionSchema, providerSchema, queryBoolean } from "./player-identity.ts";
import { endpoint } from "./endpoint.ts";

/**
 * GET /admin/players-list (spec 02 §7): page, pageSize (50), q (name, alias or an id), position,
 * is_team, pid_provider + pid_q (players with that provider's id, starting with pid_q), sort
 * (canonical_name ascending by default), order.
 */
export const playersListRequestSchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema,
  q: optionalQuery(requestText({ max: 200 })),
  position: optionalQuery(positionSchema),
  is_team: optionalQuery(queryBoolean),
  pid_provider: optionalQuery(providerSchema),
  pid_q: optionalQuery(requestText({ max: 100 })),
  sort: optionalQuery(z.enum(["canonical_name", "player_id", "primary_position", "nfl_team"])).default("canonical_name"),
  order: orderSchema.default("asc"),
});
export type PlayersListRequest = Partial<z.output<typeof playersListRequestSchema>>;

export const playersListResponseSchema = z.object({
  success: z.literal(true),
  rows: z.array(canonicalPlayerSchema),
  total: z.number().int(),
});
export type PlayersListResponse = z.output<typeof playersListResponseSchema>;

export const FAILED_TO_LOAD_PLAYERS = "Failed to load players";

export const playersListEndpoint = endpoint({ method: "GET", path: "/api/admin/players-list", request: playersListRequestSchema, response: playersListResponseSchema });
