import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Vitest 5 prints failures with Map.groupBy (Node >= 21); this project's machines run Node 20.
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = <K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> => {
    const groups = new Map<K, T[]>();
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
    return groups;
  };
}

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
