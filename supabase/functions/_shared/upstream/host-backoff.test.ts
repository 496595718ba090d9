import assert from "node:assert/strict";
import { HostBackoff } from "./host-backoff.ts";
import { TestClock } from "../../_testing/test-clock.ts";

Deno.test("backoff doubles from initial to max per host, honours Retry-After, resets on success", async () => {
  const clock = new TestClock();
  const b = new HostBackoff(clock, () => ({ backoff_initial_sec: 5, backoff_max_sec: 30 }));
  assert.equal(b.remainingMs("h"), 0);
  assert.deepEqual([1, 2, 3, 4, 5].map(() => b.failure("h")), [5000, 10000, 20000, 30000, 30000]);
  assert.equal(b.remainingMs("h"), 30000);
  assert.equal(b.remainingMs("other"), 0);
  await clock.advance(12000);
  assert.equal(b.remainingMs("h"), 18000);
  b.success("h");
  assert.equal(b.remainingMs("h"), 0);
  assert.equal(b.failure("h", 20), 20000);
  assert.equal(b.failure("h", 3600), 30000);
  assert.equal(b.failures("h"), 2);
});
