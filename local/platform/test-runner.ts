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

function record(name: string, run: ToolRun | null, counts: { passed: number; failed: number }, note?: string) {
  // A tool that failed without reporting a failing test still failed: count it.
  const failed = run && run.code !== 0 && counts.failed === 0 ? 1 : counts.failed;
  results.push({ name, passed: counts.passed, failed, ms: run?.ms ?? 0, note });
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

async function section(title: string, fn: () => Promise<void>) {
  console.log(`\n══ ${title}`);
  const t = performance.now();
  try {
    await fn();
  } catch (e) {
    results.push({ name: title, passed: 0, failed: 1, ms: 0, note: e instanceof Error ? e.message : String(e) });
    console.error(`✖ ${title}: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    sectionTimes.push({ title, ms: performance.now() - t });
  }
}

async function exists(path: string) {
  return await Deno.stat(`${ROOT}/${path}`).then(() => true, () => false);
}

/** The test stack on the test ports (or PORT_OFFSET / the env's overrides), from a fresh data folder. */
async function startTestStack(simLeagues?: string): Promise<Stack> {
  const overrides = stackOverridesFromEnv();
  const cfg = platformConfig("test", {
    ...overrides,
    ...(overrides.gatewayPort && !overrides.dataDir ? { dataDir: `${ROOT}/.local/test-${overrides.gatewayPort}` } : {}),
  });
  const t = performance.now();
  const stack = await startStack(cfg, { reset: true, simLeagues, log: (l) => console.log(`• ${l}`) });
  console.log(`• test stack ready in ${((performance.now() - t) / 1000).toFixed(1)} s at ${gatewayUrl(cfg)}`);
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
async function runE2e(env: Record<string, string>, files: string[], out: string): Promise<[ToolRun, { passed: number; failed: number }]> {
  const run = await runTool(
    `${NODE_BIN}/vitest`,
    ["run", "--config", "tests/e2e/vitest.config.ts", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`, ...files],
    { env },
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

export async function runTests(args: string[]): Promise<number> {
  const only = args.filter((a) => !a.startsWith("-"));
  const want = (name: string) => only.length === 0 || only.includes(name);
  const t0 = performance.now();
  const reportDir = `${ROOT}/.local/test-reports`;
  await Deno.mkdir(reportDir, { recursive: true });

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
      const out = `${reportDir}/web.json`;
      const run = await runTool(`${NODE_BIN}/vitest`, ["run", "--root", "web", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`]);
      record("unit web", run, await vitestCounts(out));
    });
  }
  const needsStack = ["pgtap", "api", "e2e"].some(want);
  let stack: Stack | null = null;
  if (needsStack) {
    await section("start the test stack", async () => {
      await ensureSpaBuilt((l) => console.log(`• ${l}`));
      stack = await startTestStack();
    });
  }
  const s = stack as Stack | null;
  if (s) {
    const cfg = s.cfg;
    const env = suiteEnv(cfg);
    if (want("pgtap")) {
      await section("database: pgTAP (pg_prove)", async () => {
        const r = await runPgProve(cfg);
        console.log(r.output);
        results.push({ name: "pgTAP", passed: r.passed, failed: r.failed, ms: 0 });
      });
    }
    if (want("api") && await exists("tests/api/vitest.config.ts")) {
      await section("contract: supabase-js against the gateway", async () => {
        if (await exists("tests/api/fixtures.sql")) {
          const r = await psql(cfg, [{ file: `${ROOT}/tests/api/fixtures.sql` }], { single: true });
          if (r.code !== 0) throw new Error(`tests/api/fixtures.sql failed: ${r.stderr.trim()}`);
        }
        const out = `${reportDir}/api.json`;
        const run = await runTool(`${NODE_BIN}/vitest`, ["run", "--config", "tests/api/vitest.config.ts", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`], { env });
        record("contract api", run, await vitestCounts(out));
      });
    }
    const e2e = want("e2e") && await exists("tests/e2e/vitest.config.ts") ? await e2eFilesByWorld() : null;
    if (e2e?.standard.length) {
      await section("end-to-end: Playwright in Chromium", async () => {
        record("e2e", ...await runE2e(env, e2e.standard, `${reportDir}/e2e.json`));
      });
    }
    await s.stop();
    // The files about every league kind run on a stack whose simulator hosts them all: a world of
    // its own, so the standard leagues' files keep the three leagues their figures come from.
    if (e2e?.allKinds.length) {
      await section("end-to-end on every league kind: Playwright in Chromium (SIM_LEAGUES=all)", async () => {
        const all = await startTestStack("all");
        try {
          record("e2e every league kind", ...await runE2e(suiteEnv(all.cfg), e2e.allKinds, `${reportDir}/e2e-kinds.json`));
        } finally {
          await all.stop();
        }
      });
    }
  }

  if (denoSuite) {
    await section("unit + integration: Deno (functions, simulator, platform; ran beside the other suites)", async () => {
      const run = await denoSuite;
      if ("error" in run) throw run.error;
      console.log(run.output);
      record("deno test", run, denoCounts(run.output));
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
