import { createClient, type SupabaseClient } from "npm:@supabase/supabase-js@2.119.1";
import { supabaseAnonKey, supabaseServiceRoleKey, supabaseUrl } from "./env.ts";

export type { SupabaseClient };

// Functions are stateless per request: no stored session, no refresh timers.
const serverAuth = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

/** A client acting as the caller: anon key plus the caller's JWT, so RLS decides. */
export function userClient(jwt: string): SupabaseClient {
  return createClient(supabaseUrl(), supabaseAnonKey(), {
    auth: serverAuth,
    global: { headers: { Authorization: `Bearer ${jwt}` } },
  });
}

let service: SupabaseClient | undefined;

/** The service-role client (bypasses RLS): for syncs and admin work, which filter by caller themselves. */
export function serviceClient(): SupabaseClient {
  service ??= createClient(supabaseUrl(), supabaseServiceRoleKey(), { auth: serverAuth });
  return service;
}
