import { AppError, databaseError } from "../errors.ts";
import type { SupabaseClient } from "../supabase.ts";

/** 15 minutes; 5 logins per MFL username (from any account), 10 per product account. */
export const LOGIN_WINDOW_SEC = 900;

/**
 * Records one MFL login for the caller before it is sent, or refuses it with 429 and Retry-After:
 * our product must not be a way to guess MFL passwords (mfl_login_gate, migration
 * 20261123082000, counted across every isolate).
 */
export async function admitMflLogin(db: SupabaseClient, userId: string, username: string, now: number): Promise<void> {
  const { data, error } = await db.rpc("mfl_login_gate", {
    p_user: userId,
    p_username: username,
    p_now: new Date(now).toISOString(),
  });
  if (error) throw databaseError("Checking MyFantasyLeague login attempts failed", error);
  const waitSec = Number(data ?? 0);
  if (waitSec > 0) {
    const minutes = Math.ceil(waitSec / 60);
    throw new AppError(
      "rate_limited",
      `Too many MyFantasyLeague login attempts: try again in ${minutes} minute${minutes === 1 ? "" : "s"}`,
      { success: false, retryAfterSec: waitSec },
      { "Retry-After": String(waitSec) },
    );
  }
}
