/**
 * The PostgreSQL ledger as one `Ledger`: records, audit, bookkeeping and outbox ports over one
 * pool, each in its own file; this class only routes the port methods to them.
 */
import type { AuditEntry, AuditEvent, ChainHead } from '../../audit/audit-entry.js';
import type { AuditFilter, HeldBurst, Ledger, OutboxEntry, ReadEntry } from '../ports.js';
import { PgAuditStore } from './pg-audit.js';
import { PgBookkeeping, PgOutbox } from './pg-bookkeeping.js';
import { PgDb, type PgTarget } from './pg-db.js';
import { PgRecords } from './pg-ledger.js';
import { migratePg } from './pg-migrate.js';

/** The whole ledger port over PostgreSQL. */
export class PgLedger extends PgRecords implements Ledger {
  private readonly audit: PgAuditStore;
  private readonly books: PgBookkeeping;
  private readonly outbox: PgOutbox;

  /** Wraps a pool whose schema is migrated. */
  constructor(readonly database: PgDb) {
    super(database);
    this.audit = new PgAuditStore(database);
    this.books = new PgBookkeeping(database);
    this.outbox = new PgOutbox(database);
  }

  appendAudit = (event: AuditEvent): Promise<AuditEntry> => this.audit.appendAudit(event);
  auditEntries = (afterSeq: number, filter?: AuditFilter): AsyncIterable<AuditEntry> => this.audit.auditEntries(afterSeq, filter);
  auditAnchor = (): Promise<ChainHead | undefined> => this.audit.auditAnchor();

  recordReads = (entries: readonly ReadEntry[]): Promise<void> => this.books.recordReads(entries);
  readsOf = (id: string, limit: number): Promise<ReadEntry[]> => this.books.readsOf(id, limit);
  upsertSession = (tenant: string, session: string, principal: string, task: string | undefined, at: number): Promise<void> =>
    this.books.upsertSession(tenant, session, principal, task, at);
  sessionTask = (tenant: string, session: string): Promise<string | undefined> => this.books.sessionTask(tenant, session);
  noteContext = (tenant: string, session: string, recordId: string, at: number, keep: number): Promise<void> => this.books.noteContext(tenant, session, recordId, at, keep);
  sessionContext = (tenant: string, session: string, limit: number): Promise<string[]> => this.books.sessionContext(tenant, session, limit);
  markJudged = (a: string, b: string, at: number): Promise<void> => this.books.markJudged(a, b, at);
  wasJudged = (a: string, b: string): Promise<boolean> => this.books.wasJudged(a, b);
  heldBurst = (tenant: string, principal: string, claim: string): Promise<HeldBurst | undefined> => this.books.heldBurst(tenant, principal, claim);
  burstOf = (recordId: string): Promise<HeldBurst | undefined> => this.books.burstOf(recordId);
  saveBurst = (burst: HeldBurst): Promise<void> => this.books.saveBurst(burst);

  outboxPush = (upstream: string, tool: string, args: Record<string, unknown>, at: number): Promise<number> => this.outbox.outboxPush(upstream, tool, args, at);
  outboxList = (upstream: string, limit: number): Promise<OutboxEntry[]> => this.outbox.outboxList(upstream, limit);
  outboxDone = (seq: number): Promise<void> => this.outbox.outboxDone(seq);
  outboxFailed = (seq: number, error: string): Promise<void> => this.outbox.outboxFailed(seq, error);
  parkPush = (recordId: string, upstream: string, tool: string, args: Record<string, unknown>, at: number): Promise<void> =>
    this.outbox.parkPush(recordId, upstream, tool, args, at);
  parkList = (upstream: string, limit: number): Promise<{ recordId: string; tool: string; args: Record<string, unknown> }[]> => this.outbox.parkList(upstream, limit);
  parkDone = (recordId: string): Promise<void> => this.outbox.parkDone(recordId);

  /** Closes the pool. */
  close(): Promise<void> {
    return this.database.close();
  }
}

/**
 * Opens the ledger in `target`'s schema, creating and migrating it unless `shared` (a reviewer's
 * command beside the servers, which requires an existing store of this build's version).
 */
export async function openPgLedger(target: PgTarget, opts: { shared?: boolean } = {}): Promise<PgLedger> {
  const db = new PgDb(target);
  try {
    await migratePg(db, opts);
  } catch (err) {
    await db.close();
    throw err;
  }
  return new PgLedger(db);
}
