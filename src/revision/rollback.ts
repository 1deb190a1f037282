/**
 * Campaign rollback: everything one principal (optionally one
 * session) wrote in a time window is taken out of service — `rolled-back`, never deleted — and
 * every memory those writes superseded is served again, unless something outside the campaign has
 * superseded it (or the campaign write that replaced it) since: newer legitimate information wins.
 * Planned from the ledger alone; applied as one compare-and-set commit at one store epoch under the
 * engine's write lock, with a decision trace per changed record that says what it undid.
 */
import { HindsightError } from '../core/errors.js';
import { assertTransition } from '../core/status-machine.js';
import { preview } from '../core/text.js';
import type { DecisionTrace, MemoryRecord, Status } from '../core/types.js';
import type { RecordUpdate } from '../store/ports.js';
import type { Caller } from './context.js';
import type { RevisionEngine } from './engine.js';

/** Whose writes, when: [since, until] inclusive, epoch ms. */
export interface RollbackScope {
  tenant: string;
  principal: string;
  session?: string;
  since: number;
  until: number;
}

/** One status change of the plan. */
export interface RollbackChange {
  id: string;
  action: 'revert' | 'restore';
  before: Status;
  after: Status;
  /** Who wrote the record, and when. */
  principal: string;
  createdAt: number;
  /** The content, capped, with hidden characters shown. */
  preview: string;
  /** revert: what it had superseded; restore: the campaign write that had superseded it. */
  related: string[];
  /** The record's version the change applies to (compare-and-set). */
  version: number;
}

/** A record the plan leaves as it is, and why. */
export interface RollbackSkip {
  id: string;
  status: Status;
  reason: string;
}

/** What a rollback would do (dry run) or did. */
export interface RollbackPlan {
  scope: RollbackScope;
  /** Records the principal wrote in the window, any status. */
  found: number;
  changes: RollbackChange[];
  skipped: RollbackSkip[];
}

/** A plan that was applied. */
export interface RollbackResult extends RollbackPlan {
  /** Shared by every trace of this rollback (in their reasons), to find them all again. */
  rollbackId: string;
  traceIds: string[];
}

/** Most records one rollback reads: a wider campaign is rolled back in narrower windows. */
const MAX_CAMPAIGN = 50_000;
const PREVIEW_CHARS = 120;
/** Statuses a rollback takes out of service; the rest are already never served and stay as they are. */
const REVERTIBLE: readonly Status[] = ['active', 'superseded', 'uncertain', 'quarantined'];

/** Plans a rollback of `scope` without changing anything (the dry run). */
export async function planRollback(engine: RevisionEngine, scope: RollbackScope): Promise<RollbackPlan> {
  checkScope(scope);
  const { ledger } = engine.deps;
  const seqs = await ledger.filterSeqs(scope.tenant, { principal: scope.principal, session: scope.session, since: scope.since, until: scope.until }, MAX_CAMPAIGN + 1);
  if (seqs.length > MAX_CAMPAIGN) {
    throw new HindsightError('invalid_argument', `more than ${MAX_CAMPAIGN} records in the window: roll back narrower windows one at a time`);
  }
  return planOf(engine, scope, await ledger.getBySeqs(seqs));
}

/** The plan for a campaign of records: revert them, restore what they displaced. */
async function planOf(engine: RevisionEngine, scope: RollbackScope, records: readonly MemoryRecord[]): Promise<RollbackPlan> {
  const { ledger } = engine.deps;
  const campaign = records.filter((r) => r.tenant === scope.tenant).sort((a, b) => a.seq - b.seq);
  const inCampaign = new Set(campaign.map((r) => r.id));
  const plan: RollbackPlan = { scope, found: campaign.length, changes: [], skipped: [] };
  for (const r of campaign) {
    if (REVERTIBLE.includes(r.status)) plan.changes.push(change(r, 'revert', 'rolled-back', r.supersedes));
    else plan.skipped.push({ id: r.id, status: r.status, reason: `written by the campaign; already ${r.status}, never served` });
  }
  const displacedIds = [...new Set(campaign.flatMap((r) => r.supersedes))].filter((id) => !inCampaign.has(id));
  const displaced = (await ledger.getMany(displacedIds)).sort((a, b) => a.seq - b.seq);
  for (const r of displaced) {
    const why = await whyNotRestored(engine, r, scope.tenant, inCampaign);
    if (why) plan.skipped.push({ id: r.id, status: r.status, reason: why });
    else plan.changes.push(change(r, 'restore', 'active', [r.supersededBy!]));
  }
  return plan;
}

/**
 * Plans and applies a rollback of `scope` as `runner`: one commit, at the store epoch the plan was
 * made at (a write landing meanwhile, here or in another process, makes it plan again).
 */
export async function applyRollback(engine: RevisionEngine, runner: Caller, scope: RollbackScope): Promise<RollbackResult> {
  return engine.exclusive(async () => {
    const epoch = await engine.deps.ledger.epoch();
    return commitPlan(engine, runner, await planRollback(engine, scope), epoch, (id) => `rollback ${id} by ${runner.principal} of ${describeScope(scope)}`);
  });
}

/**
 * Reverts these records of the runner's tenant as a rollback would — out of service, and what
 * they superseded served again — for `why` (an upstream that refused or dropped the write that
 * carried them, say).
 */
