/**
 * Issue 7 figures: the upstream budget is the deployment's, not the isolate's. Every function runs
 * as 3 worker processes (each its own memory), as hosted isolates do.
 *
 *  1. 100 viewers of the same 3 leagues, cold, spread over 3 workers: MFL calls vs the distinct
 *     upstream requests the dashboards need; warm within the TTL: 0.
 *  2. League reads in one round trip: /api/league-standings and /api/league-transactions warm at
 *     50 concurrent clients (req/s, p50, p95) beside a raw PostgREST select of the same rows with
 *     the same user's token, in the same run; the figure is the ratio (aim ≥ 0.5×).
 *  3. With the simulator throttling at 1 request/s per client and host with a burst of 3, 100
 *     users loading dashboards and their league lists for 2 minutes across 3 workers: answers of
 *     429 from MFL (goal 0) and the measured pace per host against the setting (1/s, burst 2).
 *  4. Kill test: the worker holding a refresh lease is killed mid-request; a request right after
 *     is answered (the stored rows, stale, since issue 20.10) and the next request after the
 *     lease's expiry refreshes normally (no key stuck).
 *
 * Own stack on ports 64321.. (simulator 64330), fresh data folder, loopback only.
 *
 *   npm run bench -- shared-budget
 *   SECTIONS=1,2 npm run bench -- shared-budget      # only some of the figures
 *   USERS=10 npm run bench -- shared-budget          # fewer users (100 by default): the same MFL calls
 */
import { ANON_KEY, platformConfig, portsFrom, ROOT } from "../../local/config.ts";
import { psql, psqlValue } from "../../local/postgres/psql.ts";
import { type Stack, startStack } from "../../local/platform/stack.ts";
import { type BenchUser, type Call, call, dashboardLoad, dashboardRound, DEMO_LEAGUES, DISTINCT_TOTAL, maxHostRedirects, seedUsers, setSettings } from "./lib/dashboard.ts";
import { Goals, stopAfter } from "./lib/goals.ts";
import { SimControl } from "./lib/sim-control.ts";
import { warmLoad } from "./lib/warm-reads.ts";
import { formatCounts, millis, seconds, tally } from "./lib/stats.ts";

const PORT_BASE = 64321;
const DATA_DIR = `${ROOT}/.local/bench-shared-budget`;
const WORKERS = 3;
const USERS = Number(Deno.env.get("USERS") ?? 100);
const TTL_SEC = 30;
const LEASE_MS = 8_000;
const LATENCY_CLIENTS = Math.min(50, USERS);
const LATENCY_REQUESTS_PER_CLIENT = 20;
const THROTTLE = { rps: 1, burst: 3 };
const THROTTLE_RUN_MS = 120_000;
const PACE = { ratePerSec: 1, burst: 2 };
const HARD_LIMIT_MS = 420_000;

const SECTIONS = new Set(
  (Deno.env.get("SECTIONS") ?? "1,2,3,4").split(",").map((x) => x.trim()),
);
const goals = new Goals();
const goal = goals.check;

async function sql(
  cfg: ReturnType<typeof platformConfig>,
  statement: string,
): Promise<string> {
  if (/^\s*select/i.test(statement)) {
    return (await psqlValue(cfg, statement)).trim();
  }
  const r = await psql(cfg, [{ sql: statement }], { single: true });
  if (r.code !== 0) throw new Error(`SQL failed: ${r.stderr}`);
  return r.stdout.trim();
}

