/**
 * Issue 13 figures: the admin syncs as jobs, on a stack of their own against the simulator.
 *
 *  1. A full sync of the three simulator leagues at MFL's pace (the product's limiter at 1
 *     request/s per host, burst 2; the simulator throttling at 1/s, burst 3, as MFL does): every
 *     operation in turn on an empty database: wall time, MFL calls per operation and export (goal:
 *     each export once per league), rows written, and MFL's 429s (goal 0).
 *  2. The same operations again within the TTLs: MFL calls (goal 0) and rows changed (goal 0).
 *  3. A full transaction sync killed midway (every admin worker SIGKILLed once one league is
 *     done): each league's transactions before = after (count and content), the job reads failed.
 *
 * Own stack on ports 65121.. (simulator 65130), fresh data folder, loopback only.
 *
 *   npm run bench -- admin-sync
 */
import { Goals, stopAfter } from "./lib/goals.ts";
import { ANON_KEY, platformConfig, portsFrom, ROOT } from "../../local/config.ts";
import { psql, psqlValue } from "../../local/postgres/psql.ts";
import { startStack } from "../../local/platform/stack.ts";
import { DEMO_LEAGUES, seedUsers } from "./lib/dashboard.ts";
import { SimControl, type SimCounters } from "./lib/sim-control.ts";
import { formatCounts, seconds } from "./lib/stats.ts";

const PORT_BASE = 65121;
const DATA_DIR = `${ROOT}/.local/bench-admin-sync`;
const WORKERS = 2;
const PACE = { ratePerSec: 1, burst: 2 };
const THROTTLE = { rps: 1, burst: 3 };
const LEASE_MS = 6_000;
const HARD_LIMIT_MS = 600_000;
const SEASON = 2026;
/** In the order an operator would bring a new deployment up. */
const OPERATIONS = [
  "players-data",
  "bye-weeks",
  "injuries",
  "nfl-schedules",
  "franchises",
  "league-settings",
  "schedules",
  "league-standings",
  "rosters",
  "transactions",
  "player-scores",
  "projections",
];

const goals = new Goals();
const goal = goals.check;

/** The parts of a sync job (contract admin-sync) the figures read. */
interface Job {
  id: number;
  operation: string;
  status: string;
  progress_done: number;
  progress_total: number | null;
  error: string | null;
  stats: { added?: number; changed?: number; removed?: number; rows?: number };
}
interface Overview {
  running: Job[];
  recent: Job[];
}

function pathOf(operation: string): string {
  return operation === "projections" ? "/api/fantasypoints/trigger-github-workflow" : `/api/admin/sync-${operation}`;
}

function diff(after: SimCounters, before: SimCounters): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(after.byEndpoint)) {
    const d = v - (before.byEndpoint[k] ?? 0);
    if (d > 0) out[k.replace("mfl:export:", "")] = d;
  }
  return out;
}

