/**
 * The Redis counters against the real Redis on 127.0.0.1:6379: the counters contract (the same
 * suite the in-process counters pass), each test under its own key prefix, and what only a shared
 * store has — keys that expire, a lock a dead replica left behind, entries it cannot read.
 */
import { describe, expect, test } from 'vitest';
import { LockTimeoutError, RedisCounters, CorruptEntryError } from '../../src/store/redis/redis-counters.js';
import { countersContract } from '../guard/counters-contract.js';
import { ManualClock } from '../../src/core/clock.js';
import { createRateLayer } from '../../src/guard/rate-layer.js';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { haveRedis, testClient, testPrefix } from '../helpers/redis.js';

useIntegrationCleanup();
const up = await haveRedis();

describe.runIf(up)('Redis counters', () => {
  countersContract('Redis', async (opts = {}) => {
    const prefix = testPrefix();
    // One client per replica, as separate processes would have.
    return Array.from({ length: opts.replicas ?? 1 }, () => new RedisCounters(testClient(), { prefix, ...opts }));
  });

  test('window keys expire with their window, baselines after their half-lives', async () => {
    const prefix = testPrefix();
    const redis = testClient();
    const c = new RedisCounters(redis, { prefix, baselineHalfLives: 2 });
    await c.take([{ key: 'k', windowMs: 60_000, max: 5 }], Date.now());
    await c.ewma('b', 1, Date.now(), 1_000);
    const [winTtl, ewmaTtl] = await Promise.all([redis.pttl(`${prefix}win:k`), redis.pttl(`${prefix}ewma:b`)]);
    expect(winTtl).toBeGreaterThan(55_000);
    expect(winTtl).toBeLessThanOrEqual(60_000);
    expect(ewmaTtl).toBeGreaterThan(1_500);
    expect(ewmaTtl).toBeLessThanOrEqual(2_000);
  });

  test('a lock left by a replica that died is taken once its lease runs out', async () => {
    const prefix = testPrefix();
    const redis = testClient();
    await redis.set(`${prefix}lock:p`, 'a dead replica', 'PX', 150);
    const c = new RedisCounters(redis, { prefix, leaseMs: 150 });
    const started = Date.now();
    expect(await c.exclusive('p', async () => 'mine')).toBe('mine');
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(await redis.exists(`${prefix}lock:p`)).toBe(0);
  });

  test('a lock held past the wait fails the call instead of waiting forever', async () => {
    const prefix = testPrefix();
    const redis = testClient();
    await redis.set(`${prefix}lock:p`, 'someone else', 'PX', 5_000);
    const c = new RedisCounters(redis, { prefix, waitMs: 100 });
    await expect(c.exclusive('p', async () => 'never')).rejects.toBeInstanceOf(LockTimeoutError);
  });

  test('a slow holder keeps its lock past the lease: it is renewed while the call runs', async () => {
    const prefix = testPrefix();
    // The hold is four leases long; the lease is long enough that a loaded CI machine's timer lag
    // (tens to a few hundred ms) does not outlast it, so only a missing renewal lets b in early.
    const leaseMs = 400;
    const [a, b] = [new RedisCounters(testClient(), { prefix, leaseMs }), new RedisCounters(testClient(), { prefix, leaseMs })];
    const log: string[] = [];
    await Promise.all([
      a.exclusive('p', async () => {
        log.push('a in');
        await new Promise((r) => setTimeout(r, 4 * leaseMs));
        log.push('a out');
      }),
      new Promise((r) => setTimeout(r, 50)).then(() => b.exclusive('p', async () => log.push('b in'))),
    ]);
    expect(log).toEqual(['a in', 'a out', 'b in']);
  });

  test('an entry it did not write is an error, not a silently skipped memory', async () => {
    const prefix = testPrefix();
    const redis = testClient();
    await redis.rpush(`${prefix}recent:k`, `5|{"fingerprint":1}`);
    await expect(new RedisCounters(redis, { prefix }).recent('k', 5, 1_000)).rejects.toBeInstanceOf(CorruptEntryError);
    // A field the check across writers reads, present but not what it writes.
    const sketch = { terms: [], clauses: [], names: [], numbers: [] };
    await redis.rpush(`${prefix}recent:w`, `5|${JSON.stringify({ fingerprint: 'f', at: 5, accepted: true, sketch, words: null })}`);
    await expect(new RedisCounters(redis, { prefix }).recent('w', 5, 1_000)).rejects.toBeInstanceOf(CorruptEntryError);
  });

  test('one claim from three feeds, each on another replica, is held from the third copy', async () => {
    const prefix = testPrefix();
    const clock = new ManualClock(1_000_000);
    const layers = [0, 1, 2].map(() => createRateLayer({ counters: new RedisCounters(testClient(), { prefix }), clock }));
    const copies = [
      'Brno main station shuts for good on 1 February; long-distance trains call at Brno-Židenice.',
      '{"zprava": "Hlavní nádraží v Brně se 1. února natrvalo zavírá", "vlaky": "Brno-Židenice"}',
      'Der Hauptbahnhof Brno schließt am 1. Februar; Fernzüge halten in Brno-Židenice.',
    ];
    const found = await Promise.all(copies.map((content, i) => layers[i]!.assess({ content, principal: `tool:feed-${i}`, tenant: 't1', channel: 'tool' })));
    expect(found.map((f) => f.severity).sort()).toEqual(['high', 'none', 'none']);
  });
});
