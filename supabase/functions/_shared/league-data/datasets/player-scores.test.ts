import assert from "node:assert/strict";
import { isWeekFinal, weekRows, weeksToFetch } from "./player-scores.ts";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

Deno.test("weeksToFetch: a new league is one season call; later only the weeks not final", () => {
  assert.deepEqual(weeksToFetch(12, []), { weeks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], wholeSeason: true });
  assert.deepEqual(weeksToFetch(13, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]), { weeks: [12, 13], wholeSeason: false });
  assert.deepEqual(weeksToFetch(12, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]), { weeks: [12], wholeSeason: false });
  assert.deepEqual(weeksToFetch(0, []), { weeks: [], wholeSeason: false }, "off-season: nothing to ask");
  assert.equal(weeksToFetch(14, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]).wholeSeason, true, "four weeks behind: one season call");
});

Deno.test("weeksToFetch: the league's own weeks, not a fixed 1-17", () => {
  assert.deepEqual(weeksToFetch(19, range(1, 16)).weeks, [17], "default 1-17: the host's week 19 asks nothing past 17");
  assert.deepEqual(weeksToFetch(19, range(1, 17), { first: 1, last: 18 }).weeks, [18], "an 18-week league asks for week 18");
  assert.deepEqual(weeksToFetch(3, [], { first: 2, last: 17 }).weeks, [2, 3], "a league starting in week 2 has no week 1");
  assert.deepEqual(weeksToFetch(20, range(1, 15), { first: 1, last: 16 }).weeks, [16], "a league ending in week 16");
});

Deno.test("weekRows: grouped by week, unscored rows dropped, a week without rows still stored, finality per week", () => {
  const rows = weekRows([
    { playerId: "1", week: 1, score: 10 },
    { playerId: "2", week: 1, score: null },
    { playerId: "1", week: 2, score: 0 },
    { playerId: "3", week: 9, score: 5 },
  ], [1, 2, 3], (w) => w < 3);
  assert.deepEqual(rows, [
    { week: 1, final: true, scores: [{ player_id: "1", score: 10 }] },
    { week: 2, final: true, scores: [{ player_id: "1", score: 0 }] },
    { week: 3, final: false, scores: [] },
  ]);
  assert.deepEqual(weekRows([{ playerId: "1", week: null, score: 4 }], [5], () => false, 5), [{ week: 5, final: false, scores: [{ player_id: "1", score: 4 }] }]);
});

Deno.test("isWeekFinal: a week is stored for good only once the league host has moved on, not when its last game ends", () => {
  assert.equal(isWeekFinal(11, 12), true);
  assert.equal(isWeekFinal(12, 12), false, "the host's current week still takes stat corrections, even with every game over");
  assert.equal(isWeekFinal(17, 18), true, "the season's last week once the host is past it");
});
