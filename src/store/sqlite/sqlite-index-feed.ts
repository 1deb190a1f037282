/**
 * The vector index's view of the embedded ledger: what was inserted (by `seq`) and what changed
 * (by the rowid of `record_versions`, which every update writes and nothing deletes) since the
 * index last looked, read on the ledger's own connection (synchronously: the promises are settled). Another process's commit
 * (`review`, `rollback` beside a server) moves the same epoch and marks, so the server sees it at
 * its next search.
 */
import type Database from 'better-sqlite3';
import type { Status } from '../../core/types.js';
import { feedPage, type FeedRow } from '../feed-rows.js';
import type { IndexEntry, IndexFeed, IndexMarks } from '../ports.js';
import { toVector } from '../record-rows.js';

const PAGE = 5000;
/** Records per `IN (…)` lookup of embeddings. */
const LOOKUP = 500;
const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(',');

/** The index feed over a SQLite ledger's connection. */
export class SqliteIndexFeed implements IndexFeed {
  private readonly statements = new Map<string, Database.Statement>();

  /** Reads through `db`, the ledger's open connection. */
  constructor(private readonly db: Database.Database) {}

  private stmt(sql: string): Database.Statement {
    let st = this.statements.get(sql);
    if (!st) this.statements.set(sql, (st = this.db.prepare(sql)));
    return st;
  }

  async epoch(): Promise<number> {
    const row = this.stmt(`SELECT value FROM meta WHERE key = 'epoch'`).get() as { value: string } | undefined;
    return row ? Number(row.value) : 0;
  }

  async marks(): Promise<IndexMarks> {
    const seq = (this.stmt(`SELECT max(seq) AS m FROM records`).get() as { m: number | null }).m ?? 0;
    const change = (this.stmt(`SELECT max(rowid) AS m FROM record_versions`).get() as { m: number | null }).m ?? 0;
    return { seq, change };
  }

  async changes(from: IndexMarks, limit: number, embedFor: readonly Status[]): Promise<{ entries: IndexEntry[]; to: IndexMarks; more: boolean }> {
    // The embedding (1.5 KB at 384 dimensions) is read only for records the index may take in.
    const embedding = `CASE WHEN r.status IN (${placeholders(embedFor.length)}) THEN r.embedding END AS embedding`;
    const inserted = this.stmt(`SELECT r.seq, r.tenant, r.status, ${embedding} FROM records r WHERE r.seq > ? ORDER BY r.seq LIMIT ?`)
      .all(...embedFor, from.seq, limit) as FeedRow[];
    const changed = this.stmt(
      `SELECT v.rowid AS mark, r.seq, r.tenant, r.status, ${embedding}
       FROM record_versions v JOIN records r ON r.id = v.id WHERE v.rowid > ? ORDER BY v.rowid LIMIT ?`,
    ).all(...embedFor, from.change, limit) as FeedRow[];
    return feedPage(from, limit, inserted, changed);
  }

  async *entries(): AsyncIterable<IndexEntry> {
    const page = this.stmt(`SELECT seq, tenant, status FROM records WHERE seq > ? ORDER BY seq LIMIT ${PAGE}`);
    for (let last = 0; ; ) {
      const rows = page.all(last) as IndexEntry[];
      yield* rows;
      if (rows.length < PAGE) return;
      last = rows[rows.length - 1].seq;
    }
  }

  async embeddingsOf(seqs: readonly number[]): Promise<Map<number, Float32Array>> {
    const out = new Map<number, Float32Array>();
    for (let i = 0; i < seqs.length; i += LOOKUP) {
      // Padded with seq 0 (never used) so one statement serves every batch.
      const batch = [...seqs.slice(i, i + LOOKUP)];
      while (batch.length < LOOKUP) batch.push(0);
      const rows = this.stmt(`SELECT seq, embedding FROM records WHERE seq IN (${placeholders(LOOKUP)})`).all(...batch) as { seq: number; embedding: Buffer }[];
      for (const r of rows) out.set(r.seq, toVector(r.embedding));
    }
    return out;
  }
}
