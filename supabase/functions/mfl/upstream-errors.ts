import { markMflSessionExpired, mflSessionError } from "../_shared/credentials/mfl-session.ts";
import { AppError } from "../_shared/errors.ts";
import { MflAuthError, MflError } from "../_shared/mfl/errors.ts";
import type { SupabaseClient } from "../_shared/supabase.ts";
import { toAppError } from "../_shared/upstream/app-errors.ts";

/**
 * MFL said the stored session is not valid: the stored expiry becomes now (the UI shows
 * 'Expired - Reconnection needed') and the caller gets the reconnect error.
 */
export async function sessionRejected(db: SupabaseClient, userId: string, now: number): Promise<AppError> {
  await markMflSessionExpired(db, userId, now);
  return mflSessionError("expired");
}

/**
 * A league-host failure under the endpoint's own text ('Failed to fetch leagues', ...): 429/503
 * with Retry-After when MFL or our limiter says "not now", otherwise 502. The upstream's own
 * sentence travels as `reason`. Anything that is not an upstream failure is rethrown as is.
 */
export function upstreamFailure(error: unknown, message: string, extra: Record<string, unknown> = {}): AppError {
  if (!(error instanceof MflError) && !(error instanceof AppError)) throw error;
  const app = toAppError(error);
  if (!(app instanceof AppError)) throw error;
  const code = app.code === "rate_limited" || app.code === "unavailable" ? app.code : "upstream_failed";
  return new AppError(code, message, { ...app.details, success: false, ...extra, reason: app.message }, app.headers);
}

export function isAuthFailure(error: unknown): error is MflAuthError {
  return error instanceof MflAuthError;
}

/** A short sentence for warnings and logs (no secrets: upstream messages never carry cookies). */
export function describeFailure(error: unknown): string {
  if (error instanceof AppError) {
    const reason = typeof error.details?.reason === "string" ? `: ${error.details.reason}` : "";
    return error.message + reason;
  }
  if (error instanceof MflError) {
    const app = toAppError(error);
    return app instanceof AppError ? app.message : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
