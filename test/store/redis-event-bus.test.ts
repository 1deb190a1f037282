/**
 * The event bus: in process, and over Redis pub/sub between two replicas sharing one Redis and
 * prefix — each event reaches every replica once, with its origin, and nothing else does.
 */
import { describe, expect, test } from 'vitest';
import { InProcessEventBus, type MemoryEvent } from '../../src/notify/event-bus.js';
import { createRedisClient } from '../../src/store/redis/redis-client.js';
import { RedisEventBus } from '../../src/store/redis/redis-event-bus.js';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { haveRedis, SHARED_REDIS_URL, testClient, testPrefix } from '../helpers/redis.js';
import { onCleanup } from '../helpers/resources.js';

useIntegrationCleanup();
const up = await haveRedis();

const created = { type: 'record.created', tenant: 't', id: '01J0', status: 'quarantined', principal: 'agent-1', at: 5 } as const;

/** A replica's bus on `channel`, subscribed. */
async function bus(channel: string, onError?: (err: unknown, what: string) => void) {
  const [pub, sub] = [createRedisClient(SHARED_REDIS_URL), createRedisClient(SHARED_REDIS_URL, { queueWhileOffline: true, commandTimeoutMs: 0 })];
  const b = new RedisEventBus(pub, sub, channel, { onError });
  onCleanup(async () => {
    await b.close();
    pub.disconnect();
    sub.disconnect();
  });
  await b.ready();
  return b;
}

/** Resolves with the first `n` events `b` delivers. */
function collect(b: { subscribe(h: (e: MemoryEvent) => void): () => void }, n: number): Promise<MemoryEvent[]> {
  const got: MemoryEvent[] = [];
  return new Promise((resolve) => b.subscribe((e) => got.push(e) === n && resolve(got)));
}

describe('in-process event bus', () => {
  test('delivers each event to every subscriber with its origin, and survives a subscriber that throws', async () => {
    const errors: unknown[] = [];
    const b = new InProcessEventBus((err) => errors.push(err));
    const seen: MemoryEvent[] = [];
    b.subscribe(() => {
      throw new Error('a broken follower');
    });
    const off = b.subscribe((e) => seen.push(e));
    await b.publish(created);
    off();
    await b.publish(created);
    expect(seen).toEqual([{ ...created, origin: b.origin }]);
    expect(errors).toHaveLength(2);
  });
});

describe.runIf(up)('Redis event bus', () => {
  test('a second replica receives the record, status and review events of the first, once each', async () => {
    const channel = `${testPrefix()}events`;
    const [a, b] = [await bus(channel), await bus(channel)];
    const atA = collect(a, 3);
    const atB = collect(b, 3);
    await a.publish(created);
    await a.publish({ type: 'record.status', tenant: 't', id: '01J1', status: 'superseded', at: 6 });
    await a.publish({ type: 'quarantine.decided', tenant: 't', id: '01J0', status: 'active', reviewer: 'rev-1', at: 7 });
    const [local, remote] = await Promise.all([atA, atB]);
    expect(remote).toEqual(local);
    expect(remote.map((e) => e.type)).toEqual(['record.created', 'record.status', 'quarantine.decided']);
    expect(remote.every((e) => e.origin === a.origin)).toBe(true);
    // A's own messages came back over Redis too, and were not delivered twice.
    await new Promise((r) => setTimeout(r, 50));
    expect(local).toHaveLength(3);
  });

  test('replicas under another prefix hear nothing', async () => {
    const [a, other] = [await bus(`${testPrefix()}events`), await bus(`${testPrefix()}events`)];
    const heard: MemoryEvent[] = [];
    other.subscribe((e) => heard.push(e));
    const atA = collect(a, 1);
    await a.publish(created);
    await atA;
    await new Promise((r) => setTimeout(r, 50));
    expect(heard).toEqual([]);
  });

  test('a message that is not an event is dropped and reported, and the next event still arrives', async () => {
    const channel = `${testPrefix()}events`;
    const errors: string[] = [];
    const b = await bus(channel, (_err, what) => errors.push(what));
    const next = collect(b, 1);
    const raw = testClient();
    await raw.publish(channel, JSON.stringify({ type: 'record.created', tenant: 't', id: 'x', status: 'no-such-status', principal: 'p', at: 1, origin: 'o' }));
    await raw.publish(channel, 'not json');
    await raw.publish(channel, JSON.stringify({ ...created, origin: 'another-replica' }));
    expect(await next).toEqual([{ ...created, origin: 'another-replica' }]);
    expect(errors).toEqual(['message', 'message']);
  });
});
