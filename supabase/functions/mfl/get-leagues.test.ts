import assert from "node:assert/strict";
import { memoryRest } from "../_testing/memory-rest.ts";
import { MYLEAGUES_ONE } from "../_testing/mfl-fixtures.ts";
import { USER_ID } from "../_testing/helpers.ts";
import { connectedProfile, COOKIE, mflUnderTest, NOW } from "../_testing/mfl-deps.ts";

async function connected(expiresAt?: string) {
  return mflUnderTest({ db: memoryRest({ user_profile: [await connectedProfile(expiresAt)] }) });
}

Deno.test("GET /leagues: the caller's MFL leagues, sent with the stored cookie, never answered", async () => {
  const { call, stub } = await connected();
  const res = await call("GET", "/mfl/leagues?year=2026&cookie=from-the-client");
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, {
    success: true,
    year: 2026,
    leagues: [
      { league_id: "21499", franchise_id: "0001", name: "Example League", franchise_name: "Franchise 1", url: "https://www70.myfantasyleague.com/2020/home/21499" },
      { league_id: "13522", franchise_id: "0007", name: "Other League", franchise_name: "Team Seven", url: "https://www49.myfantasyleague.com/2020/home/13522" },
    ],
  });
  assert.equal(stub.requests[0].cookie, `MFL_USER_ID=${COOKIE}`);
  assert.equal(stub.requests[0].url.pathname, "/2026/export");
  assert.ok(!res.text.includes(COOKIE) && !res.text.includes("from-the-client"));
});

Deno.test("GET /leagues: a single league (object, not array) is one list item", async () => {
  const { call, stub } = await connected();
  stub.exports.myleagues = () => MYLEAGUES_ONE;
  const res = await call("GET", "/mfl/leagues");
  assert.equal(res.status, 200);
  assert.equal(res.body.leagues.length, 1);
  assert.equal(res.body.leagues[0].league_id, "21499");
  assert.equal(res.body.year, 2026);
});

Deno.test("GET /leagues: not connected / credentials not found / expired → the spec's texts", async () => {
  const none = await mflUnderTest().call("GET", "/mfl/leagues");
  assert.equal(none.status, 400);
  assert.equal(none.body.error, "MFL account not connected");

  const noCookie = mflUnderTest({ db: memoryRest({ user_profile: [{ user_id: USER_ID, mfl_username: "demo", mfl_cookie_enc: null }] }) });
  const missing = await noCookie.call("GET", "/mfl/leagues");
  assert.equal(missing.status, 400);
  assert.equal(missing.body.error, "MFL credentials not found");

  const old = await connected(new Date(NOW - 1000).toISOString());
  const expired = await old.call("GET", "/mfl/leagues");
  assert.equal(expired.status, 401);
  assert.equal(expired.body.error, "MFL session expired: reconnect your MFL account in Settings");
  assert.equal(expired.body.reconnect, true);
  assert.equal(old.stub.requests.length, 0);
});

Deno.test("GET /leagues: MFL rejects the session → 401 reconnect, stored expiry moved to now", async () => {
  const t = await connected();
  t.stub.exports.myleagues = () => ({ error: { $t: "API requires logged in user" } });
  const res = await t.call("GET", "/mfl/leagues");
  assert.equal(res.status, 401);
  assert.equal(res.body.error, "MFL session expired: reconnect your MFL account in Settings");
  assert.equal(t.db.rows("user_profile")[0].mfl_cookie_expires_at, new Date(NOW).toISOString());
  assert.equal(t.db.rows("user_profile")[0].mfl_username, "demo");
});

Deno.test("GET /leagues: league host failing → 502 'Failed to fetch leagues' with the reason", async () => {
  const t = await connected();
  t.stub.exports.myleagues = () => new Response("Service Unavailable", { status: 503 });
  const res = await t.call("GET", "/mfl/leagues");
  assert.equal(res.status, 502);
  assert.equal(res.body.error, "Failed to fetch leagues");
  assert.equal(res.body.success, false);
  assert.match(res.body.reason, /server error/);
});

Deno.test("GET /leagues: a season MFL does not have (its 404) → 404 with a clear message, not a 5xx", async () => {
  const t = await connected();
  t.stub.exports.myleagues = () => new Response("Not Found.", { status: 404 });
  const res = await t.call("GET", "/mfl/leagues?year=2025");
  assert.equal(res.status, 404);
  assert.equal(res.body.error, "MyFantasyLeague has no season 2025");
  assert.equal(res.body.success, false);
});

Deno.test("GET /leagues: bad year → 400", async () => {
  const t = await connected();
  for (const q of ["year=abc", "year=20266", "year=1.5"]) {
    const res = await t.call("GET", `/mfl/leagues?${q}`);
    assert.equal(res.status, 400, q);
    assert.match(res.body.error, /^Invalid request: year/);
  }
});
