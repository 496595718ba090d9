import assert from "node:assert/strict";
import { AppError } from "../errors.ts";
import { settingsDefaults, type SystemSettings } from "../contracts/admin-settings.ts";
import { fakeHost, jsonResponse, type RecordedRequest } from "../../_testing/fake-mfl-host.ts";
import { MapStore } from "../../_testing/map-store.ts";
import { TestClock } from "../../_testing/test-clock.ts";
import { MemoryBudget, type UpstreamBudget } from "../upstream/budget.ts";
import { DailyCapError } from "../upstream/table-budget.ts";
import { boxScore, playerList, scoresForWeek } from "./queries.ts";
import { Tank01Upstream, type Tank01UpstreamOptions } from "./upstream.ts";

const BASE = "https://tank01.example/nfl";
const GAME = "20261122_BUF@MIA";
const SETTINGS: SystemSettings = { ...settingsDefaults, tank01_single_poll_sec: 30, backoff_initial_sec: 5, backoff_max_sec: 40 };

const LIVE_BOX = {
  gameID: GAME, away: "BUF", home: "MIA", awayPts: "7", homePts: "3", gameStatus: "Live - In Progress", gameStatusCode: "1",
  currentPeriod: "Q2", gameClock: "4:12", teamStats: { away: { totalYards: "120" } },
  lineScore: { period: "Q2", gameClock: "4:12", away: { teamAbv: "BUF", totalPts: "7", currentlyInPossession: "True" }, home: { teamAbv: "MIA", totalPts: "3", currentlyInPossession: "False" } },
  playerStats: { "3918298": { playerID: "3918298", longName: "Josh Allen", team: "BUF", Passing: { passYds: "88" } } },
  allPlayByPlay: [{ play: "J.Allen pass short left to K.Shakir for 12 yards, TOUCHDOWN.", playPeriod: "Q1", playClock: "3:01", playerStats: { "3918298": { Passing: { passTD: "1" } } } }],
};

type Mode = "ok" | "429" | "503" | "403" | "notStarted" | "unknownGame";

function setup(options: Partial<Tank01UpstreamOptions> = {}) {
  const clock = (options.clock as TestClock | undefined) ?? new TestClock();
  const state = { mode: "ok" as Mode };
  const host = fakeHost((req: RecordedRequest) => {
    switch (state.mode) {
      case "429":
        return jsonResponse({ message: "You have exceeded the DAILY quota for Requests on your current plan, BASIC." }, 429);
      case "503":
        return new Response("<html>bad gateway</html>", { status: 503 });
      case "403":
        return jsonResponse({ message: "You are not subscribed to this API." }, 403);
      case "notStarted":
        return jsonResponse({ statusCode: 200, body: { error: "Game hasn't started yet, it will start at 8:15p(ET)." } });
      case "unknownGame":
        return jsonResponse({ statusCode: 200, body: { error: "Invalid gameID or game not found" } });
    }
    if (req.url.pathname.endsWith("/getNFLPlayerList")) {
      return jsonResponse({ statusCode: 200, body: [{ playerID: "3918298", longName: "Josh Allen", pos: "QB", team: "BUF", espnID: "3918298" }, { pos: "QB" }] });
    }
    if (req.url.pathname.endsWith("/getNFLScoresOnly")) {
      return jsonResponse({ statusCode: 200, body: { [GAME]: { gameID: GAME, away: "BUF", home: "MIA", gameStatus: "Live - In Progress", gameStatusCode: "1" } } });
    }
    return jsonResponse({ statusCode: 200, body: LIVE_BOX });
  });
  const upstream = new Tank01Upstream({
    config: { apiBase: BASE, apiKey: "secret-key", apiHost: "tank01.p.rapidapi.com" },
    settings: () => Promise.resolve(SETTINGS),
    fetch: host.fetch,
    clock,
    limiter: { ratePerSec: 1000, burst: 1000 },
    ...options,
  });
  return { upstream, clock, calls: host.calls, state };
}

Deno.test("RapidAPI headers from the config; the envelope's body parsed and typed; team totals left out", async () => {
  const { upstream, calls } = setup();
  const result = await upstream.get(boxScore(GAME));
  assert.equal(calls.length, 1);
  assert.equal(calls[0].url.toString(), `${BASE}/getNFLBoxScore?gameID=20261122_BUF%40MIA&playByPlay=true`);
  assert.equal(calls[0].headers.get("x-rapidapi-key"), "secret-key");
  assert.equal(calls[0].headers.get("x-rapidapi-host"), "tank01.p.rapidapi.com");
  assert.ok("boxScore" in result.data);
  assert.equal(result.data.boxScore.allPlayByPlay?.length, 1);
  assert.equal((result.data.boxScore as Record<string, unknown>).teamStats, undefined);
  assert.equal(result.stale, false);
});

Deno.test("no key configured: a 503 'Live data is not configured', nothing sent", async () => {
  const { upstream, calls } = setup({ config: { apiBase: BASE, apiKey: null, apiHost: "h" } });
  await assert.rejects(upstream.get(boxScore(GAME)), (e: unknown) => e instanceof AppError && e.status === 503 && e.message === "Live data is not configured");
  await assert.rejects(upstream.playerList(), (e: unknown) => e instanceof AppError && e.status === 503);
  assert.equal(calls.length, 0);
});

