import type { Authorize, Caller } from "../_shared/auth.ts";
import type { KeyringSource } from "../_shared/credentials/mfl-session.ts";
import type { SupabaseClient } from "../_shared/supabase.ts";
import type { MflUpstream } from "../_shared/mfl/upstream.ts";
import { type CallerReads, callerReads } from "./caller-reads.ts";

/** What the mfl handlers need; tests inject fakes, `handler.ts` wires the environment. */
export interface MflDeps {
  authorize: Authorize;
  /** The service-role client. Every query it runs filters by the caller's id from the JWT. */
  db: () => SupabaseClient;
  /** The isolate's shared MFL client with cache, single flight, limiter and stale fallback. */
  upstream: () => MflUpstream;
  /** Cookie keys; default the `MFL_COOKIE_KEYS` secret. */
  keyring?: KeyringSource;
  /** Reads as the caller (their JWT, so RLS applies); default caller-reads.ts. */
  asCaller?: (caller: Caller) => CallerReads;
  /** Epoch ms; default Date.now. */
  now?: () => number;
}

/** A request's reads as its caller (row level security): the injected ones in tests, else caller-reads.ts. */
export function callerReadsOf(deps: MflDeps, caller: Caller): CallerReads {
  return (deps.asCaller ?? callerReads)(caller);
}

export function nowOf(deps: MflDeps): number {
  return deps.now ? deps.now() : Date.now();
}
