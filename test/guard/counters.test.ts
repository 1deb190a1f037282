import { describe, expect, test } from 'vitest';
import { InMemoryCounters, type RecentEntry } from '../../src/guard/counters.js';

const entry = (at: number, fingerprint = 'c1'): RecentEntry => ({
  fingerprint,
  at,
  accepted: true,
  sketch: { terms: ['capital', 'mozambique'], clauses: [], names: ['mozambique'], numbers: [] },
});

describe('InMemoryCounters.hit', () => {
  test('counts the events inside the sliding window, including this one', async () => {
    const c = new InMemoryCounters();
    expect(await c.hit('k', 0, 15_000)).toBe(1);
    expect(await c.hit('k', 10_000, 15_000)).toBe(2);
    expect(await c.hit('k', 20_000, 15_000)).toBe(2);
    expect(await c.hit('k', 40_000, 15_000)).toBe(1);
  });

  test('keeps windows of different keys apart', async () => {
    const c = new InMemoryCounters();
    await c.hit('a', 0, 60_000);
    expect(await c.hit('b', 1, 60_000)).toBe(1);
  });

  test('saturates at maxEventsPerKey instead of growing without bound', async () => {
    const c = new InMemoryCounters({ maxEventsPerKey: 5 });
    let n = 0;
    for (let i = 0; i < 20; i++) n = await c.hit('k', i, 60_000);
    expect(n).toBe(5);
  });
});

describe('InMemoryCounters.ewma', () => {
  test('returns the baseline before the new value is folded in', async () => {
    const c = new InMemoryCounters();
    expect(await c.ewma('k', 4, 0, 1_000)).toEqual({ mean: 0, samples: 0 });
    expect(await c.ewma('k', 100, 1, 1_000)).toEqual({ mean: 4, samples: 1 });
  });

  test('weighs a value by the time since the previous one, halving weights every half-life', async () => {
    const c = new InMemoryCounters();
    await c.ewma('k', 10, 0, 1_000);
    await c.ewma('k', 20, 1_000, 1_000);
    const base = await c.ewma('k', 0, 1_000, 1_000);
    // 10 (weighed by the first gap, 0.5, then halved) and 20 (0.5): (2.5 + 10) / 0.75
    expect(base.mean).toBeCloseTo(16.667, 2);
    expect(base.samples).toBe(2);
  });

  test('a young baseline is the average of what it saw, not its first value', async () => {
    const c = new InMemoryCounters();
    // A principal ramping up to 15 writes a minute, one write every 4 s: window counts 1..15, then 15.
    let base = { mean: 0, samples: 0 };
    for (let i = 0; i < 40; i++) base = await c.ewma('k', Math.min(15, i + 1), i * 4_000, 3_600_000);
    expect(base.mean).toBeGreaterThan(10);
  });

  test('quick values barely move a baseline built from slow ones', async () => {
    const c = new InMemoryCounters();
    for (let i = 0; i < 6; i++) await c.ewma('k', 1, i * 120_000, 3_600_000);
    let base = { mean: 0, samples: 0 };
    for (let i = 0; i < 8; i++) base = await c.ewma('k', i + 2, 720_000 + i * 2_000, 3_600_000);
    expect(base.mean).toBeLessThan(1.5);
  });
});

describe('InMemoryCounters.recent', () => {
  test('returns only the entries inside the window, oldest first', async () => {
    const c = new InMemoryCounters();
    for (const at of [0, 30_000, 50_000, 70_000]) await c.remember('k', entry(at));
    expect((await c.recent('k', 80_000, 60_000)).map((e) => e.at)).toEqual([30_000, 50_000, 70_000]);
  });

  test('returns copies, so a caller cannot change what is remembered', async () => {
    const c = new InMemoryCounters();
    await c.remember('k', entry(0));
    (await c.recent('k', 0, 1_000))[0].accepted = false;
    expect((await c.recent('k', 0, 1_000))[0].accepted).toBe(true);
  });

  test('prunes entries older than the retention and caps entries per key', async () => {
    const c = new InMemoryCounters({ retentionMs: 10_000, maxEntriesPerKey: 3 });
    await c.remember('k', entry(0));
    await c.remember('k', entry(20_000));
    expect(c.held('k')).toBe(1);
    for (let i = 1; i <= 5; i++) await c.remember('k', entry(20_000 + i));
    expect(c.held('k')).toBe(3);
    expect((await c.recent('k', 20_005, 60_000)).map((e) => e.at)).toEqual([20_003, 20_004, 20_005]);
  });

  test('forgets the least recently used keys past maxKeys', async () => {
    const c = new InMemoryCounters({ maxKeys: 2 });
    await c.remember('a', entry(0));
    await c.remember('b', entry(0));
    await c.recent('a', 0, 1_000); // touch a: b is now the oldest
    await c.remember('c', entry(0));
    for (let i = 0; i < 10; i++) await c.hit(`h${i}`, i, 1_000);
    expect(c.sizes()).toEqual({ hits: 2, baselines: 0, entries: 2 });
    expect(c.held('a')).toBe(1);
    expect(c.held('b')).toBe(0);
  });
});
