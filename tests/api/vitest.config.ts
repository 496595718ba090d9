import { defineConfig } from "vitest/config";

// Contract tests: the real supabase-js against a running local stack (SUPABASE_URL, OUTBOX_URL…).
export default defineConfig({
  // The functions' contracts (every endpoint) import zod as Deno does; here it is the workspace's zod.
  resolve: { alias: [{ find: /^npm:zod@4\.6\.7$/, replacement: "zod" }] },
  test: {
    include: ["tests/api/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
