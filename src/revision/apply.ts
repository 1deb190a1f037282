/**
 * Turning a revision decision into stored state: the fields of the record the decision is about,
 * the updates to the records it supersedes or links to, and the trace's revision outcome. Shared
 * by a new write and by an approved quarantine item re-entering the core, so both apply a
 * decision the same way.
 */
import type { Kind, MemoryRecord, RevisionOutcome } from '../core/types.js';
import type { RevisionOutcomeLabel } from '../observability/metrics-port.js';
import { assertTransition } from '../core/status-machine.js';
import type { Settings } from '../config/settings.js';
import type { RecordPatch, RecordUpdate } from '../store/ports.js';
import { parseClaim } from './claim.js';
import { decide, type Decision, type JudgedCandidate } from './decide.js';
import type { RevisionEngine } from './engine.js';

/**
 * The record fields a decision sets, for a record of `kind` decided at `now`. Its time to live
 * counts from `writtenAt` (an approved write expires when it would have had it been stored).
 */
export function decidedFields(d: Decision, settings: Settings, kind: Kind, now: number, ttlSeconds?: number, writtenAt = now) {
  const ttl = ttlSeconds !== undefined ? ttlSeconds * 1000 : settings.ttl[kind];
  return {
    status: d.status,
    trust: d.trust,
    revisedAt: d.supersede.length > 0 ? now : undefined,
    confidence: d.status === 'active' ? Math.max(d.confidence, 0.5) : d.confidence,
    supersedes: d.supersede.map((r) => r.id),
    supersededBy: d.historyOf?.id,
    links: d.link.slice(0, settings.revision.maxLinks).map((r) => r.id),
    lineage: lineageOf(d.supersede),
    expiresAt: ttl ? writtenAt + ttl : undefined,
    verification: d.status === 'uncertain' ? ('pending' as const) : ('none' as const),
  } satisfies RecordPatch;
}

/** Supersede `old` by `by` at `now`: the one patch every supersession uses. */
export function supersedeUpdate(old: MemoryRecord, by: string, now: number, reason: string): RecordUpdate {
  return { id: old.id, expectedVersion: old.version, patch: { status: 'superseded', supersededBy: by, revisedAt: now }, reason };
}

/** The updates a decision makes to other records: those it supersedes, and coexist links back to `id`. */
export function neighbourUpdates(d: Decision, id: string, settings: Settings, now: number): RecordUpdate[] {
  const updates: RecordUpdate[] = [
    ...d.supersede.map((old) => supersedeUpdate(old, id, now, `superseded by ${id}: ${d.reason}`)),
    ...d.link
      .filter((old) => !old.links.includes(id) && old.links.length < settings.revision.maxLinks)
      .map((old) => ({ id: old.id, expectedVersion: old.version, patch: { links: [...old.links, id] }, reason: `coexists with ${id}` })),
  ];
  for (const u of updates) if (u.patch.status) assertTransition('active', u.patch.status, u.id);
  return updates;
}

/**
 * What an applied decision did, for `hindsight_revisions_total{outcome}`: held (uncertain),
 * merged into an existing memory, recorded as history of a newer one, superseded others, linked
 * (coexist), or nothing (an UNRELATED false trigger, or every candidate skipped).
 */
export function revisionOutcomeOf(d: Decision): RevisionOutcomeLabel {
  if (d.status === 'uncertain') return 'held';
  if (d.historyOf) return d.merged ? 'merged' : 'history';
  if (d.supersede.length > 0) return 'superseded';
  return d.link.length > 0 ? 'linked' : 'none';
}

/** The records a decision is about: held against, merged into or history of, superseded or linked. */
export function targetsOf(d: Decision): string[] {
  if (d.status === 'uncertain') return d.pending.map((r) => r.id);
  if (d.historyOf) return [d.historyOf.id];
  return [...d.supersede, ...d.link].map((r) => r.id);
}

/**
 * The trace's account of a decision. `note` is prefixed to the reason; `applied: false` records a
 * decision that was judged but not applied (a held write's preview).
 */
export function revisionOutcome(
  d: Decision,
  judged: readonly JudgedCandidate[],
  judge: string,
  opts: { note?: string; applied?: boolean } = {},
): RevisionOutcome {
  const { note, applied = true } = opts;
  return {
    relation: d.relation,
    targets: targetsOf(d),
    confidence: d.confidence,
    judge,
    reason: note ? `${note}; ${d.reason}` : d.reason,
    judged: judged.map((j) => ({
      id: j.record.id,
      relation: j.judgement.relation,
      confidence: j.judgement.confidence,
      reason: `${j.judgement.reason} (similarity ${j.similarity.toFixed(2)})`,
      applied: applied ? (d.applied.get(j.record.id) ?? 'none') : 'none',
    })),
  };
}

/**
 * Judges a stored record against what is served now, as a write of its own trust would be (an
 * approved quarantine item, or a held memory being confirmed). `explicit` replays a correction.
 */
export async function judgeStored(engine: RevisionEngine, r: MemoryRecord, explicit?: { corrects: string; reason?: string }) {
  const claim = parseClaim(r.content, r.subject, r.createdAt);
  const eventTime = r.eventTime ?? claim.eventTime;
  const judged = await engine.judgeCandidates(
    r.tenant,
    { content: r.content, subject: r.subject, claim: { ...claim, eventTime }, embedding: r.embedding, principal: r.source.principal, session: r.source.session, trust: r.trust, id: r.id, lineage: r.lineage },
    explicit,
  );
  return { judged, decision: decide({ trust: r.trust, eventTime }, judged, engine.deps.settings.revision, engine.deps.clock.now()) };
}

/** The lineage of a record that supersedes `records`: theirs and their own, bounded. */
function lineageOf(records: MemoryRecord[]): string[] {
  const ids = new Set<string>();
  for (const r of records) {
    ids.add(r.id);
    for (const l of r.lineage) ids.add(l);
  }
  return [...ids].slice(-64);
}
