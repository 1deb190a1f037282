/**
 * The review queue: writes the guard held wait here as `quarantined` records until
 * a reviewer approves or rejects them, or until the quarantine TTL lapses and they expire
 * unreviewed. Nothing here auto-approves. A decision binds to the content hash the reviewer saw,
 * and an approval re-enters the revision core as of now: it is judged against what is served
 * today, with the writer's trust (approval says "not poison", it does not raise trust), so it may
 * supersede, coexist, merge, or be held against a more trusted memory like any write.
 */
import { HindsightError } from '../core/errors.js';
import { assertTransition, REVIEW_STATUSES, type ReviewStatus } from '../core/status-machine.js';
import type { DecisionTrace, MemoryRecord, RevisionOutcome, Status } from '../core/types.js';
import { decidedFields, judgeStored, neighbourUpdates, revisionOutcome } from './apply.js';
import type { Caller } from './context.js';
import type { RevisionEngine, WriteResult } from './engine.js';
import { burstLocksOf } from './held-bursts.js';

/** Statuses a review listing can show (defined beside the status machine, which the CLI reads without the revision core). */
export { REVIEW_STATUSES, type ReviewStatus };

/** One held write as a reviewer sees it. */
export interface QuarantineItem {
  record: MemoryRecord;
  /** Every decision about it, oldest first: the guard's, then any review decision. */
  traces: DecisionTrace[];
  /** While held: what approving it now would do, judged against the memories served now, not applied. */
  wouldTouch?: RevisionOutcome;
  /** Those memories, for a diff. */
  touched: MemoryRecord[];
  /** Held copies of the same claim from the same writer counted on this item (this one included), and the last one's time. */
  copies?: { count: number; lastAt: number };
}

/** The outcome of a review decision. */
export interface ReviewDecision {
  id: string;
  status: Status;
  relation: RevisionOutcome['relation'];
  /** Memories the approval superseded, coexists with, merged into or is held against. */
  targets: string[];
  reason: string;
  traceId: string;
}

/**
 * Moves the tenant's unreviewed items past their TTL to `expired-quarantine` (kept for audit,
 * never served, never approved). Returns their ids.
 */
export async function expireQuarantine(engine: RevisionEngine, tenant: string, limit = 1000): Promise<string[]> {
  const { ledger, clock } = engine.deps;
  const due = await ledger.listExpired(tenant, clock.now(), limit, 'quarantined');
  const expired: string[] = [];
  for (const item of due) if (await expireOne(engine, item.id)) expired.push(item.id);
  return expired;
}

/** Moves one held item to `expired-quarantine`; false when it was decided meanwhile. */
async function expireOne(engine: RevisionEngine, id: string): Promise<boolean> {
  let done = false;
  await engine.update(async () => {
    const r = await engine.deps.ledger.get(id);
    done = r?.status === 'quarantined';
    return done ? [{ id, expectedVersion: r!.version, patch: { status: 'expired-quarantine' }, reason: 'quarantine expired unreviewed' }] : [];
  });
  return done;
}

/** The tenant's items in `statuses` (the open queue by default), newest first; expires what is due first. */
export async function listQuarantine(
  engine: RevisionEngine,
  caller: Caller,
  opts: { statuses?: readonly ReviewStatus[]; limit?: number } = {},
): Promise<MemoryRecord[]> {
  await expireQuarantine(engine, caller.tenant);
  return engine.deps.ledger.listByStatus(caller.tenant, opts.statuses ?? ['quarantined'], Math.min(opts.limit ?? 100, 5000));
}

/** One item of the review queue (held, rejected or expired) with its traces and, while held, what approving it now would touch. */
export async function showQuarantine(engine: RevisionEngine, caller: Caller, id: string): Promise<QuarantineItem> {
  await expireQuarantine(engine, caller.tenant);
  const record = await engine.mustGet(caller, id);
  if (!(REVIEW_STATUSES as readonly Status[]).includes(record.status)) {
    throw new HindsightError('invalid_transition', `memory ${id} is ${record.status}, not an item of the review queue (memory_get shows it)`);
  }
  const traces = await engine.deps.ledger.tracesOf(id);
  const burst = await engine.deps.ledger.burstOf(id);
  const copies = burst && burst.copies > 1 ? { copies: { count: burst.copies, lastAt: burst.lastAt } } : {};
  if (record.status !== 'quarantined') return { record, traces, touched: [], ...copies };
  const { judged, decision } = await judgeStored(engine, record, heldRequest(record, traces).explicit);
  const wouldTouch = revisionOutcome(decision, judged, engine.deps.judge.name, { applied: false });
  return { record, traces, wouldTouch, touched: await engine.deps.ledger.getMany(wouldTouch.targets), ...copies };
}

