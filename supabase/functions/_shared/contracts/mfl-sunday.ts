import { z } from "npm:zod@4.6.7";
import { yearSchema } from "./league-input.ts";
import { endpoint } from "./endpoint.ts";

// GET /mfl/sunday (issue 24 "Sunday command center"): every NFL game of the week in progress and
// what it means to the caller across all their leagues: their starters in it (for), their
// opponents' starters in it (against), projected and scored, and each league's matchup with its
// live win probability. Built from the same shared copies Live Scoring reads (no MFL call of its
// own per viewer) and the stored rows.

export const sundayQuerySchema = z.object({ year: yearSchema });

export const sundayPlayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.string(),
  /** MFL team code. */
  team: z.string(),
  points: z.number(),
  /** MFL's projection in the league's scoring; null when MFL has none. */
  projectedPoints: z.number().nullable(),
});
export type SundayPlayer = z.output<typeof sundayPlayerSchema>;

/** What one side of a game is worth to the caller: projected for its whole game, scored so far. */
const stakeFields = {
  projectedFor: z.number(),
  projectedAgainst: z.number(),
  pointsFor: z.number(),
  pointsAgainst: z.number(),
};

/** One league's players in one NFL game. */
export const sundayGameLeagueSchema = z.object({
  leagueId: z.string(),
  leagueName: z.string(),
  /** The caller's starters in the game. */
  for: z.array(sundayPlayerSchema),
  /** Starters of the caller's opponents this week in the game (none in a total-points league). */
  against: z.array(sundayPlayerSchema),
  ...stakeFields,
});
export type SundayGameLeague = z.output<typeof sundayGameLeagueSchema>;

export const gameStateSchema = z.enum(["live", "upcoming", "final"]);
export type SundayGameState = z.output<typeof gameStateSchema>;

export const sundayGameSchema = z.object({
  /** Tank01's game id (YYYYMMDD_AWAY@HOME, US Eastern date): the Live Game Feed's single game. Null without a kickoff. */
  gameID: z.string().nullable(),
  /** MFL team codes. */
  away: z.string(),
  home: z.string(),
  awayScore: z.number().nullable(),
  homeScore: z.number().nullable(),
  /** ISO; null when MFL gives none. */
  kickoff: z.string().nullable(),
  state: gameStateSchema,
  /** Seconds of the game left (3600 before kickoff, 0 once over). */
  secondsLeft: z.number(),
  /** Projected points for minus against, each league's own scoring, added over the leagues. */
  net: z.number(),
  /** How much of the caller's week rides on the game: projected for plus against. */
  stake: z.number(),
  ...stakeFields,
  /** Leagues with a starter of the caller or of an opponent in the game, the most at stake first. */
  leagues: z.array(sundayGameLeagueSchema),
});
export type SundayGame = z.output<typeof sundayGameSchema>;

export const sundayMatchupSchema = z.object({
  leagueId: z.string(),
  leagueName: z.string(),
  franchiseId: z.string(),
  franchiseName: z.string(),
  points: z.number(),
  projectedPoints: z.number().nullable(),
  /** Null in a total-points league or while the pairing is not set. */
  opponent: z.object({ franchiseId: z.string(), franchiseName: z.string(), points: z.number(), projectedPoints: z.number().nullable() }).nullable(),
  /** The caller's chance of winning this matchup now (0-1); null without an opponent. */
  winProbability: z.number().nullable(),
  headToHead: z.boolean(),
});
export type SundayMatchup = z.output<typeof sundayMatchupSchema>;

export const sundayResponseSchema = z.object({
  success: z.literal(true),
  week: z.number().int(),
  /** Live first, then upcoming by kickoff, then final; within each, the most at stake first. */
  games: z.array(sundayGameSchema),
  /** The caller's matchups this week, one per league (two in a league that plays two games a week). */
  matchups: z.array(sundayMatchupSchema),
  /** Leagues whose scores could not be had at all, with why; the page shows the rest. */
  failedLeagues: z.array(z.object({ leagueId: z.string(), leagueName: z.string(), message: z.string() })),
  /** The oldest league copy's time (ISO): the page is at least this fresh. */
  updatedAt: z.string().nullable(),
  /** The soonest a league copy is refreshed (ISO): asking after it gets newer scores. */
  nextUpdateAt: z.string().nullable(),
  /** Some league's scores are its last good copy (MFL failed just now); `message` says so. */
  stale: z.boolean(),
  message: z.string().optional(),
});
export type SundayResponse = z.output<typeof sundayResponseSchema>;

export const sundayEndpoint = endpoint({ method: "GET", path: "/api/mfl/sunday", request: sundayQuerySchema, response: sundayResponseSchema });
