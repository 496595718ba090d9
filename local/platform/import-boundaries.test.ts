// The SPA's import boundaries are lint rules (eslint.config.js) run by `npm test`: a cross-feature
// import, or shared code reaching into a feature or the app, fails the lint step.
import assert from "node:assert/strict";
import { ROOT } from "../config.ts";
import { NODE_BIN } from "./run-tool.ts";

async function lint(filePath: string, code: string): Promise<{ code: number; output: string }> {
  const child = new Deno.Command(`${NODE_BIN}/eslint`, {
    args: ["--stdin", "--stdin-filename", filePath],
    cwd: ROOT,
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(code));
  await writer.close();
  const out = await child.output();
  return { code: out.code, output: new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr) };
}

const LOGIN = "import { LoginScreen } from '@/features/auth/components/login-screen';\nexport const x = LoginScreen;\n";

Deno.test("import boundaries: a feature importing another feature fails lint", async () => {
  const r = await lint("web/src/features/dashboard/components/x.ts", LOGIN);
  assert.equal(r.code, 1);
  assert.match(r.output, /no-restricted-imports/);
});

Deno.test("import boundaries: shared code importing a feature or the app fails lint", async () => {
  assert.match((await lint("web/src/lib/x.ts", LOGIN)).output, /no-restricted-imports/);
  assert.match((await lint("web/src/components/x.ts", "import { router } from '@/app/router';\nexport const x = router;\n")).output, /no-restricted-imports/);
});

Deno.test("import boundaries: a feature importing itself and shared code passes", async () => {
  const r = await lint("web/src/features/dashboard/components/x.ts", "import { y } from '@/features/dashboard/api/y';\nimport { z } from '@/lib/z';\nexport const x = [y, z];\n");
  assert.doesNotMatch(r.output, /no-restricted-imports/);
});
