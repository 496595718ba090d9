/**
 * Issue 12 figures for live scoring (League Scoring, League Matchups, Live Scoring across leagues).
 * Every function runs as 3 worker processes (each its own memory), as hosted isolates do; the
 * settings are the defaults (poll_interval_active_sec 60, per_league_stagger_ms 250).
 *
 *  1. 100 viewers, each watching Live Scoring for all 3 demo leagues (one request per league per
 *     poll, as the SPA polls: every 30 s or just after the server's copy is refreshed), for 5
 *     minutes of a live Sunday (simulator at speed 1): MFL liveScoring calls per league, goal
 *     5 min / poll interval + 1 = 6. Then the same with 1 viewer: the ratio must be 1. Both runs
 *     start cold (no copy in the table, the workers' memory expired).
 *  2. Bytes per 30 s poll of Live Scoring for 3 leagues, on the wire: a client polling every 30 s
 *     during run 1 as a browser does (gzip accepted, the last ETag sent back), beside the raw JSON.
 *  3. Change-to-screen: the simulator scores a play (its clock stepped by hand) → the changed total
 *     highlighted in Chromium, over several trials at random moments of the server's refresh
 *     cycle; goal ≤ poll interval + 2 s.
 *
 * Own stack on ports 27521.. (simulator 27530), fresh data folder, loopback only.
 *
 *   npm run bench -- live-scoring
 *   SECTIONS=3 TRIALS=3 npm run bench -- live-scoring     # only some figures
 *   RUN_SEC=60 npm run bench -- live-scoring              # a shorter watch (the goal scales)
 */
import http from "node:http";
import { ANON_KEY, platformConfig, portsFrom, ROOT } from "../../local/config.ts";
import { psql } from "../../local/postgres/psql.ts";
import { startStack } from "../../local/platform/stack.ts";
import { settingsDefaults } from "../../supabase/functions/_shared/contracts/admin-settings.ts";
import { sessionOf } from "./lib/browser.ts";
import { type BenchUser, DEMO_LEAGUES, seedUsers } from "./lib/dashboard.ts";
import { Goals, stopAfter } from "./lib/goals.ts";
import { SimControl } from "./lib/sim-control.ts";
import { formatCounts, millis, percentile, seconds, tally } from "./lib/stats.ts";

const PORT_BASE = 27521;
const DATA_DIR = `${ROOT}/.local/bench-live-scoring`;
const WORKERS = 3;
const USERS = Number(Deno.env.get("USERS") ?? 100);
const RUN_MS = Number(Deno.env.get("RUN_SEC") ?? 300) * 1000;
const TRIALS = Number(Deno.env.get("TRIALS") ?? 6);
const POLL_SEC = settingsDefaults.poll_interval_active_sec;
const SPA_POLL_MS = 30_000;
const HARD_LIMIT_MS = 40 * 60_000;
const SECTIONS = new Set((Deno.env.get("SECTIONS") ?? "1,2,3").split(",").map((s) => s.trim()));

const goals = new Goals();
const goal = goals.check;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  nextUpdateAt?: string | null;
  yourTeam?: { totalPoints: number };
  error?: string;
}

/** The SPA's poll rule (web/src/data/league/scoring.ts): every 30 s, or just after the server's copy is refreshed. */
function nextPollMs(answer: Answer | null): number {
  const next = answer?.nextUpdateAt ? Date.parse(answer.nextUpdateAt) : NaN;
  if (!Number.isFinite(next) || next <= Date.now()) return SPA_POLL_MS;
  return Math.min(SPA_POLL_MS, Math.max(2_000, next - Date.now() + 1_000));
}

interface Viewed {
  status: number;
  ms: number;
}

/** `viewers` users, each polling Live Scoring's three reads for `runMs`, starting at random moments of the first 30 s. */
async function watch(gateway: string, viewers: BenchUser[], runMs: number): Promise<Viewed[]> {
  const end = Date.now() + runMs;
  const seen: Viewed[] = [];
  await Promise.all(viewers.flatMap((user) =>
    DEMO_LEAGUES.map(async (league) => {
      await sleep(Math.random() * SPA_POLL_MS);
      while (Date.now() < end) {
        const t = performance.now();
        let answer: Answer | null = null;
        let status: number;
        try {
          const res = await fetch(`${gateway}/api/mfl/scoring?type=personal&leagueId=${league.id}`, {
            headers: { apikey: ANON_KEY, Authorization: `Bearer ${user.token}` },
            signal: AbortSignal.timeout(30_000),
          });
          status = res.status;
          answer = await res.json();
        } catch {
          status = 0;
        }
        seen.push({ status, ms: performance.now() - t });
        await sleep(Math.min(nextPollMs(status === 200 ? answer : null), Math.max(0, end - Date.now())));
      }
    })
  ));
  return seen;
}

interface WireRead {
  status: number;
  /** Bytes of the body as sent (gzip), and of the status line and headers. */
  bodyBytes: number;
  headerBytes: number;
  /** The JSON's own size, for comparison (0 for a 304). */
  jsonBytes: number;
  etag: string | null;
}

