import assert from "node:assert/strict";
import { memoryRest } from "../_testing/memory-rest.ts";
import { connectedProfile, COOKIE, mflUnderTest, NOW } from "../_testing/mfl-deps.ts";
import { MFL_SESSION_RECHECK_MS } from "../_shared/contracts/mfl-validate-cookie.ts";

/** A connected user; `clock.at` moves the handlers' time. */
async function connected() {
  const clock = { at: NOW };
  return { ...mflUnderTest({ db: memoryRest({ user_profile: [await connectedProfile()] }), now: () => clock.at }), clock };
}

Deno.test("POST /validate-cookie: no profile → {valid:false}, MFL not asked", async () => {
  const t = mflUnderTest();
  const res = await t.call("POST", "/mfl/validate-cookie", { cookie: "client-cookie" });
  assert.equal(res.status, 200);
  assert.equal(res.body.valid, false);
  assert.equal(t.stub.requests.length, 0);
});

Deno.test("POST /validate-cookie: MFL accepts the stored session → {valid:true}", async () => {
  const t = await connected();
  const res = await t.call("POST", "/mfl/validate-cookie", {});
  assert.equal(res.status, 200);
  assert.equal(res.body.valid, true);
  assert.equal(res.body.verified, true);
  assert.equal(t.stub.requests[0].cookie, `MFL_USER_ID=${COOKIE}`);
  assert.ok(!res.text.includes(COOKIE));
});

Deno.test("POST /validate-cookie: MFL rejects it → {valid:false}, expiry moved to now, username kept", async () => {
  const t = await connected();
  t.stub.exports.myleagues = () => ({ error: { $t: "API requires logged in user" } });
  const res = await t.call("POST", "/mfl/validate-cookie");
  assert.equal(res.status, 200);
  assert.equal(res.body.valid, false);
  const [row] = t.db.rows("user_profile");
  assert.equal(row.mfl_cookie_expires_at, new Date(NOW).toISOString());
  assert.equal(row.mfl_username, "demo");
  assert.ok(row.mfl_cookie_enc);
});

Deno.test("POST /validate-cookie: MFL unreachable → stored expiry decides, verified:false, nothing changed", async () => {
  const t = await connected();
  const before = t.db.rows("user_profile")[0].mfl_cookie_expires_at;
  t.stub.exports.myleagues = () => new Response("oops", { status: 500 });
  const res = await t.call("POST", "/mfl/validate-cookie");
  assert.equal(res.status, 200);
  assert.equal(res.body.valid, true);
  assert.equal(res.body.verified, false);
  assert.equal(t.db.rows("user_profile")[0].mfl_cookie_expires_at, before);
});

Deno.test("POST /validate-cookie: bad year → 400", async () => {
  const res = await mflUnderTest().call("POST", "/mfl/validate-cookie", { year: "soon" });
  assert.equal(res.status, 400);
});

Deno.test("POST /validate-cookie: MFL accepted it less than the recheck interval ago → answered without asking MFL", async () => {
  const t = await connected();
  const first = await t.call("POST", "/mfl/validate-cookie", {});
  assert.equal(first.body.checkedAt, new Date(NOW).toISOString());
  assert.equal(t.stub.count("myleagues"), 1);

  t.clock.at = NOW + MFL_SESSION_RECHECK_MS - 1000;
  const again = await t.call("POST", "/mfl/validate-cookie", {});
  assert.deepEqual([again.status, again.body.valid, again.body.verified, again.body.checkedAt], [200, true, true, new Date(NOW).toISOString()]);
  assert.equal(t.stub.count("myleagues"), 1, "MFL not asked again");

  t.clock.at = NOW + MFL_SESSION_RECHECK_MS;
  const later = await t.call("POST", "/mfl/validate-cookie", {});
  assert.deepEqual([later.body.valid, later.body.checkedAt], [true, new Date(t.clock.at).toISOString()]);
  assert.equal(t.stub.count("myleagues"), 2, "asked once the interval has passed");
});

Deno.test("POST /validate-cookie: MFL unreachable → no acceptance recorded, so the next check asks again", async () => {
  const t = await connected();
  t.stub.exports.myleagues = () => new Response("oops", { status: 500 });
  const res = await t.call("POST", "/mfl/validate-cookie");
  assert.equal(res.body.verified, false);
  assert.equal(res.body.checkedAt, undefined);
  assert.deepEqual(t.db.rows("mfl_session_checks"), []);
});

Deno.test("POST /validate-cookie: a session another call found rejected → expired at once, MFL not asked", async () => {
  const t = await connected();
  await t.call("POST", "/mfl/validate-cookie", {});
  const asked = t.stub.requests.length;
  // Within the interval, the league sync finds MFL rejecting the session.
  t.clock.at = NOW + 60_000;
  t.stub.exports.myleagues = () => ({ error: { $t: "API requires logged in user" } });
  assert.equal((await t.call("POST", "/mfl/sync-leagues", {})).status, 401);
  const res = await t.call("POST", "/mfl/validate-cookie", {});
  assert.deepEqual([res.status, res.body.valid, res.body.mflStatus], [200, false, "expired"]);
  assert.equal(res.body.reason, "MFL session expired: reconnect your MFL account in Settings");
  assert.equal(t.stub.requests.length, asked + 1, "only the sync asked MFL");
});

Deno.test("POST /validate-cookie: right after connecting, MFL is not asked (the login was its acceptance)", async () => {
  const t = mflUnderTest();
  const login = await t.call("POST", "/mfl/login", { username: "demo", password: "right-password" });
  assert.equal(login.status, 200);
  const asked = t.stub.requests.length;
  const res = await t.call("POST", "/mfl/validate-cookie", {});
  assert.deepEqual([res.body.valid, res.body.verified, res.body.checkedAt], [true, true, new Date(NOW).toISOString()]);
  assert.equal(t.stub.requests.length, asked);
});
