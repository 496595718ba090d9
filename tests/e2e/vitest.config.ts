import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import '../../web/node20-polyfills';

/**
 * End-to-end tests against a running stack: the gateway serving the built SPA (E2E_BASE_URL,
 * default http://127.0.0.1:54321) and the mail outbox (E2E_OUTBOX_URL, default :54324).
 * Run: npm run build && npx vitest run --config tests/e2e/vitest.config.ts
 */
/**
 * Files that step the simulator's clock: after them the server answers from copies of the stepped
 * instant (locks, lineups) for minutes, so files that plant changes at an instant of their own
 * (the lineup check) must come first.
 */
const STEPS_THE_CLOCK = ['live-feed.e2e.ts', 'live-scoring.e2e.ts', 'sunday.e2e.ts'];

/**
 * The same order on every machine, whatever vitest's results cache holds (it would run failed
 * files first): largest first, as vitest orders a fresh checkout, and the files that step the
 * clock last.
 */
class E2eOrder extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const last = (f: TestSpecification) => STEPS_THE_CLOCK.some((name) => f.moduleId.endsWith(`/${name}`));
    return [...files].sort((a, b) => Number(last(a)) - Number(last(b)) || statSync(b.moduleId).size - statSync(a.moduleId).size);
  }
}

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    sequence: { sequencer: E2eOrder },
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
