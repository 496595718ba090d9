// The mfl function against an in-process league-host simulator (real HTTP, real MFL quirks),
// with an in-memory PostgREST for the tables.
import assert from "node:assert/strict";
import { startSimulator } from "../../../local/sim/server.ts";
import { decryptCookie } from "../_shared/crypto/cookie-cipher.ts";
import { ADMIN_ID, USER_ID } from "../_testing/helpers.ts";
import { mflUnderTest, NOW, TEST_KEYRING } from "../_testing/mfl-deps.ts";
import { MFL_SESSION_RECHECK_MS } from "../_shared/contracts/mfl-validate-cookie.ts";

const OTHER_ID = "00000000-0000-4000-8000-00000000000c";

Deno.test("mfl against the simulator: connect, leagues, sync, validate, week, expiry, reconnect message", async () => {
  // leagues "standard": the three leagues the product handles today; goes when it handles every league kind (issue 21).
  const sim = await startSimulator({ port: 0, seed: 7, leagues: "standard" });
  try {
    const clock = { at: NOW };
    const t = mflUnderTest({ apiBase: sim.url, fetch: globalThis.fetch, now: () => clock.at });

    const wrong = await t.call("POST", "/mfl/login", { username: "demo", password: "nope" });
    assert.equal(wrong.status, 401);
    assert.equal(wrong.body.error, "Login failed: Invalid Password");
    assert.equal(wrong.body.success, false);

    const login = await t.call("POST", "/mfl/login", { username: "demo", password: "demo123" });
    assert.equal(login.status, 200, login.text);
    assert.equal(login.body.message, "Successfully connected to MyFantasyLeague");
    assert.deepEqual(login.body.sync, { existing: 0, added: 3, total: 3 });
    assert.equal(login.body.warnings, undefined);

    // The cookie is stored encrypted, decrypts to a live simulator session of demo.
    const [profile] = t.db.rows("user_profile");
    const cookie = await decryptCookie(String(profile.mfl_cookie_enc), await TEST_KEYRING, USER_ID);
    assert.equal(sim.world.sessions.usernameOf(cookie), "demo");
    assert.notEqual(profile.mfl_cookie_enc, cookie);
    assert.ok(!String(profile.mfl_cookie_enc).includes(cookie));

    const leagues = await t.call("GET", "/mfl/leagues");
    assert.equal(leagues.status, 200);
    assert.deepEqual(leagues.body.leagues.map((l: { league_id: string; franchise_id: string }) => [l.league_id, l.franchise_id]).sort(), [
      ["35112", "0007"],
      ["61408", "0003"],
      ["72901", "0011"],
    ]);
    assert.ok(leagues.body.leagues.some((l: { name: string }) => l.name === "Gridiron Gazette League"));

    const sync = await t.call("POST", "/mfl/sync-leagues", {});
    assert.deepEqual(sync.body, { success: true, existing: 3, added: 0, total: 3, warnings: [] });
    assert.deepEqual(t.db.rows("user_leagues").map((r) => [r.league_id, r.franchise_id]).sort(), [["35112", "0007"], ["61408", "0003"], ["72901", "0011"]]);
    assert.equal(t.db.rows("league_franchises").length, 12 + 10 + 14);
    const east = t.db.rows("league_franchises").filter((r) => r.league_id === "61408" && r.division_name === "East");
    assert.ok(east.length > 0);

    const valid = await t.call("POST", "/mfl/validate", { leagueId: "61408" });
    assert.equal(valid.status, 200);
    assert.equal(valid.body.valid, true);
    assert.equal(valid.body.league.name, "Gridiron Gazette League");
    assert.equal(valid.body.league.franchises, 12);
    const bogus = await t.call("POST", "/mfl/validate", { leagueId: "99999" });
    assert.equal(bogus.status, 404);
    assert.deepEqual([bogus.body.success, bogus.body.valid, bogus.body.error], [false, false, "League not found"]);

    const week = await t.call("GET", "/mfl/current-week");
    assert.equal(week.status, 200);
    assert.equal(week.body.currentWeek, sim.world.weeks(sim.world.now()).CurrentWeek);
    assert.equal(week.body.fallback, undefined);

    const checked = await t.call("POST", "/mfl/validate-cookie", {});
    assert.equal(checked.body.valid, true);

    // The league host forgets the session: the next validation that asks MFL (the login's
    // acceptance answers for MFL_SESSION_RECHECK_MS) says so and the stored expiry moves to now.
    const expired = await fetch(`${sim.url}/_sim/cookies/expire`, { method: "POST", body: JSON.stringify({ username: "demo" }) });
    assert.equal((await expired.json()).expired, 1);
    clock.at += MFL_SESSION_RECHECK_MS;
    const invalid = await t.call("POST", "/mfl/validate-cookie", {});
    assert.equal(invalid.body.valid, false);
    assert.equal(t.db.rows("user_profile")[0].mfl_cookie_expires_at, new Date(clock.at).toISOString());
    assert.equal(t.db.rows("user_profile")[0].mfl_username, "demo");
    const after = await t.call("GET", "/mfl/leagues");
    assert.equal(after.status, 401);
    assert.equal(after.body.error, "MFL session expired: reconnect your MFL account in Settings");

    // solo: a single league (MFL's single-object quirk); nobody: none.
    const solo = await t.call("POST", "/mfl/login", { username: "solo", password: "solo123" }, OTHER_ID);
    assert.deepEqual(solo.body.sync, { existing: 0, added: 1, total: 1 });
    const soloLeagues = await t.call("GET", "/mfl/leagues", undefined, OTHER_ID);
    assert.deepEqual(soloLeagues.body.leagues.map((l: { league_id: string }) => l.league_id), ["35112"]);
    const nobody = await t.call("POST", "/mfl/login", { username: "nobody", password: "nobody123" }, ADMIN_ID);
    assert.equal(nobody.status, 200);
    assert.deepEqual(nobody.body.sync, { existing: 0, added: 0, total: 0 });
    assert.deepEqual((await t.call("GET", "/mfl/leagues", undefined, ADMIN_ID)).body.leagues, []);

    // No answer ever carried a cookie or a password.
    const tokens = [...t.db.rows("user_profile")].map(async (r) => await decryptCookie(String(r.mfl_cookie_enc), await TEST_KEYRING, String(r.user_id)));
    const secrets = [...await Promise.all(tokens), "demo123", "solo123", "nobody123"];
    for (const text of t.texts) for (const secret of secrets) assert.ok(!text.includes(secret), `response leaked a secret: ${text}`);
    assert.ok(!JSON.stringify([...t.db.tables.entries()]).match(/demo123|solo123|nobody123/));
  } finally {
    await sim.close();
  }
});

