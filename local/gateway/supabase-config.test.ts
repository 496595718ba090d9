import assert from "node:assert/strict";
import { durationSeconds, loadSupabaseConfig, parseSupabaseConfig } from "./supabase-config.ts";

Deno.test("the project's config.toml: auth settings and verify_jwt", async () => {
  const c = await loadSupabaseConfig();
  assert.deepEqual(c.auth.enableConfirmations, true);
  assert.deepEqual(c.auth.minimumPasswordLength, 6);
  assert.deepEqual(c.auth.jwtExpiry, 3600);
  assert.deepEqual(c.auth.refreshTokenReuseInterval, 10);
  assert.deepEqual(c.auth.siteUrl, "http://127.0.0.1:54321");
  assert.deepEqual(c.auth.additionalRedirectUrls.includes("http://localhost:5173"), true);
  assert.deepEqual(c.auth.emailMaxFrequency, 1);
  assert.deepEqual(c.api.maxRows, 1000);
  assert.deepEqual(c.verifyJwt("mfl"), true);
});

Deno.test("defaults as the Supabase CLI has them; verify_jwt off when configured", () => {
  const c = parseSupabaseConfig(`
[auth]
site_url = "http://example.test"
[auth.email]
enable_confirmations = false
max_frequency = "1m30s"
[functions.hook]
verify_jwt = false
`);
  assert.deepEqual(c.auth.enableConfirmations, false);
  assert.deepEqual(c.auth.minimumPasswordLength, 6);
  assert.deepEqual(c.auth.emailMaxFrequency, 90);
  assert.deepEqual(c.auth.enableSignup, true);
  assert.deepEqual(c.verifyJwt("hook"), false);
  assert.deepEqual(c.verifyJwt("anything-else"), true);
  assert.deepEqual(c.api.schemas, ["public", "graphql_public"]);
});

Deno.test("durationSeconds", () => {
  assert.deepEqual(durationSeconds("1s", 0), 1);
  assert.deepEqual(durationSeconds("2h", 0), 7200);
  assert.deepEqual(durationSeconds("500ms", 0), 0.5);
  assert.deepEqual(durationSeconds(7, 0), 7);
  assert.deepEqual(durationSeconds("soon", 3), 3);
});