async function main() {
  const cfg = platformConfig("test", {
    ...portsFrom(PORT_BASE),
    dataDir: DATA_DIR,
  });
  const gateway = `http://${cfg.host}:${cfg.gatewayPort}`;
  const t0 = performance.now();
  const stack = await startStack(cfg, {
    reset: true,
    workers: WORKERS,
    functionEnv: {
      UPSTREAM_LEASE_MS: String(LEASE_MS),
      MFL_HOST_RATE_PER_SEC: String(PACE.ratePerSec),
      MFL_HOST_BURST: String(PACE.burst),
    },
  });
  const cancelLimit = stopAfter(stack, HARD_LIMIT_MS, "shared-budget");
  try {
    const sim = new SimControl(stack.simUrl);
    await setSettings(cfg, {
      standings_client_ttl_sec: TTL_SEC,
      roster_client_ttl_sec: TTL_SEC,
      schedule_client_ttl_sec: TTL_SEC,
    });
    const users = await seedUsers(cfg, sim, USERS);
    console.log(
      `stack up (${WORKERS} workers per function) and ${USERS} users seeded in ${seconds(performance.now() - t0)}; TTL ${TTL_SEC} s`,
    );

    // 1. Cold and warm, across workers (the other figures need the tables it fills).
    await sim.resetCounters();
    const cold = await dashboardRound(gateway, users);
    const coldMfl = await sim.counters();
    const redirects = coldMfl.byStatus["302"] ?? 0;
    const answered = coldMfl.total - redirects;
    const coldBad = cold.calls.filter((c) => c.status !== 200);
    console.log(
      `\n1. ${USERS} concurrent dashboards (${cold.calls.length} requests) over ${WORKERS} workers, cold: wall ${seconds(cold.ms)}`,
    );
    console.log(
      `   MFL calls ${coldMfl.total}: ${answered} answered + ${redirects} host redirects; by endpoint ${formatCounts(coldMfl.byEndpoint)}`,
    );
    console.log(
      `   distinct upstream requests ${DISTINCT_TOTAL} (+ at most ${maxHostRedirects(WORKERS)} redirects) ` +
        `[${
          goal(
            answered === DISTINCT_TOTAL && redirects <= maxHostRedirects(WORKERS),
            `cold: ${answered} answered MFL calls for ${DISTINCT_TOTAL} distinct`,
          )
        }]`,
    );
    console.log(
      `   answers: ${formatCounts(tally(cold.calls, (c) => `HTTP ${c.status}`))} ` +
        `[${goal(coldBad.length === 0, `cold: ${coldBad.length} non-200 answers`)}]`,
    );
    await sim.resetCounters();
    const warm = await dashboardRound(gateway, users);
    const warmMfl = await sim.counters();
    console.log(
      `   warm: wall ${seconds(warm.ms)}, MFL calls ${warmMfl.total} [${goal(warmMfl.total === 0, `warm: ${warmMfl.total} MFL calls`)}]`,
    );

    // 2. Warm league reads beside raw PostgREST with the same token.
    if (SECTIONS.has("2")) {
      console.log(
        `\n2. Warm reads, ${LATENCY_CLIENTS} concurrent clients x ${LATENCY_REQUESTS_PER_CLIENT} requests (function vs PostgREST, same run)`,
      );
    }
    const pairs = [
      {
        name: "league-standings",
        fn: (l: string) => `${gateway}/api/league-standings?leagueId=${l}`,
        rest: (l: string) => `${gateway}/rest/v1/league_standings?select=*&league_id=eq.${l}&year=eq.2026&order=rank`,
      },
      {
        name: "league-transactions",
        fn: (l: string) => `${gateway}/api/league-transactions?leagueId=${l}&limit=5`,
        rest: (l: string) =>
          `${gateway}/rest/v1/league_transactions?select=*,league_transaction_assets(*)&league_id=eq.${l}&year=eq.2026` +
          `&order=transaction_date.desc&limit=5`,
      },
    ];
    for (const p of SECTIONS.has("2") ? pairs : []) {
      const fn = await warmLoad(users, p.fn, LATENCY_CLIENTS, LATENCY_REQUESTS_PER_CLIENT);
      const rest = await warmLoad(users, p.rest, LATENCY_CLIENTS, LATENCY_REQUESTS_PER_CLIENT);
      const ratio = fn.rps / rest.rps;
      console.log(
        `   ${p.name.padEnd(20)} function ${fn.rps.toFixed(0)} req/s, p50 ${millis(fn.p50)}, p95 ${millis(fn.p95)} (${fn.bad} non-200)`,
      );
      console.log(
        `   ${"".padEnd(20)} PostgREST ${rest.rps.toFixed(0)} req/s, p50 ${millis(rest.p50)}, p95 ${
          millis(rest.p95)
        } (${rest.bad} non-200)`,
      );
      console.log(
        `   ${"".padEnd(20)} ratio ${ratio.toFixed(2)}x [${
          goal(
            ratio >= 0.5 && fn.bad === 0,
            `${p.name}: ${ratio.toFixed(2)}x PostgREST`,
          )
        }]`,
      );
    }

    // 3. Throttled league host, sustained load.
    if (SECTIONS.has("3")) await throttledRun(cfg, sim, gateway, users);
    if (SECTIONS.has("4")) await killTest(cfg, sim, gateway, users, stack);
    console.log(
      `\ntotal ${seconds(performance.now() - t0)} including stack start`,
    );
  } finally {
    cancelLimit();
    await stack.stop();
  }
  goals.report();
}

