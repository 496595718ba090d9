// Every system_settings key is enforced where it belongs: for each key, two runs that differ only
// in its value behave differently. The keys' meaning (spec 02 §3) is in the admin-settings contract.
// players_daily_refresh_local_time and league_settings_refresh_local_time move the pg_cron
// schedules: supabase/tests/database/24-sync-schedules.test.sql; per_league_stagger_ms spaces a
// sync job's leagues (admin/jobs/job-runner.test.ts) and refreshes of leagues' live scores
// (mfl/stagger.test.ts, mfl/scoring.integration.test.ts).
import assert from "node:assert/strict";
import { settingsDefaults, type SystemSettings } from "./contracts/admin-settings.ts";
import { league, leagueStandings, liveScoring, nflByeWeeks, rosters } from "./mfl/queries.ts";
import type { MflQuery } from "./mfl/queries.ts";
import { MflUpstream } from "./mfl/upstream.ts";
import { fakeHost, jsonResponse } from "../_testing/fake-mfl-host.ts";
import { LEAGUE, LIVE_SCORING, STANDINGS_DEFAULT } from "../_testing/mfl-fixtures.ts";
import { TestClock } from "../_testing/test-clock.ts";
import { AppError } from "./errors.ts";
import type { JsonObject } from "./mfl/quirks.ts";

const HOST = "https://www44.myfantasyleague.com";
const L = { leagueId: "12345", year: 2026 };

/** A live scoring answer with nobody playing: every starter yet to play or done. */
const LIVE_SCORING_IDLE: JsonObject = JSON.parse(
  JSON.stringify(LIVE_SCORING).replaceAll(/"gameSecondsRemaining":"\d+"/g, '"gameSecondsRemaining":"3600"')
    .replaceAll(/"playersCurrentlyPlaying":"\d+"/g, '"playersCurrentlyPlaying":"0"'),
);

function upstreamWith(changed: Partial<SystemSettings>, options: { failing?: () => boolean; live?: boolean } = {}) {
  const clock = new TestClock();
  const host = fakeHost((req) => {
    if (options.failing?.()) return new Response("busy", { status: 503 });
    const type = req.url.searchParams.get("TYPE");
    if (type === "liveScoring") return jsonResponse(options.live === false ? LIVE_SCORING_IDLE : LIVE_SCORING);
    if (type === "league") return jsonResponse(LEAGUE);
    if (type === "nflByeWeeks") return jsonResponse({ nflByeWeeks: { team: [{ id: "DAL", bye_week: "7" }] } });
    if (type === "rosters") return jsonResponse({ rosters: { franchise: [{ id: "0001", player: [] }] } });
    return jsonResponse(STANDINGS_DEFAULT);
  });
  const upstream = new MflUpstream({
    config: { apiBase: "https://api.myfantasyleague.com", userAgent: "Test/1" },
    settings: () => Promise.resolve({ ...settingsDefaults, ...changed }),
    fetch: host.fetch,
    clock,
    limiter: { ratePerSec: 1000, burst: 1000 },
  });
  upstream.client.hosts.remember(L.leagueId, HOST);
  return { upstream, clock, calls: host.calls };
}

/** MFL calls for one export asked twice, `afterSec` apart. */
async function callsTwice(query: MflQuery<unknown>, changed: Partial<SystemSettings>, afterSec: number, live?: boolean): Promise<number> {
  const { upstream, clock, calls } = upstreamWith(changed, { live });
  await upstream.get(query, { cookie: "c" });
  await clock.advance(afterSec * 1000);
  await upstream.get(query, { cookie: "c" });
  return calls.length;
}

Deno.test("poll_interval_active_sec: while a game is live, live scoring is asked again once the active interval has passed", async () => {
  assert.equal(await callsTwice(liveScoring({ ...L, week: 5 }), { poll_interval_active_sec: 60 }, 30, true), 1);
  assert.equal(await callsTwice(liveScoring({ ...L, week: 5 }), { poll_interval_active_sec: 20 }, 30, true), 2);
});

