import { z } from "npm:zod@4.6.7";
import { endpoint } from "./endpoint.ts";
import { leagueQuerySchema } from "./league-input.ts";
import { leagueViewEnvelopeSchema } from "./league-view.ts";
import { weekRangeSchema } from "./league-weeks.ts";

/** GET /league-schedule?leagueId=[&year=] */
export const leagueScheduleQuerySchema = leagueQuerySchema;

/** One game of a franchise in a week: a second game in a two-game week is game 2. */
export const scheduleGameSchema = z.object({
  franchiseId: z.string(),
  franchiseName: z.string(),
  game: z.number().int(),
  /** null: the pairing is not decided yet (TBD), as a playoff week before its bracket is set. */
  opponentId: z.string().nullable(),
  opponentName: z.string().nullable(),
  isHome: z.boolean(),
  /** MFL's score once the week is played; null before. */
  score: z.number().nullable(),
  result: z.enum(["W", "L", "T"]).nullable(),
  /** The franchise's line (negative: favoured), where MFL gives one. */
  spread: z.number().nullable(),
});
export type ScheduleGame = z.output<typeof scheduleGameSchema>;

export const scheduleWeekSchema = z.object({
  week: z.number().int(),
  games: z.array(scheduleGameSchema),
});

export const leagueScheduleResponseSchema = leagueViewEnvelopeSchema.extend({
  userFranchiseId: z.string().nullish(),
  /** The league's weeks (league_settings; 1-17 before they are synced). */
  weeks: weekRangeSchema,
  /** Every week MFL scheduled, in order, each franchise's games in it (by franchise, then game). */
  schedule: z.array(scheduleWeekSchema),
});
export type LeagueScheduleResponse = z.output<typeof leagueScheduleResponseSchema>;

export const leagueScheduleEndpoint = endpoint({
  method: "GET",
  path: "/api/league-schedule",
  request: leagueScheduleQuerySchema,
  response: leagueScheduleResponseSchema,
});
