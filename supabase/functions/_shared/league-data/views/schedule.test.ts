import assert from "node:assert/strict";
import { type ScheduleRecord, scheduleWeeks } from "./schedule.ts";

const game = (week: number, franchise_id: string, opponent_id: string | null, over: Partial<ScheduleRecord> = {}): ScheduleRecord => ({
  week, franchise_id, game: 1, opponent_id, is_home: false, score: null, result: null, spread: null, ...over,
});
const FRANCHISES = [
  { franchise_id: "0001", franchise_name: "Alpha", division_id: null, division_name: null },
  { franchise_id: "0002", franchise_name: "Bravo", division_id: null, division_name: null },
];

Deno.test("scheduleWeeks: weeks in order, each franchise's games by franchise then game, both sides named", () => {
  const weeks = scheduleWeeks([
    game(2, "0002", "0001", { is_home: true }),
    game(1, "0002", "0001", { score: 90.5, result: "L" }),
    game(1, "0001", "0002", { score: 101, result: "W", is_home: true, spread: -3.5 }),
    game(2, "0001", "0002"),
  ], FRANCHISES);
  assert.deepEqual(weeks.map((w) => [w.week, w.games.map((g) => `${g.franchiseName} v ${g.opponentName}`)]), [
    [1, ["Alpha v Bravo", "Bravo v Alpha"]],
    [2, ["Alpha v Bravo", "Bravo v Alpha"]],
  ]);
  assert.deepEqual(weeks[0].games[0], {
    franchiseId: "0001", franchiseName: "Alpha", game: 1, opponentId: "0002", opponentName: "Bravo",
    isHome: true, score: 101, result: "W", spread: -3.5,
  });
});

Deno.test("scheduleWeeks: two games a week stay two; an undecided pairing has no opponent; an unknown franchise is 'Team {id}'", () => {
  const [week] = scheduleWeeks([
    game(13, "0001", "0003", { game: 2 }),
    game(13, "0001", "0002", { game: 1 }),
    game(15, "0009", null),
  ], FRANCHISES);
  assert.deepEqual(week.games.map((g) => [g.game, g.opponentName]), [[1, "Bravo"], [2, "Team 0003"]]);
  const tbd = scheduleWeeks([game(15, "0009", null)], FRANCHISES)[0].games[0];
  assert.deepEqual([tbd.franchiseName, tbd.opponentId, tbd.opponentName], ["Team 0009", null, null]);
});