Deno.test("mfl against the simulator: MFL failing → current week falls back, leagues 502, no 5xx leaks", async () => {
  // leagues "standard": the three leagues the product handles today; goes when it handles every league kind (issue 21).
  const sim = await startSimulator({ port: 0, seed: 7, leagues: "standard" });
  try {
    const t = mflUnderTest({ apiBase: sim.url, fetch: globalThis.fetch });
    await t.call("POST", "/mfl/login", { username: "demo", password: "demo123" });
    const fault = await fetch(`${sim.url}/_sim/faults`, { method: "POST", body: JSON.stringify({ match: "mfl:*", kind: "status", status: 503, rate: 1 }) });
    assert.equal(fault.status, 201, await fault.text());
    // Cached answers are still served (myleagues was fetched by the login's sync) ...
    const cached = await t.call("GET", "/mfl/leagues");
    assert.equal(cached.status, 200);
    assert.equal(cached.body.leagues.length, 3);
    // ... requests nothing has cached fail cleanly.
    const week = await t.call("GET", "/mfl/current-week?year=2025");
    assert.deepEqual([week.status, week.body.currentWeek, week.body.fallback], [200, 1, true]);
    const leagues = await t.call("GET", "/mfl/leagues?year=2025");
    assert.ok([502, 503].includes(leagues.status), leagues.text);
    assert.equal(leagues.body.error, "Failed to fetch leagues");
  } finally {
    await sim.close();
  }
});
