import assert from "node:assert/strict";
import { normaliseSchedule } from "./schedule.ts";
import { SCHEDULE } from "../../_testing/mfl-fixtures.ts";

Deno.test("schedule: array and single matchups, empty weeks, unplayed weeks are not ties", () => {
  const weeks = normaliseSchedule(SCHEDULE);
  assert.deepEqual(weeks.map((w) => [w.week, w.matchups.length]), [[1, 1], [16, 1], [17, 0], [18, 1]]);
  assert.deepEqual(weeks[0].matchups[0].franchises[0], { id: "0001", isHome: false, score: 140.05, result: "W", spread: null });
  assert.equal(weeks[1].matchups[0].played, true);
  const future = weeks[3].matchups[0];
  assert.equal(future.played, false);
  assert.deepEqual(future.franchises.map((f) => [f.result, f.score, f.spread]), [[null, null, -3.5], [null, null, 3.5]]);
});

Deno.test("schedule: an undecided playoff pairing (a franchise listed against itself) is one undecided entry", () => {
  // ffscrapr's 2020 capture of league 54040, week 14, taken before the season.
  const [week] = normaliseSchedule({
    schedule: {
      weeklySchedule: {
        week: "14",
        matchup: [
          { franchise: [{ spread: "-0", isHome: "0", id: "0001", result: "T" }, { spread: "0", isHome: "1", id: "0001", result: "T" }] },
          { franchise: [{ spread: "-0", isHome: "0", id: "0008", result: "T" }, { spread: "0", isHome: "1", id: "0009", result: "T" }] },
        ],
      },
    },
  });
  assert.deepEqual(week.matchups.map((m) => [m.decided, m.franchises.map((f) => f.id)]), [[false, ["0001"]], [true, ["0008", "0009"]]]);
});
