/**
 * The two ledger adapters as the contract suites see them: how to open a fresh store, a second
 * handle on it (another process beside a server, or another replica), the index feed and the
 * revision gate over it. Every suite in this folder runs once per kind.
 */
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { EpochGate } from '../../../src/store/epoch-gate.js';
import type { IndexFeed, Ledger, RevisionGate } from '../../../src/store/ports.js';
import { PgIndexFeed } from '../../../src/store/postgres/pg-index-feed.js';
import { PgRevisionGate } from '../../../src/store/postgres/pg-revision-gate.js';
import { openPgLedger, PgLedger } from '../../../src/store/postgres/pg-store.js';
import { SqliteIndexFeed } from '../../../src/store/sqlite/sqlite-index-feed.js';
import { openSqliteLedger, SqliteLedger } from '../../../src/store/sqlite/sqlite-ledger.js';
import { freshTarget } from '../../helpers/postgres.js';
import { tempDir } from '../store-fixture.js';

/** One adapter under contract. */
export interface LedgerKind {
  name: 'sqlite' | 'postgres';
  /** A fresh, empty store (closed after the test). */
  open(): Promise<Ledger>;
  /** Another handle on the store of `l`: another process sharing the file, or another replica with its own pool. */
  alongside(l: Ledger): Promise<Ledger>;
  /** What a vector index reads from `l`. */
  feed(l: Ledger): IndexFeed;
  /** The revision gate over `l`. */
  gate(l: Ledger): RevisionGate;
}

const opened: Ledger[] = [];
afterEach(async () => {
  while (opened.length > 0) await opened.pop()!.close();
});
const track = <L extends Ledger>(l: L): L => (opened.push(l), l);

const files = new WeakMap<Ledger, string>();

/** The embedded SQLite ledger, one file per store. */
export const sqliteKind: LedgerKind = {
  name: 'sqlite',
  async open() {
    const file = join(tempDir(), 'hindsight.db');
    const l = track(openSqliteLedger(file, 'normal'));
    files.set(l, file);
    return l;
  },
  async alongside(l) {
    return track(openSqliteLedger(files.get(l)!, 'normal', { shared: true }));
  },
  feed: (l) => new SqliteIndexFeed((l as SqliteLedger).db),
  gate: (l) => new EpochGate(l),
};

/** The PostgreSQL ledger, one fresh schema per store. */
export const postgresKind: LedgerKind = {
  name: 'postgres',
  async open() {
    return track(await openPgLedger(freshTarget()));
  },
  async alongside(l) {
    return track(await openPgLedger({ ...(l as PgLedger).database.target }));
  },
  feed: (l) => new PgIndexFeed((l as PgLedger).database),
  gate: (l) => new PgRevisionGate((l as PgLedger).database),
};
