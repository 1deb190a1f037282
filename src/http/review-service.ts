/**
 * What the review API and the review page show and do, for one authenticated principal: its
 * tenant's queue with filters, an item's detail (content with hidden characters made visible,
 * findings, traces, what approving it would touch and a diff against what it would supersede),
 * decisions bound to the content hash the reviewer saw, and a memory's readers. Both surfaces
 * call these; neither touches the engine directly.
 */
import { can, type Principal } from '../auth/principals.js';
import { HindsightError } from '../core/errors.js';
import { preview, showHidden } from '../core/text.js';
import { parseTime } from '../core/time.js';
import type { Channel, DecisionTrace, MemoryRecord } from '../core/types.js';
import type { Caller } from '../revision/context.js';
import type { RevisionEngine } from '../revision/engine.js';
import { applyRollback, checkWindow, planRollback, type RollbackPlan, type RollbackResult, type RollbackScope } from '../revision/rollback.js';
import { approveQuarantined, editAndApprove, listQuarantine, rejectQuarantined, showQuarantine, type ReviewDecision } from '../revision/quarantine.js';
import { wordDiff, type DiffPart } from './word-diff.js';

/** Queue filters: a guard layer that found something, the write's channel, its age in seconds. */
export interface QueueFilter {
  layer?: string;
  channel?: string;
  minAgeS?: number;
  maxAgeS?: number;
  limit?: number;
}

/** How much of a held text a queue row shows (code points). */
export const QUEUE_PREVIEW_CHARS = 160;

/** One queue row. */
export interface QueueRow {
  id: string;
  contentHash: string;
  preview: string;
  /** Whether the preview is the whole text: only then may the item be decided from the queue (bulk). */
  complete: boolean;
  principal: string;
  channel: Channel;
  session?: string;
  trust: number;
  layers: string[];
  reasons: string[];
  createdAt: number;
  ageS: number;
}

/** The queue as a reviewer sees it. */
export interface QueueView {
  tenant: string;
  /** Held items in the tenant (all of them, before filters), and the oldest one's age. */
  size: number;
  oldestAgeS: number | null;
  items: QueueRow[];
}

/** An item's detail. */
export interface ItemView {
  id: string;
  status: string;
  contentHash: string;
  /** The text with hidden, control and bidi characters shown as ⟦U+…⟧. */
  content: string;
  hiddenCharacters: boolean;
  subject?: string;
  principal: string;
  channel: Channel;
  session?: string;
  trust: number;
  createdAt: number;
  findings: { layer: string; severity: string; reasons: string[] }[];
  traces: DecisionTrace[];
  /** While held: what approving it now would do (not applied). */
  wouldTouch?: { relation: string; targets: string[]; reason: string };
  /** The memories it would touch, each with a word diff from it to this item. */
  touched: { id: string; status: string; trust: number; content: string; diff: DiffPart[] }[];
  /** Held copies of the same claim from the same writer counted on this item, this one included. */
  copies?: { count: number; lastAt: number };
}

/** The caller a principal acts as on the review surfaces. */
export function reviewer(p: Principal, tool: string): Caller {
  if (!can.review(p)) throw new HindsightError('forbidden', `${p.name} has the role ${p.role}; the review queue needs a reviewer or admin`);
  return { principal: p.name, tenant: p.tenant, trustCeiling: p.trustCeiling, tool };
}

/** The write trace of a record: the guard's findings. */
const writeTrace = (r: MemoryRecord, traces: DecisionTrace[]) => traces.find((t) => t.id === r.traceId) ?? traces[0];
const flagged = (t: DecisionTrace | undefined) => (t?.findings ?? []).filter((f) => f.severity !== 'none');

export async function queue(engine: RevisionEngine, p: Principal, f: QueueFilter = {}): Promise<QueueView> {
  const caller = reviewer(p, 'review:queue');
  const now = engine.deps.clock.now();
  const held = await listQuarantine(engine, caller, { limit: 5000 });
  const items: QueueRow[] = [];
  for (const r of held) {
    const ageS = Math.max(0, Math.floor((now - r.createdAt) / 1000));
    if (f.channel && r.source.channel !== f.channel) continue;
    if (f.minAgeS !== undefined && ageS < f.minAgeS) continue;
    if (f.maxAgeS !== undefined && ageS > f.maxAgeS) continue;
    const findings = flagged(writeTrace(r, await engine.deps.ledger.tracesOf(r.id)));
    const layers = [...new Set(findings.map((x) => x.layer))];
    if (f.layer && !layers.includes(f.layer)) continue;
    items.push({
      id: r.id,
      contentHash: r.contentHash,
      preview: preview(r.content, QUEUE_PREVIEW_CHARS),
      complete: Array.from(r.content).length <= QUEUE_PREVIEW_CHARS,
      principal: r.source.principal,
      channel: r.source.channel,
      ...(r.source.session ? { session: r.source.session } : {}),
      trust: r.trust,
      layers,
      reasons: findings.flatMap((x) => x.reasons).slice(0, 5),
      createdAt: r.createdAt,
      ageS,
    });
    if (items.length >= Math.min(f.limit ?? 200, 1000)) break;
  }
  const oldest = held.reduce<number | null>((m, r) => (m === null || r.createdAt < m ? r.createdAt : m), null);
  return { tenant: p.tenant, size: held.length, oldestAgeS: oldest === null ? null : Math.max(0, Math.floor((now - oldest) / 1000)), items };
}

