import assert from "node:assert/strict";
import { AppError, databaseError } from "../errors.ts";
import { UpstreamHttpError, UpstreamMalformedError } from "../upstream/errors.ts";
import { MflLeagueAccessError } from "../mfl/errors.ts";
import { asAppError, toAppError } from "../mfl/app-errors.ts";
import type { RefreshKind } from "./datasets/registry.ts";
import type { RefreshOutcome } from "./league-sync.ts";
import type { SyncState } from "./league-store.ts";
import { inBackoff, loadLeagueView, needsRefresh, type Refresher } from "./league-view.ts";
import { MemoryLeagueTables } from "../../_testing/memory-league.ts";
import { standings, type StandingWriteRow } from "./datasets/standings.ts";
import { standingsView } from "./views/standings.ts";

const LEAGUE = "61408";
const YEAR = 2026;
const USER = "00000000-0000-4000-8000-0000000000aa";
const STRANGER = "00000000-0000-4000-8000-0000000000cc";
const T0 = Date.parse("2026-11-21T12:00:00Z");
const TTL_SEC = 600;
const BACKOFF_SEC = 2;

function standing(franchise_id: string, rank: number): StandingWriteRow {
  return {
    franchise_id,
    rank,
    wins: 0,
    losses: 0,
    ties: 0,
    win_loss_tie_record: "0-0-0",
    winning_percentage: 0,
    current_streak: "",
    division_id: null,
    division_record: null,
    division_wins: null,
    division_losses: null,
    division_ties: null,
    points_for: 0,
    points_against: 0,
    blind_bid_balance: null,
    victory_points: null,
    all_play_percentage: null,
    conference_id: null,
    conference_name: null,
    conference_record: null,
  };
}

const RULES = { standings_sort: "PCT,PTS,", head_to_head: true, victory_points: false, blind_bidding: true };

/**
 * The view over in-memory tables with an injected clock; the refresher writes new standings (MFL
 * up) or records a failure like LeagueSync does (mark_league_sync_failed stamps attempted_at).
 */
function setup() {
  const clock = { now: T0 };
  const tables = new MemoryLeagueTables().member(USER, LEAGUE);
  tables.clock = () => clock.now;
  const writer = tables.writer();
  // slowMs: MFL answers that long after the refresh starts.
  const mfl = { up: true, slowMs: 0, refreshing: false };
  const refuse = { value: false };
  const refreshes: string[] = [];
  const sync: Refresher = {
    async refresh(kind: RefreshKind, leagueId: string, year: number): Promise<RefreshOutcome> {
      refreshes.push(`${kind}:${leagueId}`);
      if (mfl.slowMs) await new Promise((r) => setTimeout(r, mfl.slowMs));
      // LeagueSync with MFL's last copy while MFL is still answering: nothing written, nothing failed.
      if (mfl.refreshing) return { stale: true };
      if (refuse.value) return { stale: true, error: new MflLeagueAccessError(`API requires logged in user in league ID ${leagueId}`, leagueId) };
      if (!mfl.up) {
        await writer.markFailed(leagueId, year, kind, "MyFantasyLeague answered with a server error");
        return { stale: true, error: toAppError(new UpstreamHttpError(503, "www44.myfantasyleague.com")) };
      }
      await writer.replace(standings, leagueId, year, { rules: RULES, rows: [standing("0001", 1), standing("0002", 2)] }, new Date(clock.now).toISOString());
      return { stale: false };
    },
  };
  // Every round trip of the view (league_view_standings): who read, and how many rows RLS let through.
  const trips: { userId: string; rows: number }[] = [];
  const patience: { ms?: number } = {};
  const view = (userId = USER, verifyMember?: Refresher["verifyMember"]) => {
    const reader = tables.reader(userId);
    return loadLeagueView({
      sync: verifyMember ? { ...sync, verifyMember } : sync,
      kinds: ["standings"],
      leagueId: LEAGUE,
      year: YEAR,
      userId,
      ttlSec: () => TTL_SEC,
      backoffSec: BACKOFF_SEC,
      now: clock.now,
      patienceMs: patience.ms,
      read: async () => {
        const snap = await reader.view(standingsView.rpc, LEAGUE, YEAR);
        const data = standingsView.fromSnapshot(snap).standings;
        trips.push({ userId, rows: data.length });
        return { membership: snap.membership, states: snap.states, data };
      },
    });
  };
  return { clock, tables, mfl, refuse, refreshes, view, reads: () => trips.length, trips, patience };
}

