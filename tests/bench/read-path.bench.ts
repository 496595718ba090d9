/**
 * Issue 22.4 figures, the read path's costs, in one run on one stack (3 workers per function, each
 * its own memory, as hosted isolates):
 *
 *  1. Warm `/api/league-standings` at 50 concurrent clients × 20 requests beside the raw PostgREST
 *     read of the same rows with the same users' tokens: req/s ratio, goal ≥ 0.7×, asked with gzip
 *     (as a browser asks) and with identity, each with the CPU per request of every piece of the
 *     stack (the clients run in a child process: lib/warm-reads.ts).
 *  2. Live Scoring polled by 100 viewers × the demo's 3 leagues for RUN_SEC, as the SPA polls
 *     (every 30 s or just after the server's copy is refreshed, the last ETag sent back, gzip;
 *     lib/viewer-load.ts in a child process), at the simulator's Sunday (early games live, speed 1):
 *     answer p50/p95 (goal p95 ≤ 500 ms), the share of 304s and the age of the scores on screen;
 *     after (the code as it is: each viewer's poll at a random moment of the 3 s after the refresh,
 *     a kept answer served a grace past its live copy's refresh while one rebuild runs behind it)
 *     and before (a second stack with SCORING_GRACE_MS=0 and no spread: every viewer of a league
 *     asks at the same instant and waits for the refresh and the build), side by side.
 *
 * Own stacks on ports 23521.. (simulator 23530), fresh data folder, loopback only.
 *
 *   npm run bench -- read-path
 *   SECTIONS=2 RUN_SEC=60 npm run bench -- read-path     (BEFORE=0: without the "before" stack)
 *   BENCH_PROFILE=1 SECTIONS=1 npm run bench -- read-path (the league function's CPU profile under the load)
 */
import { platformConfig, portsFrom, ROOT } from "../../local/config.ts";
import { startStack } from "../../local/platform/stack.ts";
import { call, DEMO_LEAGUES, seedUsers } from "./lib/dashboard.ts";
import { Goals, stopAfter } from "./lib/goals.ts";
import { SimControl } from "./lib/sim-control.ts";
import { formatCounts, millis, percentile, seconds, tally } from "./lib/stats.ts";
import { viewerLoad } from "./lib/viewer-load.ts";
import { cpuBetween, type CpuUse, postmasterPid, readCpu } from "./lib/process-cpu.ts";
import { clusterPaths } from "../../local/postgres/paths.ts";
import { warmLoad } from "./lib/warm-reads.ts";
import { inspectorProfile } from "./lib/inspector-profile.ts";

const PORT_BASE = 23521;
const DATA_DIR = `${ROOT}/.local/bench-read-path`;
const WORKERS = 3;
const VIEWERS = Number(Deno.env.get("VIEWERS") ?? 100);
const RUN_MS = Number(Deno.env.get("RUN_SEC") ?? 120) * 1000;
const CLIENTS = 50;
/** BENCH_PROFILE=1: the league function's first worker is profiled (V8 inspector on this port) under the standings load. */
const PROFILE_PORT = Deno.env.get("BENCH_PROFILE") ? PORT_BASE + 60 : null;
if (PROFILE_PORT) Deno.env.set("FUNCTION_INSPECT", `league:${PROFILE_PORT}`);
const REQUESTS_PER_CLIENT = 20;
const RATIO_GOAL = 0.7;
const P95_GOAL_MS = 500;
const HARD_LIMIT_MS = 15 * 60_000;
const SECTIONS = new Set((Deno.env.get("SECTIONS") ?? "1,2").split(",").map((s) => s.trim()));

const goals = new Goals();
const goal = goals.check;

/** What a section measures on: its stack's configuration, the gateway and the seeded users. */
interface OnStack {
  cfg: ReturnType<typeof platformConfig>;
  gateway: string;
  users: Awaited<ReturnType<typeof seedUsers>>;
}

