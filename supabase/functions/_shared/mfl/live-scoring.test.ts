import assert from "node:assert/strict";
import { normaliseLiveScoring } from "./live-scoring.ts";
import { LIVE_SCORING } from "../../_testing/mfl-fixtures.ts";

Deno.test("liveScoring: matchup shape, single player object, live detection", () => {
  const live = normaliseLiveScoring(LIVE_SCORING);
  assert.equal(live.week, 5);
  assert.equal(live.matchups.length, 1);
  assert.equal(live.franchises.length, 2);
  const [away, home] = live.franchises;
  assert.equal(away.isHome, false);
  assert.equal(away.gameSecondsRemaining, 25200);
  assert.equal(away.players[0].isStarter, true);
  assert.equal(away.players[2].isStarter, false);
  assert.equal(away.players[0].updatedStats, undefined);
  assert.equal(home.players.length, 1);
  assert.equal(live.anyGameLive, true);
});

Deno.test("liveScoring: flat franchise list (no pairings) and a finished week", () => {
  const flat = normaliseLiveScoring({
    liveScoring: {
      week: "3",
      franchise: { id: "0001", score: "10", gameSecondsRemaining: "0", playersCurrentlyPlaying: "0", playersYetToPlay: "0" },
    },
  });
  assert.deepEqual(flat.matchups, []);
  assert.equal(flat.franchises.length, 1);
  assert.equal(flat.franchises[0].isHome, null);
  assert.deepEqual(flat.franchises[0].players, []);
  assert.equal(flat.anyGameLive, false);
});
