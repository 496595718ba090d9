import assert from "node:assert/strict";
import { jwtSecret, optionalEnv, requireEnv } from "./env.ts";

function withEnv(vars: Record<string, string | undefined>, run: () => void): void {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, Deno.env.get(k)]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) v === undefined ? Deno.env.delete(k) : Deno.env.set(k, v);
  };
  apply(vars);
  try {
    run();
  } finally {
    apply(saved);
  }
}

Deno.test("requireEnv names the missing variable", () => {
  withEnv({ TEST_REQUIRED_VAR: undefined }, () => {
    assert.throws(() => requireEnv("TEST_REQUIRED_VAR"), {
      message: "Missing required environment variable: TEST_REQUIRED_VAR (set it as a function secret)",
    });
  });
  withEnv({ TEST_REQUIRED_VAR: "  " }, () => assert.throws(() => requireEnv("TEST_REQUIRED_VAR")));
  withEnv({ TEST_REQUIRED_VAR: "x" }, () => assert.equal(requireEnv("TEST_REQUIRED_VAR"), "x"));
});

Deno.test("optionalEnv treats empty as unset; jwtSecret prefers JWT_SECRET over SUPABASE_JWT_SECRET", () => {
  withEnv({ TEST_OPTIONAL_VAR: "" }, () => assert.equal(optionalEnv("TEST_OPTIONAL_VAR"), undefined));
  withEnv({ JWT_SECRET: "a", SUPABASE_JWT_SECRET: "b" }, () => assert.equal(jwtSecret(), "a"));
  withEnv({ JWT_SECRET: undefined, SUPABASE_JWT_SECRET: "b" }, () => assert.equal(jwtSecret(), "b"));
  withEnv({ JWT_SECRET: undefined, SUPABASE_JWT_SECRET: undefined }, () => assert.equal(jwtSecret(), undefined));
});
