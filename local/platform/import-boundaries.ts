/**
 * `npm test` lint step: the code's boundaries (CONVENTIONS.md), checked on resolved paths for both
 * tiers, value and type imports alike, so `../../leagues/api/x` is caught as surely as `@/features/…`.
 *
 * The SPA (web/src): imports flow app → features → shared (lib, config, components, data, pwa);
 * a feature imports only itself and shared code; shared code never imports a feature or the app;
 * config, the bottom layer, imports no other layer; lib never imports components; from the
 * functions' tree only the contracts.
 *
 * The edge functions (supabase/functions): a function imports only itself and _shared, never
 * another function; _shared never imports a function; deployed code never imports _testing or
 * the local platform; contracts (bundled by the SPA too) import only contracts; the upstream layer
 * (budget, cache, pacing) imports no provider (mfl, tank01): providers plug into it.
 */
import { ROOT } from "../config.ts";
import { type Aliases, type ImportEdge, importGraph } from "./import-graph.ts";

export interface Violation {
  file: string;
  line: number;
  spec: string;
  rule: string;
}

/** A rule sees one import as paths relative to the tree's root (`to` null: a package). */
type Rule = { name: string; broken: (from: string, to: string | null, edge: ImportEdge) => boolean };

const area = (path: string, depth = 1) => path.split("/").slice(0, depth).join("/");
const featureOf = (path: string) => (path.startsWith("features/") ? area(path, 2) : null);
const SHARED = ["lib", "config", "components", "data", "pwa"];

export const webRules: Rule[] = [
  {
    name: "a feature imports only itself and shared code (lib, config, components, data, pwa)",
    broken: (from, to) => featureOf(from) !== null && to !== null && ((featureOf(to) !== null && featureOf(to) !== featureOf(from)) || area(to) === "app"),
  },
  {
    name: "shared code (lib, config, components, data, pwa) never imports a feature or the app",
    broken: (from, to) => SHARED.includes(area(from)) && to !== null && (area(to) === "features" || area(to) === "app"),
  },
  {
    name: "config imports no other layer",
    broken: (from, to) => area(from) === "config" && to !== null && !to.startsWith("../") && area(to) !== "config",
  },
  { name: "lib never imports components", broken: (from, to) => area(from) === "lib" && to !== null && area(to) === "components" },
  {
    name: "the SPA imports only the contracts of the functions' tree",
    broken: (_from, to) => to !== null && to.startsWith("../") && !to.startsWith("../../supabase/functions/_shared/contracts/"),
  },
];

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || /(^|\/)_testing\//.test(path);
const functionOf = (path: string) => (/^[a-z][\w-]*\//.test(path) ? area(path) : null);

export const functionRules: Rule[] = [
  {
    name: "a function imports only itself and _shared, never another function",
    broken: (from, to) => functionOf(from) !== null && to !== null && functionOf(to) !== null && functionOf(to) !== functionOf(from),
  },
  {
    // Tests may drive functions (the request-text test runs every function's routes).
    name: "_shared never imports a function",
    broken: (from, to) => from.startsWith("_shared/") && !isTest(from) && to !== null && functionOf(to) !== null,
  },
  { name: "deployed code never imports _testing", broken: (from, to) => !isTest(from) && to !== null && to.startsWith("_testing/") },
  { name: "deployed code never imports the local platform", broken: (from, to) => !isTest(from) && to !== null && to.startsWith("../") },
  {
    name: "contracts import only contracts and zod",
    broken: (from, to, edge) => from.startsWith("_shared/contracts/") && !isTest(from) && (to === null ? edge.spec !== "npm:zod@4.6.7" : !to.startsWith("_shared/contracts/")),
  },
  {
    name: "the upstream layer imports no provider (mfl, tank01)",
    broken: (from, to) => from.startsWith("_shared/upstream/") && to !== null && /^_shared\/(mfl|tank01)\//.test(to),
  },
];

/**
 * Imports the rules above name and the code still has: each is a piece of work written down, not
 * a licence (none today: issue 22.2 moved MFL's pieces out of the upstream layer). The check fails
 * on any other violation, and on an entry here that no longer happens (take it out).
 */
export const KNOWN: Record<string, string[]> = {};

function relative(root: string, path: string): string {
  if (path.startsWith(`${root}/`)) return path.slice(root.length + 1);
  const up = root.split("/").filter(Boolean);
  const target = path.split("/").filter(Boolean);
  let common = 0;
  while (common < up.length && up[common] === target[common]) common++;
  return [...Array(up.length - common).fill(".."), ...target.slice(common)].join("/");
}

/** Every import under `root` that breaks one of `rules`. */
export async function boundaryViolations(root: string, rules: Rule[], aliases: Aliases = {}): Promise<Violation[]> {
  const { edges } = await importGraph(root, aliases);
  const found: Violation[] = [];
  for (const edge of edges) {
    const from = relative(root, edge.from);
    const to = edge.to === null ? null : relative(root, edge.to);
    for (const rule of rules) if (rule.broken(from, to, edge)) found.push({ file: from, line: edge.line, spec: edge.spec, rule: rule.name });
  }
  return found;
}

/** The violations not written down in `known`, and the entries of `known` that no longer happen. */
export function againstKnown(found: Violation[], known: Record<string, string[]>): { fresh: Violation[]; fixed: string[] } {
  const key = (v: Violation) => `${v.file} → ${v.spec}`;
  const fresh = found.filter((v) => !(known[v.rule] ?? []).includes(key(v)));
  const seen = new Set(found.map((v) => `${v.rule}\n${key(v)}`));
  const fixed = Object.entries(known).flatMap(([rule, list]) => list.filter((k) => !seen.has(`${rule}\n${k}`)).map((k) => `${rule}: ${k}`));
  return { fresh, fixed };
}

export const WEB_ALIASES = (root: string): Aliases => ({
  "@/": `${root}/web/src`,
  "@contracts/": `${root}/supabase/functions/_shared/contracts`,
});

if (import.meta.main) {
  const found = [
    ...await boundaryViolations(`${ROOT}/web/src`, webRules, WEB_ALIASES(ROOT)),
    ...await boundaryViolations(`${ROOT}/supabase/functions`, functionRules),
  ];
  const { fresh, fixed } = againstKnown(found, KNOWN);
  for (const v of fresh) console.error(`${v.file}:${v.line} imports ${v.spec}: ${v.rule}`);
  for (const k of fixed) console.error(`no longer happens, take it out of KNOWN: ${k}`);
  const known = found.length - fresh.length;
  console.log(fresh.length || fixed.length ? `${fresh.length} boundary violation(s)` : `boundaries hold (${known} known, listed in import-boundaries.ts)`);
  Deno.exit(fresh.length || fixed.length ? 1 : 0);
}
