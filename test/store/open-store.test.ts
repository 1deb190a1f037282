import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { HindsightError } from '../../src/core/errors.js';
import { openStore } from '../../src/store/open-store.js';
import { AT, MODEL, newRecord, tempDir } from './store-fixture.js';

async function refusal(p: Promise<unknown>): Promise<HindsightError> {
  let caught: unknown;
  try {
    const s = (await p) as { close(): Promise<void> };
    await s.close();
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(HindsightError);
  return caught as HindsightError;
}

describe('openStore', () => {
  test('an undefined data dir opens a throw-away in-memory store', async () => {
    const s = await openStore({ model: MODEL, durability: 'normal' });
    const [r] = await s.ledger.commit({ inserts: [newRecord()], updates: [], traces: [], at: AT });
    expect((await s.ledger.get(r.id))?.id).toBe(r.id);
    expect(await s.ledger.embeddingModel()).toEqual(MODEL);
    await s.close();
  });

  test('a new directory is created and holds only our files after close', async () => {
    const dir = join(tempDir(), 'data');
    const s = await openStore({ dataDir: dir, model: MODEL, durability: 'normal' });
    await s.ledger.commit({ inserts: [newRecord()], updates: [], traces: [], at: AT });
    expect(await s.index.size()).toBe(1);
    await s.close();
    const files = readdirSync(dir);
    expect(files).toContain('hindsight.db');
    expect(files).not.toContain('LOCK');
    // hindsight.lock stays: the OS lock is taken on it, and deleting it would let two processes lock two files.
    for (const f of files) expect(f).toMatch(/^(hindsight\.db(-wal|-shm)?|hindsight\.lock|index\.(bin|json))$/);
  });

  test('a reopened store loads its index snapshot', async () => {
    const dir = tempDir();
    const s1 = await openStore({ dataDir: dir, model: MODEL, durability: 'normal' });
    await s1.ledger.commit({ inserts: [newRecord(), newRecord()], updates: [], traces: [], at: AT });
    expect(await s1.index.size()).toBe(2);
    await s1.close();
    const s2 = await openStore({ dataDir: dir, model: MODEL, durability: 'normal' });
    expect(s2.indexInfo).toEqual({ loaded: 2, caughtUp: 0, rebuilt: false });
    await s2.close();
  });

  test('a directory with a foreign file is refused and the file is untouched', async () => {
    const dir = tempDir();
    const file = join(dir, 'notes.txt');
    writeFileSync(file, 'my precious notes');
    const err = await refusal(openStore({ dataDir: dir, model: MODEL, durability: 'normal' }));
    expect(err.code).toBe('store_incompatible');
    expect(readFileSync(file, 'utf8')).toBe('my precious notes');
    expect(readdirSync(dir)).toEqual(['notes.txt']);
  });

  test('a foreign SQLite file named like our ledger is refused and left in place', async () => {
    const dir = tempDir();
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(join(dir, 'hindsight.db'));
    db.exec('CREATE TABLE invoices (id INTEGER PRIMARY KEY)');
    db.close();
    const before = readFileSync(join(dir, 'hindsight.db'));
    const err = await refusal(openStore({ dataDir: dir, model: MODEL, durability: 'normal' }));
    expect(err.code).toBe('store_incompatible');
    expect(readFileSync(join(dir, 'hindsight.db')).equals(before)).toBe(true);
    expect(existsSync(join(dir, 'LOCK'))).toBe(false);
  });

  test('a store embedded with another dimension is refused with a message mentioning reindex', async () => {
    const dir = tempDir();
    const s = await openStore({ dataDir: dir, model: MODEL, durability: 'normal' });
    await s.ledger.commit({ inserts: [newRecord()], updates: [], traces: [], at: AT });
    await s.close();
    const err = await refusal(openStore({ dataDir: dir, model: { ...MODEL, dim: MODEL.dim * 2 }, durability: 'normal' }));
    expect(err.code).toBe('store_incompatible');
    expect(err.message).toMatch(/reindex/);
  });

  test('a refused open releases the lock so a correct open succeeds', async () => {
    const dir = tempDir();
    await (await openStore({ dataDir: dir, model: MODEL, durability: 'normal' })).close();
    await refusal(openStore({ dataDir: dir, model: { id: 'other-model', dim: MODEL.dim }, durability: 'normal' }));
    const s = await openStore({ dataDir: dir, model: MODEL, durability: 'normal' });
    await s.close();
  });

  test('a lock left by a process that no longer exists is taken over', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'LOCK'), '999999999');
    const s = await openStore({ dataDir: dir, model: MODEL, durability: 'normal' });
    await s.close();
    expect(existsSync(join(dir, 'LOCK'))).toBe(false);
  });

  test('a directory this process already holds is refused to a second open, and opens again once closed', async () => {
    const dir = tempDir();
    const first = await openStore({ dataDir: dir, model: MODEL, durability: 'normal' });
    const err = await refusal(openStore({ dataDir: dir, model: MODEL, durability: 'normal' }));
    expect(err.message).toContain(`in use by process ${process.pid}`);
    await first.close();
    await (await openStore({ dataDir: dir, model: MODEL, durability: 'normal' })).close();
  });

  test('a directory locked by another live process is refused and its lock kept', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'LOCK'), String(process.ppid));
    const err = await refusal(openStore({ dataDir: dir, model: MODEL, durability: 'normal' }));
    expect(err.code).toBe('store_incompatible');
    expect(readFileSync(join(dir, 'LOCK'), 'utf8')).toBe(String(process.ppid));
  });
});
