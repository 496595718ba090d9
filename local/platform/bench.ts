/**
 * `npm run bench [-- name...]`: runs the benchmark scripts under tests/bench/ (each starts
 * what it measures and prints its figures). With no name, all of them run one after another.
 */
import { ROOT } from "../config.ts";
import { DENO, runTool } from "./run-tool.ts";

export async function runBenchmarks(names: string[]): Promise<number> {
  const scripts: string[] = [];
  for await (const e of Deno.readDir(`${ROOT}/tests/bench`)) {
    if (e.isFile && e.name.endsWith(".bench.ts")) scripts.push(e.name);
  }
  const chosen = scripts.sort().filter((s) => names.length === 0 || names.some((n) => s.includes(n)));
  if (chosen.length === 0) throw new Error(`No benchmark matches ${names.join(", ")}: see tests/bench/*.bench.ts.`);
  let failures = 0;
  for (const script of chosen) {
    console.log(`\n══ ${script}`);
    const run = await runTool(DENO, ["run", "-A", `${ROOT}/tests/bench/${script}`]);
    if (run.code !== 0) failures++;
  }
  return failures ? 1 : 0;
}
