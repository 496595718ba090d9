import assert from "node:assert/strict";
import { AppError } from "../errors.ts";
import { MflAuthError, MflLoginError } from "./errors.ts";
import { league, leagueStandings, myleagues, transactions } from "./queries.ts";
import { fakeHost, jsonResponse, type RecordedRequest } from "../../_testing/fake-mfl-host.ts";
import { LEAGUE, MYLEAGUES_MANY, STANDINGS_DEFAULT, TRANSACTIONS } from "../../_testing/mfl-fixtures.ts";
import { settingsDefaults } from "../contracts/admin-settings.ts";
import { COPY_PATIENCE_MS, MflUpstream, type MflUpstreamOptions, NO_COPY_PATIENCE_MS } from "./upstream.ts";
import { TestClock } from "../../_testing/test-clock.ts";
import { sleep } from "../upstream/clock.ts";
import { MapStore } from "../../_testing/map-store.ts";
import { cacheKey } from "./cache-key.ts";
import type { UpstreamSettings } from "../upstream/settings.ts";

const API = "https://api.myfantasyleague.com";
const HOST = "https://www44.myfantasyleague.com";
const Q = leagueStandings({ leagueId: "12345", year: 2026 });
const SETTINGS: UpstreamSettings = {
  ...settingsDefaults,
  standings_client_ttl_sec: 60,
  roster_client_ttl_sec: 60,
  backoff_initial_sec: 5,
  backoff_max_sec: 40,
  hard_cap_rpm_per_user: 100,
};

type Mode = "ok" | "503" | "429" | "auth" | "network" | "junk" | "hang" | "slow";

/** How long the host takes in "slow" mode: past the no-copy patience, within MFL's timeout. */
const SLOW_MS = 14_000;

function setup(options: Partial<MflUpstreamOptions> & { settings?: () => Promise<UpstreamSettings> } = {}) {
  const clock = (options.clock as TestClock | undefined) ?? new TestClock();
  const state = { mode: "ok" as Mode };
  const host = fakeHost((req: RecordedRequest) => {
    switch (state.mode) {
      case "503":
        return new Response("busy", { status: 503 });
      case "429":
        return new Response("", { status: 429, headers: { "retry-after": "12" } });
      case "auth":
        return jsonResponse({ error: { $t: "API requires logged in user" } });
      case "network":
        return Promise.reject(new TypeError("connection reset"));
      case "junk":
        return new Response("<html>maintenance</html>");
      case "hang":
        return new Promise<Response>(() => {});
      case "slow":
        return sleep(clock, SLOW_MS).then(() => jsonResponse(STANDINGS_DEFAULT));
    }
    if (req.url.pathname.endsWith("/login")) return new Response('<status MFL_USER_ID="tok">OK</status>');
    const type = req.url.searchParams.get("TYPE");
    if (type === "league") return jsonResponse(LEAGUE);
    if (type === "myleagues") return jsonResponse(MYLEAGUES_MANY);
    if (type === "transactions") return jsonResponse(TRANSACTIONS);
    return jsonResponse(STANDINGS_DEFAULT);
  });
  const upstream = new MflUpstream({
    config: { apiBase: API, userAgent: "Test/1" },
    settings: () => Promise.resolve(SETTINGS),
    fetch: host.fetch,
    clock,
    limiter: { ratePerSec: 1000, burst: 1000 },
    ...options,
  });
  upstream.client.hosts.remember("12345", HOST);
  return { upstream, clock, calls: host.calls, state };
}

Deno.test("single flight: 100 concurrent misses for one key → 1 upstream call; warm within TTL → 0", async () => {
  const { upstream, calls, clock } = setup();
  const results = await Promise.all(Array.from({ length: 100 }, (_, i) => upstream.get(Q, { cookie: "c", userId: `u${i}` })));
  assert.equal(calls.length, 1);
  assert.ok(results.every((r) => !r.stale && r.data.length === 2));
  await clock.advance(59_000);
  await Promise.all(Array.from({ length: 100 }, () => upstream.get(Q, { cookie: "c" })));
  assert.equal(calls.length, 1);
  await clock.advance(1_000);
  await upstream.get(Q, { cookie: "c" });
  assert.equal(calls.length, 2);
});

