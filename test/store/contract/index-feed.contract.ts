/**
 * The index feed's contract, through the vector index it feeds: the HNSW index holds only records
 * in an indexed status, scopes every search to a tenant and statuses, and follows every status
 * change — from its own handle or another process's or replica's — at its next search.
 */
import { describe, expect, test } from 'vitest';
import type { MemoryRecord, Status } from '../../../src/core/types.js';
import { HnswIndex } from '../../../src/store/hnsw/hnsw-index.js';
import type { IndexScope, Ledger } from '../../../src/store/ports.js';
import { AT, MODEL, newRecord, unit } from '../store-fixture.js';
import type { LedgerKind } from './ledger-kinds.js';

const ACTIVE: IndexScope = { tenant: 'acme', statuses: ['active'] };
const EVERY_INDEXED: IndexScope = { tenant: 'acme', statuses: ['active', 'uncertain', 'superseded', 'expired'] };
const seqs = (hits: { seq: number }[]) => hits.map((h) => h.seq);

function insert(ledger: Ledger, over: Partial<MemoryRecord>[]): Promise<MemoryRecord[]> {
  return ledger.commit({ inserts: over.map((o) => newRecord(o)), updates: [], traces: [], at: AT });
}

/** Moves records to `status` through a compare-and-set commit, as the engine does. */
async function setStatus(ledger: Ledger, records: MemoryRecord[], status: Status): Promise<void> {
  const fresh = await ledger.getMany(records.map((r) => r.id));
  await ledger.commit({ inserts: [], updates: fresh.map((r) => ({ id: r.id, expectedVersion: r.version, patch: { status }, reason: 'test' })), traces: [], at: AT });
}

