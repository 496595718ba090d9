import assert from "node:assert/strict";
import { normalisePlayerScores, normaliseProjectedScores } from "./scores.ts";

Deno.test("playerScores: YTD rows, availability, '' = did not play vs 0.00", () => {
  const s = normalisePlayerScores({
    version: "1.0",
    playerScores: {
      week: "YTD",
      playerScore: [
        { id: "13589", score: "414.62", isAvailable: "1", week: "YTD" },
        { id: "16580", score: "", isAvailable: "0" },
      ],
    },
  });
  assert.equal(s.week, "YTD");
  assert.deepEqual(s.scores[0], { playerId: "13589", week: "YTD", score: 414.62, isAvailable: true });
  assert.deepEqual(s.scores[1], { playerId: "16580", week: "YTD", score: null, isAvailable: false });
});

Deno.test("playerScores without W: one row per player per week", () => {
  const s = normalisePlayerScores({
    playerScores: { playerScore: [{ id: "10695", week: "1", score: "30.70" }, { id: "10695", week: "10", score: "0.00" }] },
  });
  assert.equal(s.week, null);
  assert.deepEqual(s.scores.map((r) => [r.week, r.score]), [[1, 30.7], [10, 0]]);
});

Deno.test("projectedScores: single player object, unprojected ''", () => {
  const one = normaliseProjectedScores({ projectedScores: { week: "13", playerScore: { score: "17", id: "12171" } } });
  assert.deepEqual(one, { week: 13, scores: [{ playerId: "12171", week: 13, score: 17 }] });
  const many = normaliseProjectedScores({
    projectedScores: { week: "13", playerScore: [{ id: "13116", score: "24.31" }, { id: "17033", score: "" }] },
  });
  assert.equal(many.scores[1].score, null);
});
