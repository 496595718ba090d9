/**
 * `npm test` lint step: no import cycles in the SPA (web/src) or the edge functions
 * (supabase/functions), type imports included: a cycle of types is still two modules that cannot
 * be understood (or moved) one without the other. Prints each cycle as a chain of files.
 */
import { ROOT } from "../config.ts";
import { type Aliases, importGraph } from "./import-graph.ts";
import { WEB_ALIASES } from "./import-boundaries.ts";

/** Every cycle (as a file chain) among the imports under `dir` (value and type). */
export async function importCycles(dir: string, aliases: Aliases = {}): Promise<string[][]> {
  const { files, edges } = await importGraph(dir, aliases);
  const known = new Set(files);
  const graph = new Map<string, string[]>(files.map((f) => [f, []]));
  for (const edge of edges) if (edge.to !== null && known.has(edge.to) && edge.to !== edge.from) graph.get(edge.from)!.push(edge.to);
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
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

if (import.meta.main) {
  const found = [
    ...await importCycles(`${ROOT}/web/src`, WEB_ALIASES(ROOT)),
    ...await importCycles(`${ROOT}/supabase/functions`),
  ];
  for (const cycle of found) console.error(`import cycle: ${cycle.map((f) => f.slice(ROOT.length + 1)).join(" → ")}`);
  console.log(found.length ? `${found.length} import cycle(s)` : "no import cycles");
  Deno.exit(found.length ? 1 : 0);
}
