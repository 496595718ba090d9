/**
 * Issue 11 figures for Set Lineup (league 61408, the demo account's franchise 0003):
 *
 *  1. MFL calls to open the lineup page cold (fresh tables and cache) and warm, i.e. the screen's
 *     reads: the current week, league settings (stored, else MFL), roster, lineup; and for one
 *     save (goal: exactly one import plus one read-back), also once every cache has expired;
 *  2. the page in headless Chromium, warm: navigation to interactive (a toggle enabled; issue 22
 *     aims at ≤ 600 ms), in the page's own clock (navigation start, as the browser's performance
 *     timeline counts it) and as the driver sees it (which adds the previous page's unload and the
 *     driver's own round trips), where the time went (reads, long tasks; BENCH_PROFILE=1 adds the
 *     CPU profile of the last load, by function), the MFL calls each page load causes (the start-up check of the stored
 *     session asks MFL at most every few minutes, so a warm load costs one call fewer), and one
 *     toggle to the next paint with the lineup re-validated (aim < 16 ms), with the demo
 *     franchise's roster filled to 30 players in the simulator (POST /_sim/rosters).
 *
 *   npm run bench -- lineup        (each read alone, warm, is printed too: the server's own cost;
 *                                   SCRIPTS=1 lists each script's start and end; BENCH_TRACE=1 the
 *                                   last load's main thread task by task, BENCH_TRACE_DUMP=<file>
 *                                   keeps its trace for DevTools)
 */
import { ANON_KEY, platformConfig, portsFrom, ROOT } from "../../local/config.ts";
import { startStack } from "../../local/platform/stack.ts";
import { browserTimings } from "./lib/browser.ts";
import { Goals } from "./lib/goals.ts";
import { seedUsers } from "./lib/dashboard.ts";
import { psql } from "../../local/postgres/psql.ts";
import { SimControl } from "./lib/sim-control.ts";
import { formatCounts, millis, percentile } from "./lib/stats.ts";

const PORT_BASE = 29321;
const LEAGUE = "61408";

interface Player {
  id: string;
  position: string;
  status: string;
  locked: boolean;
}
interface Answer {
  success?: boolean;
  week: number;
  players: Player[];
  lineup: { starters: string[] };
}

