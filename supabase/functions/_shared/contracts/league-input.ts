import { z } from "npm:zod@4.6.7";
import { requestText } from "./request-text.ts";

// Request fields every league-facing endpoint reads: the MFL league id and the season year. The SPA's
// forms and the functions parse with these same schemas, so the tiers agree on what an id is.

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** The longest MFL league id accepted (MFL's ids are five digits today). */
export const LEAGUE_ID_MAX_DIGITS = 10;

/** MFL league ids are digit strings ("61408"); a JSON number is accepted and read as its digits. */
export const leagueIdSchema = z.preprocess(
  (v) => (typeof v === "number" ? String(v) : v),
  requestText({ max: LEAGUE_ID_MAX_DIGITS }).min(1).regex(/^\d*$/, "must have digits only, e.g. 61408"),
);

/** A franchise of a league, as MFL numbers them: four digits ("0001"). */
export const franchiseIdSchema = requestText({ max: 4 }).regex(/^\d{4}$/, "must be a franchise id such as 0001");

/** Season year, e.g. 2026; omitted or blank → undefined (the server then uses the current season). */
export const yearSchema = z.preprocess(blankToUndefined, z.coerce.number().int().min(1999).max(2100).optional());

/** `?leagueId=&year=` of the league endpoints. */
export const leagueQuerySchema = z.object({
  leagueId: leagueIdSchema,
  year: yearSchema,
});
export type LeagueQuery = z.output<typeof leagueQuerySchema>;

/** Body of endpoints that take only a season: `{year?}` (spec clients may still send an ignored `cookie`). */
export const yearRequestSchema = z.object({ year: yearSchema });
