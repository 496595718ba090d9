import type { StaleReason } from "./cache-entry.ts";

/**
 * Typed failures of an upstream (a provider's host), whichever provider it is. These are the
 * transport-level ones the upstream layer may answer from stale data: `UpstreamHttpError`,
 * `UpstreamNetworkError`, `UpstreamTimeoutError`, `UpstreamMalformedError`, `UpstreamBackoffError`,
 * `UpstreamQueueFullError`. Each provider's own refusals (mfl/errors.ts, tank01/errors.ts) extend
 * `UpstreamError` too, and must reach the caller.
 */
export class UpstreamError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The host answered with an HTTP status that means "not now": 429 or 5xx. */
export class UpstreamHttpError extends UpstreamError {
  constructor(readonly status: number, readonly host: string, readonly retryAfterSec: number | null = null) {
    super(`League host answered HTTP ${status}`);
  }
}

export class UpstreamNetworkError extends UpstreamError {}

export class UpstreamTimeoutError extends UpstreamError {}

/** The body was not what the request type promises (not JSON, missing payload, HTML page, ...). */
export class UpstreamMalformedError extends UpstreamError {}

/** The host is in backoff after a 429/5xx; nothing was sent. */
export class UpstreamBackoffError extends UpstreamError {
  constructor(readonly host: string, readonly retryInMs: number) {
    super(`League host is backing off: next try in ${Math.ceil(retryInMs / 1000)} s`);
  }
}

/** The host's queue is so long the request would wait longer than allowed; nothing was sent. */
export class UpstreamQueueFullError extends UpstreamError {
  constructor(readonly host: string, readonly waitMs: number) {
    super(`League host queue is full: estimated wait ${Math.ceil(waitMs / 1000)} s`);
  }
}

/** Errors for which the last good data may be served instead (the upstream, not the request, failed). */
export function isTransient(error: unknown): boolean {
  return error instanceof UpstreamHttpError || error instanceof UpstreamNetworkError || error instanceof UpstreamTimeoutError ||
    error instanceof UpstreamMalformedError || error instanceof UpstreamBackoffError || error instanceof UpstreamQueueFullError;
}

/** The stale reason a transient upstream failure is reported with. */
export function staleReasonOf(error: unknown): StaleReason {
  if (error instanceof UpstreamBackoffError) return "backoff";
  if (error instanceof UpstreamQueueFullError) return "queue_full";
  if (error instanceof UpstreamHttpError) return error.status === 429 ? "rate_limited" : "server_error";
  if (error instanceof UpstreamTimeoutError) return "timeout";
  if (error instanceof UpstreamMalformedError) return "malformed";
  return "network";
}

/** How long an upstream says "not now" (backing off, a full queue, HTTP 429), or null when it does not. */
export function busyForMs(error: unknown): number | null {
  if (error instanceof UpstreamBackoffError) return error.retryInMs;
  if (error instanceof UpstreamQueueFullError) return error.waitMs;
  if (error instanceof UpstreamHttpError && error.status === 429) return (error.retryAfterSec ?? 30) * 1000;
  return null;
}
