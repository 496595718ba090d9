import assert from "node:assert/strict";
import { platformConfig, portsFrom } from "../../config.ts";
import { functionEnv, parseDotenv } from "./env.ts";

Deno.test("dotenv: comments, export, quotes", () => {
  assert.deepEqual(
    parseDotenv(`# secret\nA=1\nexport B = two words # note\nC="quoted # kept"\nD='single'\nE="line\\nbreak"\n bad line\n`),
    { A: "1", B: "two words", C: "quoted # kept", D: "single", E: "line\nbreak" },
  );
});

Deno.test("function env: Supabase's variables win, .env then extras", async () => {
  const cfg = platformConfig("test", portsFrom(62421));
  const env = await functionEnv(cfg, new URL("../testdata/functions", import.meta.url).pathname, {
    EXTRA: "x",
    SUPABASE_URL: "ignored",
  });
  assert.deepEqual(env.SUPABASE_URL, `http://127.0.0.1:${cfg.gatewayPort}`);
  assert.deepEqual(env.SUPABASE_DB_URL, `postgresql://postgres:postgres@127.0.0.1:${cfg.dbPort}/postgres`);
  assert.deepEqual(env.FIXTURE_SECRET, "from-dotenv");
  assert.deepEqual(env.EXTRA, "x");
});
