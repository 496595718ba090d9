import { z } from "npm:zod@4.6.7";
import { nflGameSchema, staleFieldsSchema } from "./tank01-nfl.ts";
import { endpoint } from "./endpoint.ts";

// GET /tank01/weekly-schedule?week=&season=&seasonType=reg (spec 02 §7): the week's NFL games with
// status and kickoff, Tank01's getNFLGamesForWeek list as `body`.

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** NFL weeks: 1-18 in the regular season (spec 02 §9 shows 1-17 for fantasy weeks), fewer before and after. */
export const MAX_WEEK = { reg: 18, pre: 4, post: 5 } as const;
export const seasonTypeSchema = z.enum(["reg", "pre", "post"]);
export type SeasonType = z.output<typeof seasonTypeSchema>;

export const weekSchema = z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(MAX_WEEK.reg));
export const nflSeasonSchema = z.preprocess(blankToUndefined, z.coerce.number().int().min(2000).max(2100));

/** A week of a season; week and season default to the current ones, seasonType to 'reg'. */
export const weekFields = {
  week: weekSchema.optional(),
  season: nflSeasonSchema.optional(),
  seasonType: z.preprocess(blankToUndefined, seasonTypeSchema.default("reg")),
};

/** Preseason and postseason have fewer weeks than the regular season. */
export function weekFitsSeasonType(q: { week?: number; seasonType: SeasonType }): boolean {
  // A week past every season type's last is already reported by the week's own bound.
  return typeof q.week !== "number" || q.week > MAX_WEEK.reg || q.week <= MAX_WEEK[q.seasonType];
}
const PAST_LAST_WEEK = { path: ["week"], message: "is past the last week of that season type" };

export const weekQuerySchema = z.object(weekFields).refine(weekFitsSeasonType, PAST_LAST_WEEK);

export const weeklyScheduleQuerySchema = weekQuerySchema;
export type WeeklyScheduleQuery = z.output<typeof weeklyScheduleQuerySchema>;

export const weeklyScheduleResponseSchema = z.object({
  statusCode: z.literal(200),
  week: z.number().int(),
  season: z.number().int(),
  seasonType: seasonTypeSchema,
  body: z.array(nflGameSchema),
}).extend(staleFieldsSchema.shape);
export type WeeklyScheduleResponse = z.output<typeof weeklyScheduleResponseSchema>;

export const weeklyScheduleEndpoint = endpoint({ method: "GET", path: "/api/tank01/weekly-schedule", request: weeklyScheduleQuerySchema, response: weeklyScheduleResponseSchema });
