import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Tests that time the server's answers: they run alone, after the rest, on a host with few cores. */
const TIMED = ['test/security/redos-http.test.ts'];

/**
 * Test files run at once. Vitest's default is one less than the cores: a single file at a time on
 * the 2-core CI host, where most of the suite's CPU goes to the server and CLI processes the
 * integration tests start (their test thread waits meanwhile), so one core idled. At least two.
 */
const WORKERS = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'threads',
    maxWorkers: WORKERS,
    reporters: ['default', './test/summary-reporter.ts'],
    projects: [
      { extends: true, test: { name: 'suite', include: ['test/**/*.test.ts'], exclude: TIMED, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'timed', include: TIMED, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
