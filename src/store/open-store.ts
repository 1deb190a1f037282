/**
 * Opens the store: by default the embedded one in a data directory — the SQLite ledger, the HNSW
 * index caught up with it, and a lock so two processes never serve one directory; or, given a
 * PostgreSQL target, the shared ledger in its schema with this replica's own HNSW index, started
 * from the snapshot stored beside the ledger (no lock: replicas share the store). Refuses — never overwrites — a directory or schema that
 * holds something else, a corrupt ledger, or records of another embedder.
 */
import { join } from 'node:path';
import { followUp } from '../config/invocation.js';
import { HindsightError } from '../core/errors.js';
import type { EmbeddingModel } from '../core/types.js';
import { lockDataDir } from './data-dir-lock.js';
import { prepareDataDir } from './prepare-data-dir.js';
import { HnswIndex, type IndexOpenInfo } from './hnsw/hnsw-index.js';
import { FileSnapshots } from './hnsw/index-snapshots.js';
import { EpochGate } from './epoch-gate.js';
import type { Ledger, RevisionGate, VectorIndex } from './ports.js';
import { describeTarget, type PgTarget } from './postgres/pg-db.js';
import { PgIndexFeed } from './postgres/pg-index-feed.js';
import { PgIndexSnapshots } from './postgres/pg-index-snapshots.js';
import { PgRevisionGate } from './postgres/pg-revision-gate.js';
import { openPgLedger, type PgLedger } from './postgres/pg-store.js';
import { SqliteIndexFeed } from './sqlite/sqlite-index-feed.js';
import { openSqliteLedger, type Durability, type SqliteLedger } from './sqlite/sqlite-ledger.js';

/** How often a replica on PostgreSQL catches its index up with the ledger when nothing else woke it. */
const CATCH_UP_MS = 1_000;
/** How often the index snapshot is saved (the embedded store's, and a replica's turn at the shared one). */
const SAVE_MS = 5 * 60_000;

/** An opened store. */
export interface OpenedStore {
  ledger: Ledger;
  index: VectorIndex;
  /** How the index came up. */
  indexInfo: IndexOpenInfo;
  /** What keeps revisions of one key apart across the processes sharing the store. */
  gate: RevisionGate;
  /** Where the store lives (a data directory, or a database and schema without credentials). */
  where: string;
  /** Saves the index snapshot and closes everything. */
  close(): Promise<void>;
}

/** Options for opening a store. */
export interface OpenStoreOptions {
  /** Data directory; `undefined` opens a throw-away in-memory store (eval, tests). */
  dataDir?: string;
  model: EmbeddingModel;
  durability: Durability;
  /** Accept a store embedded with another model (only `reindex` does this). */
  allowModelChange?: boolean;
  /**
   * Open an existing store alongside the process that serves it (the review CLI): no lock, and
   * nothing written but ledger transactions — no index snapshot, no new records — so the server's
   * index stays true. Compare-and-set versions and SQLite's own locking keep concurrent updates safe.
   */
  shared?: boolean;
  /** The PostgreSQL store to open instead of the embedded one (`dataDir` is then unused). */
  database?: PgTarget;
  /** Drop the PostgreSQL schema when the store closes (a throw-away store: `eval`). */
  dropOnClose?: boolean;
}

/** Opens (creating if needed) the store. */
export async function openStore(opts: OpenStoreOptions): Promise<OpenedStore> {
  if (opts.database) return openPgStore(opts, opts.database);
  if (!opts.dataDir) {
    const ledger = openSqliteLedger(':memory:', 'normal');
    await ledger.setEmbeddingModel(opts.model);
    const index = new HnswIndex(opts.model, new SqliteIndexFeed(ledger.db));
    const indexInfo = await index.open();
    return { ledger, index, indexInfo, gate: new EpochGate(ledger), where: 'memory', close: () => ledger.close() };
  }
  const dir = opts.dataDir;
  // Shared (the reviewer's commands): never creates a store, so a mistyped --data-dir is not an empty queue.
  prepareDataDir(dir, { create: !opts.shared });
  const releaseLock = opts.shared ? () => undefined : lockDataDir(dir);
  let ledger: SqliteLedger | undefined;
  try {
    ledger = openSqliteLedger(join(dir, 'hindsight.db'), opts.durability, { shared: opts.shared });
    const stored = await ledger.embeddingModel();
    checkModel(stored, opts, dir, ['--data-dir', dir]);
    if (!stored) await ledger.setEmbeddingModel(opts.model);
    const index = new HnswIndex(opts.model, new SqliteIndexFeed(ledger.db), new FileSnapshots(join(dir, 'index')));
    // Changing models (reindex): the old vectors do not fit the new index; it is rebuilt after re-embedding.
    const changing = stored !== undefined && (stored.id !== opts.model.id || stored.dim !== opts.model.dim);
    const indexInfo = changing ? { loaded: 0, caughtUp: 0, rebuilt: true } : await index.open();
    const l = ledger;
    // A snapshot save blocks for ~0.7 s at 100k vectors; a stale snapshot only costs catch-up at start.
    let timer: NodeJS.Timeout | undefined = opts.shared ? undefined : setInterval(() => void index.save().catch(() => undefined), SAVE_MS);
    timer?.unref();
    return {
      ledger: l,
      index,
      indexInfo,
      gate: new EpochGate(l),
      where: dir,
      close: async () => {
        if (timer) clearInterval(timer);
        timer = undefined;
        if (!opts.shared) await index.save();
        await l.close();
        releaseLock();
      },
    };
  } catch (err) {
    await ledger?.close();
    releaseLock();
    throw err;
  }
}

