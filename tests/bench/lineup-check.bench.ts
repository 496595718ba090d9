/**
 * Issue 23 figures for the lineup check (GET /api/mfl/lineup-check) over 8 leagues of the demo
 * account (the simulator's every-kind world: the 3 standard leagues, salary cap, IDP, superflex,
 * best ball, two games a week):
 *
 *  1. MFL calls of a cold check (fresh tables and caches), stated;
 *  2. a warm check: answer time at the server (the gateway's request time; goal ≤ 300 ms median)
 *     and the MFL calls it causes (goal 0: the shared copies are within their freshness);
 *  3. Fix all over 6 leagues (each a lineup made worse first, through Set Lineup's save): the MFL
 *     calls of the 6 saves (goal 6 imports and 6 read-backs) and the simulator's own lineups after.
 *
 *   npm run bench -- lineup-check
 */
import { ANON_KEY, platformConfig, portsFrom, ROOT } from "../../local/config.ts";
import { startStack } from "../../local/platform/stack.ts";
import { seedAppUsers } from "./lib/app-users.ts";
import { Goals } from "./lib/goals.ts";
import { SimControl } from "./lib/sim-control.ts";
import { formatCounts, millis, percentile } from "./lib/stats.ts";

const PORT_BASE = 61821;
/** 8 of the demo account's leagues (local/sim/README.md), one of them best ball (19044). */
const LEAGUES = [
  { id: "61408", franchise: "0003" },
  { id: "35112", franchise: "0007" },
  { id: "72901", franchise: "0011" },
  { id: "40517", franchise: "0005" },
  { id: "28830", franchise: "0008" },
  { id: "53290", franchise: "0002" },
  { id: "19044", franchise: "0010" },
  { id: "66120", franchise: "0004" },
];
const WARM_RUNS = 15;

interface Check {
  week: number;
  attention: number;
  leagues: {
    leagueId: string;
    status: string;
    error?: string;
    stale?: boolean;
    message?: string;
    proposal: { starters: string[] } | null;
    starters: { id: string; flags: { level: string; text: string }[] }[];
    lineupFlags: { level: string; text: string }[];
  }[];
}
interface RosterPlayer {
  id: string;
  position: string;
  status: string;
  locked: boolean;
}