/** A stack of its own (fresh data, WORKERS per function) with users seeded, for `fn`; stopped after. */
async function onStack(functionEnv: Record<string, string>, fn: (s: OnStack) => Promise<void>) {
  const cfg = platformConfig("test", { ...portsFrom(PORT_BASE), dataDir: DATA_DIR });
  const gateway = `http://${cfg.host}:${cfg.gatewayPort}`;
  const t0 = performance.now();
  const stack = await startStack(cfg, { reset: true, workers: WORKERS, functionEnv: { CHECK_RESPONSE_CONTRACTS: "0", ...functionEnv } });
  const cancelLimit = stopAfter(stack, HARD_LIMIT_MS, "read-path");
  try {
    const sim = new SimControl(stack.simUrl);
    await sim.clock({ preset: "default", frozen: false, speed: 1 });
    const users = await seedUsers(cfg, sim, Math.max(VIEWERS, CLIENTS));
    console.log(`\nstack up (${WORKERS} workers per function${Object.keys(functionEnv).length ? `, ${JSON.stringify(functionEnv)}` : ""}), ` +
      `${users.length} users seeded (each the demo's 3 leagues) in ${seconds(performance.now() - t0)}`);
    await fn({ cfg, gateway, users });
  } finally {
    cancelLimit();
    await stack.stop();
  }
}

async function standingsSection({ cfg, gateway, users }: OnStack) {
  // Warm: the standings synced and every worker past its first read.
  for (const league of DEMO_LEAGUES) await call(gateway, users[0].token, "league-standings", league.id);
  await warmLoad(users, (l) => `${gateway}/api/league-standings?leagueId=${l}`, CLIENTS, 2);
  const postmaster = postmasterPid(clusterPaths(cfg).pgdata);
  const fnUrl = (l: string) => `${gateway}/api/league-standings?leagueId=${l}`;
  const restUrl = (l: string) => `${gateway}/rest/v1/league_standings?select=*&league_id=eq.${l}&year=eq.2026&order=rank`;
  // Where each read's CPU went, per piece of the stack (the clients are a child process).
  const measured = async (url: (l: string) => string, encoding: string, profile = false) => {
    const profiler = profile && PROFILE_PORT ? await inspectorProfile(PROFILE_PORT) : null;
    const before = readCpu(postmaster);
    const load = await warmLoad(users, url, CLIENTS, REQUESTS_PER_CLIENT, encoding);
    const cpu = cpuBetween(before, readCpu(postmaster));
    if (profiler) console.log(`   the league function's first worker (of ${WORKERS}), ${encoding}:\n${await profiler.stop()}`);
    return { load, cpu };
  };
  const requests = CLIENTS * REQUESTS_PER_CLIENT;
  const perRequest = (cpu: CpuUse) =>
    Object.entries(cpu.byPiece).filter(([piece, ms]) => piece !== "simulator" && ms / requests >= 0.05).map(([piece, ms]) => `${piece} ${(ms / requests).toFixed(2)}`).join(" · ");
  console.log(`\n1. Warm /api/league-standings, ${CLIENTS} concurrent clients × ${REQUESTS_PER_CLIENT} requests (function vs PostgREST, same run)`);
  // gzip as a browser asks (hosted Supabase's edge compresses both), and identity: the servers' own cost.
  for (const encoding of ["gzip", "identity"]) {
    const fn = await measured(fnUrl, encoding, true);
    const rest = await measured(restUrl, encoding);
    const ratio = fn.load.rps / rest.load.rps;
    console.log(`   accept-encoding: ${encoding}`);
    console.log(`     function  ${fn.load.rps.toFixed(0)} req/s, p50 ${millis(fn.load.p50)}, p95 ${millis(fn.load.p95)} (${fn.load.bad} non-200)`);
    console.log(`       CPU ms per request: ${perRequest(fn.cpu)}`);
    console.log(`     PostgREST ${rest.load.rps.toFixed(0)} req/s, p50 ${millis(rest.load.p50)}, p95 ${millis(rest.load.p95)} (${rest.load.bad} non-200)`);
    console.log(`       CPU ms per request: ${perRequest(rest.cpu)}`);
    const label = `standings ${ratio.toFixed(2)}× PostgREST (${encoding}), goal ≥ ${RATIO_GOAL}×`;
    console.log(`     ratio ${ratio.toFixed(2)}× [${goal(ratio >= RATIO_GOAL && fn.load.bad === 0, label)}] (goal ≥ ${RATIO_GOAL}×)`);
  }
}

