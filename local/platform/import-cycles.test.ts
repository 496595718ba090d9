import assert from "node:assert/strict";
import { importCycles } from "./import-cycles.ts";

Deno.test("import cycles: value and type imports in a loop are found, @/ resolves to the alias root, a comment's import is none", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.mkdir(`${dir}/lib`);
    await Deno.writeTextFile(`${dir}/a.ts`, `import { b } from "./b.ts";\nexport const a = b;\n`);
    await Deno.writeTextFile(`${dir}/b.ts`, `import { c } from '@/lib/c';\nexport const b = c;\n`);
    await Deno.writeTextFile(`${dir}/lib/c.ts`, `export { a } from "../a.ts";\nexport const c = 1;\n`);
    // A cycle of types only (the datasets once had an 11-file one).
    await Deno.writeTextFile(`${dir}/d.ts`, `import type { E } from "./e.ts";\nexport interface D { e: E }\n`);
    await Deno.writeTextFile(`${dir}/e.ts`, `import { type D } from "./d.ts";\nexport interface E { d?: D }\n`);
    // Not a cycle: the import is in a comment.
    await Deno.writeTextFile(`${dir}/f.ts`, `/**\n * Use: vi.mock('x', async () => (await import('./g.ts')).g)\n */\nimport { g } from "./g.ts";\nexport const f = g;\n`);
    await Deno.writeTextFile(`${dir}/g.ts`, `export const g = 1;\n`);
    const chains = (await importCycles(dir, { "@/": dir })).map((c) => [...new Set(c.map((f) => f.slice(dir.length + 1)))].sort());
    assert.deepEqual(chains.sort(), [["a.ts", "b.ts", "lib/c.ts"], ["d.ts", "e.ts"]]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
