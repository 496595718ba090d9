import { z } from "npm:zod@4.6.7";
import { requestText } from "./request-text.ts";
import { franchiseIdSchema, leagueIdSchema, yearSchema } from "./league-input.ts";
import { endpoint } from "./endpoint.ts";
import { weekRangeSchema } from "./league-weeks.ts";
import { benchPointsSchema } from "./bench-points.ts";

// League Scoring, League Matchups and Live Scoring (spec 02 §2, §3 "Scoring response"): MFL's
// liveScoring of a league and week, with names, read from the one shared copy every viewer shares.

export const FAILED_TO_FETCH_SCORING = "Failed to fetch scoring data";

/** GET /mfl/scoring?type=league&leagueId=[&week=] or ?type=personal&leagueId=&franchiseId=[&week=] */
export const scoringQuerySchema = z.object({
  type: z.enum(["league", "personal"]).default("league"),
  leagueId: leagueIdSchema,
  franchiseId: franchiseIdSchema.optional(),
  week: z.coerce.number().int().min(1).max(22).optional(),
  year: yearSchema,
});

export const scoringPlayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.string(),
  team: z.string(),
  points: z.number(),
  gameSecondsRemaining: z.number(),
  /** His game is on now. */
  isPlaying: z.boolean(),
  /** His game is over (a bye week is neither playing nor played). */
  hasPlayed: z.boolean(),
  /** His NFL team has no game this week: neither LIVE nor PENDING nor FINAL. */
  isBye: z.boolean(),
  /** MFL's projection in the league's scoring; null when MFL has none. */
  projectedPoints: z.number().nullable(),
  /** His NFL game's kickoff (ISO); null on a bye or when unknown. */
  kickoff: z.string().nullable(),
});
export type ScoringPlayer = z.output<typeof scoringPlayerSchema>;

export const scoringTeamSchema = z.object({
  franchiseId: z.string(),
  franchiseName: z.string(),
  totalPoints: z.number(),
  /** The starters' projections added up; null when MFL's projections could not be read. */
  projectedPoints: z.number().nullable(),
  gameSecondsRemaining: z.number(),
  starters: z.array(scoringPlayerSchema),
  bench: z.array(scoringPlayerSchema),
  /** A finished week only (League Scoring): the best lineup in hindsight against the one played. */
  hindsight: benchPointsSchema.optional(),
  /**
   * The team's chance of winning this matchup now (0-1, README "Win probability"): from the score
   * and the projections of the starters still to play, pro-rated by their games' time left; before
   * kickoff from the projections alone. Absent without an opponent (total points, TBD) and, in a
   * personal answer, on the caller's team when it plays two games (each opponent carries its own).
   */
  winProbability: z.number().min(0).max(1).optional(),
});
export type ScoringTeam = z.output<typeof scoringTeamSchema>;

/** How fresh a week's scores are; shared by the league and personal answers. */
const freshnessSchema = {
  /** When MFL produced these scores (ISO). */
  updatedAt: z.string(),
  /** When the server's shared copy is next refreshed (ISO): asking after it gets newer scores. Null for a finished week. */
  nextUpdateAt: z.string().nullable(),
  /** Every game of the week is over: these are the final scores, stored for good. */
  final: z.boolean(),
  /** The last good scores, served because MFL failed just now; `message` says so in words. */
  stale: z.boolean(),
  message: z.string().optional(),
};

/** What kind of league the scores are of (MFL's league settings): what the screens show around them. */
const leagueKindSchema = {
  /**
   * The league plays head-to-head games (MFL `h2h`). False for a total-points league: no opponents,
   * each team stands alone and is ranked by its points.
   */
  headToHead: z.boolean(),
  /** Best ball (MFL `bestLineup`): MFL starts each team's best lineup itself. */
  bestBall: z.boolean(),
};

export const scoringMatchupSchema = z.object({
  /** Two teams; one in a total-points league, or while its opponent is not decided yet. */
  teams: z.array(scoringTeamSchema),
  /** The pairing is not set yet (a playoff week before its bracket is): one team, its opponent TBD. */
  undecided: z.boolean(),
});
export type ScoringMatchup = z.output<typeof scoringMatchupSchema>;

export const leagueScoringResponseSchema = z.object({
  success: z.literal(true),
  week: z.number().int(),
  leagueName: z.string().nullable(),
  /**
   * The week's games in MFL's order. In a league that plays two games a week a team is in two of
   * them; a team without a game this week (eliminated from the playoffs) is in none.
   */
  matchups: z.array(scoringMatchupSchema),
  ...leagueKindSchema,
  /** The league's fantasy weeks (startWeek..endWeek; 1-17 when the league names none): the week selector's. */
  weeks: weekRangeSchema,
  ...freshnessSchema,
});
export type LeagueScoringResponse = z.output<typeof leagueScoringResponseSchema>;

export const personalScoringResponseSchema = z.object({
  success: z.literal(true),
  week: z.number().int(),
  leagueName: z.string().nullable(),
  yourTeam: scoringTeamSchema,
  /** The first opponent of the week (spec 02 §3); null in a week without pairings. */
  opponent: scoringTeamSchema.nullable(),
  /** Every opponent of the week: two in a league that plays two games a week. */
  opponents: z.array(scoringTeamSchema),
  /** No opponent yet because the pairing is not set (a playoff week before its bracket is): TBD. */
  opponentUndecided: z.boolean(),
  /** Where the team's points stand among the league's this week (ties share the better place). */
  rank: z.object({ place: z.number().int(), of: z.number().int() }),
  ...leagueKindSchema,
  ...freshnessSchema,
});
export type PersonalScoringResponse = z.output<typeof personalScoringResponseSchema>;

export const scoringResponseSchema = z.union([leagueScoringResponseSchema, personalScoringResponseSchema]);

/** GET /mfl/projected-points?leagueId=&playerIds=a,b[&week=]: projections in the league's own scoring. */
export const projectedPointsQuerySchema = z.object({
  leagueId: leagueIdSchema,
  playerIds: requestText({ max: 5000 }).optional().transform((v, ctx) => {
    const ids = v ? [...new Set(v.split(",").map((id) => id.trim()).filter(Boolean))] : [];
    if (ids.some((id) => !/^\d{1,8}$/.test(id))) ctx.addIssue({ code: "custom", message: "must be MFL player ids (digits) separated by commas" });
    return ids;
  }),
  week: z.coerce.number().int().min(1).max(22).optional(),
  year: yearSchema,
});

export const projectedPointsResponseSchema = z.object({
  success: z.literal(true),
  week: z.number().int(),
  /** Player id → projection; players MFL does not project are absent. */
  projectedPoints: z.record(z.string(), z.object({ projectedPoints: z.number() })),
  /** No week was asked for and `week` is the last one MFL named (MFL cannot be asked now). */
  stale: z.boolean().optional(),
});

export const scoringEndpoint = endpoint({ method: "GET", path: "/api/mfl/scoring", request: scoringQuerySchema, response: scoringResponseSchema });
/** The same call with type=league (type=personal): its answer read as that kind. */
export const leagueScoringEndpoint = { ...scoringEndpoint, response: leagueScoringResponseSchema };
export const personalScoringEndpoint = { ...scoringEndpoint, response: personalScoringResponseSchema };

export const projectedPointsEndpoint = endpoint({ method: "GET", path: "/api/mfl/projected-points", request: projectedPointsQuerySchema, response: projectedPointsResponseSchema });
