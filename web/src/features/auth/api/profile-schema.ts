import { z } from 'zod';
import type { UserProfile } from '@/lib/auth-context';

/**
 * The user_profile row as get-profile reads it. A module of its own, imported by the read while it
 * runs: the app shell holds the profile query on every page, and a signed-out visitor's /login
 * should not download zod (≈ 22 kB gzip) for a read it never makes.
 */
export const profileSchema = z.object({
  user_id: z.string(),
  mfl_username: z.string().nullable(),
  mfl_cookie_expires_at: z.string().nullable(),
  has_mfl_cookie: z.boolean().nullable().transform((v) => v === true),
  is_admin: z.boolean().nullable().transform((v) => v === true),
  created_at: z.string(),
  updated_at: z.string().nullable(),
}) satisfies z.ZodType<UserProfile, unknown>;
