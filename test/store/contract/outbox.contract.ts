/**
 * The outbox and session ports' contract: proxy mode's queued and parked writes survive in order
 * and are removed once delivered; a session keeps its declared task until a new one is given, and
 * its newest noted records as context.
 */
import { describe, expect, test } from 'vitest';
import { AT, newRecord } from '../store-fixture.js';
import type { LedgerKind } from './ledger-kinds.js';

/** Runs the outbox and session contract against `kind`. */
export function outboxContract(kind: LedgerKind): void {
  describe('outbox', () => {
    test('queued writes are listed per upstream, oldest first, until done; failures are counted with their error', async () => {
      const l = await kind.open();
      const a = await l.outboxPush('up-a', 'create_entities', { entities: [{ name: 'x' }] }, AT);
      const b = await l.outboxPush('up-a', 'add_observations', { n: 2 }, AT + 1);
      await l.outboxPush('up-b', 'create_entities', {}, AT + 2);
      expect(b).toBeGreaterThan(a);
      expect((await l.outboxList('up-a', 10)).map((e) => [e.seq, e.tool, e.args, e.attempts])).toEqual([
        [a, 'create_entities', { entities: [{ name: 'x' }] }, 0],
        [b, 'add_observations', { n: 2 }, 0],
      ]);
      await l.outboxFailed(a, 'connection refused '.repeat(100));
      const [first] = await l.outboxList('up-a', 1);
      expect(first).toMatchObject({ seq: a, attempts: 1, createdAt: AT });
      expect(first.lastError!.length).toBe(500);
      await l.outboxDone(a);
      expect((await l.outboxList('up-a', 10)).map((e) => e.seq)).toEqual([b]);
    });

    test('a parked call is kept once per record, listed per upstream in arrival order, and dropped when done', async () => {
      const l = await kind.open();
      await l.parkPush('rec-2', 'up-a', 'create_entities', { v: 1 }, AT + 5);
      await l.parkPush('rec-1', 'up-a', 'create_entities', { v: 2 }, AT);
      await l.parkPush('rec-3', 'up-b', 'create_entities', {}, AT);
      // Parking the same record again replaces its call.
      await l.parkPush('rec-2', 'up-a', 'add_observations', { v: 3 }, AT + 6);
      expect(await l.parkList('up-a', 10)).toEqual([
        { recordId: 'rec-1', tool: 'create_entities', args: { v: 2 } },
        { recordId: 'rec-2', tool: 'add_observations', args: { v: 3 } },
      ]);
      await l.parkDone('rec-1');
      expect((await l.parkList('up-a', 10)).map((p) => p.recordId)).toEqual(['rec-2']);
    });
  });

  describe('sessions', () => {
    test('a session keeps its task until another is declared; a call without one leaves it', async () => {
      const l = await kind.open();
      expect(await l.sessionTask('acme', 's1')).toBeUndefined();
      await l.upsertSession('acme', 's1', 'alice', 'plan the offsite', AT);
      await l.upsertSession('acme', 's1', 'alice', undefined, AT + 1);
      expect(await l.sessionTask('acme', 's1')).toBe('plan the offsite');
      await l.upsertSession('acme', 's1', 'alice', 'book the venue', AT + 2);
      expect(await l.sessionTask('acme', 's1')).toBe('book the venue');
      expect(await l.sessionTask('other', 's1')).toBeUndefined();
    });

    test("a session's context is its newest noted records' texts, oldest first, bounded, per tenant and session; a forgotten one is left out", async () => {
      const l = await kind.open();
      const records = await l.commit({ inserts: Array.from({ length: 8 }, (_, i) => newRecord({ content: `note ${i}` })), updates: [], traces: [], at: AT });
      for (const [i, r] of records.entries()) await l.noteContext('acme', 's1', r.id, AT + i, 5);
      await l.noteContext('acme', 's2', records[0].id, AT, 5);
      expect(await l.sessionContext('acme', 's1', 3)).toEqual(['note 5', 'note 6', 'note 7']);
      // Kept: the newest five (a ledger may keep one more; never the whole history).
      const kept = await l.sessionContext('acme', 's1', 100);
      expect(kept.slice(-5)).toEqual(['note 3', 'note 4', 'note 5', 'note 6', 'note 7']);
      expect(kept.length).toBeLessThanOrEqual(6);
      expect(await l.sessionContext('acme', 's2', 5)).toEqual(['note 0']);
      expect(await l.sessionContext('other', 's1', 5)).toEqual([]);
      const seven = (await l.get(records[7].id))!;
      await l.commit({ inserts: [], updates: [{ id: seven.id, expectedVersion: seven.version, patch: { status: 'forgotten' }, reason: 'test' }], traces: [], at: AT + 9 });
      expect(await l.sessionContext('acme', 's1', 2)).toEqual(['note 5', 'note 6']);
    });
  });
}
