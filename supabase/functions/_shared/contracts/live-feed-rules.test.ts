import assert from "node:assert/strict";
import { epochMs, gameState, isScoringPlay, newestItems, orderGames, statPosition } from "./live-feed-rules.ts";

Deno.test("game state (spec 02 §4): in progress on 'in'/'q' or code 1, final on 'completed' or code 2, else pregame", () => {
  assert.equal(gameState({ gameStatus: "Live - In Progress" }), "live");
  assert.equal(gameState({ gameStatus: "Q3" }), "live");
  assert.equal(gameState({ gameStatus: "", gameStatusCode: "1" }), "live");
  assert.equal(gameState({ gameStatus: "Completed" }), "final");
  assert.equal(gameState({ gameStatus: "Scheduled", gameStatusCode: "2" }), "final", "the code decides");
  assert.equal(gameState({ gameStatus: "Final" }), "final", "'Final' contains 'in' but is over");
  assert.equal(gameState({ gameStatus: "Scheduled", gameStatusCode: "0" }), "pregame");
  assert.equal(gameState({}), "pregame");
  assert.equal(gameState({ gameStatus: "Postponed", gameStatusCode: "3" }), "pregame");
});

Deno.test("epoch rule (spec 02 §9): values under 2e10 are seconds, larger ones milliseconds", () => {
  assert.equal(epochMs("1795375800.0"), 1_795_375_800_000);
  assert.equal(epochMs(1_795_375_800), 1_795_375_800_000);
  assert.equal(epochMs(19_999_999_999), 19_999_999_999_000);
  assert.equal(epochMs(20_000_000_000), 20_000_000_000);
  assert.equal(epochMs(1_795_375_800_000), 1_795_375_800_000);
  assert.equal(epochMs(""), null);
  assert.equal(epochMs("soon"), null);
  assert.equal(epochMs(undefined), null);
});

Deno.test("scoring-play highlight (spec 02 §5): touchdown, good field goal, good extra point, safety, two-point conversion", () => {
  for (const text of [
    "J.Allen pass short left to K.Shakir for 12 yards, TOUCHDOWN.T.Bass extra point is GOOD, Center-R.Ferguson.",
    "T.Bass 45 yard field goal is GOOD, Center-R.Ferguson, Holder-S.Martin.",
    "T.Bass extra point is GOOD, Center-R.Ferguson.",
    "T.Tagovailoa sacked in End Zone by G.Rousseau, SAFETY.",
    "TWO-POINT CONVERSION ATTEMPT. J.Cook rushes up the middle. ATTEMPT SUCCEEDS.",
    "two point conversion good",
  ]) assert.ok(isScoringPlay(text), text);
  for (const text of [
    "T.Bass 52 yard field goal is No Good, Wide Left, Center-R.Ferguson.",
    "T.Bass extra point is No Good, Wide Right.",
    "J.Cook up the middle to BUF 35 for 4 yards (J.Phillips).",
    "Timeout #1 by MIA at 04:12.",
  ]) assert.ok(!isScoringPlay(text), text);
});

Deno.test("tiles: live first, then upcoming by kickoff, then final; ties by kickoff then id", () => {
  const games = [
    { gameID: "20261122_A@B", away: "A", home: "B", gameStatus: "Completed", gameStatusCode: "2", gameTime_epoch: "100" },
    { gameID: "20261122_C@D", away: "C", home: "D", gameStatus: "Scheduled", gameStatusCode: "0", gameTime_epoch: "300" },
    { gameID: "20261122_E@F", away: "E", home: "F", gameStatus: "Live - In Progress", gameStatusCode: "1", gameTime_epoch: "200" },
    { gameID: "20261122_G@H", away: "G", home: "H", gameStatus: "Scheduled", gameStatusCode: "0", gameTime_epoch: "250" },
    { gameID: "20261122_I@J", away: "I", home: "J", gameStatus: "Live - In Progress", gameStatusCode: "1", gameTime_epoch: "150" },
    { gameID: "20261119_K@L", away: "K", home: "L", gameStatus: "Completed", gameStatusCode: "2", gameTime_epoch: "50" },
  ];
  assert.deepEqual(orderGames(games).map((g) => g.away), ["I", "E", "G", "C", "K", "A"]);
});

Deno.test("my feed items: newest first by timestamp (seconds or ms), later plays of a game first on a tie, 25 kept", () => {
  const items = Array.from({ length: 30 }, (_, i) => ({ id: i, ts: 1_795_375_800 + i * 10, seq: i }));
  items.push({ id: 100, ts: (1_795_375_800 + 29 * 10) * 1000, seq: 40 });
  const newest = newestItems(items);
  assert.equal(newest.length, 25);
  assert.deepEqual(newest.slice(0, 3).map((i) => i.id), [100, 29, 28], "ms and s compare on one scale; the later play first");
  assert.equal(newest.at(-1)!.id, 6);
});

Deno.test("stat-line groups: QB, RB, WR, TE, K (PK), DEF (Def, DST)", () => {
  assert.deepEqual(["QB", "rb", "WR", "TE", "PK", "K", "Def", "DST", "LB", null].map(statPosition), ["QB", "RB", "WR", "TE", "K", "K", "DEF", "DEF", null, null]);
});
