/**
 * The embedded ledger: SQLite through better-sqlite3, WAL journal, one file per data directory.
 * Every commit is a single IMMEDIATE transaction, so a crash leaves either the whole revision or
 * none of it; every update is compare-and-set on `version`, and the pre-update state is kept in
 * `record_versions` so no version is ever lost.
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import type { AuditEntry, AuditEvent, ChainHead } from '../../audit/audit-entry.js';
import { statusEvent, traceEvent } from '../../audit/audit-events.js';
import { HindsightError } from '../../core/errors.js';
import { INDEXED_STATUSES, type Channel, type DecisionTrace, type EmbeddingModel, type MemoryRecord, type Status } from '../../core/types.js';
import { lexicalTerms } from '../../core/text.js';
import type { AuditFilter, CommitPlan, HeldBurst, Ledger, OutboxEntry, PrincipalUsage, ReadEntry, RecordFilter, RecordVersion, UpstreamState } from '../ports.js';
import { APPLICATION_ID, MIGRATIONS } from './migrations.js';
import { pendingMigrations } from '../schema-version.js';
import { SqliteAuditLog } from './sqlite-audit.js';
import { POSTINGS_PER_TERM, PRINCIPAL_OVERREAD, modelString, opt, patchToRow, recordToRow, rowPatchBase, snapshotOf, toBurst, toOutboxEntry, toRecord, toVector, type BurstRow, type OutboxRow, type Row } from '../record-rows.js';

/** Durability of acknowledged writes: `full` survives power loss, `normal` a process crash. */
export type Durability = 'full' | 'normal';

/** Statuses whose records are in the lexical index: the vector index's. */
const LEXICAL = new Set<string>(INDEXED_STATUSES);
const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(',');

