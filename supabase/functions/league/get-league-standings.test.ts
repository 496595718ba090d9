import assert from "node:assert/strict";
import { supabaseReader } from "../_shared/league-data/league-store.ts";
import { fakeSupabase, request, silenceConsole, USER_ID, userToken } from "../_testing/helpers.ts";
import { LEAGUE_ID, leagueUnderTest, NOW, YEAR } from "../_testing/league-deps.ts";
import type { JsonObject } from "../_shared/mfl/quirks.ts";

const STRANGER = "00000000-0000-4000-8000-0000000000cc";

async function member(options: Parameters<typeof leagueUnderTest>[0] = {}) {
  const t = leagueUnderTest(options);
  t.tables.member(USER_ID, LEAGUE_ID, "0001", "Gridiron Gazette League");
  t.sessions.set(USER_ID, "cookie-of-user");
  return { ...t, token: await userToken(USER_ID) };
}

Deno.test("standings: a stranger gets 403 'Access denied to league' and MFL is not asked", async () => {
  const t = await member();
  const res = await t.handler(request("GET", `/league-standings?leagueId=${LEAGUE_ID}`, { token: await userToken(STRANGER) }));
  assert.equal(res.status, 403);
  assert.equal((await res.json()).error, "Access denied to league");
  assert.deepEqual(t.calls, []);
});

Deno.test("standings: missing or malformed leagueId and bad year are 400", async () => {
  const t = await member();
  for (const query of ["", "?leagueId=", "?leagueId=abc", "?leagueId=61408&year=19", "?leagueId=61408&year=x"]) {
    const res = await t.handler(request("GET", `/league-standings${query}`, { token: t.token }));
    assert.equal(res.status, 400, query);
    const body = await res.json();
    assert.match(body.error, /^Invalid request: (leagueId|year)/, query);
  }
  assert.deepEqual(t.calls, []);
});

Deno.test("standings: cold → synced from MFL, grouped by division, sorted, with GB and names", async () => {
  const t = await member();
  const res = await t.handler(request("GET", `/league-standings?leagueId=${LEAGUE_ID}`, { token: t.token }));
  assert.equal(res.status, 200);
  const body = await res.json();
  assert.equal(body.success, true);
  assert.equal(body.leagueId, LEAGUE_ID);
  assert.equal(body.leagueName, "Gridiron Gazette League");
  assert.equal(body.year, YEAR, "year defaults to the current season");
  assert.equal(body.stale, false);
  assert.equal(body.syncedAt, new Date(NOW).toISOString());
  assert.deepEqual(
    body.standings.map((r: Record<string, unknown>) => [r.franchise_id, r.division_name, r.division_rank, r.games_back]),
    [["0001", "East", 1, null], ["0002", "East", 2, 0], ["0003", "West", 1, null]],
    "equal pct in East: more points for first; divisions in id order",
  );
  const alpha = body.standings[0];
  assert.deepEqual(alpha, {
    franchise_id: "0001",
    franchiseId: "0001",
    franchise_name: "Alpha",
    division_id: "00",
    division_name: "East",
    rank: 3,
    division_rank: 1,
    wins: 6,
    losses: 4,
    ties: 1,
    win_loss_tie_record: "6-4-1",
    winning_percentage: 0.59091,
    games_back: null,
    current_streak: "W1",
    division_record: "2-1-0",
    points_for: 1350.25,
    points_against: 1200,
    blind_bid_balance: 88,
    victory_points: null,
    conference_id: null,
    conference_name: null,
    conference_record: null,
  });
  assert.deepEqual(body.rules, { sortKeys: ["PCT", "PTS"], headToHead: true, victoryPoints: false, blindBidding: true });
  assert.deepEqual(t.calls.sort(), ["league", "leagueStandings"]);
});

Deno.test("standings: within the TTL the tables answer, MFL is not asked again", async () => {
  const t = await member();
  await (await t.handler(request("GET", `/league-standings?leagueId=${LEAGUE_ID}`, { token: t.token }))).body?.cancel();
  t.calls.length = 0;
  t.now.value += 60_000;
  const res = await t.handler(request("GET", `/league-standings?leagueId=${LEAGUE_ID}`, { token: t.token }));
  assert.equal((await res.json()).standings.length, 3);
  assert.deepEqual(t.calls, []);
});

