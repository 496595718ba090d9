// What the user sees when Tank01 says X: the tank01 endpoints' one translation of the live-data
// provider's typed failures into AppError texts and stale notes (MFL's live in mfl/app-errors.ts).
import { AppError } from "../errors.ts";
import { busyForMs, isTransient, UpstreamHttpError, UpstreamMalformedError, UpstreamTimeoutError } from "../upstream/errors.ts";
import { seconds } from "../upstream/retry-after.ts";
import type { StaleReason } from "../upstream/cache-entry.ts";
import { DailyCapError } from "../upstream/table-budget.ts";
import { Tank01ApiError } from "./errors.ts";

const PROVIDER = "Live data provider";

/** A Tank01 failure as the one error model of the functions; anything else (a bug) is returned as it is. */
export function tank01AppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof Tank01ApiError) return new AppError("upstream_failed", `${PROVIDER} reported an error: ${error.message}`);
  if (error instanceof DailyCapError) {
    const sec = Math.max(1, Math.ceil(error.untilResetMs / 1000));
    return new AppError(
      "unavailable",
      "Live data daily call budget is used up: new calls after 00:00 UTC",
      { retryAfterSec: sec },
      { "Retry-After": String(sec) },
    );
  }
  const busyMs = busyForMs(error);
  if (busyMs !== null) {
    const sec = Math.max(1, Math.ceil(busyMs / 1000));
    return new AppError("unavailable", `${PROVIDER} is busy: try again in ${seconds(sec)}`, { retryAfterSec: sec }, {
      "Retry-After": String(sec),
    });
  }
  if (!isTransient(error)) return error;
  const what = error instanceof UpstreamTimeoutError
    ? "did not answer in time"
    : error instanceof UpstreamHttpError
    ? "answered with a server error"
    : error instanceof UpstreamMalformedError
    ? "sent an answer we could not read"
    : "could not be reached";
  return new AppError("upstream_failed", `${PROVIDER} ${what}: no saved data to show yet`);
}

/** The note under last good data: "Showing live data from 2026-11-22 19:30 UTC: Live data daily call budget is used up". */
export function tank01StaleMessage(fetchedAt: string, reason: StaleReason | undefined): string {
  const when = `${new Date(fetchedAt).toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const why = reason === "queue_full" || reason === "backoff" || reason === "rate_limited"
    ? `${PROVIDER} is busy or the daily call budget is used up`
    : reason === "refreshing"
    ? `${PROVIDER} is being asked for newer data`
    : `${PROVIDER} is not responding`;
  return `Showing live data from ${when}: ${why}`;
}
