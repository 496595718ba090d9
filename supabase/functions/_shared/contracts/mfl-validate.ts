import { z } from "npm:zod@4.6.7";
import { leagueIdSchema, yearSchema } from "./league-input.ts";
import { endpoint } from "./endpoint.ts";

/** POST /mfl/validate {leagueId, year?}: whether MFL knows the league (Add League, spec 01 §5). */
export const LEAGUE_NOT_FOUND = "League not found";

export const validateLeagueRequestSchema = z.object({
  leagueId: leagueIdSchema,
  year: yearSchema,
});

export const validateLeagueResponseSchema = z.object({
  success: z.boolean().optional(),
  valid: z.boolean().optional(),
  league: z.object({ id: z.coerce.string().optional(), name: z.string().nullish() }).loose().nullish(),
  error: z.string().optional(),
});
export type ValidateLeagueResponse = z.output<typeof validateLeagueResponseSchema>;

export const validateLeagueEndpoint = endpoint({ method: "POST", path: "/api/mfl/validate", request: validateLeagueRequestSchema, response: validateLeagueResponseSchema });