Deno.test("standings: MFL down with stored data → last good rows, stale, message, never a 5xx", async () => {
  const t = await member();
  await (await t.handler(request("GET", `/league-standings?leagueId=${LEAGUE_ID}`, { token: t.token }))).body?.cancel();
  t.failing.mfl = true;
  t.now.value += 3_600_000;
  const res = await t.handler(request("GET", `/league-standings?leagueId=${LEAGUE_ID}`, { token: t.token }));
  assert.equal(res.status, 200);
  const body = await res.json();
  assert.equal(body.stale, true);
  assert.equal(body.syncedAt, new Date(NOW).toISOString());
  assert.equal(body.message, "Showing data from 2026-11-21 12:00 UTC: MyFantasyLeague is not responding");
  assert.equal(body.standings.length, 3);
  const state = t.tables.states.find((s) => s.kind === "standings");
  assert.equal(state?.stale, true, "the failure is recorded");
});

Deno.test("standings: MFL down and nothing stored → 502 with a clear message", async () => {
  const t = await member();
  t.failing.mfl = true;
  const res = await t.handler(request("GET", `/league-standings?leagueId=${LEAGUE_ID}`, { token: t.token }));
  assert.equal(res.status, 502);
  assert.match((await res.json()).error, /^MyFantasyLeague answered with a server error: no saved data to show yet$/);
});

Deno.test("standings: the upstream's own stale copy is shown as stale", async () => {
  const t = await member();
  t.upstreamStale.value = true;
  const body = await (await t.handler(request("GET", `/league-standings?leagueId=${LEAGUE_ID}`, { token: t.token }))).json();
  assert.equal(body.stale, true);
  assert.equal(body.message, "Showing data from 2026-11-21 11:00 UTC: MyFantasyLeague is not responding");
});

Deno.test("standings: MFL not connected → the spec's text without data, stale data with it", async () => {
  const t = await member();
  t.sessions.clear();
  const none = await t.handler(request("GET", `/league-standings?leagueId=${LEAGUE_ID}`, { token: t.token }));
  assert.equal(none.status, 400);
  assert.equal((await none.json()).error, "MFL account not connected");

  t.sessions.set(USER_ID, "cookie");
  await (await t.handler(request("GET", `/league-standings?leagueId=${LEAGUE_ID}`, { token: t.token }))).body?.cancel();
  t.sessions.clear();
  t.now.value += 3_600_000;
  const body = await (await t.handler(request("GET", `/league-standings?leagueId=${LEAGUE_ID}`, { token: t.token }))).json();
  assert.equal(body.stale, true);
  assert.equal(body.message, "Showing data from 2026-11-21 12:00 UTC: MFL account not connected");
});

Deno.test("standings: concurrent cold requests share one refresh", async () => {
  const t = await member();
  const responses = await Promise.all(
    Array.from({ length: 20 }, () => t.handler(request("GET", `/league-standings?leagueId=${LEAGUE_ID}`, { token: t.token }))),
  );
  for (const res of responses) assert.equal((await res.json()).standings.length, 3);
  assert.deepEqual(t.calls.sort(), ["league", "leagueStandings"]);
  assert.deepEqual(t.tables.writes.sort(), [`franchises:${LEAGUE_ID}`, `standings:${LEAGUE_ID}`]);
});

Deno.test("standings: a database failure is 503 JSON 'try again shortly', the row data not logged", async () => {
  const { client } = fakeSupabase(() =>
    new Response(JSON.stringify({ code: "57P01", message: "terminating connection", details: "row of 0001" }), {
      status: 500,
      headers: { "Content-Type": "application/json" },
    })
  );
  const down = supabaseReader(client);
  const get = (t: { handler: (req: Request) => Promise<Response>; token: string }) =>
    silenceConsole("error", () => t.handler(request("GET", `/league-standings?leagueId=${LEAGUE_ID}`, { token: t.token })));
  // The read after a refresh fails: membership and sync state came from memory, the refresh wrote.
  let trips = 0;
  const one = await get(await member({ reader: (memory) => ({ view: (...a) => (trips++ === 0 ? memory.view(...a) : down.view(...a)) }) }));
  assert.equal(one.result.status, 503);
  assert.match(one.result.headers.get("Content-Type") ?? "", /application\/json/);
  assert.deepEqual(await one.result.json(), { error: "Reading the league data failed: try again shortly", code: "unavailable" });
  assert.match(JSON.stringify(one.logged), /57P01/);
  assert.doesNotMatch(JSON.stringify(one.logged), /row of 0001|terminating/);
  // Every read down.
  const all = await get(await member({ reader: () => down }));
  assert.equal(all.result.status, 503);
  assert.equal((await all.result.json()).code, "unavailable");
});

