import { AppError } from "../errors.ts";

/**
 * An upstream failure with nothing saved to answer with, saying when to ask again (Retry-After),
 * unless it already does: the time the failing host is left alone (its backoff, else
 * backoff_initial_sec). Anything that is not an AppError passes as it is.
 */
export function retryLater(error: unknown, retryInMs: number): unknown {
  if (!(error instanceof AppError) || error.headers?.["Retry-After"]) return error;
  const sec = Math.max(1, Math.ceil(retryInMs / 1000));
  return new AppError(error.code, error.message, { ...error.details, retryAfterSec: sec }, { ...error.headers, "Retry-After": String(sec) });
}

/** "1 second", "30 seconds": the wait as people write it. */
export function seconds(n: number): string {
  return `${n} second${n === 1 ? "" : "s"}`;
}
