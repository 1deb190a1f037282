/**
 * The heuristic judge: offline, deterministic slot analysis of what differs between two memories
 * — key vs value, numbers, dates, negation, antonyms, refinement by containment (DESIGN §5).
 * It never guesses destructively: a same-key pair with compatible values coexists (newest served
 * first) rather than overwriting, because a wrong COEXIST is visible and a wrong CONFLICT is a loss.
 */
import { normalize } from '../../core/text.js';
import { contains, exclusiveReason } from '../values.js';
import type { Judge, JudgedMemory, Judgement } from './judge.js';

/** Similarity thresholds the heuristic judge uses when keys differ. */
export interface HeuristicThresholds {
  /** At or above: near-duplicate wording. */
  strong: number;
  /** At or above, with a shared subject: related memories. */
  related: number;
}

/** The default judge. */
export class HeuristicJudge implements Judge {
  readonly name = 'heuristic';

  /** Creates a judge with the given similarity thresholds. */
  constructor(private readonly t: HeuristicThresholds = { strong: 0.85, related: 0.5 }) {}

  async judge(n: JudgedMemory, o: JudgedMemory, similarity: number): Promise<Judgement> {
    return judgePair(n, o, similarity, this.t);
  }
}

function judgePair(n: JudgedMemory, o: JudgedMemory, sim: number, t: HeuristicThresholds): Judgement {
  const a = n.claim;
  const b = o.claim;
  if (normalize(n.content) === normalize(o.content)) {
    return { relation: 'REFINE', confidence: 0.97, reason: 'same text as an existing memory', keep: 'old' };
  }
  const sameKey = a.key !== '' && a.key === b.key;
  if (sameKey) {
    if (a.value === b.value) {
      if (a.negated !== b.negated) return { relation: 'CONFLICT', confidence: 0.85, reason: 'same key and value, negation flipped' };
      if (a.eventTime !== undefined && b.eventTime !== undefined && a.eventTime !== b.eventTime) {
        return { relation: 'REFINE', confidence: 0.8, reason: 'same value confirmed at another time', keep: a.eventTime > b.eventTime ? 'new' : 'old' };
      }
      return { relation: 'REFINE', confidence: 0.9, reason: 'same key and value', keep: n.content.length > o.content.length ? 'new' : 'old' };
    }
    if (a.cue) return { relation: 'CONFLICT', confidence: 0.9, reason: 'same key, new value with a correction cue' };
    if (a.negated !== b.negated && (contains(a.value, b.value) || contains(b.value, a.value))) {
      return { relation: 'CONFLICT', confidence: 0.85, reason: 'same key, negation flipped' };
    }
    if (a.eventTime !== undefined && b.eventTime !== undefined && a.eventTime !== b.eventTime) {
      return { relation: 'CONFLICT', confidence: 0.85, reason: 'same key, value stated for a different time' };
    }
    const exclusive = exclusiveReason(a.value, b.value);
    if (exclusive) return { relation: 'CONFLICT', confidence: 0.8, reason: `same key, mutually exclusive values (${exclusive})` };
    if (contains(a.value, b.value)) return { relation: 'REFINE', confidence: 0.75, reason: 'same key, new value adds detail', keep: 'new' };
    if (contains(b.value, a.value)) return { relation: 'REFINE', confidence: 0.75, reason: 'same key, existing value already says this', keep: 'old' };
    return { relation: 'COEXIST', confidence: 0.65, reason: 'same key, compatible values (no cue, not exclusive)' };
  }
  const sameSubject = a.subject !== '' && a.subject === b.subject;
  if (sim >= t.strong) {
    // Without a shared key, near-identical wording is weak evidence of an update: templated
    // notifications ("charged $109.87", "charged $200.00") are distinct facts. Only a correction
    // cue makes it a conflict; a cue alone is too weak to act on (held for review).
    const exclusive = exclusiveReason(normalize(n.content), normalize(o.content));
    if (exclusive && a.cue) return { relation: 'CONFLICT', confidence: 0.75, reason: `near-identical wording with a correction cue, ${exclusive}` };
    if (contains(normalize(n.content), normalize(o.content))) {
      return { relation: 'REFINE', confidence: 0.75, reason: 'near-identical wording, new memory adds detail', keep: 'new' };
    }
    if (contains(normalize(o.content), normalize(n.content))) {
      return { relation: 'REFINE', confidence: 0.75, reason: 'near-identical wording, existing memory already says this', keep: 'old' };
    }
    if (a.cue) return { relation: 'CONFLICT', confidence: 0.6, reason: 'near-identical wording with a correction cue, no shared key' };
    return { relation: 'COEXIST', confidence: 0.6, reason: exclusive ? `near-identical wording, ${exclusive}, no shared key: both kept, newest first` : 'near-identical wording, compatible' };
  }
  if (sameSubject && sim >= t.related) {
    return { relation: 'COEXIST', confidence: 0.6, reason: 'same subject, different property' };
  }
  if (sameSubject || (n.subject && n.subject === o.subject)) {
    return { relation: 'COEXIST', confidence: 0.55, reason: 'same subject, different property' };
  }
  return { relation: 'UNRELATED', confidence: 0.6, reason: 'different key and subject' };
}
