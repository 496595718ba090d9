import { z } from 'zod';

/** Every league-data answer says whether it is the last good copy served after a failed sync. */
export const leagueFreshnessSchema = z.object({
  stale: z.boolean().optional().default(false),
  syncedAt: z.string().nullable().optional().default(null),
  /** Set when stale: why, in words meant for the user. */
  message: z.string().optional(),
});

export type LeagueFreshness = z.infer<typeof leagueFreshnessSchema>;
