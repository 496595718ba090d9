/**
 * Issue 10 figures for Top Players, on the 14-team league (72901, Dynasty Fourteen):
 *
 *  1. MFL calls to build Top Players cold (fresh tables and cache), and again one week later (the
 *     simulator's clock a week on, our tables and upstream cache past their TTLs): past weeks must
 *     cost nothing, only the week that ended and the current one are asked;
 *  2. warm `/api/top-players?limit=9999&includeWeekly=true` at 20 concurrent clients: p50, p95, bytes
 *     (JSON and gzip), against a raw PostgREST read of the same rows (league_player_scores of the
 *     league's season) in the same run: the ratio is the figure (aim ≤ 2×);
 *  3. the screen in headless Chromium, warm: navigation to the first rows, and typing one search
 *     letter to the re-rendered table with the whole league (≈700 players) loaded (aim < 100 ms).
 *
 *   npm run bench -- top-players
 */
import { ANON_KEY, platformConfig, portsFrom, ROOT } from "../../local/config.ts";
import { startStack } from "../../local/platform/stack.ts";
import { psql, psqlValue } from "../../local/postgres/psql.ts";
import { browserTimings } from "./lib/browser.ts";
import { seedUsers } from "./lib/dashboard.ts";
import { SimControl } from "./lib/sim-control.ts";
import { formatCounts, millis, percentile } from "./lib/stats.ts";

const PORT_BASE = 61321;
const LEAGUE = "72901";
const CLIENTS = 20;
const REQUESTS_PER_CLIENT = 10;
const WEEK_SECONDS = 7 * 24 * 3600;

interface Run {
  p50: number;
  p95: number;
  rps: number;
  bytes: number;
  gzipBytes: number;
  rows: number;
}

