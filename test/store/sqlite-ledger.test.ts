import Database from 'better-sqlite3';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { HindsightError } from '../../src/core/errors.js';
import { APPLICATION_ID, MIGRATIONS } from '../../src/store/sqlite/migrations.js';
import { openSqliteLedger, type SqliteLedger } from '../../src/store/sqlite/sqlite-ledger.js';
import { AT, MODEL, newRecord, tempDir } from './store-fixture.js';

const open: SqliteLedger[] = [];
afterEach(async () => {
  while (open.length > 0) await open.pop()!.close();
});

function ledger(file = ':memory:'): SqliteLedger {
  const l = openSqliteLedger(file, 'normal');
  open.push(l);
  return l;
}

async function codeOf(p: Promise<unknown> | (() => unknown)): Promise<string | undefined> {
  try {
    await (typeof p === 'function' ? p() : p);
  } catch (err) {
    return err instanceof HindsightError ? err.code : `not a HindsightError: ${String(err)}`;
  }
  return undefined;
}

describe('migrations', () => {
  const by = (principal: string, status: 'active' | 'quarantined' = 'active') => newRecord({ source: { channel: 'agent', principal }, status });

  test('a store written before the counts existed gets them when it is migrated', async () => {
    const file = join(tempDir(), 'hindsight.db');
    const db = new Database(file);
    for (const [v, sql] of MIGRATIONS.slice(0, 6).entries()) {
      db.exec(sql);
      db.pragma(`user_version = ${v + 1}`);
    }
    db.pragma(`application_id = ${APPLICATION_ID}`);
    db.close();
    // Records written by a build at schema v6: inserted without the counting triggers.
    const old = new Database(file);
    const rows = [by('p1'), by('p1', 'quarantined'), by('p2', 'quarantined')];
    for (const r of rows) {
      old.prepare(`INSERT INTO records (id, tenant, key, value, kind, content, content_hash, embedding, embedding_model, created_at, status, version, channel, principal, trust, confidence, supersedes, links, lineage, verification)
        VALUES (?, 'acme', 'k', 'v', 'fact', 'c', 'h', x'00', 'm', 0, ?, 1, 'agent', ?, 0.6, 0, '[]', '[]', '[]', 'none')`).run(r.id, r.status, r.source.principal);
    }
    old.close();
    const l = ledger(file);
    expect(await l.usage('acme', 'p1')).toEqual({ records: 2, held: 1 });
    expect(await l.usage('acme', 'p2')).toEqual({ records: 1, held: 1 });
  });

});

describe('files', () => {
  test('migrations set user_version to the schema version and stamp the application id', async () => {
    const file = join(tempDir(), 'hindsight.db');
    const l = ledger(file);
    expect(l.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(l.db.pragma('application_id', { simple: true })).toBe(APPLICATION_ID);
  });

  test('reopening a store keeps its records and does not re-run migrations', async () => {
    const file = join(tempDir(), 'hindsight.db');
    const l1 = openSqliteLedger(file, 'normal');
    const [a] = await l1.commit({ inserts: [newRecord()], updates: [], traces: [], at: AT });
    await l1.close();
    const l2 = ledger(file);
    expect((await l2.get(a.id))?.content).toBe(a.content);
    expect(l2.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
  });

  test('a foreign SQLite file is refused and left untouched', async () => {
    const file = join(tempDir(), 'other.db');
    const db = new Database(file);
    db.exec(`CREATE TABLE invoices (id INTEGER PRIMARY KEY, amount REAL); INSERT INTO invoices (amount) VALUES (12.5);`);
    db.close();
    expect(await codeOf(() => openSqliteLedger(file, 'normal'))).toBe('store_incompatible');
    const check = new Database(file, { readonly: true });
    const tables = check.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[];
    expect(tables.map((t) => t.name)).toEqual(['invoices']);
    expect(check.pragma('user_version', { simple: true })).toBe(0);
    check.close();
  });

  test('a store from a newer build is refused', async () => {
    const file = join(tempDir(), 'hindsight.db');
    await openSqliteLedger(file, 'normal').close();
    const db = new Database(file);
    db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    db.close();
    expect(await codeOf(() => openSqliteLedger(file, 'normal'))).toBe('store_incompatible');
  });

  test('a file that is not SQLite is refused as corrupt', async () => {
    const dir = tempDir();
    const file = join(dir, 'hindsight.db');
    writeFileSync(file, 'this is not a database, just some text '.repeat(50));
    expect(await codeOf(() => openSqliteLedger(file, 'normal'))).toBe('store_corrupt');
    expect(existsSync(file)).toBe(true);
  });

  test('an empty file is initialised as a new store', async () => {
    const file = join(tempDir(), 'hindsight.db');
    new Database(file).close();
    const l = ledger(file);
    expect(l.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
  });
});

describe('lexical lookups kept in memory', () => {
  test('another process’s commit (the review CLI beside a server) is found by the next lookup', async () => {
    const file = join(tempDir(), 'hindsight.db');
    const server = ledger(file);
    const cli = ledger(file);
    const [first] = await server.commit({ inserts: [newRecord({ content: 'the lighthouse lamp was serviced' })], updates: [], traces: [], at: AT });
    expect((await server.lexicalSearch('acme', ['lighthouse'], 10)).map((h) => h.seq)).toEqual([first.seq]);
    const [second] = await cli.commit({ inserts: [newRecord({ content: 'a second lighthouse keeper was hired' })], updates: [], traces: [], at: AT });
    expect((await server.lexicalSearch('acme', ['lighthouse'], 10)).map((h) => h.seq).sort((x, y) => x - y)).toEqual([first.seq, second.seq]);
    // And after the server's own commit that follows the other process's.
    const [third] = await cli.commit({ inserts: [newRecord({ content: 'lighthouse paint ordered' })], updates: [], traces: [], at: AT });
    await server.commit({ inserts: [newRecord({ content: 'unrelated note' })], updates: [], traces: [], at: AT });
    expect((await server.lexicalSearch('acme', ['lighthouse'], 10)).map((h) => h.seq)).toContain(third.seq);
  });
});
