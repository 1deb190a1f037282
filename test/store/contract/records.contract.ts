/**
 * The record ports' contract (RecordStore, RecordQueries, EmbeddingStore, and the usage counts):
 * compare-and-set commits, versions, embeddings, structured and lexical queries, per-principal
 * usage and held bursts — the same tests for every adapter.
 */
import { describe, expect, test } from 'vitest';
import { HindsightError } from '../../../src/core/errors.js';
import { AT, MODEL, newRecord } from '../store-fixture.js';
import type { LedgerKind } from './ledger-kinds.js';

/** A thrown HindsightError's code (or a note that something else was thrown). */
export async function codeOf(p: Promise<unknown> | (() => unknown)): Promise<string | undefined> {
  try {
    await (typeof p === 'function' ? p() : p);
  } catch (err) {
    return err instanceof HindsightError ? err.code : `not a HindsightError: ${String(err)}`;
  }
  return undefined;
}

/** Runs the record ports' contract against `kind`. */
export function recordsContract(kind: LedgerKind): void {
  describe('commit', () => {
    test('inserts get increasing seqs and version 1', async () => {
      const l = await kind.open();
      const [a, b] = await l.commit({ inserts: [newRecord(), newRecord()], updates: [], traces: [], at: AT });
      expect(a.version).toBe(1);
      expect(b.seq).toBeGreaterThan(a.seq);
      expect((await l.get(a.id))?.version).toBe(1);
      expect(await l.maxSeq()).toBe(b.seq);
    });

    test('is atomic: a stale expectedVersion in the second update leaves nothing applied and throws version_conflict', async () => {
      const l = await kind.open();
      const [a, b] = await l.commit({ inserts: [newRecord(), newRecord()], updates: [], traces: [], at: AT });
      const seqBefore = await l.maxSeq();
      const code = await codeOf(
        l.commit({
          inserts: [newRecord()],
          updates: [
            { id: a.id, expectedVersion: 1, patch: { status: 'superseded', supersededBy: b.id }, reason: 'first' },
            { id: b.id, expectedVersion: 7, patch: { status: 'superseded' }, reason: 'stale' },
          ],
          traces: [{ id: 'trace-1', at: AT, principal: 'p', tenant: 'acme', tool: 't', findings: [], verdict: 'allow', policyHash: 'h' }],
          at: AT,
        }),
      );
      expect(code).toBe('version_conflict');
      const after = (await l.get(a.id))!;
      expect(after.status).toBe('active');
      expect(after.version).toBe(1);
      expect(after.supersededBy).toBeUndefined();
      expect(await l.history(a.id)).toEqual([]);
      expect(await l.maxSeq()).toBe(seqBefore);
      expect(await l.trace('trace-1')).toBeUndefined();
    });

    test('a plan judged at an older epoch (another process or replica committed since) is a version_conflict and applies nothing', async () => {
      const server = await kind.open();
      const other = await kind.alongside(server);
      const judgedAt = await server.epoch();
      await other.commit({ inserts: [newRecord()], updates: [], traces: [], at: AT });
      expect(await server.epoch()).toBe(judgedAt + 1);
      const seq = await server.maxSeq();
      expect(await codeOf(server.commit({ inserts: [newRecord()], updates: [], traces: [], at: AT, expectedEpoch: judgedAt }))).toBe('version_conflict');
      expect(await server.maxSeq()).toBe(seq);
      await server.commit({ inserts: [newRecord()], updates: [], traces: [], at: AT, expectedEpoch: judgedAt + 1 });
      expect(await server.epoch()).toBe(judgedAt + 2);
    });

    test('an update of a missing record is a version_conflict', async () => {
      const l = await kind.open();
      expect(await codeOf(l.commit({ inserts: [], updates: [{ id: 'nope', expectedVersion: 1, patch: { status: 'superseded' }, reason: 'x' }], traces: [], at: AT }))).toBe(
        'version_conflict',
      );
    });

    test('every update bumps the version and keeps a snapshot of the previous version', async () => {
      const l = await kind.open();
      const [a] = await l.commit({ inserts: [newRecord()], updates: [], traces: [], at: AT });
      await l.commit({ inserts: [], updates: [{ id: a.id, expectedVersion: 1, patch: { status: 'superseded', supersededBy: 'x' }, reason: 'superseded by x' }], traces: [], at: AT + 1 });
      await l.commit({ inserts: [], updates: [{ id: a.id, expectedVersion: 2, patch: { status: 'active', supersededBy: undefined }, reason: 'reverted' }], traces: [], at: AT + 2 });
      const rec = (await l.get(a.id))!;
      expect(rec.version).toBe(3);
      expect(rec.status).toBe('active');
      expect(rec.supersededBy).toBeUndefined();
      const h = await l.history(a.id);
      expect(h.map((v) => [v.version, v.status, v.at])).toEqual([
        [1, 'active', AT + 1],
        [2, 'superseded', AT + 2],
      ]);
      expect(h[1].snapshot).toMatchObject({ status: 'superseded', supersededBy: 'x' });
      expect(h.map((v) => v.reason)).toEqual(['superseded by x', 'reverted']);
    });

    test('a patch changes only the fields it names', async () => {
      const l = await kind.open();
      const [a] = await l.commit({ inserts: [newRecord({ links: ['l1'], trust: 0.6 })], updates: [], traces: [], at: AT });
      await l.commit({ inserts: [], updates: [{ id: a.id, expectedVersion: 1, patch: { verification: 'pending' }, reason: 'x' }], traces: [], at: AT });
      const rec = (await l.get(a.id))!;
      expect(rec.verification).toBe('pending');
      expect(rec.links).toEqual(['l1']);
      expect(rec.trust).toBe(0.6);
      expect(rec.status).toBe('active');
    });

    test('a record round-trips every field', async () => {
      const l = await kind.open();
      const input = newRecord({
        namespace: 'ns',
        subject: 'Hotel Aurora',
        eventTime: AT - 1000,
        revisedAt: AT,
        supersedes: ['a', 'b'],
        supersededBy: 'c',
        links: ['d'],
        lineage: ['a'],
        expiresAt: AT + 5000,
        references: 0,
        verification: 'pending',
        upstreamRef: 'up-1',
        traceId: 'tr-1',
      });
      const [stored] = await l.commit({ inserts: [input], updates: [], traces: [], at: AT });
      const got = (await l.get(stored.id))!;
      expect(got).toEqual({ ...input, seq: stored.seq, version: 1 });
    });
  });

  describe('embeddings', () => {
    test('an embedding round-trips exactly through get and getBySeqs', async () => {
      const l = await kind.open();
      const v = new Float32Array([0.1, -0.2, 0.3, 1e-7, -1, 0, 0.5, 0.25]);
      const [a] = await l.commit({ inserts: [newRecord({ embedding: v })], updates: [], traces: [], at: AT });
      expect(Array.from((await l.get(a.id))!.embedding)).toEqual(Array.from(v));
      expect(Array.from((await l.getBySeqs([a.seq]))[0].embedding)).toEqual(Array.from(v));
    });

    test('embeddings(afterSeq) streams the records past the watermark in seq order', async () => {
      const l = await kind.open();
      const recs = await l.commit({ inserts: [newRecord(), newRecord(), newRecord()], updates: [], traces: [], at: AT });
      const got: { seq: number; embedding: Float32Array }[] = [];
      for await (const e of l.embeddings(recs[0].seq)) got.push(e);
      expect(got.map((e) => e.seq)).toEqual([recs[1].seq, recs[2].seq]);
      expect(Array.from(got[1].embedding)).toEqual(Array.from(recs[2].embedding));
    });

    test('countUpTo counts the records at or below a seq', async () => {
      const l = await kind.open();
      const recs = await l.commit({ inserts: [newRecord(), newRecord(), newRecord()], updates: [], traces: [], at: AT });
      expect(await l.countUpTo(recs[1].seq)).toBe(2);
      expect(await l.countUpTo(0)).toBe(0);
    });

    test('the embedding model is stored once set', async () => {
      const l = await kind.open();
      expect(await l.embeddingModel()).toBeUndefined();
      await l.setEmbeddingModel(MODEL);
      expect(await l.embeddingModel()).toEqual(MODEL);
    });
  });

  describe('queries', () => {
    test('findByKey returns a tenant\'s records under one key in the given statuses, newest first', async () => {
      const l = await kind.open();
      const [a, b] = await l.commit({ inserts: [newRecord({ createdAt: AT }), newRecord({ createdAt: AT + 10 })], updates: [], traces: [], at: AT });
      await l.commit({ inserts: [newRecord({ tenant: 'other' }), newRecord({ key: 'user|name' }), newRecord({ status: 'superseded' })], updates: [], traces: [], at: AT });
      const found = await l.findByKey('acme', 'user|age', ['active'], 10);
      expect(found.map((r) => r.id)).toEqual([b.id, a.id]);
    });

    test('lexical search finds English words and Chinese bigrams within the tenant', async () => {
      const l = await kind.open();
      const [en, zh] = await l.commit(
        { inserts: [newRecord({ content: 'Hotel Aurora has a rooftop pool' }), newRecord({ content: '用户住在上海浦东' }), newRecord({ tenant: 'other', content: 'rooftop pool too' })], updates: [], traces: [], at: AT },
      );
      expect((await l.lexicalSearch('acme', ['rooftop'], 10)).map((h) => h.seq)).toEqual([en.seq]);
      expect((await l.lexicalSearch('acme', ['上海'], 10)).map((h) => h.seq)).toEqual([zh.seq]);
    });

    test("lexical search for one principal finds their record below many others' sharing its words", async () => {
      const l = await kind.open();
      const others = Array.from({ length: 40 }, (_, i) => newRecord({ content: `rooftop pool rooftop bar ${i}`, source: { ...newRecord().source, principal: `tool:${i}` } }));
      await l.commit({ inserts: others, updates: [], traces: [], at: AT });
      const [mine] = await l.commit({ inserts: [newRecord({ content: 'my rooftop garden', source: { ...newRecord().source, principal: 'user:mia' } })], updates: [], traces: [], at: AT });
      expect((await l.lexicalSearch('acme', ['rooftop', 'pool', 'bar'], 4)).map((h) => h.seq)).not.toContain(mine.seq);
      expect((await l.lexicalSearch('acme', ['rooftop', 'pool', 'bar'], 4, 'user:mia')).map((h) => h.seq)).toEqual([mine.seq]);
    });

    test('a flood of held writes sharing its words leaves a memory findable by them', async () => {
      const l = await kind.open();
      const [real] = await l.commit({ inserts: [newRecord({ content: 'The rooftop pool opens at seven' })], updates: [], traces: [], at: AT });
      // More than the postings a term reads (512), all newer than the memory.
      const held = await l.commit({ inserts: Array.from({ length: 600 }, () => newRecord({ status: 'quarantined', content: 'The rooftop pool opens at seven' })), updates: [], traces: [], at: AT });
      expect((await l.lexicalSearch('acme', ['rooftop', 'pool'], 10)).map((h) => h.seq)).toEqual([real.seq]);
      // Approved, a held write is found by its words.
      await l.commit({ inserts: [], updates: [{ id: held[0].id, expectedVersion: 1, patch: { status: 'active' }, reason: 'approved' }], traces: [], at: AT });
      expect((await l.lexicalSearch('acme', ['rooftop'], 10)).map((h) => h.seq).sort((x, y) => x - y)).toEqual([real.seq, held[0].seq]);
    });

    test('lexical search with quotes in a term does not throw', async () => {
      const l = await kind.open();
      await l.commit({ inserts: [newRecord({ content: 'hello world' })], updates: [], traces: [], at: AT });
      await expect(l.lexicalSearch('acme', ['he"llo', 'OR', 'NEAR('], 10)).resolves.toBeInstanceOf(Array);
    });

    test('recordReads logs who read what and bumps references without bumping the version', async () => {
      const l = await kind.open();
      const [a] = await l.commit({ inserts: [newRecord()], updates: [], traces: [], at: AT });
      await l.recordReads([
        { recordId: a.id, principal: 'bob', session: 's9', at: AT + 1 },
        { recordId: a.id, principal: 'carol', at: AT + 2 },
      ]);
      const rec = (await l.get(a.id))!;
      expect(rec.references).toBe(2);
      expect(rec.version).toBe(1);
      expect(await l.readsOf(a.id, 10)).toEqual([
        { recordId: a.id, principal: 'carol', session: undefined, at: AT + 2 },
        { recordId: a.id, principal: 'bob', session: 's9', at: AT + 1 },
      ]);
    });

    test('markJudged is symmetric', async () => {
      const l = await kind.open();
      await l.markJudged('b', 'a', AT);
      expect(await l.wasJudged('a', 'b')).toBe(true);
      expect(await l.wasJudged('a', 'c')).toBe(false);
    });
  });

  describe('per-principal usage and held bursts', () => {
    const by = (principal: string, status: 'active' | 'quarantined' = 'active') => newRecord({ source: { channel: 'agent', principal }, status });

    test('counts the records and open review items of each principal as commits land', async () => {
      const l = await kind.open();
      const [, held] = await l.commit({ inserts: [by('p1'), by('p1', 'quarantined'), by('p1', 'quarantined'), by('p2')], updates: [], traces: [], at: AT });
      expect(await l.usage('acme', 'p1')).toEqual({ records: 3, held: 2 });
      expect(await l.usage('acme', 'p2')).toEqual({ records: 1, held: 0 });
      expect(await l.usage('acme', 'nobody')).toEqual({ records: 0, held: 0 });
      expect(await l.usage('other-tenant', 'p1')).toEqual({ records: 0, held: 0 });
      // A decided item leaves the queue, and stays a record.
      await l.commit({ inserts: [], updates: [{ id: held.id, expectedVersion: 1, patch: { status: 'rejected' }, reason: 'review' }], traces: [], at: AT });
      expect(await l.usage('acme', 'p1')).toEqual({ records: 3, held: 1 });
    });

    test('keeps one burst per principal and claim, found by claim and by its item', async () => {
      const l = await kind.open();
      const burst = { tenant: 'acme', principal: 'p1', claim: 'c0ffee', recordId: 'rec-x', copies: 1, firstAt: AT, lastAt: AT };
      await l.saveBurst(burst);
      await l.saveBurst({ ...burst, copies: 7, lastAt: AT + 5 });
      expect(await l.heldBurst('acme', 'p1', 'c0ffee')).toEqual({ ...burst, copies: 7, lastAt: AT + 5 });
      expect(await l.burstOf('rec-x')).toMatchObject({ copies: 7 });
      expect(await l.heldBurst('acme', 'p2', 'c0ffee')).toBeUndefined();
      // A new burst of the claim replaces the old one.
      await l.saveBurst({ ...burst, recordId: 'rec-y', firstAt: AT + 100, lastAt: AT + 100 });
      expect(await l.heldBurst('acme', 'p1', 'c0ffee')).toMatchObject({ recordId: 'rec-y', copies: 1 });
      expect(await l.burstOf('rec-x')).toBeUndefined();
    });
  });
}
