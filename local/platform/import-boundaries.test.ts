import assert from "node:assert/strict";
import { againstKnown, boundaryViolations, functionRules, webRules } from "./import-boundaries.ts";

/** A tree of files under a temp dir: path → source. */
async function tree(files: Record<string, string>): Promise<string> {
  const dir = await Deno.makeTempDir();
  for (const [path, text] of Object.entries(files)) {
    await Deno.mkdir(`${dir}/${path.split("/").slice(0, -1).join("/")}`, { recursive: true });
    await Deno.writeTextFile(`${dir}/${path}`, text);
  }
  return dir;
}

const found = (violations: { file: string; spec: string; rule: string }[]) => violations.map((v) => `${v.file} → ${v.spec}`).sort();

Deno.test("boundaries, SPA: planted violations are each found, however the path is spelt, type imports too; the allowed ones are not", async () => {
  const root = await tree({
    "web/src/features/dashboard/components/card.tsx": [
      `import { addLeague } from '../../leagues/api/add-league';`, // another feature, relative
      `import type { League } from '@/features/leagues/model';`, // another feature, type only
      `import { router } from '@/app/router';`, // the app
      `import { format } from '@/lib/format';`, // shared: fine
      `import { x } from './x';`, // itself: fine
      `import { rosterEndpoint } from '@contracts/mfl-lineup.ts';`, // contracts: fine
    ].join("\n"),
    "web/src/features/dashboard/components/x.ts": `export const x = 1;\n`,
    "web/src/features/leagues/api/add-league.ts": `export const addLeague = 1;\n`,
    "web/src/features/leagues/model.ts": `export interface League { id: string }\n`,
    "web/src/app/router.tsx": `import { addLeague } from '@/features/leagues/api/add-league';\nexport const router = addLeague;\n`,
    "web/src/lib/format.ts": `import { Card } from '../components/card';\nimport { useLeagues } from '@/features/leagues/model';\nexport const format = 1;\n`,
    "web/src/components/card.tsx": `export const Card = 1;\n`,
    "web/src/config/env.ts": `import { format } from '@/lib/format';\nexport const env = format;\n`,
    "web/src/data/leagues.ts": `import { handler } from '../../../supabase/functions/mfl/handler.ts';\nexport const leagues = handler;\n`,
    "supabase/functions/_shared/contracts/mfl-lineup.ts": `export const rosterEndpoint = 1;\n`,
    "supabase/functions/mfl/handler.ts": `export const handler = 1;\n`,
  });
  try {
    const violations = await boundaryViolations(`${root}/web/src`, webRules, { "@/": `${root}/web/src`, "@contracts/": `${root}/supabase/functions/_shared/contracts` });
    assert.deepEqual(found(violations), [
      "config/env.ts → @/lib/format",
      "data/leagues.ts → ../../../supabase/functions/mfl/handler.ts",
      "features/dashboard/components/card.tsx → ../../leagues/api/add-league",
      "features/dashboard/components/card.tsx → @/app/router",
      "features/dashboard/components/card.tsx → @/features/leagues/model",
      "lib/format.ts → ../components/card",
      "lib/format.ts → @/features/leagues/model",
    ]);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("boundaries, functions: planted violations are each found; tests may reach _testing and the platform, not another function", async () => {
  const root = await tree({
    "mfl/handler.ts": [
      `import { adminThing } from "../admin/thing.ts";`, // another function
      `import type { Fixture } from "../_testing/fixtures.ts";`, // _testing from deployed code, type only
      `import { sim } from "../../../local/sim/server.ts";`, // the local platform
      `import { shared } from "../_shared/shared.ts";`, // fine
      `import { z } from "npm:zod@4.6.7";`, // a package: fine
    ].join("\n"),
    "mfl/handler.test.ts": `import { f } from "../_testing/fixtures.ts";\nimport { a } from "../admin/thing.ts";\nimport { s } from "../../../local/sim/server.ts";\n`,
    "admin/thing.ts": `export const adminThing = 1;\n`,
    "_testing/fixtures.ts": `import { handler } from "../mfl/handler.ts";\nexport type Fixture = 1;\n`,
    "_shared/shared.ts": `import { adminThing } from "../admin/thing.ts";\nexport const shared = 1;\n`,
    "_shared/contracts/a.ts": `import { z } from "npm:zod@4.6.7";\nimport { b } from "./b.ts";\nimport { shared } from "../shared.ts";\nimport { x } from "npm:other@1";\n`,
    "_shared/contracts/b.ts": `export const b = 1;\n`,
    "_shared/upstream/budget.ts": `import type { MflError } from "../mfl/errors.ts";\nimport { t } from "../tank01/client.ts";\nimport { shared } from "../shared.ts";\n`,
    "_shared/upstream/budget.test.ts": `import { liveScoring } from "../mfl/queries.ts";\n`, // its tests too
    "_shared/upstream/errors.ts": `export class UpstreamError {}\n`,
    "_shared/mfl/errors.ts": `import { UpstreamError } from "../upstream/errors.ts";\nexport class MflError extends UpstreamError {}\n`, // a provider on the upstream layer: fine
    "_shared/mfl/queries.ts": `export const liveScoring = 1;\n`,
    "_shared/tank01/client.ts": `import { UpstreamError } from "../upstream/errors.ts";\nexport const t = UpstreamError;\n`,
  });
  try {
    const violations = await boundaryViolations(root, functionRules);
    assert.deepEqual(found(violations), [
      "_shared/contracts/a.ts → ../shared.ts",
      "_shared/contracts/a.ts → npm:other@1",
      "_shared/shared.ts → ../admin/thing.ts",
      "_shared/upstream/budget.test.ts → ../mfl/queries.ts",
      "_shared/upstream/budget.ts → ../mfl/errors.ts",
      "_shared/upstream/budget.ts → ../tank01/client.ts",
      "mfl/handler.test.ts → ../admin/thing.ts",
      "mfl/handler.ts → ../../../local/sim/server.ts",
      "mfl/handler.ts → ../_testing/fixtures.ts",
      "mfl/handler.ts → ../admin/thing.ts",
    ]);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("boundaries: a written-down violation passes, a new one fails, an entry that no longer happens fails", () => {
  const rule = "the upstream layer imports no provider (mfl, tank01)";
  const v = (file: string, spec: string) => ({ file, line: 1, spec, rule });
  const known = { [rule]: ["_shared/upstream/a.ts → ../mfl/x.ts", "_shared/upstream/gone.ts → ../mfl/y.ts"] };
  const result = againstKnown([v("_shared/upstream/a.ts", "../mfl/x.ts"), v("_shared/upstream/b.ts", "../mfl/x.ts")], known);
  assert.deepEqual(result.fresh.map((f) => f.file), ["_shared/upstream/b.ts"]);
  assert.deepEqual(result.fixed, [`${rule}: _shared/upstream/gone.ts → ../mfl/y.ts`]);
});