export async function revertRecords(engine: RevisionEngine, runner: Caller, ids: readonly string[], why: string): Promise<RollbackResult> {
  return engine.exclusive(async () => {
    const { ledger, clock } = engine.deps;
    const epoch = await ledger.epoch();
    const records = await ledger.getMany(ids);
    const times = records.map((r) => r.createdAt);
    const scope: RollbackScope = { tenant: runner.tenant, principal: runner.principal, since: Math.min(clock.now(), ...times), until: Math.max(0, ...times) };
    return commitPlan(engine, runner, await planOf(engine, scope, records), epoch, (id) => `revert ${id} by ${runner.principal}: ${why}`);
  });
}

/** Commits a plan at `epoch`, a trace per change; `headOf` says what it was, given its id. */
async function commitPlan(engine: RevisionEngine, runner: Caller, plan: RollbackPlan, epoch: number, headOf: (rollbackId: string) => string): Promise<RollbackResult> {
  const { clock } = engine.deps;
  const scope = plan.scope;
  const now = clock.now();
  const rollbackId = engine.newId(now);
  const head = headOf(rollbackId);
  const updates: RecordUpdate[] = plan.changes.map((c) => {
    assertTransition(c.before, c.after, c.id);
    const patch = c.action === 'revert' ? { status: c.after, revisedAt: now } : { status: c.after, supersededBy: undefined, revisedAt: now };
    return { id: c.id, expectedVersion: c.version, patch, reason: `${head}: ${undid(c)}` };
  });
  const traces = plan.changes.map((c): DecisionTrace => ({
    id: engine.newId(now),
    at: now,
    principal: runner.principal,
    tenant: scope.tenant,
    session: runner.session,
    tool: runner.tool,
    recordId: c.id,
    findings: [],
    verdict: c.action === 'revert' ? 'reject' : 'allow',
    revision: { relation: 'NONE', targets: c.related, confidence: 1, judge: 'rollback', reason: `${head}: ${undid(c)}`, judged: [] },
    policyHash: engine.deps.policyHash,
  }));
  if (updates.length > 0) await engine.commit({ inserts: [], updates, traces, at: now, expectedEpoch: epoch });
  return { ...plan, rollbackId, traceIds: traces.map((t) => t.id) };
}

/** The scope in words, for traces and output. */
export function describeScope(s: RollbackScope): string {
  const window = `${new Date(s.since).toISOString()} .. ${new Date(s.until).toISOString()}`;
  return `principal "${s.principal}"${s.session !== undefined ? ` session "${s.session}"` : ''} in tenant "${s.tenant}", ${window}`;
}

/** What a change undoes, and how to undo it in turn (every version is kept). */
function undid(c: RollbackChange): string {
  if (c.action === 'revert') {
    const had = c.related.length ? `; it had superseded ${c.related.join(', ')}` : '';
    return `took ${c.id} out of service (was ${c.before}, written by ${c.principal} at ${new Date(c.createdAt).toISOString()})${had}; undo: set it back to ${c.before}`;
  }
  return `restored ${c.id} (was superseded by ${c.related[0]}, written by the rolled-back campaign); undo: supersede it by ${c.related[0]} again`;
}

/**
 * Why a record a campaign write superseded is not served again, or undefined when it may be: it
 * must be this tenant's, still `superseded`, and no record outside the campaign may stand in the
 * chain of what replaced it (that would be newer legitimate information).
 */
async function whyNotRestored(engine: RevisionEngine, r: MemoryRecord, tenant: string, campaign: ReadonlySet<string>): Promise<string | undefined> {
  if (r.tenant !== tenant) return `belongs to another tenant`;
  if (r.status !== 'superseded') return `is ${r.status} now, not superseded`;
  if (!r.supersededBy || !campaign.has(r.supersededBy)) return `superseded since by ${r.supersededBy ?? 'nothing'}, outside the campaign`;
  const seen = new Set([r.id]);
  for (let id: string | undefined = r.supersededBy; id && !seen.has(id); ) {
    seen.add(id);
    if (!campaign.has(id)) return `its campaign successor was superseded since by ${id}, outside the campaign: newer information is served`;
    id = (await engine.deps.ledger.get(id))?.supersededBy;
  }
  return undefined;
}

function change(r: MemoryRecord, action: RollbackChange['action'], after: Status, related: string[]): RollbackChange {
  return {
    id: r.id,
    action,
    before: r.status,
    after,
    principal: r.source.principal,
    createdAt: r.createdAt,
    preview: preview(r.content, PREVIEW_CHARS),
    related,
    version: r.version,
  };
}

function checkScope(s: RollbackScope): void {
  if (!s.principal.trim()) throw new HindsightError('invalid_argument', 'principal: must not be empty');
  checkWindow(s.since, s.until);
}

/** Throws an invalid_argument error unless [since, until] is a window of times (epoch ms). */
export function checkWindow(since: number, until: number): void {
  if (!Number.isFinite(since) || !Number.isFinite(until)) throw new HindsightError('invalid_argument', 'since/until: must be times');
  if (until < since) {
    throw new HindsightError('invalid_argument', `until (${new Date(until).toISOString()}) is before since (${new Date(since).toISOString()})`);
  }
}
