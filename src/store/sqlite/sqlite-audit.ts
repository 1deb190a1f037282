/**
 * The audit chain (src/audit/) in the SQLite ledger: the `audit` table and its head anchor in
 * `meta`. Appends run inside the caller's IMMEDIATE transaction, so reading the head and appending
 * after it is one step even when several processes (a server and the review CLI) share the file,
 * and the entry commits or rolls back with the change it records.
 */
import type Database from 'better-sqlite3';
import { dirname } from 'node:path';
import { chainEntry, type AuditEntry, type AuditEvent, type ChainHead } from '../../audit/audit-entry.js';
import { toEntry, toRow, type AuditRow } from '../audit-rows.js';
import { followUp } from '../../config/invocation.js';
import { HindsightError } from '../../core/errors.js';
import type { AuditFilter } from '../ports.js';

const PAGE = 1000;

/** The audit log of one ledger connection. */
export class SqliteAuditLog {
  private readonly insertStmt: Database.Statement;
  private readonly anchorStmt: Database.Statement;
  private readonly setAnchorStmt: Database.Statement;
  private readonly lastStmt: Database.Statement;

  /** Prepares the statements on a database migrated to v5 or later. */
  constructor(private readonly db: Database.Database) {
    this.insertStmt = db.prepare(`INSERT INTO audit (seq, at, tenant, actor, action, record_id, session, outcome, why, content_hash, policy_hash,
      trace_id, prev_hash, hash) VALUES (@seq, @at, @tenant, @actor, @action, @record_id, @session, @outcome, @why, @content_hash, @policy_hash,
      @trace_id, @prev_hash, @hash)`);
    this.anchorStmt = db.prepare(`SELECT value FROM meta WHERE key = 'audit_head'`);
    this.setAnchorStmt = db.prepare(`INSERT INTO meta (key, value) VALUES ('audit_head', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
    this.lastStmt = db.prepare(`SELECT seq, hash FROM audit ORDER BY seq DESC LIMIT 1`);
  }

  /** The head anchor: entry count and last hash (absent before the first entry); `audit_broken` if mangled. */
  anchor(): ChainHead | undefined {
    const row = this.anchorStmt.get() as { value: string } | undefined;
    if (!row) return undefined;
    let head: Partial<ChainHead> | undefined;
    try {
      head = JSON.parse(row.value) as Partial<ChainHead>;
    } catch {
      // reported below
    }
    if (!Number.isInteger(head?.count) || typeof head?.hash !== 'string') throw new HindsightError('audit_broken', 'the audit head anchor is unreadable');
    return { count: head.count!, hash: head.hash };
  }

  /**
   * Appends `events` after the anchored head and moves the anchor; must run inside a write
   * transaction. Refuses (`audit_broken`) when the stored last entry is not the anchored one:
   * appending after a removed or forged tail would bury the evidence, so the action waits.
   */
  append(events: readonly AuditEvent[]): AuditEntry[] {
    if (events.length === 0) return [];
    if (!this.db.inTransaction) throw new Error('audit entries are appended inside the transaction of the change they record');
    let head = this.anchor();
    const last = this.lastStmt.get() as { seq: number; hash: string } | undefined;
    if ((last?.seq ?? 0) !== (head?.count ?? 0) || (last && last.hash !== head?.hash)) {
      throw new HindsightError(
        'audit_broken',
        `the audit log ends at entry ${last?.seq ?? 0} but its head anchor records ${head?.count ?? 0}; refusing to act unaudited — run \`${followUp(['audit', 'verify', ...(this.db.name && this.db.name !== ':memory:' ? ['--data-dir', dirname(this.db.name)] : [])])}\``,
      );
    }
    const out: AuditEntry[] = [];
    for (const event of events) {
      const e = chainEntry(head, event);
      this.insertStmt.run(toRow(e));
      head = { count: e.seq, hash: e.hash };
      out.push(e);
    }
    this.setAnchorStmt.run(JSON.stringify(head));
    return out;
  }

  /** Entries with seq > `afterSeq` passing `filter`, in seq order, read a page at a time. */
  *entries(afterSeq: number, filter: AuditFilter = {}): Generator<AuditEntry> {
    const where = ['seq > ?'];
    const args: unknown[] = [];
    if (filter.since !== undefined) (where.push('at >= ?'), args.push(filter.since));
    if (filter.until !== undefined) (where.push('at <= ?'), args.push(filter.until));
    if (filter.tenant !== undefined) (where.push('tenant = ?'), args.push(filter.tenant));
    const stmt = this.db.prepare(`SELECT * FROM audit WHERE ${where.join(' AND ')} ORDER BY seq LIMIT ${PAGE}`);
    for (let after = afterSeq; ; ) {
      const rows = stmt.all(after, ...args) as AuditRow[];
      for (const r of rows) yield toEntry(r);
      if (rows.length < PAGE) return;
      after = rows[rows.length - 1].seq;
    }
  }
}
