import { z } from "npm:zod@4.6.7";
import { endpoint } from "./endpoint.ts";
import { leagueQuerySchema } from "./league-input.ts";
import { leagueViewEnvelopeSchema } from "./league-view.ts";

// Playoff odds of a league (issue 24.3): each team's chance of a playoff place, a first-round bye
// and each seed, from a Monte Carlo of the rest of the regular season (insights/playoff-odds.ts),
// and for each team its chance if it wins or loses this week. MFL's league export names neither
// the playoff team count nor byes (reference §5.2), so they are a per-user, per-league setting
// (table league_playoff_settings), defaulting to half the teams.

export const PLAYOFF_TEAMS_LABEL = "Playoff teams";
export const BYES_LABEL = "First-round byes";
export const PLAYOFF_SETTING_HINT = "MyFantasyLeague does not say how many teams make the playoffs: set it for this league.";
export const PLAYOFF_SETTING_DEFAULT_NOTE = "Assumed: half the teams make the playoffs.";

/** The most teams an MFL league has (reference §5.2: 16–32 teams in conferences). */
export const MAX_PLAYOFF_TEAMS = 32;

export interface PlayoffSetting {
  playoffTeams: number;
  byes: number;
}

/**
 * Without the user's choice: half the teams (at least one) make the playoffs, and the top seeds
 * that fill the bracket up to a power of two skip the first round (6 of 12: seeds 1-2 rest while
 * 3-6 play; 4: none), as brackets that are not a power of two are played.
 */
export function defaultPlayoffSetting(teams: number): PlayoffSetting {
  const playoffTeams = Math.max(1, Math.floor(teams / 2));
  let bracket = 1;
  while (bracket < playoffTeams) bracket *= 2;
  return { playoffTeams, byes: playoffTeams === 1 ? 0 : bracket - playoffTeams };
}

/** The user's setting fitted to the league (never more places than teams, fewer byes than places); the default without one. */
export function playoffSettingFor(teams: number, stored: PlayoffSetting | null | undefined): PlayoffSetting & { chosen: boolean } {
  if (!stored) return { ...defaultPlayoffSetting(teams), chosen: false };
  const playoffTeams = Math.max(1, Math.min(stored.playoffTeams, Math.max(1, teams)));
  return { playoffTeams, byes: Math.max(0, Math.min(stored.byes, playoffTeams - 1)), chosen: true };
}

/** What a user may store for a league (the table's checks say the same). */
const wholeNumber = () => z.number({ error: "Enter a whole number" }).int("Enter a whole number");
export const playoffSettingSchema = z.object({
  playoffTeams: wholeNumber().min(1, "At least one team makes the playoffs").max(MAX_PLAYOFF_TEAMS, `At most ${MAX_PLAYOFF_TEAMS} playoff teams`),
  byes: wholeNumber().min(0, "Byes cannot be negative"),
}).refine((s) => s.byes < s.playoffTeams, { message: "Fewer byes than playoff teams", path: ["byes"] });

/** GET /league-playoff-odds?leagueId=[&year=] */
export const playoffOddsQuerySchema = leagueQuerySchema;

const chance = z.number().min(0).max(1);

export const teamOddsSchema = z.object({
  franchiseId: z.string(),
  franchiseName: z.string(),
  wins: z.number(),
  losses: z.number(),
  ties: z.number(),
  pointsFor: z.number(),
  playoff: chance,
  bye: chance,
  /** P(seed k+1), k = 0 … playoffTeams-1. */
  seeds: z.array(chance),
  /** Its playoff chance if it wins / loses this week's game(s); null without a game this week. */
  ifWin: chance.nullable(),
  ifLose: chance.nullable(),
});
export type TeamOddsRow = z.output<typeof teamOddsSchema>;

export const playoffOddsResponseSchema = leagueViewEnvelopeSchema.extend({
  userFranchiseId: z.string().nullish(),
  setting: z.object({ playoffTeams: z.number().int(), byes: z.number().int(), chosen: z.boolean() }),
  /** False in a total-points league: ranked by points, no games to win. */
  headToHead: z.boolean(),
  /** The first week still to play; null when the regular season is over. */
  week: z.number().int().nullable(),
  lastRegularSeasonWeek: z.number().int(),
  simulations: z.number().int(),
  /** In the league's standings order. */
  teams: z.array(teamOddsSchema),
});
export type PlayoffOddsResponse = z.output<typeof playoffOddsResponseSchema>;

export const leaguePlayoffOddsEndpoint = endpoint({
  method: "GET",
  path: "/api/league-playoff-odds",
  request: playoffOddsQuerySchema,
  response: playoffOddsResponseSchema,
});
