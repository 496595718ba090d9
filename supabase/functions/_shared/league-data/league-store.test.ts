import assert from "node:assert/strict";
import { fakeSupabase, silenceConsole } from "../../_testing/helpers.ts";
import { isLeagueViewRpc, supabaseReader } from "./league-store.ts";

const viewAnswer = {
  membership: { league_id: "61408", franchise_id: "0003", display_name: "Gazette", verified_at: "2026-11-01T00:00:00Z" },
  sync: [{ kind: "standings", synced_at: "2026-11-20T10:00:00Z", attempted_at: "2026-11-20T10:00:00Z", stale: false, last_error: null }],
  franchises: null,
  rows: [{ franchise_id: "0003" }],
};

Deno.test("reader: a view is one call of its read function, as the caller, with the league, season and limit", async () => {
  const { client, calls } = fakeSupabase(() => new Response(JSON.stringify(viewAnswer), { headers: { "Content-Type": "application/json" } }));
  const snap = await supabaseReader(client).view("league_view_standings", "61408", 2026, 5);
  assert.equal(calls.length, 1);
  assert.equal(calls[0].method, "POST");
  assert.equal(calls[0].url.pathname, "/rest/v1/rpc/league_view_standings");
  assert.deepEqual(calls[0].body, { p_league_id: "61408", p_year: 2026, p_limit: 5 });
  assert.equal(snap.membership?.franchise_id, "0003");
  assert.equal(snap.states.length, 1);
  assert.deepEqual(snap.franchises, [], "a league without franchises reads as none");
  assert.deepEqual(snap.rows, [{ franchise_id: "0003" }], "the rows are passed on for the dataset to read");
});

Deno.test("reader: the database failing is a 503 'try again shortly', the row data not in the message", async () => {
  const { client } = fakeSupabase(() =>
    new Response(JSON.stringify({ code: "57P01", message: "terminating connection", details: "row of 0001" }), {
      status: 500,
      headers: { "Content-Type": "application/json" },
    })
  );
  const { result } = await silenceConsole("error", () =>
    supabaseReader(client).view("league_view_transactions", "61408", 2026).then(() => null, (e) => e)
  );
  assert.equal(result.status, 503);
  assert.equal(result.message, "Reading the league data failed: try again shortly");
});

Deno.test("league view read functions are named league_view_<kind>; nothing else is one", () => {
  assert.ok(isLeagueViewRpc("league_view_top_players"));
  for (const name of ["league_view", "league_view_x; drop table user_leagues", "replace_league_standings", "LEAGUE_VIEW_A"]) {
    assert.ok(!isLeagueViewRpc(name), name);
  }
});
