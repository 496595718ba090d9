import { z } from "npm:zod@4.6.7";
import { leagueQuerySchema } from "./league-input.ts";
import { weekRangeSchema } from "./league-weeks.ts";
import { leagueViewEnvelopeSchema } from "./league-view.ts";
import { endpoint } from "./endpoint.ts";

/** Spec 02 §7: `limit=9999` answers every player of the league. */
export const TOP_PLAYERS_MAX_LIMIT = 9999;

const flag = z.preprocess((v) => (v === "false" || v === "0" ? false : v === "true" || v === "1" ? true : v), z.boolean());

/** GET /top-players?leagueId=&page=1&limit=9999&includeWeekly=true */
export const topPlayersQuerySchema = leagueQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(TOP_PLAYERS_MAX_LIMIT).default(TOP_PLAYERS_MAX_LIMIT),
  includeWeekly: flag.default(true),
});

/** A player with points in the league's own scoring (spec 02 §3 Player). */
export const topPlayerSchema = z.object({
  player_id: z.string(),
  name: z.string(),
  position: z.string().nullable(),
  nfl_team: z.string().nullable(),
  bye_week: z.number().int().nullable(),
  total_points: z.number(),
  /** Over the weeks the player scored (played), two decimals. */
  avg_points: z.number(),
  /** The fantasy team he is on, null for a free agent. */
  roster_team: z.string().nullable(),
  roster_franchise_id: z.string().nullable(),
  is_rostered: z.boolean(),
  /** Week (of the league's weeks) → points; absent with includeWeekly=false. */
  weekly_scores: z.record(z.string(), z.number()).optional(),
});
export type TopPlayer = z.output<typeof topPlayerSchema>;

export const topPlayersResponseSchema = leagueViewEnvelopeSchema.extend({
  userFranchiseId: z.string().nullish(),
  players: z.array(topPlayerSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  /** Franchise id → name (the roster-status filter's teams). */
  franchiseNames: z.record(z.string(), z.string()),
  /** The league's weeks the totals and weekly scores cover (1-17 when the league names none). */
  weeks: weekRangeSchema,
});
export type TopPlayersResponse = z.output<typeof topPlayersResponseSchema>;

export const topPlayersEndpoint = endpoint({ method: "GET", path: "/api/top-players", request: topPlayersQuerySchema, response: topPlayersResponseSchema });
