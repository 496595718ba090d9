import { z } from "npm:zod@4.6.7";
import { leagueQuerySchema } from "./league-input.ts";
import { leagueViewEnvelopeSchema } from "./league-view.ts";

/** GET /league-standings?leagueId=[&year=] */
export const standingsQuerySchema = leagueQuerySchema;

/** A standings row (spec 02 §3); `rank` is the league host's order, 1 first; rows come grouped by division. */
export const standingRowSchema = z.object({
  franchise_id: z.string(),
  franchise_name: z.string().optional(),
  division_id: z.string().nullable().optional(),
  division_name: z.string().optional(),
  rank: z.number().int().nullable().optional(),
  division_rank: z.number().int().nullable().optional(),
  wins: z.number().optional(),
  losses: z.number().optional(),
  ties: z.number().optional(),
  win_loss_tie_record: z.string(),
  winning_percentage: z.coerce.number().optional(),
  games_back: z.number().nullable().optional(),
  current_streak: z.string().nullable().optional(),
  division_record: z.string().nullable().optional(),
  points_for: z.coerce.number(),
  points_against: z.coerce.number().optional(),
  blind_bid_balance: z.coerce.number().nullable().optional(),
});
export type StandingRow = z.output<typeof standingRowSchema>;

export const standingsResponseSchema = leagueViewEnvelopeSchema.extend({
  userFranchiseId: z.string().nullish(),
  standings: z.array(standingRowSchema),
});
export type StandingsResponse = z.output<typeof standingsResponseSchema>;
