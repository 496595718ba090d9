import { z } from "npm:zod@4.6.7";
import { DATABASE_RETRY_AFTER_SEC, refusalOf } from "./database-failure.ts";
import { json } from "./responses.ts";

/** Error codes handlers may throw, and the HTTP status each one answers with. */
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
  /** The league host failed and nothing is saved to answer with: its fault, not the server's (never a 5xx). */
  dependency_failed: 424,
  upstream_failed: 502,
  unavailable: 503,
  /** A capability this deployment does not have yet (an admin operation still being built). */
  not_implemented: 501,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/**
 * The one error type handlers throw. The message is what the client shows (the spec's clients read
 * the `error` field), so it is sentence case with details after a colon. `details` are spread into
 * the body next to `error` and `code`; `headers` (e.g. Retry-After, Allow) go on the response.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    details?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = errorStatus[code];
    this.details = details;
    this.headers = headers;
  }
}

/**
 * Turns anything thrown into a JSON response. AppErrors and zod failures are the client's business;
 * everything else is logged here and answered with a bare 500, never a stack trace.
 */
export function errorResponse(err: unknown): Response {
  if (err instanceof AppError) {
    return json({ ...err.details, error: err.message, code: err.code }, err.status, err.headers);
  }
  if (err instanceof z.ZodError) {
    return errorResponse(invalidRequest(err));
  }
  console.error("Unhandled error:", err);
  return json({ error: "Internal server error" }, 500);
}

/** What a signed-out or deleted user's token, still signed and unexpired, is answered (401). */
export const SESSION_ENDED = "Invalid JWT: the session has ended or the user no longer exists";
/** The SQLSTATE a read raises for such a token; PostgREST answers it as HTTP 401. */
const SESSION_ENDED_CODE = "PT401";

/** What a failed PostgREST/database call reports; only `code` is logged. */
export interface DatabaseFailure {
  code?: string;
  message?: string;
}

/**
 * The AppError for a failed database call (PostgREST or the direct connection), decided by its code
 * (database-failure.ts): what the database refused as bad input (22xxx, 23xxx, PGRST1xx) is the
 * client's 400 or 409 naming what was refused, never "try again"; anything else (a dropped
 * connection, an outage) is a 503 "try again shortly" with Retry-After. `context` is a
 * sentence-case description of what failed, e.g. "Reading the league standings failed". Only the
 * code is logged: messages and details can echo row data.
 */
export function databaseError(context: string, error: DatabaseFailure | null | undefined): AppError {
  const code = error?.code || undefined;
  // The read itself refused the caller's token: its session has ended (private.require_live_caller).
  if (code === SESSION_ENDED_CODE) return new AppError("unauthorized", SESSION_ENDED);
  const refusal = refusalOf(code);
  if (refusal) {
    console.warn(`${context}: the database refused the request (${code})`);
    return new AppError(refusal.errorCode, `${context}: ${refusal.reason} (${code})`);
  }
  console.error(`${context}: database error ${code ?? "(no code)"}`);
  return new AppError("unavailable", `${context}: try again shortly`, undefined, { "Retry-After": String(DATABASE_RETRY_AFTER_SEC) });
}

/** A 400 AppError from a zod failure, e.g. "Invalid request: leagueId is required". */
export function invalidRequest(error: z.ZodError, input?: unknown): AppError {
  const issues = error.issues.map((issue) => ({
    path: formatPath(issue.path),
    message: describeIssue(issue, input),
  }));
  return new AppError("bad_request", `Invalid request: ${issues.map((i) => i.message).join("; ")}`, {
    issues,
  });
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  const field = formatPath(issue.path) || "body";
  if ((issue.code === "invalid_type" || issue.code === "invalid_value") && isMissing(issue, input)) {
    return `${field} is required`;
  }
  switch (issue.code) {
    case "invalid_type":
      if (issue.expected === "int") return `${field} must be a whole number`;
      return `${field} must be ${article(issue.expected)} ${issue.expected}`;
    case "too_small":
      return `${field} ${boundPhrase(issue.origin, "at least", "more than", issue.minimum, issue.inclusive)}`;
    case "too_big":
      return `${field} ${boundPhrase(issue.origin, "at most", "less than", issue.maximum, issue.inclusive)}`;
    case "unrecognized_keys": {
      const prefix = issue.path.length > 0 ? `${field}.` : "";
      const keys = issue.keys.map((key) => prefix + key).join(", ");
      return issue.keys.length === 1 ? `unknown field ${keys}` : `unknown fields ${keys}`;
    }
    case "invalid_value":
      return `${field} must be one of ${issue.values.map((v) => String(v)).join(", ")}`;
    case "not_multiple_of":
      return `${field} must be a multiple of ${String(issue.divisor)}`;
    default:
      // Schemas phrase their own messages as predicates ("must be a time as HH:MM").
      return /^[a-z]/.test(issue.message) ? `${field} ${issue.message}` : `${field} is invalid`;
  }
}

function isMissing(issue: z.core.$ZodIssue, input: unknown): boolean {
  if (issue.path.length === 0) return false;
  if (input === undefined) return issue.message.endsWith("received undefined");
  return valueAt(input, issue.path) === undefined;
}

function boundPhrase(
  origin: string,
  inclusiveWord: string,
  exclusiveWord: string,
  bound: number | bigint | Date,
  inclusive: boolean | undefined,
): string {
  const word = inclusive === false ? exclusiveWord : inclusiveWord;
  const n = bound instanceof Date ? bound.toISOString() : String(bound);
  if (origin === "string") {
    if (String(bound) === "1" && inclusiveWord === "at least") return "must not be empty";
    return `must be ${word} ${n} characters long`;
  }
  if (origin === "array" || origin === "set") return `must have ${word} ${n} items`;
  return `must be ${word} ${n}`;
}

function article(noun: string): string {
  return /^[aeiou]/.test(noun) ? "an" : "a";
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === "number") return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, "");
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
