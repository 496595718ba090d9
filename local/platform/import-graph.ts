/**
 * The import graph of a source tree, on resolved paths: what each file imports (value or type
 * only), whatever the spelling (`./x`, `../../x.ts`, `@/x`, `@contracts/x.ts`, `export … from`,
 * `import("…")`). The lint steps' checks (import-cycles.ts, import-boundaries.ts) read it, so a
 * relative path cannot slip past a rule written for an alias.
 */

export interface ImportEdge {
  from: string;
  /** The resolved file, or null for a package or URL (`npm:zod@…`, `react`). */
  to: string | null;
  spec: string;
  /** `import type …`, `export type …`, or every named specifier marked `type`: gone at run time. */
  typeOnly: boolean;
  line: number;
}

export interface ImportGraph {
  files: string[];
  edges: ImportEdge[];
}

/** Aliases as the SPA's Vite and TypeScript configs set them: prefix → directory. */
export type Aliases = Record<string, string>;

// The clause stops at the next line that starts another statement, so `export interface X {…}`
// before an import is never read as part of it.
const STATIC = /^[ \t]*(import|export)\s+(type\s+)?((?:(?!^[ \t]*(?:import|export)\b)[^'";])*?)\s*from\s*['"]([^'"]+)['"]|^[ \t]*import\s+['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

export async function sourceFiles(dir: string, out: string[] = []): Promise<string[]> {
  for await (const e of Deno.readDir(dir)) {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory && e.name !== "node_modules" && e.name !== "dist") await sourceFiles(path, out);
    else if (e.isFile && /\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name)) out.push(path);
  }
  return out.sort();
}

export function resolveImport(from: string, spec: string, files: Set<string>, aliases: Aliases): string | null {
  let base: string | null = null;
  if (spec.startsWith(".")) base = new URL(spec, `file://${from}`).pathname;
  else {
    for (const [prefix, dir] of Object.entries(aliases)) if (spec.startsWith(prefix)) base = `${dir}/${spec.slice(prefix.length)}`;
  }
  if (base === null) return null;
  for (const ext of EXTENSIONS) if (files.has(base + ext)) return base + ext;
  // Outside the tree (a tree's file importing another tree, e.g. the SPA's contracts): keep the path.
  return base.endsWith(".ts") || base.endsWith(".tsx") ? base : `${base}.ts`;
}

/** `{ type A, type B }` imports nothing at run time; `{ A, type B }` does. */
function allSpecifiersTyped(clause: string): boolean {
  const named = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!named) return false;
  const parts = named[1].split(",").map((p) => p.trim()).filter(Boolean);
  return parts.length > 0 && parts.every((p) => p.startsWith("type "));
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

/** Every import of every file under `dir`, resolved against the tree's files and aliases. */
export async function importGraph(dir: string, aliases: Aliases = {}): Promise<ImportGraph> {
  const files = await sourceFiles(dir);
  const known = new Set(files);
  const edges: ImportEdge[] = [];
  for (const file of files) {
    const text = await Deno.readTextFile(file);
    for (const m of text.matchAll(STATIC)) {
      const spec = m[4] ?? m[5];
      const typeOnly = Boolean(m[2]) || (m[3] !== undefined && allSpecifiersTyped(m[3]));
      edges.push({ from: file, to: resolveImport(file, spec, known, aliases), spec, typeOnly, line: lineOf(text, m.index!) });
    }
    for (const m of text.matchAll(DYNAMIC)) {
      // In a comment (`* Use: vi.mock(…, await import('…'))`) it imports nothing.
      const lineStart = text.lastIndexOf("\n", m.index!) + 1;
      if (/^\s*(\*|\/\/|\/\*)/.test(text.slice(lineStart, m.index!))) continue;
      edges.push({ from: file, to: resolveImport(file, m[1], known, aliases), spec: m[1], typeOnly: false, line: lineOf(text, m.index!) });
    }
  }
  return { files, edges };
}
