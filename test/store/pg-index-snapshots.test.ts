/**
 * The replicas' HNSW snapshot in PostgreSQL: one replica saves it, another (with its own pool, as
 * a new replica on another host) starts from it and reads only what the ledger gained since; a
 * snapshot that lags too little is not saved again, a damaged one is rebuilt from the ledger, and
 * `clear` removes it.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { MemoryRecord } from '../../src/core/types.js';
import { HnswIndex } from '../../src/store/hnsw/hnsw-index.js';
import type { IndexScope } from '../../src/store/ports.js';
import { PgIndexFeed } from '../../src/store/postgres/pg-index-feed.js';
import { PgIndexSnapshots } from '../../src/store/postgres/pg-index-snapshots.js';
import { openPgLedger, type PgLedger } from '../../src/store/postgres/pg-store.js';
import { freshTarget, HAVE_POSTGRES } from '../helpers/postgres.js';
import { AT, MODEL, newRecord, unit } from './store-fixture.js';

const ACTIVE: IndexScope = { tenant: 'acme', statuses: ['active'] };
const opened: PgLedger[] = [];
afterEach(async () => {
  while (opened.length > 0) await opened.pop()!.close();
});

/** A fresh store, and a function opening another replica's handle (its own pool) on it. */
async function store() {
  const target = freshTarget();
  const first = await openPgLedger(target);
  opened.push(first);
  const replica = async () => {
    const l = await openPgLedger({ ...target });
    opened.push(l);
    return l;
  };
  return { ledger: first, replica };
}

const insert = (l: PgLedger, n: number, from = 0): Promise<MemoryRecord[]> =>
  l.commit({ inserts: Array.from({ length: n }, (_, i) => newRecord({ embedding: unit(from + i, MODEL.dim, (from + i) / 100) })), updates: [], traces: [], at: AT });

/** An index of `l` keeping its snapshot in `l`'s schema. */
const indexOf = (l: PgLedger, saveAfter = 1) => new HnswIndex(MODEL, new PgIndexFeed(l.database), new PgIndexSnapshots(l.database, { saveAfter, chunkBytes: 1024 }));

describe.skipIf(!HAVE_POSTGRES)('HNSW snapshots in PostgreSQL', () => {
  test('a new replica starts from the stored snapshot and adds only what was written after it', async () => {
    const { ledger, replica } = await store();
    const before = await insert(ledger, 40);
    const a = indexOf(ledger);
    expect(await a.open()).toEqual({ loaded: 0, caughtUp: 40, rebuilt: true });
    await a.save();
    const meta = await new PgIndexSnapshots(ledger.database).stored();
    expect(meta).toMatchObject({ format: 2, model: MODEL, count: 40, maxSeq: before[39].seq, marks: { seq: before[39].seq } });

    const after = await insert(ledger, 5, 40);
    const other = await replica();
    const b = indexOf(other);
    expect(await b.open()).toEqual({ loaded: 40, caughtUp: 5, rebuilt: false });
    for (const r of [before[3], before[39], after[4]]) expect((await b.search(r.embedding, 1, ACTIVE))[0]?.seq).toBe(r.seq);
  });

  test('a snapshot lagging the graph by fewer points than the threshold is not saved again', async () => {
    const { ledger } = await store();
    await insert(ledger, 10);
    const snapshots = new PgIndexSnapshots(ledger.database, { saveAfter: 5, chunkBytes: 1024 });
    const idx = new HnswIndex(MODEL, new PgIndexFeed(ledger.database), snapshots);
    await idx.open();
    await idx.save();
    expect((await snapshots.stored())?.count).toBe(10);
    await insert(ledger, 4, 10);
    await idx.size();
    await idx.save();
    expect((await snapshots.stored())?.count).toBe(10);
    await insert(ledger, 1, 14);
    await idx.size();
    await idx.save();
    expect((await snapshots.stored())?.count).toBe(15);
  });

  test('a damaged snapshot is not loaded: the replica rebuilds from the ledger', async () => {
    const { ledger, replica } = await store();
    const records = await insert(ledger, 20);
    const a = indexOf(ledger);
    await a.open();
    await a.save();
    await ledger.database.query(`UPDATE index_snapshot_chunks SET data = overlay(data placing '\\x00ff'::bytea from 40) WHERE n = 0`);
    const b = indexOf(await replica());
    expect(await b.open()).toEqual({ loaded: 0, caughtUp: 20, rebuilt: true });
    expect((await b.search(records[7].embedding, 1, ACTIVE))[0]?.seq).toBe(records[7].seq);
  });

  test('clear removes the stored snapshot and every chunk', async () => {
    const { ledger } = await store();
    await insert(ledger, 12);
    const idx = indexOf(ledger);
    await idx.open();
    await idx.save();
    expect((await ledger.database.rows<{ n: number }>(`SELECT count(*)::int AS n FROM index_snapshot_chunks`))[0].n).toBeGreaterThan(1);
    await idx.clear();
    expect(await new PgIndexSnapshots(ledger.database).stored()).toBeUndefined();
    expect((await ledger.database.rows<{ n: number }>(`SELECT count(*)::int AS n FROM index_snapshot_chunks`))[0].n).toBe(0);
  });
});
