import { z } from "npm:zod@4.6.7";
import { leagueQuerySchema } from "./league-input.ts";
import { endpoint } from "./endpoint.ts";
import { leagueViewEnvelopeSchema } from "./league-view.ts";

/** GET /league-standings?leagueId=[&year=] */
export const standingsQuerySchema = leagueQuerySchema;

/**
 * A standings row (spec 02 §3) as the league function answers it: grouped by division, each division
 * in the order of contracts/standings-rules (PCT, then PF), with games back against its leader.
 * `rank` is the league host's own order over the whole league, 1 first.
 */
export const standingRowSchema = z.object({
  franchise_id: z.string(),
  franchiseId: z.string().optional(),
  franchise_name: z.string(),
  division_id: z.string().nullable(),
  division_name: z.string(),
  rank: z.number().int(),
  division_rank: z.number().int(),
  wins: z.number(),
  losses: z.number(),
  ties: z.number(),
  win_loss_tie_record: z.string(),
  winning_percentage: z.number(),
  /** null for the division leader. */
  games_back: z.number().nullable(),
  current_streak: z.string().nullable(),
  division_record: z.string().nullable(),
  points_for: z.number(),
  points_against: z.number(),
  blind_bid_balance: z.number().nullable(),
});
export type StandingRow = z.output<typeof standingRowSchema>;

export const standingsResponseSchema = leagueViewEnvelopeSchema.extend({
  userFranchiseId: z.string().nullish(),
  standings: z.array(standingRowSchema),
});
export type StandingsResponse = z.output<typeof standingsResponseSchema>;

export const leagueStandingsEndpoint = endpoint({
  method: "GET",
  path: "/api/league-standings",
  request: standingsQuerySchema,
  response: standingsResponseSchema,
});
