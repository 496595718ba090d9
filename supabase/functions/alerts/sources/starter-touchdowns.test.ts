import assert from "node:assert/strict";
import type { BoxScore } from "../../_shared/contracts/tank01-nfl.ts";
import { recentTouchdowns } from "./starter-touchdowns.ts";

const game = (currentPeriod: string, gameClock: string, plays = 3): BoxScore => ({
  gameID: "20261122_DAL@PHI",
  away: "DAL",
  home: "PHI",
  gameStatusCode: "1",
  currentPeriod,
  gameClock,
  playerStats: {
    "4040715": { playerID: "4040715", longName: "Jalen Hurts" },
    "4262921": { playerID: "4262921", longName: "A.J. Brown" },
    "3050478": { playerID: "3050478", longName: "Jake Elliott" },
  },
  scoringPlays: [
    { score: "Jalen Hurts 4 Yd Rush (Jake Elliott Kick)", scoreType: "TD", scorePeriod: "Q1", scoreTime: "5:55", playerIDs: ["4040715", "3050478"] },
    { score: "Jake Elliott 45 Yd Field Goal", scoreType: "FG", scorePeriod: "Q2", scoreTime: "9:10", playerIDs: ["3050478"] },
    {
      score: "A.J. Brown 20 Yd pass from Jalen Hurts (Jake Elliott Kick)",
      scoreType: "TD",
      scorePeriod: "Q2",
      scoreTime: "2:01",
      playerIDs: ["4262921", "4040715", "3050478"],
    },
  ].slice(0, plays),
});

Deno.test("a touchdown's scorers are the players its text names before the conversion: the runner, receiver and passer, not the kicker", () => {
  const recent = recentTouchdowns(game("Q2", "1:30"));
  assert.deepEqual(recent.map((t) => t.index), [2], "the first-quarter touchdown is long past; the field goal is no touchdown");
  assert.deepEqual(recent[0].scorers, ["4262921", "4040715"]);
  assert.deepEqual(recentTouchdowns(game("Q1", "4:00", 1))[0].scorers, ["4040715"], "the rusher, not the kicker of the extra point");
});

Deno.test("only the last minutes of play are news: switching alerts on does not push the day's old touchdowns", () => {
  assert.deepEqual(recentTouchdowns(game("Q1", "4:00", 1)).map((t) => t.index), [0], "two game minutes after it");
  assert.deepEqual(recentTouchdowns(game("Q3", "10:00")).map((t) => t.index), [], "after halftime both are old");
  assert.equal(recentTouchdowns(game("Q1", "4:00", 1))[0].text, "Jalen Hurts 4 Yd Rush (Jake Elliott Kick)");
});
