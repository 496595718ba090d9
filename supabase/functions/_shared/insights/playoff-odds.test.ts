import assert from "node:assert/strict";
import { ids, request, roundRobinWeeks, team } from "../../_testing/playoff-league.ts";
import { playoffOdds, scoreModel, sortKeysOf } from "./playoff-odds.ts";

Deno.test("playoffOdds: probabilities add up (places, seeds, byes) and follow the standings", () => {
  const odds = playoffOdds(request());
  const sum = (f: (o: (typeof odds)[number]) => number) => odds.reduce((s, o) => s + f(o), 0);
  assert.ok(Math.abs(sum((o) => o.playoff) - 6) < 1e-9);
  assert.ok(Math.abs(sum((o) => o.bye) - 2) < 1e-9);
  for (let k = 0; k < 6; k++) assert.ok(Math.abs(sum((o) => o.seeds[k]) - 1) < 1e-9, `seed ${k + 1}`);
  for (const o of odds) assert.ok(Math.abs(o.seeds.reduce((s, x) => s + x, 0) - o.playoff) < 1e-9);
  assert.ok(odds[0].playoff > 0.99, "11-0 with 5 to play is in");
  assert.ok(odds[11].playoff < 0.01, "0-11 is out");
  for (let i = 1; i < 12; i++) assert.ok(odds[i].playoff <= odds[i - 1].playoff + 0.02, `${ids[i]} above ${ids[i - 1]}`);
});

Deno.test("playoffOdds: the bubble team's chances if it wins or loses this week bracket its chances", () => {
  const odds = playoffOdds(request());
  const bubble = odds[6];
  assert.ok(bubble.ifWin !== null && bubble.ifLose !== null);
  assert.ok(bubble.ifWin! > bubble.playoff && bubble.playoff > bubble.ifLose!, JSON.stringify(bubble));
});

Deno.test("playoffOdds: the same seed repeats exactly; a total-points league ranks by points", () => {
  assert.deepEqual(playoffOdds(request()), playoffOdds(request()));
  const total = playoffOdds(request({ h2h: false, sort: sortKeysOf("PCT,PTS", false) }));
  assert.ok(total[0].playoff > total[11].playoff);
  assert.equal(total[0].ifWin, null, "no games, no 'if it wins'");
});

Deno.test("playoffOdds: a two-game week counts both games", () => {
  const weeks = roundRobinWeeks(ids, 2, 10);
  const twoGames = [{ week: 10, matchups: [...weeks[0].matchups, ...weeks[1].matchups] }];
  const odds = playoffOdds(request({ remaining: twoGames, simulations: 2000 }));
  assert.ok(Math.abs(odds.reduce((s, o) => s + o.playoff, 0) - 6) < 1e-9);
});

Deno.test("sortKeysOf: the league's keys it understands, PCT then PTS by default, points alone without head-to-head", () => {
  assert.deepEqual(sortKeysOf("PCT,PTS,", true), ["PCT", "PTS"]);
  assert.deepEqual(sortKeysOf("VP,PTS,H2H", true), ["VP", "PTS"]);
  assert.deepEqual(sortKeysOf("", true), ["PCT", "PTS"]);
  assert.deepEqual(sortKeysOf("PCT", false), ["PTS"]);
});

Deno.test("scoreModel: a team's mean is shrunk toward the league's", () => {
  const m = scoreModel([team("a", 0, 0, [150, 150]), team("b", 0, 0, [50, 50])], 2);
  assert.equal(m.leagueMean, 100);
  assert.equal(m.means[0], (300 + 200) / 4);
});
