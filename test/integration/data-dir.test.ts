/**
 * Data-directory safety of the real server: it refuses — and never touches — a directory that
 * holds something else, a corrupt or foreign ledger, or a directory another server is using.
 */
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { health, runCli, startHttpServer } from '../helpers/processes.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

const serve = (dataDir: string) => runCli(['serve', '--http', '--port', '0', '--data-dir', dataDir]);

describe('data directory safety', () => {
  it('refuses a non-empty directory without a store and leaves the foreign file untouched', async () => {
    const dir = makeTempDir();
    const notes = join(dir, 'notes.txt');
    writeFileSync(notes, 'my own notes, not a memory store\n');
    const before = statSync(notes);
    const r = await serve(dir);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/notes\.txt/);
    expect(r.stderr).toMatch(/refusing to use it/);
    expect(readdirSync(dir)).toEqual(['notes.txt']);
    expect(readFileSync(notes, 'utf8')).toBe('my own notes, not a memory store\n');
    expect(statSync(notes).mtimeMs).toBe(before.mtimeMs);
  });

  it('refuses a corrupt hindsight.db and leaves its bytes unchanged', async () => {
    const dir = makeTempDir();
    const db = join(dir, 'hindsight.db');
    const junk = randomBytes(16 * 1024);
    writeFileSync(db, junk);
    const r = await serve(dir);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/hindsight\.db cannot be opened as a Hindsight Guard store/);
    expect(readFileSync(db).equals(junk)).toBe(true);
    // Only the lock's guard file is left beside it (see src/store/data-dir-lock.ts).
    expect(readdirSync(dir).filter((f) => f !== 'hindsight.db')).toEqual(['hindsight.lock']);
  });

  it('refuses an SQLite database of another application and leaves it unchanged', async () => {
    const dir = makeTempDir();
    const file = join(dir, 'hindsight.db');
    const other = new Database(file);
    other.exec(`CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL); INSERT INTO invoices (total) VALUES (12.5);`);
    other.close();
    const bytes = readFileSync(file);
    const r = await serve(dir);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/another application/);
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it('refuses to start a second server on a data directory a running server holds', async () => {
    const dir = makeTempDir();
    const first = await startHttpServer(dir);
    const second = await serve(dir);
    expect(second.code).not.toBe(0);
    expect(second.stderr).toMatch(new RegExp(`in use by process ${first.child.pid}`));
    expect((await health(first.url)).status).toBe(200);
  });

  it('takes over the lock a killed server left behind', async () => {
    const dir = makeTempDir();
    const first = await startHttpServer(dir);
    await first.kill();
    expect(readdirSync(dir)).toContain('LOCK');
    const second = await startHttpServer(dir);
    expect((await health(second.url)).status).toBe(200);
  });
});
