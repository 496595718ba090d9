/**
 * Issue 9 figure: one user cannot starve everyone's MFL calls. For 30 s one user floods, in waves
 * of 50 concurrent requests, `/mfl/validate` (an uncached call to the league's host) and
 * `/mfl/login` with wrong passwords, while 5 other users each validate a league on the same
 * host every 6 s. Prints the others' p50/p95/max and errors, and how the flooder was answered
 * (quickly, never a hang). The pace is MFL's: 1 request/s per host, burst 2, over 3 workers.
 *
 *   npm run bench -- fairness
 */
import { ANON_KEY, platformConfig, portsFrom, ROOT } from "../../local/config.ts";
import { startStack } from "../../local/platform/stack.ts";
import { type BenchUser, seedUsers } from "./lib/dashboard.ts";
import { SimControl } from "./lib/sim-control.ts";
import { formatCounts, millis, percentile, seconds, tally } from "./lib/stats.ts";

const PORT_BASE = 62321;
const DATA_DIR = `${ROOT}/.local/bench-fairness`;
const RUN_MS = 30_000;
const FLOOD = 50;
const OTHERS = 5;
const OTHER_EVERY_MS = 6_000;
/** Goal: the others wait about two slots of the host's pace (1 s each): their own and the flooder's one. */
const OTHERS_P95_GOAL_MS = 3_000;
const LEAGUE = "61408";

interface Answer {
  what: string;
  status: number;
  ms: number;
  error?: string;
}

async function post(gateway: string, user: BenchUser, path: string, body: unknown, what: string): Promise<Answer> {
  const t = performance.now();
  try {
    const res = await fetch(`${gateway}/api/mfl/${path}`, {
      method: "POST",
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${user.token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const json = await res.json().catch(() => ({}));
    return { what, status: res.status, ms: performance.now() - t, error: json.error };
  } catch (e) {
    return { what, status: 0, ms: performance.now() - t, error: String(e) };
  }
}

function summary(label: string, answers: Answer[]) {
  const lat = answers.map((a) => a.ms).sort((a, b) => a - b);
  console.log(`  ${label}: ${answers.length} answers, ${formatCounts(tally(answers, (a) => `HTTP ${a.status}`))}; ` +
    `p50 ${millis(percentile(lat, 50))}, p95 ${millis(percentile(lat, 95))}, max ${millis(lat[lat.length - 1] ?? 0)}`);
  const errors = tally(answers.filter((a) => a.status !== 200), (a) => `${a.status} ${a.error ?? ""}`);
  for (const [e, n] of Object.entries(errors)) console.log(`      ${String(n).padStart(4)} × ${e}`);
  return { p95: percentile(lat, 95), max: lat[lat.length - 1] ?? 0, errors: answers.filter((a) => a.status !== 200).length };
}

async function main() {
  const cfg = platformConfig("test", { ...portsFrom(PORT_BASE), dataDir: DATA_DIR });
  const gateway = `http://${cfg.host}:${cfg.gatewayPort}`;
  const t0 = performance.now();
  const stack = await startStack(cfg, { reset: true, workers: 3 });
  let broken = false;
  try {
    const sim = new SimControl(stack.simUrl);
    const [flooder, ...others] = await seedUsers(cfg, sim, OTHERS + 1);
    console.log(`stack up (3 workers per function), ${OTHERS + 1} users in ${seconds(performance.now() - t0)}`);
    // The league's host is learned once, as any first use does.
    await post(gateway, others[0], "validate", { leagueId: LEAGUE }, "warm-up");
    await sim.resetCounters();

    const start = performance.now();
    const running = () => performance.now() - start < RUN_MS;
    const flood: Answer[] = [];
    const genuine: Answer[] = [];
    await Promise.all([
      (async () => {
        for (let wave = 0; running(); wave++) {
          const batch = await Promise.all(Array.from({ length: FLOOD }, (_, i) =>
            i % 2 === 0
              ? post(gateway, flooder, "validate", { leagueId: LEAGUE }, "validate")
              : post(gateway, flooder, "login", { username: "demo", password: `guess-${wave}-${i}` }, "login")));
          flood.push(...batch);
        }
      })(),
      ...others.map(async (u, i) => {
        await new Promise((r) => setTimeout(r, 500 + (i * OTHER_EVERY_MS) / OTHERS));
        while (running()) {
          genuine.push(await post(gateway, u, "validate", { leagueId: LEAGUE }, "validate"));
          await new Promise((r) => setTimeout(r, OTHER_EVERY_MS));
        }
      }),
    ]);
    const mfl = await sim.counters();
    console.log(`\n${seconds(performance.now() - start)} of one user flooding (${FLOOD} concurrent, in waves) beside ${OTHERS} users:`);
    const mine = summary("other users (validate every 6 s)", genuine);
    summary("the flooder's validate", flood.filter((a) => a.what === "validate"));
    const logins = summary("the flooder's wrong-password logins", flood.filter((a) => a.what === "login"));
    console.log(`  MFL calls: ${mfl.total} (${formatCounts(mfl.byEndpoint)}); by host ${formatCounts(mfl.byHost)}; ` +
      `by status ${formatCounts(mfl.byStatus)}`);
    const loginsSent = mfl.byEndpoint["mfl:login"] ?? 0;
    const checks: [boolean, string][] = [
      [mine.errors === 0, `other users' errors: ${mine.errors} (goal 0)`],
      [mine.p95 <= OTHERS_P95_GOAL_MS, `other users' p95: ${millis(mine.p95)} (goal <= ${OTHERS_P95_GOAL_MS} ms)`],
      [flood.every((a) => a.status !== 0), `flooder requests without an answer: ${flood.filter((a) => a.status === 0).length} (goal 0)`],
      [loginsSent <= 5, `logins for one MFL username that reached MFL: ${loginsSent} (goal <= 5 per 15 min)`],
      [logins.max < 10_000, `slowest answer to a flooder's login: ${millis(logins.max)} (goal < 10 s)`],
    ];
    for (const [ok, what] of checks) {
      console.log(`  [${ok ? "ok" : "BROKEN"}] ${what}`);
      if (!ok) broken = true;
    }
  } finally {
    await stack.stop();
  }
  if (broken) Deno.exit(1);
}

await main();
