import assert from "node:assert/strict";
import { memoryRest } from "../_testing/memory-rest.ts";
import { ADMIN_ID, silenceConsole, USER_ID } from "../_testing/helpers.ts";
import { connectedProfile, COOKIE, leagueBody, mflUnderTest, NOW } from "../_testing/mfl-deps.ts";

async function connected(extra: Record<string, Record<string, unknown>[]> = {}) {
  return mflUnderTest({ db: memoryRest({ user_profile: [await connectedProfile()], ...extra }) });
}

Deno.test("POST /sync-leagues: adds new leagues with name and franchise, then reports them as existing", async () => {
  const t = await connected();
  const first = await t.call("POST", "/mfl/sync-leagues", { year: 2026 });
  assert.equal(first.status, 200);
  assert.deepEqual(first.body, { success: true, existing: 0, added: 2, total: 2, warnings: [] });
  const rows = t.db.rows("user_leagues").map((r) => [r.user_id, r.league_id, r.franchise_id, r.display_name]);
  assert.deepEqual(rows, [[USER_ID, "21499", "0001", "Example League"], [USER_ID, "13522", "0007", "Other League"]]);

  const second = await t.call("POST", "/mfl/sync-leagues", {});
  assert.deepEqual(second.body, { success: true, existing: 2, added: 0, total: 2, warnings: [] });
  assert.equal(t.db.rows("user_leagues").length, 2);
  // myleagues is asked fresh each time; league settings come from the league-wide cache.
  assert.equal(t.stub.count("myleagues"), 2);
  assert.equal(t.stub.count("league"), 2);
  assert.ok(!first.text.includes(COOKIE) && !second.text.includes(COOKIE));
});

Deno.test("POST /sync-leagues: updates name and franchise of known leagues, keeps other users' rows", async () => {
  const t = await connected({
    user_leagues: [
      { id: 1, user_id: USER_ID, league_id: "21499", franchise_id: "0009", display_name: "Old name" },
      { id: 2, user_id: ADMIN_ID, league_id: "21499", franchise_id: "0002", display_name: "Admin's" },
    ],
  });
  const res = await t.call("POST", "/mfl/sync-leagues");
  assert.deepEqual(res.body, { success: true, existing: 1, added: 1, total: 2, warnings: [] });
  const mine = t.db.rows("user_leagues").find((r) => r.user_id === USER_ID && r.league_id === "21499")!;
  assert.equal(mine.display_name, "Example League");
  assert.equal(mine.franchise_id, "0001");
  const admins = t.db.rows("user_leagues").find((r) => r.user_id === ADMIN_ID)!;
  assert.equal(admins.display_name, "Admin's");
});

Deno.test("POST /sync-leagues: league_franchises written by the league data's writer (replace_league_franchises)", async () => {
  const t = await connected();
  await t.call("POST", "/mfl/sync-leagues", { year: 2026 });
  const rows = t.db.rows("league_franchises").filter((r) => r.league_id === "21499");
  // franchiseRows: the same names and division fallback as the league function's sync
  assert.deepEqual(rows.map((r) => [r.year, r.franchise_id, r.franchise_name, r.division_id, r.division_name, r.logo_url]), [
    [2026, "0001", "Team One", "00", "East", "https://img.test/1.png"],
    [2026, "0002", "Team Two", "01", "West", null],
    [2026, "0007", "Team Seven", null, "League", null],
  ]);
  const rpcs = t.db.calls.filter((c) => c.url.pathname === "/rest/v1/rpc/replace_league_franchises");
  assert.equal(rpcs.length, 2);
  const args = rpcs[0].body as { p_year: number; p_synced_at: string };
  assert.equal(args.p_year, 2026);
  // the export's fetchedAt, so the function's older-data guard can work
  assert.ok(!Number.isNaN(Date.parse(args.p_synced_at)));
  // no direct table writes any more
  assert.equal(t.db.calls.filter((c) => c.url.pathname.endsWith("/league_franchises") && c.method !== "GET").length, 0);
  await t.call("POST", "/mfl/sync-leagues", { year: 2026 });
  assert.equal(t.db.rows("league_franchises").length, 6);
});

Deno.test("POST /sync-leagues: every league MFL lists is verified, with MFL's franchise replacing a claimed one", async () => {
  const t = await connected({
    user_leagues: [
      // added by the user (SPA Add League): unverified, franchise claimed
      { id: 1, user_id: USER_ID, league_id: "21499", franchise_id: "0009", display_name: "Mine", verified_at: null },
      // not in MFL's list: left as it is
      { id: 2, user_id: USER_ID, league_id: "77777", franchise_id: "0001", display_name: "Claimed", verified_at: null },
    ],
  });
  const res = await t.call("POST", "/mfl/sync-leagues");
  assert.equal(res.status, 200);
  const row = (id: string) => t.db.rows("user_leagues").find((r) => r.user_id === USER_ID && r.league_id === id)!;
  assert.equal(row("21499").verified_at, new Date(NOW).toISOString());
  assert.equal(row("21499").franchise_id, "0001");
  assert.equal(row("13522").verified_at, new Date(NOW).toISOString());
  assert.equal(row("13522").franchise_id, "0007");
  assert.equal(row("77777").verified_at, null);
  assert.equal(row("77777").franchise_id, "0001");
});