async function gzipSize(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

/** One read: the URL, or its pages fetched at once (PostgREST answers at most 1,000 rows a request). */
async function read(urls: string[], headers: Record<string, string>): Promise<string[]> {
  return await Promise.all(urls.map(async (url) => {
    const res = await fetch(url, { headers });
    const text = await res.text();
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${text.slice(0, 200)}`);
    return text;
  }));
}

/** CLIENTS clients, each REQUESTS_PER_CLIENT reads in a row, all at once. */
async function load(urls: string[], headers: Record<string, string>, count: (body: unknown) => number): Promise<Run> {
  const times: number[] = [];
  let sample: string[] = [];
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    for (let i = 0; i < REQUESTS_PER_CLIENT; i++) {
      const t = performance.now();
      sample = await read(urls, headers);
      times.push(performance.now() - t);
    }
  }));
  const wall = performance.now() - started;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    rps: (CLIENTS * REQUESTS_PER_CLIENT) / (wall / 1000),
    bytes: sample.reduce((n, text) => n + new TextEncoder().encode(text).byteLength, 0),
    gzipBytes: (await Promise.all(sample.map(gzipSize))).reduce((a, b) => a + b, 0),
    rows: sample.reduce((n, text) => n + count(JSON.parse(text)), 0),
  };
}

const print = (label: string, r: Run) =>
  console.log(
    `  ${label.padEnd(28)} p50 ${millis(r.p50).padStart(9)}  p95 ${millis(r.p95).padStart(9)}  ${r.rps.toFixed(0).padStart(4)} req/s  ` +
      `${(r.bytes / 1024).toFixed(0)} KiB JSON, ${(r.gzipBytes / 1024).toFixed(0)} KiB gzip, ${r.rows} rows`,
  );

const cfg = platformConfig("test", { ...portsFrom(PORT_BASE), dataDir: `${ROOT}/.local/bench-top-players` });
// As deployed: answers are not re-checked against their contracts (the test profile does that).
const stack = await startStack(cfg, { reset: true, functionEnv: { CHECK_RESPONSE_CONTRACTS: "0" } });
let failed = false;
try {
  const gateway = `http://${cfg.host}:${cfg.gatewayPort}`;
  const sim = new SimControl(stack.simUrl);
  const [user] = await seedUsers(cfg, sim, 1);
  const auth = { Authorization: `Bearer ${user.token}`, apikey: ANON_KEY };
  const topPlayers = `${gateway}/api/top-players?leagueId=${LEAGUE}&limit=9999&includeWeekly=true`;

  console.log("MFL calls to build Top Players (league 72901):");
  await sim.resetCounters();
  const cold = await fetch(topPlayers, { headers: auth });
  const coldBody = await cold.json();
  if (!cold.ok) throw new Error(`cold: HTTP ${cold.status} ${JSON.stringify(coldBody)}`);
  const coldCalls = await sim.counters();
  console.log(`  cold:            ${coldCalls.total} calls  ${formatCounts(coldCalls.byEndpoint)}`);

  // A week on: the simulator's clock, and our side's TTLs (tables, upstream cache) run out.
  await fetch(`${stack.simUrl}/_sim/clock`, { method: "POST", body: JSON.stringify({ stepSeconds: WEEK_SECONDS }) });
  const r = await psql(cfg, [{
    sql: `update public.league_sync_state set synced_at = synced_at - interval '1 day', attempted_at = attempted_at - interval '1 day';
          update public.reference_sync_state set synced_at = synced_at - interval '1 day';
          delete from public.upstream_cache;`,
  }]);
  if (r.code !== 0) throw new Error(r.stderr);
  await sim.resetCounters();
  const later = await fetch(topPlayers, { headers: auth });
  await later.body?.cancel();
  const laterCalls = await sim.counters();
  const scoreCalls = laterCalls.byEndpoint["mfl:export:playerScores"] ?? 0;
  console.log(`  one week later:  ${laterCalls.total} calls  ${formatCounts(laterCalls.byEndpoint)}`);
  console.log(`  playerScores calls a week later: ${scoreCalls} (goal: 2, the week that ended and the current one)`);
  if (scoreCalls > 2) failed = true;

  console.log(`\nWarm, ${CLIENTS} concurrent clients × ${REQUESTS_PER_CLIENT} requests:`);
  await load([topPlayers], auth, () => 0); // warm-up
  const ours = await load([topPlayers], auth, (b) => (b as { players: unknown[] }).players.length);
  const rows = Number(await psqlValue(cfg, `select count(*) from public.league_player_scores where league_id = '${LEAGUE}'`));
  const pages = Array.from(
    { length: Math.ceil(rows / 1000) },
    (_, i) =>
      `${gateway}/rest/v1/league_player_scores?select=player_id,week,score&league_id=eq.${LEAGUE}&year=eq.2026` +
      `&order=player_id,week&limit=1000&offset=${i * 1000}`,
  );
  const rest = await load(pages, auth, (b) => (b as unknown[]).length);
  print("/api/top-players (all)", ours);
  print(`PostgREST, ${pages.length} pages at once`, rest);
  const ratio = ours.p50 / rest.p50;
  console.log(`  ratio p50 ${ratio.toFixed(2)}×, p95 ${(ours.p95 / rest.p95).toFixed(2)}× (aim ≤ 2×)`);

  console.log("\nTop Players in headless Chromium:");
  const { topPlayers: screen } = await browserTimings(gateway, user, [`top-players:${LEAGUE}`]);
  if (!screen) throw new Error("the browser measured nothing");
  console.log(`  navigation to the first rows: first ${millis(screen.navigationMs.cold)}, warm median ${millis(screen.navigationMs.warm)}, fastest ${millis(screen.navigationMs.warmFastest)}`);
  console.log(`  one search letter to the re-rendered table, seen by the driver: ${screen.searchLetterMs.map(millis).join(", ")} (aim < 100 ms)`);
  console.log(`  the same in the page, input event to paint: ${screen.searchLetterInPageMs.map(millis).join(", ")} (aim < 100 ms)`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await stack.stop();
}
Deno.exit(failed ? 1 : 0);
