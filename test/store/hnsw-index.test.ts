/**
 * The HNSW index over a real SQLite ledger: it reads what to hold from the ledger, holds only
 * records in an indexed status, scopes every search to a tenant and statuses inside the graph
 * walk, follows status changes (from its own connection or another process's), and reconciles
 * its snapshot with the ledger at start.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import type { MemoryRecord, Status } from '../../src/core/types.js';
import type { IndexScope } from '../../src/store/ports.js';
import { HnswIndex } from '../../src/store/hnsw/hnsw-index.js';
import { FileSnapshots } from '../../src/store/hnsw/index-snapshots.js';
import { SqliteIndexFeed } from '../../src/store/sqlite/sqlite-index-feed.js';
import { openSqliteLedger, type SqliteLedger } from '../../src/store/sqlite/sqlite-ledger.js';
import { AT, MODEL, newRecord, tempDir, unit } from './store-fixture.js';

const ledgers: SqliteLedger[] = [];
afterEach(async () => {
  while (ledgers.length > 0) await ledgers.pop()!.close();
});

const ACTIVE: IndexScope = { tenant: 'acme', statuses: ['active'] };
const EVERY_INDEXED: IndexScope = { tenant: 'acme', statuses: ['active', 'uncertain', 'superseded', 'expired'] };

function track(ledger: SqliteLedger): SqliteLedger {
  ledgers.push(ledger);
  return ledger;
}

/** An in-memory ledger and an index fed by it. */
function inMemory(opts?: ConstructorParameters<typeof HnswIndex>[3]) {
  const ledger = track(openSqliteLedger(':memory:', 'normal'));
  return { ledger, idx: new HnswIndex(MODEL, new SqliteIndexFeed(ledger.db), undefined, opts) };
}

/** A file-backed ledger holding `n` active records, and the index path beside it. */
async function stocked(n: number) {
  const dir = tempDir();
  const file = join(dir, 'hindsight.db');
  const ledger = track(openSqliteLedger(file, 'normal'));
  const records = await insert(ledger, Array.from({ length: n }, (_, i) => ({ embedding: unit(i) })));
  const path = join(dir, 'index');
  const index = () => new HnswIndex(MODEL, new SqliteIndexFeed(ledger.db), new FileSnapshots(path));
  return { dir, file, ledger, records, path, index };
}

function insert(ledger: SqliteLedger, over: Partial<MemoryRecord>[]): Promise<MemoryRecord[]> {
  return ledger.commit({ inserts: over.map((o) => newRecord(o)), updates: [], traces: [], at: AT });
}

/** Moves records to `status` through a compare-and-set commit, as the engine does. */
async function setStatus(ledger: SqliteLedger, records: MemoryRecord[], status: Status): Promise<void> {
  const fresh = await ledger.getMany(records.map((r) => r.id));
  await ledger.commit({ inserts: [], updates: fresh.map((r) => ({ id: r.id, expectedVersion: r.version, patch: { status }, reason: 'test' })), traces: [], at: AT });
}

const seqs = (hits: { seq: number }[]) => hits.map((h) => h.seq);

