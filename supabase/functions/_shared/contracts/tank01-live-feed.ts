import { z } from "npm:zod@4.6.7";
import { requestText } from "./request-text.ts";
import { boxScoreSchema, staleFieldsSchema } from "./tank01-nfl.ts";
import { weekFields, weekFitsSeasonType, weeklyScheduleResponseSchema } from "./tank01-weekly-schedule.ts";
import { endpoint } from "./endpoint.ts";

// GET /tank01/live-feed[?gameID=] (spec 02 §7): with a gameID one game's box score with its
// play-by-play (`body.allPlayByPlay`), line score, possession, period and clock; without one the
// scoreboard of the current week (or of ?week=&season=&seasonType=).

/** Tank01's game id: YYYYMMDD_AWAY@HOME with Tank01 team codes (reference §2). */
export const GAME_ID_PATTERN = /^\d{8}_[A-Z]{2,4}@[A-Z]{2,4}$/;
export const gameIdSchema = requestText({ max: 20 }).regex(GAME_ID_PATTERN, "must be a Tank01 game id like 20261122_BUF@MIA");

export const liveFeedQuerySchema = z
  .object({ gameID: z.preprocess((v) => (v === "" ? undefined : v), gameIdSchema.optional()), ...weekFields })
  .refine(weekFitsSeasonType, { path: ["week"], message: "is past the last week of that season type" })
  .refine((q) => !(q.gameID && q.week !== undefined), { path: ["week"], message: "cannot be combined with gameID" });
export type LiveFeedQuery = z.output<typeof liveFeedQuerySchema>;

/** One game: its box score; before kickoff only the teams and Tank01's note (`notStarted`). */
export const gameFeedSchema = z.object({
  statusCode: z.literal(200),
  body: boxScoreSchema.extend({
    /** "Game hasn't started yet, it will start at 8:15p(ET)." */
    notStarted: z.string().optional(),
  }),
  /** Answered from the stored copy of a finished game (Tank01 is not asked again). */
  final: z.boolean(),
}).extend(staleFieldsSchema.shape);
export type GameFeed = z.output<typeof gameFeedSchema>;

/** The scoreboard: the week's games with scores, status, line score and possession (the weekly schedule's shape). */
export const scoreboardSchema = weeklyScheduleResponseSchema;
export type Scoreboard = z.output<typeof scoreboardSchema>;

export const liveFeedResponseSchema = z.union([gameFeedSchema, scoreboardSchema]);
export type LiveFeedResponse = z.output<typeof liveFeedResponseSchema>;

export const liveFeedEndpoint = endpoint({ method: "GET", path: "/api/tank01/live-feed", request: liveFeedQuerySchema, response: liveFeedResponseSchema });
/** The same call with a gameID (without one): its answer read as one game's feed (the scoreboard). */
export const gameFeedEndpoint = { ...liveFeedEndpoint, response: gameFeedSchema };
export const scoreboardEndpoint = { ...liveFeedEndpoint, response: scoreboardSchema };
