/**
 * The embedded store `migrate` copies from, held still for the whole copy: the data directory's
 * lock (a running server holds it, so a store being served is refused — stop the server first, and
 * none can start meanwhile) and an IMMEDIATE transaction on the ledger (the reviewer's commands,
 * which open the file beside a server without the lock, cannot commit until the copy is done, so
 * every table is read from one moment of the store). Nothing is written to the source; a store of
 * an older schema is first upgraded in place, as `serve` would.
 */
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { HindsightError } from '../../core/errors.js';
import { lockDataDir } from '../data-dir-lock.js';
import { prepareDataDir } from '../prepare-data-dir.js';
import { openSqliteLedger, type SqliteLedger } from '../sqlite/sqlite-ledger.js';
import type { Row } from '../record-rows.js';
import type { LedgerTable } from './ledger-tables.js';

/** An embedded store opened for copying. */
export interface MigrationSource {
  /** The data directory. */
  dir: string;
  /** Its ledger (audit chain, records as the ledger reads them). */
  ledger: SqliteLedger;
  /** A table's rows, as value lists in the table's column order, in the order they were written. */
  rows(table: Pick<LedgerTable, 'name' | 'columns'> & { order?: string }): IterableIterator<unknown[]>;
  /** Every record as the ledger reads it (`records_v`: reference counts included), in seq order. */
  recordRows(): IterableIterator<Row>;
  /** Number of rows of a table. */
  count(table: string): number;
  /** Seqs of the records SQLite's full-text index holds (those a lexical search can find). */
  lexicalSeqs(): Set<number>;
  /** `meta` rows. */
  meta(): { key: string; value: string }[];
  /** The commit epoch (`meta.epoch`). */
  epoch(): number;
  /** Ends the read, closes the ledger and releases the lock. */
  close(): Promise<void>;
}

/**
 * Opens the store in `dir` for copying, or refuses: no store there (`not_found`), or a process
 * serving it (`store_incompatible`, naming the process).
 */
export function openMigrationSource(dir: string): MigrationSource {
  prepareDataDir(dir, { create: false });
  let release: () => void;
  try {
    release = lockDataDir(dir);
  } catch (err) {
    if (err instanceof HindsightError && err.code === 'store_incompatible') {
      throw new HindsightError(
        'store_incompatible',
        `${err.message.replace(/; stop it or use another --data-dir.*$/, '')}: stop every server of ${dir} before migrating it (a store that is being written cannot be copied consistently); nothing was written`,
      );
    }
    throw err;
  }
  let ledger: SqliteLedger | undefined;
  try {
    ledger = openSqliteLedger(join(dir, 'hindsight.db'), 'normal');
    const db: Database.Database = ledger.db;
    try {
      db.exec('BEGIN IMMEDIATE');
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code !== 'SQLITE_BUSY' && code !== 'SQLITE_LOCKED') throw err;
      throw new HindsightError('store_incompatible', `${dir} is being written by another process (a reviewer's command beside it?) and stayed locked for 5 s; try again when it is done; nothing was written`);
    }
    const l = ledger;
    return {
      dir,
      ledger: l,
      rows: (table) => db.prepare(`SELECT ${table.columns.map(([c]) => c).join(', ')} FROM ${table.name}${table.order ? ` ORDER BY ${table.order}` : ''}`).raw(true).iterate() as IterableIterator<unknown[]>,
      recordRows: () => db.prepare(`SELECT * FROM records_v ORDER BY seq`).iterate() as IterableIterator<Row>,
      count: (table) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n,
      lexicalSeqs: () => new Set((db.prepare(`SELECT rowid FROM records_fts`).raw(true).all() as [number][]).map(([s]) => s)),
      meta: () => db.prepare(`SELECT key, value FROM meta ORDER BY key`).all() as { key: string; value: string }[],
      epoch: () => Number((db.prepare(`SELECT value FROM meta WHERE key = 'epoch'`).get() as { value: string } | undefined)?.value ?? 0),
      close: async () => {
        try {
          if (db.inTransaction) db.exec('ROLLBACK');
        } finally {
          await l.close();
          release();
        }
      },
    };
  } catch (err) {
    void ledger?.close();
    release();
    throw err;
  }
}
