/**
 * Applying judgements under trust, time, confidence, cooldown and caps.
 * Pure: takes the new memory and the judged candidates, returns what should happen. The engine
 * turns the decision into one atomic commit.
 */
import type { MemoryRecord, Relation } from '../core/types.js';
import type { Settings } from '../config/settings.js';
import type { Judgement } from './judges/judge.js';

/** One judged candidate. */
export interface JudgedCandidate {
  record: MemoryRecord;
  similarity: number;
  judgement: Judgement;
}

/** What a write does to memory. */
export interface Decision {
  /** `active`: served; `uncertain`: held for review; `superseded`: recorded as history of `historyOf`. */
  status: 'active' | 'uncertain' | 'superseded';
  relation: Relation | 'NONE';
  confidence: number;
  reason: string;
  /** Records the new memory supersedes. */
  supersede: MemoryRecord[];
  /** The record the new memory is merged into (`merged`) or is older history of. */
  historyOf?: MemoryRecord;
  /** True when the new memory restates `historyOf` (a duplicate merged into it). */
  merged: boolean;
  /** Records it contradicts but may not supersede (held): confirmed by review, they are superseded. */
  pending: MemoryRecord[];
  /** Coexist edges. */
  link: MemoryRecord[];
  /** Trust of the new record after merging (minimum of its lineage for a refinement). */
  trust: number;
  /** Per-candidate outcome, for the trace. */
  applied: Map<string, string>;
}

const ORDER: Record<Relation, number> = { CONFLICT: 0, REFINE: 1, COEXIST: 2, UNRELATED: 3 };

/** Decides what a write of trust `trust` and event time `eventTime` does, given judged candidates. */
export function decide(
  incoming: { trust: number; eventTime?: number },
  judged: readonly JudgedCandidate[],
  s: Settings['revision'],
  now: number,
): Decision {
  const d: Decision = { status: 'active', relation: 'NONE', confidence: 0, reason: 'no related memory', supersede: [], pending: [], link: [], trust: incoming.trust, merged: false, applied: new Map() };
  const held: string[] = [];
  const sorted = [...judged].sort(
    (a, b) =>
      ORDER[a.judgement.relation] - ORDER[b.judgement.relation] ||
      b.judgement.confidence - a.judgement.confidence ||
      b.similarity - a.similarity,
  );
  const note = (c: JudgedCandidate, what: string) => d.applied.set(c.record.id, what);
  for (const c of sorted) {
    const { record: old, judgement: j } = c;
    if (old.status === 'uncertain') {
      // Repetition is not corroboration: restating a held memory does not get it through.
      if (j.relation === 'REFINE' && j.keep === 'old' && incoming.trust <= old.trust) {
        held.push(`repeats memory ${old.id}, which is held for review`);
        note(c, 'held: repeats a held memory');
      } else note(c, 'ignored: candidate is held for review');
      continue;
    }
    switch (j.relation) {
      case 'CONFLICT': {
        if (j.confidence < s.theta) {
          held.push(`possible contradiction of ${old.id} with low confidence (${j.confidence.toFixed(2)}): ${j.reason}`);
          d.pending.push(old);
          note(c, 'held: low confidence');
        } else if (incoming.trust < old.trust) {
          held.push(`contradicts ${old.id}, written with higher trust (${old.trust} > ${incoming.trust}); waits for verification`);
          d.pending.push(old);
          note(c, 'held: lower-trust contradiction');
        } else if (incoming.eventTime !== undefined && old.eventTime !== undefined && incoming.eventTime < old.eventTime) {
          d.historyOf ??= old;
          note(c, 'history: older event time arrived late');
        } else if (old.revisedAt !== undefined && now - old.revisedAt < s.cooldownMs) {
          held.push(`${old.id} was revised ${Math.round((now - old.revisedAt) / 1000)}s ago (cooldown); queued for review`);
          d.pending.push(old);
          note(c, 'held: cooldown');
        } else if (d.supersede.length >= s.maxSupersedePerWrite) {
          // Storm protection: one write replaces at most the cap; the rest stay served and are
          // named in the trace, where memory_review and a reviewer find them.
          note(c, 'kept: supersession cap reached');
        } else {
          d.supersede.push(old);
          note(c, 'superseded');
        }
        break;
      }
      case 'REFINE': {
        if (j.keep === 'new' && incoming.trust < old.trust) {
          // "Adding detail" to a more trusted memory would replace it: a trust-inverted revision.
          held.push(`would refine ${old.id}, written with higher trust (${old.trust} > ${incoming.trust}); waits for verification`);
          d.pending.push(old);
          note(c, 'held: lower-trust refinement');
        } else if (j.keep === 'old' && incoming.trust <= old.trust) {
          d.historyOf ??= old;
          note(c, 'merged into existing memory');
        } else if (d.supersede.length < s.maxSupersedePerWrite && !(old.revisedAt !== undefined && now - old.revisedAt < s.cooldownMs)) {
          // A refinement merges lineages: the merged record is only as trusted as its least trusted part.
          if (j.keep === 'new') d.trust = Math.min(d.trust, old.trust);
          d.supersede.push(old);
          note(c, j.keep === 'new' ? 'refined (superseded by the merged memory)' : 'restated by a more trusted source');
        } else note(c, 'skipped: cap or cooldown');
        break;
      }
      case 'COEXIST':
        if (d.link.length < s.maxLinksPerWrite) {
          d.link.push(old);
          note(c, 'linked (coexist)');
        } else note(c, 'coexists (link cap reached)');
        break;
      case 'UNRELATED':
        note(c, 'unrelated (false trigger)');
        break;
    }
  }
  const top = sorted.find((c) => d.applied.get(c.record.id)?.match(/^(held|history|merged|superseded|refined|restated)/));
  const lead = top ?? sorted.find((c) => c.judgement.relation === 'COEXIST') ?? sorted[0];
  if (lead) {
    d.relation = lead.judgement.relation;
    d.confidence = lead.judgement.confidence;
    d.reason = lead.judgement.reason;
  }
  if (held.length > 0) {
    d.status = 'uncertain';
    d.reason = held.join('; ');
    d.supersede = [];
    d.historyOf = undefined;
  } else if (d.historyOf) {
    d.status = 'superseded';
    d.supersede = [];
    d.merged = d.applied.get(d.historyOf.id) === 'merged into existing memory';
    d.reason = d.merged
      ? `merged into ${d.historyOf.id}: ${lead?.judgement.reason ?? ''}`
      : `recorded as history of ${d.historyOf.id}: its event time is newer`;
  }
  return d;
}
