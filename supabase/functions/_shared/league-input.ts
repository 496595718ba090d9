import { z } from "npm:zod@4.6.7";
import { currentSeason } from "./mfl/season.ts";

// Request fields every league-facing function reads: the MFL league id and the season year.

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** MFL league ids are digit strings ("61408"); a JSON number is accepted and read as its digits. */
export const leagueIdSchema = z.preprocess(
  (v) => (typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : v),
  z.string().min(1).max(10).regex(/^\d*$/, "must be an MFL league ID (digits only)"),
);

/** Season year, e.g. 2026; omitted or blank → undefined (use `seasonOr` for the current season). */
export const yearSchema = z.preprocess(blankToUndefined, z.coerce.number().int().min(1999).max(2100).optional());

/** The requested season, or the current one (January and February belong to the previous year). */
export function seasonOr(year: number | undefined, now: number): number {
  return year ?? currentSeason(now);
}

/** `?leagueId=&year=` of the league endpoints. */
export const leagueQuerySchema = z.object({
  leagueId: leagueIdSchema,
  year: yearSchema,
});
