import assert from "node:assert/strict";
import { answerName, DUE_RETRY_MS, dueAnswer, graceMs, keepUntil, MAX_KEEP_MS, scoringMemoKey, versionOf } from "./scoring-memo.ts";
import type { WeekScores } from "./week-scores.ts";

const NOW = Date.parse("2026-11-22T18:00:00Z");
const iso = (ms: number) => new Date(ms).toISOString();

function scores(over: Partial<WeekScores> = {}, final = false): WeekScores {
  return {
    snapshot: { week: 12, final } as WeekScores["snapshot"],
    updatedAt: iso(NOW - 10_000),
    nextUpdateAt: iso(NOW + 50_000),
    stale: false,
    ...over,
  };
}

Deno.test("an answer is kept while its live copy is current, at most 60 s", () => {
  assert.equal(keepUntil(scores(), NOW), NOW + 50_000);
  assert.equal(keepUntil(scores({ nextUpdateAt: iso(NOW + 3_600_000) }), NOW), NOW + MAX_KEEP_MS, "an idle copy's hour: the week may change");
});

Deno.test("never the copy answered while its refresh goes on, nor a finished week; the last good copy while MFL fails, until the retry", () => {
  assert.equal(keepUntil(scores({ stale: true, staleReason: "refreshing", nextUpdateAt: iso(NOW - 1_000) }), NOW), null);
  assert.equal(keepUntil(scores({ stale: true, nextUpdateAt: iso(NOW + 20_000) }), NOW), NOW + 20_000);
  assert.equal(keepUntil(scores({ nextUpdateAt: null }, true), NOW), null);
  assert.equal(keepUntil(scores({}, true), NOW), null);
});

Deno.test("keys, answer names and versions", async () => {
  assert.equal(scoringMemoKey("61408", 2026, undefined), "answer:mfl-scoring:61408:2026:current");
  assert.equal(scoringMemoKey("61408", 2026, 12), "answer:mfl-scoring:61408:2026:12");
  assert.deepEqual([answerName("league", "0003"), answerName("personal", "0003")], ["league", "personal:0003"]);
  assert.equal(await versionOf(scores()), await versionOf(scores()), "the same scores, the same version");
  assert.notEqual(await versionOf(scores()), await versionOf(scores({ updatedAt: iso(NOW) })), "a new copy, a new version");
});

Deno.test("an answer past due is the same answer, asked again in a moment", () => {
  const kept = JSON.stringify({ success: true, week: 12, updatedAt: iso(NOW - 40_000), nextUpdateAt: iso(NOW - 1_000), final: false, stale: false });
  assert.deepEqual(dueAnswer(kept, NOW), { ...JSON.parse(kept), nextUpdateAt: iso(NOW + DUE_RETRY_MS) });
});

Deno.test("the grace: 10 s unless SCORING_GRACE_MS says otherwise; 0 turns it off, nonsense does not", () => {
  const before = Deno.env.get("SCORING_GRACE_MS");
  try {
    Deno.env.delete("SCORING_GRACE_MS");
    assert.equal(graceMs(), 10_000);
    Deno.env.set("SCORING_GRACE_MS", "0");
    assert.equal(graceMs(), 0);
    Deno.env.set("SCORING_GRACE_MS", "4000");
    assert.equal(graceMs(), 4_000);
    Deno.env.set("SCORING_GRACE_MS", "soon");
    assert.equal(graceMs(), 10_000);
  } finally {
    if (before === undefined) Deno.env.delete("SCORING_GRACE_MS");
    else Deno.env.set("SCORING_GRACE_MS", before);
  }
});
