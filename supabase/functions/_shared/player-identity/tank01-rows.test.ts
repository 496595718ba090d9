import assert from "node:assert/strict";
import { boxScoreTeamRows, currentWeekOf, playedWeeks, tank01PlayerRows } from "./tank01-rows.ts";
import type { BoxScore, NflGame } from "../contracts/tank01-nfl.ts";

Deno.test("Tank01 list → provider rows: tracked positions only, shared ids by provider, missing ids left out", () => {
  const rows = tank01PlayerRows([
    { playerID: "4040715", longName: "Jalen Hurts", pos: "QB", team: "PHI", espnID: "4040715", cbsPlayerID: "2", sleeperBotID: "" },
    { playerID: "1", longName: "Line Backer", pos: "LB", team: "PHI" },
    { playerID: "2", longName: "Kick Er", pos: "K", team: "FA" },
    { playerID: "", longName: "No Id", pos: "QB" },
  ]);
  assert.deepEqual(rows, [
    { external_id: "4040715", name: "Jalen Hurts", position: "QB", team: "PHI", ids: { espn: "4040715", cbs: "2" } },
    { external_id: "2", name: "Kick Er", position: "PK", team: "FA", ids: {} },
  ]);
});

Deno.test("box score → the team each player played for that week", () => {
  const box = { gameID: "x", away: "KC", home: "LV", playerStats: { "11": { playerID: "11", team: "KC", teamAbv: "KC" }, "12": { playerID: "12", teamAbv: "LV" } } };
  assert.deepEqual(boxScoreTeamRows(3, box as BoxScore), [
    { week: 3, provider: "tank01", external_id: "11", team: "KC" },
    { week: 3, provider: "tank01", external_id: "12", team: "LV" },
  ]);
});

Deno.test("the current week is the first with a game not final; played weeks have a game under way or over", () => {
  const g = (week: number, code: string): NflGame => ({ gameID: `${week}${code}`, away: "A", home: "B", gameWeek: `Week ${week}`, gameStatusCode: code });
  const schedule = [g(11, "2"), g(11, "2"), g(12, "2"), g(12, "1"), g(12, "0"), g(13, "0")];
  assert.equal(currentWeekOf(schedule), 12);
  assert.deepEqual(playedWeeks(schedule), [11, 12]);
  assert.equal(currentWeekOf([g(17, "2"), g(18, "2")]), 18);
  assert.equal(currentWeekOf([]), null);
});