Deno.test("league answers are shared across users and cookies; user answers (myleagues) are not", async () => {
  const { upstream, calls } = setup();
  await upstream.get(Q, { cookie: "a", userId: "A" });
  await upstream.get(Q, { cookie: "b", userId: "B" });
  assert.equal(calls.length, 1);
  await upstream.get(myleagues({ year: 2026 }), { cookie: "a", userId: "A", account: "alice" });
  await upstream.get(myleagues({ year: 2026 }), { cookie: "a", userId: "A", account: "alice" });
  await upstream.get(myleagues({ year: 2026 }), { cookie: "b", userId: "B", account: "bob" });
  assert.equal(calls.length, 3);
  // No user or no MFL account to key by: not cached.
  await upstream.get(myleagues({ year: 2026 }), { cookie: "a" });
  assert.equal(calls.length, 4);
  await upstream.get(myleagues({ year: 2026 }), { cookie: "a", userId: "A" });
  assert.equal(calls.length, 5);
  // User A reconnected with another MFL account: the old account's list is not served.
  await upstream.get(myleagues({ year: 2026 }), { cookie: "c", userId: "A", account: "carol" });
  assert.equal(calls.length, 6);
});

Deno.test("5xx: last good data served stale, host backs off (no calls), then recovers", async () => {
  const { upstream, calls, clock, state } = setup();
  const first = await upstream.get(Q, { cookie: "c" });
  await clock.advance(61_000);
  state.mode = "503";
  const stale = await upstream.get(Q, { cookie: "c" });
  assert.equal(stale.stale, true);
  assert.equal(stale.staleReason, "server_error");
  assert.equal(stale.fetchedAt, first.fetchedAt);
  assert.deepEqual(stale.data, first.data);
  assert.equal(calls.length, 2);
  assert.equal(upstream.backoff.remainingMs(HOST), 5000);
  // During backoff: stale at once, nothing sent.
  await clock.advance(2_000);
  const during = await upstream.get(Q, { cookie: "c" });
  assert.equal(during.stale, true);
  assert.equal(calls.length, 2);
  // Backoff over, host still failing: one try, backoff doubles.
  await clock.advance(3_000);
  await upstream.get(Q, { cookie: "c" });
  assert.equal(calls.length, 3);
  assert.equal(upstream.backoff.remainingMs(HOST), 10_000);
  // A transactions request for the same host fails fast too (stale-less → 503 with Retry-After).
  await assert.rejects(upstream.get(transactions({ leagueId: "12345", year: 2026 }), { cookie: "c" }), (e: Error) =>
    e instanceof AppError && e.code === "unavailable" && e.headers?.["Retry-After"] === "10" && /busy/.test(e.message));
  assert.equal(calls.length, 3);
  state.mode = "ok";
  await clock.advance(10_000);
  const fresh = await upstream.get(Q, { cookie: "c" });
  assert.equal(fresh.stale, false);
  assert.equal(upstream.backoff.remainingMs(HOST), 0);
});

Deno.test("429: stale served, Retry-After honoured by the backoff", async () => {
  const { upstream, clock, state } = setup();
  await upstream.get(Q, { cookie: "c" });
  await clock.advance(61_000);
  state.mode = "429";
  const r = await upstream.get(Q, { cookie: "c" });
  assert.deepEqual([r.stale, r.staleReason], [true, "rate_limited"]);
  assert.equal(upstream.backoff.remainingMs(HOST), 12_000);
});

Deno.test("no saved data and the host fails → clear 502 / 503, never a raw error", async () => {
  const { upstream, state } = setup();
  state.mode = "503";
  await assert.rejects(upstream.get(Q, { cookie: "c" }), (e: Error) => e instanceof AppError && e.code === "upstream_failed");
  await assert.rejects(upstream.get(Q, { cookie: "c" }), (e: Error) => e instanceof AppError && e.code === "unavailable");
});

Deno.test("network errors, timeouts and malformed bodies also fall back to stale", async () => {
  for (const [mode, reason] of [["network", "network"], ["junk", "malformed"], ["hang", "timeout"]] as const) {
    const { upstream, clock, state } = setup({ timeoutMs: 3000 });
    await upstream.get(Q, { cookie: "c" });
    await clock.advance(61_000);
    state.mode = mode;
    // A background read waits for MFL's own answer (or its timeout).
    const pending = upstream.get(Q, { cookie: "c", priority: "background" });
    await clock.advance(3000);
    const r = await pending;
    assert.deepEqual([r.stale, r.staleReason], [true, reason], mode);
  }
});

