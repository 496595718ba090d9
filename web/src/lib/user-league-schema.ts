import { z } from 'zod';

/**
 * The `user_leagues` rows as lib/user-leagues reads them. A module of its own, imported by the read
 * while it runs: the app shell holds the leagues query on every page, and a signed-out visitor's
 * /login should not download zod (≈ 22 kB gzip) for a read it never makes.
 */
export const userLeaguesSchema = z.array(
  z.object({
    id: z.union([z.number(), z.string()]),
    league_id: z.string(),
    franchise_id: z.string().nullable(),
    display_name: z.string().nullable(),
    created_at: z.string(),
  }),
);

export type UserLeague = z.infer<typeof userLeaguesSchema>[number];
