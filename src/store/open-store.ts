/**
 * Opens the embedded store in a data directory: the SQLite ledger, the HNSW index caught up with
 * it, and a lock so two processes never serve one directory. Refuses — never overwrites — a
 * directory that holds something else, a corrupt ledger, or records of another embedder.
 */
import { join } from 'node:path';
import { followUp } from '../config/invocation.js';
import { HindsightError } from '../core/errors.js';
import type { EmbeddingModel } from '../core/types.js';
import { lockDataDir } from './data-dir-lock.js';
import { prepareDataDir } from './prepare-data-dir.js';
import { HnswIndex, type IndexOpenInfo } from './hnsw/hnsw-index.js';
import type { Ledger, VectorIndex } from './ports.js';
import { SqliteIndexFeed } from './sqlite/sqlite-index-feed.js';
import { openSqliteLedger, type Durability, type SqliteLedger } from './sqlite/sqlite-ledger.js';

/** An opened store. */
export interface OpenedStore {
  ledger: Ledger;
  index: VectorIndex;
  /** How the index came up. */
  indexInfo: IndexOpenInfo;
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
}

/** Opens (creating if needed) the store. */
export async function openStore(opts: OpenStoreOptions): Promise<OpenedStore> {
  if (!opts.dataDir) {
    const ledger = openSqliteLedger(':memory:', 'normal');
    await ledger.setEmbeddingModel(opts.model);
    const index = new HnswIndex(opts.model, new SqliteIndexFeed(ledger.db));
    const indexInfo = await index.open();
    return { ledger, index, indexInfo, close: () => ledger.close() };
  }
  const dir = opts.dataDir;
  // Shared (the reviewer's commands): never creates a store, so a mistyped --data-dir is not an empty queue.
  prepareDataDir(dir, { create: !opts.shared });
  const releaseLock = opts.shared ? () => undefined : lockDataDir(dir);
  let ledger: SqliteLedger | undefined;
  try {
    ledger = openSqliteLedger(join(dir, 'hindsight.db'), opts.durability, { shared: opts.shared });
    const stored = await ledger.embeddingModel();
    if (stored && (stored.id !== opts.model.id || stored.dim !== opts.model.dim) && !opts.allowModelChange) {
      throw new HindsightError(
        'store_incompatible',
        `${dir} was embedded with ${stored.id}@${stored.dim}, this server uses ${opts.model.id}@${opts.model.dim}; run \`${followUp(['reindex', '--data-dir', dir])}\` to re-embed it`,
      );
    }
    if (!stored) await ledger.setEmbeddingModel(opts.model);
    const index = new HnswIndex(opts.model, new SqliteIndexFeed(ledger.db), join(dir, 'index'));
    // Changing models (reindex): the old vectors do not fit the new index; it is rebuilt after re-embedding.
    const changing = stored !== undefined && (stored.id !== opts.model.id || stored.dim !== opts.model.dim);
    const indexInfo = changing ? { loaded: 0, caughtUp: 0, rebuilt: true } : await index.open();
    const l = ledger;
    // A snapshot save blocks for ~0.7 s at 100k vectors; a stale snapshot only costs catch-up at start.
    let timer: NodeJS.Timeout | undefined = opts.shared ? undefined : setInterval(() => void index.save().catch(() => undefined), 5 * 60_000);
    timer?.unref();
    return {
      ledger: l,
      index,
      indexInfo,
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

/**
 * Opens only the ledger of an existing store (the audit commands): no lock and no index, so it
 * runs beside a serving process; never creates a store.
 */
export function openExistingLedger(dataDir: string): Ledger {
  prepareDataDir(dataDir, { create: false });
  return openSqliteLedger(join(dataDir, 'hindsight.db'), 'normal', { shared: true });
}
