import { z } from "npm:zod@4.6.7";
import { requestText } from "./request-text.ts";
import { franchiseIdSchema, leagueIdSchema, yearSchema } from "./league-input.ts";
import { weekRangeSchema } from "./league-weeks.ts";
import { endpoint } from "./endpoint.ts";
import { leagueSettingsRoute, lineupRoute, rosterRoute } from "./mfl-lineup-routes.ts";
import { staleNoteSchema } from "./stale-note.ts";

// Set Lineup (spec 02 §2, §7; spec 01 §7): the caller's roster for a week, the lineup MFL holds,
// the league's starting requirements, and saving a lineup. The franchise is always the caller's
// own (their verified membership): another one is refused with 403 ACCESS_DENIED before MFL is asked.

export const ACCESS_DENIED = "Access denied";
export const LINEUP_SAVED = "Lineup saved successfully!";
export const LINEUP_SAVED_DETAIL = "Your lineup has been updated in MFL.";
export const SAVE_STATUS_UNCLEAR = "Save status unclear";
export const SAVE_STATUS_UNCLEAR_DETAIL = "The save may not have completed properly. Please check your lineup in MFL.";
export const LINEUP_INVALID = "Lineup Invalid";
export const LEAGUE_NOT_FOUND_OR_NOT_CONNECTED = "League not found or MFL not connected";
/** Spec 02 §8 lineup load errors the screen shows for the server's session codes (`mflStatus`, 401). */
export const USER_NOT_AUTHENTICATED = "User not authenticated";
export const MFL_CREDENTIALS_NOT_FOUND = "MFL credentials not found";
export const MFL_AUTHENTICATION_REQUIRED = "MFL authentication required";
/** Spec 02 §8: the save's text when the caller's franchise cannot be checked (shown as 'Authentication Error'). */
export const FRANCHISE_UNVERIFIED = "Failed to validate franchise ownership";
/**
 * A save is checked against what the page was opened with; when that is gone (never opened, or a
 * week ago) the request lacks what it needs: worded for spec 02 §8's 'Invalid Request' (refresh).
 */
export const NOT_LOADED = "Missing required parameters: the lineup this save changes is not loaded; refresh the page and try again";
/** A best-ball league's lineup is MFL's to set: the screen says so instead of offering a save, the server refuses one. */
export const BEST_BALL_TITLE = "MFL sets this lineup";
export const BEST_BALL_LINEUP = "This is a best ball league: MFL starts your best lineup by points each week, so it is not set here";
/** Saved (MFL said OK) but the read-back failed: what MFL now holds is not known yet. */
export const SAVED_UNCONFIRMED_DETAIL = "MFL accepted your lineup, but it could not be read back: refresh to see what MFL holds.";

/** NFL weeks a lineup can be set for (postseason weeks continue the count). */
export const weekSchema = z.coerce.number().int().min(1).max(22);
const playerIdSchema = requestText({ max: 8 }).regex(/^\d{1,8}$/, "must be MFL player ids (digits)");

export const rosterRequestSchema = z.object({
  leagueId: leagueIdSchema,
  franchiseId: franchiseIdSchema.optional(),
  week: weekSchema.optional(),
  year: yearSchema,
});

export const lineupQuerySchema = rosterRequestSchema;

export const saveLineupRequestSchema = z.object({
  leagueId: leagueIdSchema,
  franchiseId: franchiseIdSchema.optional(),
  week: weekSchema,
  year: yearSchema,
  starters: z.array(playerIdSchema).max(60),
});

export const leagueSettingsRequestSchema = z.object({ leagueId: leagueIdSchema, year: yearSchema });

/** The opponent of a player's NFL team that week (rpc get_team_opponent_info). */
export const opponentSchema = z.object({
  opponent: z.string(),
  is_home: z.boolean(),
  kickoff_time: z.string().nullable(),
  /** The player's team's spread: favourite negative (the home line, sign flipped for the away team). */
  spread: z.number().nullable(),
  opponent_rush_defense_rank: z.number().int().nullable(),
  opponent_pass_defense_rank: z.number().int().nullable(),
  game_status: z.string(),
});
export type Opponent = z.output<typeof opponentSchema>;

