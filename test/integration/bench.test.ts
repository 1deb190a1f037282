/** `bench core` of the real CLI at a tiny size: every arm reports, stdout is JSON lines only. */
import { describe, expect, it } from 'vitest';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { runCli } from '../helpers/processes.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

describe('bench core', () => {
  it('prints one JSON object per line for our store, both baselines and a summary with ratios', async () => {
    const r = await runCli(['bench', 'core', '--json', '--sizes', '200', '--data-dir', makeTempDir()], { timeoutMs: 120_000 });
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const arm = (name: string) => lines.find((l) => l.arm === name && l.n === 200);
    expect(arm('hindsight')).toMatchObject({ bench: 'core', recall_at_10: expect.any(Number), write_ms: { p50: expect.any(Number) } });
    expect(arm('sqlite-insert')).toMatchObject({ write_ms: { p50: expect.any(Number) } });
    expect(arm('server-memory')).toMatchObject({ skipped: false, write_errors: 0 });
    expect(arm('summary')).toMatchObject({ write_p50_vs_sqlite: expect.any(Number), recall_at_10: expect.any(Number) });
  }, 150_000);
});
