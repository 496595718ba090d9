import assert from "node:assert/strict";
import { z } from "npm:zod@4.6.7";
import { AppError, databaseError, type ErrorCode, errorResponse, errorStatus, invalidRequest } from "./errors.ts";
import { silenceConsole } from "../_testing/helpers.ts";

Deno.test("AppError codes map to their HTTP statuses", async () => {
  const expected: Record<ErrorCode, number> = {
    bad_request: 400,
    unauthorized: 401,
    forbidden: 403,
    not_found: 404,
    method_not_allowed: 405,
    conflict: 409,
    unprocessable: 422,
    rate_limited: 429,
    dependency_failed: 424,
    upstream_failed: 502,
    unavailable: 503,
    not_implemented: 501,
  };
  assert.deepEqual({ ...errorStatus }, expected);
  for (const [code, status] of Object.entries(expected)) {
    const res = errorResponse(new AppError(code as ErrorCode, "Something"));
    assert.equal(res.status, status);
    assert.deepEqual(await res.json(), { error: "Something", code });
  }
});

Deno.test("AppError details join the body and headers the response; details cannot replace error or code", async () => {
  const res = errorResponse(
    new AppError("rate_limited", "Too many requests: slow down", { retryAfterSec: 30, error: "x", code: "y" }, { "Retry-After": "30" }),
  );
  assert.equal(res.status, 429);
  assert.equal(res.headers.get("Retry-After"), "30");
  assert.equal(res.headers.get("Access-Control-Allow-Origin"), "*");
  assert.deepEqual(await res.json(), { retryAfterSec: 30, error: "Too many requests: slow down", code: "rate_limited" });
});

Deno.test("unknown errors answer 500 without message or stack, and are logged", async () => {
  const { result: res, logged } = await silenceConsole("error", () => Promise.resolve(errorResponse(new TypeError("db password is hunter2"))));
  assert.equal(res.status, 500);
  const text = await res.text();
  assert.deepEqual(JSON.parse(text), { error: "Internal server error" });
  assert.doesNotMatch(text, /hunter2|TypeError|at /);
  assert.equal(logged.length, 1);
});

const schema = z.strictObject({
  leagueId: z.string().min(1),
  week: z.number().int().min(1).max(17),
  kind: z.enum(["league", "personal"]),
  time: z.string().regex(/^\d\d:\d\d$/, "must be a time as HH:MM"),
  ids: z.array(z.string()).min(1),
});

function messageFor(input: unknown): string {
  const result = schema.safeParse(input);
  assert.equal(result.success, false);
  return invalidRequest(result.error!, input).message;
}

const valid = { leagueId: "12345", week: 3, kind: "league", time: "06:00", ids: ["1"] };

Deno.test("zod failures read as sentence-case messages naming the field", () => {
  const { leagueId: _, ...withoutLeague } = valid;
  assert.equal(messageFor(withoutLeague), "Invalid request: leagueId is required");
  assert.equal(messageFor({ ...valid, week: "3" }), "Invalid request: week must be a number");
  assert.equal(messageFor({ ...valid, week: 2.5 }), "Invalid request: week must be a whole number");
  assert.equal(messageFor({ ...valid, week: 18 }), "Invalid request: week must be at most 17");
  assert.equal(messageFor({ ...valid, week: 0 }), "Invalid request: week must be at least 1");
  assert.equal(messageFor({ ...valid, leagueId: "" }), "Invalid request: leagueId must not be empty");
  assert.equal(messageFor({ ...valid, kind: "x" }), "Invalid request: kind must be one of league, personal");
  assert.equal(messageFor({ ...valid, time: "6am" }), "Invalid request: time must be a time as HH:MM");
  assert.equal(messageFor({ ...valid, ids: [] }), "Invalid request: ids must have at least 1 items");
  assert.equal(messageFor({ ...valid, ids: [1] }), "Invalid request: ids[0] must be a string");
  assert.equal(messageFor({ ...valid, extra: 1 }), "Invalid request: unknown field extra");
  assert.equal(messageFor({ ...valid, a: 1, b: 2 }), "Invalid request: unknown fields a, b");
  assert.equal(messageFor([]), "Invalid request: body must be an object");
  assert.equal(
    messageFor({ ...valid, week: null, kind: undefined }),
    "Invalid request: week must be a number; kind is required",
  );
});

