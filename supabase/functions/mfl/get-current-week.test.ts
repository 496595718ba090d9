import assert from "node:assert/strict";
import { mflUnderTest } from "../_testing/mfl-deps.ts";

Deno.test("GET /current-week: MFL's current NFL week", async () => {
  const t = mflUnderTest();
  const res = await t.call("GET", "/mfl/current-week?year=2026");
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, { currentWeek: 12, year: 2026 });
  assert.equal(t.stub.requests[0].url.searchParams.get("TYPE"), "nflSchedule");
  assert.equal(t.stub.requests[0].url.searchParams.get("W"), null);
});

Deno.test("GET /current-week: off-season (week 0) → week 1 with fallback", async () => {
  const t = mflUnderTest();
  t.stub.exports.nflSchedule = () => ({ nflSchedule: { week: "0" } });
  const res = await t.call("GET", "/mfl/current-week");
  assert.equal(res.status, 200);
  assert.equal(res.body.currentWeek, 1);
  assert.equal(res.body.fallback, true);
});

Deno.test("GET /current-week: MFL failing → week 1 with fallback and the reason, never 5xx", async () => {
  const t = mflUnderTest();
  t.stub.exports.nflSchedule = () => new Response("down", { status: 503 });
  const res = await t.call("GET", "/mfl/current-week");
  assert.equal(res.status, 200);
  assert.equal(res.body.currentWeek, 1);
  assert.equal(res.body.fallback, true);
  assert.match(res.body.reason, /MyFantasyLeague/);
});

Deno.test("GET /current-week: MFL busy with nothing saved → week 1 with fallback, in the words (and with the Retry-After) every route gives", async () => {
  const t = mflUnderTest();
  t.stub.exports.nflSchedule = () => new Response("", { status: 429, headers: { "retry-after": "2" } });
  const res = await t.call("GET", "/mfl/current-week");
  assert.equal(res.status, 200);
  assert.deepEqual(
    [res.body.currentWeek, res.body.fallback, res.body.reason, res.body.retryAfterSec],
    [1, true, "MyFantasyLeague is busy: try again in 2 seconds", 2],
  );
  assert.equal(res.headers.get("retry-after"), "2");
});

Deno.test("GET /current-week: bad year → 400", async () => {
  const res = await mflUnderTest().call("GET", "/mfl/current-week?year=next");
  assert.equal(res.status, 400);
});