/** Runs the index feed's contract against `kind`. */
export function indexFeedContract(kind: LedgerKind): void {
  /** A fresh store and an index fed by it. */
  const fresh = async (opts?: ConstructorParameters<typeof HnswIndex>[3]) => {
    const ledger = await kind.open();
    return { ledger, idx: new HnswIndex(MODEL, kind.feed(ledger), undefined, opts) };
  };

  describe('a vector index fed by the ledger: search', () => {
    test('a committed record is found as its own nearest neighbour without any explicit add', async () => {
      const { ledger, idx } = await fresh();
      const records = await insert(ledger, Array.from({ length: 8 }, (_, i) => ({ embedding: unit(i) })));
      const [hit] = (await idx.search(unit(5), 1, ACTIVE));
      expect(hit.seq).toBe(records[5].seq);
      expect(hit.similarity).toBeCloseTo(1, 5);
    });

    test('an empty index returns no hits', async () => {
      expect((await (await fresh()).idx.search(unit(0), 5, ACTIVE))).toEqual([]);
    });

    test('hits are ordered by decreasing similarity', async () => {
      const { ledger, idx } = await fresh();
      const [a, b, c] = await insert(ledger, [{ embedding: unit(0) }, { embedding: unit(0, MODEL.dim, 0.5) }, { embedding: unit(4) }]);
      const hits = (await idx.search(unit(0), 3, ACTIVE));
      expect(seqs(hits)).toEqual([a.seq, b.seq, c.seq]);
      expect(hits[0].similarity).toBeGreaterThan(hits[1].similarity);
    });

    test('a filter restricts hits to the allowed labels', async () => {
      const { ledger, idx } = await fresh();
      await insert(ledger, Array.from({ length: 8 }, (_, i) => ({ embedding: unit(i) })));
      const hits = (await idx.search(unit(0), 8, { ...ACTIVE, filter: (seq) => seq % 2 === 0 }));
      expect(hits.length).toBeGreaterThan(0);
      expect(hits.every((h) => h.seq % 2 === 0)).toBe(true);
    });

    test('the index grows past its initial capacity', async () => {
      const { ledger, idx } = await fresh({ m: 8, efConstruction: 50, efSearch: 50, initialCapacity: 4 });
      const records = await insert(ledger, Array.from({ length: 20 }, (_, i) => ({ embedding: unit(i, MODEL.dim, (i + 1) / 20) })));
      expect((await idx.size())).toBe(20);
      expect((await idx.search(unit(19, MODEL.dim, 1), 1, ACTIVE))[0].seq).toBe(records[19].seq);
    });

    test("another tenant's records are never returned, however near and however many", async () => {
      const { ledger, idx } = await fresh();
      const mine = await insert(ledger, [{ embedding: unit(0, MODEL.dim, 0.6) }, { embedding: unit(0, MODEL.dim, 0.3) }, { embedding: unit(3) }]);
      await insert(ledger, Array.from({ length: 200 }, () => ({ tenant: 'globex', embedding: unit(0) })));
      const hits = (await idx.search(unit(0), 5, ACTIVE));
      expect(seqs(hits)).toEqual([mine[1].seq, mine[0].seq, mine[2].seq]);
      expect(hits[0].similarity).toBeCloseTo(1 / Math.hypot(1, 0.3), 5);
      expect((await idx.search(unit(0), 5, { tenant: 'nobody', statuses: ['active'] }))).toEqual([]);
    });

    test('a scope covering a small share of the graph still gets its k nearest, not fewer', async () => {
      const { ledger, idx } = await fresh();
      // 200 superseded records nearer the query than any of the 100 active ones.
      await insert(ledger, Array.from({ length: 200 }, (_, i) => ({ status: 'superseded' as const, embedding: unit(0, MODEL.dim, i / 10_000) })));
      const active = await insert(ledger, Array.from({ length: 100 }, (_, i) => ({ embedding: unit(0, MODEL.dim, 0.1 + i / 100) })));
      expect(seqs((await idx.search(unit(0), 10, ACTIVE)))).toEqual(active.slice(0, 10).map((r) => r.seq));
      expect(seqs((await idx.search(unit(0), 10, ACTIVE, 'low')))).toEqual(active.slice(0, 10).map((r) => r.seq));
    });

    test('held, rejected and other unserved records written as such never enter the index', async () => {
      const { ledger, idx } = await fresh();
      const [real] = await insert(ledger, [{ embedding: unit(0, MODEL.dim, 0.3) }]);
      const held: Status[] = ['quarantined', 'rejected'];
      await insert(ledger, Array.from({ length: 300 }, (_, i) => ({ status: held[i % 2], embedding: unit(0) })));
      expect((await idx.size())).toBe(1);
      expect(seqs((await idx.search(unit(0), 1, ACTIVE)))).toEqual([real.seq]);
      expect(seqs((await idx.search(unit(0), 5, { tenant: 'acme', statuses: ['quarantined', 'rejected'] })))).toEqual([]);
    });

    test('a search returns only the statuses it asks for', async () => {
      const { ledger, idx } = await fresh();
      const [active, superseded, uncertain] = await insert(ledger, [
        { embedding: unit(0, MODEL.dim, 0.2) },
        { status: 'superseded', embedding: unit(0) },
        { status: 'uncertain', embedding: unit(0, MODEL.dim, 0.1) },
      ]);
      expect(seqs((await idx.search(unit(0), 3, ACTIVE)))).toEqual([active.seq]);
      expect(seqs((await idx.search(unit(0), 3, { tenant: 'acme', statuses: ['active', 'superseded'] })))).toEqual([superseded.seq, active.seq]);
      expect(seqs((await idx.search(unit(0), 3, { tenant: 'acme', statuses: ['active', 'uncertain'] })))).toEqual([uncertain.seq, active.seq]);
    });
  });

  describe('a vector index fed by the ledger follows status changes', () => {
    test('an approved held record enters the index at the next search', async () => {
      const { ledger, idx } = await fresh();
      const [held] = await insert(ledger, [{ status: 'quarantined', embedding: unit(3) }]);
      expect((await idx.search(unit(3), 1, ACTIVE))).toEqual([]);
      await setStatus(ledger, [held], 'active');
      expect(seqs((await idx.search(unit(3), 1, ACTIVE)))).toEqual([held.seq]);
      expect((await idx.size())).toBe(1);
    });

    test('a superseded record stays searchable as history and leaves the served results', async () => {
      const { ledger, idx } = await fresh();
      const [old] = await insert(ledger, [{ embedding: unit(2) }]);
      await setStatus(ledger, [old], 'superseded');
      expect((await idx.search(unit(2), 1, ACTIVE))).toEqual([]);
      expect(seqs((await idx.search(unit(2), 1, { tenant: 'acme', statuses: ['active', 'superseded'] })))).toEqual([old.seq]);
      await setStatus(ledger, [old], 'active');
      expect(seqs((await idx.search(unit(2), 1, ACTIVE)))).toEqual([old.seq]);
    });

    test('a rolled-back or forgotten record is returned by no search and no longer counted', async () => {
      const { ledger, idx } = await fresh();
      const [a, b, keep] = await insert(ledger, [{ embedding: unit(1) }, { embedding: unit(1, MODEL.dim, 0.1) }, { embedding: unit(1, MODEL.dim, 0.6) }]);
      expect((await idx.size())).toBe(3);
      await setStatus(ledger, [a], 'rolled-back');
      await setStatus(ledger, [b], 'forgotten');
      expect(seqs((await idx.search(unit(1), 3, EVERY_INDEXED)))).toEqual([keep.seq]);
      expect((await idx.size())).toBe(1);
    });

    test('a change committed by another process or replica is seen at the next search', async () => {
      const { ledger, idx } = await fresh();
      await insert(ledger, [{ embedding: unit(0) }, { embedding: unit(1) }]);
      await idx.open();
      const other = await kind.alongside(ledger);
      const [held] = await insert(other, [{ status: 'quarantined', embedding: unit(6) }]);
      expect((await idx.search(unit(6), 1, ACTIVE)).map((h) => h.seq)).not.toContain(held.seq);
      await setStatus(other, [held], 'active');
      expect(seqs(await idx.search(unit(6), 1, ACTIVE))).toEqual([held.seq]);
      expect(await ledger.get(held.id)).toMatchObject({ status: 'active' });
    });

    test('a catch-up longer than one batch reads every change', async () => {
      const { ledger, idx } = await fresh();
      expect((await idx.size())).toBe(0);
      const records = await insert(ledger, Array.from({ length: 4500 }, (_, i) => ({ status: 'quarantined' as const, embedding: unit(i, MODEL.dim, i / 4500) })));
      await setStatus(ledger, records.slice(0, 2500), 'active');
      expect((await idx.size())).toBe(2500);
    });
  });
}
