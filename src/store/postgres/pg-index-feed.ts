/**
 * The vector index's view of the PostgreSQL ledger: records inserted (by `seq`) and changed (by
 * the `change` sequence of `record_versions`, which every update writes and nothing deletes)
 * since the index last looked. Commits lock the `state` row before they take a seq or a change
 * mark, so marks are handed out in commit order: a reader never steps past a record a slower
 * transaction is still writing. Every replica's commits move the same epoch, so each replica's
 * index sees them at its next search.
 */
import type { Status } from '../../core/types.js';
import { feedPage, type FeedRow } from '../feed-rows.js';
import type { IndexEntry, IndexFeed, IndexMarks } from '../ports.js';
import { toVector } from '../record-rows.js';
import type { PgDb } from './pg-db.js';

const PAGE = 5000;
/** Records per embedding lookup. */
const LOOKUP = 1000;

/** The index feed over a PostgreSQL ledger. */
export class PgIndexFeed implements IndexFeed {
  /** Reads through `db`. */
  constructor(private readonly db: PgDb) {}

  async epoch(): Promise<number> {
    return (await this.db.rows<{ epoch: number }>(`SELECT epoch FROM state WHERE id = 1`))[0].epoch;
  }

  async marks(): Promise<IndexMarks> {
    const row = (await this.db.rows<{ seq: number | null; change: number | null }>(
      `SELECT (SELECT max(seq) FROM records) AS seq, (SELECT max(change) FROM record_versions) AS change`,
    ))[0];
    return { seq: row.seq ?? 0, change: row.change ?? 0 };
  }

  async changes(from: IndexMarks, limit: number, embedFor: readonly Status[]): Promise<{ entries: IndexEntry[]; to: IndexMarks; more: boolean }> {
    // The embedding is read only for records the index may take in.
    const embedding = `CASE WHEN r.status = ANY($3::text[]) THEN r.embedding END AS embedding`;
    const inserted = await this.db.rows<FeedRow>(`SELECT r.seq, r.tenant, r.status, ${embedding} FROM records r WHERE r.seq > $1 ORDER BY r.seq LIMIT $2`, [from.seq, limit, embedFor]);
    const changed = await this.db.rows<FeedRow>(
      `SELECT v.change AS mark, r.seq, r.tenant, r.status, ${embedding}
       FROM record_versions v JOIN records r ON r.id = v.id WHERE v.change > $1 ORDER BY v.change LIMIT $2`,
      [from.change, limit, embedFor],
    );
    return feedPage(from, limit, inserted, changed);
  }

  async *entries(): AsyncIterable<IndexEntry> {
    for (let last = 0; ; ) {
      const rows = await this.db.rows<IndexEntry>(`SELECT seq, tenant, status FROM records WHERE seq > $1 ORDER BY seq LIMIT ${PAGE}`, [last]);
      yield* rows;
      if (rows.length < PAGE) return;
      last = rows[rows.length - 1].seq;
    }
  }

  async embeddingsOf(seqs: readonly number[]): Promise<Map<number, Float32Array>> {
    const out = new Map<number, Float32Array>();
    for (let i = 0; i < seqs.length; i += LOOKUP) {
      const rows = await this.db.rows<{ seq: number; embedding: Buffer }>(`SELECT seq, embedding FROM records WHERE seq = ANY($1::bigint[])`, [seqs.slice(i, i + LOOKUP)]);
      for (const r of rows) out.set(r.seq, toVector(r.embedding));
    }
    return out;
  }
}
