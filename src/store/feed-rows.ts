/**
 * The index feed's rows, shared by the SQLite and PostgreSQL feeds: each reads the records
 * inserted after a seq and those changed after a change mark in its own SQL, and both turn the two
 * pages into the same answer here — the entries, the marks to read from next, and whether a page
 * was cut short.
 */
import type { Status } from '../core/types.js';
import type { IndexEntry, IndexMarks } from './ports.js';
import { toVector } from './record-rows.js';

/** A feed row: a record's seq, tenant, status, its embedding when asked for, and (changes) the change mark. */
export interface FeedRow {
  seq: number;
  tenant: string;
  status: Status;
  embedding: Buffer | null;
  mark?: number;
}

/** A feed row as the index takes it. */
export function toFeedEntry(r: FeedRow): IndexEntry {
  const e: IndexEntry = { seq: r.seq, tenant: r.tenant, status: r.status };
  if (r.embedding) e.embedding = toVector(r.embedding);
  return e;
}

/**
 * The answer to `IndexFeed.changes` from its two pages, each in mark order and at most `limit`
 * long: the next read starts after the last row of each, and a full page means there may be more.
 */
export function feedPage(from: IndexMarks, limit: number, inserted: FeedRow[], changed: FeedRow[]): { entries: IndexEntry[]; to: IndexMarks; more: boolean } {
  const to = {
    seq: inserted.length > 0 ? inserted[inserted.length - 1].seq : from.seq,
    change: changed.length > 0 ? changed[changed.length - 1].mark! : from.change,
  };
  return { entries: [...inserted, ...changed].map(toFeedEntry), to, more: inserted.length === limit || changed.length === limit };
}
