// What a failed database call means, decided once by its code: the SQLSTATE Postgres gives
// (through PostgREST or the direct connection), PostgREST's own PGRSTxxx, or the connection error
// of postgres.js. errors.ts turns it into the answer; the retrying fetch and the direct connection
// decide by it whether a read is worth one more try.

/** How long a client is asked to wait after the database could not answer (Retry-After, seconds). */
export const DATABASE_RETRY_AFTER_SEC = 2;

/**
 * The database could not be reached or dropped the connection, so the statement may never have
 * run: 08xxx (connection exception), 57P01-57P03 (the server ended the session: a restart, a
 * failover, pg_terminate_backend), 53300 (too many connections), PostgREST's PGRST000-PGRST003 (it
 * cannot reach the database, lost its connection, is reloading its schema cache after reconnecting,
 * or waited too long for a pooled connection), and postgres.js's socket errors.
 */
const CONNECTION_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "PGRST000",
  "PGRST001",
  "PGRST002",
  "PGRST003",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
]);

export function isConnectionFailure(code: string | null | undefined): boolean {
  return !!code && (code.startsWith("08") || CONNECTION_CODES.has(code));
}

/** The database refused what it was given: the client's request, answered with a 4xx. */
export interface Refusal {
  errorCode: "bad_request" | "conflict";
  /** Completes "<what failed>: ", e.g. "the text has a character the database cannot store". */
  reason: string;
}

const REFUSALS: Record<string, Refusal> = {
  "22P05": { errorCode: "bad_request", reason: "the text has a character the database cannot store" },
  "22021": { errorCode: "bad_request", reason: "the text has a character the database cannot store" },
  "22001": { errorCode: "bad_request", reason: "a value is longer than the database allows" },
  "22003": { errorCode: "bad_request", reason: "a number is out of range" },
  "22007": { errorCode: "bad_request", reason: "a date or time is not valid" },
  "22008": { errorCode: "bad_request", reason: "a date or time is out of range" },
  "22P02": { errorCode: "bad_request", reason: "a value is not in the form the database expects" },
  "22025": { errorCode: "bad_request", reason: "the search text is not a pattern the database can read" },
  "2201B": { errorCode: "bad_request", reason: "the search text is not a pattern the database can read" },
  "23502": { errorCode: "bad_request", reason: "a required value is missing" },
  "23514": { errorCode: "bad_request", reason: "a value breaks a rule of the database" },
  "23001": { errorCode: "conflict", reason: "it is still referred to" },
  "23505": { errorCode: "conflict", reason: "it already exists" },
  "23P01": { errorCode: "conflict", reason: "it overlaps one that already exists" },
  "23503": { errorCode: "conflict", reason: "it refers to a record that does not exist" },
};

/**
 * 22xxx (data exception: text, numbers, dates the database cannot take), 23xxx (a constraint) and
 * PGRST1xx (PostgREST could not read the request) are the request's fault, never an outage: a 4xx
 * that says what was refused. Anything else is not the client's to fix (null).
 */
export function refusalOf(code: string | null | undefined): Refusal | null {
  if (!code) return null;
  if (REFUSALS[code]) return REFUSALS[code];
  if (code.startsWith("22")) return { errorCode: "bad_request", reason: "the database refused a value" };
  if (code.startsWith("23")) return { errorCode: "conflict", reason: "it breaks a rule of the database" };
  if (/^PGRST1\d\d$/.test(code)) return { errorCode: "bad_request", reason: "the database could not read the request" };
  return null;
}
