import assert from "node:assert/strict";
import { memoryRest } from "../_testing/memory-rest.ts";
import { connectedProfile, COOKIE, mflUnderTest, NOW } from "../_testing/mfl-deps.ts";

async function connected() {
  return mflUnderTest({ db: memoryRest({ user_profile: [await connectedProfile()] }) });
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
