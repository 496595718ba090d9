import { AuthClient } from '@supabase/auth-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import { env } from '@/config/env';

/**
 * The one Supabase client of the SPA: `auth` and `from` (the app uses nothing else), made of the
 * two packages supabase-js itself wires together, as supabase-js wires them. `createClient` would
 * also construct Realtime, Storage and Functions clients, which every first screen downloaded
 * (55 kB of gzip JS for all of supabase-js, 28 kB for these two) and nothing calls: the edge
 * functions go through lib/api-client.
 *
 * Session handling (spec 01 §4, §9):
 * - persisted in localStorage under supabase-js's default key `sb-<project host>-auth-token`,
 *   i.e. a key derived from the backend host;
 * - auto-refreshed: auth-js ticks every 30 s (AUTO_REFRESH_TICK_DURATION_MS) and refreshes once
 *   fewer than 3 ticks (90 s) remain before expiry, which is exactly the spec's rule, so we rely on
 *   it rather than running a second timer. It also pauses while the tab is hidden and refreshes on
 *   return;
 * - detectSessionInUrl stays off: e-mail confirmation is handled by /auth/confirm with verifyOtp
 *   (token_hash flow), not by tokens in the URL fragment.
 */
export const supabase = createSupabaseClient(env.supabaseUrl, env.supabaseAnonKey);

export function createSupabaseClient(url: string, anonKey: string) {
  const base = new URL(url.endsWith('/') ? url : `${url}/`);
  const auth = new AuthClient({
    url: new URL('auth/v1', base).href,
    headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
    storageKey: `sb-${base.hostname.split('.')[0]}-auth-token`,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: false,
  });
  // PostgREST reads as the signed-in user (RLS), else as anon: supabase-js's fetchWithAuth.
  const withSession: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', anonKey);
    if (!headers.has('Authorization')) {
      const { data } = await auth.getSession();
      headers.set('Authorization', `Bearer ${data.session?.access_token ?? anonKey}`);
    }
    return fetch(input, { ...init, headers });
  };
  const rest = new PostgrestClient(new URL('rest/v1', base).href, { fetch: withSession });
  return { auth, from: (relation: string) => rest.from(relation) };
}
