/**
 * Counters that survive losing Redis: the counters contract over real Redis through the failover
 * wrapper, then a private redis-server killed and restarted under them — each replica falls back
 * to counting on its own at once (no call fails, none waits), says so, keeps the claims it saw,
 * and goes back to Redis when it answers.
 */
import { describe, expect, test } from 'vitest';
import { InMemoryCounters, type RecentEntry, type WindowLimit } from '../../src/guard/counters.js';
import { FailoverCounters, isUnreachable } from '../../src/store/failover-counters.js';
import { createRedisClient } from '../../src/store/redis/redis-client.js';
import { RedisCounters } from '../../src/store/redis/redis-counters.js';
import { countersContract } from '../guard/counters-contract.js';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { freePort } from '../helpers/processes.js';
import { haveRedis, haveRedisServer, privateRedis, testPrefix } from '../helpers/redis.js';
import { onCleanup } from '../helpers/resources.js';

useIntegrationCleanup();
const up = await haveRedis();
const canStart = haveRedisServer();

/** A replica's counters over `url`, as openCoordination builds them. */
function replica(url: string, prefix: string) {
  const client = createRedisClient(url, { commandTimeoutMs: 300 });
  const changes: string[] = [];
  const counters = new FailoverCounters({
    shared: new RedisCounters(client, { prefix }),
    connected: () => client.status === 'ready',
    probe: () => client.ping(),
    probeMs: 100,
    onChange: (s) => changes.push(s.mode),
  });
  onCleanup(() => {
    counters.stop();
    client.disconnect();
  });
  client.on('ready', () => counters.recover());
  return { client, counters, changes };
}

const ready = async (client: { status: string }) => {
  for (let i = 0; i < 200 && client.status !== 'ready'; i++) await new Promise((r) => setTimeout(r, 25));
  expect(client.status).toBe('ready');
};

const entry = (at: number, fingerprint: string): RecentEntry => ({ fingerprint, at, accepted: true, sketch: { terms: ['a', 'b'], clauses: [], names: [], numbers: [] } });
const win = (max: number): WindowLimit => ({ key: 'w', windowMs: 60_000, max });

describe.runIf(up)('failover counters over a live Redis', () => {
  countersContract('Redis with failover', async (opts = {}) => {
    const prefix = testPrefix();
    return Promise.all(
      Array.from({ length: opts.replicas ?? 1 }, async () => {
        const client = createRedisClient('redis://127.0.0.1:6379');
        onCleanup(() => client.disconnect());
        await ready(client);
        // The replica's own counters keep what the shared ones keep.
        return new FailoverCounters({ shared: new RedisCounters(client, { prefix, ...opts }), local: new InMemoryCounters(opts), connected: () => client.status === 'ready' });
      }),
    );
  });
});

describe('failover counters without Redis', () => {
  test('nothing listening: every call is answered from the replica alone, and the state says so', async () => {
    const { counters } = replica(`redis://127.0.0.1:${await freePort()}`, 'x:');
    expect((await counters.take([win(2)], 0)).counts).toEqual([1]);
    expect((await counters.take([win(2)], 1)).counts).toEqual([2]);
    expect((await counters.take([win(2)], 2)).admitted).toBe(false);
    await counters.remember('k', entry(3, 'c'));
    expect(await counters.exclusive('p', async () => (await counters.recent('k', 3, 1_000)).length)).toBe(1);
    expect(counters.state()).toMatchObject({ mode: 'degraded', reason: expect.stringMatching(/not connected/) });
  });

  test('tells a Redis that cannot be reached from one that answers wrongly', () => {
    expect(isUnreachable(new Error('connect ECONNREFUSED 127.0.0.1:1'))).toBe(true);
    expect(isUnreachable(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(true);
    expect(isUnreachable(new Error('Command timed out'))).toBe(true);
    expect(isUnreachable(new Error('ERR wrong number of arguments'))).toBe(false);
  });
});

describe.runIf(canStart)('failover counters when Redis goes away and comes back', () => {
  test('two replicas share counts, count alone while Redis is down, and share again after it restarts', async () => {
    const redis = await privateRedis();
    const [a, b] = [replica(redis.url, 'p:'), replica(redis.url, 'p:')];
    await Promise.all([ready(a.client), ready(b.client)]);
    // Shared: the window counts both replicas' events.
    await a.counters.take([win(100)], 1);
    expect((await b.counters.take([win(100)], 2)).counts).toEqual([2]);
    await a.counters.remember('k', entry(3, 'seen-by-a'));
    expect((await b.counters.recent('k', 3, 60_000)).map((e) => e.fingerprint)).toEqual(['seen-by-a']);

    await redis.kill();
    // No call fails or waits: each replica answers from what it saw itself.
    const started = Date.now();
    expect((await a.counters.take([win(100)], 4)).counts).toEqual([2]);
    expect((await b.counters.take([win(100)], 5)).counts).toEqual([2]);
    expect((await a.counters.recent('k', 5, 60_000)).map((e) => e.fingerprint)).toEqual(['seen-by-a']);
    expect((await b.counters.recent('k', 5, 60_000)).map((e) => e.fingerprint)).toEqual([]);
    await b.counters.remember('k', entry(6, 'seen-by-b-alone'));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect([a.counters.state().mode, b.counters.state().mode]).toEqual(['degraded', 'degraded']);

    // Redis back, empty (no persistence): both replicas rejoin on their own.
    await redis.start();
    await Promise.all([ready(a.client), ready(b.client)]);
    expect([a.counters.state().mode, b.counters.state().mode]).toEqual(['redis', 'redis']);
    expect(a.changes).toEqual(['degraded', 'redis']);
    // What each replica saw is still remembered by it: nothing a replica accepted is forgotten.
    expect((await a.counters.recent('k', 7, 60_000)).map((e) => e.fingerprint)).toEqual(['seen-by-a']);
    expect((await b.counters.recent('k', 7, 60_000)).map((e) => e.fingerprint)).toEqual(['seen-by-b-alone']);
    // And what one remembers now, the other reads again.
    await a.counters.remember('k', entry(8, 'after'));
    expect((await b.counters.recent('k', 8, 60_000)).map((e) => e.fingerprint)).toEqual(['seen-by-b-alone', 'after']);
  });

  test('a Redis that hangs with its connection open: one call waits out the timeout, the next ones none, and it is rejoined once it answers', async () => {
    const redis = await privateRedis();
    const a = replica(redis.url, 'hang:');
    await ready(a.client);
    await a.counters.remember('k', entry(1, 'before'));
    redis.pause();
    let started = Date.now();
    expect((await a.counters.recent('k', 2, 60_000)).map((e) => e.fingerprint)).toEqual(['before']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(a.counters.state()).toMatchObject({ mode: 'degraded', reason: expect.stringMatching(/timed out/) });
    started = Date.now();
    for (let i = 0; i < 5; i++) await a.counters.take([win(100)], 3 + i);
    await a.counters.exclusive('p', async () => a.counters.remember('k', entry(9, 'during')));
    expect(Date.now() - started).toBeLessThan(100);

    redis.resume();
    for (let i = 0; i < 100 && a.counters.state().mode !== 'redis'; i++) await new Promise((r) => setTimeout(r, 20));
    expect(a.changes).toEqual(['degraded', 'redis']);
    // Back on the shared counters: a second replica reads what this one remembers now.
    const b = replica(redis.url, 'hang:');
    await ready(b.client);
    await a.counters.remember('k', entry(10, 'after'));
    expect((await b.counters.recent('k', 10, 60_000)).map((e) => e.fingerprint)).toEqual(['before', 'after']);
  });
});
