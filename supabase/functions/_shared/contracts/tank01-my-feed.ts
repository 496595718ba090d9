import { z } from "npm:zod@4.6.7";
import { staleFieldsSchema } from "./tank01-nfl.ts";
import { endpoint, noRequest } from "./endpoint.ts";

// GET /tank01/my-feed (bearer; spec 02 §3 My feed, §7): plays of the players on the caller's rosters
// across all their leagues (the 25 newest, newest first) and their stat lines this week. Tank01
// players map to MFL players only through the player identity tables (canonical players and their
// provider ids); a player without a link never shows under any name, he is counted as unmapped.

/** One play of a rostered player. `ts` is epoch ms: kickoff plus the game time elapsed, as a game runs. */
export const myFeedItemSchema = z.object({
  play_text: z.string(),
  ts: z.number(),
  player_name: z.string(),
  team: z.string(),
  pos: z.string(),
  away: z.string(),
  home: z.string(),
  period: z.string(),
  clock: z.string(),
  gameID: z.string(),
  mfl_player_id: z.string(),
  /** The names of the caller's leagues whose roster (the caller's own franchise) holds him. */
  leagues: z.array(z.string()),
  /** Spec 02 §5: a touchdown, good field goal, good extra point, safety or two-point conversion. */
  scoring: z.boolean(),
});
export type MyFeedItem = z.output<typeof myFeedItemSchema>;

const statGroup = z.record(z.string(), z.string()).optional();

/** A rostered player's line this week, by Tank01's stat groups (values as Tank01 gives them, strings). */
export const myFeedPlayerStatsSchema = z.object({
  player_name: z.string(),
  /** QB, RB, WR, TE, K or DEF (spec 02 §9 order). */
  pos: z.string(),
  team: z.string(),
  mfl_player_id: z.string(),
  leagues: z.array(z.string()),
  gameID: z.string(),
  passing: statGroup,
  rushing: statGroup,
  receiving: statGroup,
  kicking: statGroup,
  defense: statGroup,
});
export type MyFeedPlayerStats = z.output<typeof myFeedPlayerStatsSchema>;

/** For admins only: what the roster mapping saw (Admin Debug). */
export const rosterAdminMetaSchema = z.object({
  counts: z.object({
    leagues: z.number().int(),
    rostered: z.number().int(),
    mapped: z.number().int(),
    unmapped: z.number().int(),
    playing: z.number().int(),
    items: z.number().int(),
  }),
  /** `<leagueId>:<franchiseId>` of every roster read. */
  roster_keys: z.array(z.string()),
  /** MFL player id → the league names whose roster holds him (the per-player league mapping). */
  player_leagues: z.record(z.string(), z.array(z.string())),
  /** Rostered players with no Tank01 id in the identity tables: never shown, only counted. */
  unmapped: z.array(z.object({ mfl_player_id: z.string(), name: z.string().nullable() })),
  /** Tank01 calls made today against the daily budget. */
  tank01_calls_today: z.number().int().optional(),
  tank01_daily_budget: z.number().int().optional(),
});
export type RosterAdminMeta = z.output<typeof rosterAdminMetaSchema>;

export const myFeedResponseSchema = z.object({
  items: z.array(myFeedItemSchema),
  player_stats: z.array(myFeedPlayerStatsSchema),
  meta: z.object({
    week: z.number().int(),
    season: z.number().int(),
    /** Games of the week that have kicked off (live or final). */
    games: z.number().int(),
    /** When the server's shared copy of a live game is next refreshed (ISO): the moment to poll again. */
    refresh_at: z.string().optional(),
    roster_admin_meta: rosterAdminMetaSchema.optional(),
  }).extend(staleFieldsSchema.shape),
});
export type MyFeedResponse = z.output<typeof myFeedResponseSchema>;

export const myFeedEndpoint = endpoint({ method: "GET", path: "/api/tank01/my-feed", request: noRequest, response: myFeedResponseSchema });