async function main() {
  const cfg = platformConfig("test", { ...portsFrom(PORT_BASE), dataDir: DATA_DIR });
  const gateway = `http://${cfg.host}:${cfg.gatewayPort}`;
  const t0 = performance.now();
  const stack = await startStack(cfg, {
    reset: true,
    workers: WORKERS,
    functionEnv: {
      MFL_HOST_RATE_PER_SEC: String(PACE.ratePerSec),
      MFL_HOST_BURST: String(PACE.burst),
      SYNC_JOB_LEASE_MS: String(LEASE_MS),
      SYNC_JOB_HEARTBEAT_MS: "1500",
    },
  });
  const cancelLimit = stopAfter(stack, HARD_LIMIT_MS, "admin-sync");
  try {
    const sim = new SimControl(stack.simUrl);
    const [admin] = await seedUsers(cfg, sim, 1);
    const r = await psql(cfg, [{ sql: `update public.user_profile set is_admin = true where user_id = '${admin.id}'` }]);
    if (r.code !== 0) throw new Error(r.stderr);
    await sim.throttle(THROTTLE);
    console.log(`stack up (${WORKERS} workers per function), one admin who is a member of the 3 demo leagues, in ${seconds(performance.now() - t0)}`);
    const headers = { apikey: ANON_KEY, Authorization: `Bearer ${admin.token}`, "Content-Type": "application/json" };

    const metadata = async (): Promise<Overview> =>
      await (await fetch(`${gateway}/api/admin/sync-metadata?limit=200`, { headers, signal: AbortSignal.timeout(30_000) })).json();
    /** Starts an operation and follows its job to the end: the job and the wall time. */
    const run = async (operation: string, body: Record<string, unknown> = {}): Promise<{ job: Job; ms: number }> => {
      const t = performance.now();
      const res = await fetch(`${gateway}${pathOf(operation)}`, {
        method: "POST",
        headers,
        body: JSON.stringify({ season: SEASON, ...body }),
        signal: AbortSignal.timeout(300_000),
      });
      const answer = await res.json();
      if (res.status !== 200 && res.status !== 202) throw new Error(`${operation}: HTTP ${res.status} ${JSON.stringify(answer)}`);
      let job = answer.job as Job;
      while (job.status === "running" || job.status === "queued") {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const id = job.id;
        job = (await metadata()).recent.find((j) => j.id === id) ?? job;
      }
      return { job, ms: performance.now() - t };
    };

    // 1. Everything, cold, at MFL's pace.
    console.log(`\n1. A full sync of the 3 demo leagues on an empty database, at MFL's pace (limiter ${PACE.ratePerSec}/s per host, burst ${PACE.burst})`);
    console.log(`   ${"operation".padEnd(17)} ${"wall".padStart(8)}  ${"status".padEnd(9)} ${"rows +/~/-".padEnd(16)} ${"held".padStart(6)}  MFL calls by export (of which 302 redirects to a league's host)`);
    const cold = new Map<string, Record<string, number>>();
    const redirects = new Map<string, number>();
    let totalMs = 0;
    let totalCalls = 0;
    let totalRows = 0;
    const start = await sim.counters();
    for (const operation of OPERATIONS) {
      const before = await sim.counters();
      const { job, ms } = await run(operation);
      const counters = await sim.counters();
      const calls = diff(counters, before);
      const redirected = (counters.byStatus["302"] ?? 0) - (before.byStatus["302"] ?? 0);
      cold.set(operation, calls);
      redirects.set(operation, redirected);
      totalMs += ms;
      totalCalls += Object.values(calls).reduce((a, b) => a + b, 0);
      totalRows += (job.stats.added ?? 0) + (job.stats.changed ?? 0) + (job.stats.removed ?? 0);
      const rows = `${job.stats.added ?? 0}/${job.stats.changed ?? 0}/${job.stats.removed ?? 0}`;
      console.log(
        `   ${operation.padEnd(17)} ${seconds(ms).padStart(8)}  ${String(job.status).padEnd(9)} ${rows.padEnd(16)} ${String(job.stats.rows ?? 0).padStart(6)}  ${formatCounts(calls)}${redirected ? ` (${redirected} redirects)` : ""}`,
      );
      goal(job.status === "succeeded", `${operation} succeeded`);
    }
    const end = await sim.counters();
    // A cold isolate does not know a league's host yet: its first call goes to MFL's generic host,
    // which redirects it (302) and teaches the host; the redirect is not a second fetch.
    const once = (operation: string, exportType: string) =>
      (cold.get(operation)?.[exportType] ?? 0) - (redirects.get(operation) ?? 0) <= DEMO_LEAGUES.length;
    const perLeague = [
      once("league-standings", "leagueStandings"),
      once("rosters", "rosters"),
      once("transactions", "transactions"),
      once("schedules", "schedule"),
      once("projections", "projectedScores"),
      once("player-scores", "playerScores"),
      once("franchises", "league"),
    ].every(Boolean);
    const status429 = (end.byStatus["429"] ?? 0) - (start.byStatus["429"] ?? 0);
    console.log(`   total: ${seconds(totalMs)} wall, ${totalCalls} MFL calls, ${totalRows} rows written`);
    console.log(`   each league export once per league: ${perLeague ? "yes" : "no"} ${goal(perLeague, "each export once per league")}`);
    console.log(`   MFL answers of 429: ${status429} ${goal(status429 === 0, "no 429 from MFL")}`);

    // 2. Again within the TTLs.
    console.log(`\n2. The same operations again within the TTLs`);
    const warmBefore = await sim.counters();
    let warmChanged = 0;
    const tw = performance.now();
    for (const operation of OPERATIONS) {
      const { job } = await run(operation);
      warmChanged += (job.stats.added ?? 0) + (job.stats.changed ?? 0) + (job.stats.removed ?? 0);
    }
    const warmCalls = diff(await sim.counters(), warmBefore);
    const warmTotal = Object.values(warmCalls).reduce((a, b) => a + b, 0);
    console.log(`   ${OPERATIONS.length} operations in ${seconds(performance.now() - tw)}: MFL calls ${warmTotal} ${goal(warmTotal === 0, "no MFL call within the TTL")}` +
      `${warmTotal ? ` (${formatCounts(warmCalls)})` : ""}, rows changed ${warmChanged} ${goal(warmChanged === 0, "nothing changed")}`);

    // 3. A full transaction sync killed midway.
    console.log(`\n3. A full transaction sync killed midway (lease ${LEASE_MS / 1000} s)`);
    const snapshot = async () =>
      await Promise.all(DEMO_LEAGUES.map(async (l) => ({
        count: Number(await psqlValue(cfg, `select count(*) from public.league_transactions where league_id = '${l.id}' and year = ${SEASON}`)),
        digest: await psqlValue(cfg, `select md5(public.sync_rows_digest('transactions', ${SEASON}, '${l.id}')::text)`),
      })));
    const before = await snapshot();
    await sim.addFault({ match: "mfl:export:transactions", kind: "latency", latencyMs: 4000 });
    const started = fetch(`${gateway}${pathOf("transactions")}`, {
      method: "POST",
      headers,
      body: JSON.stringify({ season: SEASON, syncMode: "full" }),
    }).then((res) => res.status, () => 0);
    let job: Job | undefined;
    for (let i = 0; i < 200 && !(job && job.progress_done >= 1); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await metadata()).running.find((j) => j.operation === "transactions");
    }
    if (!job) throw new Error("the full transaction sync never showed up as running");
    for (const w of stack.functions.workers("admin")) await stack.functions.kill("admin", w.index);
    const killedAt = performance.now();
    console.log(`   killed every admin worker with the job at ${job.progress_done} of ${job.progress_total} leagues; its call: ${await started === 0 ? "lost" : `HTTP ${await started}`}`);
    await sim.clearFaults();
    let dead: Job | undefined;
    while (performance.now() - killedAt < LEASE_MS * 4) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const meta = await metadata().catch(() => null);
      dead = meta?.recent.find((j) => j.id === job!.id);
      if (dead && dead.status !== "running") break;
    }
    const after = await snapshot();
    const same = before.every((b, i) => b.count === after[i].count && b.digest === after[i].digest);
    console.log(`   job #${job.id}: ${dead?.status} after ${seconds(performance.now() - killedAt)} ${goal(dead?.status === "failed", "the killed job reads failed")}`);
    console.log(`   its error: ${dead?.error}`);
    console.log(`   transactions per league before ${before.map((b) => b.count).join("/")}, after ${after.map((a) => a.count).join("/")}, ` +
      `content ${same ? "identical" : "DIFFERENT"} ${goal(same, "rows before = rows after")}`);
    const next = await run("transactions", { syncMode: "full" });
    console.log(`   the next full sync: ${next.job.status} in ${seconds(next.ms)} ${goal(next.job.status === "succeeded", "a new job runs after the dead one")}`);
  } finally {
    cancelLimit();
    await stack.stop();
  }
  goals.report();
}

await main();
