/**
 * A Supabase URL names a project whose anon key must come with it: the local anon key is right only
 * for the local stack, which needs no URL. Shared by the build (vite.config.ts fails) and the SPA
 * (config/env.ts refuses to start), so a hosted build can never silently talk with the local key.
 * No imports: vite.config.ts loads this file under Node.
 */
export interface SupabaseEnvVars {
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_ANON_KEY?: string;
}

export const URL_WITHOUT_KEY = 'VITE_SUPABASE_URL is set but VITE_SUPABASE_ANON_KEY is not: set both, or neither for the local stack.';

/** The configuration problem, or null when the pair is consistent. */
export function supabaseEnvPairProblem(vars: SupabaseEnvVars): string | null {
  return vars.VITE_SUPABASE_URL && !vars.VITE_SUPABASE_ANON_KEY ? URL_WITHOUT_KEY : null;
}