Deno.test("a thrown ZodError becomes a 400 listing the issues", async () => {
  const result = schema.safeParse({ ...valid, week: 99 });
  const res = errorResponse(result.error);
  assert.equal(res.status, 400);
  assert.deepEqual(await res.json(), {
    issues: [{ path: "week", message: "week must be at most 17" }],
    error: "Invalid request: week must be at most 17",
    code: "bad_request",
  });
});

Deno.test("databaseError: an outage is 503 'try again shortly' with Retry-After, and logs only the code", async () => {
  const { result: err, logged } = await silenceConsole(
    "error",
    () => Promise.resolve(databaseError("Reading the league failed", { code: "PGRST301", message: "row secret@example.com" })),
  );
  assert.ok(err instanceof AppError);
  assert.equal(err.status, 503);
  const res = errorResponse(err);
  assert.equal(res.status, 503);
  assert.equal(res.headers.get("Retry-After"), "2");
  assert.deepEqual(await res.json(), { error: "Reading the league failed: try again shortly", code: "unavailable" });
  const log = JSON.stringify(logged);
  assert.match(log, /PGRST301/);
  assert.doesNotMatch(log, /secret@example\.com/);
});

Deno.test("databaseError: a dropped connection, PostgREST reconnecting, a network failure: 503 with Retry-After", async () => {
  for (const code of ["57P01", "08006", "PGRST000", "PGRST001", "PGRST002", "PGRST003", "CONNECTION_CLOSED", "ECONNRESET", "", undefined]) {
    const { result: err } = await silenceConsole("error", () => Promise.resolve(databaseError("Reading the players failed", { code })));
    assert.equal(err.status, 503, String(code));
    assert.equal(err.headers?.["Retry-After"], "2", String(code));
    assert.equal(err.message, "Reading the players failed: try again shortly");
  }
});

Deno.test("databaseError: what the database refuses as bad input (22xxx, 23xxx, PGRST1xx) is a 4xx naming it, never 'try again'", async () => {
  const cases: [string, number, string][] = [
    ["22P05", 400, "Reading the players failed: the text has a character the database cannot store (22P05)"],
    ["22021", 400, "Reading the players failed: the text has a character the database cannot store (22021)"],
    ["22001", 400, "Reading the players failed: a value is longer than the database allows (22001)"],
    ["22003", 400, "Reading the players failed: a number is out of range (22003)"],
    ["22008", 400, "Reading the players failed: a date or time is out of range (22008)"],
    ["22P02", 400, "Reading the players failed: a value is not in the form the database expects (22P02)"],
    ["22025", 400, "Reading the players failed: the search text is not a pattern the database can read (22025)"],
    ["22012", 400, "Reading the players failed: the database refused a value (22012)"],
    ["23505", 409, "Reading the players failed: it already exists (23505)"],
    ["23503", 409, "Reading the players failed: it refers to a record that does not exist (23503)"],
    ["23514", 400, "Reading the players failed: a value breaks a rule of the database (23514)"],
    ["23502", 400, "Reading the players failed: a required value is missing (23502)"],
    ["23000", 409, "Reading the players failed: it breaks a rule of the database (23000)"],
    ["PGRST100", 400, "Reading the players failed: the database could not read the request (PGRST100)"],
    ["PGRST102", 400, "Reading the players failed: the database could not read the request (PGRST102)"],
  ];
  for (const [code, status, message] of cases) {
    const { result: err, logged } = await silenceConsole("warn", () => Promise.resolve(databaseError("Reading the players failed", { code, message: "row secret" })));
    assert.equal(err.status, status, code);
    assert.equal(err.message, message, code);
    assert.equal(err.headers?.["Retry-After"], undefined, code);
    assert.doesNotMatch(err.message, /try again/);
    assert.doesNotMatch(JSON.stringify(logged), /row secret/);
  }
});
