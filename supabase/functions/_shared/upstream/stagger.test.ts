import assert from "node:assert/strict";
import { settingsDefaults } from "../contracts/admin-settings.ts";
import { liveScoring } from "../mfl/queries.ts";
import { fakeHost, jsonResponse } from "../../_testing/fake-mfl-host.ts";
import { LIVE_SCORING } from "../../_testing/mfl-fixtures.ts";
import { TestClock } from "../../_testing/test-clock.ts";
import { MemoryBudget, STAGGER_MAX_WAIT_MS } from "./budget.ts";
import { MflUpstream } from "./mfl-upstream.ts";

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

Deno.test("stagger: three leagues' live scores asked at once reach MFL per_league_stagger_ms apart; their copies then expire apart", async () => {
  const clock = new TestClock();
  const arrivals: [string, number][] = [];
  const host = fakeHost((req) => {
    arrivals.push([req.url.searchParams.get("L")!, clock.now()]);
    return jsonResponse(LIVE_SCORING);
  });
  const upstream = new MflUpstream({
    config: { apiBase: "https://api.myfantasyleague.com", userAgent: "Test/1" },
    settings: () => Promise.resolve({ ...settingsDefaults, per_league_stagger_ms: 400 }),
    fetch: host.fetch,
    clock,
    limiter: { ratePerSec: 1000, burst: 1000 },
  });
  for (const id of ["1", "2", "3"]) upstream.client.hosts.remember(id, "https://www44.myfantasyleague.com");
  const t0 = clock.now();
  const asked = ["1", "2", "3"].map((leagueId) => upstream.get(liveScoring({ leagueId, year: 2026, week: 5 }), { cookie: "c" }));
  await clock.advance(2_000);
  const results = await Promise.all(asked);
  assert.deepEqual(arrivals.map(([id, at]) => [id, at - t0]), [["1", 0], ["2", 400], ["3", 800]]);
  assert.deepEqual(results.map((r) => Date.parse(r.expiresAt!) - t0), [0, 400, 800].map((ms) => ms + settingsDefaults.poll_interval_active_sec * 1000));
});
