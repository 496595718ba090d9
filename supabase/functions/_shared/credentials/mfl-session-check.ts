import type { SupabaseClient } from "../supabase.ts";

/**
 * When MFL last accepted a user's stored session (table mfl_session_checks, migration
 * 20261127134500): one row per user that every tab and isolate reads, so /mfl/validate-cookie asks
 * MFL at most once per MFL_SESSION_RECHECK_MS instead of on every page load. Service-role client.
 * A rejected session never hides behind it: the rejection moves the stored expiry to now
 * (markMflSessionExpired), and the expiry is judged before this record is read.
 */

const TABLE = "mfl_session_checks";

/**
 * Epoch ms of MFL's last acceptance, or null when none is recorded. A record that cannot be read
 * is no record: MFL is asked, which is what happened before records existed.
 */
export async function lastMflSessionConfirmation(db: SupabaseClient, userId: string): Promise<number | null> {
  const { data, error } = await db.from(TABLE).select("confirmed_at").eq("user_id", userId).maybeSingle();
  if (error) {
    console.warn(`Reading when MFL last accepted the session of user ${userId} failed: database error ${error.code || "(no code)"}`);
    return null;
  }
  const at = Date.parse((data as { confirmed_at?: string } | null)?.confirmed_at ?? "");
  return Number.isFinite(at) ? at : null;
}

/** MFL accepted the session at `now` (a login, a check). Never throws: an unrecorded acceptance only means MFL is asked next time. */
export async function recordMflSessionConfirmed(db: SupabaseClient, userId: string, now: number): Promise<void> {
  const { error } = await db.from(TABLE).upsert({ user_id: userId, confirmed_at: new Date(now).toISOString() }, { onConflict: "user_id" });
  if (error) console.warn(`Recording that MFL accepted the session of user ${userId} failed: database error ${error.code || "(no code)"}`);
}
