/**
 * What the audit log says about a committed change: one `write` or `decision` event per decision
 * trace, one `status` event per record whose status a commit changed (forget, verify, revert,
 * expiry, supersession…, which carry no trace of their own). Pure: the ledger calls these inside
 * the commit's transaction.
 */
import type { DecisionTrace, Status } from '../core/types.js';
import type { AuditEvent } from './audit-entry.js';

/**
 * The event of a decision trace. `written`: the trace's record is inserted by the same commit (a
 * write, held or not); otherwise it decides about an existing record (a review decision).
 *
 * @example traceEvent(trace, true, record.contentHash) // { action: 'write', outcome: 'quarantine', why: ['via memory_write', 'screening.high: …'], … }
 */
export function traceEvent(t: DecisionTrace, written: boolean, contentHash?: string): AuditEvent {
  const held = t.findings.filter((f) => f.severity !== 'none');
  return {
    at: t.at,
    tenant: t.tenant,
    actor: t.principal,
    action: written ? 'write' : 'decision',
    recordId: t.recordId,
    session: t.session,
    outcome: t.verdict,
    why: [
      `via ${t.tool}`,
      ...held.map((f) => `${f.layer}.${f.severity}${f.reasons.length ? `: ${f.reasons.join('; ')}` : ''}`),
      ...(t.revision ? [`${t.revision.relation}${t.revision.targets.length ? ` ${t.revision.targets.join(',')}` : ''}: ${t.revision.reason}`] : []),
      ...(t.request?.corrects ? [`corrects ${t.request.corrects}`] : []),
    ],
    contentHash,
    policyHash: t.policyHash,
    traceId: t.id,
  };
}

/** A record's status change as the ledger applies it. */
export interface StatusChange {
  at: number;
  tenant: string;
  actor: string;
  recordId: string;
  from: Status;
  to: Status;
  /** The update's reason (`forgotten by alice: …`, `TTL elapsed`, `superseded by …`). */
  reason: string;
  contentHash?: string;
  policyHash?: string;
}

/** The event of a status change. */
export function statusEvent(c: StatusChange): AuditEvent {
  return {
    at: c.at,
    tenant: c.tenant,
    actor: c.actor,
    action: 'status',
    recordId: c.recordId,
    outcome: c.to,
    why: [`${c.from} -> ${c.to}`, c.reason],
    contentHash: c.contentHash,
    policyHash: c.policyHash,
  };
}
