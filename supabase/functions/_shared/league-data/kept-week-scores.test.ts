import assert from "node:assert/strict";
import { forgetKeptWeekScores, keptWeekScores } from "./kept-week-scores.ts";
import type { WeekScores } from "./week-scores.ts";

const scores = (nextUpdateAt: string | null, stale = false) => ({ snapshot: {}, updatedAt: "2026-11-22T18:00:00Z", nextUpdateAt, stale }) as unknown as WeekScores;
const AT = Date.parse("2026-11-22T18:00:00Z");

Deno.test("a built week is kept until its live copy is due a refresh; concurrent viewers share one build", async () => {
  forgetKeptWeekScores();
  let builds = 0;
  const build = () => {
    builds++;
    return Promise.resolve(scores("2026-11-22T18:01:00Z"));
  };
  await Promise.all([keptWeekScores("1", 2026, 12, AT, build), keptWeekScores("1", 2026, 12, AT, build)]);
  await keptWeekScores("1", 2026, 12, AT + 59_000, build);
  assert.equal(builds, 1);
  await keptWeekScores("1", 2026, 12, AT + 61_000, build);
  assert.equal(builds, 2, "rebuilt once the copy is due");
  await keptWeekScores("1", 2026, 13, AT + 61_000, build);
  assert.equal(builds, 3, "another week is its own");
});

Deno.test("a stale answer is not kept, a failed build is forgotten", async () => {
  forgetKeptWeekScores();
  let builds = 0;
  await keptWeekScores("1", 2026, 12, AT, () => (builds++, Promise.resolve(scores("2026-11-22T18:01:00Z", true))));
  await keptWeekScores("1", 2026, 12, AT + 1_000, () => (builds++, Promise.reject(new Error("MFL down"))) ).catch(() => {});
  await keptWeekScores("1", 2026, 12, AT + 2_000, () => (builds++, Promise.resolve(scores(null))));
  assert.equal(builds, 3);
});
