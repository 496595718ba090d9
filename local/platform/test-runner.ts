/**
 * `npm test`: starts a stack of its own (test ports, a fresh data folder), runs every suite
 * against it and ends with one line `N passed, N failed`. Suites that cannot report single
 * tests (typecheck, lint) count as one test each.
 */
import { ANON_KEY, gatewayUrl, type PlatformConfig, platformConfig, ROOT, SERVICE_ROLE_KEY } from "../config.ts";
import { runPgProve } from "../postgres/mod.ts";
import { psql } from "../postgres/psql.ts";
import { DENO, NODE_BIN, runTool, type ToolRun } from "./run-tool.ts";
import { simUrls, type Stack, stackOverridesFromEnv, startStack } from "./stack.ts";
import { runTypecheck } from "./typecheck.ts";
import { ensureSpaBuilt } from "./web-build.ts";

interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  ms: number;
  note?: string;
}

const results: SuiteResult[] = [];

function record(name: string, run: ToolRun | null, counts: { passed: number; failed: number }, sink: Pick<Sink, "results"> = CONSOLE) {
  // A tool that failed without reporting a failing test still failed: count it.
  const failed = run && run.code !== 0 && counts.failed === 0 ? 1 : counts.failed;
  sink.results.push({ name, passed: counts.passed, failed, ms: run?.ms ?? 0 });
}

/** vitest's JSON reporter file → counts. */
async function vitestCounts(file: string): Promise<{ passed: number; failed: number }> {
  try {
    const report = JSON.parse(await Deno.readTextFile(file));
    return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0) };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

/** `ok | 12 passed (3 steps) | 0 failed` → counts (steps are not counted twice). */
function denoCounts(output: string): { passed: number; failed: number } {
  // deno colours its summary even with NO_COLOR set for the child; match on the plain text.
  // deno-lint-ignore no-control-regex -- the escape character is exactly what is stripped here
  const plain = output.replace(/\x1b\[[0-9;]*m/g, "");
  const m = [...plain.matchAll(/(?:ok|FAILED) \| (\d+) passed(?: \(\d+ steps?\))? \| (\d+) failed/g)].pop();
  return m ? { passed: Number(m[1]), failed: Number(m[2]) } : { passed: 0, failed: 1 };
}

/** Each section's wall time, printed with the summary: where the run's minutes go. */
const sectionTimes: { title: string; ms: number }[] = [];

/** Where a section reports: the console and the run's lists, or a suite's own buffer (the second stack's). */
interface Sink {
  log(line: string): void;
  results: SuiteResult[];
  times: { title: string; ms: number }[];
}

const CONSOLE: Sink = { log: (line) => console.log(line), results, times: sectionTimes };

/** A titled part of the run; its time is its own, or what `fn` answers (a suite that ran from earlier on). */
async function section(title: string, fn: () => Promise<void | { ms: number }>, sink: Sink = CONSOLE) {
  sink.log(`\n══ ${title}`);
  const t = performance.now();
  let ms: number | undefined;
  try {
    ms = (await fn())?.ms;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    sink.results.push({ name: title, passed: 0, failed: 1, ms: 0, note: message });
    sink.log(`✖ ${title}: ${message}`);
  } finally {
    sink.times.push({ title, ms: ms ?? performance.now() - t });
  }
}

async function exists(path: string) {
  return await Deno.stat(`${ROOT}/${path}`).then(() => true, () => false);
}

/** Each stack of a run takes ten ports: the n-th (from 0) the first's plus ten times n. */
const PORTS_PER_STACK = 10;

function shiftedPorts(cfg: PlatformConfig, by: number) {
  const { gatewayPort, dbPort, restPort, outboxPort, pushPort, functionsPort, simPort } = cfg;
  const ports = { gatewayPort, dbPort, restPort, outboxPort, pushPort, functionsPort, simPort };
  return Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, port + by])) as typeof ports;
}

/** Where the suites' JSON reports go. */
const REPORT_DIR = `${ROOT}/.local/test-reports`;

/**
 * A test stack from a fresh data folder: slot 0 on the test ports (or PORT_OFFSET / the env's
 * overrides), each further slot (stacks running beside it) ten ports on, in a data folder of its own.
 */
