import { AppError } from "../errors.ts";
import { UpstreamError } from "../upstream/errors.ts";

// Tank01's own refusals. Transport failures (HTTP 429/5xx, network, timeout, malformed, backoff,
// a full queue, the daily budget) are the upstream layer's typed errors (upstream/errors.ts,
// upstream/table-budget.ts), shared with MFL so one budget, one backoff and one stale rule serve both.

/** Issue 15: every Tank01 endpoint without a key answers this (503), never a crash. */
export const LIVE_DATA_NOT_CONFIGURED = "Live data is not configured";

/** A provider error inside the envelope (`{"statusCode":200,"body":{"error":"..."}}`), e.g. an unknown gameID. */
export class Tank01ApiError extends UpstreamError {}

export function notConfigured(detail?: string): AppError {
  return new AppError("unavailable", detail ? `${LIVE_DATA_NOT_CONFIGURED}: ${detail}` : LIVE_DATA_NOT_CONFIGURED);
}
