import { z } from "npm:zod@4.6.7";

/**
 * The envelope of every league view (GET /league-<kind>): which league and season, and whether the
 * rows are the last good copy served after MFL failed (`stale`, with `message` in words for the user).
 */
export const leagueViewEnvelopeSchema = z.object({
  success: z.literal(true).optional(),
  leagueId: z.string(),
  leagueName: z.string().nullish(),
  year: z.number().int().optional(),
  stale: z.boolean().optional().default(false),
  syncedAt: z.string().nullable().optional().default(null),
  message: z.string().optional(),
});
export type LeagueViewEnvelope = z.output<typeof leagueViewEnvelopeSchema>;
