import assert from "node:assert/strict";
import { DEFAULT_MFL_API_BASE, DEFAULT_MFL_USER_AGENT, mflConfigFromEnv } from "./config.ts";

Deno.test("MFL config from env, with defaults", () => {
  assert.deepEqual(mflConfigFromEnv(() => undefined), { apiBase: DEFAULT_MFL_API_BASE, userAgent: DEFAULT_MFL_USER_AGENT });
  const env: Record<string, string> = { MFL_API_BASE: "http://127.0.0.1:54330/", MFL_USER_AGENT: "Us/2" };
  assert.deepEqual(mflConfigFromEnv((n) => env[n]), { apiBase: "http://127.0.0.1:54330", userAgent: "Us/2" });
});
