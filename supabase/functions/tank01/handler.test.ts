// The tank01 function against the simulator (in process, its clock frozen at the default Sunday of
// week 12: Thursday's game final, seven 1 pm games live, the later games not started), with the
// shared cache and the final-games table in memory. Our clock is moved by hand for the TTLs.
import assert from "node:assert/strict";
import { startSimulator } from "../../../local/sim/server.ts";
import { gameState, orderGames } from "../_shared/contracts/live-feed-rules.ts";
import { liveFeedResponseSchema } from "../_shared/contracts/tank01-live-feed.ts";
import { weeklyScheduleResponseSchema } from "../_shared/contracts/tank01-weekly-schedule.ts";
import { systemClock } from "../_shared/upstream/clock.ts";
import { ADMIN_ID, request, testAuthorizer, userToken, USER_ID } from "../_testing/helpers.ts";
import { tank01TestDeps } from "../_testing/tank01-deps.ts";
import { createHandler } from "./handler.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

async function withFeed(fn: (t: {
  get(path: string, token?: string | null): Promise<{ status: number; body: Json }>;
  calls(endpoint?: string): Promise<number>;
  sim: (path: string, body?: unknown) => Promise<Json>;
  advance(ms: number): void;
  deps: ReturnType<typeof tank01TestDeps>;
}) => Promise<void>, options: { apiKey?: string | null } = {}) {
  const sim = await startSimulator({ port: 0, seed: 1, clock: { preset: "default", frozen: true }, quiet: true });
  try {
    let offset = 0;
    const clock = { now: () => Date.now() + offset, setTimer: systemClock.setTimer };
    const deps = tank01TestDeps({ apiBase: sim.tank01Base, apiKey: options.apiKey, clock });
    const handler = createHandler({ authorize: testAuthorizer(), ...deps.deps, now: clock.now });
    const token = await userToken(USER_ID);
    const simCall = async (path: string, body?: unknown) =>
      await (await fetch(`${sim.url}/_sim/${path}`, body === undefined ? {} : { method: "POST", body: JSON.stringify(body) })).json();
    await fn({
      async get(path, withToken = token) {
        const res = await handler(request("GET", path, withToken ? { token: withToken } : {}));
        return { status: res.status, body: await res.json() };
      },
      async calls(endpoint) {
        const counters = await simCall("counters");
        if (!endpoint) return Object.entries(counters.byEndpoint as Record<string, number>).filter(([k]) => k.startsWith("tank01:")).reduce((n, [, v]) => n + v, 0);
        return counters.byEndpoint[`tank01:${endpoint}`] ?? 0;
      },
      sim: simCall,
      advance: (ms) => (offset += ms),
      deps,
    });
  } finally {
    await sim.close();
  }
}

const test = (name: string, fn: () => Promise<void>) => Deno.test({ name, fn, sanitizeOps: false, sanitizeResources: false });

test("bad input is a 400 naming the field, before any Tank01 call; wrong method 405, unknown path 404", async () => {
  await withFeed(async ({ get, calls }) => {
    const cases: [string, string][] = [
      ["/tank01/live-feed?gameID=junk", "Invalid request: gameID must be a Tank01 game id like 20261122_BUF@MIA"],
      ["/tank01/live-feed?gameID=20261122_BUF@MIA%27%3B--", "Invalid request: gameID must be a Tank01 game id like 20261122_BUF@MIA"],
      ["/tank01/weekly-schedule?week=40&season=2026", "Invalid request: week must be at most 18"],
      ["/tank01/weekly-schedule?week=3&season=x", "Invalid request: season must be a number"],
      ["/tank01/weekly-schedule?week=1&seasonType=playoffs", "Invalid request: seasonType must be one of reg, pre, post"],
      ["/tank01/weekly-schedule?week=6&seasonType=post", "Invalid request: week is past the last week of that season type"],
      ["/tank01/live-feed?week=0", "Invalid request: week must be at least 1"],
    ];
    for (const [path, error] of cases) {
      const res = await get(path);
      assert.equal(res.status, 400, path);
      assert.equal(res.body.error, error, path);
    }
    assert.equal(await calls(), 0);
    assert.equal((await get("/tank01/nothing")).status, 404);
  });
});