const cfg = platformConfig("test", { ...portsFrom(PORT_BASE), dataDir: `${ROOT}/.local/bench-lineup` });
const stack = await startStack(cfg, { reset: true, functionEnv: { CHECK_RESPONSE_CONTRACTS: "0" } });
let failed = false;
const goals = new Goals();
try {
  const gateway = `http://${cfg.host}:${cfg.gatewayPort}`;
  const sim = new SimControl(stack.simUrl);
  const [user] = await seedUsers(cfg, sim, 1);
  const headers = { Authorization: `Bearer ${user.token}`, apikey: ANON_KEY, "content-type": "application/json" };
  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: Answer }> => {
    const res = await fetch(`${gateway}/api${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
    return { status: res.status, body: await res.json() };
  };
  /** The screen's reads, as it makes them: the week first, then settings (one endpoint whatever is cached), roster and lineup at once. */
  const openPage = async () => {
    const current = await call("GET", "/mfl/current-week");
    if (current.status !== 200) throw new Error(`current week: HTTP ${current.status}`);
    const [settings, roster, lineup] = await Promise.all([
      call("POST", "/mfl/league-settings", { leagueId: LEAGUE }),
      call("POST", "/mfl/roster", { leagueId: LEAGUE }),
      call("GET", `/mfl/lineup?leagueId=${LEAGUE}`),
    ]);
    for (const r of [settings, roster, lineup]) if (r.status !== 200) throw new Error(`HTTP ${r.status} ${JSON.stringify(r.body)}`);
    return { roster: roster.body, lineup: lineup.body.lineup };
  };
  const counted = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    await sim.resetCounters();
    const out = await work();
    const c = await sim.counters();
    console.log(`  ${label.padEnd(14)} ${String(c.total).padStart(2)} MFL calls  ${formatCounts(c.byEndpoint)}`);
    return out;
  };

  console.log("MFL calls (league 61408):");
  await counted("open, cold", openPage);
  const { roster, lineup } = await counted("open, warm", openPage);
  // Each of the screen's reads alone, warm, one at a time and over a second apart (MFL's pace
  // never holds the lineup's call): what the server itself costs, without the browser beside it.
  const alone: Record<string, number[]> = { roster: [], lineup: [], settings: [] };
  for (let round = 0; round < 5; round++) {
    for (const [what, ask] of [
      ["roster", () => call("POST", "/mfl/roster", { leagueId: LEAGUE })],
      ["lineup", () => call("GET", `/mfl/lineup?leagueId=${LEAGUE}`)],
      ["settings", () => call("POST", "/mfl/league-settings", { leagueId: LEAGUE })],
    ] as const) {
      const t = performance.now();
      const answer = await ask();
      if (answer.status !== 200) throw new Error(`${what}: HTTP ${answer.status}`);
      alone[what].push(performance.now() - t);
    }
    await new Promise((r) => setTimeout(r, 1_100));
  }
  console.log(`  each read alone, warm (median of 5): ${Object.entries(alone).map(([what, ms]) => `${what} ${millis(percentile([...ms].sort((a, b) => a - b), 50))}`).join(", ")}`);
  const open = (p: Player) => !p.locked && p.status === "ROSTER";
  const out = roster.players.find((p: Player) => lineup.starters.includes(p.id) && open(p) &&
    roster.players.some((q: Player) => !lineup.starters.includes(q.id) && open(q) && q.position === p.position));
  if (!out) throw new Error("no unlocked starter with an unlocked bench player at his position");
  const into = roster.players.find((q: Player) => !lineup.starters.includes(q.id) && open(q) && q.position === out.position)!;
  const starters = [...lineup.starters.filter((id: string) => id !== out.id), into.id];
  await sim.resetCounters();
  const saved = await call("POST", "/mfl/lineup", { leagueId: LEAGUE, week: roster.week, starters });
  const saveCalls = await sim.counters();
  console.log(`  ${"one save".padEnd(14)} ${String(saveCalls.total).padStart(2)} MFL calls  ${formatCounts(saveCalls.byEndpoint)}  (HTTP ${saved.status})`);
  if (saved.status !== 200 || saveCalls.total !== 2) failed = true;
  // Every cache expired (the functions' isolates keep a memory copy too: the shared table is what a
  // restarted isolate sees): the save still asks MFL for nothing but the import and the read-back.
  const expired = await psql(cfg, [{
    sql: "update public.upstream_cache set expires_at = now() - interval '1 hour'; update public.reference_sync_state set synced_at = now() - interval '2 days'",
  }]);
  if (expired.code !== 0) throw new Error(`could not expire the caches: ${expired.stderr}`);
  for (const worker of stack.functions.workers("mfl")) await stack.functions.kill("mfl", worker.index);
  for (let i = 0; i < 100 && (await fetch(`${gateway}/functions/v1/mfl/health`).then((r) => r.body?.cancel().then(() => r.ok))) !== true; i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  await sim.resetCounters();
  const back = await call("POST", "/mfl/lineup", { leagueId: LEAGUE, week: roster.week, starters: lineup.starters });
  const expiredCalls = await sim.counters();
  console.log(`  ${"save, expired".padEnd(14)} ${String(expiredCalls.total).padStart(2)} MFL calls  ${formatCounts(expiredCalls.byEndpoint)}  (HTTP ${back.status})`);
  if (back.status !== 200 || expiredCalls.total !== 2) failed = true;

  const filled = await (await fetch(`${stack.simUrl}/_sim/rosters`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ league: LEAGUE, franchise: "0003", size: 30 }),
  })).json();
  if (filled.size !== 30) throw new Error(`the simulator did not fill the roster: ${JSON.stringify(filled)}`);

  console.log("\nSet Lineup in headless Chromium:");
  const { lineup: timing } = await browserTimings(gateway, user, [`lineup:${LEAGUE}`], stack.simUrl);
  if (!timing) throw new Error("the browser measured nothing");
  console.log(`  roster shown: ${timing.players} players`);
  const { cold, warm, warmFastest, warmInPage, warmInPageFastest } = timing.navigationMs;
  // The median warm load in the page's own clock (navigation start to the first enabled toggle) is
  // the figure; the driver's adds its own round trips (printed below).
  console.log(
    `  navigation to interactive, warm (median of ${(timing.navigationMs.mflCalls?.length ?? 1) - 1} loads): ${millis(warmInPage)} in the page's clock, fastest ${millis(warmInPageFastest)} (aim ≤ 600 ms) ` +
      goals.check(warmInPage <= 600, `Set Lineup warm navigation to interactive ${millis(warmInPage)}, aim ≤ 600 ms`),
  );
  console.log(`  as the driver sees it (goto to the toggle found): first ${millis(cold)}, warm median ${millis(warm)}, fastest ${millis(warmFastest)}`);
  for (const [i, calls] of (timing.navigationMs.mflCalls ?? []).entries()) {
    // A warm load within a few minutes of the first: the stored session's check does not ask MFL again.
    const check = i === 0 ? "" : " " + goals.check(!calls.byEndpoint["mfl:export:myleagues"], `page load ${i + 1} asked MFL about the stored session again`);
    console.log(`  MFL calls, page load ${i + 1} (${i === 0 ? "first" : "warm"}): ${calls.total}  ${formatCounts(calls.byEndpoint)}${check}`);
  }
  const { breakdown } = timing;
  console.log(`  the last navigation: document ${millis(breakdown.document)}, DOMContentLoaded ${millis(breakdown.domContentLoaded)}; reads (start → end):`);
  for (const read of breakdown.reads.filter((r) => !r.what.startsWith("/assets/"))) {
    console.log(`    ${read.what.padEnd(40)} ${millis(read.start)} → ${millis(read.end)}`);
  }
  const scripts = breakdown.reads.filter((r) => r.what.startsWith("/assets/"));
  if (scripts.length) console.log(`    ${scripts.length} scripts, all in by ${millis(Math.max(...scripts.map((r) => r.end)))}`);
  // SCRIPTS=1: each script's start and end, in the order they were asked for (the critical path).
  if (Deno.env.get("SCRIPTS") === "1") {
    for (const read of [...scripts].sort((a, b) => a.start - b.start)) console.log(`      ${read.what.padEnd(46)} ${millis(read.start)} → ${millis(read.end)}`);
  }
  const busy = breakdown.longTasks.map((t) => `${millis(t.start)} (${millis(t.duration)})`).join(", ");
  console.log(`  long tasks (start, length): ${busy || "none"}; interactive at ${breakdown.readyAt === undefined ? "?" : millis(breakdown.readyAt)} in the page's clock`);
  console.log(`  the page's clock started ${millis(breakdown.navigationStartAfterAsked)} after the driver asked (the previous page's unload, the request)`);
  console.log(`  one toggle to the next paint, re-validated: median ${millis(timing.toggleToPaintMs.median)}, max ${millis(timing.toggleToPaintMs.max)} (aim < 16 ms)`);
  console.log(`  of which the work (click to the re-validated lineup in the DOM): median ${millis(timing.toggleToCommitMs.median)}, max ${millis(timing.toggleToCommitMs.max)}`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await stack.stop();
}
// A run that failed before measuring met no goal: "every goal met" would say otherwise.
if (!failed) goals.report();
Deno.exit(failed ? 1 : Deno.exitCode);
