/**
 * The audit chain (src/audit/) in the PostgreSQL ledger: the `audit` table and its one-row head
 * anchor `audit_head`. Every append locks the head row (`SELECT … FOR UPDATE`) in the transaction
 * of the change it records, so replicas appending at once queue on it and the chain never forks:
 * each entry links to the head the previous holder committed.
 */
import { chainEntry, type AuditEntry, type AuditEvent, type ChainHead } from '../../audit/audit-entry.js';
import { followUp } from '../../config/invocation.js';
import { HindsightError } from '../../core/errors.js';
import { toEntry, toRow, type AuditRow } from '../audit-rows.js';
import type { AuditFilter, AuditStore } from '../ports.js';
import type { PgClient, PgDb } from './pg-db.js';

const PAGE = 1000;
const COLUMNS = ['seq', 'at', 'tenant', 'actor', 'action', 'record_id', 'session', 'outcome', 'why', 'content_hash', 'policy_hash', 'trace_id', 'prev_hash', 'hash'] as const;

/** The head as stored: count 0 is the empty chain. */
const headOf = (r: { count: number; hash: string } | undefined): ChainHead | undefined => (r && r.count > 0 ? { count: r.count, hash: r.hash } : undefined);

/** Appends `events` after the locked head inside the caller's transaction on `c`. */
export async function appendAuditIn(c: PgClient, events: readonly AuditEvent[]): Promise<AuditEntry[]> {
  if (events.length === 0) return [];
  const locked = (await c.query<{ count: number; hash: string }>(`SELECT count, hash FROM audit_head WHERE id = 1 FOR UPDATE`)).rows[0];
  if (!locked) throw new HindsightError('audit_broken', `the audit head anchor is missing; refusing to act unaudited — run \`${followUp(['audit', 'verify'])}\``);
  let head = headOf(locked);
  const last = (await c.query<{ seq: number; hash: string }>(`SELECT seq, hash FROM audit ORDER BY seq DESC LIMIT 1`)).rows[0];
  // Appending after a removed or forged tail would bury the evidence: the action waits.
  if ((last?.seq ?? 0) !== (head?.count ?? 0) || (last && last.hash !== head?.hash)) {
    throw new HindsightError(
      'audit_broken',
      `the audit log ends at entry ${last?.seq ?? 0} but its head anchor records ${head?.count ?? 0}; refusing to act unaudited — run \`${followUp(['audit', 'verify'])}\``,
    );
  }
  const out: AuditEntry[] = [];
  for (const event of events) {
    const e = chainEntry(head, event);
    out.push(e);
    head = { count: e.seq, hash: e.hash };
  }
  // One statement for the batch: the rows as parallel arrays.
  const rows = out.map(toRow);
  const arrays = COLUMNS.map((k) => rows.map((r) => r[k as keyof AuditRow]));
  await c.query(
    `INSERT INTO audit (${COLUMNS.join(', ')}) SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[],
      $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[])`,
    arrays,
  );
  await c.query(`UPDATE audit_head SET count = $1, hash = $2 WHERE id = 1`, [head!.count, head!.hash]);
  return out;
}

/** The audit port over the PostgreSQL ledger. */
export class PgAuditStore implements AuditStore {
  /** Reads and appends through `db`. */
  constructor(private readonly db: PgDb) {}

  async appendAudit(event: AuditEvent): Promise<AuditEntry> {
    return (await this.db.tx((c) => appendAuditIn(c, [event])))[0];
  }

  async *auditEntries(afterSeq: number, filter: AuditFilter = {}): AsyncIterable<AuditEntry> {
    const where = ['seq > $1'];
    const args: unknown[] = [];
    const add = (cond: string, v: unknown) => (args.push(v), where.push(cond.replace('?', `$${args.length + 1}`)));
    if (filter.since !== undefined) add('at >= ?', filter.since);
    if (filter.until !== undefined) add('at <= ?', filter.until);
    if (filter.tenant !== undefined) add('tenant = ?', filter.tenant);
    for (let after = afterSeq; ; ) {
      const rows = await this.db.rows<AuditRow>(`SELECT * FROM audit WHERE ${where.join(' AND ')} ORDER BY seq LIMIT ${PAGE}`, [after, ...args]);
      for (const r of rows) yield toEntry(r);
      if (rows.length < PAGE) return;
      after = rows[rows.length - 1].seq;
    }
  }

  async auditAnchor(): Promise<ChainHead | undefined> {
    const row = (await this.db.rows<{ count: number; hash: string }>(`SELECT count, hash FROM audit_head WHERE id = 1`))[0];
    if (!row) throw new HindsightError('audit_broken', 'the audit head anchor is missing');
    return headOf(row);
  }
}
