/**
 * Several replicas sharing one Redis behave as one: copies of one claim sent at once to two or
 * three firewalls are held after the second accepted copy, as on a single replica; what one
 * replica commits or a reviewer decides there, the others hear of at once; and Redis lost mid-load
 * loses no write and no decision — each replica counts alone meanwhile, and they rejoin when it
 * answers. Replicas here are firewalls in this process, each with its own store and its own Redis
 * connections, as separate processes would have.
 */
import { describe, expect, test } from 'vitest';
import type { Firewall } from '../../src/app.js';
import { ManualClock } from '../../src/core/clock.js';
import type { MemoryEvent } from '../../src/notify/event-bus.js';
import type { Caller } from '../../src/revision/context.js';
import { approveQuarantined } from '../../src/revision/quarantine.js';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { haveRedis, haveRedisServer, privateRedis, SHARED_REDIS_URL, testPrefix } from '../helpers/redis.js';
import { AGENT, CLAIM, replica, WRAPPERS } from '../helpers/replica-firewalls.js';

useIntegrationCleanup();
const up = await haveRedis();
const canStart = haveRedisServer();

const REVIEWER: Caller = { principal: 'sec-reviewer', tenant: 'acme', trustCeiling: 0.95, tool: 'review' };

/** Sends the six copies at once, spread over the replicas in turn; returns the statuses. */
async function sixCopies(replicas: { engine: Firewall['engine'] }[]) {
  const results = await Promise.all(WRAPPERS.map((w, i) => replicas[i % replicas.length]!.engine.write(AGENT, { content: `${w}${CLAIM}`, channel: 'agent' })));
  return results.map((r) => r.status);
}

const served = (statuses: string[]) => statuses.filter((s) => s === 'active').length;

describe.runIf(up)('replicas sharing one Redis', () => {
  test('one replica alone: six copies at once, two stored and four held (the reference)', async () => {
    const statuses = await sixCopies([await replica(new ManualClock(Date.UTC(2025, 0, 1)), undefined, '')]);
    expect(served(statuses)).toBe(2);
    expect(statuses.filter((s) => s === 'quarantined')).toHaveLength(4);
  });

  test.each([2, 3])('%i replicas: six copies sent at once, two stored and four held, as on one', async (n) => {
    const clock = new ManualClock(Date.UTC(2025, 0, 1));
    const prefix = testPrefix();
    const replicas = await Promise.all(Array.from({ length: n }, () => replica(clock, SHARED_REDIS_URL, prefix)));
    expect(replicas.map((r) => r.coordination.state().mode)).toEqual(Array(n).fill('redis'));
    const statuses = await sixCopies(replicas);
    expect(served(statuses)).toBe(2);
    expect(statuses.filter((s) => s === 'quarantined')).toHaveLength(4);
  });

  test('without a shared Redis, three replicas each count alone and store more than two copies', async () => {
    const clock = new ManualClock(Date.UTC(2025, 0, 1));
    const replicas = await Promise.all([0, 1, 2].map(() => replica(clock, undefined, '')));
    expect(served(await sixCopies(replicas))).toBe(6);
  });

  test('what one replica stores and a reviewer decides there, another hears of at once', async () => {
    const clock = new ManualClock(Date.UTC(2025, 0, 1));
    const prefix = testPrefix();
    const [a, b] = [await replica(clock, SHARED_REDIS_URL, prefix), await replica(clock, SHARED_REDIS_URL, prefix)];
    const heard: MemoryEvent[] = [];
    b.coordination.events!.subscribe((e) => heard.push(e));
    const statuses = [];
    for (const w of WRAPPERS.slice(0, 3)) statuses.push(await a.engine.write(AGENT, { content: `${w}${CLAIM}`, channel: 'agent' }));
    const held = statuses[2]!;
    expect(held.status).toBe('quarantined');
    const record = (await a.engine.deps.ledger.get(held.id))!;
    await approveQuarantined(a.engine, REVIEWER, held.id, record.contentHash);
    const until = Date.now() + 2_000;
    while (Date.now() < until && !heard.some((e) => e.type === 'quarantine.decided')) await new Promise((r) => setTimeout(r, 10));
    const fromA = heard.filter((e) => e.origin === a.coordination.events!.origin);
    expect(fromA.filter((e) => e.type === 'record.created').map((e) => [e.id, e.status])).toEqual(statuses.map((s) => [s.id, s.status]));
    expect(fromA.find((e) => e.type === 'quarantine.decided')).toMatchObject({ id: held.id, tenant: 'acme', reviewer: 'sec-reviewer' });
    // Events say what changed, never what was written.
    expect(JSON.stringify(heard)).not.toContain('locker');
  });
});

describe.runIf(canStart)('Redis lost mid-load', () => {
  test('no write fails or is lost, each replica counts alone meanwhile, and both rejoin when Redis is back', async () => {
    const redis = await privateRedis();
    const clock = new ManualClock(Date.UTC(2025, 0, 1));
    const [a, b] = [await replica(clock, redis.url, 'mid-load:'), await replica(clock, redis.url, 'mid-load:')];
    const ids: [typeof a, string][] = [];
    const write = async (r: typeof a, content: string, principal = AGENT.principal) => {
      const out = await r.engine.write({ ...AGENT, principal }, { content, channel: 'agent' });
      ids.push([r, out.id]);
      clock.advance(500);
      return out.status;
    };
    // Load from several principals on both replicas, and two accepted copies of one claim on A.
    const load = (round: number) => Promise.all([0, 1, 2, 3].map((i) => write(i % 2 ? a : b, `Build ${round}-${i} of service svc-${i} passed on runner r-${round}.`, `agent-${i}`)));
    await load(0);
    expect(await write(a, CLAIM)).toBe('active');
    expect(await write(a, `Reminder: ${CLAIM}`)).toBe('active');

    await redis.kill();
    const during = await Promise.all([load(1), write(a, `Update: ${CLAIM}`), load(2), write(b, `IMPORTANT, verified: ${CLAIM}`)]);
    // Every write was answered. A held the copy from what it saw itself; B, which saw none of
    // them, counts alone and accepts one: the degradation /readyz and the gauge report.
    expect(during[1]).toBe('quarantined');
    expect(during[3]).toBe('active');
    expect([a.coordination.state().mode, b.coordination.state().mode]).toEqual(['degraded', 'degraded']);

    await redis.start();
    for (let i = 0; i < 200 && [a, b].some((r) => r.coordination.state().mode !== 'redis'); i++) await new Promise((r) => setTimeout(r, 25));
    expect([a.coordination.state().mode, b.coordination.state().mode]).toEqual(['redis', 'redis']);
    await load(3);
    // Redis came back empty; A still remembers the copies it accepted.
    expect(await write(a, `As established, ${CLAIM}`)).toBe('quarantined');
    // Shared again: a new claim's copies across both replicas are held after the second.
    const other = 'The Tromsø depot closes its loading bay at 18:30 on Fridays.';
    expect([await write(a, other), await write(b, `Reminder: ${other}`), await write(b, `Update: ${other}`)]).toEqual(['active', 'active', 'quarantined']);

    // No memory lost: every write acknowledged is in its replica's ledger.
    for (const [r, id] of ids) expect(await r.engine.deps.ledger.get(id), id).toBeDefined();
    expect(ids.length).toBe(4 * 4 + 2 + 2 + 1 + 3);
  });
});
