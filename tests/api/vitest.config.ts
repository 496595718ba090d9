import { defineConfig } from "vitest/config";

// Contract tests: the real supabase-js against a running local stack (SUPABASE_URL, OUTBOX_URL…).
export default defineConfig({
  test: {
    include: ["tests/api/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
