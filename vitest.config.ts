import { defineConfig } from 'vitest/config';

/** Tests that time the server's answers: they run alone, after the rest, on a host with few cores. */
const TIMED = ['test/security/redos-http.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'threads',
    // Two files at a time: on a 2-core host the default is one (cores − 1), and most integration
    // files spend their time waiting on the processes and servers they start. (A stdio proxy's first
    // write failed as a layer error beside another heavy file: its guard thread, niced while it
    // loaded its models and timed by the clock, was kept off the cores; see guard/layer-pool.ts.)
    maxWorkers: 2,
    reporters: ['default', './test/summary-reporter.ts'],
    projects: [
      { extends: true, test: { name: 'suite', include: ['test/**/*.test.ts'], exclude: TIMED, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'timed', include: TIMED, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