Deno.test("a slow host with a copy at hand: the copy (stale) within the viewer's patience, the refresh goes on and lands", async () => {
  const { upstream, clock, state, calls } = setup({ timeoutMs: 15_000 });
  const first = await upstream.get(Q, { cookie: "c" });
  await clock.advance(61_000);
  state.mode = "hang";
  let answeredAt = 0;
  const pending = upstream.get(Q, { cookie: "c" }).then((r) => (answeredAt = clock.now(), r));
  const asked = clock.now();
  await clock.advance(COPY_PATIENCE_MS);
  const r = await pending;
  assert.equal(answeredAt - asked, COPY_PATIENCE_MS, "answered at the patience, not at MFL's timeout");
  assert.deepEqual([r.stale, r.staleReason, r.fetchedAt], [true, "refreshing", first.fetchedAt]);
  assert.deepEqual(r.data, first.data);
  // Viewers arriving while the refresh goes on get the copy at once, and cost MFL nothing.
  const later = await Promise.all(Array.from({ length: 5 }, () => upstream.get(Q, { cookie: "c" })));
  assert.ok(later.every((x) => x.stale && x.staleReason === "refreshing"));
  assert.equal(calls.length, 2, "the first fetch and the one refresh");
  // MFL answers before the timeout: the refresh lands, and the next viewer reads it fresh.
  state.mode = "ok";
  await clock.advance(15_000);
  const after = await upstream.get(Q, { cookie: "c" });
  assert.equal(after.stale, true, "the hung request itself timed out: served stale until the retry time");
  assert.equal(after.staleReason, "timeout");
  await clock.advance(SETTINGS.backoff_initial_sec * 1000);
  const fresh = await upstream.get(Q, { cookie: "c" });
  assert.equal(fresh.stale, false);
  assert.equal(calls.length, 3);
});

Deno.test("the reads of one request share one patience: a read after another's wait answers its copy at once", async () => {
  const { upstream, clock, state } = setup({ timeoutMs: 15_000 });
  const tx = transactions({ leagueId: "12345", year: 2026 });
  await upstream.get(Q, { cookie: "c" });
  await upstream.get(tx, { cookie: "c" });
  await clock.advance(61_000);
  state.mode = "hang";
  const patience = upstream.patience();
  const start = patience.since;
  const both = (async () => {
    const a = await upstream.get(Q, { cookie: "c", patience });
    const b = await upstream.get(tx, { cookie: "c", patience });
    return { a, b, at: clock.now() };
  })();
  await clock.advance(COPY_PATIENCE_MS);
  const { a, b, at } = await both;
  assert.deepEqual([a.stale, b.stale], [true, true]);
  assert.equal(at - start, COPY_PATIENCE_MS, "one wait for both reads, not two");
});

Deno.test("a slow host with no copy: 'busy' with Retry-After at the no-copy patience; the refresh goes on for the retry", async () => {
  const { upstream, clock, state, calls } = setup({ timeoutMs: 15_000 });
  state.mode = "slow";
  const failed = upstream.get(Q, { cookie: "c" }).then(() => null, (e) => e);
  await clock.advance(NO_COPY_PATIENCE_MS);
  const error = await failed;
  assert.ok(error instanceof AppError && error.code === "unavailable", String(error));
  assert.match(error.message, /^MyFantasyLeague is busy: try again in \d+ seconds$/);
  assert.ok(Number(error.headers?.["Retry-After"]) > 0);
  // The refresh was not given up: MFL answers, and the retry reads that answer without asking again.
  await clock.advance(SLOW_MS - NO_COPY_PATIENCE_MS);
  const retry = await upstream.get(Q, { cookie: "c" });
  assert.deepEqual([retry.stale, retry.data.length, calls.length], [false, 2, 1]);
});

Deno.test("no copy and the host failing at once: the failure says when to ask again (Retry-After)", async () => {
  const { upstream, state } = setup();
  state.mode = "network";
  await assert.rejects(upstream.get(Q, { cookie: "c" }), (e: Error) =>
    e instanceof AppError && e.code === "upstream_failed" && e.headers?.["Retry-After"] === String(SETTINGS.backoff_initial_sec) &&
    e.details?.retryAfterSec === SETTINGS.backoff_initial_sec);
});

Deno.test("a read-back (waitForFresh) and background reads wait for MFL's own answer, however slow", async () => {
  const { upstream, clock, state } = setup({ timeoutMs: 15_000 });
  await upstream.get(Q, { cookie: "c" });
  state.mode = "hang";
  for (const options of [{ waitForFresh: true, forceRefresh: true }, { priority: "background" as const, forceRefresh: true }]) {
    let done = false;
    const pending = upstream.get(Q, { cookie: "c", ...options }).finally(() => done = true);
    await clock.advance(COPY_PATIENCE_MS + 1_000);
    assert.equal(done, false, JSON.stringify(options));
    await clock.advance(15_000);
    assert.equal((await pending).staleReason, "timeout");
  }
});