/** One GET as a browser sends it (gzip accepted, the last ETag sent back), counting the bytes on the wire. */
function wireGet(url: string, token: string, etag: string | null): Promise<WireRead> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { apikey: ANON_KEY, Authorization: `Bearer ${token}`, "Accept-Encoding": "gzip, deflate, br" };
    if (etag) headers["If-None-Match"] = etag;
    const req = http.get(url, { headers }, (res) => {
      const chunks: Uint8Array[] = [];
      res.on("data", (c: Uint8Array) => chunks.push(c));
      res.on("end", async () => {
        const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
        let at = 0;
        for (const c of chunks) {
          body.set(c, at);
          at += c.length;
        }
        const raw = res.rawHeaders;
        let headerBytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < raw.length; i += 2) headerBytes += raw[i].length + 2 + raw[i + 1].length + 2;
        let jsonBytes = 0;
        if (body.length > 0) {
          const plain = res.headers["content-encoding"] === "gzip"
            ? new Uint8Array(await new Response(new Blob([body]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer())
            : body;
          jsonBytes = plain.length;
        }
        resolve({ status: res.statusCode ?? 0, bodyBytes: body.length, headerBytes, jsonBytes, etag: (res.headers.etag as string | undefined) ?? etag });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

/** Every 30 s for `runMs`, Live Scoring's three reads as a browser makes them; bytes per poll of all three. */
async function bytesProbe(gateway: string, user: BenchUser, runMs: number) {
  const end = Date.now() + runMs;
  const etags = new Map<string, string | null>();
  const polls: WireRead[][] = [];
  while (Date.now() < end) {
    const t = Date.now();
    polls.push(await Promise.all(DEMO_LEAGUES.map(async (league) => {
      const read = await wireGet(`${gateway}/api/mfl/scoring?type=personal&leagueId=${league.id}`, user.token, etags.get(league.id) ?? null);
      etags.set(league.id, read.etag);
      return read;
    })));
    await sleep(Math.max(0, Math.min(SPA_POLL_MS - (Date.now() - t), end - Date.now())));
  }
  return polls;
}

async function sql(cfg: ReturnType<typeof platformConfig>, statement: string): Promise<void> {
  const r = await psql(cfg, [{ sql: statement }], { single: true });
  if (r.code !== 0) throw new Error(`SQL failed: ${r.stderr}`);
}

/** No shared copy of live scores left, and the workers' own copies expired: the next viewer asks MFL. */
async function coldStart(cfg: ReturnType<typeof platformConfig>): Promise<void> {
  await sql(cfg, `delete from public.upstream_cache where key like '%/liveScoring?%'`);
  await sleep(POLL_SEC * 1000 + 1_000);
}

async function main() {
  const cfg = platformConfig("test", { ...portsFrom(PORT_BASE), dataDir: DATA_DIR });
  const gateway = `http://${cfg.host}:${cfg.gatewayPort}`;
  const t0 = performance.now();
  const stack = await startStack(cfg, { reset: true, workers: WORKERS, functionEnv: { CHECK_RESPONSE_CONTRACTS: "0" } });
  const cancelLimit = stopAfter(stack, HARD_LIMIT_MS, "live-scoring");
  try {
    const sim = new SimControl(stack.simUrl);
    await sim.clock({ preset: "default", frozen: false, speed: 1 });
    const users = await seedUsers(cfg, sim, Math.max(USERS, 1));
    const goalCalls = Math.round(RUN_MS / 1000 / POLL_SEC) + 1;
    console.log(`stack up (${WORKERS} workers per function), ${users.length} users seeded (each the demo's 3 leagues) in ${seconds(performance.now() - t0)}`);
    console.log(`settings: poll_interval_active_sec ${POLL_SEC}, per_league_stagger_ms ${settingsDefaults.per_league_stagger_ms}; ` +
      `the simulator's Sunday of week 12 at speed 1 (early games live)`);

    if (SECTIONS.has("1") || SECTIONS.has("2")) {
      const perLeague: Record<string, number>[] = [];
      for (const viewers of [users.slice(0, USERS), users.slice(0, 1)]) {
        await coldStart(cfg);
        await sim.resetCounters();
        const probing = viewers.length > 1 && SECTIONS.has("2");
        const [seen, polls] = await Promise.all([
          watch(gateway, viewers, RUN_MS),
          probing ? bytesProbe(gateway, users[users.length - 1], RUN_MS) : Promise.resolve([]),
        ]);
        const counters = await sim.counters();
        const calls = Object.fromEntries(DEMO_LEAGUES.map((l) => [l.id, counters.byLeague[l.id]?.["mfl:export:liveScoring"] ?? 0]));
        perLeague.push(calls);
        const lat = seen.map((s) => s.ms).sort((a, b) => a - b);
        console.log(`\n1. ${viewers.length} viewer${viewers.length > 1 ? "s" : ""} × 3 leagues for ${seconds(RUN_MS)} (${seen.length} requests` +
          `${probing ? ` + the bytes probe's ${polls.length * 3}` : ""}): ${formatCounts(tally(seen, (s) => `HTTP ${s.status}`))}; ` +
          `p50 ${millis(percentile(lat, 50))}, p95 ${millis(percentile(lat, 95))}`);
        for (const league of DEMO_LEAGUES) {
          console.log(`   MFL liveScoring calls, league ${league.id} (${league.host}): ${calls[league.id]} ` +
            `[${goal(calls[league.id] <= goalCalls, `${viewers.length} viewers: ${calls[league.id]} liveScoring calls for league ${league.id}, goal ≤ ${goalCalls}`)}]`);
        }
        console.log(`   goal per league: ≤ ${RUN_MS / 1000} s / ${POLL_SEC} s + 1 = ${goalCalls}; every MFL call: ${formatCounts(counters.byEndpoint)}`);
        const bad = seen.filter((s) => s.status !== 200);
        goal(bad.length === 0, `${viewers.length} viewers: ${bad.length} answers not 200`);
        if (probing) {
          const rounds = polls.map((round) => ({
            wire: round.reduce((n, r) => n + r.bodyBytes + r.headerBytes, 0),
            body: round.reduce((n, r) => n + r.bodyBytes, 0),
            json: round.reduce((n, r) => n + r.jsonBytes, 0),
            unchanged: round.filter((r) => r.status === 304).length,
          }));
          const changed = rounds.filter((r) => r.unchanged < 3);
          const avg = (xs: number[]) => xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
          const jsonFull = Math.max(...rounds.map((r) => r.json));
          console.log(`\n2. Bytes per 30 s poll of Live Scoring, 3 leagues (${rounds.length} polls; answers ` +
            `${formatCounts(tally(polls.flat(), (r) => `HTTP ${r.status}`))}):`);
          console.log(`   raw JSON of the 3 answers: ${(jsonFull / 1024).toFixed(1)} KB`);
          console.log(`   on the wire, gzip, a poll with new scores: ${(avg(changed.map((r) => r.wire)) / 1024).toFixed(1)} KB ` +
            `(bodies ${(avg(changed.map((r) => r.body)) / 1024).toFixed(1)} KB + headers) ` +
            `[${goal(avg(changed.map((r) => r.wire)) < 10 * 1024, "gzip poll over 10 KB")}]`);
          console.log(`   on the wire, every poll averaged (unchanged answers are 304 without a body): ${(avg(rounds.map((r) => r.wire)) / 1024).toFixed(1)} KB; ` +
            `answers unchanged since the last poll: ${polls.flat().filter((r) => r.status === 304).length}/${polls.flat().length}`);
        }
      }
      const ratio = DEMO_LEAGUES.map((l) => perLeague[0][l.id] / Math.max(1, perLeague[1][l.id]));
      console.log(`\n   ratio of calls, ${USERS} viewers / 1 viewer, per league: ${ratio.map((r) => r.toFixed(2)).join(", ")} ` +
        `[${goal(ratio.every((r) => r === 1), `calls ratio ${ratio.join(", ")}, goal 1`)}]`);
    }

    if (SECTIONS.has("3")) {
      await sim.clock({ frozen: true });
      const [user] = users;
      const session = sessionOf(user);
      const out = await new Deno.Command("node", {
        args: [`${ROOT}/tests/bench/lib/live-scoring-browser.mjs`],
        cwd: ROOT,
        env: { BENCH_LIVE: JSON.stringify({ baseUrl: gateway, simUrl: stack.simUrl, session, leagueId: DEMO_LEAGUES[0].id, trials: TRIALS, maxPhaseMs: POLL_SEC * 1000 }) },
        stdout: "piped",
        stderr: "piped",
      }).output();
      if (!out.success) throw new Error(`browser run failed: ${new TextDecoder().decode(out.stderr).slice(-2000)}`);
      const { trials } = JSON.parse(new TextDecoder().decode(out.stdout).trim().split("\n").at(-1)!) as { trials: { latencyMs: number; steps: number }[] };
      const lat = trials.map((t) => t.latencyMs).sort((a, b) => a - b);
      const limit = (POLL_SEC + 2) * 1000;
      console.log(`\n3. Change-to-screen, ${trials.length} plays at random moments of the server's ${POLL_SEC} s refresh cycle ` +
        `(league ${DEMO_LEAGUES[0].id}, one Chromium page on /live-scoring):`);
      console.log(`   each: ${lat.map((ms) => seconds(ms)).join(", ")}`);
      console.log(`   median ${seconds(percentile(lat, 50))}, max ${seconds(lat[lat.length - 1])}; goal ≤ ${POLL_SEC} + 2 s ` +
        `[${goal(lat[lat.length - 1] <= limit, `change-to-screen max ${seconds(lat[lat.length - 1])} over ${POLL_SEC + 2} s`)}]`);
      console.log(`   (the page polls every 30 s or just after the server's copy is refreshed, whichever is sooner; without that, ` +
        `the worst case would be ${POLL_SEC} + 30 s)`);
      await sim.clock({ frozen: false });
    }

    console.log(`\ntotal ${seconds(performance.now() - t0)} including stack start`);
    goals.report();
  } finally {
    cancelLimit();
    await stack.stop();
  }
}

await main();
