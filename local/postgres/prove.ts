/** pgTAP: pg_prove over supabase/tests/database/*.test.sql (each test rolls itself back). */
import { type PlatformConfig, ROOT } from "../config.ts";
import { PG_BIN, run } from "./exec.ts";

export interface ProveCounts {
  passed: number;
  failed: number;
}

/**
 * Counts from pg_prove --verbose output: `ok` / `not ok` lines, plus the tests a file planned
 * but never ran (it died), and at least one failure when pg_prove failed without either.
 */
export function countTap(output: string, exitCode: number): ProveCounts {
  let passed = 0;
  let failed = 0;
  for (const line of output.split("\n")) {
    if (/^\s*not ok \d+/.test(line)) failed++;
    else if (/^\s*ok \d+/.test(line)) passed++;
  }
  // pg_prove's summary line (pgTAP's own "# Looks like you planned" comment is not counted twice)
  for (const m of output.matchAll(/Bad plan\.\s+You planned (\d+) tests? but ran (\d+)/g)) {
    failed += Math.max(0, Number(m[1]) - Number(m[2]));
  }
  if (exitCode !== 0 && failed === 0) failed = 1;
  return { passed, failed };
}

export async function runPgProve(
  cfg: PlatformConfig,
  opts: { testsDir?: string } = {},
): Promise<{ passed: number; failed: number; output: string }> {
  const dir = opts.testsDir ?? `${ROOT}/supabase/tests/database`;
  const files: string[] = [];
  try {
    for await (const e of Deno.readDir(dir)) if (e.isFile && e.name.endsWith(".test.sql")) files.push(`${dir}/${e.name}`);
  } catch (e) {
    if (!(e instanceof Deno.errors.NotFound)) throw e;
  }
  if (!files.length) return { passed: 0, failed: 0, output: `no pgTAP tests in ${dir}` };
  files.sort();
  const r = await run("pg_prove", [
    "--verbose", "--psql-bin", `${PG_BIN}/psql`,
    "-h", cfg.host, "-p", String(cfg.dbPort), "-U", "postgres", "-d", "postgres",
    ...files,
  ], { cwd: ROOT });
  const output = (r.stdout + (r.stderr ? `\n${r.stderr}` : "")).trim();
  return { ...countTap(output, r.code), output };
}