Deno.test("isolates: one refreshes a slow host under its lease; another with the shared copy answers it at once, asking MFL nothing", async () => {
  const store = new MapStore();
  const clock = new TestClock();
  const a = setup({ store, clock, timeoutMs: 15_000 });
  const b = setup({ store, clock, timeoutMs: 15_000 });
  await a.upstream.get(Q, { cookie: "c" });
  await clock.advance(61_000);
  a.state.mode = "hang";
  const fromA = a.upstream.get(Q, { cookie: "c" });
  await clock.advance(COPY_PATIENCE_MS);
  assert.equal((await fromA).staleReason, "refreshing");
  assert.equal(store.leases.size, 1, "A's refresh still holds the lease");
  // A's refresh is already overdue: B does not wait for it again.
  const r = await b.upstream.get(Q, { cookie: "c" });
  assert.deepEqual([r.stale, r.staleReason, b.calls.length], [true, "refreshing", 0]);
  await clock.advance(15_000);
  assert.equal(store.leases.size, 0, "the lease is let go when the refresh ends");
});

Deno.test("an expired or invalid cookie is not hidden behind stale data", async () => {
  const { upstream, clock, state } = setup();
  await upstream.get(Q, { cookie: "c" });
  await clock.advance(61_000);
  state.mode = "auth";
  await assert.rejects(upstream.get(Q, { cookie: "expired" }), MflAuthError);
});

Deno.test("hard_cap_rpm_per_user: starting upstream calls is capped; hits and joined flights are free", async () => {
  const { upstream, calls, clock } = setup({ settings: () => Promise.resolve({ ...SETTINGS, hard_cap_rpm_per_user: 2 }) });
  await upstream.get(Q, { cookie: "c", userId: "greedy" });
  await upstream.get(Q, { cookie: "c", userId: "greedy" }); // cache hit
  await upstream.get(league({ leagueId: "12345", year: 2026 }), { cookie: "c", userId: "greedy" });
  await assert.rejects(
    upstream.get(transactions({ leagueId: "12345", year: 2026 }), { cookie: "c", userId: "greedy" }),
    (e: Error) => e instanceof AppError && e.status === 429 && /per minute/.test(e.message),
  );
  await upstream.get(transactions({ leagueId: "12345", year: 2026 }), { cookie: "c", userId: "other" });
  assert.equal(calls.length, 3);
  await clock.advance(60_000);
  await upstream.get(transactions({ leagueId: "12345", year: 2026, week: 2 }), { cookie: "c", userId: "greedy" });
});

Deno.test("limiter: interactive requests reach the host before background syncs", async () => {
  const { upstream, calls, clock } = setup({ limiter: { ratePerSec: 1, burst: 1 } });
  const bg = [1, 2, 3].map((w) => upstream.get(transactions({ leagueId: "12345", year: 2026, week: w }), { cookie: "c", priority: "background" }));
  const ui = upstream.get(Q, { cookie: "c" });
  await clock.advance(5_000);
  await Promise.all([...bg, ui]);
  assert.deepEqual(calls.map((c) => `${c.url.searchParams.get("TYPE")}${c.url.searchParams.get("W") ?? ""}`), [
    "transactions1",
    "leagueStandings",
    "transactions2",
    "transactions3",
  ]);
});

Deno.test("shared table: answers survive an isolate restart and serve as last good data", async () => {
  const store = new MapStore();
  const clock = new TestClock();
  const a = setup({ store, clock });
  await a.upstream.get(league({ leagueId: "12345", year: 2026 }), { cookie: "c" });
  assert.equal(store.rows.size, 1);
  // A new isolate: empty memory, no known league host; the table answers and teaches the host.
  const b = setup({ store, clock });
  b.upstream.client.hosts.forget("12345");
  const r = await b.upstream.get(league({ leagueId: "12345", year: 2026 }), { cookie: "c" });
  assert.equal(r.stale, false);
  assert.equal(b.calls.length, 0);
  assert.equal(b.upstream.client.hosts.get("12345"), HOST);
  // Expired in the table and MFL down: the table copy is served, stale, and marked in the table.
  await clock.advance(24 * 3600_000);
  const c = setup({ store, clock });
  c.state.mode = "503";
  const stale = await c.upstream.get(league({ leagueId: "12345", year: 2026 }), { cookie: "c" });
  assert.deepEqual([stale.stale, stale.staleReason, stale.data.name], [true, "server_error", "Example League"]);
  assert.equal([...store.rows.values()][0].staleReason, "server_error");
});

