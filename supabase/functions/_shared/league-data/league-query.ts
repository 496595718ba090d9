import { z } from "npm:zod@4.6.7";
import { currentSeason } from "../mfl/season.ts";

/** MFL league ids are digit strings ("61408"). */
export const leagueIdSchema = z.string().trim().regex(/^\d{1,10}$/, "must be an MFL league id (digits)");

/** Season; absent → the current season (January and February belong to the previous one). */
export const yearSchema = z.coerce.number().int().min(2000).max(2100).optional();

export const leagueQuerySchema = z.object({
  leagueId: leagueIdSchema,
  year: yearSchema,
});

export function seasonOr(year: number | undefined, now: number): number {
  return year ?? currentSeason(now);
}
