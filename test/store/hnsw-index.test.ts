import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { HnswIndex } from '../../src/store/hnsw/hnsw-index.js';
import { openSqliteLedger, type SqliteLedger } from '../../src/store/sqlite/sqlite-ledger.js';
import { AT, MODEL, newRecord, tempDir, unit } from './store-fixture.js';

const ledgers: SqliteLedger[] = [];
afterEach(async () => {
  while (ledgers.length > 0) await ledgers.pop()!.close();
});

/** A file-backed ledger holding `n` records, and the index path beside it. */
async function stocked(n: number) {
  const dir = tempDir();
  const ledger = openSqliteLedger(join(dir, 'hindsight.db'), 'normal');
  ledgers.push(ledger);
  const records = await ledger.commit({ inserts: Array.from({ length: n }, (_, i) => newRecord({ embedding: unit(i) })), updates: [], traces: [], at: AT });
  return { dir, ledger, records, path: join(dir, 'index') };
}

describe('HnswIndex in memory', () => {
  test('search finds an added vector as its nearest neighbour', () => {
    const idx = new HnswIndex(MODEL);
    for (let i = 0; i < 8; i++) idx.add(i + 1, unit(i));
    const [hit] = idx.search(unit(5), 1);
    expect(hit.seq).toBe(6);
    expect(hit.similarity).toBeCloseTo(1, 5);
  });

  test('an empty index returns no hits', () => {
    expect(new HnswIndex(MODEL).search(unit(0), 5)).toEqual([]);
  });

  test('hits are ordered by decreasing similarity', () => {
    const idx = new HnswIndex(MODEL);
    idx.add(1, unit(0));
    idx.add(2, unit(0, MODEL.dim, 0.5));
    idx.add(3, unit(4));
    const hits = idx.search(unit(0), 3);
    expect(hits.map((h) => h.seq)).toEqual([1, 2, 3]);
    expect(hits[0].similarity).toBeGreaterThan(hits[1].similarity);
  });

  test('a filter restricts hits to the allowed labels', () => {
    const idx = new HnswIndex(MODEL);
    for (let i = 0; i < 8; i++) idx.add(i + 1, unit(i));
    const hits = idx.search(unit(0), 8, (seq) => seq % 2 === 0);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.seq % 2 === 0)).toBe(true);
  });

  test('adding a vector under an existing label replaces it without growing the index', () => {
    const idx = new HnswIndex(MODEL);
    idx.add(1, unit(0));
    idx.add(1, unit(3));
    expect(idx.size()).toBe(1);
    const [hit] = idx.search(unit(3), 1);
    expect(hit.seq).toBe(1);
    expect(hit.similarity).toBeCloseTo(1, 5);
  });

  test('a snapshot saved after a replacement is loaded, not rebuilt', async () => {
    const { ledger, path, records } = await stocked(3);
    const first = new HnswIndex(MODEL, path);
    await first.open(ledger);
    first.add(records[0].seq, records[0].embedding);
    await first.save();
    const info = await new HnswIndex(MODEL, path).open(ledger);
    expect(info).toEqual({ loaded: 3, caughtUp: 0, rebuilt: false });
  });

  test('size and maxSeq track what was added', () => {
    const idx = new HnswIndex(MODEL);
    idx.add(3, unit(0));
    idx.add(9, unit(1));
    expect(idx.size()).toBe(2);
    expect(idx.maxSeq()).toBe(9);
  });

  test('the index grows past its initial capacity', () => {
    const idx = new HnswIndex(MODEL, undefined, { m: 8, efConstruction: 50, efSearch: 50, initialCapacity: 4 });
    for (let i = 1; i <= 20; i++) idx.add(i, unit(i, MODEL.dim, i / 20));
    expect(idx.size()).toBe(20);
    expect(idx.search(unit(20, MODEL.dim, 1), 1)[0].seq).toBe(20);
  });

  test('clear empties the index', () => {
    const idx = new HnswIndex(MODEL);
    idx.add(1, unit(0));
    idx.clear();
    expect(idx.size()).toBe(0);
    expect(idx.maxSeq()).toBe(0);
    expect(idx.search(unit(0), 1)).toEqual([]);
  });
});