function state(patch: Partial<SyncState>): SyncState {
  return { kind: "standings", synced_at: null, attempted_at: null, stale: false, last_error: null, ...patch };
}

const iso = (ms: number) => new Date(ms).toISOString();

Deno.test("needsRefresh: nothing synced, fresh, expired, and the backoff after a failed refresh", () => {
  const hourAgo = iso(T0 - 3_600_000);
  assert.equal(needsRefresh(null, TTL_SEC, T0, BACKOFF_SEC), true, "never synced");
  assert.equal(needsRefresh(state({ synced_at: iso(T0 - 1000) }), TTL_SEC, T0, BACKOFF_SEC), false, "within the TTL");
  assert.equal(needsRefresh(state({ synced_at: hourAgo, attempted_at: hourAgo }), TTL_SEC, T0, BACKOFF_SEC), true, "expired");
  const failed = state({ synced_at: hourAgo, attempted_at: iso(T0 - 1999), stale: true });
  assert.equal(needsRefresh(failed, TTL_SEC, T0, BACKOFF_SEC), false, "a refresh failed 1.999 s ago: wait");
  assert.equal(needsRefresh(failed, TTL_SEC, T0 + 1, BACKOFF_SEC), true, "2 s after the failure: try again");
  assert.equal(
    needsRefresh(state({ synced_at: hourAgo, attempted_at: iso(T0 - 500), stale: false }), TTL_SEC, T0, BACKOFF_SEC),
    true,
    "a recent good attempt is no reason to wait once the data has expired",
  );
  assert.equal(
    needsRefresh(state({ synced_at: null, attempted_at: iso(T0 - 500), stale: true }), TTL_SEC, T0, BACKOFF_SEC),
    false,
    "never synced and refused moments ago: the backoff applies too",
  );
  assert.equal(
    needsRefresh(state({ synced_at: null, attempted_at: iso(T0 - 2000), stale: true }), TTL_SEC, T0, BACKOFF_SEC),
    true,
    "never synced, the backoff has passed: try again",
  );
  assert.equal(needsRefresh(failed, TTL_SEC, T0), true, "no backoff given: the old behaviour");
  assert.equal(inBackoff(state({ stale: true, attempted_at: "not a date" }), BACKOFF_SEC, T0), false);
});

Deno.test("loadLeagueView: MFL failing → one refresh per backoff, stored rows served stale with the failure's message", async () => {
  const t = setup();
  const first = await t.view();
  assert.equal(first.stale, false);
  assert.deepEqual(t.refreshes, ["standings:61408"]);

  // The data expires and MFL is down: the first request tries, fails, and serves the stored rows.
  t.mfl.up = false;
  t.clock.now += 3_600_000;
  const failed = await t.view();
  assert.equal(failed.stale, true);
  assert.equal(failed.syncedAt, iso(T0));
  assert.equal(failed.message, "Showing data from 2026-11-21 12:00 UTC: MyFantasyLeague is not responding");
  assert.equal(failed.data.length, 2);
  assert.equal(t.refreshes.length, 2);

  // Every request within backoff_initial_sec: no refresh, the same rows, stale, the same message.
  for (const step of [0, 500, 1999]) {
    t.clock.now = T0 + 3_600_000 + step;
    const served = await t.view();
    assert.equal(t.refreshes.length, 2, `no new refresh ${step} ms after the failure`);
    assert.deepEqual(
      { stale: served.stale, syncedAt: served.syncedAt, message: served.message, rows: served.data.length },
      { stale: true, syncedAt: failed.syncedAt, message: failed.message, rows: 2 },
    );
  }

  // Once the backoff has passed, the next request tries MFL again (and fails again: a new backoff).
  t.clock.now = T0 + 3_600_000 + BACKOFF_SEC * 1000;
  await t.view();
  assert.equal(t.refreshes.length, 3, "retried after backoff_initial_sec");
  await t.view();
  assert.equal(t.refreshes.length, 3, "the new failure starts a new backoff");

  // MFL is back: the next attempt after the backoff refreshes and the data is fresh again.
  t.mfl.up = true;
  t.clock.now += BACKOFF_SEC * 1000;
  const recovered = await t.view();
  assert.equal(recovered.stale, false);
  assert.equal(recovered.message, undefined);
  assert.equal(recovered.syncedAt, iso(t.clock.now));
  assert.equal(t.refreshes.length, 4);
});

