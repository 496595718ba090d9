import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import '../../web/node20-polyfills';

/**
 * End-to-end tests against a running stack: the gateway serving the built SPA (E2E_BASE_URL,
 * default http://127.0.0.1:54321) and the mail outbox (E2E_OUTBOX_URL, default :54324).
 * Run: npm run build && npx vitest run --config tests/e2e/vitest.config.ts
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
