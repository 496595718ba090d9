import assert from "node:assert/strict";
import { settingsDefaults } from "../contracts/admin-settings.ts";
import { TestClock } from "../../_testing/test-clock.ts";
import { MemoryBudget, STAGGER_MAX_WAIT_MS } from "./budget.ts";

Deno.test("stagger: refreshes of one group start an interval apart; a long queue goes anyway; 0 turns it off", async () => {
  const clock = new TestClock();
  const budget = new MemoryBudget(clock, () => settingsDefaults);
  const t0 = clock.now();
  const started: number[] = [];
  const waits = [0, 1, 2].map(() => budget.stagger("liveScoring", 250).then(() => started.push(clock.now() - t0)));
  await clock.advance(1_000);
  await Promise.all(waits);
  assert.deepEqual(started, [0, 250, 500]);
  // Another group has its own slots.
  let other = -1;
  budget.stagger("other", 250).then(() => other = clock.now() - t0);
  await clock.advance(0);
  assert.equal(other, 1_000);
  // A queue longer than the longest wait: the refresh goes now rather than wait.
  const slots = STAGGER_MAX_WAIT_MS / 1000 + 1; // 0 s, 1 s, … up to the longest wait
  const queue = Array.from({ length: slots + 3 }, () => budget.stagger("long", 1000));
  let done = 0;
  queue.forEach((p) => p.then(() => done++));
  await clock.advance(0);
  assert.equal(done, 1 + 3, "the first slot is now; the three past the longest wait go at once instead of queueing");
  await clock.advance(STAGGER_MAX_WAIT_MS + 1);
  await Promise.all(queue);
  const at = clock.now();
  await budget.stagger("liveScoring", 0);
  assert.equal(clock.now(), at, "per_league_stagger_ms 0: no wait");
});