describe('HnswIndex snapshots', () => {
  test('a first open with no snapshot rebuilds from the ledger', async () => {
    const { ledger, path, records } = await stocked(5);
    const idx = new HnswIndex(MODEL, path);
    const info = await idx.open(ledger);
    expect(info).toEqual({ loaded: 0, caughtUp: 5, rebuilt: true });
    expect(idx.search(records[2].embedding, 1)[0].seq).toBe(records[2].seq);
  });

  test('save and reopen loads the snapshot instead of rebuilding', async () => {
    const { ledger, path, records } = await stocked(5);
    const first = new HnswIndex(MODEL, path);
    await first.open(ledger);
    await first.save();
    const second = new HnswIndex(MODEL, path);
    const info = await second.open(ledger);
    expect(info.loaded).toBe(5);
    expect(info.rebuilt).toBe(false);
    expect(info.caughtUp).toBe(0);
    expect(second.size()).toBe(5);
    expect(second.search(records[4].embedding, 1)[0].seq).toBe(records[4].seq);
  });

  test('a snapshot whose meta count disagrees with the ledger is rebuilt', async () => {
    const { ledger, path } = await stocked(5);
    const first = new HnswIndex(MODEL, path);
    await first.open(ledger);
    await first.save();
    const meta = JSON.parse(readFileSync(`${path}.json`, 'utf8')) as { count: number };
    writeFileSync(`${path}.json`, JSON.stringify({ ...meta, count: meta.count - 1 }));
    const second = new HnswIndex(MODEL, path);
    const info = await second.open(ledger);
    expect(info.rebuilt).toBe(true);
    expect(info.loaded).toBe(0);
    expect(info.caughtUp).toBe(5);
    expect(second.size()).toBe(5);
  });

  test('a snapshot of another embedding model is rebuilt', async () => {
    const { ledger, path } = await stocked(3);
    const first = new HnswIndex(MODEL, path);
    await first.open(ledger);
    await first.save();
    const meta = JSON.parse(readFileSync(`${path}.json`, 'utf8')) as Record<string, unknown>;
    writeFileSync(`${path}.json`, JSON.stringify({ ...meta, model: { id: 'someone-else', dim: MODEL.dim } }));
    const info = await new HnswIndex(MODEL, path).open(ledger);
    expect(info.rebuilt).toBe(true);
    expect(info.caughtUp).toBe(3);
  });

  test('an unreadable snapshot is rebuilt, not trusted', async () => {
    const { ledger, path } = await stocked(3);
    const first = new HnswIndex(MODEL, path);
    await first.open(ledger);
    await first.save();
    writeFileSync(`${path}.bin`, 'garbage');
    const info = await new HnswIndex(MODEL, path).open(ledger);
    expect(info.rebuilt).toBe(true);
    expect(info.caughtUp).toBe(3);
  });

  test('catch-up adds the records committed past the snapshot watermark', async () => {
    const { ledger, path } = await stocked(4);
    const first = new HnswIndex(MODEL, path);
    await first.open(ledger);
    await first.save();
    const later = await ledger.commit({ inserts: [newRecord({ embedding: unit(6, MODEL.dim, 0.3) }), newRecord({ embedding: unit(7, MODEL.dim, 0.3) })], updates: [], traces: [], at: AT });
    const second = new HnswIndex(MODEL, path);
    const info = await second.open(ledger);
    expect(info).toEqual({ loaded: 4, caughtUp: 2, rebuilt: false });
    expect(second.size()).toBe(6);
    expect(second.maxSeq()).toBe(later[1].seq);
    expect(second.search(later[0].embedding, 1)[0].seq).toBe(later[0].seq);
  });

  test('saving an index without a path is a no-op', async () => {
    const idx = new HnswIndex(MODEL);
    idx.add(1, unit(0));
    await expect(idx.save()).resolves.toBeUndefined();
  });
});
