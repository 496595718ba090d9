import assert from "node:assert/strict";
import { memoryRest } from "../_testing/memory-rest.ts";
import { ADMIN_ID, USER_ID } from "../_testing/helpers.ts";
import { connectedProfile, mflUnderTest } from "../_testing/mfl-deps.ts";

Deno.test("POST /disconnect: clears cookie and expiry of the caller only, keeps the username", async () => {
  const other = { ...(await connectedProfile()), user_id: ADMIN_ID };
  const t = mflUnderTest({ db: memoryRest({ user_profile: [await connectedProfile(), other] }) });
  const res = await t.call("POST", "/mfl/disconnect", { cookie: "x" });
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, { success: true });
  const mine = t.db.rows("user_profile").find((r) => r.user_id === USER_ID)!;
  assert.equal(mine.mfl_cookie_enc, null);
  assert.equal(mine.mfl_cookie_expires_at, null);
  assert.equal(mine.mfl_username, "demo");
  assert.ok(t.db.rows("user_profile").find((r) => r.user_id === ADMIN_ID)!.mfl_cookie_enc);
  const after = await t.call("GET", "/mfl/leagues");
  assert.equal(after.body.error, "MFL credentials not found");
});

Deno.test("POST /disconnect: without a profile still succeeds", async () => {
  const res = await mflUnderTest().call("POST", "/mfl/disconnect");
  assert.equal(res.status, 200);
});

Deno.test("POST /disconnect: every membership the connection proved is withdrawn; the rows stay in the list", async () => {
  const verified = (user: string, league: string) => ({
    user_id: user, league_id: league, franchise_id: "0001", display_name: `L${league}`,
    verified_at: "2026-09-01T00:00:00.000Z", verified_mfl_username: "demo", verified_year: 2026,
  });
  const t = mflUnderTest({ db: memoryRest({ user_profile: [await connectedProfile()], user_leagues: [verified(USER_ID, "1"), verified(USER_ID, "2"), verified(ADMIN_ID, "1")] }) });
  assert.equal((await t.call("POST", "/mfl/disconnect")).status, 200);
  const rows = t.db.rows("user_leagues").map((r) => [r.user_id, r.league_id, r.verified_at]);
  assert.deepEqual(rows, [[USER_ID, "1", null], [USER_ID, "2", null], [ADMIN_ID, "1", "2026-09-01T00:00:00.000Z"]]);
});