/** Opens (creating if absent) the ledger at `file`; refuses foreign or corrupt files. */
export function openSqliteLedger(file: string, durability: Durability = 'full', opts: { shared?: boolean } = {}): SqliteLedger {
  const existed = file !== ':memory:' && existsSync(file);
  let db: Database.Database;
  try {
    db = new Database(file, { fileMustExist: false });
    db.pragma('busy_timeout = 5000');
    const appId = db.pragma('application_id', { simple: true }) as number;
    const tables = db.prepare(`SELECT count(*) AS n FROM sqlite_master`).get() as { n: number };
    if (existed && appId !== APPLICATION_ID && tables.n > 0) {
      db.close();
      throw new HindsightError('store_incompatible', `${file} is an SQLite database of another application; refusing to use it`);
    }
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${durability === 'full' ? 'FULL' : 'NORMAL'}`);
    db.pragma('foreign_keys = ON');
    // A shared open (beside the serving process) leaves the full check to the process that owns the store.
    if (existed && appId === APPLICATION_ID && !opts.shared) {
      const check = db.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new HindsightError('store_corrupt', `${file} failed its integrity check: ${String(check)}`);
    }
  } catch (err) {
    if (err instanceof HindsightError) throw err;
    throw new HindsightError('store_corrupt', `${file} cannot be opened as a Hindsight Guard store: ${(err as Error).message}`);
  }
  migrate(db, opts.shared ?? false);
  return new SqliteLedger(db, durability);
}

function migrate(db: Database.Database, shared: boolean): void {
  let pending: number[];
  try {
    pending = pendingMigrations(db.pragma('user_version', { simple: true }) as number, MIGRATIONS.length, shared);
  } catch (err) {
    db.close();
    throw err;
  }
  for (const v of pending) {
    db.transaction(() => {
      db.exec(MIGRATIONS[v]);
      db.pragma(`application_id = ${APPLICATION_ID}`);
      db.pragma(`user_version = ${v + 1}`);
    }).immediate();
  }
}

/** Records whose owners lexical lookups keep in memory (some 20 MB at most). */
const OWNERS_KEPT = 200_000;
/** Terms whose postings lexical lookups keep in memory (at most 512 each). */
const TERMS_KEPT = 4_000;

/** Drops a map's oldest entries past `max`. */
function keepAtMost<K, V>(map: Map<K, V>, max: number): void {
  for (const k of map.keys()) {
    if (map.size <= max) break;
    map.delete(k);
  }
}

/** SQLite implementation of the ledger port. */
export class SqliteLedger implements Ledger {
  private readonly insertStmt: Database.Statement;
  private readonly ftsStmt: Database.Statement;
  private readonly getStmt: Database.Statement;
  private readonly casStmt: Database.Statement;
  private readonly versionStmt: Database.Statement;
  private readonly traceStmt: Database.Statement;
  private readonly vocabStmt: Database.Statement;
  private readonly postingsStmt: Database.Statement;
  private readonly audit: SqliteAuditLog;
  private docs: number | undefined;
  /**
   * Whose each record is (tenant and principal, which never change), for the records lexical
   * lookups rank: read once, not on every lookup. Bounded; the oldest entries go first.
   */
  private readonly owners = new Map<number, { tenant: string; principal: string }>();
  /**
   * Each looked-up term's postings (newest first, capped) and document count, as of `postingsEpoch`:
   * a commit of this ledger drops the terms it adds; a commit of another process (the review CLI)
   * moves the epoch, and every entry goes. Bounded; the oldest entries go first.
   */
  private readonly postings = new Map<string, { seqs: number[]; df: number }>();
  private postingsEpoch = -1;
  /** Terms added by the commit under way. */
  private added: string[] = [];

  /** Wraps an open, migrated database. */
  constructor(
    readonly db: Database.Database,
    private readonly durability: Durability = 'full',
  ) {
    this.insertStmt = db.prepare(`INSERT INTO records (id, tenant, namespace, subject, key, value, kind, content, content_hash,
      embedding, embedding_model, event_time, created_at, revised_at, status, version, channel, principal, tool, session, trust,
      confidence, supersedes, superseded_by, links, lineage, expires_at, refs, verification, upstream_ref, trace_id)
      VALUES (@id, @tenant, @namespace, @subject, @key, @value, @kind, @content, @content_hash, @embedding, @embedding_model,
      @event_time, @created_at, @revised_at, @status, 1, @channel, @principal, @tool, @session, @trust, @confidence, @supersedes,
      @superseded_by, @links, @lineage, @expires_at, @refs, @verification, @upstream_ref, @trace_id)`);
    this.ftsStmt = db.prepare(`INSERT INTO records_fts (rowid, terms) VALUES (?, ?)`);
    this.getStmt = db.prepare(`SELECT * FROM records_v WHERE id = ?`);
    this.casStmt = db.prepare(`UPDATE records SET status = @status, superseded_by = @superseded_by, links = @links,
      verification = @verification, revised_at = @revised_at, trust = @trust, confidence = @confidence, lineage = @lineage,
      supersedes = @supersedes, expires_at = @expires_at, version = version + 1 WHERE id = @id AND version = @expected`);
    this.versionStmt = db.prepare(`INSERT INTO record_versions (id, version, status, at, reason, snapshot) VALUES (?, ?, ?, ?, ?, ?)`);
    this.traceStmt = db.prepare(`INSERT OR REPLACE INTO traces (id, record_id, at, body) VALUES (?, ?, ?, ?)`);
    this.vocabStmt = db.prepare(`SELECT doc FROM records_vocab WHERE term = ?`);
    this.postingsStmt = db.prepare(`SELECT rowid FROM records_fts WHERE records_fts MATCH ? ORDER BY rowid DESC LIMIT ?`).raw(true);
    this.audit = new SqliteAuditLog(db);
  }

  private readonly statements = new Map<string, Database.Statement>();

  /** A prepared statement, compiled once per distinct SQL text. */
  private stmt(sql: string): Database.Statement {
    let st = this.statements.get(sql);
    if (!st) {
      if (this.statements.size > 500) this.statements.clear();
      st = this.db.prepare(sql);
      this.statements.set(sql, st);
    }
    return st;
  }

  async embeddingModel(): Promise<EmbeddingModel | undefined> {
    const row = this.db.prepare(`SELECT value FROM meta WHERE key = 'embedding_model'`).get() as { value: string } | undefined;
    return row ? (JSON.parse(row.value) as EmbeddingModel) : undefined;
  }

  async setEmbeddingModel(model: EmbeddingModel): Promise<void> {
    this.db.prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES ('embedding_model', ?)`).run(JSON.stringify(model));
  }

  async epoch(): Promise<number> {
    return this.readEpoch();
  }

  private readEpoch(): number {
    const row = this.stmt(`SELECT value FROM meta WHERE key = 'epoch'`).get() as { value: string } | undefined;
    return row ? Number(row.value) : 0;
  }

  async commit(plan: CommitPlan): Promise<MemoryRecord[]> {
    // The epoch this commit leaves, read inside it: another process may commit as soon as it ends.
    let left = -1;
    const run = this.db.transaction((p: CommitPlan) => {
      // Another process (the review CLI beside a server) committed since this plan was judged.
      const epoch = this.readEpoch();
      // Another process's commit since the postings were read: they are read again.
      if (epoch !== this.postingsEpoch) this.postings.clear();
      if (p.expectedEpoch !== undefined && p.expectedEpoch !== epoch) {
        throw new HindsightError('version_conflict', 'the store changed while this write was judged');
      }
      if (p.inserts.length > 0 || p.updates.length > 0) {
        this.stmt(`INSERT OR REPLACE INTO meta (key, value) VALUES ('epoch', ?)`).run(String(epoch + 1));
      }
      left = p.inserts.length > 0 || p.updates.length > 0 ? epoch + 1 : epoch;
      const actor = p.actor ?? p.traces[0]?.principal ?? 'system';
      const policyHash = p.policyHash ?? p.traces[0]?.policyHash;
      const statusChanges: AuditEvent[] = [];
      const contentHashes = new Map(p.inserts.map((r) => [r.id, r.contentHash]));
      for (const u of p.updates) {
        const before = this.getStmt.get(u.id) as Row | undefined;
        if (!before || before.version !== u.expectedVersion) {
          throw new HindsightError('version_conflict', `memory ${u.id} changed concurrently`);
        }
        this.versionStmt.run(before.id, before.version, before.status, p.at, u.reason, JSON.stringify(snapshotOf(before)));
        const next = { ...rowPatchBase(before), ...patchToRow(u.patch) };
        const res = this.casStmt.run({ ...next, id: u.id, expected: u.expectedVersion });
        if (res.changes !== 1) throw new HindsightError('version_conflict', `memory ${u.id} changed concurrently`);
        contentHashes.set(before.id, before.content_hash);
        // An approved held write becomes findable by its words.
        if (u.patch.status !== undefined && LEXICAL.has(u.patch.status) && !LEXICAL.has(before.status)) this.addTerms(before.seq, before.subject, before.content);
        if (u.patch.status !== undefined && u.patch.status !== before.status) {
          const change = { at: p.at, tenant: before.tenant, actor, recordId: u.id, from: before.status as Status, to: u.patch.status, reason: u.reason };
          statusChanges.push(statusEvent({ ...change, contentHash: before.content_hash, policyHash }));
        }
      }
      const inserted: MemoryRecord[] = [];
      for (const rec of p.inserts) {
        const info = this.insertStmt.run(recordToRow(rec));
        const seq = Number(info.lastInsertRowid);
        // Held and rejected writes stay out of the lexical index as out of the vector index: a
        // flood of held copies never takes the postings a search reads (newest first, capped).
        if (LEXICAL.has(rec.status)) this.addTerms(seq, rec.subject, rec.content);
        inserted.push({ ...rec, seq, version: 1 });
      }
      for (const t of p.traces) this.traceStmt.run(t.id, t.recordId ?? null, t.at, JSON.stringify(t));
      // In this transaction: if the log cannot take the entries, none of the change happens.
      const written = new Set(p.inserts.map((r) => r.id));
      const decisions = p.traces.map((t) => traceEvent(t, written.has(t.recordId ?? ''), contentHashes.get(t.recordId ?? '')));
      this.audit.append([...decisions, ...statusChanges]);
      return inserted;
    });
    let inserted: MemoryRecord[];
    try {
      inserted = run.immediate(plan);
    } finally {
      // The postings of the terms this commit added (or tried to) are read again; the epoch it moved is this ledger's own.
      for (const t of this.added) this.postings.delete(t);
      this.added = [];
    }
    this.postingsEpoch = left;
    if (this.docs !== undefined) this.docs += inserted.length;
    return inserted;
  }

  private addTerms(seq: number, subject: string | null | undefined, content: string): void {
    const terms = lexicalTerms(`${subject ?? ''} ${content}`);
    this.ftsStmt.run(seq, terms.join(' '));
    for (const t of terms) this.added.push(t);
  }

  async appendAudit(event: AuditEvent): Promise<AuditEntry> {
    return this.db.transaction(() => this.audit.append([event])[0]).immediate();
  }

  async *auditEntries(afterSeq: number, filter?: AuditFilter): AsyncIterable<AuditEntry> {
    yield* this.audit.entries(afterSeq, filter);
  }

  async auditAnchor(): Promise<ChainHead | undefined> {
    return this.audit.anchor();
  }

  async get(id: string): Promise<MemoryRecord | undefined> {
    const row = this.getStmt.get(id) as Row | undefined;
    return row && toRecord(row);
  }

  async getMany(ids: readonly string[]): Promise<MemoryRecord[]> {
    if (ids.length === 0) return [];
    const rows = this.stmt(`SELECT * FROM records_v WHERE id IN (${placeholders(ids.length)})`).all(...ids) as Row[];
    return rows.map(toRecord);
  }

  async getBySeqs(seqs: readonly number[]): Promise<MemoryRecord[]> {
    if (seqs.length === 0) return [];
    const rows = this.stmt(`SELECT * FROM records_v WHERE seq IN (${placeholders(seqs.length)})`).all(...seqs) as Row[];
    return rows.map(toRecord);
  }

  async findByKey(tenant: string, key: string, statuses: readonly Status[], limit: number): Promise<MemoryRecord[]> {
    const rows = this.stmt(`SELECT * FROM records WHERE tenant = ? AND key = ? AND status IN (${placeholders(statuses.length)}) ORDER BY created_at DESC LIMIT ?`)
      .all(tenant, key, ...statuses, limit) as Row[];
    return rows.map(toRecord);
  }

  async findBySubject(tenant: string, subject: string, statuses: readonly Status[], limit: number): Promise<MemoryRecord[]> {
    const rows = this.stmt(`SELECT * FROM records WHERE tenant = ? AND subject = ? AND status IN (${placeholders(statuses.length)}) ORDER BY created_at DESC LIMIT ?`)
      .all(tenant, subject, ...statuses, limit) as Row[];
    return rows.map(toRecord);
  }

  async filterSeqs(tenant: string, f: RecordFilter, limit: number): Promise<number[]> {
    const where = ['tenant = ?'];
    const args: unknown[] = [tenant];
    const eq = (col: string, v: unknown) => {
      if (v !== undefined) {
        where.push(`${col} = ?`);
        args.push(v);
      }
    };
    if (f.subject !== undefined) {
      // "The Lighthouse" given as a subject and "The Lighthouse's keeper is …" derived are one subject.
      // The tenant is repeated inside each arm so that the planner searches records_subject and
      // records_key (a multi-index OR) instead of scanning every record of the tenant.
      const k = `${f.subjectKey ?? f.subject}|`;
      where[0] = '((tenant = ? AND subject = ?) OR (tenant = ? AND key >= ? AND key < ?))';
      args.splice(0, 1, tenant, f.subject, tenant, k, `${k}\uffff`);
    }
    eq('kind', f.kind);
    eq('channel', f.channel);
    eq('session', f.session);
    eq('principal', f.principal);
    if (f.since !== undefined) (where.push('created_at >= ?'), args.push(f.since));
    if (f.until !== undefined) (where.push('created_at <= ?'), args.push(f.until));
    if (f.statuses?.length) (where.push(`status IN (${placeholders(f.statuses.length)})`), args.push(...f.statuses));
    const rows = this.stmt(`SELECT seq FROM records WHERE ${where.join(' AND ')} ORDER BY created_at DESC LIMIT ?`)
      .all(...args, limit) as { seq: number }[];
    return rows.map((r) => r.seq);
  }

  /**
   * Lexical retrieval, BM25-style with saturated term frequency: a memory scores the summed IDF
   * of the query terms it contains. Each term reads at most `POSTINGS_PER_TERM` postings, newest
   * first — a word found in tens of thousands of memories adds almost nothing to the score, and
   * FTS5's own bm25() had to visit every match (11 ms a query at 100k memories; this takes ~1).
   * The tenant is checked on the hits by primary key.
   */
  async lexicalSearch(tenant: string, terms: readonly string[], limit: number, principal?: string): Promise<{ seq: number; score: number }[]> {
    const unique = [...new Set(terms)].slice(0, 16);
    if (unique.length === 0) return [];
    const n = Math.max(1, this.docCount());
    const epoch = this.readEpoch();
    if (epoch !== this.postingsEpoch) {
      this.postings.clear();
      this.postingsEpoch = epoch;
    }
    const score = new Map<number, number>();
    for (const t of unique) {
      const { seqs, df } = this.postingsOf(t);
      if (seqs.length === 0) continue;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      for (const seq of seqs) score.set(seq, (score.get(seq) ?? 0) + idf);
    }
    // One principal's records are few among the hits: read further down the ranking for them.
    const hits = [...score].sort((a, b) => b[1] - a[1]).slice(0, limit * (principal === undefined ? 2 : PRINCIPAL_OVERREAD));
    if (hits.length === 0) return [];
    const missing = hits.map((h) => h[0]).filter((seq) => !this.owners.has(seq));
    if (missing.length > 0) {
      // By primary key only: given `tenant = ?` the planner prefers a tenant index and scans it.
      const rows = this.stmt(`SELECT seq, tenant, principal FROM records WHERE seq IN (${placeholders(missing.length)})`).all(...missing) as { seq: number; tenant: string; principal: string }[];
      for (const r of rows) this.owners.set(r.seq, { tenant: r.tenant, principal: r.principal });
      keepAtMost(this.owners, OWNERS_KEPT);
    }
    const own = (seq: number) => {
      const o = this.owners.get(seq);
      return o !== undefined && o.tenant === tenant && (principal === undefined || o.principal === principal);
    };
    return hits.filter(([seq]) => own(seq)).slice(0, limit).map(([seq, s]) => ({ seq, score: s }));
  }

  /** A term's postings, newest first and capped, with the number of memories holding it. */
  private postingsOf(t: string): { seqs: number[]; df: number } {
    let p = this.postings.get(t);
    if (!p) {
      const seqs = (this.postingsStmt.all(`"${t.replace(/"/g, '')}"`, POSTINGS_PER_TERM) as [number][]).map((r) => r[0]);
      const df = seqs.length < POSTINGS_PER_TERM ? seqs.length : ((this.vocabStmt.get(t) as { doc: number } | undefined)?.doc ?? seqs.length);
      p = { seqs, df };
      this.postings.set(t, p);
      keepAtMost(this.postings, TERMS_KEPT);
    }
    return p;
  }

  /** Number of indexed memories (for IDF), counted once and kept current by commits. */
  private docCount(): number {
    this.docs ??= (this.db.prepare(`SELECT count(*) AS n FROM records`).get() as { n: number }).n;
    return this.docs;
  }

  async listByStatus(tenant: string, statuses: readonly Status[], limit: number, since?: number): Promise<MemoryRecord[]> {
    const rows = this.stmt(
        `SELECT * FROM records WHERE tenant = ? AND status IN (${placeholders(statuses.length)}) AND created_at >= ? ORDER BY created_at DESC LIMIT ?`,
      )
      .all(tenant, ...statuses, since ?? 0, limit) as Row[];
    return rows.map(toRecord);
  }

  async listExpired(tenant: string, now: number, limit: number, status: 'active' | 'quarantined' = 'active'): Promise<MemoryRecord[]> {
    const rows = this.stmt(`SELECT * FROM records WHERE tenant = ? AND status = ? AND expires_at IS NOT NULL AND expires_at <= ? ORDER BY expires_at LIMIT ?`)
      .all(tenant, status, now, limit) as Row[];
    return rows.map(toRecord);
  }

  async history(id: string): Promise<RecordVersion[]> {
    const rows = this.db.prepare(`SELECT * FROM record_versions WHERE id = ? ORDER BY version`).all(id) as {
      id: string;
      version: number;
      status: string;
      at: number;
      reason: string;
      snapshot: string;
    }[];
    return rows.map((r) => ({ ...r, status: r.status as Status, snapshot: JSON.parse(r.snapshot) as Record<string, unknown> }));
  }

  async findByUpstreamRefs(tenant: string, refs: readonly string[]): Promise<MemoryRecord[]> {
    const out: MemoryRecord[] = [];
    for (let i = 0; i < refs.length; i += 500) {
      const chunk = refs.slice(i, i + 500);
      const rows = this.stmt(`SELECT * FROM records_v WHERE tenant = ? AND upstream_ref IN (${placeholders(chunk.length)})`).all(tenant, ...chunk) as Row[];
      out.push(...rows.map(toRecord));
    }
    return out;
  }

  async upstreamStates(tenant: string, refs: readonly string[]): Promise<UpstreamState[]> {
    const out: UpstreamState[] = [];
    for (let i = 0; i < refs.length; i += 500) {
      const chunk = refs.slice(i, i + 500);
      const rows = this.stmt(`SELECT id, upstream_ref, status, trust, channel, expires_at FROM records WHERE tenant = ? AND upstream_ref IN (${placeholders(chunk.length)})`).all(tenant, ...chunk) as {
        id: string;
        upstream_ref: string;
        status: string;
        trust: number;
        channel: string;
        expires_at: number | null;
      }[];
      for (const r of rows) out.push({ id: r.id, upstreamRef: r.upstream_ref, status: r.status as Status, trust: r.trust, channel: r.channel as Channel, ...(r.expires_at === null ? {} : { expiresAt: r.expires_at }) });
    }
    return out;
  }

  async outboxPush(upstream: string, tool: string, args: Record<string, unknown>, at: number): Promise<number> {
    const info = this.stmt(`INSERT INTO outbox (upstream, tool, args, created_at) VALUES (?, ?, ?, ?)`).run(upstream, tool, JSON.stringify(args), at);
    return Number(info.lastInsertRowid);
  }

  async outboxList(upstream: string, limit: number): Promise<OutboxEntry[]> {
    const rows = this.stmt(`SELECT * FROM outbox WHERE upstream = ? ORDER BY seq LIMIT ?`).all(upstream, limit) as OutboxRow[];
    return rows.map(toOutboxEntry);
  }

  async parkPush(recordId: string, upstream: string, tool: string, args: Record<string, unknown>, at: number): Promise<void> {
    this.stmt(`INSERT OR REPLACE INTO parked (record_id, upstream, tool, args, created_at) VALUES (?, ?, ?, ?, ?)`).run(recordId, upstream, tool, JSON.stringify(args), at);
  }

  async parkList(upstream: string, limit: number): Promise<{ recordId: string; tool: string; args: Record<string, unknown> }[]> {
    const rows = this.stmt(`SELECT record_id, tool, args FROM parked WHERE upstream = ? ORDER BY created_at, record_id LIMIT ?`).all(upstream, limit) as { record_id: string; tool: string; args: string }[];
    return rows.map((r) => ({ recordId: r.record_id, tool: r.tool, args: JSON.parse(r.args) as Record<string, unknown> }));
  }

  async parkDone(recordId: string): Promise<void> {
    this.stmt(`DELETE FROM parked WHERE record_id = ?`).run(recordId);
  }

  async outboxDone(seq: number): Promise<void> {
    this.stmt(`DELETE FROM outbox WHERE seq = ?`).run(seq);
  }

  async outboxFailed(seq: number, error: string): Promise<void> {
    this.stmt(`UPDATE outbox SET attempts = attempts + 1, last_error = ? WHERE seq = ?`).run(error.slice(0, 500), seq);
  }

  async tracesOf(recordId: string): Promise<DecisionTrace[]> {
    const rows = this.stmt(`SELECT body FROM traces WHERE record_id = ? ORDER BY at, id`).all(recordId) as { body: string }[];
    return rows.map((r) => JSON.parse(r.body) as DecisionTrace);
  }

  async trace(id: string): Promise<DecisionTrace | undefined> {
    const row = this.db.prepare(`SELECT body FROM traces WHERE id = ?`).get(id) as { body: string } | undefined;
    return row && (JSON.parse(row.body) as DecisionTrace);
  }

  async recordReads(entries: readonly ReadEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const ins = this.db.prepare(`INSERT INTO reads (record_id, principal, session, at) VALUES (?, ?, ?, ?)`);
    // A reference count is a counter, not a revision: it does not bump `version`.
    const bump = this.db.prepare(`INSERT INTO record_refs (record_id, n) VALUES (?, 1) ON CONFLICT (record_id) DO UPDATE SET n = n + 1`);
    this.relaxed(() =>
      this.db.transaction(() => {
        for (const e of entries) {
          ins.run(e.recordId, e.principal, e.session ?? null, e.at);
          bump.run(e.recordId);
        }
      })(),
    );
  }

  /**
   * Runs bookkeeping (read log, session tasks) without an fsync: it survives a process crash
   * (WAL), and losing the last moments of it to a power cut costs no memory. Keeps fsyncs off
   * the search path.
   */
  private relaxed(fn: () => void): void {
    if (this.durability !== 'full') return fn();
    this.db.pragma('synchronous = NORMAL');
    try {
      fn();
    } finally {
      this.db.pragma('synchronous = FULL');
    }
  }

  async readsOf(id: string, limit: number): Promise<ReadEntry[]> {
    const rows = this.db.prepare(`SELECT * FROM reads WHERE record_id = ? ORDER BY at DESC LIMIT ?`).all(id, limit) as {
      record_id: string;
      principal: string;
      session: string | null;
      at: number;
    }[];
    return rows.map((r) => ({ recordId: r.record_id, principal: r.principal, session: opt(r.session), at: r.at }));
  }

  async upsertSession(tenant: string, session: string, principal: string, task: string | undefined, at: number): Promise<void> {
    this.relaxed(() => this.upsertSessionStmt.run(tenant, session, principal, task ?? null, at, at));
  }

  private get upsertSessionStmt(): Database.Statement {
    return this.db.prepare(
        `INSERT INTO sessions (tenant, session, principal, task, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (tenant, session) DO UPDATE SET task = coalesce(excluded.task, sessions.task), updated_at = excluded.updated_at`,
    );
  }

  async sessionTask(tenant: string, session: string): Promise<string | undefined> {
    const row = this.db.prepare(`SELECT task FROM sessions WHERE tenant = ? AND session = ?`).get(tenant, session) as
      | { task: string | null }
      | undefined;
    return row?.task ?? undefined;
  }

  async noteContext(tenant: string, session: string, recordId: string, at: number, keep: number): Promise<void> {
    this.db.transaction(() => {
      this.stmt(`INSERT OR IGNORE INTO session_context (tenant, session, at, record_id) VALUES (?, ?, ?, ?)`).run(tenant, session, at, recordId);
      this.stmt(
        `DELETE FROM session_context WHERE tenant = ? AND session = ? AND (at, record_id) NOT IN
           (SELECT at, record_id FROM session_context WHERE tenant = ? AND session = ? ORDER BY at DESC, record_id DESC LIMIT ?)`,
      ).run(tenant, session, tenant, session, keep);
    })();
  }

  async sessionContext(tenant: string, session: string, limit: number): Promise<string[]> {
    const rows = this.stmt(
      `SELECT r.content FROM session_context c JOIN records r ON r.id = c.record_id
       WHERE c.tenant = ? AND c.session = ? AND r.status <> 'forgotten' ORDER BY c.at DESC, c.record_id DESC LIMIT ?`,
    ).all(tenant, session, limit) as { content: string }[];
    return rows.map((r) => r.content).reverse();
  }

  async markJudged(a: string, b: string, at: number): Promise<void> {
    const [x, y] = a < b ? [a, b] : [b, a];
    this.db.prepare(`INSERT OR IGNORE INTO judged_pairs (a, b, at) VALUES (?, ?, ?)`).run(x, y, at);
  }

  async wasJudged(a: string, b: string): Promise<boolean> {
    const [x, y] = a < b ? [a, b] : [b, a];
    return this.db.prepare(`SELECT 1 FROM judged_pairs WHERE a = ? AND b = ?`).get(x, y) !== undefined;
  }

  async *embeddings(afterSeq: number): AsyncIterable<{ seq: number; tenant: string; status: Status; embedding: Float32Array }> {
    const stmt = this.db.prepare(`SELECT seq, tenant, status, embedding FROM records WHERE seq > ? ORDER BY seq LIMIT 2000`);
    let last = afterSeq;
    for (;;) {
      const rows = stmt.all(last) as { seq: number; tenant: string; status: Status; embedding: Buffer }[];
      if (rows.length === 0) return;
      for (const r of rows) yield { seq: r.seq, tenant: r.tenant, status: r.status, embedding: toVector(r.embedding) };
      last = rows[rows.length - 1].seq;
    }
  }

  async reembed(embed: (content: string, subject?: string) => Float32Array, model: EmbeddingModel): Promise<number> {
    const select = this.db.prepare(`SELECT seq, content, subject FROM records WHERE seq > ? ORDER BY seq LIMIT 1000`);
    const update = this.db.prepare(`UPDATE records SET embedding = ?, embedding_model = ? WHERE seq = ?`);
    let last = 0;
    let n = 0;
    // One transaction for the whole pass: a store is never left with mixed models.
    this.db.transaction(() => {
      for (;;) {
        const rows = select.all(last) as { seq: number; content: string; subject: string | null }[];
        if (rows.length === 0) break;
        for (const r of rows) {
          const v = embed(r.content, r.subject ?? undefined);
          update.run(Buffer.from(v.buffer, v.byteOffset, v.byteLength), modelString(model), r.seq);
          n++;
        }
        last = rows[rows.length - 1].seq;
      }
      this.db.prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES ('embedding_model', ?)`).run(JSON.stringify(model));
    }).immediate();
    return n;
  }

  async maxSeq(): Promise<number> {
    const row = this.db.prepare(`SELECT max(seq) AS m FROM records`).get() as { m: number | null };
    return row.m ?? 0;
  }

  async countUpTo(seq: number): Promise<number> {
    return (this.db.prepare(`SELECT count(*) AS n FROM records WHERE seq <= ?`).get(seq) as { n: number }).n;
  }

  async countByStatus(tenant?: string): Promise<Record<string, number>> {
    const rows = (
      tenant
        ? this.db.prepare(`SELECT status, count(*) AS n FROM records WHERE tenant = ? GROUP BY status`).all(tenant)
        : this.db.prepare(`SELECT status, count(*) AS n FROM records GROUP BY status`).all()
    ) as { status: string; n: number }[];
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  }

  async oldestQuarantined(): Promise<number | undefined> {
    const row = this.db.prepare(`SELECT min(created_at) AS at FROM records WHERE status = 'quarantined'`).get() as { at: number | null };
    return row.at ?? undefined;
  }

  async usage(tenant: string, principal: string): Promise<PrincipalUsage> {
    const row = this.stmt(`SELECT records, held FROM principal_usage WHERE tenant = ? AND principal = ?`).get(tenant, principal) as PrincipalUsage | undefined;
    return row ?? { records: 0, held: 0 };
  }

  async heldBurst(tenant: string, principal: string, claim: string): Promise<HeldBurst | undefined> {
    const row = this.stmt(`SELECT * FROM held_bursts WHERE tenant = ? AND principal = ? AND claim = ?`).get(tenant, principal, claim) as BurstRow | undefined;
    return row && toBurst(row);
  }

  async burstOf(recordId: string): Promise<HeldBurst | undefined> {
    const row = this.stmt(`SELECT * FROM held_bursts WHERE record_id = ?`).get(recordId) as BurstRow | undefined;
    return row && toBurst(row);
  }

  async saveBurst(b: HeldBurst): Promise<void> {
    this.stmt(`INSERT OR REPLACE INTO held_bursts (tenant, principal, claim, record_id, copies, first_at, last_at) VALUES (?, ?, ?, ?, ?, ?, ?)`).run(
      b.tenant,
      b.principal,
      b.claim,
      b.recordId,
      b.copies,
      b.firstAt,
      b.lastAt,
    );
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

