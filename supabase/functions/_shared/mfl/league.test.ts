import assert from "node:assert/strict";
import { normaliseLeague, parseRange } from "./league.ts";
import { LEAGUE } from "../../_testing/mfl-fixtures.ts";

Deno.test("league: numbers, position limits as ranges, plain franchise names, single history object", () => {
  const l = normaliseLeague(LEAGUE);
  assert.equal(l.id, "12345");
  assert.equal(l.baseURL, "https://www44.myfantasyleague.com");
  assert.equal(l.rosterSize, 22);
  assert.equal(l.lastRegularSeasonWeek, 14);
  assert.equal(l.h2h, true);
  assert.deepEqual(l.starters.count, { min: 9, max: 9 });
  assert.equal(l.starters.idpStarters, undefined);
  assert.deepEqual(l.starters.positions[1], { name: "RB", limit: "2-3", min: 2, max: 3 });
  assert.equal(l.franchises[0].name, "Team One");
  assert.equal(l.franchises[0].bbidAvailableBalance, 100);
  assert.equal(l.franchises[1].divisionId, "01");
  assert.deepEqual(l.divisions, [{ id: "00", name: "East" }, { id: "01", name: "West" }]);
  assert.deepEqual(l.history, [{ year: 2025, url: "https://www44.myfantasyleague.com/2025/home/12345", baseURL: "https://www44.myfantasyleague.com" }]);
});

Deno.test("league: commissioner-only franchise fields are never carried (the answer is shared)", () => {
  const text = JSON.stringify(normaliseLeague(LEAGUE));
  assert.ok(!text.includes("owner@example.test"));
  assert.ok(!text.includes("Secret Owner"));
});

Deno.test("league: ranges like '7-9' and missing optional blocks", () => {
  assert.deepEqual(parseRange("7-9"), { min: 7, max: 9 });
  assert.equal(parseRange(""), null);
  const l = normaliseLeague({ league: { id: "1", name: "Bare", starters: { count: "7-9", position: { name: "QB", limit: "1" } } } });
  assert.deepEqual(l.starters.count, { min: 7, max: 9 });
  assert.equal(l.starters.positions.length, 1);
  assert.deepEqual(l.franchises, []);
  assert.deepEqual(l.history, []);
  assert.equal(l.baseURL, null);
  assert.equal(l.h2h, true, "a league that says nothing plays head to head");
  assert.deepEqual([l.victoryPoints, l.usesSalaries, l.usesContractYear], [false, false, false]);
});

Deno.test("league: total points (h2h ''), victory points and salaries as the league sets them", () => {
  const l = normaliseLeague({
    league: { id: "2", h2h: "", victoryPointsWin: "2", victoryPointsBuckets: "1 0", usesSalaries: "1", usesContractYear: "0" },
  });
  assert.equal(l.h2h, false);
  assert.deepEqual([l.victoryPoints, l.usesSalaries, l.usesContractYear], [true, true, false]);
});

Deno.test("league: a body without the payload is malformed", () => {
  assert.throws(() => normaliseLeague({ version: "1.0" }), /lacks "league"/);
});