Deno.test("loadLeagueView: MFL slower than the viewer's patience → the stored rows at once, stale; the refresh goes on and lands", async () => {
  const t = setup();
  await t.view();
  t.clock.now += 3_600_000;
  t.mfl.slowMs = 400;
  t.patience.ms = 50;
  const started = performance.now();
  const early = await t.view();
  const waited = performance.now() - started;
  assert.ok(waited < 300, `answered after ${Math.round(waited)} ms, not after MFL's ${t.mfl.slowMs} ms`);
  assert.deepEqual([early.stale, early.syncedAt, early.data.length], [true, iso(T0), 2]);
  assert.equal(early.message, "Showing data from 2026-11-21 12:00 UTC: MyFantasyLeague is not responding");
  // The refresh was not dropped: once MFL answers, the next viewer reads its rows, fresh, without another refresh.
  await new Promise((r) => setTimeout(r, t.mfl.slowMs));
  const after = await t.view();
  assert.deepEqual([after.stale, after.syncedAt], [false, iso(t.clock.now)]);
  assert.equal(t.refreshes.length, 2);
});

Deno.test("loadLeagueView: with nothing stored a slow refresh is waited for (there is nothing else to answer)", async () => {
  const t = setup();
  t.mfl.slowMs = 150;
  t.patience.ms = 10;
  const first = await t.view();
  assert.deepEqual([first.stale, first.data.length], [false, 2]);
});

Deno.test("loadLeagueView: MFL still answering with nothing stored yet → 503 'try again' with Retry-After, never an empty answer", async () => {
  const t = setup();
  t.mfl.refreshing = true;
  await assert.rejects(t.view(), (e) =>
    e instanceof AppError && e.status === 503 && e.message === "MyFantasyLeague is busy: try again in 2 seconds" && e.headers?.["Retry-After"] === "2");
  t.mfl.refreshing = false;
  assert.equal((await t.view()).data.length, 2);
});

Deno.test("loadLeagueView: one round trip when the rows are fresh, one more after a refresh, on every path", async () => {
  const t = setup();
  // cold: the first trip finds nothing synced; the second already sees the refreshed rows
  const cold = await t.view();
  assert.equal(t.reads(), 2, "cold: a trip, the refresh, a trip");
  assert.equal(cold.data.length, 2, "and it sees the rows the refresh wrote");

  // warm (within the TTL): no refresh, one trip
  t.clock.now += 60_000;
  await t.view();
  assert.equal(t.reads(), 3, "warm: one trip");
  assert.equal(t.refreshes.length, 1);

  // expired, refresh fails, stored rows: the trip after the refresh serves them
  t.mfl.up = false;
  t.clock.now += 3_600_000;
  assert.equal((await t.view()).data.length, 2);
  assert.equal(t.reads(), 5, "failed refresh: two trips");

  // within the backoff: one trip
  await t.view();
  assert.equal(t.reads(), 6, "backoff: one trip");

  // a stranger: 403 after one trip that RLS gave no rows, and without a refresh
  await assert.rejects(t.view(STRANGER), (e) => e instanceof AppError && e.code === "forbidden");
  assert.deepEqual(t.trips.at(-1), { userId: STRANGER, rows: 0 }, "a stranger's request sees no rows");
  assert.equal(t.refreshes.length, 2);
});

Deno.test("loadLeagueView: MFL failing with nothing stored → the error, then 503 Retry-After without asking MFL within the backoff", async () => {
  const t = setup();
  t.mfl.up = false;
  await assert.rejects(t.view(), (e) => e instanceof AppError && e.status === 502);
  assert.equal(t.refreshes.length, 1);
  t.clock.now += 500;
  await assert.rejects(t.view(), (e) =>
    e instanceof AppError && e.status === 503 && e.headers?.["Retry-After"] === "2" &&
    e.message === "MyFantasyLeague data could not be loaded: try again in 2 seconds");
  assert.equal(t.refreshes.length, 1, "no refresh within the backoff");
  assert.equal(t.reads(), 3, "within the backoff one trip, and nothing to read");
  t.clock.now += BACKOFF_SEC * 1000;
  await assert.rejects(t.view(), (e) => e instanceof AppError && e.status === 502);
  assert.equal(t.refreshes.length, 2, "retried once the backoff has passed");
  t.mfl.up = true;
  t.clock.now += BACKOFF_SEC * 1000;
  assert.equal((await t.view()).data.length, 2);
});

