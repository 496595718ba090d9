import assert from "node:assert/strict";
import { importCycles } from "./import-cycles.ts";

Deno.test("import cycles: value imports in a loop are found, type-only imports are not, @/ resolves to the alias root", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.mkdir(`${dir}/lib`);
    await Deno.writeTextFile(`${dir}/a.ts`, `import { b } from "./b.ts";\nexport const a = b;\n`);
    await Deno.writeTextFile(`${dir}/b.ts`, `import { c } from '@/lib/c';\nexport const b = c;\n`);
    await Deno.writeTextFile(`${dir}/lib/c.ts`, `export { a } from "../a.ts";\nexport const c = 1;\n`);
    await Deno.writeTextFile(`${dir}/d.ts`, `import type { e } from "./e.ts";\nexport const d: typeof e = 1;\n`);
    await Deno.writeTextFile(`${dir}/e.ts`, `import { d } from "./d.ts";\nexport const e = d;\n`);
    const cycles = await importCycles(dir, dir);
    assert.equal(cycles.length, 1);
    const chain = cycles[0].map((f) => f.slice(dir.length + 1));
    assert.equal(chain[0], chain[chain.length - 1], "a cycle ends where it starts");
    assert.deepEqual([...new Set(chain)].sort(), ["a.ts", "b.ts", "lib/c.ts"]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
