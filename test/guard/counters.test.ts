import { describe, expect, test } from 'vitest';
import { InMemoryCounters, type RecentEntry } from '../../src/guard/counters.js';

const entry = (at: number, fingerprint = 'c1'): RecentEntry => ({
  fingerprint,
  at,
  accepted: true,
  sketch: { terms: ['capital', 'mozambique'], clauses: [], names: ['mozambique'], numbers: [] },
});

const win = (key: string, windowMs: number, max = 1_000) => ({ key, windowMs, max });

describe('InMemoryCounters.take', () => {
  test('counts the events inside the sliding window, including this one', async () => {
    const c = new InMemoryCounters();
    const take = async (now: number) => (await c.take([win('k', 15_000)], now)).counts[0];
    expect(await take(0)).toBe(1);
    expect(await take(10_000)).toBe(2);
    expect(await take(20_000)).toBe(2);
    expect(await take(40_000)).toBe(1);
  });

  test('keeps windows of different keys apart', async () => {
    const c = new InMemoryCounters();
    await c.take([win('a', 60_000)], 0);
    expect((await c.take([win('b', 60_000)], 1)).counts).toEqual([1]);
  });

  test('admits up to max events per window, then refuses with the time until the oldest leaves it', async () => {
    const c = new InMemoryCounters();
    for (let i = 0; i < 3; i++) expect((await c.take([win('k', 60_000, 3)], i * 1_000)).admitted).toBe(true);
    expect(await c.take([win('k', 60_000, 3)], 10_000)).toEqual({ admitted: false, counts: [3], full: 0, retryAfterMs: 50_000 });
    // Refused events use up nothing: once the oldest has left, the next one is admitted.
    expect((await c.take([win('k', 60_000, 3)], 59_999)).admitted).toBe(false);
    expect(await c.take([win('k', 60_000, 3)], 60_000)).toEqual({ admitted: true, counts: [3] });
  });

  test('admits into every window or none: a full one keeps the event out of the others', async () => {
    const c = new InMemoryCounters();
    await c.take([win('small', 60_000, 1)], 0);
    const t = await c.take([win('big', 60_000), win('small', 60_000, 1)], 1);
    expect(t).toMatchObject({ admitted: false, full: 1, counts: [0, 1] });
    expect((await c.take([win('big', 60_000)], 2)).counts).toEqual([1]);
  });

  test('concurrent takes never admit more than max', async () => {
    const c = new InMemoryCounters();
    const all = await Promise.all(Array.from({ length: 50 }, () => c.take([win('k', 60_000, 7)], 0)));
    expect(all.filter((t) => t.admitted)).toHaveLength(7);
  });
});

describe('InMemoryCounters.exclusive', () => {
  test('runs the calls of one scope one after another, in arrival order', async () => {
    const c = new InMemoryCounters();
    const log: string[] = [];
    const step = (name: string) => c.exclusive('p', async () => {
      log.push(`${name} in`);
      await new Promise((r) => setTimeout(r, 5));
      log.push(`${name} out`);
      return name;
    });
    expect(await Promise.all([step('a'), step('b'), step('c')])).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
  });

  test('lets other scopes run meanwhile, passes errors through, and forgets idle scopes', async () => {
    const c = new InMemoryCounters();
    let release!: () => void;
    const held = c.exclusive('p', () => new Promise<void>((r) => (release = r)));
    expect(await c.exclusive('q', async () => 'other scope')).toBe('other scope');
    await expect(c.exclusive('q', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    release();
    await held;
    expect(await c.exclusive('p', async () => 'after')).toBe('after');
    expect(c.sizes().scopes).toBe(0);
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
    for (let i = 0; i < 10; i++) await c.take([win(`h${i}`, 1_000)], i);
    expect(c.sizes()).toEqual({ hits: 2, baselines: 0, entries: 2, scopes: 0 });
    expect(c.held('a')).toBe(1);
    expect(c.held('b')).toBe(0);
  });
});