/**
 * Approves a quarantined write seen with content hash `contentHash`: it re-enters the revision
 * core as of now, with what the write asked for (a correction target, its TTL counted from when it
 * was written). A different hash (the reviewer saw something else) or an item that is no longer
 * quarantined (decided, or expired) is refused. Judged and committed at one store epoch, so a
 * write the server commits meanwhile makes it judge again.
 */
export async function approveQuarantined(engine: RevisionEngine, reviewer: Caller, id: string, contentHash: string, note?: string, opts: { trust?: number } = {}): Promise<ReviewDecision> {
  const { ledger, clock, settings } = engine.deps;
  await expireQuarantine(engine, reviewer.tenant);
  // Held under its key, as a write is: a replica writing about the same memory meanwhile waits.
  // And under its burst's lock: no replica counts a copy on the item while it is decided.
  const key = (await ledger.get(id))?.key;
  const locks = [...(key === undefined ? [] : [key]), ...(await burstLocksOf(ledger, id))];
  return engine.exclusive(() => engine.gate.hold(reviewer.tenant, locks, async () => {
    const epoch = await ledger.epoch();
    const held = await mustBeHeld(engine, reviewer, id, contentHash);
    // A reviewer may approve at a lower trust than the writer's, never a higher one.
    if (opts.trust !== undefined && !(opts.trust >= 0 && opts.trust <= 1)) throw new HindsightError('invalid_argument', `trust ${opts.trust} is not between 0 and 1`);
    const trust = opts.trust === undefined ? held.trust : Math.min(held.trust, opts.trust);
    const r = { ...held, trust };
    const now = clock.now();
    const request = heldRequest(r, await ledger.tracesOf(id));
    const { judged, decision } = await judgeStored(engine, r, request.explicit);
    assertTransition(r.status, decision.status, id);
    const lowered = trust < held.trust ? ` at trust ${trust} (written with ${held.trust})` : '';
    const reason = `approved by ${reviewer.principal}${lowered} (content ${contentHash})${note ? `: ${note}` : ''}`;
    const trace = reviewTrace(engine, reviewer, id, now, 'allow', revisionOutcome(decision, judged, engine.deps.judge.name, { note: reason }));
    await engine.commit({
      inserts: [],
      updates: [
        { id, expectedVersion: r.version, patch: { ...decidedFields(decision, settings, r.kind, now, request.ttlSeconds, r.createdAt), ...(lowered ? { trust } : {}) }, reason },
        ...neighbourUpdates(decision, id, settings, now),
      ],
      traces: [trace],
      at: now,
      expectedEpoch: epoch,
    });
    engine.countRevision(decision);
    engine.announceEvent({ type: 'quarantine.decided', tenant: r.tenant, id, status: decision.status, reviewer: reviewer.principal, at: now });
    return { id, status: decision.status, relation: decision.relation, targets: trace.revision!.targets, reason, traceId: trace.id };
  }));
}

/**
 * A reviewer's edit of a held write (an injected sentence cut, say): the original is rejected,
 * kept for audit with a pointer to the edit, and the edited text is written as the original
 * writer — same principal, tenant, session and channel, at most the writer's trust (or the lower
 * `trust` given) — through the guard and the revision core like any write, so an edit that still
 * looks poisoned is held again. The original's content hash binds the decision as for approval;
 * the edit's write trace names the original (`review:edit(<id>) by <reviewer>`).
 */