type Cfg = ReturnType<typeof platformConfig>;

async function throttledRun(
  cfg: Cfg,
  sim: SimControl,
  gateway: string,
  users: BenchUser[],
) {
  await sim.throttle(THROTTLE);
  await sim.resetCounters();
  console.log(
    `\n3. Simulator throttle ${THROTTLE.rps}/s burst ${THROTTLE.burst} per client and host; ${USERS} users for ` +
      `${THROTTLE_RUN_MS / 1000} s (dashboard + league list each, ~10 s apart), pace setting ${PACE.ratePerSec}/s burst ${PACE.burst}`,
  );
  const runStart = performance.now();
  const calls: Call[] = [];
  await Promise.all(users.map(async (u, i) => {
    await new Promise((r) => setTimeout(r, (i * 97) % 10_000));
    while (performance.now() - runStart < THROTTLE_RUN_MS) {
      const [dash, list] = await Promise.all([
        dashboardLoad(gateway, u),
        leaguesList(gateway, u),
      ]);
      calls.push(...dash, list);
      await new Promise((r) => setTimeout(r, 8_000 + Math.random() * 4_000));
    }
  }));
  const runSec = (performance.now() - runStart) / 1000;
  const throttled = await sim.counters();
  const from429 = throttled.byStatus["429"] ?? 0;
  console.log(
    `   ${calls.length} requests: ${formatCounts(tally(calls, (c) => `HTTP ${c.status}`))}`,
  );
  console.log(
    `   MFL calls ${throttled.total} by host ${formatCounts(throttled.byHost)}; by status ${formatCounts(throttled.byStatus)}`,
  );
  console.log(
    `   answers of 429 from MFL: ${from429} [${goal(from429 === 0, `throttled: ${from429} answers of 429 from MFL`)}]`,
  );
  for (const [host, n] of Object.entries(throttled.byHost)) {
    const pace = n / runSec;
    const allowed = PACE.ratePerSec + PACE.burst / runSec;
    console.log(
      `   pace ${host.padEnd(6)} ${pace.toFixed(2)}/s over ${runSec.toFixed(0)} s ` +
        `[${
          goal(
            pace <= allowed,
            `${host}: ${pace.toFixed(2)}/s above the ${PACE.ratePerSec}/s setting`,
          )
        }]`,
    );
  }
  const budget = await sql(
    cfg,
    `select string_agg(host || ' ' || calls, ', ' order by host) from public.upstream_hosts`,
  );
  console.log(
    `   the shared budget's own count (upstream_hosts.calls since start): ${budget}`,
  );
  await sim.throttle(null);
}