/** Section 2 on one stack: the polls' p95 (and the rest of its line), printed under `label`. */
async function scoringSection(label: string, pollSpreadMs: number, { gateway, users }: OnStack): Promise<number> {
  // Warm: each league's shared copies (scores, names, projections, players) exist before the clock starts.
  for (const league of DEMO_LEAGUES) {
    const res = await fetch(`${gateway}/api/mfl/scoring?type=personal&leagueId=${league.id}`, {
      headers: { Authorization: `Bearer ${users[0].token}` },
    });
    await res.body?.cancel();
  }
  const startAt = Date.now() + 2_000;
  const viewers = users.slice(0, VIEWERS).map((u) => ({ token: u.token, leagues: DEMO_LEAGUES.map((l) => l.id) }));
  const run = await viewerLoad(gateway, viewers, startAt, 30_000, startAt + RUN_MS, 2, pollSpreadMs);
  const lat = run.polls.map((p) => p[2]).sort((a, b) => a - b);
  const statuses = tally(run.polls, (p) => `HTTP ${p[1]}`);
  const unchanged = run.polls.filter((p) => p[1] === 304).length;
  const p95 = percentile(lat, 95);
  console.log(`\n2. Live Scoring, ${label}: ${viewers.length} viewers × ${DEMO_LEAGUES.length} leagues for ${seconds(RUN_MS)} as the SPA polls ` +
    `(${run.polls.length} polls: ${formatCounts(statuses)}; ${(100 * unchanged / Math.max(1, run.polls.length)).toFixed(0)} % unchanged, 304)`);
  console.log(`   answer p50 ${millis(percentile(lat, 50))}, p95 ${millis(p95)}, max ${millis(lat.at(-1) ?? NaN)}`);
  const by = (status: number) => run.polls.filter((p) => p[1] === status).map((p) => p[2]).sort((a, b) => a - b);
  console.log(`   200s p50 ${millis(percentile(by(200), 50))}, p95 ${millis(percentile(by(200), 95))}; ` +
    `304s p50 ${millis(percentile(by(304), 50))}, p95 ${millis(percentile(by(304), 95))}; ` +
    `stale answers ${run.polls.filter((p) => p[4] === 1).length}`);
  const ages = run.polls.filter((p) => p[3] >= 0).map((p) => p[3]).sort((a, b) => a - b);
  console.log(`   age of the scores on screen (s since MFL's copy): p50 ${percentile(ages, 50).toFixed(1)}, p95 ${percentile(ages, 95).toFixed(1)}`);
  const bad = run.polls.filter((p) => p[1] !== 200 && p[1] !== 304).length;
  goal(bad === 0, `${bad} scoring polls answered neither 200 nor 304: ${JSON.stringify(run.failures)}`);
  return p95;
}

async function main() {
  const t0 = performance.now();
  // After: the code as it is.
  let after = NaN, before = NaN;
  await onStack({}, async (s) => {
    if (SECTIONS.has("1")) await standingsSection(s);
    if (SECTIONS.has("2")) after = await scoringSection("after (polls spread over 3 s; the kept answer served a grace past due)", 3_000, s);
  });
  // Before: the grace off and the polls not spread, as it was.
  if (SECTIONS.has("2") && Deno.env.get("BEFORE") !== "0") {
    await onStack({ SCORING_GRACE_MS: "0" }, async (s) => {
      before = await scoringSection("before (every viewer polls at the same instant; SCORING_GRACE_MS=0: they wait for the refresh and build)", 0, s);
    });
  }
  if (SECTIONS.has("2")) {
    console.log(`\nscoring poll p95: before ${millis(before)}, after ${millis(after)} ` +
      `[${goal(after <= P95_GOAL_MS, `scoring poll p95 ${millis(after)}, goal ≤ ${P95_GOAL_MS} ms`)}] (goal p95 ≤ ${P95_GOAL_MS} ms)`);
  }
  console.log(`\nmachine load average: ${(await Deno.readTextFile("/proc/loadavg")).split(" ").slice(0, 3).join(" ")}`);
  console.log(`total ${seconds(performance.now() - t0)} including stack starts`);
  goals.report();
}

await main();