test("signed-in users only; the usage figure is for admins", async () => {
  await withFeed(async ({ get }) => {
    assert.equal((await get("/tank01/live-feed", null)).status, 401);
    assert.equal((await get("/tank01/my-feed", null)).status, 401);
    assert.equal((await get("/tank01/usage")).status, 403);
    const usage = await get("/tank01/usage", await userToken(ADMIN_ID));
    assert.equal(usage.status, 200);
    assert.equal(usage.body.budget, 10_000);
    assert.equal(usage.body.configured, true);
  });
});

test("no Tank01 key configured: a clear 503 'Live data is not configured' on every feed", async () => {
  await withFeed(async ({ get, calls }) => {
    for (const path of ["/tank01/live-feed", "/tank01/live-feed?gameID=20261122_BUF@MIA", "/tank01/weekly-schedule?week=12&season=2026"]) {
      const res = await get(path);
      assert.equal(res.status, 503, path);
      assert.equal(res.body.error, "Live data is not configured", path);
    }
    assert.equal(await calls(), 0);
    assert.equal((await get("/tank01/usage", await userToken(ADMIN_ID))).body.configured, false);
  }, { apiKey: null });
});

test("the scoreboard: the simulator's current week with scores, status, possession; the same answer costs no call within the poll interval", async () => {
  await withFeed(async ({ get, calls }) => {
    const res = await get("/tank01/live-feed");
    assert.equal(res.status, 200);
    assert.ok(liveFeedResponseSchema.safeParse(res.body).success);
    assert.equal(res.body.week, 12);
    assert.equal(res.body.season, 2026);
    assert.equal(res.body.seasonType, "reg");
    const games: Json[] = res.body.body;
    const states = games.map(gameState);
    assert.equal(states.filter((s) => s === "live").length, 7, "seven 1 pm games live");
    assert.ok(states.includes("final") && states.includes("pregame"));
    const live = games.find((g) => gameState(g) === "live");
    assert.match(live.lineScore.period, /^Q[12]$|^Half$/);
    assert.ok([live.lineScore.away.currentlyInPossession, live.lineScore.home.currentlyInPossession].includes("True") || live.lineScore.period === "Half");
    assert.ok(games.every((g) => g.gameTime_epoch), "kickoff on every tile");
    const ordered = orderGames(games);
    assert.deepEqual(ordered.map(gameState).slice(0, 7), Array(7).fill("live"));
    assert.equal(gameState(ordered.at(-1)), "final");
    const spent = await calls();
    assert.equal(spent, 2, "the season schedule (for the current week) and the week's scores");
    await get("/tank01/live-feed");
    await get("/tank01/live-feed?week=12&season=2026");
    assert.equal(await calls(), spent, "the same scoreboard again: no call");
  });
});

test("one game's play-by-play: newest plays appear after the simulator's clock moves and the poll interval passes; a final game is stored and never fetched again", async () => {
  await withFeed(async ({ get, calls, sim, advance, deps }) => {
    const board = (await get("/tank01/live-feed")).body.body as Json[];
    const live = board.find((g) => gameState(g) === "live").gameID;
    const final = board.find((g) => gameState(g) === "final").gameID;
    const first = await get(`/tank01/live-feed?gameID=${live}`);
    assert.equal(first.status, 200);
    assert.ok(liveFeedResponseSchema.safeParse(first.body).success);
    const plays = first.body.body.allPlayByPlay as Json[];
    assert.ok(plays.length > 30, "a first half of plays");
    assert.ok(first.body.body.lineScore && first.body.body.currentPeriod && first.body.body.gameClock !== undefined);
    const boxCalls = await calls("getNFLBoxScore");
    await get(`/tank01/live-feed?gameID=${live}`);
    assert.equal(await calls("getNFLBoxScore"), boxCalls, "within tank01_single_poll_sec: the shared copy");

    await sim("clock", { stepMinutes: 10 });
    advance(30_000);
    const later = await get(`/tank01/live-feed?gameID=${live}`);
    assert.ok(later.body.body.allPlayByPlay.length > plays.length, "ten simulated minutes bring new plays");
    assert.equal(await calls("getNFLBoxScore"), boxCalls + 1);

    const done = await get(`/tank01/live-feed?gameID=${final}`);
    assert.equal(done.body.body.gameStatusCode, "2");
    assert.ok(deps.finals.rows.has(final), "stored once final");
    const afterFinal = await calls("getNFLBoxScore");
    advance(48 * 3600_000);
    const again = await get(`/tank01/live-feed?gameID=${final}`);
    assert.equal(again.body.final, true);
    assert.deepEqual(again.body.body.allPlayByPlay, done.body.body.allPlayByPlay);
    assert.equal(await calls("getNFLBoxScore"), afterFinal, "a stored final game is never asked of Tank01 again");
  });
});

