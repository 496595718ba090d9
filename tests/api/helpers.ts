/** Shared set-up for the contract tests: clients, unique addresses, confirmed users. */
import { createClient, type Session, type SupabaseClient } from "@supabase/supabase-js";
import ws from "ws";
import { latestMessageFor, tokenLink } from "../../local/gateway/outbox/client.ts";

function env(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`Set ${name} to point the contract tests at a running stack`);
  return v;
}

export const SUPABASE_URL = env("SUPABASE_URL");
export const ANON_KEY = env("SUPABASE_ANON_KEY");
export const SERVICE_ROLE_KEY = env("SUPABASE_SERVICE_ROLE_KEY");
export const OUTBOX_URL = env("OUTBOX_URL");
/** config.toml's `[auth] refresh_token_reuse_interval`, seconds. */
export const REUSE_INTERVAL = Number(process.env.REFRESH_TOKEN_REUSE_INTERVAL ?? 10);
export const PASSWORD = "correct-horse-1";

export function client(key = ANON_KEY): SupabaseClient {
  return createClient(SUPABASE_URL, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
}

let counter = 0;
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export async function latestMail(email: string, since?: number) {
  return await latestMessageFor(OUTBOX_URL, email, { since });
}

export { tokenLink };

/** Signs up with confirmations on, confirms through the outbox link, returns the signed-in client. */
export async function confirmedUser(tag: string, password = PASSWORD): Promise<{ email: string; sb: SupabaseClient; session: Session }> {
  const email = uniqueEmail(tag);
  const sb = client();
  const { error } = await sb.auth.signUp({ email, password, options: { emailRedirectTo: `${SUPABASE_URL}/auth/confirm` } });
  if (error) throw error;
  const { tokenHash } = tokenLink(await latestMail(email));
  const { data, error: verifyError } = await sb.auth.verifyOtp({ token_hash: tokenHash, type: "email" });
  if (verifyError || !data.session) throw verifyError ?? new Error("verifyOtp gave no session");
  return { email, sb, session: data.session };
}

export function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString("utf8"));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
