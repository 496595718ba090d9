/** Strict type checks of both worlds: the SPA and the Node tests (tsc), everything Deno runs (deno check). */
import { ROOT } from "../config.ts";
import { DENO, NODE_BIN, runTool } from "./run-tool.ts";

export interface CheckResult {
  name: string;
  failed: boolean;
}

async function denoEntryPoints(): Promise<string[]> {
  const files: string[] = [];
  const walk = async (dir: string) => {
    for await (const e of Deno.readDir(dir)) {
      const path = `${dir}/${e.name}`;
      if (e.isDirectory && !["node_modules", "testdata"].includes(e.name)) await walk(path);
      else if (e.isFile && /\.ts$/.test(e.name)) files.push(path);
    }
  };
  for (const dir of ["local", "supabase/functions", "tests/bench"]) {
    await walk(`${ROOT}/${dir}`).catch(() => {});
  }
  return files.sort();
}

export async function runTypecheck(): Promise<{ results: CheckResult[]; failed: number }> {
  const results: CheckResult[] = [];
  console.log("\n── typecheck: web (tsc -b)");
  const web = await runTool(`${NODE_BIN}/tsc`, ["-b", "web"]);
  results.push({ name: "typecheck web", failed: web.code !== 0 });
  console.log("\n── typecheck: Node tests (tsc -p tests)");
  const nodeTests = await runTool(`${NODE_BIN}/tsc`, ["-p", "tests"]);
  results.push({ name: "typecheck tests", failed: nodeTests.code !== 0 });
  console.log("\n── typecheck: Deno code (deno check)");
  const deno = await runTool(DENO, ["check", "--quiet", ...(await denoEntryPoints())]);
  results.push({ name: "typecheck deno", failed: deno.code !== 0 });
  return { results, failed: results.filter((r) => r.failed).length };
}
