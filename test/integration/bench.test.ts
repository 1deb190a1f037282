/** `bench core` of the real CLI at a tiny size: every arm reports, stdout is JSON lines only. */
import { beforeAll, describe, expect, it } from 'vitest';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { runCli } from '../helpers/processes.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

type Latency = { n: number; p50: number; p99: number };

describe('bench core', () => {
  // One run serves every test below: the bench takes a few seconds even at this size.
  let run: { code: number | null; stderr: string; stdout: string; arm: (name: string) => Record<string, unknown> | undefined };
  beforeAll(async () => {
    const r = await runCli(['bench', 'core', '--json', '--sizes', '200', '--data-dir', makeTempDir()], { timeoutMs: 120_000 });
    const lines = r.code === 0 ? r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>) : [];
    run = { ...r, arm: (name) => lines.find((l) => l.arm === name && l.n === 200) };
  }, 150_000);

  it('prints one JSON object per line for our store, both baselines and a summary with ratios', () => {
    const { arm } = run;
    expect(run.code, run.stderr).toBe(0);
    expect(arm('hindsight')).toMatchObject({ bench: 'core', recall_at_10: expect.any(Number), write_ms: { p50: expect.any(Number) } });
    expect(arm('sqlite-insert')).toMatchObject({ write_ms: { p50: expect.any(Number) } });
    expect(arm('server-memory')).toMatchObject({ skipped: false, write_errors: 0 });
    expect(arm('summary')).toMatchObject({ write_p50_vs_sqlite: expect.any(Number), recall_at_10: expect.any(Number) });
  });

  it('reports the guarded write next to the revision-only write, with the guard verdicts and the ratio', () => {
    expect(run.code, run.stderr).toBe(0);
    const guarded = run.arm('hindsight-guarded') as
      | { write_sample: number; write_ms: Latency; guard_run_ms: Latency; passed_write_ms: Latency; verdicts: Record<string, number>; held: number; fill_note: string }
      | undefined;
    expect(guarded, run.stdout).toBeDefined();
    const { write_sample, write_ms, guard_run_ms, passed_write_ms, verdicts, held, fill_note } = guarded!;
    expect(write_ms.n).toBe(write_sample);
    expect(write_ms.p50).toBeGreaterThan(0);
    expect(write_ms.p99).toBeGreaterThanOrEqual(write_ms.p50);
    expect(guard_run_ms.p50).toBeGreaterThan(0);
    // Every timed write has a verdict, and at the bench's pace the guard lets (nearly) all of them
    // through: what is timed is the full write path, not the cheaper path of a held write.
    expect(Object.values(verdicts).reduce((a, b) => a + b, 0)).toBe(write_sample);
    expect(held).toBeLessThan(write_sample / 10);
    expect(passed_write_ms.n).toBe(write_sample - held);
    expect(fill_note).toMatch(/bypass the guard/);
    expect(run.arm('summary')).toMatchObject({
      guarded_write_p50_vs_revision: expect.any(Number),
      guarded_write_p99_vs_revision: expect.any(Number),
    });
    const summary = run.arm('summary') as { guarded_write_p50_vs_revision: number; guarded_write_p99_vs_revision: number };
    expect(summary.guarded_write_p50_vs_revision).toBeGreaterThan(0);
    expect(summary.guarded_write_p99_vs_revision).toBeGreaterThan(0);
  });
});
