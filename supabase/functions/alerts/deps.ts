import type { Authorize } from "../_shared/auth.ts";
import type { RunAlertsResponse } from "../_shared/contracts/alerts.ts";
import type { SupabaseClient } from "../_shared/supabase.ts";

/** What the alerts routes need; handler.ts wires the real ones, tests their own. */
export interface AlertsDeps {
  authorize: Authorize;
  /** A client carrying the caller's JWT (RLS decides). */
  userDb(jwt: string): SupabaseClient;
  vapidPublicKey(): string | null;
  pushServiceAllowed(endpoint: string): boolean;
  /** One run of the alert sources and the sender. */
  run(): Promise<RunAlertsResponse>;
  now?: () => number;
}
