/**
 * Mapping between audit entries and rows of an `audit` table, shared by the SQLite and PostgreSQL
 * ledgers (the same columns in both).
 */
import type { AuditEntry } from '../audit/audit-entry.js';

/** An `audit` row. */
export interface AuditRow {
  seq: number;
  at: number;
  tenant: string;
  actor: string;
  action: string;
  record_id: string | null;
  session: string | null;
  outcome: string | null;
  why: string;
  content_hash: string | null;
  policy_hash: string | null;
  trace_id: string | null;
  prev_hash: string;
  hash: string;
}

/** An entry as a row. */
export function toRow(e: AuditEntry): AuditRow {
  return {
    seq: e.seq,
    at: e.at,
    tenant: e.tenant,
    actor: e.actor,
    action: e.action,
    record_id: e.recordId ?? null,
    session: e.session ?? null,
    outcome: e.outcome ?? null,
    why: JSON.stringify(e.why),
    content_hash: e.contentHash ?? null,
    policy_hash: e.policyHash ?? null,
    trace_id: e.traceId ?? null,
    prev_hash: e.prevHash,
    hash: e.hash,
  };
}

/** A row as an entry, whatever was done to it: a mangled `why` is kept as text and fails its hash. */
export function toEntry(r: AuditRow): AuditEntry {
  let why: string[];
  try {
    const parsed: unknown = JSON.parse(r.why);
    why = Array.isArray(parsed) && parsed.every((w) => typeof w === 'string') ? parsed : [String(r.why)];
  } catch {
    why = [String(r.why)];
  }
  const opt = (v: string | null) => v ?? undefined;
  return {
    seq: r.seq,
    at: r.at,
    tenant: r.tenant,
    actor: r.actor,
    action: r.action,
    recordId: opt(r.record_id),
    session: opt(r.session),
    outcome: opt(r.outcome),
    why,
    contentHash: opt(r.content_hash),
    policyHash: opt(r.policy_hash),
    traceId: opt(r.trace_id),
    prevHash: r.prev_hash,
    hash: r.hash,
  };
}
