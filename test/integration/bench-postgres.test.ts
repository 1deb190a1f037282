/**
 * `bench core --backend postgres` of the real CLI at a tiny size and sample: the embedded store
 * and PostgreSQL both run the workload in the same run, the comparison line carries both sets of
 * figures and their ratios, and the throw-away schema is dropped afterwards.
 */
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { HAVE_POSTGRES, TEST_DATABASE_URL } from '../helpers/postgres.js';
import { runCli } from '../helpers/processes.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

type Latency = { n: number; p50: number; p99: number };
type Line = Record<string, unknown>;
const N = 100;
const SAMPLE = 20;

describe.skipIf(!HAVE_POSTGRES)('bench core --backend postgres', () => {
  let run: Awaited<ReturnType<typeof runCli>>;
  let arm: (name: string) => Line | undefined;
  beforeAll(async () => {
    run = await runCli(['bench', 'core', '--json', '--sizes', String(N), '--samples', String(SAMPLE), '--backend', 'postgres', '--data-dir', makeTempDir()], {
      timeoutMs: 240_000,
      env: { HINDSIGHT_DATABASE_URL: TEST_DATABASE_URL },
    });
    const lines = run.code === 0 ? run.stdout.trim().split('\n').map((l) => JSON.parse(l) as Line) : [];
    arm = (name) => lines.find((l) => l.arm === name && l.n === N);
  }, 270_000);

  it('runs the same workload on both backends and prints each one p50/p99 with the ratio postgres/embedded', () => {
    expect(run.code, run.stderr).toBe(0);
    for (const name of ['hindsight', 'hindsight-postgres']) {
      const line = arm(name) as { write_ms: Latency; search_ms: Latency; fill_count: number; recall_at_10: number; error?: string } | undefined;
      expect(line, name).toBeDefined();
      expect(line!.error, name).toBeUndefined();
      expect(line!.fill_count, name).toBe(N);
      expect(line!.write_ms.n, name).toBe(SAMPLE);
      expect(line!.write_ms.p50, name).toBeGreaterThan(0);
      expect(line!.write_ms.p99, name).toBeGreaterThanOrEqual(line!.write_ms.p50);
      expect(line!.search_ms.p99, name).toBeGreaterThanOrEqual(line!.search_ms.p50);
      expect(line!.recall_at_10, name).toBeGreaterThan(0.9);
    }
    expect((arm('hindsight-postgres-guarded') as { write_ms: Latency }).write_ms.n).toBe(SAMPLE);

    const vs = arm('postgres-vs-embedded') as {
      embedded: { write_ms: Latency; search_ms: Latency };
      postgres: { write_ms: Latency; search_ms: Latency };
      ratio_postgres_to_embedded: Record<string, number>;
    };
    const ours = arm('hindsight') as { write_ms: Latency; search_ms: Latency };
    const theirs = arm('hindsight-postgres') as { write_ms: Latency; search_ms: Latency };
    expect(vs.embedded.write_ms).toEqual({ p50: ours.write_ms.p50, p99: ours.write_ms.p99 });
    expect(vs.postgres.search_ms).toEqual({ p50: theirs.search_ms.p50, p99: theirs.search_ms.p99 });
    const ratio = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;
    expect(vs.ratio_postgres_to_embedded).toMatchObject({
      write_p50: ratio(theirs.write_ms.p50, ours.write_ms.p50),
      write_p99: ratio(theirs.write_ms.p99, ours.write_ms.p99),
      search_p50: ratio(theirs.search_ms.p50, ours.search_ms.p50),
      search_p99: ratio(theirs.search_ms.p99, ours.search_ms.p99),
      guarded_write_p50: expect.any(Number),
      guarded_write_p99: expect.any(Number),
    });
  });

  it('drops its throw-away schema', async () => {
    expect(run.code, run.stderr).toBe(0);
    const schema = String(arm('hindsight-postgres')!.schema).replace(/ \(dropped\)$/, '');
    expect(schema).toMatch(/^hindsight_bench_100_[0-9a-f]{8}$/);
    const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await c.connect();
    try {
      expect((await c.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [schema])).rowCount).toBe(0);
    } finally {
      await c.end();
    }
  });

  it('refuses --backend postgres without a database URL, before running anything', async () => {
    const r = await runCli(['bench', 'core', '--sizes', '10', '--backend', 'postgres']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--backend postgres: give --database-url/);
  });
});