Deno.test("forceRefresh skips a fresh cache entry but still shares the flight", async () => {
  const { upstream, calls } = setup();
  await upstream.get(Q, { cookie: "c" });
  await Promise.all([upstream.get(Q, { cookie: "c", forceRefresh: true }), upstream.get(Q, { cookie: "c", forceRefresh: true })]);
  assert.equal(calls.length, 2);
});

Deno.test("login and lineup imports go through the limiter and backoff, uncached", async () => {
  const { upstream, calls, state, clock } = setup();
  const s = await upstream.login("demo", "demo123", 2026, { userId: "u" });
  assert.equal(s.cookie, "tok");
  state.mode = "503";
  await assert.rejects(upstream.login("demo", "demo123", 2026), (e: Error) => e instanceof AppError && e.code === "upstream_failed");
  await assert.rejects(upstream.login("demo", "demo123", 2026), (e: Error) => e instanceof AppError && e.code === "unavailable");
  assert.equal(calls.length, 2);
  await clock.advance(5_000);
  state.mode = "ok";
  const bad = setup();
  bad.state.mode = "auth";
  await assert.rejects(
    bad.upstream.importLineup({ leagueId: "12345", year: 2026, week: 1, starters: ["1"] }, { cookie: "x" }),
    MflAuthError,
  );
  const refused = setup({ fetch: (() => Promise.resolve(new Response("<error>Invalid Password</error>"))) as typeof fetch });
  await assert.rejects(refused.upstream.login("demo", "nope", 2026), MflLoginError);
});

Deno.test("isolates sharing the table: concurrent misses for one key in 3 isolates → 1 MFL call, the others wait for it", async () => {
  const store = new MapStore();
  const clock = new TestClock();
  const isolates = [setup({ store, clock }), setup({ store, clock }), setup({ store, clock })];
  const pending = isolates.flatMap((iso) => Array.from({ length: 10 }, () => iso.upstream.get(Q, { cookie: "c" })));
  await clock.advance(2_000);
  const results = await Promise.all(pending);
  assert.equal(isolates.reduce((n, iso) => n + iso.calls.length, 0), 1);
  assert.ok(results.every((r) => !r.stale && r.data.length === 2));
  assert.equal(store.leases.size, 0, "the lease is let go with the answer");
});

Deno.test("a lease left by a killed isolate lapses: waiters are told to retry, the next caller after expiry refreshes", async () => {
  const store = new MapStore();
  const clock = new TestClock();
  const key = cacheKey(API, Q)!;
  // An isolate took the lease and died before answering.
  await store.claim(key, "dead-isolate:1", 25_000, false, clock.now());
  const b = setup({ store, clock, leaseMs: 25_000, leaseWaitMs: 10_000 });
  const waiting = b.upstream.get(Q, { cookie: "c" }).then(() => null, (e) => e);
  await clock.advance(11_000);
  const error = await waiting;
  assert.ok(error instanceof AppError && error.code === "unavailable", "no copy to serve: 503 with Retry-After");
  assert.equal(b.calls.length, 0, "no second MFL call while the lease holds");
  await clock.advance(15_000);
  const r = await b.upstream.get(Q, { cookie: "c" });
  assert.deepEqual([r.stale, b.calls.length, store.leases.size], [false, 1, 0]);
});

Deno.test("a failed refresh is shared: other isolates serve the stale copy without asking MFL until the retry time", async () => {
  const store = new MapStore();
  const clock = new TestClock();
  const a = setup({ store, clock });
  await a.upstream.get(Q, { cookie: "c" });
  await clock.advance(61_000);
  a.state.mode = "503";
  const stale = await a.upstream.get(Q, { cookie: "c" });
  assert.deepEqual([stale.stale, stale.staleReason], [true, "server_error"]);
  const b = setup({ store, clock });
  const r = await b.upstream.get(Q, { cookie: "c" });
  assert.deepEqual([r.stale, r.staleReason, b.calls.length], [true, "server_error", 0]);
});

Deno.test("an isolate holding the same copy learns from the table that another isolate found the host failing", async () => {
  const store = new MapStore();
  const clock = new TestClock();
  const a = setup({ store, clock });
  const b = setup({ store, clock });
  await a.upstream.get(Q, { cookie: "c" });
  await b.upstream.get(Q, { cookie: "c" }); // b now holds the same copy in memory
  await clock.advance(61_000);
  a.state.mode = "503";
  await a.upstream.get(Q, { cookie: "c" });
  const r = await b.upstream.get(Q, { cookie: "c" });
  assert.deepEqual([r.stale, r.staleReason, b.calls.length], [true, "server_error", 0]);
});
