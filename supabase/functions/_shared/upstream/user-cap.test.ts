import assert from "node:assert/strict";
import { AppError } from "../errors.ts";
import { TestClock } from "../../_testing/test-clock.ts";
import { UserRateCap } from "./user-cap.ts";

Deno.test("per-user cap over a rolling minute → 429 rate_limited with Retry-After", async () => {
  const clock = new TestClock();
  const cap = new UserRateCap(clock);
  cap.take("u1", 3);
  await clock.advance(20_000);
  cap.take("u1", 3);
  cap.take("u1", 3);
  cap.take("u2", 3);
  try {
    cap.take("u1", 3);
    assert.fail("expected rate_limited");
  } catch (e) {
    assert.ok(e instanceof AppError);
    assert.equal(e.code, "rate_limited");
    assert.equal(e.status, 429);
    assert.equal(e.headers?.["Retry-After"], "40");
    assert.match(e.message, /Too many requests to MyFantasyLeague: the limit is 3 per minute/);
  }
  await clock.advance(40_000);
  cap.take("u1", 3);
});