async function startTestStack(slot: number, simLeagues: string | undefined, log: (line: string) => void): Promise<Stack> {
  const overrides = stackOverridesFromEnv();
  const first = platformConfig("test", {
    ...overrides,
    ...(overrides.gatewayPort && !overrides.dataDir ? { dataDir: `${ROOT}/.local/test-${overrides.gatewayPort}` } : {}),
  });
  const cfg = slot === 0 ? first : { ...first, ...shiftedPorts(first, slot * PORTS_PER_STACK), dataDir: `${first.dataDir}-${slot}` };
  const t = performance.now();
  const stack = await startStack(cfg, { reset: true, simLeagues, log: (l) => log(`• ${l}`) });
  log(`• test stack ready in ${((performance.now() - t) / 1000).toFixed(1)} s at ${gatewayUrl(cfg)}`);
  return stack;
}

/** What the api and e2e suites need to reach a stack. */
function suiteEnv(cfg: PlatformConfig): Record<string, string> {
  return {
    SUPABASE_URL: gatewayUrl(cfg),
    SUPABASE_ANON_KEY: ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    OUTBOX_URL: `http://${cfg.host}:${cfg.outboxPort}`,
    SIM_URL: simUrls(cfg).mfl,
    E2E_BASE_URL: gatewayUrl(cfg),
    E2E_OUTBOX_URL: `http://${cfg.host}:${cfg.outboxPort}`,
    PUSH_URL: `http://${cfg.host}:${cfg.pushPort}`,
    DATABASE_URL: `postgresql://postgres@${cfg.host}:${cfg.dbPort}/postgres`,
  };
}

/** e2e files whose names hold this word are about every league kind: they need SIM_LEAGUES=all. */
const ALL_KINDS_WORD = "kinds";

/**
 * The e2e files to run (E2E_FILTER=top-players,lineup: only those whose names hold one of the
 * words), split by the simulator world they need. With SIM_LEAGUES=all already set, one stack
 * hosts both.
 */
async function e2eFilesByWorld(): Promise<{ standard: string[]; allKinds: string[] }> {
  const words = (Deno.env.get("E2E_FILTER") ?? "").split(",").filter(Boolean);
  const files: string[] = [];
  for await (const entry of Deno.readDir(`${ROOT}/tests/e2e`)) {
    if (entry.isFile && entry.name.endsWith(".e2e.ts") && (words.length === 0 || words.some((w) => entry.name.includes(w)))) files.push(entry.name);
  }
  files.sort();
  if (Deno.env.get("SIM_LEAGUES") === "all") return { standard: files, allKinds: [] };
  return { standard: files.filter((f) => !f.includes(ALL_KINDS_WORD)), allKinds: files.filter((f) => f.includes(ALL_KINDS_WORD)) };
}

