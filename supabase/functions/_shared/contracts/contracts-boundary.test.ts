import assert from "node:assert/strict";

// The SPA bundles these files: they may import only zod and each other, never Deno or server code.
Deno.test("contracts import only zod and sibling contracts", async () => {
  const dir = new URL("./", import.meta.url);
  for await (const entry of Deno.readDir(dir)) {
    if (!entry.name.endsWith(".ts") || entry.name.endsWith(".test.ts")) continue;
    const source = await Deno.readTextFile(new URL(entry.name, dir));
    for (const [, specifier] of source.matchAll(/\bfrom\s+"([^"]+)"/g)) {
      assert.ok(specifier === "npm:zod@4.6.7" || /^\.\/[\w-]+\.ts$/.test(specifier), `${entry.name} imports ${specifier}`);
    }
    assert.doesNotMatch(source, /\bDeno\./, `${entry.name} uses Deno APIs`);
  }
});
