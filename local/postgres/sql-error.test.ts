import assert from "node:assert/strict";
import { displayPath, parsePsqlError, refineLine, sqlErrorSentence } from "./sql-error.ts";
import { countTap } from "./prove.ts";
import { migrationVersion } from "./apply.ts";

const ROOT = "/work/main";

Deno.test("parsePsqlError takes the first ERROR line with its file and line", () => {
  const stderr = [
    "psql:/work/main/supabase/migrations/20261121100000_core.sql:7: NOTICE:  schema \"private\" already exists, skipping",
    "psql:/work/main/supabase/migrations/20261121100000_core.sql:42: ERROR:  relation \"x\" does not exist",
    "LINE 1: select * from x;",
    "                      ^",
  ].join("\n");
  assert.deepEqual(parsePsqlError(stderr), {
    file: "/work/main/supabase/migrations/20261121100000_core.sql",
    line: 42,
    message: "relation \"x\" does not exist",
  });
});

Deno.test("parsePsqlError keeps colons inside the message", () => {
  const e = parsePsqlError("psql:/tmp/a b/x.sql:3: ERROR:  syntax error at or near \"creat\"\nLINE 3: creat table t (a int);");
  assert.deepEqual(e, { file: "/tmp/a b/x.sql", line: 3, message: "syntax error at or near \"creat\"" });
});

Deno.test("parsePsqlError returns null without an ERROR line", () => {
  assert.deepEqual(parsePsqlError("psql: error: connection to server failed"), null);
});

Deno.test("sqlErrorSentence names the file relative to the project and the line", () => {
  const stderr = "psql:/work/main/supabase/migrations/2026_core.sql:42: ERROR:  relation \"x\" does not exist\n";
  assert.deepEqual(
    sqlErrorSentence("Migration", "/work/main/supabase/migrations/2026_core.sql", stderr, ROOT),
    "Migration supabase/migrations/2026_core.sql failed at line 42: relation \"x\" does not exist",
  );
});

Deno.test("sqlErrorSentence without an ERROR line uses psql's first line", () => {
  assert.deepEqual(
    sqlErrorSentence("Seed", "/work/main/supabase/seed.sql", "psql: error: connection refused\n", ROOT),
    "Seed supabase/seed.sql failed: psql: error: connection refused",
  );
});

Deno.test("displayPath leaves paths outside the project absolute", () => {
  assert.deepEqual(displayPath("/tmp/x.sql", ROOT), "/tmp/x.sql");
  assert.deepEqual(displayPath("/work/main/x.sql", ROOT), "x.sql");
  assert.deepEqual(displayPath("/work/mainline/x.sql", ROOT), "/work/mainline/x.sql");
});

Deno.test("countTap counts ok, not ok, and tests a dying file never ran", () => {
  const out = [
    "a.test.sql ..",
    "1..4",
    "ok 1 - one",
    "not ok 2 - two",
    "ok 3 - three # SKIP",
    "# Looks like you planned 4 tests but ran 3",
    "Parse errors: Bad plan.  You planned 4 tests but ran 3.",
  ].join("\n");
  assert.deepEqual(countTap(out, 1), { passed: 2, failed: 2 });
  assert.deepEqual(countTap("ok 1 - a\nok 2 - b\n", 0), { passed: 2, failed: 0 });
  assert.deepEqual(countTap("psql: error: could not connect", 2), { passed: 0, failed: 1 });
});

Deno.test("migrationVersion splits the timestamp from the name", () => {
  assert.deepEqual(migrationVersion("20261121100000_core_schema.sql"), { version: "20261121100000", name: "core_schema" });
  assert.deepEqual(migrationVersion("noversion.sql"), { version: "noversion", name: "noversion" });
});

Deno.test("refineLine moves from the statement's end to the line the server pointed at", () => {
  const source = "-- x\nselect a,\n  b\nfrom nope\nwhere true;\n";
  const stderr = "psql:/f.sql:5: ERROR:  relation \"nope\" does not exist\nLINE 3: from nope\n             ^";
  assert.equal(refineLine(source, 5, stderr), 4);
  assert.equal(refineLine(source, 5, "psql:/f.sql:5: ERROR:  boom"), 5);
  assert.equal(
    sqlErrorSentence("Migration", "/work/main/f.sql", stderr.replace("/f.sql", "/work/main/f.sql"), ROOT, source),
    "Migration f.sql failed at line 4: relation \"nope\" does not exist",
  );
});
