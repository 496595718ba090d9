import { z } from "npm:zod@4.6.7";
import { leagueIdSchema, yearSchema } from "../_shared/league-input.ts";

// Request schemas of the mfl function. Objects are not strict on purpose: the spec's clients still
// send `cookie`, which is ignored (the cookie is resolved server-side from the caller's profile).

/** Season year, e.g. 2026; omitted or blank → the current season (the shared `yearSchema`). */
export const ZYear = yearSchema;

export const ZYearRequest = z.object({ year: ZYear });
export type TYearRequest = z.output<typeof ZYearRequest>;

export const ZLoginRequest = z.object({
  username: z.string().max(100).optional(),
  password: z.string().max(200).optional(),
  year: ZYear,
});
export type TLoginRequest = z.output<typeof ZLoginRequest>;

export const ZValidateLeagueRequest = z.object({
  leagueId: leagueIdSchema,
  year: ZYear,
});
export type TValidateLeagueRequest = z.output<typeof ZValidateLeagueRequest>;

export const LOGIN_FIELDS_REQUIRED = "Please enter both MFL username and password";
