import { ApiError } from '@/lib/api-client';
import { ACCESS_DENIED_TO_LEAGUE } from '@contracts/league-access.ts';

/** Spec 01 §5, §7, §8: the database codes the product names in words. */
export const LEAGUE_ALREADY_ADDED = 'League already added to your account';
export const LEAGUE_LIMIT_REACHED = 'You can follow at most 50 leagues: remove one before adding another';

/** What supabase-js hands back as `error` from a PostgREST call. */
export interface PostgrestFailure {
  message: string;
  code?: string;
}

const KNOWN_CODES: Readonly<Record<string, { message: string; status: number }>> = {
  // unique_violation: user_leagues (user_id, league_id).
  '23505': { message: LEAGUE_ALREADY_ADDED, status: 409 },
  // user_leagues_cap (migration 20261123084000): one account follows at most 50 leagues.
  P0050: { message: LEAGUE_LIMIT_REACHED, status: 400 },
  // A single-row query found no row: the league is not the caller's.
  PGRST116: { message: ACCESS_DENIED_TO_LEAGUE, status: 403 },
};

/**
 * A PostgREST error as the app's one error type. `status` is the response's HTTP status when
 * supabase-js reports it; without it a coded error is the server's answer (400) and an uncoded one
 * a failed request (0), so the retry rule treats them as final and transient respectively.
 * `fallback` replaces the database's own wording for errors the product has a sentence for.
 */
export function supabaseError(error: PostgrestFailure, status?: number, fallback?: string): ApiError {
  const known = error.code ? KNOWN_CODES[error.code] : undefined;
  if (known) return new ApiError(known.message, known.status);
  const httpStatus = status ?? (error.code ? 400 : 0);
  return new ApiError(fallback ?? error.message, httpStatus);
}
