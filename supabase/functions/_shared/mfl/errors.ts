import { UpstreamError } from "../upstream/errors.ts";

/**
 * Typed failures of the league host. The upstream layer decides which of them may be answered from
 * stale data (transport-level, upstream/errors.ts: `UpstreamHttpError`, `UpstreamNetworkError`,
 * `UpstreamTimeoutError`, `UpstreamMalformedError`, `UpstreamBackoffError`, `UpstreamQueueFullError`)
 * and which must reach the caller (these: `MflAuthError`, `MflLeagueAccessError`, `MflLoginError`,
 * `MflApiError`).
 */

export class MflError extends UpstreamError {}

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

/**
 * MFL answered "Not Found." (HTTP 404): a season or league it does not have. Permanent, so never
 * served from stale data or retried as a failure of the host.
 */
export function isNotFound(error: unknown): error is MflApiError {
  return error instanceof MflApiError && error.httpStatus === 404;
}
