import { z } from "npm:zod@4.6.7";
import { leagueIdSchema, yearSchema } from "./league-input.ts";
import { endpoint } from "./endpoint.ts";

// Points left on the bench (issue 23.3): for every finished week, the best lineup in hindsight
// (actual points, the league's rules, the players on the roster that week) against the lineup that
// was played; per week on League Scoring (each team of a finished week's answer), and the season's
// total and efficiency per league on the dashboard card (this endpoint).

/** One franchise's finished week. */
export const benchPointsSchema = z.object({
  /** The points its starters scored. */
  played: z.number(),
  /** The best valid lineup of its players in hindsight; never below played. */
  best: z.number(),
  /** best − played. */
  leftOnBench: z.number(),
});
export type BenchPoints = z.output<typeof benchPointsSchema>;

export const seasonBenchSchema = benchPointsSchema.extend({
  /** played ÷ best, 0…1 (1 when nothing could have been better). */
  efficiency: z.number(),
});
export type SeasonBench = z.output<typeof seasonBenchSchema>;

export const benchPointsRequestSchema = z.object({ leagueId: leagueIdSchema, year: yearSchema });

export const benchPointsResponseSchema = z.object({
  success: z.literal(true),
  leagueId: z.string(),
  /** The caller's own franchise: the weeks are its. */
  franchiseId: z.string(),
  /** Best ball: MFL started the best lineup itself, so nothing is left on the bench by a choice. */
  bestBall: z.boolean(),
  /** The finished weeks the server holds, oldest first. */
  weeks: z.array(benchPointsSchema.extend({ week: z.number().int() })),
  /** Those weeks added up; null before any is held. */
  season: seasonBenchSchema.nullable(),
  /** Finished weeks not held yet: read from MFL at its pace after this answer, counted on a later look. */
  pendingWeeks: z.array(z.number().int()),
});
export type BenchPointsResponse = z.output<typeof benchPointsResponseSchema>;

/** GET /mfl/bench-points?leagueId=[&year=]: the caller's points left on the bench, week by week and for the season. */
export const benchPointsEndpoint = endpoint({ method: "GET", path: "/api/mfl/bench-points", request: benchPointsRequestSchema, response: benchPointsResponseSchema });
