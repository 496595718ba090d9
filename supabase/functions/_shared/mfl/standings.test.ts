import assert from "node:assert/strict";
import { normaliseLeague } from "./league.ts";
import { normaliseStandings, withLeagueDetails } from "./standings.ts";
import { LEAGUE, STANDINGS_ALL, STANDINGS_DEFAULT } from "../../_testing/mfl-fixtures.ts";

Deno.test("standings from the default columns", () => {
  const [first, second] = normaliseStandings(STANDINGS_DEFAULT);
  assert.deepEqual(first, {
    franchise_id: "0019",
    franchise_name: null,
    division_name: null,
    wins: 10,
    losses: 2,
    ties: 0,
    win_loss_tie_record: "10-2-0",
    winning_percentage: 10 / 12,
    current_streak: "W2",
    division_record: "10-2-0",
    points_for: 1904.2,
    points_against: 1447.55,
    blind_bid_balance: null,
    victory_points: null,
    all_play_percentage: null,
    conference_record: null,
  });
  assert.equal(second.win_loss_tie_record, "5-6-1");
  assert.equal(second.current_streak, "L1");
  assert.equal(second.winning_percentage, 5.5 / 12);
});

Deno.test("standings from ALL=1 columns: wlt text with &#8209;, strk, $ balances, single row object", () => {
  const rows = normaliseStandings(STANDINGS_ALL);
  assert.equal(rows.length, 1);
  assert.equal(rows[0].franchise_name, "Team One");
  assert.equal(rows[0].win_loss_tie_record, "15-3-0");
  assert.equal(rows[0].division_record, "5-1-0");
  assert.equal(rows[0].current_streak, "W3");
  assert.equal(rows[0].points_for, 2001.5);
  assert.equal(rows[0].blind_bid_balance, 12);
  assert.deepEqual(normaliseStandings({ leagueStandings: {} }), []);
  assert.equal(normaliseStandings({ standings: { franchise: { id: "0001", h2hw: "1" } } })[0].wins, 1);
});

Deno.test("withLeagueDetails fills names, divisions ('League' without one) and BBID balance", () => {
  const league = normaliseLeague(LEAGUE);
  const rows = withLeagueDetails(
    normaliseStandings({ leagueStandings: { franchise: [{ id: "0001", h2hw: "1" }, { id: "0002" }, { id: "0099" }] } }),
    league,
  );
  assert.deepEqual(rows.map((r) => [r.franchise_name, r.division_name, r.blind_bid_balance]), [
    ["Team One", "East", 100],
    ["Team Two", "West", 87],
    [null, "League", null],
  ]);
});
