import { createClient, type SupabaseClient } from "npm:@supabase/supabase-js@2.119.1";
import { supabaseAnonKey, supabaseServiceRoleKey, supabaseUrl } from "./env.ts";
import { readRetryingFetch } from "./read-retry.ts";

export type { SupabaseClient };

/**
 * What every server-side client shares. Functions are stateless per request: no stored session, no
 * refresh timers. A read that failed at the connection is retried once by our fetch (read-retry.ts);
 * postgrest-js's own retry (up to three times, 1 s, 2 s, 4 s apart, meant for browsers) is off, so
 * a request waits at most one short pause before it is answered.
 */
export const serverClientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  db: { retry: false },
} as const;
const retryingFetch = readRetryingFetch();

/** A client acting as the caller: anon key plus the caller's JWT, so RLS decides. */
export function userClient(jwt: string): SupabaseClient {
  return createClient(supabaseUrl(), supabaseAnonKey(), {
    ...serverClientOptions,
    global: { headers: { Authorization: `Bearer ${jwt}` }, fetch: retryingFetch },
  });
}

let service: SupabaseClient | undefined;

/** The service-role client (bypasses RLS): for syncs and admin work, which filter by caller themselves. */
export function serviceClient(): SupabaseClient {
  service ??= createClient(supabaseUrl(), supabaseServiceRoleKey(), { ...serverClientOptions, global: { fetch: retryingFetch } });
  return service;
}

/** The anon client for auth's own calls (GET /auth/v1/user), with the same retry of reads. */
export function anonClient(): SupabaseClient {
  return createClient(supabaseUrl(), supabaseAnonKey(), { ...serverClientOptions, global: { fetch: retryingFetch } });
}