/** Refuses a store embedded with another model than this process's (unless re-embedding it). */
function checkModel(stored: EmbeddingModel | undefined, opts: OpenStoreOptions, where: string, args: string[]): void {
  if (stored && (stored.id !== opts.model.id || stored.dim !== opts.model.dim) && !opts.allowModelChange) {
    throw new HindsightError(
      'store_incompatible',
      `${where} was embedded with ${stored.id}@${stored.dim}, this server uses ${opts.model.id}@${opts.model.dim}; run \`${followUp(['reindex', ...args])}\` to re-embed it`,
    );
  }
}

/**
 * The PostgreSQL store: the shared ledger and this replica's HNSW index — a cache of the ledger,
 * started from the snapshot stored in the database (any replica's; see pg-index-snapshots.ts) and
 * what the ledger gained since, or rebuilt from the ledger. It catches up before every search,
 * when another replica announces a change (the event bus), and every `CATCH_UP_MS` on its own.
 */
async function openPgStore(opts: OpenStoreOptions, target: PgTarget): Promise<OpenedStore> {
  const where = describeTarget(target);
  let ledger: PgLedger | undefined;
  const drop = async () => {
    if (opts.dropOnClose && ledger) await ledger.database.query(`DROP SCHEMA IF EXISTS ${target.schema} CASCADE`);
  };
  try {
    ledger = await openPgLedger(target, { shared: opts.shared });
    const stored = await ledger.embeddingModel();
    checkModel(stored, opts, where, []);
    if (!stored && !opts.shared) await ledger.setEmbeddingModel(opts.model);
    // A reviewer's command beside the servers reads the snapshot and never writes one; a throw-away store keeps none.
    const saving = !opts.shared && !opts.dropOnClose;
    const index = new HnswIndex(opts.model, new PgIndexFeed(ledger.database), opts.dropOnClose ? undefined : new PgIndexSnapshots(ledger.database));
    const changing = stored !== undefined && (stored.id !== opts.model.id || stored.dim !== opts.model.dim);
    const indexInfo = changing ? { loaded: 0, caughtUp: 0, rebuilt: true } : await index.open();
    const l = ledger;
    // Kept warm between searches: a search after a quiet spell does not pay for others' writes.
    // A database that is away fails the round silently (readiness reports it); the next one retries.
    let catchUp: NodeJS.Timeout | undefined = opts.shared ? undefined : setInterval(() => void index.size().catch(() => undefined), CATCH_UP_MS);
    catchUp?.unref();
    let saver: NodeJS.Timeout | undefined = saving ? setInterval(() => void index.save().catch(() => undefined), SAVE_MS) : undefined;
    saver?.unref();
    return {
      ledger: l,
      index,
      indexInfo,
      gate: new PgRevisionGate(l.database),
      where,
      close: async () => {
        clearInterval(catchUp);
        clearInterval(saver);
        catchUp = saver = undefined;
        try {
          // Saved only if it lags the stored one enough; a database gone at shutdown costs the next start a rebuild, nothing more.
          if (saving) await index.save().catch(() => undefined);
          await drop();
        } finally {
          await l.close();
        }
      },
    };
  } catch (err) {
    await drop().catch(() => undefined);
    await ledger?.close();
    throw err;
  }
}

/**
 * Opens only the ledger of an existing store (the audit commands): no lock and no index, so it
 * runs beside a serving process; never creates a store. `database` opens a PostgreSQL one.
 */
export async function openExistingLedger(dataDir: string, database?: PgTarget): Promise<Ledger> {
  if (database) return openPgLedger(database, { shared: true });
  prepareDataDir(dataDir, { create: false });
  return openSqliteLedger(join(dataDir, 'hindsight.db'), 'normal', { shared: true });
}
