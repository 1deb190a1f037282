/** The layer deadline's clock: a thread's own CPU time, read from /proc (Linux). */
import { existsSync, readlinkSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { threadCpuMs } from '../../src/guard/layer-pool.js';

const linux = existsSync('/proc/thread-self');

describe.runIf(linux)('threadCpuMs', () => {
  const tid = () => Number(readlinkSync('/proc/thread-self').split('/').pop());

  it('counts the time a thread runs, not the time it waits', async () => {
    const before = threadCpuMs(tid())!;
    await new Promise((r) => setTimeout(r, 300));
    const waited = threadCpuMs(tid())! - before;
    const start = performance.now();
    while (performance.now() - start < 300);
    const ran = threadCpuMs(tid())! - before - waited;
    expect(waited).toBeLessThan(150);
    // Under load the spin gets less than the clock's 300 ms, but not nothing.
    expect(ran).toBeGreaterThan(waited);
    expect(ran).toBeGreaterThanOrEqual(30);
  });

  it('says nothing for a thread it cannot read', () => {
    expect(threadCpuMs(undefined)).toBeUndefined();
    expect(threadCpuMs(2 ** 30)).toBeUndefined();
  });
});
