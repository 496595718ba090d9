/**
 * Issue 20 point 12 figures: the axe-core scan of every screen (tests/e2e/a11y.e2e.ts: signed out,
 * as a user and as the admin, light and dark, desktop and 390 px) run against a fresh stack and
 * the SPA as built in web/dist:
 *
 *  1. the serious and critical WCAG 2 A/AA violations, by rule: elements, and the screens and
 *     modes they were found in (goal: none);
 *  2. what the file costs the e2e suite: wall time, and the CPU time of the browser and the test
 *     runner plus the stack that served them (wall time on a machine others share says little; CPU
 *     time is what the file takes from the suite's 2 cores). Goal: under 5 CPU minutes.
 *
 *   npm run bench -- a11y
 */
import { ANON_KEY, gatewayUrl, platformConfig, portsFrom, ROOT, SERVICE_ROLE_KEY } from "../../local/config.ts";
import { NODE_BIN, runTool } from "../../local/platform/run-tool.ts";
import { simUrls, startStack } from "../../local/platform/stack.ts";
import { ensureSpaBuilt } from "../../local/platform/web-build.ts";
import { Goals, stopAfter } from "./lib/goals.ts";

const PORT_BASE = 28921;
const CPU_GOAL_SECONDS = 300;

interface Scan {
  screen: string;
  mode: string;
  ms: number;
  found: { rule: string; impact: string; elements: number }[];
}

const CLOCK_TICKS = 100; // USER_HZ on Linux

/** CPU seconds of this process's reaped children (the test run) and of its live descendants (the stack). */
function cpuSeconds(): number {
  const stat = (pid: string) => {
    try {
      const text = Deno.readTextFileSync(`/proc/${pid}/stat`);
      return text.slice(text.lastIndexOf(")") + 2).split(" ");
    } catch {
      return null; // gone meanwhile
    }
  };
  const parents = new Map<string, string>();
  for (const entry of Deno.readDirSync("/proc")) {
    if (!/^\d+$/.test(entry.name)) continue;
    const fields = stat(entry.name);
    if (fields) parents.set(entry.name, fields[1]);
  }
  const self = String(Deno.pid);
  const descends = (pid: string): boolean => {
    for (let p = parents.get(pid); p && p !== "0" && p !== "1"; p = parents.get(p)) if (p === self) return true;
    return false;
  };
  let ticks = 0;
  const own = stat(self)!;
  ticks += Number(own[13]) + Number(own[14]); // cutime + cstime: children already reaped
  for (const pid of parents.keys()) {
    if (!descends(pid)) continue;
    const fields = stat(pid);
    if (fields) ticks += Number(fields[11]) + Number(fields[12]); // utime + stime
  }
  return ticks / CLOCK_TICKS;
}

function loadAverage(): string {
  return Deno.readTextFileSync("/proc/loadavg").split(" ").slice(0, 3).join(" ");
}

await ensureSpaBuilt((line) => console.log(`• ${line}`));
const cfg = platformConfig("test", { ...portsFrom(PORT_BASE), dataDir: `${ROOT}/.local/bench-a11y` });
const stack = await startStack(cfg, { reset: true });
const cancelGuard = stopAfter(stack, 60 * 60_000, "a11y");
const goals = new Goals();
try {
  const report = await Deno.makeTempFile({ suffix: ".jsonl" });
  const load = loadAverage();
  const cpuBefore = cpuSeconds();
  const run = await runTool(`${NODE_BIN}/vitest`, ["run", "--config", "tests/e2e/vitest.config.ts", "a11y"], {
    quiet: true,
    env: {
      ...Deno.env.toObject(),
      E2E_BASE_URL: gatewayUrl(cfg),
      E2E_OUTBOX_URL: `http://${cfg.host}:${cfg.outboxPort}`,
      SIM_URL: simUrls(cfg).mfl,
      SUPABASE_URL: gatewayUrl(cfg),
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      A11Y_REPORT: report,
    },
  });
  const cpu = cpuSeconds() - cpuBefore;
  const scans: Scan[] = (await Deno.readTextFile(report)).split("\n").filter(Boolean).map((line) => JSON.parse(line));
  await Deno.remove(report);

  const byRule = new Map<string, { impact: string; elements: number; where: Set<string> }>();
  for (const scan of scans) {
    for (const f of scan.found) {
      const entry = byRule.get(f.rule) ?? { impact: f.impact, elements: 0, where: new Set<string>() };
      entry.elements += f.elements;
      entry.where.add(`${scan.screen} (${scan.mode})`);
      byRule.set(f.rule, entry);
    }
  }
  const screens = new Set(scans.map((s) => s.screen));
  console.log(`\n${scans.length} scans: ${screens.size} screens and dialogs × ${scans.length / Math.max(screens.size, 1)} modes`);
  console.log("\nserious and critical violations, by rule:");
  if (byRule.size === 0) console.log("  none");
  for (const [rule, e] of [...byRule].sort((a, b) => b[1].elements - a[1].elements)) {
    const where = [...e.where];
    console.log(`  ${rule.padEnd(30)} ${e.impact.padEnd(8)} ${String(e.elements).padStart(6)} elements in ${where.length} scans: ${where.slice(0, 4).join("; ")}${where.length > 4 ? "; …" : ""}`);
  }

  const axeSeconds = scans.reduce((sum, s) => sum + s.ms, 0) / 1000;
  const byScreen = new Map<string, number>();
  for (const s of scans) byScreen.set(s.screen, (byScreen.get(s.screen) ?? 0) + s.ms);
  console.log("\ncostliest screens (axe, all four modes):");
  for (const [screen, ms] of [...byScreen].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${screen}`);

  console.log(`\nthe file: ${(run.ms / 1000).toFixed(0)} s wall (of which axe ${axeSeconds.toFixed(0)} s), load average at the start ${load}`);
  console.log(`  CPU: ${cpu.toFixed(0)} s (browser, test runner and stack)  ${goals.check(cpu < CPU_GOAL_SECONDS, `a11y e2e CPU under ${CPU_GOAL_SECONDS} s`)}`);
  console.log(`  violations: ${byRule.size === 0 ? "none" : [...byRule.keys()].join(", ")}  ${goals.check(byRule.size === 0, "no serious or critical violation")}`);
  goals.check(run.code === 0 || byRule.size > 0, "the a11y e2e file ran (see its output above the figures)");
  if (run.code !== 0 && byRule.size === 0) console.log(run.output.slice(-3000));
} finally {
  cancelGuard();
  await stack.stop();
}
goals.report();
