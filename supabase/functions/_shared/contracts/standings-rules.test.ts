import assert from "node:assert/strict";
import { compareStanding, gamesBack, groupByDivision, parseRecord, winPercentage } from "./standings-rules.ts";

Deno.test("W-L-T text parses to numbers", () => {
  assert.deepEqual(parseRecord("10-2-0"), { wins: 10, losses: 2, ties: 0 });
  assert.deepEqual(parseRecord("4-5"), { wins: 4, losses: 5, ties: 0 });
  assert.deepEqual(parseRecord(" 10-0-0 "), { wins: 10, losses: 0, ties: 0 });
  for (const text of ["", "x", "8-3-1-2", "-1-2-3", "8 3 1", null, undefined]) assert.equal(parseRecord(text), null, String(text));
});

Deno.test("winning percentage: a tie counts half a win, 0 before any game (spec 01 §9)", () => {
  assert.equal(winPercentage({ wins: 10, losses: 2, ties: 0 }), 10 / 12);
  assert.equal(winPercentage({ wins: 5, losses: 6, ties: 1 }), 5.5 / 12);
  assert.equal(winPercentage({ wins: 0, losses: 0, ties: 1 }), 0.5);
  assert.equal(winPercentage({ wins: 0, losses: 0, ties: 0 }), 0);
});

const team = (id: string, wins: number, losses: number, ties: number, pf: number, division: string | null = null) => ({
  id,
  wins,
  losses,
  ties,
  points_for: pf,
  division_id: division,
  division_name: division === null ? null : `Div ${division}`,
});

Deno.test("within a division: pct descending, then points for descending", () => {
  const rows = [team("a", 5, 5, 0, 900), team("b", 7, 3, 0, 800), team("c", 5, 5, 0, 1000), team("d", 6, 3, 1, 700)];
  assert.deepEqual(rows.sort(compareStanding).map((r) => r.id), ["b", "d", "c", "a"]);
});

Deno.test("games back against the division leader; null for the leader", () => {
  const leader = team("l", 9, 2, 0, 0);
  assert.equal(gamesBack(leader, leader), null);
  assert.equal(gamesBack(leader, team("t", 7, 4, 0, 0)), 2);
  assert.equal(gamesBack(leader, team("t", 8, 2, 1, 0)), 0.5);
  assert.equal(gamesBack(leader, team("t", 9, 2, 0, 0)), 0, "a tied team is 0 back, not a dash");
});

Deno.test("groupByDivision: division order, sorting, rank, GB, 'League' without divisions", () => {
  const groups = groupByDivision([
    team("w1", 4, 6, 0, 1000, "01"),
    team("e1", 6, 4, 0, 900, "00"),
    team("w2", 8, 2, 0, 1100, "01"),
    team("e2", 6, 4, 0, 950, "00"),
  ]);
  assert.deepEqual(groups.map((g) => g.divisionName), ["Div 00", "Div 01"]);
  assert.deepEqual(groups[0].rows.map((r) => [r.id, r.division_rank, r.games_back]), [["e2", 1, null], ["e1", 2, 0]]);
  assert.deepEqual(groups[1].rows.map((r) => [r.id, r.division_rank, r.games_back]), [["w2", 1, null], ["w1", 2, 4]]);

  const flat = groupByDivision([team("x", 1, 0, 0, 10), team("y", 0, 1, 0, 20)]);
  assert.equal(flat.length, 1);
  assert.equal(flat[0].divisionName, "League");
  assert.equal(flat[0].divisionId, null);
});