const cfg = platformConfig("test", { ...portsFrom(PORT_BASE), dataDir: `${ROOT}/.local/bench-lineup-check` });
const stack = await startStack(cfg, { reset: true, simLeagues: "all", functionEnv: { CHECK_RESPONSE_CONTRACTS: "0" } });
let failed = false;
const goals = new Goals();
try {
  const gateway = `http://${cfg.host}:${cfg.gatewayPort}`;
  const sim = new SimControl(stack.simUrl);
  const cookie = await sim.login("demo", "demo123");
  const [user] = await seedAppUsers(cfg, [{
    email: "bench-lineup-check@example.com",
    mflUsername: "demo",
    cookie,
    leagues: LEAGUES.map((l) => ({ id: l.id, franchise: l.franchise, name: `League ${l.id}` })),
  }]);
  const headers = { Authorization: `Bearer ${user.token}`, apikey: ANON_KEY, "content-type": "application/json" };
  // Answers of several endpoints, read loosely: their shapes are the contracts' business.
  // deno-lint-ignore no-explicit-any
  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: any; ms: number }> => { // eslint-disable-line @typescript-eslint/no-explicit-any
    const started = performance.now();
    const res = await fetch(`${gateway}/api${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
    const answer = await res.json();
    return { status: res.status, body: answer, ms: performance.now() - started };
  };
  const check = async (): Promise<{ answer: Check; ms: number }> => {
    const r = await call("GET", "/mfl/lineup-check");
    if (r.status !== 200) throw new Error(`lineup check: HTTP ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
    return { answer: r.body as Check, ms: r.ms };
  };

  console.log(`Lineup check over ${LEAGUES.length} leagues:`);
  await sim.resetCounters();
  let cold = await check();
  // A cold check waits for MFL at its pace only so long; what did not arrive in time is a line of its own: ask again.
  for (let i = 0; i < 6 && cold.answer.leagues.some((l) => l.status === "unavailable"); i++) {
    await new Promise((r) => setTimeout(r, 5_000));
    cold = await check();
  }
  const coldCalls = await sim.counters();
  console.log(`  cold: ${coldCalls.total} MFL calls (${(coldCalls.total / LEAGUES.length).toFixed(1)} per league)  ${formatCounts(coldCalls.byEndpoint)}`);
  const unavailable = cold.answer.leagues.filter((l) => l.status === "unavailable");
  if (unavailable.length > 0) throw new Error(`leagues not checked: ${unavailable.map((l) => `${l.leagueId} (${l.error})`).join(", ")}`);
  const staleLines = (c: Check) => c.leagues.filter((l) => l.stale).map((l) => `${l.leagueId} (${l.message})`);
  console.log(`  stale lines, cold: ${staleLines(cold.answer).join(", ") || "none"}`);
  console.log(`  statuses: ${formatCounts(cold.answer.leagues.reduce((n, l) => ({ ...n, [l.status]: (n[l.status] ?? 0) + 1 }), {} as Record<string, number>))}`);

  await sim.resetCounters();
  const times: number[] = [];
  let last: Check | null = null;
  for (let i = 0; i < WARM_RUNS; i++) {
    const warm = await check();
    times.push(warm.ms);
    last = warm.answer;
  }
  console.log(`  stale lines, warm: ${staleLines(last!).join(", ") || "none"}`);
  const warmCalls = await sim.counters();
  times.sort((a, b) => a - b);
  const median = percentile(times, 50);
  console.log(
    `  warm (${WARM_RUNS} checks): median ${millis(median)}, p90 ${millis(percentile(times, 90))}, max ${millis(times[times.length - 1])} (goal ≤ 300 ms) ` +
      goals.check(median <= 300, `warm lineup check median ${millis(median)}, goal ≤ 300 ms`),
  );
  console.log(
    `  warm MFL calls: ${warmCalls.total} ${formatCounts(warmCalls.byEndpoint)} (goal 0) ` +
      goals.check(warmCalls.total === 0, `a warm check made ${warmCalls.total} MFL calls, goal 0`),
  );

  // Six leagues made worse: a starter benched for a bench player at his position projected lower (Set Lineup's save).
  const week = cold.answer.week;
  const worsened: string[] = [];
  for (const league of cold.answer.leagues.filter((l) => l.status !== "best_ball")) {
    if (worsened.length === 6) break;
    const [roster, projected] = await Promise.all([
      call("POST", "/mfl/roster", { leagueId: league.leagueId, week }),
      call("GET", `/mfl/projected-points?leagueId=${league.leagueId}&week=${week}`),
    ]);
    const points = (id: string): number => projected.body.projectedPoints?.[id]?.projectedPoints ?? 0;
    const starters = league.starters.map((s) => s.id);
    const free = (p: RosterPlayer) => !p.locked && p.status === "ROSTER";
    const players = roster.body.players as RosterPlayer[];
    const pair = players.filter((p) => free(p) && starters.includes(p.id))
      .flatMap((out) => players.filter((q) => free(q) && !starters.includes(q.id) && q.position === out.position && points(q.id) < points(out.id) - 0.5).map((into) => ({ out, into })))[0];
    if (!pair) continue;
    const saved = await call("POST", "/mfl/lineup", { leagueId: league.leagueId, week, starters: [...starters.filter((id) => id !== pair.out.id), pair.into.id] });
    if (saved.status === 200) worsened.push(league.leagueId);
  }
  const before = (await check()).answer;
  const toFix = before.leagues.filter((l) => l.proposal && worsened.includes(l.leagueId)).slice(0, 6);
  console.log(`\nFix all over ${toFix.length} leagues (${toFix.map((l) => l.leagueId).join(", ")}):`);
  await sim.resetCounters();
  const outcomes = [];
  for (const league of toFix) {
    outcomes.push(await call("POST", "/mfl/lineup", { leagueId: league.leagueId, week, starters: league.proposal!.starters }));
  }
  const fixCalls = await sim.counters();
  const imports = fixCalls.byEndpoint["mfl:import:lineup"] ?? 0;
  const readBacks = fixCalls.byEndpoint["mfl:export:weeklyResults"] ?? 0;
  console.log(
    `  ${imports} imports + ${readBacks} read-backs, ${fixCalls.total} MFL calls in all  ${formatCounts(fixCalls.byEndpoint)} (goal 6 + 6) ` +
      goals.check(toFix.length === 6 && imports === 6 && readBacks === 6 && fixCalls.total === 12, `Fix all: ${imports} imports, ${readBacks} read-backs, ${fixCalls.total} calls`),
  );
  console.log(`  confirmed: ${outcomes.filter((o) => o.status === 200 && o.body.confirmed).length} of ${outcomes.length}`);
  let held = 0;
  for (const league of toFix) {
    const info = (await sim.info()) as unknown as { leagueHosts: Record<string, string> };
    const host = info.leagueHosts[league.leagueId];
    const res = await fetch(`${host}/2026/export?TYPE=weeklyResults&L=${league.leagueId}&W=${week}&JSON=1`, { headers: { Cookie: `MFL_USER_ID=${cookie}` } });
    const body = await res.json();
    type Franchise = { id: string; starters?: string };
    const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
    const results = body.weeklyResults as { matchup?: { franchise: Franchise | Franchise[] } | { franchise: Franchise | Franchise[] }[]; franchise?: Franchise | Franchise[] };
    const franchises = [...list(results.matchup).flatMap((m) => list(m.franchise)), ...list(results.franchise)];
    const own = LEAGUES.find((l) => l.id === league.leagueId)!.franchise;
    const starters = String(franchises.find((f) => f.id === own)?.starters ?? "").split(",").filter(Boolean).sort();
    if (JSON.stringify(starters) === JSON.stringify([...league.proposal!.starters].sort())) held++;
  }
  console.log(
    `  the simulator's own lineups hold the proposed starters in ${held} of ${toFix.length} leagues ` +
      goals.check(held === toFix.length && toFix.length === 6, `the simulator holds ${held} of ${toFix.length} fixed lineups`),
  );
  const after = (await check()).answer;
  console.log(`  after: ${after.attention} lineups need attention; ${formatCounts(after.leagues.reduce((n, l) => ({ ...n, [l.status]: (n[l.status] ?? 0) + 1 }), {} as Record<string, number>))}`);
  for (const l of after.leagues.filter((l) => l.status === "attention")) {
    console.log(`    ${l.leagueId} still needs attention: ${JSON.stringify([l.lineupFlags, l.starters.flatMap((s) => s.flags.filter((f) => f.level !== "locked"))])}`);
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await stack.stop();
}
if (!failed) goals.report();
Deno.exit(failed ? 1 : Deno.exitCode);
