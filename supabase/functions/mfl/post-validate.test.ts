import assert from "node:assert/strict";
import { memoryRest } from "../_testing/memory-rest.ts";
import { ADMIN_ID } from "../_testing/helpers.ts";
import { connectedProfile, COOKIE, mflUnderTest, type StubReply } from "../_testing/mfl-deps.ts";

Deno.test("POST /validate: a league MFL knows → {success, valid, league}", async () => {
  const t = mflUnderTest({ db: memoryRest({ user_profile: [await connectedProfile()] }) });
  const res = await t.call("POST", "/mfl/validate", { leagueId: "61408", year: 2026, cookie: "ignored" });
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, {
    success: true,
    valid: true,
    league: {
      id: "61408",
      name: "League 61408",
      year: 2026,
      franchises: 3,
      divisions: 2,
      baseURL: "https://www44.myfantasyleague.com",
      startWeek: 1,
      endWeek: 17,
      lastRegularSeasonWeek: 14,
    },
  });
  assert.equal(t.stub.requests[0].cookie, `MFL_USER_ID=${COOKIE}`);
  assert.ok(!res.text.includes(COOKIE));
});

Deno.test("POST /validate: numeric leagueId accepted; works without an MFL connection", async () => {
  const t = mflUnderTest();
  const res = await t.call("POST", "/mfl/validate", { leagueId: 35112 });
  assert.equal(res.status, 200);
  assert.equal(res.body.league.id, "35112");
  assert.equal(t.stub.requests[0].cookie, null);
});

Deno.test("POST /validate: unknown league → 404 'League not found'", async () => {
  const t = mflUnderTest();
  t.stub.exports.league = () => ({ error: { $t: "Invalid league ID" } });
  const res = await t.call("POST", "/mfl/validate", { leagueId: "99999" });
  assert.equal(res.status, 404);
  assert.deepEqual({ success: res.body.success, valid: res.body.valid, error: res.body.error }, { success: false, valid: false, error: "League not found" });
  t.stub.exports.league = () => new Response("Not Found.", { status: 404 });
  const res404 = await t.call("POST", "/mfl/validate", { leagueId: "99998" });
  assert.equal(res404.status, 404);
  assert.equal(res404.body.error, "League not found");
});

Deno.test("POST /validate: missing or malformed leagueId → 400", async () => {
  const t = mflUnderTest();
  for (const [body, error] of [
    [{}, "Invalid request: leagueId is required"],
    [undefined, "Invalid request: leagueId is required"],
    [{ leagueId: "" }, "Invalid request: leagueId must not be empty"],
    [{ leagueId: "12ab" }, "Invalid request: leagueId must have digits only, e.g. 61408"],
    [{ leagueId: true }, "Invalid request: leagueId must be a string"],
  ] as const) {
    const res = await t.call("POST", "/mfl/validate", body);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(res.body.error, error);
  }
  assert.equal(t.stub.requests.length, 0);
});

Deno.test("POST /validate: league host down → 502 JSON", async () => {
  const t = mflUnderTest();
  t.stub.exports.league = () => new Response("down", { status: 502 });
  const res = await t.call("POST", "/mfl/validate", { leagueId: "61408" });
  assert.equal(res.status, 502);
  assert.equal(res.body.error, "Failed to validate league");
  assert.equal(res.body.valid, false);
});

Deno.test("POST /validate: a private league MFL will not show → 404, the stored session is left alone", async () => {
  const t = mflUnderTest({ db: memoryRest({ user_profile: [await connectedProfile()] }) });
  const before = t.db.rows("user_profile")[0].mfl_cookie_expires_at;
  t.stub.exports.league = (p) => ({ error: { $t: `API requires logged in user in league ID ${p.get("L")}` } });
  const res = await t.call("POST", "/mfl/validate", { leagueId: "44444" });
  assert.equal(res.status, 404);
  assert.equal(res.body.error, "League not found: MyFantasyLeague only shows this league to its members");
  assert.equal(t.db.rows("user_profile")[0].mfl_cookie_expires_at, before);
});

Deno.test("POST /validate: a stranger learns nothing of a private league a member validated (no shared cache)", async () => {
  const t = mflUnderTest({ db: memoryRest({ user_profile: [await connectedProfile()] }) });
  t.stub.exports.league = (p, cookie): StubReply =>
    cookie === `MFL_USER_ID=${COOKIE}`
      ? { league: { id: p.get("L") ?? "", name: "Private Club", franchises: { franchise: [] } } }
      : { error: { $t: `API requires logged in user in league ID ${p.get("L")}` } };
  const member = await t.call("POST", "/mfl/validate", { leagueId: "44444" });
  assert.equal(member.status, 200);
  assert.equal(member.body.league.name, "Private Club");

  // Another user without an MFL connection, right after: MFL is asked with their (absent) cookie.
  const stranger = await t.call("POST", "/mfl/validate", { leagueId: "44444" }, ADMIN_ID);
  assert.equal(stranger.status, 404);
  assert.equal(stranger.body.error, "League not found: MyFantasyLeague only shows this league to its members");
  assert.ok(!stranger.text.includes("Private Club"));
  assert.deepEqual(t.stub.requests.map((r) => r.cookie), [`MFL_USER_ID=${COOKIE}`, null]);
});

Deno.test("POST /validate: MFL down → 502, never a cached copy of the league", async () => {
  const t = mflUnderTest({ db: memoryRest({ user_profile: [await connectedProfile()] }) });
  assert.equal((await t.call("POST", "/mfl/validate", { leagueId: "61408" })).status, 200);
  t.stub.exports.league = () => new Response("down", { status: 503 });
  const res = await t.call("POST", "/mfl/validate", { leagueId: "61408" }, ADMIN_ID);
  assert.ok([502, 503].includes(res.status), res.text);
  assert.equal(res.body.error, "Failed to validate league");
  assert.ok(!res.text.includes("League 61408"));
});