test("a game before kickoff answers Tank01's note; once the simulator passes kickoff the feed asks again at once", async () => {
  await withFeed(async ({ get, sim, advance }) => {
    const board = (await get("/tank01/live-feed")).body.body as Json[];
    const pre = board.filter((g) => gameState(g) === "pregame").sort((a, b) => Number(a.gameTime_epoch) - Number(b.gameTime_epoch))[0];
    const before = await get(`/tank01/live-feed?gameID=${pre.gameID}`);
    assert.equal(before.status, 200);
    assert.match(before.body.body.notStarted, /^Game hasn't started yet/);
    assert.equal(before.body.body.away, pre.away);
    const wait = Number(pre.gameTime_epoch) * 1000 - Date.parse((await sim("clock")).now);
    await sim("clock", { stepSeconds: Math.ceil(wait / 1000) + 600 });
    advance(wait + 600_000);
    const after = await get(`/tank01/live-feed?gameID=${pre.gameID}`);
    assert.equal(after.body.body.notStarted, undefined);
    assert.equal(gameState(after.body.body), "live");
  });
});

test("an unknown game is a 404; the weekly schedule lists a week's games, preseason and postseason weeks may be empty", async () => {
  await withFeed(async ({ get }) => {
    const missing = await get("/tank01/live-feed?gameID=20261122_XXX@YYY");
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error, "Game not found: 20261122_XXX@YYY");
    const week = await get("/tank01/weekly-schedule?week=12&season=2026&seasonType=reg");
    assert.equal(week.status, 200);
    assert.ok(weeklyScheduleResponseSchema.safeParse(week.body).success);
    assert.ok(week.body.body.length >= 12 && week.body.body.every((g: Json) => g.gameWeek === "Week 12"));
    const current = await get("/tank01/weekly-schedule");
    assert.equal(current.body.week, 12, "no week: the current one");
    const pre = await get("/tank01/weekly-schedule?week=2&season=2026&seasonType=pre");
    assert.deepEqual([pre.status, pre.body.body], [200, []]);
  });
});

test("Tank01 quota used up (429): the last good data, marked stale with a clear note; never a 5xx", async () => {
  await withFeed(async ({ get, sim, advance }) => {
    const board = (await get("/tank01/live-feed")).body.body as Json[];
    const live = board.find((g) => gameState(g) === "live").gameID;
    const fresh = await get(`/tank01/live-feed?gameID=${live}`);
    await sim("tank01", { quota: 0 });
    advance(31_000);
    const stale = await get(`/tank01/live-feed?gameID=${live}`);
    assert.equal(stale.status, 200);
    assert.equal(stale.body.stale, true);
    assert.match(stale.body.message, /^Showing live data from \d{4}-\d\d-\d\d \d\d:\d\d UTC: Live data provider is busy/);
    assert.deepEqual(stale.body.body.allPlayByPlay, fresh.body.body.allPlayByPlay);
    const never = await get("/tank01/weekly-schedule?week=3&season=2026");
    assert.equal(never.status, 503, "nothing saved for that week: 503 with the reason");
    assert.match(never.body.error, /^Live data provider is busy: try again in \d+ seconds?$/);
  });
});