export const rosterPlayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.string(),
  team: z.string(),
  /** ROSTER, INJURED_RESERVE or TAXI_SQUAD: only ROSTER players can start. */
  status: z.string(),
  injury: z.object({ status: z.string(), details: z.string() }).nullable(),
  bye_week: z.number().int().nullable(),
  opponent: opponentSchema.nullable(),
  /** His game has kicked off: he cannot be moved in or out of the lineup. */
  locked: z.boolean(),
});
export type LineupRosterPlayer = z.output<typeof rosterPlayerSchema>;

export const rosterResponseSchema = z.object({
  success: z.literal(true),
  /** The league host's clock (ISO) when the locks were decided: the screen keeps time by it. */
  asOf: z.string(),
  leagueId: z.string(),
  leagueName: z.string().nullable(),
  franchiseId: z.string(),
  franchiseName: z.string().nullable(),
  year: z.number().int(),
  week: z.number().int(),
  players: z.array(rosterPlayerSchema),
  ...staleNoteSchema,
});
export type RosterResponse = z.output<typeof rosterResponseSchema>;

export const lineupSchema = z.object({
  week: z.number().int(),
  franchiseId: z.string(),
  starters: z.array(z.string()),
  bench: z.array(z.string()),
});
export type Lineup = z.output<typeof lineupSchema>;

export const lineupResponseSchema = z.object({
  success: z.literal(true),
  lineup: lineupSchema,
  /** A best-ball league (MFL `bestLineup`): MFL starts the best lineup itself each week; a save is refused (BEST_BALL_LINEUP). */
  bestBall: z.boolean(),
  ...staleNoteSchema,
});

export const saveLineupResponseSchema = z.object({
  success: z.literal(true),
  message: z.literal(LINEUP_SAVED),
  /** False when MFL said OK but the read-back failed: `lineup` is then null, never the list that was sent. */
  confirmed: z.boolean(),
  /** What MFL reports for the week after the save (read back), not what was sent. */
  lineup: lineupSchema.nullable(),
  /** Said when unconfirmed: SAVED_UNCONFIRMED_DETAIL. */
  detail: z.string().optional(),
});

export const leagueSettingsSchema = z.object({
  leagueId: z.string(),
  name: z.string().nullable(),
  startingPositions: z.array(z.object({ name: z.string(), limit: z.string() })),
  starterCount: z.string().nullable(),
  maxStarters: z.number().int(),
  rosterSize: z.number().int(),
  injuredReserve: z.number().int(),
  /** 'mfl' when the league gave starters, 'fallback' for spec 02 §5's default lineup. */
  source: z.enum(["mfl", "fallback"]),
  /** The league's fantasy weeks (MFL startWeek..endWeek; 1-17 when the league names none). */
  weeks: weekRangeSchema,
  /** The last week of the regular season; null when the league does not say. */
  lastRegularSeasonWeek: z.number().int().nullable(),
});
export type LeagueSettings = z.output<typeof leagueSettingsSchema>;

export const leagueSettingsResponseSchema = z.object({ success: z.literal(true), league: leagueSettingsSchema });

/** POST /mfl/roster {leagueId, week, year}: the caller's own roster with injuries, opponents and locks. */
export const rosterEndpoint = endpoint({ ...rosterRoute, request: rosterRequestSchema, response: rosterResponseSchema });
/** GET /mfl/lineup?leagueId=&week=&year=: the starters and bench MFL holds. */
export const lineupEndpoint = endpoint({ ...lineupRoute, request: lineupQuerySchema, response: lineupResponseSchema });
/** POST /mfl/lineup: saves the starters, answers what MFL holds afterwards. */
export const saveLineupEndpoint = endpoint({ method: "POST", path: "/api/mfl/lineup", request: saveLineupRequestSchema, response: saveLineupResponseSchema });
/** POST /mfl/league-settings {leagueId, year}: the league's starting requirements, asked of MFL. */
export const mflLeagueSettingsEndpoint = endpoint({ ...leagueSettingsRoute, request: leagueSettingsRequestSchema, response: leagueSettingsResponseSchema });
/** GET /admin/get-league-settings?leagueId=: the same answer from the synced tables (every member, RLS). */
export const cachedLeagueSettingsEndpoint = endpoint({ method: "GET", path: "/api/admin/get-league-settings", request: leagueSettingsRequestSchema, response: leagueSettingsResponseSchema });
