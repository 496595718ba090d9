import { createClient } from '@supabase/supabase-js';
import { env } from '@/config/env';

/**
 * The one Supabase client of the SPA.
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
export const supabase = createClient(env.supabaseUrl, env.supabaseAnonKey, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: false,
  },
});