Deno.test("one call per key per poll interval: 100 concurrent viewers → 1 call, none until the TTL passes", async () => {
  const { upstream, calls, clock } = setup();
  await Promise.all(Array.from({ length: 100 }, () => upstream.get(boxScore(GAME))));
  assert.equal(calls.length, 1);
  await clock.advance(29_000);
  await Promise.all(Array.from({ length: 100 }, () => upstream.get(boxScore(GAME))));
  assert.equal(calls.length, 1);
  await clock.advance(1_000);
  await upstream.get(boxScore(GAME));
  assert.equal(calls.length, 2, "a live game is asked again after tank01_single_poll_sec");
});

Deno.test("isolates sharing the table: each key is fetched once for the deployment", async () => {
  const clock = new TestClock();
  const store = new MapStore();
  const a = setup({ clock, store });
  const b = setup({ clock, store });
  await a.upstream.get(scoresForWeek({ week: 12, season: 2026, seasonType: "reg" }));
  const fromB = await b.upstream.get(scoresForWeek({ week: 12, season: 2026, seasonType: "reg" }));
  assert.equal(a.calls.length + b.calls.length, 1);
  assert.equal(fromB.data[0].gameID, GAME);
});

Deno.test("429 (quota) and 5xx: the last good data, marked stale; the host backs off (no calls) until it may be asked again", async () => {
  const { upstream, calls, clock, state } = setup();
  await upstream.get(boxScore(GAME));
  await clock.advance(30_000);
  state.mode = "429";
  const stale = await upstream.get(boxScore(GAME));
  assert.equal(stale.stale, true);
  assert.equal(stale.staleReason, "rate_limited");
  assert.ok("boxScore" in stale.data && stale.data.boxScore.gameID === GAME);
  const before = calls.length;
  await upstream.get(boxScore(GAME));
  await clock.advance(1_000);
  await upstream.get(boxScore(GAME));
  assert.equal(calls.length, before, "no call while the stale copy's retry time has not come");
  state.mode = "503";
  await clock.advance(60_000);
  const still = await upstream.get(boxScore(GAME));
  assert.equal(still.stale, true);
  assert.equal(still.staleReason, "server_error");
  state.mode = "ok";
  await clock.advance(120_000);
  const fresh = await upstream.get(boxScore(GAME));
  assert.equal(fresh.stale, false);
});

Deno.test("no saved data and Tank01 refuses: a clear 503 / 502, never a raw error", async () => {
  const { upstream, state } = setup();
  state.mode = "429";
  await assert.rejects(upstream.get(boxScore(GAME)), (e: unknown) => e instanceof AppError && e.status === 503 && /^Live data provider is busy: try again in/.test(e.message));
  const second = setup();
  second.state.mode = "503";
  await assert.rejects(second.upstream.get(boxScore(GAME)), (e: unknown) => e instanceof AppError && e.status === 502 && /no saved data/.test(e.message));
});

Deno.test("the daily call budget used up: stale copy if there is one, else 503 saying so; no call either way", async () => {
  const clock = new TestClock();
  const memory = new MemoryBudget(clock, () => SETTINGS, { ratePerSec: 1000, burst: 1000 });
  const state = { capped: false };
  const budget: UpstreamBudget = {
    acquire: (host, meta) => (state.capped ? Promise.reject(new DailyCapError(host, 3_600_000)) : memory.acquire(host, meta)),
    report: (...args) => memory.report(...args),
    backoffRemainingMs: (host) => memory.backoffRemainingMs(host),
    chargeUser: (...args) => memory.chargeUser(...args),
  };
  const { upstream, calls } = setup({ clock, budget });
  await upstream.get(boxScore(GAME));
  state.capped = true;
  await clock.advance(30_000);
  const stale = await upstream.get(boxScore(GAME));
  assert.equal(stale.stale, true);
  assert.equal(calls.length, 1);
  await clock.advance(600_000);
  assert.equal((await upstream.get(boxScore(GAME))).stale, true, "no new call before the budget resets");
  await assert.rejects(
    upstream.get(scoresForWeek({ week: 12, season: 2026, seasonType: "reg" })),
    (e: unknown) => e instanceof AppError && e.status === 503 && e.message === "Live data daily call budget is used up: new calls after 00:00 UTC",
  );
  assert.equal(calls.length, 1);
});

Deno.test("a refused key is 'Live data is not configured' (503); a game before kickoff is an answer, not a failure", async () => {
  const { upstream, state } = setup();
  state.mode = "403";
  await assert.rejects(upstream.get(boxScore(GAME)), (e: unknown) => e instanceof AppError && e.status === 503 && e.message === "Live data is not configured: the provider refused the API key");
  state.mode = "notStarted";
  const pre = await upstream.get(boxScore("20261122_KC@DEN"));
  assert.deepEqual(pre.data, { notStarted: "Game hasn't started yet, it will start at 8:15p(ET)." });
  state.mode = "unknownGame";
  await assert.rejects(upstream.get(boxScore("20261122_XX@YY")), (e: unknown) => e instanceof Error && e.name === "Tank01ApiError");
});

Deno.test("getNFLPlayerList, typed: rows without an id or a name are left out", async () => {
  const { upstream } = setup();
  const players = await upstream.playerList();
  assert.deepEqual(players.data.map((p) => [p.playerID, p.longName, p.pos, p.espnID]), [["3918298", "Josh Allen", "QB", "3918298"]]);
  assert.equal(playerList().endpoint, "getNFLPlayerList");
});
