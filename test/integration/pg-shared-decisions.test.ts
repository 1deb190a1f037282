/**
 * Decisions that depend on what other writes did, made by replicas sharing one PostgreSQL ledger
 * (and one Redis for the guard's counters): held copies of one claim sent at once to three
 * replicas are counted on one review item, as on one replica; a memory one replica revised moments
 * ago is in its cooldown on every replica. Replicas here are firewalls in this process, each with
 * its own pool, index and Redis connections, as separate processes would have.
 */
import { describe, expect, test } from 'vitest';
import { ManualClock } from '../../src/core/clock.js';
import type { Caller } from '../../src/revision/context.js';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { freshTarget, HAVE_POSTGRES } from '../helpers/postgres.js';
import { haveRedis, SHARED_REDIS_URL, testPrefix } from '../helpers/redis.js';
import { AGENT, CLAIM, replica, WRAPPERS } from '../helpers/replica-firewalls.js';

useIntegrationCleanup();
const up = HAVE_POSTGRES && (await haveRedis());

const USER: Caller = { principal: 'local-user', tenant: 'acme', trustCeiling: 0.9, tool: 'memory_write' };

/** `n` replicas on one fresh schema; the first creates it. */
async function replicas(n: number, clock: ManualClock) {
  const target = freshTarget({ poolMax: 4 });
  const prefix = testPrefix();
  const open = async () => (await replica(clock, SHARED_REDIS_URL, prefix, target)).engine;
  const first = await open();
  return [first, ...(await Promise.all(Array.from({ length: n - 1 }, open)))];
}

describe.runIf(up)('replicas sharing one PostgreSQL ledger', () => {
  test('six copies sent at once to three replicas: two stored, four held and counted on one review item', async () => {
    const engines = await replicas(3, new ManualClock(Date.UTC(2025, 0, 1)));
    // Models load at a server's start, before it serves: here at a first write, outside the race.
    for (const [i, e] of engines.entries()) await e.write({ ...USER, principal: `warm-${i}` }, { content: `The staff choir rehearses in room ${i + 201} on Thursday evenings.` });
    const results = await Promise.all(WRAPPERS.map((w, i) => engines[i % 3]!.write(AGENT, { content: `${w}${CLAIM}`, channel: 'agent' })));
    expect(results.filter((r) => r.status === "active"), JSON.stringify(results.map((r) => [r.status, r.reasons]))).toHaveLength(2);
    const held = results.filter((r) => r.status === 'quarantined');
    expect(held).toHaveLength(4);
    // One item: the first held copy was stored, each later one counted on it (copies 2, 3, 4).
    expect(new Set(held.map((r) => r.id)).size).toBe(1);
    expect(held.map((r) => r.countedOn?.copies ?? 1).sort()).toEqual([1, 2, 3, 4]);
    const ledger = engines[0]!.deps.ledger;
    expect(await ledger.burstOf(held[0]!.id)).toMatchObject({ copies: 4, principal: AGENT.principal });
    // Stored: the two accepted copies and the one item.
    expect(await ledger.usage('acme', AGENT.principal)).toEqual({ records: 3, held: 1 });
  });

  test('a memory revised on one replica is in its cooldown on the other: a further contradiction there is held', async () => {
    const clock = new ManualClock(Date.UTC(2025, 0, 1));
    const [a, b] = await replicas(2, clock);
    const first = await a!.write(USER, { content: 'The billing service listens on port 8001.' });
    clock.advance(30_000);
    const second = await b!.write(USER, { content: 'The billing service listens on port 8002.' });
    expect([first.status, second.status, second.relation, second.targets]).toEqual(['active', 'active', 'CONFLICT', [first.id]]);
    // Two seconds after B revised it, A would revise it again: the cooldown (10 s) holds the write.
    clock.advance(2_000);
    const third = await a!.write(USER, { content: 'The billing service listens on port 8003.' });
    expect(third.status).toBe('uncertain');
    expect(third.reasons.join(' ')).toMatch(new RegExp(`${second.id} was revised 2s ago \\(cooldown\\)`));
    // After the cooldown, either replica revises it.
    clock.advance(10_000);
    const fourth = await a!.write(USER, { content: 'The billing service listens on port 8004.' });
    expect([fourth.status, fourth.targets]).toEqual(['active', [second.id]]);
  });

  test("a session's recent writes on one replica are the relevance context of its next write on another", async () => {
    const clock = new ManualClock(Date.UTC(2025, 0, 1));
    const [a, b] = await replicas(2, clock);
    const session = { ...USER, session: 'trip-planning' };
    await a!.write(session, { content: 'The Lisbon trip starts with two nights in Alfama near the cathedral.' });
    clock.advance(1_000);
    const next = await b!.write(session, { content: 'For Lisbon, the Alfama guesthouse offers breakfast on the terrace.' });
    const relevance = (await b!.deps.ledger.tracesOf(next.id))[0]!.findings.find((f) => f.layer === 'relevance')!;
    // B never saw the first write; the ledger gave it the session's context (alone, it would have had none).
    expect(relevance.reasons.join(' ')).not.toMatch(/no context/);
    expect(relevance.severity).toBe('none');
    expect(await b!.deps.ledger.sessionContext('acme', 'trip-planning', 5)).toEqual([
      'The Lisbon trip starts with two nights in Alfama near the cathedral.',
      'For Lisbon, the Alfama guesthouse offers breakfast on the terrace.',
    ]);
    // A forgotten write is context no more, on any replica.
    const first = (await a!.deps.ledger.listByStatus('acme', ['active'], 10)).find((r) => r.content.startsWith('The Lisbon trip'))!;
    await a!.forget(USER, first.id, 'wrong trip');
    expect(await b!.deps.ledger.sessionContext('acme', 'trip-planning', 5)).toEqual(['For Lisbon, the Alfama guesthouse offers breakfast on the terrace.']);
  });
});
