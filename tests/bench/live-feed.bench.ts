/**
 * Issue 15 figures for the Live Game Feed, on a full local stack (gateway, 3 worker processes per
 * function, PostgREST, PostgreSQL, the simulator at its default Sunday: seven 1 pm games live):
 *
 *  1. Tank01 calls while users watch the feed for 5 minutes of simulator time (the simulator at 2x,
 *     150 s of our time, tank01_single_poll_sec 15): one user, then 100 users, each polling the
 *     scoreboard, one live game and My Players Feed as the screen does. Goal: games x intervals +
 *     scoreboard x intervals, and the same for 100 users as for 1.
 *  2. GET /tank01/my-feed for a user in 3 leagues at 20 concurrent clients, warm: p50, p95.
 *  3. Play-to-screen: the simulator (at 4x, for more plays in 3 minutes) makes a play; a client polling My Players Feed as
 *     the screen does (tank01_mine_poll_sec, timed by meta.refresh_at) shows it. Goal: at most the
 *     poll interval + 2 s. A play's moment is when the simulator's box score first carries it
 *     (read every second, outside the product).
 *
 * Own stack on ports 28421.. (simulator 28430), fresh data folder, loopback only.
 *
 *   npm run bench -- live-feed
 *   SECTIONS=2,3 npm run bench -- live-feed
 */
import { ANON_KEY, platformConfig, portsFrom, ROOT, SERVICE_ROLE_KEY } from "../../local/config.ts";
import { startStack } from "../../local/platform/stack.ts";
import { nextPollMs } from "../../web/src/features/live-feed/api/poll.ts";
import { type BenchUser, DEMO_LEAGUES, seedUsers, setSettings } from "./lib/dashboard.ts";
import { Goals, stopAfter } from "./lib/goals.ts";
import { SimControl } from "./lib/sim-control.ts";
import { formatCounts, mapLimit, millis, percentile, seconds } from "./lib/stats.ts";

const PORT_BASE = 28421;
const WORKERS = 3;
const USERS = 100;
const POLL_SEC = 15;
const WATCH_MS = 150_000;
const SIM_SPEED = 2;
const LATENCY_CLIENTS = 20;
const LATENCY_REQUESTS = 25;
const PLAY_RUN_MS = 180_000;
const PLAY_SPEED = 4;
const HARD_LIMIT_MS = 900_000;
const SECTIONS = new Set((Deno.env.get("SECTIONS") ?? "1,2,3").split(",").map((x) => x.trim()));

const goals = new Goals();
const goal = goals.check;
// Answers are walked loosely; the contracts check their shapes.
// deno-lint-ignore no-explicit-any
type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const cfg = platformConfig("test", { ...portsFrom(PORT_BASE), dataDir: `${ROOT}/.local/bench-live-feed` });
const gateway = `http://${cfg.host}:${cfg.gatewayPort}`;
const stack = await startStack(cfg, { reset: true, workers: WORKERS, functionEnv: { CHECK_RESPONSE_CONTRACTS: "0", TANK01_HOST_RATE_PER_SEC: "10", TANK01_HOST_BURST: "10" } });
const cancelLimit = stopAfter(stack, HARD_LIMIT_MS, "live-feed");

async function get(path: string, token: string): Promise<{ status: number; body: Json; ms: number }> {
  const t = performance.now();
  try {
    const res = await fetch(`${gateway}/api/tank01${path}`, { headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(30_000) });
    const body = await res.json();
    return { status: res.status, body, ms: performance.now() - t };
  } catch {
    return { status: 0, body: null, ms: performance.now() - t };
  }
}

