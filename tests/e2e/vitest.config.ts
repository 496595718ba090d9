import { statSync } from 'node:fs';
import { basename } from 'node:path';
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
 * Seconds each file took in a whole run (2026-11-27, hooks included), only to deal the files to
 * the shards evenly; a file not listed counts DEFAULT_SECONDS.
 */
const SECONDS: Record<string, number> = {
  'a11y.e2e.ts': 162,
  'installable-app.e2e.ts': 122,
  'live-scoring.e2e.ts': 89,
  'sunday.e2e.ts': 58,
  'lineup-check.e2e.ts': 45,
  'player-identity.e2e.ts': 36,
  'lineup.e2e.ts': 32,
  'admin-sync.e2e.ts': 31,
  'dashboard.e2e.ts': 30,
  'mfl-connection.e2e.ts': 29,
  'live-feed.e2e.ts': 27,
  'top-players.e2e.ts': 22,
  'optimize-and-bench.e2e.ts': 21,
  'rosters.e2e.ts': 21,
  'standings.e2e.ts': 20,
  'league-matchups.e2e.ts': 20,
  'playoff-odds.e2e.ts': 19,
  'transactions.e2e.ts': 18,
  'league-scoring.e2e.ts': 17,
  'sign-in.e2e.ts': 16,
  'password-reset.e2e.ts': 15,
  'admin-and-theme.e2e.ts': 11,
};
const DEFAULT_SECONDS = 20;

/**
 * The same order on every machine, whatever vitest's results cache holds (it would run failed
 * files first): largest first, as vitest orders a fresh checkout, and the files that step the
 * clock last.
 */
class E2eOrder extends BaseSequencer {
  /**
   * `--shard=i/n` (npm test runs the standard files in two halves, one in each of its two lanes):
   * the files dealt longest first to the shard with the least time so far (SECONDS), counting
   * what each lane does besides (E2E_SHARD_HEAD_START_SEC, e.g. "60,300"), so the lanes end together.
   */
  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const headStart = (process.env.E2E_SHARD_HEAD_START_SEC ?? '').split(',').map(Number);
    const shards = Array.from({ length: count }, (_, i) => ({ seconds: headStart[i] || 0, files: [] as TestSpecification[] }));
    const seconds = (f: TestSpecification) => SECONDS[basename(f.moduleId)] ?? DEFAULT_SECONDS;
    for (const file of [...files].sort((a, b) => seconds(b) - seconds(a) || a.moduleId.localeCompare(b.moduleId))) {
      const lightest = shards.reduce((min, s) => (s.seconds < min.seconds ? s : min));
      lightest.files.push(file);
      lightest.seconds += seconds(file);
    }
    return shards[index - 1].files;
  }

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
    // expect.poll's default is one second: under npm test's two lanes of browsers on two cores a
    // list that follows a search box, or a job's status after a reload, takes longer than that.
    expect: { poll: { timeout: 15_000 } },
  },
});
