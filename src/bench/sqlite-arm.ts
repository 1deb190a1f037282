/**
 * Baseline: a plain SQLite insert of the same rows with the same durability (WAL,
 * `synchronous = FULL`) — what writing memories costs with no revision core, no index, no
 * full-text search and no decision trace. The floor our write latency is compared against.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { monotonicFactory } from 'ulid';
import type { PreparedMemory } from './fill.js';
import { perSecond, summarize, timeEach, type LatencySummary } from './stats.js';

/** What the SQLite baseline measured at one N. */
export interface SqliteArmResult {
  durability: string;
  prefill_s: number;
  write_ms: LatencySummary;
  writes_per_s: number;
}

interface Row {
  id: string;
  tenant: string;
  subject: string | null;
  key: string;
  value: string;
  kind: string;
  content: string;
  content_hash: string;
  embedding: Buffer;
  created_at: number;
  status: string;
  principal: string;
  trust: number;
}

const nextId = monotonicFactory();

/** The row our store would hold for `m`, minus the revision bookkeeping; built before timing. */
function rowOf(m: PreparedMemory): Row {
  const v = m.embedding;
  return {
    id: nextId(),
    tenant: 'default',
    subject: null,
    key: m.key,
    value: m.value,
    kind: 'fact',
    content: m.content,
    content_hash: m.contentHash,
    embedding: Buffer.from(v.buffer, v.byteOffset, v.byteLength),
    created_at: Date.now(),
    status: 'active',
    principal: 'bench',
    trust: 0.9,
  };
}

/** Pre-fills `fill` in one transaction, then times one autocommit INSERT per `sample` row. */
export async function runSqliteArm(dir: string, fill: readonly PreparedMemory[], sample: readonly PreparedMemory[]): Promise<SqliteArmResult> {
  const db = new Database(join(dir, 'plain.db'));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec(`CREATE TABLE memories (
      seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, tenant TEXT NOT NULL, subject TEXT, key TEXT NOT NULL,
      value TEXT NOT NULL, kind TEXT NOT NULL, content TEXT NOT NULL, content_hash TEXT NOT NULL, embedding BLOB NOT NULL,
      created_at INTEGER NOT NULL, status TEXT NOT NULL, principal TEXT NOT NULL, trust REAL NOT NULL)`);
    const insert = db.prepare(`INSERT INTO memories (id, tenant, subject, key, value, kind, content, content_hash, embedding, created_at,
      status, principal, trust) VALUES (@id, @tenant, @subject, @key, @value, @kind, @content, @content_hash, @embedding, @created_at,
      @status, @principal, @trust)`);
    const t0 = performance.now();
    db.transaction((rows: readonly PreparedMemory[]) => {
      for (const m of rows) insert.run(rowOf(m));
    })(fill);
    const prefill = performance.now() - t0;
    const rows = sample.map(rowOf);
    const timed = await timeEach(rows, (r) => insert.run(r));
    return {
      durability: 'WAL, synchronous=FULL, one autocommit INSERT per row',
      prefill_s: Math.round(prefill / 100) / 10,
      write_ms: summarize(timed.ms),
      writes_per_s: perSecond(timed.ms.length, timed.wallMs),
    };
  } finally {
    db.close();
  }
}