/** vitest on the e2e config for these files, against the stack in env. */
async function runE2e(
  env: Record<string, string>,
  files: string[],
  out: string,
  opts: { quiet?: boolean; shard?: string } = {},
): Promise<[ToolRun, { passed: number; failed: number }]> {
  const run = await runTool(
    `${NODE_BIN}/vitest`,
    [
      "run", "--config", "tests/e2e/vitest.config.ts", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`,
      ...(opts.shard ? [`--shard=${opts.shard}`] : []),
      ...files,
    ],
    { env: { ...env, E2E_SHARD_HEAD_START_SEC: LANE_HEAD_START_SEC.join(",") }, quiet: opts.quiet },
  );
  return [run, await vitestCounts(out)];
}

/** `deno test` over the functions, the simulator and the platform, quiet: its output is kept for later. */
function startDenoSuite(): Promise<ToolRun | { error: unknown }> {
  return runTool(DENO, ["test", "-A", "--quiet", "local", "supabase/functions"], {
    env: { DENO_DIR: Deno.env.get("DENO_DIR") ?? `${ROOT}/.local/deno`, CHECK_RESPONSE_CONTRACTS: "1" },
    quiet: true,
  }).catch((error) => ({ error }));
}

/** A stack of the run and what runs on it, in order. */
interface StackSuites {
  /** SIM_LEAGUES for its simulator (undefined: the standard leagues). */
  world?: string;
  suites: ("pgtap" | "api" | { e2e: string[]; title: string; report: string; shard?: string })[];
}

/** Stacks one after another on one slot of ports, beside the other lanes. */
type Lane = StackSuites[];

/**
 * One lane: each of its stacks in turn, then that stack's suites in order, reporting to `sink`
 * (the console for the first lane; a buffer for the lane beside it, printed when it is done).
 */
async function runLane(slot: number, lane: Lane, sink: Sink): Promise<void> {
  for (const [i, part] of lane.entries()) {
    const label = slot === 0 && i === 0 ? "start the test stack" : `start a test stack (lane ${slot + 1}${part.world ? `, SIM_LEAGUES=${part.world}` : ""})`;
    let stack: Stack | null = null;
    await section(label, async () => {
      stack = await startTestStack(slot, part.world, sink.log);
    }, sink);
    const s = stack as Stack | null;
    if (s) {
      try {
        await runSuites(s, part, sink);
      } finally {
        await s.stop();
      }
    }
  }
}

async function runSuites(s: Stack, part: StackSuites, sink: Sink): Promise<void> {
  const quiet = sink !== CONSOLE;
  const env = suiteEnv(s.cfg);
  for (const suite of part.suites) {
    if (suite === "pgtap") {
      await section("database: pgTAP (pg_prove)", async () => {
        const r = await runPgProve(s.cfg);
        sink.log(r.output);
        sink.results.push({ name: "pgTAP", passed: r.passed, failed: r.failed, ms: 0 });
      }, sink);
    } else if (suite === "api") {
      await section("contract: supabase-js against the gateway", async () => {
        if (await exists("tests/api/fixtures.sql")) {
          const r = await psql(s.cfg, [{ file: `${ROOT}/tests/api/fixtures.sql` }], { single: true });
          if (r.code !== 0) throw new Error(`tests/api/fixtures.sql failed: ${r.stderr.trim()}`);
        }
        const out = `${REPORT_DIR}/api.json`;
        const run = await runTool(`${NODE_BIN}/vitest`, ["run", "--config", "tests/api/vitest.config.ts", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`], { env, quiet });
        if (quiet) sink.log(run.output);
        record("contract api", run, await vitestCounts(out), sink);
      }, sink);
    } else {
      await section(`end-to-end: ${suite.title} (Playwright in Chromium)`, async () => {
        const [run, counts] = await runE2e(env, suite.e2e, `${REPORT_DIR}/${suite.report}.json`, { quiet, shard: suite.shard });
        if (quiet) sink.log(run.output);
        record(suite.title, run, counts, sink);
      }, sink);
    }
  }
}

/**
 * Seconds each lane spends on other suites before its half of the standard e2e files: the
 * contracts in the first, the world of every league kind (its stack, pgTAP and the kinds' e2e
 * files) in the second. E2eOrder.shard deals the files so the two lanes end together.
 */
const LANE_HEAD_START_SEC = [60, 300];

/**
 * Two lanes side by side, each on stacks with their own database and simulator: the first runs
 * the contracts and then half of the standard world's e2e files; the second the other half, then
 * a stack whose simulator hosts every league kind for pgTAP and the kinds' e2e files. The suites
 * mostly wait (browsers, polls, clocks), so side by side the run takes the longer lane's time.
 */
function lanesOf(want: (name: string) => boolean, api: boolean, e2e: { standard: string[]; allKinds: string[] } | null): Lane[] {
  const standard = e2e?.standard ?? [];
  const kinds = e2e?.allKinds ?? [];
  const kindsWorld: StackSuites | null = want("pgtap") || kinds.length
    ? {
      world: "all",
      suites: [...(want("pgtap") ? ["pgtap" as const] : []), ...(kinds.length ? [{ e2e: kinds, title: "e2e every league kind", report: "e2e-kinds" }] : [])],
    }
    : null;
  const halves = standard.length >= 6 ? 2 : 1;
  const half = (i: number) => ({
    e2e: standard,
    title: halves === 1 ? "e2e" : `e2e ${i} of ${halves}`,
    report: i === 1 ? "e2e" : `e2e-${i}`,
    ...(halves === 1 ? {} : { shard: `${i}/${halves}` }),
  });
  const first: StackSuites = { suites: [...(api ? ["api" as const] : []), ...(standard.length ? [half(1)] : [])] };
  const lanes: Lane[] = first.suites.length ? [[first]] : [];
  const second: Lane = [...(halves === 2 ? [{ suites: [half(2)] }] : []), ...(kindsWorld ? [kindsWorld] : [])];
  if (second.length) lanes.push(second);
  return lanes;
}

