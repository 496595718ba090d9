import assert from "node:assert/strict";
import { FailureLimiter } from "./rate-limit.ts";

Deno.test("failures per key in a sliding window", () => {
  let now = 0;
  const l = new FailureLimiter(3, 1000, () => now);
  for (let i = 0; i < 3; i++) {
    assert.deepEqual(l.blocked("a"), false);
    l.fail("a");
  }
  assert.deepEqual(l.blocked("a"), true);
  assert.deepEqual(l.blocked("b"), false);
  now = 1001;
  assert.deepEqual(l.blocked("a"), false);
  l.fail("a");
  l.reset("a");
  assert.deepEqual(l.blocked("a"), false);
});
