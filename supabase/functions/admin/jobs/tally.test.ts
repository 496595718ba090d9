import assert from "node:assert/strict";
import { settingsDefaults } from "../../_shared/contracts/admin-settings.ts";
import { AppError } from "../../_shared/errors.ts";
import { league, leagueStandings, myleagues } from "../../_shared/mfl/queries.ts";
import { MflUpstream } from "../../_shared/mfl/upstream.ts";
import { fakeHost, jsonResponse } from "../../_testing/fake-mfl-host.ts";
import { LEAGUE, MYLEAGUES_MANY, STANDINGS_DEFAULT } from "../../_testing/mfl-fixtures.ts";
import { TestClock } from "../../_testing/test-clock.ts";
import { countingUpstream, Tally } from "./tally.ts";

const ADMIN = "admin-who-started-it";
const MEMBER = "member-whose-session-it-borrows";

/** The real upstream (memory budget) on a test clock, MFL a fake host; the job's waits move the clock. */
function jobUpstream(capPerMin: number, startedBy: string | null) {
  const clock = new TestClock();
  const host = fakeHost((req) => {
    const type = req.url.searchParams.get("TYPE");
    return jsonResponse(type === "league" ? LEAGUE : type === "myleagues" ? MYLEAGUES_MANY : STANDINGS_DEFAULT);
  });
  const upstream = new MflUpstream({
    config: { apiBase: "https://api.myfantasyleague.com", userAgent: "Test/1" },
    settings: () => Promise.resolve({ ...settingsDefaults, hard_cap_rpm_per_user: capPerMin }),
    fetch: host.fetch,
    clock,
    limiter: { ratePerSec: 1000, burst: 1000 },
  });
  const waits: number[] = [];
  const tally = new Tally();
  const counted = countingUpstream(upstream, tally, () => clock.now(), startedBy, async (ms) => {
    waits.push(ms);
    await clock.advance(ms);
  });
  return { upstream, counted, host, waits, tally, clock };
}

const exports = (n: number) => Array.from({ length: n }, (_, i) => leagueStandings({ leagueId: String(10_000 + i), year: 2026 }));

Deno.test("a job started by an admin keeps to that admin's hard_cap_rpm_per_user: over it, it waits its turn and fails nothing", async () => {
  const { counted, host, waits, tally } = jobUpstream(2, ADMIN);
  for (const query of exports(3)) {
    const result = await counted.get(query, { cookie: "member-cookie", userId: MEMBER, priority: "background" });
    assert.equal(result.stale, false);
  }
  assert.equal(host.calls.length, 3);
  assert.equal(tally.total.upstreamCalls, 3);
  assert.equal(waits.length, 1, "the third export waited once");
  assert.ok(waits[0] > 0 && waits[0] <= 60_000, `waited ${waits[0]} ms`);
});

Deno.test("the cap is the admin's own: the admin's page views share it, the borrowed member's allowance is untouched", async () => {
  const { upstream, counted } = jobUpstream(2, ADMIN);
  await counted.get(exports(1)[0], { cookie: "member-cookie", userId: MEMBER, priority: "background" });
  await upstream.get(league({ leagueId: "20000", year: 2026 }), { userId: ADMIN });
  await assert.rejects(upstream.get(league({ leagueId: "20001", year: 2026 }), { userId: ADMIN }), (e: AppError) => e.code === "rate_limited");
  // the member never spent a call on the job's behalf
  await upstream.get(league({ leagueId: "20002", year: 2026 }), { userId: MEMBER });
  await upstream.get(league({ leagueId: "20003", year: 2026 }), { userId: MEMBER });
});

Deno.test("a scheduled job (nobody started it) is charged to nobody: the host's pace alone holds it back", async () => {
  const { counted, host, waits } = jobUpstream(2, null);
  for (const query of exports(5)) await counted.get(query, { cookie: "member-cookie", userId: MEMBER, priority: "background" });
  assert.equal(host.calls.length, 5);
  assert.deepEqual(waits, []);
});

Deno.test("a user-scoped export (myleagues) stays the member's own: cached and charged per member", async () => {
  const seen: (string | undefined)[] = [];
  const inner = {
    get(_query: unknown, options: { userId?: string } = {}) {
      seen.push(options.userId);
      return Promise.resolve({ data: [] as never, stale: false, fetchedAt: new Date().toISOString() });
    },
  };
  const counted = countingUpstream(inner as never, new Tally(), () => Date.now(), ADMIN);
  await counted.get(myleagues({ year: 2026 }), { userId: MEMBER, account: "demo" });
  await counted.get(exports(1)[0], { userId: MEMBER });
  assert.deepEqual(seen, [MEMBER, ADMIN]);
});

Deno.test("other failures are the job's to report, and a wait past two minutes gives up", async () => {
  const failing = (error: unknown) => ({ get: () => Promise.reject(error) });
  const boom = new AppError("upstream_failed", "MyFantasyLeague answered with a server error: no saved data to show yet");
  await assert.rejects(countingUpstream(failing(boom) as never, new Tally(), Date.now, ADMIN, () => Promise.resolve()).get(exports(1)[0]), (e) => e === boom);
  const capped = new AppError("rate_limited", "Too many requests to MyFantasyLeague: the limit is 1 per minute: try again in 60 seconds", { retryAfterSec: 60 });
  const waits: number[] = [];
  await assert.rejects(
    countingUpstream(failing(capped) as never, new Tally(), Date.now, ADMIN, (ms) => Promise.resolve(void waits.push(ms))).get(exports(1)[0]),
    (e) => e === capped,
  );
  assert.deepEqual(waits, [60_000, 60_000]);
});
