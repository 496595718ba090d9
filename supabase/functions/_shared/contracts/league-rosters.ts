import { z } from "npm:zod@4.6.7";
import { leagueQuerySchema } from "./league-input.ts";
import { leagueViewEnvelopeSchema } from "./league-view.ts";
import { endpoint } from "./endpoint.ts";

/** GET /rosters?leagueId=[&year=] */
export const rostersQuerySchema = leagueQuerySchema;

/** A rostered player (spec 02 §3 Roster): name, position and team from MFL's player database. */
export const rosterPlayerSchema = z.object({
  player_id: z.string(),
  full_name: z.string(),
  position: z.string().nullable(),
  team: z.string().nullable(),
  bye_week: z.number().int().nullable(),
  injury_status: z.string().nullable(),
  /** "3.04" (round.pick) where the league records it. */
  drafted: z.string().nullable(),
  /** ROSTER, INJURED_RESERVE or TAXI_SQUAD. */
  status: z.string(),
  // The contract came with the league kinds (issue 21): absent in an answer from before them.
  /** Dollars, where the league uses salaries (MFL usesSalaries). */
  salary: z.number().nullable().default(null),
  /** Years left on the contract, where the league uses contract years (MFL usesContractYear). */
  contract_year: z.number().int().nullable().default(null),
  /** The league's own words about the contract (MFL contractInfo, e.g. 'R2'). */
  contract_info: z.string().nullable().default(null),
});
export type RosterPlayer = z.output<typeof rosterPlayerSchema>;

export const rosterSchema = z.object({
  franchise_id: z.string(),
  franchise_name: z.string(),
  players: z.array(rosterPlayerSchema),
});
export type Roster = z.output<typeof rosterSchema>;

export const rostersResponseSchema = leagueViewEnvelopeSchema.extend({
  userFranchiseId: z.string().nullish(),
  rosters: z.array(rosterSchema),
  /** The league uses salaries: its players carry one (the sync keeps them only then). */
  usesSalaries: z.boolean().default(false),
  /** The league uses contract years. */
  usesContractYear: z.boolean().default(false),
});
export type RostersResponse = z.output<typeof rostersResponseSchema>;

export const leagueRostersEndpoint = endpoint({ method: "GET", path: "/api/rosters", request: rostersQuerySchema, response: rostersResponseSchema });