/** The view with a verifier like LeagueSync.verifyMember: MFL lists the league for `listed` users. */
function withVerifier(listed: Set<string>, franchiseId = "0004") {
  const t = setup();
  const checks: string[] = [];
  const store = t.tables.membershipStore();
  const base = t.view;
  return {
    ...t,
    checks,
    view: (userId = USER) =>
      base(userId, async (leagueId, year, uid) => {
        checks.push(uid);
        if (await store.isVerified(uid, leagueId, year)) return { verified: true };
        if (!listed.has(uid)) return { verified: false };
        await store.markVerified(uid, leagueId, franchiseId, { account: "demo", year });
        return { verified: true, franchiseId };
      }),
  };
}

Deno.test("loadLeagueView: a row the user added grants nothing until MFL lists the league for them", async () => {
  const t = withVerifier(new Set());
  // A real member synced the league: there are rows to steal.
  await t.view();
  assert.equal(t.refreshes.length, 1);
  t.tables.claim(STRANGER, LEAGUE, "0001");
  await assert.rejects(t.view(STRANGER), (e) => e instanceof AppError && e.status === 403 && e.message === "Access denied to league");
  assert.deepEqual(t.checks, [STRANGER], "MFL was asked for the stranger's leagues, not for the verified member's");
  assert.ok(t.trips.filter((r) => r.userId === STRANGER).every((r) => r.rows === 0), "the stranger read no rows");
  assert.equal(t.refreshes.length, 1, "and started no refresh");
});

Deno.test("loadLeagueView: a membership proven for another season is proven again (MFL reuses league ids across years)", async () => {
  const lastSeason = withVerifier(new Set());
  lastSeason.tables.memberships.find((m) => m.user_id === USER)!.verified_year = YEAR - 1;
  await assert.rejects(lastSeason.view(), (e) => e instanceof AppError && e.status === 403);
  assert.deepEqual(lastSeason.checks, [USER], "MFL asked for this season before anything was answered");

  const stillIn = withVerifier(new Set([USER]));
  stillIn.tables.memberships.find((m) => m.user_id === USER)!.verified_year = YEAR - 1;
  const view = await stillIn.view();
  assert.deepEqual([stillIn.checks, view.membership.franchise_id], [[USER], "0004"]);
  assert.equal(stillIn.tables.memberships.find((m) => m.user_id === USER)!.verified_year, YEAR, "proven for this season now");
});

Deno.test("loadLeagueView: an unverified row MFL lists is verified, with MFL's franchise, and served", async () => {
  const NEWCOMER = "00000000-0000-4000-8000-0000000000dd";
  const t = withVerifier(new Set([NEWCOMER]));
  await t.view();
  t.tables.claim(NEWCOMER, LEAGUE, "0001", "My name for it");
  const view = await t.view(NEWCOMER);
  assert.equal(view.membership.franchise_id, "0004", "MFL's franchise, not the claimed one");
  assert.equal(view.membership.display_name, "My name for it");
  assert.equal(view.data.length, 2, "the stored rows, visible now that the row is verified");
  assert.equal(t.refreshes.length, 1, "fresh rows from the member's sync: no refresh");
  await t.view(NEWCOMER);
  assert.deepEqual(t.checks, [NEWCOMER], "verified once, not on every request");
});

Deno.test("loadLeagueView: without a verifier an unverified row is denied", async () => {
  const t = setup();
  t.tables.claim(STRANGER, LEAGUE);
  await assert.rejects(t.view(STRANGER), (e) => e instanceof AppError && e.code === "forbidden");
});

Deno.test("loadLeagueView: MFL refusing the league to the caller → 403, even with stored rows", async () => {
  const t = setup();
  await t.view();
  t.clock.now += 3_600_000;
  t.refuse.value = true;
  await assert.rejects(t.view(), (e) => e instanceof AppError && e.status === 403 && e.message === "Access denied to league");
  assert.equal(t.reads(), 3, "no trip after MFL refused the caller");
});

Deno.test("asAppError: MFL failures 502, database failures 503 with a database wording", () => {
  const mfl = asAppError(new UpstreamMalformedError("not JSON"));
  assert.ok(mfl instanceof AppError && mfl.status === 502 && /^MyFantasyLeague/.test(mfl.message));
  const db = asAppError(databaseError("Saving the league data failed (replace_league_standings)", { code: "57P01" }));
  assert.ok(db instanceof AppError && db.status === 503);
  assert.equal(db.message, "Saving the league data failed (replace_league_standings): try again shortly");
  const other = asAppError(new Error("Calling replace_league_standings failed: 57P01"));
  assert.ok(other instanceof AppError && other.status === 503);
  assert.equal(other.message, "Saving the league data failed: try again shortly");
  assert.equal(other.headers?.["Retry-After"], "2", "a 503 says when to come back");
  assert.equal(db.headers?.["Retry-After"], "2");
});
