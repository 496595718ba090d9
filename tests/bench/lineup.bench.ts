/**
 * Issue 11 figures for Set Lineup (league 61408, the demo account's franchise 0003):
 *
 *  1. MFL calls to open the lineup page cold (fresh tables and cache) and warm, i.e. the screen's
 *     reads: league settings (cache first, then MFL), roster, lineup; and for one save (goal: exactly
 *     one import plus one read-back);
 *  2. the page in headless Chromium, warm: navigation to interactive (a toggle enabled; aim < 1 s),
 *     and one toggle to the next painted frame with the lineup re-validated (aim < 16 ms).
 *
 *   npm run bench -- lineup
 */
import { ANON_KEY, platformConfig, portsFrom, ROOT } from "../../local/config.ts";
import { startStack } from "../../local/platform/stack.ts";
import { browserTimings } from "./lib/browser.ts";
import { seedUsers } from "./lib/dashboard.ts";
import { SimControl } from "./lib/sim-control.ts";
import { formatCounts, millis } from "./lib/stats.ts";

const PORT_BASE = 59321;
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
try {
  const gateway = `http://${cfg.host}:${cfg.gatewayPort}`;
  const sim = new SimControl(stack.simUrl);
  const [user] = await seedUsers(cfg, sim, 1);
  const headers = { Authorization: `Bearer ${user.token}`, apikey: ANON_KEY, "content-type": "application/json" };
  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: Answer }> => {
    const res = await fetch(`${gateway}/api${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
    return { status: res.status, body: await res.json() };
  };
  /** The screen's reads, as it makes them: settings (cache, else MFL), roster and lineup at once. */
  const openPage = async () => {
    const [settings, roster, lineup] = await Promise.all([
      call("GET", `/admin/get-league-settings?leagueId=${LEAGUE}`).then((r) => r.status === 200 ? r : call("POST", "/mfl/league-settings", { leagueId: LEAGUE })),
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

  console.log("\nSet Lineup in headless Chromium:");
  const { lineup: timing } = await browserTimings(gateway, user, [`lineup:${LEAGUE}`]);
  if (!timing) throw new Error("the browser measured nothing");
  console.log(`  navigation to interactive: first ${millis(timing.navigationMs.cold)}, warm ${millis(timing.navigationMs.warm)} (aim < 1 s)`);
  console.log(`  one toggle to the next frame, re-validated: median ${millis(timing.toggleToFrameMs.median)}, max ${millis(timing.toggleToFrameMs.max)} (aim < 16 ms)`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await stack.stop();
}
Deno.exit(failed ? 1 : 0);