export async function editAndApprove(
  engine: RevisionEngine,
  reviewer: Caller,
  id: string,
  contentHash: string,
  content: string,
  opts: { note?: string; trust?: number } = {},
): Promise<{ original: ReviewDecision; edited: WriteResult }> {
  const r = await mustBeHeld(engine, reviewer, id, contentHash);
  if (opts.trust !== undefined && !(opts.trust >= 0 && opts.trust <= 1)) throw new HindsightError('invalid_argument', `trust ${opts.trust} is not between 0 and 1`);
  if (content.trim() === '' || content === r.content) throw new HindsightError('invalid_argument', 'an edit must change the text (approve it as it is instead)');
  engine.checkContent(content);
  // The original is rejected first, hash-bound and under the write lock: that claims the item, so
  // an approval (or another edit) racing this one fails instead of serving the original beside the
  // edit. Should the edit's write then fail, the original stays rejected: nothing unreviewed is served.
  const original = await rejectQuarantined(engine, reviewer, id, contentHash, `edited by ${reviewer.principal}; the edit is written as ${r.source.principal}${opts.note ? `: ${opts.note}` : ''}`);
  const writer: Caller = {
    principal: r.source.principal,
    tenant: r.tenant,
    session: r.source.session,
    trustCeiling: Math.min(r.trust, opts.trust ?? 1),
    tool: `review:edit(${id}) by ${reviewer.principal}`,
  };
  const edited = await engine.write(writer, { content, subject: r.subject, kind: r.kind, channel: r.source.channel, namespace: r.namespace });
  return { original, edited };
}

/** Rejects a quarantined write seen with content hash `contentHash`: kept for audit, never served. */
export async function rejectQuarantined(engine: RevisionEngine, reviewer: Caller, id: string, contentHash: string, note?: string): Promise<ReviewDecision> {
  const { clock } = engine.deps;
  await expireQuarantine(engine, reviewer.tenant);
  const locks = await burstLocksOf(engine.deps.ledger, id);
  return engine.exclusive(() => engine.gate.hold(reviewer.tenant, locks, async () => {
    const r = await mustBeHeld(engine, reviewer, id, contentHash);
    const now = clock.now();
    const reason = `rejected by ${reviewer.principal} (content ${contentHash})${note ? `: ${note}` : ''}`;
    const trace = reviewTrace(engine, reviewer, id, now, 'reject', { relation: 'NONE', targets: [], confidence: 1, judge: 'reviewer', reason, judged: [] });
    await engine.commit({ inserts: [], updates: [{ id, expectedVersion: r.version, patch: { status: 'rejected' }, reason }], traces: [trace], at: now });
    engine.announceEvent({ type: 'quarantine.decided', tenant: r.tenant, id, status: 'rejected', reviewer: reviewer.principal, at: now });
    return { id, status: 'rejected', relation: 'NONE', targets: [], reason, traceId: trace.id };
  }));
}

/**
 * The record, when it is the caller's tenant's, still quarantined and within its review window,
 * and (if given) has that hash. An item past its window is expired here, whatever the sweep missed.
 */
async function mustBeHeld(engine: RevisionEngine, caller: Caller, id: string, contentHash?: string): Promise<MemoryRecord> {
  const r = await engine.mustGet(caller, id);
  if (r.status === 'quarantined' && r.expiresAt !== undefined && r.expiresAt <= engine.deps.clock.now()) {
    await expireOne(engine, id);
    throw new HindsightError('invalid_transition', `memory ${id} is expired-quarantine, not waiting for review`);
  }
  if (r.status !== 'quarantined') throw new HindsightError('invalid_transition', `memory ${id} is ${r.status}, not waiting for review`);
  if (contentHash !== undefined && contentHash !== r.contentHash) {
    throw new HindsightError('hash_mismatch', `memory ${id} has content hash ${r.contentHash}, not ${contentHash}: review what is stored (review show ${id}) and decide again`);
  }
  return r;
}

/** What the held write asked for beyond its content (recorded in its write trace). */
function heldRequest(r: MemoryRecord, traces: DecisionTrace[]): { explicit?: { corrects: string; reason?: string }; ttlSeconds?: number } {
  const request = traces.find((t) => t.id === r.traceId)?.request;
  return {
    explicit: request?.corrects ? { corrects: request.corrects, reason: request.reason } : undefined,
    ttlSeconds: request?.ttlSeconds,
  };
}

/** The trace of a review decision: who decided, about which record, under which policy. */
function reviewTrace(engine: RevisionEngine, reviewer: Caller, recordId: string, at: number, verdict: 'allow' | 'reject', revision: RevisionOutcome): DecisionTrace {
  const { principal, tenant, session, tool } = reviewer;
  return { id: engine.newId(at), at, principal, tenant, session, tool, recordId, findings: [], verdict, revision, policyHash: engine.deps.policyHash };
}
