/**
 * Explicit lifecycle operations on one record: revert, forget, verify. Each is trust-gated — a
 * caller may not undo, erase or overrule what a more trusted source wrote — and applied as one
 * compare-and-set commit through the engine's write lock.
 */
import { HindsightError } from '../core/errors.js';
import { assertTransition } from '../core/status-machine.js';
import { effectiveTrust } from '../core/trust.js';
import type { MemoryRecord, Status } from '../core/types.js';
import type { RecordUpdate } from '../store/ports.js';
import { judgeStored, supersedeUpdate } from './apply.js';
import type { Caller } from './context.js';
import type { RevisionEngine } from './engine.js';

/** A status change applied to `id` (and what it displaced). */
export interface LifecycleResult {
  id: string;
  status: Status;
  /** revert: the successor that stepped back. */
  demoted?: string;
  /** verify: the records the confirmed memory superseded. */
  superseded?: string[];
  /** verify: contradicted records left served because they are about a newer time. */
  kept?: string[];
}

function mustOutrank(caller: Caller, record: MemoryRecord, what: string): void {
  if (effectiveTrust(caller.trustCeiling) < record.trust) {
    throw new HindsightError('invalid_argument', `${what}: memory ${record.id} was written with higher trust (${record.trust}) than yours`);
  }
}

/**
 * Restores a superseded record. Its successor steps back only when it replaced exactly this
 * record; a late-arriving older fact or a merged restatement is history, not a reversible revision.
 */
export async function revertRecord(engine: RevisionEngine, caller: Caller, id: string): Promise<LifecycleResult> {
  await engine.mustGet(caller, id);
  let demoted: string | undefined;
  await engine.update(async () => {
    const { ledger, clock } = engine.deps;
    const r = (await ledger.get(id))!;
    // Only history is reverted; a held memory is released by memory_verify, with its trust check.
    if (r.status !== 'superseded') throw new HindsightError('invalid_transition', `memory ${id} is ${r.status}; only a superseded memory can be reverted`);
    const succ = r.supersededBy ? await ledger.get(r.supersededBy) : undefined;
    if (succ && !succ.supersedes.includes(id)) {
      throw new HindsightError('invalid_transition', `memory ${id} is history of (or merged into) ${succ.id}, not a revision it made; nothing to revert`);
    }
    if (succ) mustOutrank(caller, succ, 'revert');
    const now = clock.now();
    const ups: RecordUpdate[] = [{ id, expectedVersion: r.version, patch: { status: 'active', supersededBy: undefined, revisedAt: now }, reason: `reverted by ${caller.principal}` }];
    demoted = undefined;
    if (succ && succ.status === 'active' && succ.supersedes.length === 1) {
      demoted = succ.id;
      ups.push(supersedeUpdate(succ, id, now, `stepped back: ${id} was reverted`));
    }
    return ups;
  }, caller.principal);
  return { id, status: 'active', demoted };
}

/** Tombstones a record: never served again; its content is kept for audit. */
export async function forgetRecord(engine: RevisionEngine, caller: Caller, id: string, reason?: string): Promise<LifecycleResult> {
  await engine.mustGet(caller, id);
  await engine.update(async () => {
    const r = (await engine.deps.ledger.get(id))!;
    mustOutrank(caller, r, 'forget');
    assertTransition(r.status, 'forgotten', id);
    return [{ id, expectedVersion: r.version, patch: { status: 'forgotten' }, reason: `forgotten by ${caller.principal}${reason ? `: ${reason}` : ''}` }];
  }, caller.principal);
  return { id, status: 'forgotten' };
}

/**
 * Confirms or refutes a held memory. Confirming serves it and supersedes what it contradicted —
 * only for a caller at least as trusted as those records, never a record about a newer time, and
 * never more than the per-write cap.
 */
export async function verifyRecord(engine: RevisionEngine, caller: Caller, id: string, outcome: 'confirm' | 'refute'): Promise<LifecycleResult> {
  const { ledger, clock, settings } = engine.deps;
  const rec = await engine.mustGet(caller, id);
  if (rec.verification !== 'pending') throw new HindsightError('invalid_transition', `memory ${id} is not waiting for verification`);
  // Held against: what the latest decision (the write, or a reviewer's approval) named, and what it
  // contradicts now — a memory written since the hold must not be overruled by a less trusted caller.
  // (A refutation overrules nothing, so it needs neither.)
  let pendingIds: string[] = [];
  if (outcome === 'confirm') {
    const latest = (await ledger.tracesOf(id)).filter((t) => t.revision).at(-1);
    const { decision } = await judgeStored(engine, rec);
    pendingIds = [...new Set([...(latest?.revision?.targets ?? []), ...decision.pending.map((r) => r.id), ...decision.supersede.map((r) => r.id)])];
  }
  const result: LifecycleResult = { id, status: outcome === 'refute' ? 'rejected' : 'active', superseded: [], kept: [] };
  await engine.update(async () => {
    const r = (await ledger.get(id))!;
    const now = clock.now();
    if (outcome === 'refute') {
      mustOutrank(caller, r, 'refute');
      assertTransition(r.status, 'rejected', id);
      return [{ id, expectedVersion: r.version, patch: { status: 'rejected', verification: 'refuted' }, reason: `refuted by ${caller.principal}` }];
    }
    const targets = (await ledger.getMany(pendingIds)).filter((t) => t.status === 'active');
    targets.forEach((t) => mustOutrank(caller, t, 'confirm'));
    const newer = targets.filter((t) => t.eventTime !== undefined && r.eventTime !== undefined && t.eventTime > r.eventTime);
    const replace = targets.filter((t) => !newer.includes(t)).slice(0, settings.revision.maxSupersedePerWrite);
    result.superseded = replace.map((t) => t.id);
    result.kept = targets.filter((t) => !replace.includes(t)).map((t) => t.id);
    assertTransition(r.status, 'active', id);
    return [
      { id, expectedVersion: r.version, patch: { status: 'active', verification: 'confirmed', supersedes: [...r.supersedes, ...result.superseded], revisedAt: now }, reason: `confirmed by ${caller.principal}` },
      ...replace.map((t) => supersedeUpdate(t, id, now, `superseded by confirmed ${id}`)),
    ];
  }, caller.principal);
  return result;
}
