/**
 * The replicas' HNSW snapshot, kept in the PostgreSQL ledger itself (`index_snapshot` and its
 * chunks) rather than in files: every replica reads the same one — a replica started on a new,
 * empty host included, which is the one a snapshot helps most — and it can only ever describe
 * the database it is stored in. It is a cache: the index reconciles it with the ledger at start
 * and rebuilds whatever does not fit, so a stale, foreign or damaged snapshot costs time, never a
 * wrong result.
 *
 * Saving is shared out: a replica saves only when the stored snapshot lags its graph by
 * `saveAfter` points or more (or there is none), and only the replica that takes the schema's
 * snapshot lock (a transaction-level advisory try-lock) does; the others skip that round. The
 * graph goes up in chunks of `chunkBytes` in one transaction that also drops the previous
 * generation, so readers (in a repeatable-read transaction) see one whole snapshot or the other.
 */
import { createHash } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseMeta, type IndexSnapshots, type LoadedSnapshot, type SnapshotMeta } from '../hnsw/index-snapshots.js';
import type { PgDb } from './pg-db.js';

/** When and how a replica saves. */
export interface PgSnapshotOptions {
  /** New graph points over the stored snapshot's that make saving worth it (default 1000). */
  saveAfter?: number;
  /** Bytes per stored chunk (default 8 MiB). */
  chunkBytes?: number;
}

interface StoredRow {
  generation: number;
  meta: string;
  bytes: number;
  chunks: number;
  sha256: string;
}

/** Index snapshots in the PostgreSQL ledger. */
export class PgIndexSnapshots implements IndexSnapshots {
  private readonly saveAfter: number;
  private readonly chunkBytes: number;

  /** Keeps the snapshot in the schema of `db`. */
  constructor(
    private readonly db: PgDb,
    opts: PgSnapshotOptions = {},
  ) {
    this.saveAfter = opts.saveAfter ?? 1000;
    this.chunkBytes = opts.chunkBytes ?? 8 * 1024 * 1024;
  }

  /** The stored snapshot's meta (what it covers), without its graph. */
  async stored(): Promise<SnapshotMeta | undefined> {
    const row = (await this.db.rows<{ meta: string }>(`SELECT meta FROM index_snapshot WHERE id = 1`))[0];
    return parseMeta(row?.meta);
  }

  async load(): Promise<LoadedSnapshot | undefined> {
    const dir = mkdtempSync(join(tmpdir(), 'hindsight-snapshot-'));
    const release = () => rmSync(dir, { recursive: true, force: true });
    try {
      const file = join(dir, 'index.bin');
      const meta = await this.db.tx(async (c) => {
        // One snapshot of the tables: a replica saving meanwhile cannot swap the chunks under this read.
        await c.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
        const row = (await c.query<StoredRow>(`SELECT generation, meta, bytes, chunks, sha256 FROM index_snapshot WHERE id = 1`)).rows[0];
        const meta = parseMeta(row?.meta);
        if (!row || !meta) return undefined;
        const fd = openSync(file, 'w');
        const hash = createHash('sha256');
        let bytes = 0;
        try {
          for (let n = 0; n < row.chunks; n++) {
            const chunk = (await c.query<{ data: Buffer }>(`SELECT data FROM index_snapshot_chunks WHERE generation = $1 AND n = $2`, [row.generation, n])).rows[0];
            if (!chunk) return undefined;
            writeSync(fd, chunk.data);
            hash.update(chunk.data);
            bytes += chunk.data.length;
          }
        } finally {
          closeSync(fd);
        }
        // A damaged or partly written snapshot is not loaded: the index is rebuilt from the ledger.
        return bytes === row.bytes && hash.digest('hex') === row.sha256 ? meta : undefined;
      });
      if (!meta) {
        release();
        return undefined;
      }
      return { meta, file, release };
    } catch (err) {
      release();
      throw err;
    }
  }

  async store(current: { count: number }, write: (file: string) => SnapshotMeta): Promise<boolean> {
    // An empty graph (a store just cleared for a rebuild) is not worth a snapshot.
    if (current.count === 0) return false;
    const before = await this.stored();
    if (before && current.count - before.count < this.saveAfter) return false;
    // (A snapshot of another embedding model is cleared by `reindex`; one left behind is rejected at load.)
    const dir = mkdtempSync(join(tmpdir(), 'hindsight-snapshot-'));
    try {
      return await this.db.tx(async (c) => {
        const lock = (await c.query<{ ok: boolean }>(`SELECT pg_try_advisory_xact_lock(hashtext($1)) AS ok`, [`hindsight-guard index snapshot ${this.db.target.schema}`])).rows[0];
        if (!lock?.ok) return false;
        const file = join(dir, 'index.bin');
        const meta = write(file);
        const generation = (await c.query<{ g: number }>(`SELECT nextval('index_snapshot_generation') AS g`)).rows[0].g;
        const hash = createHash('sha256');
        const fd = openSync(file, 'r');
        let bytes = 0;
        let chunks = 0;
        try {
          const buf = Buffer.alloc(this.chunkBytes);
          for (let got; (got = readSync(fd, buf, 0, buf.length, null)) > 0; chunks++) {
            const data = buf.subarray(0, got);
            hash.update(data);
            bytes += got;
            await c.query(`INSERT INTO index_snapshot_chunks (generation, n, data) VALUES ($1, $2, $3)`, [generation, chunks, data]);
          }
        } finally {
          closeSync(fd);
        }
        await c.query(
          `INSERT INTO index_snapshot (id, generation, meta, bytes, chunks, sha256, saved_at) VALUES (1, $1, $2, $3, $4, $5, $6)
           ON CONFLICT (id) DO UPDATE SET generation = excluded.generation, meta = excluded.meta, bytes = excluded.bytes,
             chunks = excluded.chunks, sha256 = excluded.sha256, saved_at = excluded.saved_at`,
          [generation, JSON.stringify(meta), bytes, chunks, hash.digest('hex'), meta.at ?? Date.now()],
        );
        await c.query(`DELETE FROM index_snapshot_chunks WHERE generation <> $1`, [generation]);
        return true;
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  async clear(): Promise<void> {
    await this.db.tx(async (c) => {
      await c.query(`DELETE FROM index_snapshot`);
      await c.query(`DELETE FROM index_snapshot_chunks`);
    });
  }
}