export async function runTests(args: string[]): Promise<number> {
  const only = args.filter((a) => !a.startsWith("-"));
  const want = (name: string) => only.length === 0 || only.includes(name);
  const t0 = performance.now();
  await Deno.mkdir(REPORT_DIR, { recursive: true });

  if (want("typecheck")) {
    await section("typecheck", async () => {
      const { results: checks } = await runTypecheck();
      for (const c of checks) results.push({ name: c.name, passed: c.failed ? 0 : 1, failed: c.failed ? 1 : 0, ms: 0 });
    });
  }
  if (want("lint")) {
    await section("lint", async () => {
      const eslint = await runTool(`${NODE_BIN}/eslint`, ["."]);
      record("lint web/tests (eslint)", eslint, { passed: eslint.code === 0 ? 1 : 0, failed: eslint.code === 0 ? 0 : 1 });
      const denoLint = await runTool(DENO, ["lint", "--quiet", "local", "supabase/functions"]);
      record("lint deno (deno lint)", denoLint, { passed: denoLint.code === 0 ? 1 : 0, failed: denoLint.code === 0 ? 0 : 1 });
      const cycles = await runTool(DENO, ["run", "-A", `${ROOT}/local/platform/import-cycles.ts`]);
      record("lint import cycles", cycles, { passed: cycles.code === 0 ? 1 : 0, failed: cycles.code === 0 ? 0 : 1 });
      const boundaries = await runTool(DENO, ["run", "-A", `${ROOT}/local/platform/import-boundaries.ts`]);
      record("lint import boundaries", boundaries, { passed: boundaries.code === 0 ? 1 : 0, failed: boundaries.code === 0 ? 0 : 1 });
    });
  }
  // The Deno suite runs beside the other suites (mostly one core: its tests one after another,
  // much of it waiting for databases and simulators to start): it outlasts the web suite by
  // minutes, so the stack's suites start meanwhile; its output is printed at the end.
  const denoSuite = want("deno") ? startDenoSuite() : null;
  if (want("web")) {
    await section("unit: web (vitest)", async () => {
      const out = `${REPORT_DIR}/web.json`;
      const run = await runTool(`${NODE_BIN}/vitest`, ["run", "--root", "web", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`]);
      record("unit web", run, await vitestCounts(out));
    });
  }
  const e2e = want("e2e") && await exists("tests/e2e/vitest.config.ts") ? await e2eFilesByWorld() : null;
  const lanes = lanesOf(want, want("api") && await exists("tests/api/vitest.config.ts"), e2e);
  if (lanes.length) {
    let spaReady = false;
    await section("build the SPA for the test stacks", async () => {
      await ensureSpaBuilt((l) => console.log(`• ${l}`));
      spaReady = true;
    });
    if (spaReady) {
      const beside = lanes.slice(1).map((lane, i) => {
        const out: string[] = [];
        const sink: Sink = { log: (line) => out.push(line), results: [], times: [] };
        return { out, sink, done: runLane(i + 1, lane, sink) };
      });
      await runLane(0, lanes[0], CONSOLE);
      for (const [i, lane] of beside.entries()) {
        await lane.done;
        console.log(`\n══ lane ${i + 2}'s suites (ran beside the first lane's)${lane.out.join("\n")}`);
        results.push(...lane.sink.results);
        sectionTimes.push(...lane.sink.times.map((t) => ({ ...t, title: `${t.title} [lane ${i + 2}]` })));
      }
    }
  }

  if (denoSuite) {
    await section("unit + integration: Deno (functions, simulator, platform; ran beside the other suites)", async () => {
      const run = await denoSuite;
      if ("error" in run) throw run.error;
      console.log(run.output);
      record("deno test", run, denoCounts(run.output));
      return { ms: run.ms };
    });
  }

  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log("\n══ summary");
  for (const r of results) {
    console.log(`${r.failed ? "✖" : "✔"} ${r.name.padEnd(28)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed${r.note ? `  (${r.note})` : ""}`);
  }
  console.log(`sections: ${sectionTimes.map((t) => `${t.title.split(" (")[0]} ${(t.ms / 1000).toFixed(0)} s`).join(" · ")}`);
  console.log(`total time ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}