Deno.test("poll_interval_idle_sec: with no game live, live scoring is asked again once the idle interval has passed", async () => {
  assert.equal(await callsTwice(liveScoring({ ...L, week: 5 }), { poll_interval_idle_sec: 300 }, 120, false), 1);
  assert.equal(await callsTwice(liveScoring({ ...L, week: 5 }), { poll_interval_idle_sec: 60 }, 120, false), 2);
});

Deno.test("standings_client_ttl_sec: standings are kept this long", async () => {
  assert.equal(await callsTwice(leagueStandings(L), { standings_client_ttl_sec: 600 }, 400), 1);
  assert.equal(await callsTwice(leagueStandings(L), { standings_client_ttl_sec: 300 }, 400), 2);
});

Deno.test("roster_client_ttl_sec: rosters (and transactions) are kept this long", async () => {
  assert.equal(await callsTwice(rosters(L), { roster_client_ttl_sec: 300 }, 200), 1);
  assert.equal(await callsTwice(rosters(L), { roster_client_ttl_sec: 100 }, 200), 2);
});

Deno.test("schedule_client_ttl_sec: the league export, schedules and bye weeks are kept this long", async () => {
  assert.equal(await callsTwice(league(L), { schedule_client_ttl_sec: 3600 }, 1800), 1);
  assert.equal(await callsTwice(league(L), { schedule_client_ttl_sec: 900 }, 1800), 2);
  assert.equal(await callsTwice(nflByeWeeks({ year: 2026 }), { schedule_client_ttl_sec: 900 }, 1800), 2);
});

Deno.test("hard_cap_rpm_per_user: the upstream calls one user may start in a minute", async () => {
  const starts = async (cap: number) => {
    // Refreshes of live scores are staggered apart (per_league_stagger_ms, stagger.test.ts); this clock stands still.
    const { upstream } = upstreamWith({ hard_cap_rpm_per_user: cap, per_league_stagger_ms: 0 });
    let started = 0;
    for (const week of [1, 2, 3, 4, 5]) {
      try {
        await upstream.get(liveScoring({ ...L, week }), { cookie: "c", userId: "u" });
        started++;
      } catch (error) {
        assert.ok(error instanceof AppError && error.status === 429);
      }
    }
    return started;
  };
  assert.equal(await starts(60), 5);
  assert.equal(await starts(3), 3);
});

Deno.test("backoff_initial_sec: after a failure MFL is left alone this long (the last good data is served meanwhile)", async () => {
  const retried = async (initial: number) => {
    let failing = false;
    const { upstream, clock, calls } = upstreamWith({ backoff_initial_sec: initial, standings_client_ttl_sec: 10 }, { failing: () => failing });
    await upstream.get(leagueStandings(L), { cookie: "c" });
    await clock.advance(11_000);
    failing = true;
    assert.equal((await upstream.get(leagueStandings(L), { cookie: "c" })).stale, true);
    await clock.advance(6_000);
    await upstream.get(leagueStandings(L), { cookie: "c" });
    return calls.length - 2;
  };
  assert.equal(await retried(5), 1, "backoff 5 s: asked again after 6 s");
  assert.equal(await retried(10), 0, "backoff 10 s: not yet");
});

Deno.test("backoff_max_sec: repeated failures back off no longer than the maximum", async () => {
  const backoffAfterFailures = async (max: number) => {
    const { upstream, clock } = upstreamWith({ backoff_initial_sec: 1, backoff_max_sec: max, standings_client_ttl_sec: 5 }, { failing: () => true });
    for (let i = 0; i < 8; i++) {
      await upstream.get(leagueStandings(L), { cookie: "c" }).catch(() => {});
      await clock.advance(upstream.backoff.remainingMs(HOST) + 1);
    }
    await upstream.get(leagueStandings(L), { cookie: "c" }).catch(() => {});
    return upstream.backoff.remainingMs(HOST);
  };
  assert.equal(await backoffAfterFailures(4), 4_000);
  assert.equal(await backoffAfterFailures(120), 120_000);
});
