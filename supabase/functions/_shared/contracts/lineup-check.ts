import { z } from "npm:zod@4.6.7";
import { endpoint } from "./endpoint.ts";
import { yearRequestSchema } from "./league-input.ts";
import { staleNoteSchema } from "./stale-note.ts";

// Lineup check (issue 23): for the NFL week in progress, every league of the caller: the starters
// who cannot score or are at risk, the best valid lineup from the players not yet locked by MFL's
// projections in the league's own scoring, and why each change is proposed. Nothing is saved here:
// Fix sends the proposed starters through Set Lineup's save (POST /api/mfl/lineup).

export const ALL_LINEUPS_SET = "All lineups set";
/** "1 lineup needs attention", "2 lineups need attention". */
export function lineupsNeedAttention(count: number): string {
  return count === 1 ? "1 lineup needs attention" : `${count} lineups need attention`;
}
/** The check in one line (the dashboard's, the screen's heading). */
export function lineupCheckSummary(attention: number): string {
  return attention > 0 ? lineupsNeedAttention(attention) : ALL_LINEUPS_SET;
}
export const LINEUP_SET = "Lineup set";
export const SET_BY_MFL = "Set by MFL (best ball)";
export const NEEDS_ATTENTION = "Needs attention";

/**
 * What is wrong with a starter (or the lineup), worst first: cannot score (out, ir, bye, no_game,
 * not_on_roster, empty), would be refused by MFL (invalid), at risk (doubtful, questionable), or
 * nothing to do (locked: his game has started).
 */
export const flagLevels = ["out", "ir", "bye", "no_game", "not_on_roster", "empty", "invalid", "doubtful", "questionable", "locked"] as const;
export type FlagLevel = (typeof flagLevels)[number];

export const lineupFlagSchema = z.object({
  level: z.enum(flagLevels),
  /** The starter it is about; null for the lineup as a whole (an empty slot, a lineup MFL would refuse). */
  playerId: z.string().nullable(),
  /** "Out", "IR", "On bye", "No game this week", "Not on your roster any more", "Empty slot", MFL's rule, "Locked" (his game has started). */
  text: z.string(),
});
export type LineupFlag = z.output<typeof lineupFlagSchema>;

export const checkedPlayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.string(),
  team: z.string(),
  /** MFL's projection for the week in the league's scoring; null when MFL projects none. */
  projected: z.number().nullable(),
  locked: z.boolean(),
});
export type CheckedPlayer = z.output<typeof checkedPlayerSchema>;

export const lineupChangeSchema = z.object({
  /** The starter taken out (null: an empty slot filled). */
  out: checkedPlayerSchema.nullable(),
  /** The player put in (null: a starter removed and nobody needed in his place). */
  in: checkedPlayerSchema.nullable(),
  /** Why: the starter's flag ("Out", "On bye", …) or the projected gain ("+6.4 projected"). */
  reason: z.string(),
});
export type LineupChange = z.output<typeof lineupChangeSchema>;

export const lineupProposalSchema = z.object({
  /** The best valid lineup's starters: what Fix saves. */
  starters: z.array(z.string()),
  changes: z.array(lineupChangeSchema),
  /** Projected points of the lineup now (a starter who cannot score counts 0) and of the proposal. */
  currentTotal: z.number(),
  total: z.number(),
  /** total − currentTotal. */
  gain: z.number(),
});
export type LineupProposal = z.output<typeof lineupProposalSchema>;

export const leagueCheckSchema = z.object({
  leagueId: z.string(),
  leagueName: z.string().nullable(),
  franchiseId: z.string(),
  week: z.number().int(),
  /** set: nothing to do; attention: a flag to act on or a better lineup; best_ball: MFL sets it; unavailable: MFL could not be read. */
  status: z.enum(["set", "attention", "best_ball", "unavailable"]),
  /** The starters MFL holds now, with their flags. */
  starters: z.array(checkedPlayerSchema.extend({ flags: z.array(lineupFlagSchema) })),
  /** Flags about the lineup as a whole (empty slots, MFL's rules). */
  lineupFlags: z.array(lineupFlagSchema),
  /** The best valid lineup when it differs from the one MFL holds; null when it is the same (or none can be made). */
  proposal: lineupProposalSchema.nullable(),
  /** Said when status is unavailable: what MFL answered. */
  error: z.string().optional(),
  ...staleNoteSchema,
});
export type LeagueCheck = z.output<typeof leagueCheckSchema>;

export const lineupCheckResponseSchema = z.object({
  success: z.literal(true),
  week: z.number().int(),
  /** When the check was made (ISO): the dashboard line shows its time. */
  checkedAt: z.string(),
  /** Leagues whose status is attention. */
  attention: z.number().int(),
  leagues: z.array(leagueCheckSchema),
  ...staleNoteSchema,
});
export type LineupCheckResponse = z.output<typeof lineupCheckResponseSchema>;

/**
 * `refresh=1` ("Check again"): each league's lineup and roster asked of MFL now instead of the shared
 * copies (a lineup just changed on MFL's own site shows at once); costs two MFL calls per league.
 */
export const lineupCheckRequestSchema = yearRequestSchema.extend({ refresh: z.enum(["1"]).optional() });

/** GET /mfl/lineup-check?year=&refresh=: the lineup check across the caller's leagues for the NFL week in progress. */
export const lineupCheckEndpoint = endpoint({ method: "GET", path: "/api/mfl/lineup-check", request: lineupCheckRequestSchema, response: lineupCheckResponseSchema });
