/**
 * Typed failures of the league host. The upstream layer decides which of them may be answered from
 * stale data (transport-level: `MflHttpError`, `MflNetworkError`, `MflTimeoutError`, `MflMalformedError`,
 * `MflBackoffError`, `MflQueueFullError`) and which must reach the caller (`MflAuthError`,
 * `MflLeagueAccessError`, `MflLoginError`, `MflApiError`).
 */

export class MflError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** MFL says the session is missing or no longer valid: the user must reconnect. */
export class MflAuthError extends MflError {}

/**
 * MFL refuses a league's data to this session ("API requires logged in user in league ID 12345"):
 * the user is not in that private league. Not a verdict on the session, which may be fine.
 */
export class MflLeagueAccessError extends MflError {
  constructor(message: string, readonly leagueId: string | null) {
    super(message);
  }
}

/** Login refused (bad username or password); `message` is MFL's text, e.g. "Invalid Password". */
export class MflLoginError extends MflError {}

/** A logical error MFL delivered in the body (usually with HTTP 200). */
export class MflApiError extends MflError {
  constructor(message: string, readonly httpStatus = 200) {
    super(message);
  }
}

/** MFL answered with an HTTP status that means "not now": 429 or 5xx. */
export class MflHttpError extends MflError {
  constructor(readonly status: number, readonly host: string, readonly retryAfterSec: number | null = null) {
    super(`League host answered HTTP ${status}`);
  }
}

export class MflNetworkError extends MflError {}

export class MflTimeoutError extends MflError {}

/** The body was not what the request type promises (not JSON, missing payload, HTML page, ...). */
export class MflMalformedError extends MflError {}

/** The host is in backoff after a 429/5xx; nothing was sent. */
export class MflBackoffError extends MflError {
  constructor(readonly host: string, readonly retryInMs: number) {
    super(`League host is backing off: next try in ${Math.ceil(retryInMs / 1000)} s`);
  }
}

/** The host's queue is so long the request would wait longer than allowed; nothing was sent. */
export class MflQueueFullError extends MflError {
  constructor(readonly host: string, readonly waitMs: number) {
    super(`League host queue is full: estimated wait ${Math.ceil(waitMs / 1000)} s`);
  }
}

// League host API reference §6: "API requires logged in user in league ID <id>" (a league the
// session is not in) vs "API requires logged in user" / "... or API key" (no usable session).
const LEAGUE_ACCESS_PATTERN = /requires logged in user in league(?: ID)?\s*(\w+)?/i;
const AUTH_PATTERN = /requires logged in user|not logged in|invalid (session|cookie)|session (has )?expired/i;

/** Maps an error message from an MFL body to the right typed error. */
export function errorFromMessage(message: string): MflError {
  const league = LEAGUE_ACCESS_PATTERN.exec(message);
  if (league) return new MflLeagueAccessError(message, league[1] ?? null);
  return AUTH_PATTERN.test(message) ? new MflAuthError(message) : new MflApiError(message);
}

/** Errors for which the last good data may be served instead (the upstream, not the request, failed). */
export function isTransient(error: unknown): boolean {
  return error instanceof MflHttpError || error instanceof MflNetworkError || error instanceof MflTimeoutError ||
    error instanceof MflMalformedError || error instanceof MflBackoffError || error instanceof MflQueueFullError;
}

/**
 * MFL answered "Not Found." (HTTP 404): a season or league it does not have. Permanent, so never
 * served from stale data or retried as a failure of the host.
 */
export function isNotFound(error: unknown): error is MflApiError {
  return error instanceof MflApiError && error.httpStatus === 404;
}
