/**
 * Data-directory safety of the real server: it refuses — and never touches — a directory that
 * holds something else, a corrupt or foreign ledger, or a directory another server is using; and
 * a path it cannot use (a file, under a file, not writable by this user) stops it at start with a
 * sentence that says what to do, never a bare EACCES or ENOTDIR.
 */
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { health, obeyingPermissions, runCli, startHttpServer } from '../helpers/processes.js';
import { onCleanup } from '../helpers/resources.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

const serve = (dataDir: string) => runCli(['serve', '--http', '--port', '0', '--data-dir', dataDir]);
const RAW = /EACCES|ENOTDIR|EPERM|ENOENT/;
/** A command prefix under which the CLI obeys file permissions, even as root (see processes.ts). */
const asUser = obeyingPermissions();

/** `dir` made read-only for the rest of the test (and writable again before it is removed). */
function readOnly(dir: string): void {
  chmodSync(dir, 0o555);
  onCleanup(() => chmodSync(dir, 0o755));
}

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

  it('refuses a --data-dir that is a file, saying to give a directory, and leaves the file alone', async () => {
    const file = join(makeTempDir(), 'data');
    writeFileSync(file, 'not a directory\n');
    const r = await serve(file);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`hindsight-guard: the data directory ${file} is a file, not a directory; give --data-dir a directory, or a path that does not exist yet (it is created)\n`);
    expect(readFileSync(file, 'utf8')).toBe('not a directory\n');
    const review = await runCli(['review', 'list', '--data-dir', file]);
    expect(review.code).toBe(2);
    expect(review.stderr).toContain('is a file, not a directory; give --data-dir the directory the server uses');
  });

  it('refuses a --data-dir under a file, naming the file', async () => {
    const file = join(makeTempDir(), 'notes.txt');
    writeFileSync(file, 'notes\n');
    const r = await serve(join(file, 'data'));
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`hindsight-guard: cannot create the data directory ${join(file, 'data')}: ${file} is a file, not a directory; choose another --data-dir\n`);
  });

  it.skipIf(!asUser)('refuses to create a data directory where this user may not write, saying how to fix it, and creates nothing', async () => {
    const parent = makeTempDir();
    readOnly(parent);
    const dir = join(parent, 'data');
    const r = await runCli(['serve', '--http', '--port', '0', '--data-dir', dir], { prefix: asUser });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`^hindsight-guard: cannot create the data directory ${dir}: permission denied for this user \\(uid \\d+\\); create it as a user who may \\(mkdir -p ${dir}\\) and give this user write access to it, or choose another --data-dir\n$`));
    expect(r.stderr).not.toMatch(RAW);
    expect(existsSync(dir)).toBe(false);
  });

  it.skipIf(!asUser)('refuses a store directory, or a store file, this user may not write, for serve and review alike, and changes nothing', async () => {
    const dir = makeTempDir();
    const first = await startHttpServer(dir);
    await first.stop();
    const before = readdirSync(dir).sort();
    readOnly(dir);
    for (const args of [['serve', '--stdio'], ['review', 'list']]) {
      const r = await runCli([...args, '--data-dir', dir], { prefix: asUser });
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`^hindsight-guard: cannot write to the data directory ${dir}: permission denied for this user \\(uid \\d+\\); run as the user who owns it, give this user write access to it, or choose another --data-dir\n$`));
    }
    expect(readdirSync(dir).sort()).toEqual(before);
    chmodSync(dir, 0o755);
    const db = join(dir, 'hindsight.db');
    chmodSync(db, 0o444);
    const r = await runCli(['serve', '--stdio', '--data-dir', dir], { prefix: asUser });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`^hindsight-guard: cannot write to ${db} of the data directory: permission denied for this user \\(uid \\d+\\); run as the user who owns it`));
    expect(r.stderr).not.toMatch(RAW);
  });

  it('names a policy file it cannot read in words, not an error code', async () => {
    const dir = makeTempDir();
    mkdirSync(join(dir, 'policy.yaml'));
    const r = await runCli(['serve', '--http', '--port', '0', '--data-dir', join(dir, 'data'), '--policy', join(dir, 'policy.yaml')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${join(dir, 'policy.yaml')}: cannot read: it is a directory, not a file; check the path and its permissions`);
    expect(existsSync(join(dir, 'data'))).toBe(false);
  });
});
