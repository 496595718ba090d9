import assert from "node:assert/strict";
import { normaliseByeWeeks } from "./bye-weeks.ts";
import { normaliseInjuries } from "./injuries.ts";

Deno.test("injuries: details trimmed, invalid week has no list", () => {
  const r = normaliseInjuries({
    version: "1.0",
    injuries: {
      timestamp: "1436143609",
      week: "1",
      injury: [{ id: "10080", status: "Questionable", details: "Knee\n" }, { id: "10005", status: "IR", details: "Calf\n" }],
    },
  });
  assert.deepEqual(r.injuries[0], { playerId: "10080", status: "Questionable", details: "Knee" });
  assert.deepEqual(normaliseInjuries({ injuries: { timestamp: "", week: "23" } }), { week: 23, timestamp: null, injuries: [] });
  assert.equal(normaliseInjuries({ injuries: { injury: { id: "1", status: "Out", details: "" } } }).injuries.length, 1);
});

Deno.test("nflByeWeeks: list and single team", () => {
  const b = normaliseByeWeeks({ nflByeWeeks: { year: "2018", team: [{ id: "ARI", bye_week: "9" }, { id: "ATL", bye_week: "8" }] } });
  assert.deepEqual(b, { year: 2018, teams: [{ team: "ARI", byeWeek: 9 }, { team: "ATL", byeWeek: 8 }] });
  assert.equal(normaliseByeWeeks({ nflByeWeeks: { team: { id: "KCC", bye_week: "10" } } }).teams.length, 1);
});
