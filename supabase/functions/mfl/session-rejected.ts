import { markMflSessionExpired, mflSessionError } from "../_shared/credentials/mfl-session.ts";
import type { AppError } from "../_shared/errors.ts";
import type { SupabaseClient } from "../_shared/supabase.ts";

/**
 * MFL said the stored session is not valid: the stored expiry becomes now (the UI shows
 * 'Expired - Reconnection needed') and the caller gets the reconnect error.
 */
export async function sessionRejected(db: SupabaseClient, userId: string, now: number): Promise<AppError> {
  await markMflSessionExpired(db, userId, now);
  return mflSessionError("expired");
}
