/**
 * `npm test` lint step: no import cycles in the SPA (web/src) or the edge functions
 * (supabase/functions). Static value imports only (`import type` cannot form a runtime cycle);
 * `@/` is the SPA's alias of web/src. Prints each cycle as a chain of files.
 */
import { ROOT } from "../config.ts";

const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

async function sources(dir: string, out: string[] = []): Promise<string[]> {
  for await (const e of Deno.readDir(dir)) {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory && e.name !== "node_modules" && e.name !== "dist") await sources(path, out);
    else if (e.isFile && /\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name)) out.push(path);
  }
  return out;
}

function resolve(from: string, spec: string, files: Set<string>, aliasRoot: string | null): string | null {
  let base: string;
  if (spec.startsWith("@/") && aliasRoot) base = `${aliasRoot}/${spec.slice(2)}`;
  else if (spec.startsWith(".")) base = new URL(spec, `file://${from}`).pathname;
  else return null;
  for (const ext of EXTENSIONS) if (files.has(base + ext)) return base + ext;
  return null;
}

/** Every cycle (as a file chain) among the value imports under `dir`. */
export async function importCycles(dir: string, aliasRoot: string | null = null): Promise<string[][]> {
  const list = await sources(dir);
  const files = new Set(list);
  const graph = new Map<string, string[]>();
  for (const file of list) {
    const text = await Deno.readTextFile(file);
    const deps = [...text.matchAll(IMPORT)].map((m) => resolve(file, m[1], files, aliasRoot)).filter((d): d is string => d !== null);
    graph.set(file, deps);
  }
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const dep of graph.get(file) ?? []) {
      if (state.get(dep) === "open") cycles.push([...stack.slice(stack.indexOf(dep)), dep]);
      else if (!state.has(dep)) visit(dep);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of list) if (!state.has(file)) visit(file);
  return cycles;
}

if (import.meta.main) {
  const found = [
    ...await importCycles(`${ROOT}/web/src`, `${ROOT}/web/src`),
    ...await importCycles(`${ROOT}/supabase/functions`),
  ];
  for (const cycle of found) console.error(`import cycle: ${cycle.map((f) => f.slice(ROOT.length + 1)).join(" → ")}`);
  console.log(found.length ? `${found.length} import cycle(s)` : "no import cycles");
  Deno.exit(found.length ? 1 : 0);
}
