import assert from "node:assert/strict";
import type { LiveFranchise } from "../../_shared/mfl/live-scoring.ts";
import { decidedInLastQuarter } from "./close-matchups.ts";

const side = (seconds: number[], benchSeconds = 3600): LiveFranchise => ({
  id: "0001",
  isHome: null,
  score: 0,
  gameSecondsRemaining: seconds.reduce((a, b) => a + b, 0),
  playersCurrentlyPlaying: 0,
  playersYetToPlay: 0,
  players: [
    ...seconds.map((s, i) => ({ id: `s${i}`, isStarter: true, score: 0, gameSecondsRemaining: s })),
    { id: "bench", isStarter: false, score: 0, gameSecondsRemaining: benchSeconds },
  ],
});

Deno.test("a matchup is decided in the last quarter when every starter still playing is in his fourth quarter", () => {
  assert.equal(decidedInLastQuarter(side([0, 0, 420]), side([0, 900])), true, "one game left, 7 minutes to go");
  assert.equal(decidedInLastQuarter(side([0, 1200]), side([0, 300])), false, "one game still in its third quarter");
  assert.equal(decidedInLastQuarter(side([0, 0]), side([3600, 0])), false, "a starter yet to kick off (Monday night)");
  assert.equal(decidedInLastQuarter(side([0, 0]), side([0, 0])), false, "every game over: nothing left to alert about");
  assert.equal(decidedInLastQuarter(side([0, 60], 3600), side([0])), true, "a bench player's game does not decide it");
});
