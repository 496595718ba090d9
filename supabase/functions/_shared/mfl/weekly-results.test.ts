import assert from "node:assert/strict";
import { normaliseWeeklyResults } from "./weekly-results.ts";

Deno.test("weeklyResults: head-to-head and flat shapes, comma lists with trailing commas, single items", () => {
  const h2h = normaliseWeeklyResults({
    weeklyResults: {
      week: "3",
      matchup: [{ franchise: [{ id: "0001", starters: "12610,12151,", nonstarters: "14834," }, { id: "0002", starters: "", nonstarters: "" }] }],
    },
  });
  assert.deepEqual(h2h, {
    week: 3,
    franchises: [
      { franchiseId: "0001", starters: ["12610", "12151"], nonstarters: ["14834"] },
      { franchiseId: "0002", starters: [], nonstarters: [] },
    ],
  });
  const flat = normaliseWeeklyResults({ weeklyResults: { week: "4", franchise: { id: "0003", starters: "1,", nonstarters: "2,3," } } });
  assert.deepEqual(flat.franchises, [{ franchiseId: "0003", starters: ["1"], nonstarters: ["2", "3"] }]);
  const single = normaliseWeeklyResults({ weeklyResults: { week: "5", matchup: { franchise: [{ id: "0001", starters: "9," }] } } });
  assert.deepEqual(single.franchises[0].starters, ["9"]);
});