async function admin(path: string, body: unknown = {}) {
  const res = await fetch(`${gateway}/functions/v1/admin${path}`, {
    method: "POST",
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST /admin${path}: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
  await res.arrayBuffer();
}

async function tank01Calls(sim: SimControl): Promise<Record<string, number>> {
  const counters = await sim.counters();
  return Object.fromEntries(Object.entries(counters.byEndpoint).filter(([k]) => k.startsWith("tank01:")));
}
const total = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);

/** One viewer as the screen behaves: scoreboard and the followed game every interval, My Players Feed timed by refresh_at. */
async function watch(user: BenchUser, gameID: string, until: number, errors: number[]) {
  const loop = async (work: () => Promise<number>) => {
    // Viewers open the page at different moments.
    await new Promise((r) => setTimeout(r, Math.random() * POLL_SEC * 1000));
    while (Date.now() < until) {
      const wait = await work();
      await new Promise((r) => setTimeout(r, Math.min(wait, Math.max(0, until - Date.now()))));
    }
  };
  const count = (status: number) => status === 200 || errors.push(status);
  await Promise.all([
    loop(async () => (count((await get("/live-feed", user.token)).status), POLL_SEC * 1000)),
    loop(async () => (count((await get(`/live-feed?gameID=${encodeURIComponent(gameID)}`, user.token)).status), POLL_SEC * 1000)),
    loop(async () => {
      const r = await get("/my-feed", user.token);
      count(r.status);
      return nextPollMs(POLL_SEC, r.body?.meta?.refresh_at);
    }),
  ]);
}

try {
  const sim = new SimControl(stack.simUrl);
  const simClock = (body: unknown) => fetch(`${stack.simUrl}/_sim/clock`, { method: "POST", body: JSON.stringify(body) }).then((r) => r.json());
  await simClock({ preset: "default", frozen: true });
  await setSettings(cfg, { tank01_single_poll_sec: POLL_SEC, tank01_mine_poll_sec: POLL_SEC });
  const users = await seedUsers(cfg, sim, USERS);
  // What My Players Feed maps through: the demo rosters (the league pages' dataset) and player identity.
  for (const league of DEMO_LEAGUES) {
    const res = await fetch(`${gateway}/api/rosters?leagueId=${league.id}`, { headers: { apikey: ANON_KEY, Authorization: `Bearer ${users[0].token}` } });
    if (!res.ok) throw new Error(`rosters ${league.id}: HTTP ${res.status}`);
    await res.arrayBuffer();
  }
  await admin("/backfill-players-master");
  await admin("/sync-tank01-players");
  const board = (await get("/live-feed", users[0].token)).body;
  const live = (board.body as Json[]).filter((g) => g.gameStatusCode === "1");
  console.log(`stack up, ${USERS} users in demo's 3 leagues, identity synced; week ${board.week}: ${live.length} live games; poll ${POLL_SEC} s`);

  if (SECTIONS.has("1")) {
    console.log(`\n1. Tank01 calls while watching for ${WATCH_MS / 1000} s (${(WATCH_MS * SIM_SPEED) / 60_000} simulator minutes at ${SIM_SPEED}x), ${WORKERS} workers`);
    const expected = (live.length + 1) * Math.ceil(WATCH_MS / (POLL_SEC * 1000));
    const runs: Record<string, number>[] = [];
    for (const n of [1, USERS]) {
      await simClock({ preset: "default", frozen: false, speed: SIM_SPEED });
      // Let the previous run's shared copies run out first: every run starts cold.
      await new Promise((r) => setTimeout(r, POLL_SEC * 1000 + 1000));
      await sim.resetCounters();
      const errors: number[] = [];
      const until = Date.now() + WATCH_MS;
      await Promise.all(users.slice(0, n).map((u, i) => watch(u, live[i % live.length].gameID, until, errors)));
      const calls = await tank01Calls(sim);
      runs.push(calls);
      console.log(`   ${String(n).padStart(3)} user(s): Tank01 calls ${total(calls)} (${formatCounts(calls)}); non-200 answers ${errors.length}`);
    }
    const [one, many] = runs.map(total);
    console.log(`   goal: (${live.length} games + 1 scoreboard) x ${Math.ceil(WATCH_MS / (POLL_SEC * 1000))} intervals = ${expected} [${goal(many <= expected + 2, `100 users: ${many} calls > ${expected}`)}]; ` +
      `100 users as 1 user: ${many} vs ${one} [${goal(Math.abs(many - one) <= 2, `100 users ${many} vs 1 user ${one}`)}]`);
  }

  if (SECTIONS.has("2")) {
    await simClock({ frozen: true });
    const token = users[0].token;
    await get("/my-feed", token);
    const lat: number[] = [];
    let bad = 0;
    const t = performance.now();
    await mapLimit(LATENCY_CLIENTS, LATENCY_CLIENTS, async () => {
      for (let i = 0; i < LATENCY_REQUESTS; i++) {
        const r = await get("/my-feed", token);
        lat.push(r.ms);
        if (r.status !== 200) bad++;
      }
    });
    const ms = performance.now() - t;
    lat.sort((a, b) => a - b);
    const items = (await get("/my-feed", token)).body;
    console.log(`\n2. GET /tank01/my-feed, a user in 3 leagues (${items.items.length} items, ${items.player_stats.length} stat lines), ${LATENCY_CLIENTS} concurrent, warm`);
    console.log(`   ${lat.length} requests in ${seconds(ms)}: ${(lat.length / (ms / 1000)).toFixed(0)} req/s, p50 ${millis(percentile(lat, 50))}, p95 ${millis(percentile(lat, 95))}, non-200 ${bad}`);
  }

  if (SECTIONS.has("3")) {
    // From the third quarter (the default clock is just before halftime, when no play is made for 11 minutes).
    await simClock({ preset: "default", frozen: true });
    await simClock({ stepMinutes: 20 });
    // 4x: more plays of demo's players in the window; each play's delay is still measured in our seconds.
    await simClock({ frozen: false, speed: PLAY_SPEED });
    const token = users[1].token;
    const gameIds = live.map((g) => g.gameID);
    const firstAtSim = new Map<string, number>();
    const shownAt = new Map<string, number>();
    const until = Date.now() + PLAY_RUN_MS;
    // Ground truth, outside the product: when each play first appears in the simulator's box score.
    const seenBefore = new Set<string>();
    const watchSim = async (first: boolean) => {
      for (const id of gameIds) {
        const res = await fetch(`${stack.simUrl}/tank01/getNFLBoxScore?gameID=${encodeURIComponent(id)}&playByPlay=true`, { headers: { "x-rapidapi-key": "bench" } });
        const body = await res.json();
        for (const p of body.body?.allPlayByPlay ?? []) {
          const key = `${id}|${p.play}`;
          if (first) seenBefore.add(key);
          else if (!seenBefore.has(key) && !firstAtSim.has(key)) firstAtSim.set(key, Date.now());
        }
      }
    };
    await watchSim(true);
    const simLoop = (async () => {
      while (Date.now() < until) {
        await watchSim(false);
        await new Promise((r) => setTimeout(r, 1000));
      }
    })();
    const clientLoop = (async () => {
      while (Date.now() < until) {
        const r = await get("/my-feed", token);
        for (const item of r.body?.items ?? []) {
          const key = `${item.gameID}|${item.play_text}`;
          if (!shownAt.has(key)) shownAt.set(key, Date.now());
        }
        await new Promise((res) => setTimeout(res, nextPollMs(POLL_SEC, r.body?.meta?.refresh_at)));
      }
    })();
    await Promise.all([simLoop, clientLoop]);
    const delays = [...shownAt].filter(([k]) => firstAtSim.has(k)).map(([k, at]) => at - firstAtSim.get(k)!).sort((a, b) => a - b);
    const worst = delays.at(-1) ?? NaN;
    console.log(`\n3. Play-to-screen over ${PLAY_RUN_MS / 1000} s (simulator at ${PLAY_SPEED}x), My Players Feed polled every ${POLL_SEC} s by refresh_at`);
    console.log(`   ${delays.length} new plays of demo's players: p50 ${seconds(percentile(delays, 50))}, max ${seconds(worst)} ` +
      `(goal <= ${POLL_SEC + 2} s, +1 s for the ground truth's own 1 s reads) [${goal(delays.length > 0 && worst <= (POLL_SEC + 3) * 1000, `play-to-screen max ${seconds(worst)}`)}]`);
  }
} finally {
  cancelLimit();
  await stack.stop();
}
goals.report();
