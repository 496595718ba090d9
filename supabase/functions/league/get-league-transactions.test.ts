import assert from "node:assert/strict";
import { request, USER_ID, userToken } from "../_testing/helpers.ts";
import { LEAGUE_ID, leagueUnderTest } from "../_testing/league-deps.ts";
import { WHOLE_SEASON_LIMIT } from "../_shared/contracts/league-transactions.ts";

async function member() {
  const t = leagueUnderTest();
  t.tables.member(USER_ID, LEAGUE_ID);
  t.sessions.set(USER_ID, "cookie-of-user");
  return { ...t, token: await userToken(USER_ID) };
}

Deno.test("transactions: stranger 403, bad leagueId or limit 400", async () => {
  const t = await member();
  const denied = await t.handler(
    request("GET", `/league-transactions?leagueId=${LEAGUE_ID}`, { token: await userToken("00000000-0000-4000-8000-0000000000cc") }),
  );
  assert.equal(denied.status, 403);
  assert.equal((await denied.json()).error, "Access denied to league");
  for (const q of ["", "?leagueId=x1", `?leagueId=${LEAGUE_ID}&limit=0`, `?leagueId=${LEAGUE_ID}&limit=${WHOLE_SEASON_LIMIT + 1}`]) {
    const res = await t.handler(request("GET", `/league-transactions${q}`, { token: t.token }));
    assert.equal(res.status, 400, q);
    await res.body?.cancel();
  }
});

Deno.test("transactions: parsed types and assets, names, franchiseNames, stats, newest first, limit", async () => {
  const t = await member();
  const res = await t.handler(request("GET", `/league-transactions?leagueId=${LEAGUE_ID}`, { token: t.token }));
  assert.equal(res.status, 200);
  const body = await res.json();
  assert.equal(body.success, true);
  assert.equal(body.year, 2026);
  assert.deepEqual(body.franchiseNames, { "0001": "Alpha", "0002": "Bravo", "0003": "Charlie" });
  assert.deepEqual(body.stats, { total_franchises: 3, total_transactions: 3, returned: 3 });
  assert.deepEqual(body.transactions.map((x: { transaction_type: string }) => x.transaction_type), ["TRADE", "BBID_WAIVER", "DROP"],
    "newest first; the system event is not a transaction; a drop-only free-agent move is DROP");

  const trade = body.transactions[0];
  assert.equal(trade.franchise_id, "0001");
  assert.equal(trade.franchise2_id, "0002");
  assert.equal(trade.comments, "Good luck!");
  const assets = trade.transaction_assets.map((a: Record<string, unknown>) =>
    [a.direction, a.franchise_id, a.asset_type, a.player_name ?? a.draft_round ?? a.asset_value]
  );
  assert.deepEqual(assets, [
    ["GAVE_UP", "0001", "PLAYER", "Patrick Mahomes"],
    ["RECEIVED", "0002", "PLAYER", "Patrick Mahomes"],
    ["GAVE_UP", "0001", "DRAFT_PICK", 2],
    ["RECEIVED", "0002", "DRAFT_PICK", 2],
    ["GAVE_UP", "0002", "PLAYER", "Travis Kelce"],
    ["RECEIVED", "0001", "PLAYER", "Travis Kelce"],
    ["GAVE_UP", "0002", "MONEY", 10],
    ["RECEIVED", "0001", "MONEY", 10],
  ]);
  const waiver = body.transactions[1];
  assert.equal(waiver.bid_amount, 7);
  assert.deepEqual(waiver.transaction_assets.map((a: Record<string, unknown>) => [a.direction, a.asset_type, a.asset_id, a.asset_value]), [
    ["RECEIVED", "PLAYER", "15000", null],
    ["GAVE_UP", "MONEY", null, 7],
    ["GAVE_UP", "PLAYER", "16000", null],
  ]);
  assert.equal(waiver.transaction_assets[2].player_name, null, "a player unknown to the database keeps its id");

  const five = await (await t.handler(request("GET", `/league-transactions?leagueId=${LEAGUE_ID}&limit=1`, { token: t.token }))).json();
  assert.equal(five.transactions.length, 1);
  assert.equal(five.stats.total_transactions, 3);
});

Deno.test("transactions: MFL down with stored data → stale answer, 200", async () => {
  const t = await member();
  await (await t.handler(request("GET", `/league-transactions?leagueId=${LEAGUE_ID}`, { token: t.token }))).body?.cancel();
  t.failing.mfl = true;
  t.now.value += 3_600_000;
  const res = await t.handler(request("GET", `/league-transactions?leagueId=${LEAGUE_ID}`, { token: t.token }));
  assert.equal(res.status, 200);
  const body = await res.json();
  assert.equal(body.stale, true);
  assert.match(body.message, /^Showing data from .*: MyFantasyLeague is not responding$/);
  assert.equal(body.transactions.length, 3);
});

Deno.test("transactions: MFL down → one refresh per backoff_initial_sec, not one per request; stored rows stale meanwhile", async () => {
  const t = await member();
  await (await t.handler(request("GET", `/league-transactions?leagueId=${LEAGUE_ID}`, { token: t.token }))).body?.cancel();
  t.failing.mfl = true;
  t.now.value += 3_600_000;
  const first = await (await t.handler(request("GET", `/league-transactions?leagueId=${LEAGUE_ID}`, { token: t.token }))).json();
  assert.equal(first.stale, true);
  const callsAfterFailure = t.calls.length;
  const writesAfterFailure = t.tables.writes.length;

  // 20 more requests within backoff_initial_sec (2 s by default): served from the tables
  for (let i = 0; i < 20; i++) {
    t.now.value += 50;
    const body = await (await t.handler(request("GET", `/league-transactions?leagueId=${LEAGUE_ID}`, { token: t.token }))).json();
    assert.deepEqual([body.stale, body.message, body.transactions.length], [true, first.message, 3]);
  }
  assert.equal(t.calls.length, callsAfterFailure, "no MFL call within the backoff");
  assert.equal(t.tables.writes.length, writesAfterFailure, "no table rewritten within the backoff");

  // after the backoff the next request tries MFL again
  t.now.value += 2_000;
  await (await t.handler(request("GET", `/league-transactions?leagueId=${LEAGUE_ID}`, { token: t.token }))).body?.cancel();
  assert.ok(t.calls.length > callsAfterFailure, "retried after the backoff");
});