async function killTest(
  cfg: Cfg,
  sim: SimControl,
  gateway: string,
  users: BenchUser[],
  stack: Stack,
) {
  // 4. Kill the worker that holds a lease.
  console.log(
    `\n4. Kill test: a worker killed while it holds a refresh lease (lease ${LEASE_MS / 1000} s)`,
  );
  const league = DEMO_LEAGUES[0].id;
  // Each worker keeps its own copy in memory for the TTL: one still fresh would answer the refresh
  // without a claim (no lease to kill) when this section runs soon after the first.
  await new Promise((r) => setTimeout(r, TTL_SEC * 1000 + 1000));
  await sql(
    cfg,
    `delete from public.upstream_cache where key like '%leagueStandings%L=${league}%';
      update public.league_sync_state set synced_at = now() - interval '1 day', stale = false where league_id = '${league}' and kind = 'standings';`,
  );
  await sim.addFault({
    match: "mfl:export:leagueStandings",
    kind: "latency",
    latencyMs: 20_000,
  });
  await sim.resetCounters();
  const target = stack.functions.workers("league")[0];
  const doomed = fetch(
    `http://${cfg.host}:${target.port}/league/league-standings?leagueId=${league}`,
    {
      headers: { Authorization: `Bearer ${users[0].token}` },
    },
  ).then((r) => r.status, () => 0);
  let leased = "";
  for (let i = 0; i < 100 && !leased; i++) {
    await new Promise((r) => setTimeout(r, 100));
    leased = await sql(
      cfg,
      `select key from public.upstream_leases where key like '%leagueStandings%L=${league}%'`,
    );
  }
  const killedAt = performance.now();
  await stack.functions.kill("league", target.index);
  await sim.clearFaults();
  console.log(
    `   lease held: ${leased ? "yes" : "NO"}; killed worker ${target.index + 1}; its request: ${await doomed === 0 ? "lost" : "answered"}`,
  );
  // A viewer right after the kill has the league's stored rows at hand: they answer, marked stale,
  // after about a second (issue 20.10) while the dead worker's lease runs out.
  const next = await call(gateway, users[1].token, "league-standings", league);
  console.log(
    `   next request: HTTP ${next.status}, stale ${(next.body as { stale?: boolean })?.stale}, answered ` +
      `${seconds(performance.now() - killedAt)} after the kill`,
  );
  // Once the lease has expired, a request refreshes as if nothing had happened: no key stuck.
  await new Promise((r) => setTimeout(r, Math.max(0, killedAt + LEASE_MS + 500 - performance.now())));
  await sim.resetCounters();
  const again = await call(gateway, users[2].token, "league-standings", league);
  const waited = performance.now() - killedAt;
  const afterKill = await sim.counters();
  const fresh = again.status === 200 && !(again.body as { stale?: boolean }).stale;
  console.log(
    `   after the lease (${LEASE_MS / 1000} s): HTTP ${again.status}, stale ${(again.body as { stale?: boolean })?.stale}, answered ` +
      `${seconds(waited)} after the kill, MFL leagueStandings calls ${afterKill.byEndpoint["mfl:export:leagueStandings"] ?? 0}; ` +
      `leases left: ${await sql(cfg, "select count(*) from public.upstream_leases where expires_at > now()")} ` +
      `[${goal(Boolean(leased) && next.status === 200 && fresh, `kill test: lease held ${Boolean(leased)}, next HTTP ${next.status}, after the lease HTTP ${again.status} stale ${(again.body as { stale?: boolean })?.stale}`)}]`,
  );
}

/** The Leagues screen's list: the user's own myleagues answer (one cache key per user and account). */
async function leaguesList(gateway: string, user: BenchUser): Promise<Call> {
  const t = performance.now();
  try {
    const res = await fetch(`${gateway}/api/mfl/leagues?year=2026`, {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${user.token}` },
      signal: AbortSignal.timeout(60_000),
    });
    const body = await res.json().catch(() => null);
    return {
      endpoint: "user_leagues",
      status: res.status,
      ms: performance.now() - t,
      body,
    };
  } catch (e) {
    return {
      endpoint: "user_leagues",
      status: 0,
      ms: performance.now() - t,
      body: null,
      error: String(e),
    };
  }
}

await main();