/** A member of a league whose MFL exports are `league` and `leagueStandings`. */
async function memberOf(league: JsonObject, franchises: JsonObject[]) {
  const t = leagueUnderTest({ bodies: { league: { league }, leagueStandings: { leagueStandings: { franchise: franchises } } } });
  t.tables.member(USER_ID, LEAGUE_ID, "0001", "Kinds");
  t.sessions.set(USER_ID, "cookie-of-user");
  const res = await t.handler(request("GET", `/league-standings?leagueId=${LEAGUE_ID}`, { token: await userToken(USER_ID) }));
  assert.equal(res.status, 200);
  return await res.json();
}

const TEAMS = { franchise: [{ id: "0001", name: "One" }, { id: "0002", name: "Two" }, { id: "0003", name: "Three" }] };

Deno.test("standings of a victory-points league: ranked VP then points, VP answered, no games back", async () => {
  const body = await memberOf(
    { id: LEAGUE_ID, standingsSort: "VP,PTS,", victoryPointsWin: "2", h2h: "YES", currentWaiverType: "BBID", franchises: TEAMS },
    [
      { id: "0002", h2hw: "7", h2hl: "3", h2ht: "0", pf: "1200", pa: "1000", vp: "19" },
      { id: "0001", h2hw: "8", h2hl: "2", h2ht: "0", pf: "1100", pa: "1000", vp: "19" },
      { id: "0003", h2hw: "6", h2hl: "4", h2ht: "0", pf: "1300", pa: "1000", vp: "15" },
    ],
  );
  assert.deepEqual(body.rules, { sortKeys: ["VP", "PTS"], headToHead: true, victoryPoints: true, blindBidding: true });
  assert.deepEqual(
    body.standings.map((r: Record<string, unknown>) => [r.franchise_id, r.victory_points, r.division_rank, r.games_back]),
    [["0002", 19, 1, null], ["0001", 19, 2, null], ["0003", 15, 3, null]],
    "equal VP: more points first, though 0001 has the better record",
  );
});

Deno.test("standings of a total-points league: no head-to-head, ranked by points, no victory points or blind bids", async () => {
  const body = await memberOf(
    { id: LEAGUE_ID, standingsSort: "PTS,", h2h: "", currentWaiverType: "WAIVER", franchises: TEAMS },
    [{ id: "0003", pf: "1287", pp: "1287" }, { id: "0001", pf: "1240", pp: "1240" }, { id: "0002", pf: "1100", pp: "1100" }],
  );
  assert.deepEqual(body.rules, { sortKeys: ["PTS"], headToHead: false, victoryPoints: false, blindBidding: false });
  assert.deepEqual(
    body.standings.map((r: Record<string, unknown>) => [r.franchise_id, r.points_for, r.victory_points, r.division_name]),
    [["0003", 1287, null, "League"], ["0001", 1240, null, "League"], ["0002", 1100, null, "League"]],
  );
});

Deno.test("standings of a league with conferences: grouped by conference then division, conference records, names without HTML", async () => {
  const body = await memberOf(
    {
      id: LEAGUE_ID, standingsSort: "PCT,PTS,",
      conferences: { conference: [{ id: "00", name: "American Conference" }, { id: "01", name: "National Conference" }] },
      divisions: { division: [{ id: "00", name: "★ North", conference: "00" }, { id: "01", name: "South &amp; Sons", conference: "01" }] },
      franchises: {
        franchise: [
          { id: "0001", name: "<font color='blue'>Blue Thunder</font>", division: "01" },
          { id: "0002", name: "<b><font color=Orange>Orange Crush</font></b>", division: "00" },
          { id: "0003", name: "Three", division: "01" },
        ],
      },
    },
    [
      { id: "0002", h2hw: "9", h2hl: "2", h2ht: "0", pf: "1400", pa: "1000", confw: "5", confl: "1", conft: "0", fname: "<b><font color=Orange>Orange Crush</font></b>" },
      { id: "0003", h2hw: "8", h2hl: "3", h2ht: "0", pf: "1300", pa: "1000", confw: "4", confl: "0", conft: "0" },
      { id: "0001", h2hw: "5", h2hl: "6", h2ht: "0", pf: "1200", pa: "1000", confw: "1", confl: "3", conft: "0" },
    ],
  );
  assert.deepEqual(
    body.standings.map((r: Record<string, unknown>) => [r.conference_name, r.division_name, r.franchise_name, r.conference_record, r.games_back]),
    [
      ["American Conference", "★ North", "Orange Crush", "5-1-0", null],
      ["National Conference", "South & Sons", "Three", "4-0-0", null],
      ["National Conference", "South & Sons", "Blue Thunder", "1-3-0", 3],
    ],
  );
});
