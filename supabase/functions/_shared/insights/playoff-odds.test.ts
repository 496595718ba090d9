import assert from "node:assert/strict";
import { playoffOdds, scoreModel, sortKeysOf, type OddsRequest, type TeamSeason } from "./playoff-odds.ts";

const team = (id: string, wins: number, losses: number, weekly: number[]): TeamSeason => ({
  id, wins, losses, ties: 0, pointsFor: weekly.reduce((s, x) => s + x, 0), weekly,
});

/** A 12-team round robin: week w pairs team i with the team (w - i) mod 11 ... the circle method. */
function roundRobinWeeks(ids: string[], weeks: number, firstWeek: number) {
  const n = ids.length;
  return Array.from({ length: weeks }, (_, w) => {
    const rot = [ids[0], ...ids.slice(1).map((_, i) => ids[1 + ((i + w) % (n - 1))])];
    return { week: firstWeek + w, matchups: Array.from({ length: n / 2 }, (_, i) => [rot[i], rot[n - 1 - i]] as [string, string]) };
  });
}

const ids = Array.from({ length: 12 }, (_, i) => `00${String(i + 1).padStart(2, "0")}`);
const request = (over: Partial<OddsRequest> = {}): OddsRequest => ({
  teams: ids.map((id, i) => team(id, 11 - i, i, Array.from({ length: 9 }, (_, w) => 120 - i * 3 + ((w * 7 + i * 5) % 11) - 5))),
  remaining: roundRobinWeeks(ids, 5, 10),
  h2h: true,
  playoffTeams: 6,
  byes: 2,
  sort: ["PCT", "PTS"],
  simulations: 10_000,
  seed: 1,
  ...over,
});

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

Deno.test("playoffOdds: 10,000 seasons of a 12-team league with 5 weeks left", () => {
  playoffOdds(request({ simulations: 500 })); // warm the JIT
  const t0 = performance.now();
  playoffOdds(request());
  const ms = performance.now() - t0;
  console.log(`10,000 seasons: ${ms.toFixed(0)} ms`);
  assert.ok(ms < 1000, `${ms.toFixed(0)} ms`);
});
