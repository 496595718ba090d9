import assert from "node:assert/strict";
import { AppError } from "../errors.ts";
import { MflApiError, MflAuthError } from "../mfl/errors.ts";
import { UpstreamHttpError, UpstreamTimeoutError } from "../upstream/errors.ts";
import type { NflWeek } from "../mfl/nfl-schedule.ts";
import { retryLater } from "../upstream/retry-after.ts";
import { toAppError } from "../mfl/app-errors.ts";
import type { UpstreamResult } from "../upstream/result.ts";
import { currentWeek, weekUnknown } from "./current-week.ts";
import type { UpstreamGet } from "./datasets/dataset.ts";

const FETCHED = "2026-11-22T19:00:00.000Z";

function upstream(answer: () => Promise<UpstreamResult<NflWeek[]>>): UpstreamGet {
  return { get: <T>() => answer() as unknown as Promise<UpstreamResult<T>> };
}

Deno.test("current week: MFL's answer; its last copy marked stale, dated", async () => {
  const fresh = await currentWeek(upstream(() => Promise.resolve({ data: [{ week: 12, games: [] }], stale: false, fetchedAt: FETCHED })), 2026);
  assert.deepEqual(fresh, { week: 12, games: [], stale: false, fetchedAt: FETCHED });
  const last = await currentWeek(upstream(() => Promise.resolve({ data: [{ week: 11, games: [] }], stale: true, fetchedAt: FETCHED })), 2026);
  assert.deepEqual([last.week, last.stale, last.fetchedAt], [11, true, FETCHED]);
});

Deno.test("current week unknown: MFL busy, failing or slow with nothing saved → the busy answer, 503 with Retry-After", async () => {
  const failures = [
    toAppError(new UpstreamHttpError(429, "api.myfantasyleague.com", 2)),
    retryLater(toAppError(new UpstreamHttpError(503, "api.myfantasyleague.com")), 4_000),
    retryLater(toAppError(new UpstreamTimeoutError("League host did not answer within 15 s")), 2_000),
  ];
  const expected = [2, 4, 2];
  for (const [i, failure] of failures.entries()) {
    const error = await currentWeek(upstream(() => Promise.reject(failure)), 2026).then(() => null, (e) => e);
    assert.ok(error instanceof AppError, String(error));
    assert.equal(error.status, 503);
    assert.equal(error.message, `MyFantasyLeague is busy: try again in ${expected[i]} seconds`);
    assert.equal(error.headers?.["Retry-After"], String(expected[i]));
    assert.equal(error.details?.retryAfterSec, expected[i]);
  }
});

Deno.test("current week unknown for another reason: that reason, as it is", () => {
  const session = weekUnknown(new MflAuthError("API requires logged in user"));
  assert.ok(session instanceof AppError && session.status === 401, String(session));
  const refused = weekUnknown(new MflApiError("Invalid export TYPE", 200));
  assert.ok(refused instanceof AppError && refused.status === 502 && !refused.headers?.["Retry-After"], String(refused));
  const cap = new AppError("rate_limited", "Too many requests: try again in 20 seconds", { retryAfterSec: 20 }, { "Retry-After": "20" });
  assert.equal(weekUnknown(cap), cap, "the caller's own per-minute cap stays a 429");
  const bug = new TypeError("x is undefined");
  assert.equal(weekUnknown(bug), bug);
});