describe('HnswIndex snapshots', () => {
  test('a first open with no snapshot rebuilds from the ledger', async () => {
    const { records, index } = await stocked(5);
    const idx = index();
    expect(await idx.open()).toEqual({ loaded: 0, caughtUp: 5, rebuilt: true });
    expect((await idx.search(records[2].embedding, 1, ACTIVE))[0].seq).toBe(records[2].seq);
  });

  test('save and reopen loads the snapshot instead of rebuilding', async () => {
    const { records, index } = await stocked(5);
    const first = index();
    await first.open();
    await first.save();
    const second = index();
    expect(await second.open()).toEqual({ loaded: 5, caughtUp: 0, rebuilt: false });
    expect((await second.size())).toBe(5);
    expect((await second.search(records[4].embedding, 1, ACTIVE))[0].seq).toBe(records[4].seq);
  });

  test('catch-up at open adds the records committed or approved after the snapshot, and drops the ones taken out', async () => {
    const { ledger, index } = await stocked(4);
    const [held] = await insert(ledger, [{ status: 'quarantined', embedding: unit(5, MODEL.dim, 0.3) }]);
    const first = index();
    await first.open();
    await first.save();
    const [later] = await insert(ledger, [{ embedding: unit(6, MODEL.dim, 0.3) }]);
    await setStatus(ledger, [held], 'active');
    const [out] = await ledger.getBySeqs([1]);
    await setStatus(ledger, [out], 'rolled-back');
    const second = index();
    expect(await second.open()).toEqual({ loaded: 4, caughtUp: 2, rebuilt: false });
    expect((await second.size())).toBe(5);
    expect(seqs((await second.search(later.embedding, 1, ACTIVE)))).toEqual([later.seq]);
    expect(seqs((await second.search(held.embedding, 1, ACTIVE)))).toEqual([held.seq]);
    expect(seqs((await second.search(out.embedding, 6, EVERY_INDEXED)))).not.toContain(out.seq);
  });

  test('a snapshot whose meta count disagrees with its graph is rebuilt', async () => {
    const { path, index } = await stocked(5);
    const first = index();
    await first.open();
    await first.save();
    const meta = JSON.parse(readFileSync(`${path}.json`, 'utf8')) as { count: number };
    writeFileSync(`${path}.json`, JSON.stringify({ ...meta, count: meta.count - 1 }));
    const second = index();
    expect(await second.open()).toEqual({ loaded: 0, caughtUp: 5, rebuilt: true });
    expect((await second.size())).toBe(5);
  });

  test('a snapshot holding a record the ledger does not (another store) is rebuilt', async () => {
    const a = await stocked(3);
    const idx = a.index();
    await idx.open();
    await idx.save();
    const b = await stocked(2);
    for (const ext of ['.bin', '.json']) writeFileSync(b.path + ext, readFileSync(a.path + ext));
    const foreign = b.index();
    expect(await foreign.open()).toEqual({ loaded: 0, caughtUp: 2, rebuilt: true });
    expect((await foreign.size())).toBe(2);
  });

  test('a snapshot mostly out of service is rebuilt with only the served records', async () => {
    const { ledger, index, records } = await stocked(1300);
    const first = index();
    await first.open();
    await first.save();
    await setStatus(ledger, records.slice(0, 1200), 'rolled-back');
    const second = index();
    expect(await second.open()).toEqual({ loaded: 0, caughtUp: 100, rebuilt: true });
    expect((await second.size())).toBe(100);
  });

  test('a snapshot of another embedding model is rebuilt', async () => {
    const { path, index } = await stocked(3);
    const first = index();
    await first.open();
    await first.save();
    const meta = JSON.parse(readFileSync(`${path}.json`, 'utf8')) as Record<string, unknown>;
    writeFileSync(`${path}.json`, JSON.stringify({ ...meta, model: { id: 'someone-else', dim: MODEL.dim } }));
    expect(await index().open()).toEqual({ loaded: 0, caughtUp: 3, rebuilt: true });
  });

  test('an unreadable snapshot is rebuilt, not trusted', async () => {
    const { path, index } = await stocked(3);
    const first = index();
    await first.open();
    await first.save();
    writeFileSync(`${path}.bin`, 'garbage');
    expect(await index().open()).toEqual({ loaded: 0, caughtUp: 3, rebuilt: true });
  });

  test('clear drops the snapshot; the index then reads the whole ledger again', async () => {
    const { path, index, records } = await stocked(3);
    const idx = index();
    await idx.open();
    await idx.save();
    await idx.clear();
    expect(() => readFileSync(`${path}.json`)).toThrow();
    expect((await idx.size())).toBe(3);
    expect(seqs((await idx.search(records[1].embedding, 1, ACTIVE)))).toEqual([records[1].seq]);
  });

  test('saving an index without a path is a no-op', async () => {
    const { ledger, idx } = inMemory();
    await insert(ledger, [{ embedding: unit(0) }]);
    await idx.size();
    await expect(idx.save()).resolves.toBeUndefined();
  });
});
