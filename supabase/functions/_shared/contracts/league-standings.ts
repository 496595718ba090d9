import { z } from "npm:zod@4.6.7";
import { leagueQuerySchema } from "./league-input.ts";
import { endpoint } from "./endpoint.ts";
import { leagueViewEnvelopeSchema } from "./league-view.ts";
import { STANDINGS_SORT_KEYS } from "./standings-rules.ts";

/** GET /league-standings?leagueId=[&year=] */
export const standingsQuerySchema = leagueQuerySchema;

/**
 * A standings row (spec 02 §3) as the league function answers it: grouped by conference and
 * division, each division in the league's own order (contracts/standings-rules: its standingsSort,
 * the spec's PCT then PF by default), with games back against its leader where winning percentage
 * ranks first. `rank` is the league host's own order over the whole league, 1 first.
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
  /** null for the division leader, and for every team where winning percentage does not rank first. */
  games_back: z.number().nullable(),
  current_streak: z.string().nullable(),
  division_record: z.string().nullable(),
  points_for: z.number(),
  points_against: z.number(),
  blind_bid_balance: z.number().nullable(),
  // The fields below came with the league kinds (issue 21): absent in an answer from before them.
  /** Null where the league awards none (rules.victoryPoints). */
  victory_points: z.number().nullable().default(null),
  /** The division's conference, null in a league without conferences. */
  conference_id: z.string().nullable().default(null),
  conference_name: z.string().nullable().default(null),
  /** 'W-L-T' against the conference; null where MFL gives none. */
  conference_record: z.string().nullable().default(null),
});
export type StandingRow = z.output<typeof standingRowSchema>;

/** What the league's own settings say about its standings: how it ranks and which columns it uses. */
export const standingsRulesSchema = z.object({
  /** The league's standingsSort as the product reads it (contracts/standings-rules). */
  sortKeys: z.array(z.enum(STANDINGS_SORT_KEYS)),
  /** False in a total-points league (MFL h2h ""): no W-L, PCT, GB, streak or points against; ranked by points. */
  headToHead: z.boolean(),
  /** The league awards victory points (it ranks by them or sets how many a result earns). */
  victoryPoints: z.boolean(),
  /** The league's waivers are blind bids (BBID): its teams have a balance to show. */
  blindBidding: z.boolean(),
});
export type StandingsRules = z.output<typeof standingsRulesSchema>;

/** A league that says nothing: the spec's standings (PCT then PF, every column of spec 02 §2). */
export const SPEC_STANDINGS_RULES: StandingsRules = { sortKeys: ["PCT", "PTS"], headToHead: true, victoryPoints: false, blindBidding: true };

export const standingsResponseSchema = leagueViewEnvelopeSchema.extend({
  userFranchiseId: z.string().nullish(),
  rules: standingsRulesSchema.default(SPEC_STANDINGS_RULES),
  standings: z.array(standingRowSchema),
});
export type StandingsResponse = z.output<typeof standingsResponseSchema>;

export const leagueStandingsEndpoint = endpoint({
  method: "GET",
  path: "/api/league-standings",
  request: standingsQuerySchema,
  response: standingsResponseSchema,
});
