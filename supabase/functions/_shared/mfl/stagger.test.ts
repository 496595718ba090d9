import assert from "node:assert/strict";
import { settingsDefaults } from "../contracts/admin-settings.ts";
import { liveScoring } from "./queries.ts";
import { fakeHost, jsonResponse } from "../../_testing/fake-mfl-host.ts";
import { LIVE_SCORING } from "../../_testing/mfl-fixtures.ts";
import { TestClock } from "../../_testing/test-clock.ts";
import { MflUpstream } from "./upstream.ts";

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
