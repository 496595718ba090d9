// What the user sees when the league host says X: the one place that turns MFL's typed failures
// (mfl/errors.ts, and the transport's in upstream/errors.ts) into the functions' AppError texts,
// stale notes and endpoint-level failures. The endpoints and the league views import from here;
// none of them words an MFL failure itself.
import { ACCESS_DENIED_TO_LEAGUE } from "../contracts/league-access.ts";
import { mflSessionError } from "../credentials/mfl-session.ts";
import { DATABASE_RETRY_AFTER_SEC } from "../database-failure.ts";
import { AppError } from "../errors.ts";
import { busyForMs, isTransient, staleReasonOf, UpstreamError } from "../upstream/errors.ts";
import { seconds } from "../upstream/retry-after.ts";
import { MflApiError, MflAuthError, MflLeagueAccessError, MflLoginError } from "./errors.ts";

/** Spec 01 §5: the answer for a league the caller may not see (no proven membership, or MFL refuses it). */
export const ACCESS_DENIED = ACCESS_DENIED_TO_LEAGUE;

/** A season MFL does not have (HTTP 404 on its year path): a 404 with this text, never a 5xx. */
export function seasonNotFound(year: number, leagueId?: string): string {
  return leagueId
    ? `MyFantasyLeague has no season ${year} of league ${leagueId}`
    : `MyFantasyLeague has no season ${year}`;
}

/**
 * A league-host failure as the one error model of the functions. Endpoints with their own spec
 * texts (e.g. 'Login failed') catch the typed MFL errors first and use this for the rest.
 * Anything that is not a league-host failure (a bug) is returned as it is, so it surfaces as
 * a logged 500 instead of being blamed on MyFantasyLeague.
 */
export function toAppError(error: UpstreamError | AppError): AppError;
export function toAppError(error: unknown): unknown;
export function toAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  // One wording for an unusable session, whichever function notices it.
  if (error instanceof MflAuthError) return mflSessionError("expired");
  // MFL refuses this league to this session: the user is not in it; the session is fine.
  if (error instanceof MflLeagueAccessError) return new AppError("forbidden", ACCESS_DENIED);
  if (error instanceof MflLoginError) return new AppError("unauthorized", `Login failed: ${error.message}`);
  if (error instanceof MflApiError) {
    if (error.httpStatus === 404) return new AppError("not_found", "Not found on MyFantasyLeague");
    return new AppError("upstream_failed", `MyFantasyLeague reported an error: ${error.message}`);
  }
  const busyMs = busyForMs(error);
  if (busyMs !== null) return mflBusy(Math.ceil(busyMs / 1000));
  if (!isTransient(error)) {
    return error instanceof UpstreamError ? new AppError("upstream_failed", `MyFantasyLeague reported an error: ${error.message}`) : error;
  }
  const reason = staleReasonOf(error);
  const what = reason === "timeout"
    ? "did not answer in time"
    : reason === "server_error"
    ? "answered with a server error"
    : reason === "malformed"
    ? "sent an answer we could not read"
    : "could not be reached";
  return new AppError("upstream_failed", `MyFantasyLeague ${what}: no saved data to show yet`);
}

/** 503 "MyFantasyLeague is busy: try again in N seconds" with Retry-After: MFL (or our pace, or its backoff) says not now. */
export function mflBusy(retryAfterSec: number): AppError {
  const sec = Math.max(1, Math.ceil(retryAfterSec));
  return new AppError("unavailable", `MyFantasyLeague is busy: try again in ${seconds(sec)}`, { retryAfterSec: sec }, { "Retry-After": String(sec) });
}

/**
 * `stale` and its note for an answer made of several league-host reads: stale when any of them is
 * (MFL's last good copy, or the last week it named), dated by the oldest of those.
 */
export function staleNote(reads: readonly { stale: boolean; fetchedAt: string }[]): { stale: boolean; message?: string } {
  const oldest = reads.filter((r) => r.stale).sort((a, b) => Date.parse(a.fetchedAt) - Date.parse(b.fetchedAt))[0];
  return oldest ? { stale: true, message: staleMessage(oldest.fetchedAt, null) } : { stale: false };
}

/**
 * A league-host failure under the endpoint's own text ('Failed to fetch leagues', ...): 429/503
 * with Retry-After when MFL or our limiter says "not now", otherwise 502. The upstream's own
 * sentence travels as `reason`. Anything that is not an upstream failure is rethrown as is.
 */
export function upstreamFailure(error: unknown, message: string, extra: Record<string, unknown> = {}): AppError {
  if (!(error instanceof UpstreamError) && !(error instanceof AppError)) throw error;
  const app = toAppError(error);
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
  if (error instanceof UpstreamError) return toAppError(error).message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * "Showing data from 2026-11-21 11:40 UTC: MyFantasyLeague is not responding". Failures of the
 * league host read as not responding; anything the user can act on (reconnect, not connected,
 * too many requests) says so instead.
 */
export function staleMessage(syncedAt: string, error: unknown): string {
  const when = `${new Date(syncedAt).toISOString().slice(0, 16).replace("T", " ")} UTC`;
  return `Showing data from ${when}: ${staleReason(error)}`;
}

function staleReason(error: unknown): string {
  if (error === null || error === undefined || isTransient(error)) return "MyFantasyLeague is not responding";
  const app = toAppError(error);
  if (app instanceof AppError) {
    if (app.code === "upstream_failed" || app.code === "unavailable") return "MyFantasyLeague is not responding";
    return app.message;
  }
  return "MyFantasyLeague is not responding";
}

/**
 * The error a caller gets when there is nothing stored to fall back on. League-host failures keep
 * their own AppError; database failures arrive as databaseError's 503 from the league store.
 * Anything else did not come from MFL, so it is not blamed on it: a 503 about the saved data.
 */
export function asAppError(error: unknown): AppError {
  const app = toAppError(error);
  if (app instanceof AppError) return app;
  if (error instanceof UpstreamError) {
    return new AppError("upstream_failed", "MyFantasyLeague data could not be loaded: no saved data to show yet");
  }
  console.error("League data refresh failed:", error instanceof Error ? error.message : String(error));
  return new AppError("unavailable", "Saving the league data failed: try again shortly", undefined, {
    "Retry-After": String(DATABASE_RETRY_AFTER_SEC),
  });
}
