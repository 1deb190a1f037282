import { defineConfig } from 'vitest/config';

/** Tests that time the server's answers: they run alone, after the rest, on a host with few cores. */
const TIMED = ['test/security/redos-http.test.ts'];

/**
 * Unit tests of pure code (no servers, databases, ports, environment or global state): they share
 * their workers' module graph instead of importing it afresh per file. Each of these files loads
 * the language models and the lexicons again when isolated — about three quarters of their CPU time
 * on a 2-core host. Every file in these folders must leave no global state behind (no `vi.mock`, fake
 * timers, `process.env` writes or started tracing left in place).
 */
const SHARED_MODULES = ['test/analysis/**/*.test.ts', 'test/core/**/*.test.ts', 'test/guard/**/*.test.ts', 'test/revision/**/*.test.ts', 'test/embed/**/*.test.ts', 'test/audit/**/*.test.ts', 'test/docs/**/*.test.ts', 'test/config/**/*.test.ts', 'test/proxy/**/*.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'threads',
    // vitest's default is one worker fewer than the cores: on CI's 2 cores that runs one file at a
    // time. Most files wait on child processes, sockets and services, so two at once halve the wall time.
    maxWorkers: 2,
    reporters: ['default', './test/summary-reporter.ts'],
    projects: [
      // These tests wait on the servers they start: each start loads the models (a few seconds of CPU),
      // and on two cores kept busy by other work two proxy tests took over 30 s once. Time is not what they check.
      { extends: true, test: { name: 'suite', include: ['test/**/*.test.ts'], exclude: [...TIMED, ...SHARED_MODULES], testTimeout: 90_000, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'unit', include: SHARED_MODULES, isolate: false, sequence: { groupOrder: 0 } } },
      // A write screened on the event loop holds every probe on every try; a pause of the host (its
      // scheduler on 2 busy cores, a GC) does not recur on the next. CI once saw one /healthz probe at
      // 266 ms where this host's runs see under 100: one more try tells the two apart.
      { extends: true, test: { name: 'timed', include: TIMED, fileParallelism: false, retry: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
