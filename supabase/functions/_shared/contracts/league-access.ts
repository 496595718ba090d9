/**
 * Spec 02 §8: a league the caller is not a verified member of. Apart from the league-view schemas
 * (and zod): the SPA's app shell turns PostgREST's "no such row" into it (web/src/lib/supabase-error)
 * on every page, /login included.
 */
export const ACCESS_DENIED_TO_LEAGUE = "Access denied to league";
