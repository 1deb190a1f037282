import { describe, expect, test } from 'vitest';
import { InMemoryCounters, type RecentEntry } from '../../src/guard/counters.js';
import { countersContract } from './counters-contract.js';

// In one process every "replica" is the same counters.
countersContract('in-process', async (opts = {}) => {
  const c = new InMemoryCounters(opts);
  return Array.from({ length: opts.replicas ?? 1 }, () => c);
});

const entry = (at: number, fingerprint = 'c1'): RecentEntry => ({
  fingerprint,
  at,
  accepted: true,
  sketch: { terms: ['capital', 'mozambique'], clauses: [], names: ['mozambique'], numbers: [] },
});

const win = (key: string, windowMs: number, max = 1_000) => ({ key, windowMs, max });

describe('InMemoryCounters bounds', () => {
  test('forgets idle exclusive scopes', async () => {
    const c = new InMemoryCounters();
    await Promise.all([c.exclusive('p', async () => 1), c.exclusive('q', async () => 2)]);
    expect(c.sizes().scopes).toBe(0);
  });

  test('prunes entries older than the retention and caps entries per key', async () => {
    const c = new InMemoryCounters({ retentionMs: 10_000, maxEntriesPerKey: 3 });
    await c.remember('k', entry(0));
    await c.remember('k', entry(20_000));
    expect(c.held('k')).toBe(1);
    for (let i = 1; i <= 5; i++) await c.remember('k', entry(20_000 + i));
    expect(c.held('k')).toBe(3);
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
