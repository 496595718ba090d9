import assert from "node:assert/strict";
import { compareStanding, gamesBack, groupByDivision, parseRecord, standingsOrder, standingsSortKeys, winPercentage } from "./standings-rules.ts";

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

Deno.test("standingsSortKeys: the league's keys as the product reads them; the spec's order when it names none", () => {
  assert.deepEqual(standingsSortKeys("PCT,PTS,"), ["PCT", "PTS"]);
  assert.deepEqual(standingsSortKeys("VP,PTS,"), ["VP", "PTS"]);
  assert.deepEqual(standingsSortKeys("VICTORY_POINTS,PCT,PTS,ALL_PLAY_PCT,"), ["VP", "PCT", "PTS", "ALL_PLAY_PCT"], "a real league's spelling");
  assert.deepEqual(standingsSortKeys("PCT,PTS,H2H,PWR,VICTORY_POINTS,ALL_PLAY_PCT,"), ["PCT", "PTS", "HOST"], "MFL's order from H2H on");
  assert.deepEqual(standingsSortKeys("pct , pts"), ["PCT", "PTS"], "case and spaces");
  assert.deepEqual(standingsSortKeys("FOO,PTS,"), ["PTS"], "an unknown key is passed over");
  for (const none of ["", ",", "FOO,BAR", null, undefined]) assert.deepEqual(standingsSortKeys(none), ["PCT", "PTS"], String(none));
  assert.deepEqual(standingsSortKeys("PTS,", false), ["PTS"], "total points");
  assert.deepEqual(standingsSortKeys("PCT,PTS,", false), ["PTS"], "no games, no percentage");
  assert.deepEqual(standingsSortKeys("", false), ["PTS"]);
});

const ranked = (id: string, rank: number, wins: number, losses: number, pf: number, vp: number | null = null, allPlay: number | null = null) => ({
  ...team(id, wins, losses, 0, pf),
  rank,
  victory_points: vp,
  all_play_percentage: allPlay,
});

Deno.test("standingsOrder: each key in turn, best first; MFL's order settles ties and keys only it can evaluate", () => {
  const rows = [ranked("a", 4, 6, 4, 1300, 15, 0.6), ranked("b", 1, 7, 3, 1200, 15, 0.5), ranked("c", 2, 6, 4, 1250, 17, 0.7), ranked("d", 3, 6, 4, 1250, 12, 0.4)];
  const ids = (keys: Parameters<typeof standingsOrder>[0]) => [...rows].sort(standingsOrder(keys)).map((r) => r.id);
  assert.deepEqual(ids(["PCT", "PTS"]), ["b", "a", "c", "d"], "PCT, then points; c and d tied: MFL's order");
  assert.deepEqual(ids(["VP", "PTS"]), ["c", "a", "b", "d"], "victory points, then points");
  assert.deepEqual(ids(["ALL_PLAY_PCT"]), ["c", "a", "b", "d"]);
  assert.deepEqual(ids(["PTS"]), ["a", "c", "d", "b"], "total points");
  assert.deepEqual(ids(["PCT", "HOST"]), ["b", "c", "d", "a"], "H2H after PCT: MFL's order among the 6-4 teams");
  assert.deepEqual(ids(["HOST", "PTS"]), ["b", "c", "d", "a"], "nothing after a key MFL settles");
});

Deno.test("groupByDivision: conferences first, then their divisions; GB only where PCT ranks first", () => {
  const row = (id: string, wins: number, pf: number, conference: string, division: string, vp: number) => ({
    ...team(id, wins, 10 - wins, 0, pf, division),
    conference_id: conference,
    conference_name: `Conf ${conference}`,
    victory_points: vp,
  });
  const rows = [row("n1", 3, 900, "01", "02", 5), row("a1", 6, 1000, "00", "01", 13), row("a2", 8, 900, "00", "01", 16), row("b1", 5, 950, "00", "00", 9)];
  const byPct = groupByDivision(rows);
  assert.deepEqual(byPct.map((g) => [g.conferenceName, g.divisionName]), [["Conf 00", "Div 00"], ["Conf 00", "Div 01"], ["Conf 01", "Div 02"]]);
  assert.deepEqual(byPct[1].rows.map((r) => [r.id, r.games_back]), [["a2", null], ["a1", 2]]);
  const byVp = groupByDivision(rows, ["VP", "PTS"]);
  assert.deepEqual(byVp[1].rows.map((r) => [r.id, r.division_rank, r.games_back]), [["a2", 1, null], ["a1", 2, null]], "no games back");
});