Deno.test("POST /sync-leagues: one bad league is a warning, the others continue", async () => {
  const t = await connected();
  t.stub.exports.league = (p) => p.get("L") === "13522" ? { error: { $t: "Invalid league ID" } } : leagueBody(p.get("L")!);
  const res = await t.call("POST", "/mfl/sync-leagues");
  assert.equal(res.status, 200);
  assert.equal(res.body.added, 2);
  assert.equal(res.body.warnings.length, 1);
  assert.match(res.body.warnings[0], /^Franchises of Other League \(13522\) were not updated: .*Invalid league ID/);
  assert.equal(t.db.rows("league_franchises").length, 3);
});

Deno.test("POST /sync-leagues: a league that cannot be saved is skipped with a warning", async () => {
  const t = await connected();
  t.db.fail = (c) =>
    c.method === "POST" && c.url.pathname.endsWith("/user_leagues") && (c.body as { league_id: string }).league_id === "21499"
      ? Response.json({ code: "23514", message: "check violation" }, { status: 400 })
      : undefined;
  const { result: res } = await silenceConsole("error", () => t.call("POST", "/mfl/sync-leagues"));
  assert.equal(res.status, 200);
  assert.deepEqual([res.body.existing, res.body.added, res.body.total], [0, 1, 2]);
  assert.deepEqual(res.body.warnings, ["Skipped Example League (21499): it could not be saved"]);
});

Deno.test("POST /sync-leagues: MFL rejects the session → 401 reconnect and expiry now", async () => {
  const t = await connected();
  t.stub.exports.myleagues = () => ({ error: { $t: "API requires logged in user" } });
  const res = await t.call("POST", "/mfl/sync-leagues");
  assert.equal(res.status, 401);
  assert.equal(res.body.error, "MFL session expired: reconnect your MFL account in Settings");
  assert.equal(t.db.rows("user_profile")[0].mfl_cookie_expires_at, new Date(NOW).toISOString());
});

Deno.test("POST /sync-leagues: not connected, list unavailable, database down → clear JSON errors", async () => {
  const none = await mflUnderTest().call("POST", "/mfl/sync-leagues");
  assert.equal(none.status, 400);
  assert.equal(none.body.error, "MFL account not connected");

  const down = await connected();
  down.stub.exports.myleagues = () => new Error("connection reset");
  const a = await down.call("POST", "/mfl/sync-leagues");
  assert.equal(a.status, 502);
  assert.equal(a.body.error, "Failed to fetch leagues");

  const db = await connected();
  db.db.fail = (c) => c.method === "GET" && c.url.pathname.endsWith("/user_leagues") ? Response.json({ code: "XX000", message: "down" }, { status: 500 }) : undefined;
  const { result: b } = await silenceConsole("error", () => db.call("POST", "/mfl/sync-leagues"));
  assert.equal(b.status, 503);
  assert.equal(b.body.error, "Reading your leagues failed: try again shortly");
});

Deno.test("POST /sync-leagues: a league MFL no longer lists for this account, or another account proved, loses its verification; the row stays", async () => {
  const t = await connected({
    user_leagues: [
      { id: 1, user_id: USER_ID, league_id: "21499", franchise_id: "0001", display_name: "Listed", verified_at: "2026-09-01T00:00:00.000Z", verified_mfl_username: "demo", verified_year: 2026 },
      { id: 2, user_id: USER_ID, league_id: "55555", franchise_id: "0003", display_name: "Left it", verified_at: "2026-09-01T00:00:00.000Z", verified_mfl_username: "demo", verified_year: 2026 },
      { id: 3, user_id: ADMIN_ID, league_id: "55555", franchise_id: "0004", display_name: "Someone else's", verified_at: "2026-09-01T00:00:00.000Z", verified_mfl_username: "other", verified_year: 2026 },
    ],
  });
  const res = await t.call("POST", "/mfl/sync-leagues");
  assert.equal(res.status, 200);
  const row = (user: string, id: string) => t.db.rows("user_leagues").find((r) => r.user_id === user && r.league_id === id)!;
  assert.equal(row(USER_ID, "55555").verified_at, null, "no longer listed: access withdrawn");
  assert.equal(row(USER_ID, "55555").display_name, "Left it", "the row stays in the list");
  assert.equal(row(USER_ID, "21499").verified_at, new Date(NOW).toISOString());
  assert.deepEqual([row(USER_ID, "21499").verified_mfl_username, row(USER_ID, "21499").verified_year], ["demo", 2026]);
  assert.equal(row(ADMIN_ID, "55555").verified_at, "2026-09-01T00:00:00.000Z", "another user's rows are untouched");
});

Deno.test("POST /sync-leagues: leagues added by one sync share its time, so their order is stable (created_at, then league_id)", async () => {
  const t = await connected();
  await t.call("POST", "/mfl/sync-leagues", { year: 2026 });
  const stamps = new Set(t.db.rows("user_leagues").map((r) => r.created_at));
  assert.deepEqual([...stamps], [new Date(NOW).toISOString()]);
});