export async function item(engine: RevisionEngine, p: Principal, id: string): Promise<ItemView> {
  const it = await showQuarantine(engine, reviewer(p, 'review:show'), id);
  const r = it.record;
  const content = showHidden(r.content);
  return {
    id: r.id,
    status: r.status,
    contentHash: r.contentHash,
    content,
    hiddenCharacters: content !== r.content,
    ...(r.subject !== undefined ? { subject: showHidden(r.subject) } : {}),
    principal: r.source.principal,
    channel: r.source.channel,
    ...(r.source.session ? { session: r.source.session } : {}),
    trust: r.trust,
    createdAt: r.createdAt,
    findings: flagged(writeTrace(r, it.traces)).map((f) => ({ layer: f.layer, severity: f.severity, reasons: f.reasons })),
    traces: it.traces,
    ...(it.wouldTouch ? { wouldTouch: { relation: it.wouldTouch.relation, targets: it.wouldTouch.targets, reason: it.wouldTouch.reason } } : {}),
    touched: it.touched.map((t) => ({ id: t.id, status: t.status, trust: t.trust, content: showHidden(t.content), diff: wordDiff(showHidden(t.content), content) })),
    ...(it.copies ? { copies: it.copies } : {}),
  };
}

/** A decision on one item. `trust` approves at a lower trust; `content` edits, then approves the edit. */
export interface Decision {
  action: 'approve' | 'reject' | 'edit';
  contentHash: string;
  note?: string;
  trust?: number;
  content?: string;
}

/** What a decision did. */
export type DecisionResult = ReviewDecision & { edited?: { id: string; status: string; verdict: string } };

export async function decide(engine: RevisionEngine, p: Principal, id: string, d: Decision): Promise<DecisionResult> {
  const caller = reviewer(p, `review:${d.action}`);
  if (typeof d.contentHash !== 'string' || !d.contentHash) throw new HindsightError('invalid_argument', 'content_hash is required: the hash of the content you reviewed');
  if (d.action === 'approve') return approveQuarantined(engine, caller, id, d.contentHash, d.note, { trust: d.trust });
  if (d.action === 'reject') return rejectQuarantined(engine, caller, id, d.contentHash, d.note);
  if (d.action === 'edit') {
    if (typeof d.content !== 'string') throw new HindsightError('invalid_argument', 'an edit needs the edited content');
    const { original, edited } = await editAndApprove(engine, caller, id, d.contentHash, d.content, { note: d.note, trust: d.trust });
    return { ...original, edited: { id: edited.id, status: edited.status, verdict: edited.verdict } };
  }
  throw new HindsightError('invalid_argument', `unknown action ${String(d.action)}: approve, reject or edit`);
}

/** Several decisions, each on its own (one failing does not stop the others). */
export async function decideMany(
  engine: RevisionEngine,
  p: Principal,
  action: 'approve' | 'reject',
  items: readonly { id: string; contentHash: string }[],
  note?: string,
  opts: { shownChars?: number } = {},
): Promise<({ id: string; ok: true; result: DecisionResult } | { id: string; ok: false; error: { code: string; message: string } })[]> {
  const caller = reviewer(p, `review:bulk-${action}`);
  if (items.length > 500) throw new HindsightError('invalid_argument', `at most 500 items at once, got ${items.length}`);
  const out = [];
  for (const it of items) {
    try {
      // The hash binds the decision to what the reviewer saw; from a list of previews, that is the
      // whole text only when it fits the preview. A longer one is decided on its own page.
      if (opts.shownChars !== undefined && Array.from((await engine.mustGet(caller, it.id)).content).length > opts.shownChars) {
        throw new HindsightError('invalid_argument', `memory ${it.id} is longer than the queue shows; open it and decide there`);
      }
      out.push({ id: it.id, ok: true as const, result: await decide(engine, p, it.id, { action, contentHash: it.contentHash, note }) });
    } catch (err) {
      if (!(err instanceof HindsightError)) throw err;
      out.push({ id: it.id, ok: false as const, error: { code: err.code, message: err.message } });
    }
  }
  return out;
}

/** Who was served a memory of the principal's tenant (its blast radius), newest first. */
export async function readers(engine: RevisionEngine, p: Principal, id: string, limit = 200): Promise<{ id: string; readers: { principal: string; session?: string; at: number }[] }> {
  const caller = reviewer(p, 'review:readers');
  await engine.mustGet(caller, id);
  await engine.flushReads();
  const reads = await engine.deps.ledger.readsOf(id, Math.min(limit, 5000));
  return { id, readers: reads.map((r) => ({ principal: r.principal, ...(r.session ? { session: r.session } : {}), at: r.at })) };
}

/**
 * A campaign rollback in the principal's tenant: what the principal (and session) wrote in
 * [since, until] taken out of service and what it superseded served again. A dry run only plans.
 */
export async function rollback(
  engine: RevisionEngine,
  p: Principal,
  req: { principal: unknown; session?: unknown; since: unknown; until: unknown; dryRun: boolean },
): Promise<RollbackPlan | RollbackResult> {
  const caller = reviewer(p, 'review:rollback');
  if (typeof req.principal !== 'string' || !req.principal.trim()) throw new HindsightError('invalid_argument', 'principal: whose writes to roll back');
  if (req.session !== undefined && req.session !== '' && typeof req.session !== 'string') throw new HindsightError('invalid_argument', 'session: a string');
  const scope: RollbackScope = {
    tenant: p.tenant,
    principal: req.principal.trim(),
    ...(typeof req.session === 'string' && req.session ? { session: req.session } : {}),
    since: parseTime(req.since, 'since'),
    until: parseTime(req.until, 'until'),
  };
  checkWindow(scope.since, scope.until);
  return req.dryRun ? planRollback(engine, scope) : applyRollback(engine, caller, scope);
}
