/**
 * The heuristic judge: offline, deterministic slot analysis of what differs between two memories
 * — key vs value, numbers, dates, negation, antonyms, refinement by containment.
 * It never guesses destructively: a same-key pair with compatible values coexists (newest served
 * first) rather than overwriting, because a wrong COEXIST is visible and a wrong CONFLICT is a loss.
 */
import { normalize } from '../../core/text.js';
import { contains, exclusiveReason } from '../values.js';
import type { Claim } from '../claim.js';
import type { Judge, JudgedMemory, Judgement } from './judge.js';

/** Similarity thresholds the heuristic judge uses when keys differ. */
export interface HeuristicThresholds {
  /** At or above: near-duplicate wording. */
  strong: number;
  /** At or above, with a shared subject: related memories. */
  related: number;
}

/** Slot types (names, numbers, other words) on which two values both say something and differ. */
function differingSlots(a: Claim, b: Claim): number {
  const differ = (x: string[], y: string[]) => x.length > 0 && y.length > 0 && x.join() !== y.join();
  return [differ(a.slots.names, b.slots.names), differ(a.slots.numbers, b.slots.numbers), differ(a.slots.words, b.slots.words)].filter(Boolean).length;
}

/**
 * Two claims about one attribute of one subject (same key): another value, the same one, a
 * refinement or a second value. A change is read from the new claim's cue or verb of change, the
 * old value named and denied, a flipped polarity, another time, values that exclude each other,
 * or an attribute that holds one value at a time — otherwise both are kept, newest first.
 */
function sameAttribute(a: Claim, b: Claim): Judgement {
  // Two values neither parse could read are not the same value: nothing is known of either.
  if (a.value === b.value && a.value !== '') {
    if (a.negated !== b.negated) return { relation: 'CONFLICT', confidence: 0.85, reason: 'same key and value, negation flipped' };
    if (a.eventTime !== undefined && b.eventTime !== undefined && a.eventTime !== b.eventTime) {
      return { relation: 'REFINE', confidence: 0.8, reason: 'same value confirmed at another time', keep: a.eventTime > b.eventTime ? 'new' : 'old' };
    }
    return { relation: 'REFINE', confidence: 0.9, reason: 'same key and value', keep: 'new' };
  }
  if (a.negated !== b.negated) {
    // Of what one may have several of, denying one thing leaves another standing ("I have no car" /
    // "we have a cat"): a new denial conflicts only where the two name something in common. A denial
    // with a cue ("no longer", "any more") says a thing had ends, and having what one said one had
    // not ("finally bought a car") is a change, whatever the words.
    const things = (c: Claim) => new Set([...c.topics, ...c.value.split(' ')].filter(Boolean));
    const [mine, theirs] = [things(a), things(b)];
    if (a.negated && !a.cue && !a.exclusive && !b.exclusive && mine.size > 0 && theirs.size > 0 && ![...mine].some((w) => theirs.has(w))) return { relation: 'COEXIST', confidence: 0.65, reason: `same ${a.frame || 'key'}, one thing denied beside another` };
    return { relation: 'CONFLICT', confidence: 0.8, reason: `same ${a.frame || 'key'}, polarity flipped` };
  }
  // Two numbers changed at once ("shelf 1 holds part 1000" / "shelf 3 holds part 1074") are two
  // different things under one key, not one value replaced.
  const changed = (x: string[], y: string[]) => x.filter((v) => !y.includes(v)).length;
  if (!a.cue && !a.denied.length && changed(a.slots.numbers, b.slots.numbers) > 1 && changed(b.slots.numbers, a.slots.numbers) > 1) {
    return { relation: 'COEXIST', confidence: 0.65, reason: 'same key, several numbers differ: two different things' };
  }
  const oldWords = new Set(b.value.split(' '));
  if (a.denied.some((w) => oldWords.has(w))) return { relation: 'CONFLICT', confidence: 0.9, reason: 'the old value named and denied' };
  if (a.additive) return { relation: 'COEXIST', confidence: 0.7, reason: `same ${a.frame || 'key'}, a value added beside the other` };
  // Amounts of two different things ("two coffees a day", "runs five times a week") are two facts —
  // unless the speaker says theirs changed ("I've switched to two teas a day"): the revision core
  // then keeps only the memory the change is most about (candidates.ts).
  const ownChange = a.cue && (a.firstPerson || b.firstPerson);
  if (a.frame === 'amount' && !ownChange && a.slots.words.length > 0 && b.slots.words.length > 0 && ![...a.slots.words, ...a.slots.names].some((w) => b.slots.words.includes(w) || b.slots.names.includes(w))) {
    return { relation: 'COEXIST', confidence: 0.65, reason: 'amounts of different things' };
  }
  if (a.cue) return { relation: 'CONFLICT', confidence: 0.9, reason: `same ${a.frame || 'key'}, new value with a cue or verb of change` };
  if (a.eventTime !== undefined && b.eventTime !== undefined && a.eventTime !== b.eventTime) {
    return { relation: 'CONFLICT', confidence: 0.85, reason: 'same key, value stated for a different time' };
  }
  const exclusive = exclusiveReason(a.value, b.value);
  if (exclusive) return { relation: 'CONFLICT', confidence: 0.8, reason: `same key, mutually exclusive values (${exclusive})` };
  if (contains(a.value, b.value)) return { relation: 'REFINE', confidence: 0.75, reason: 'same key, new value adds detail', keep: 'new' };
  if (contains(b.value, a.value)) return { relation: 'REFINE', confidence: 0.75, reason: 'same key, existing value already says this', keep: 'old' };
  // One value at a time (a home, an employer, a meeting's time): another value in one slot replaces
  // it; values that differ in several slots are two different things (two meetings).
  if (a.exclusive && b.exclusive && differingSlots(a, b) === 1) {
    return { relation: 'CONFLICT', confidence: 0.75, reason: `${a.frame} holds one value at a time: another value` };
  }
  return { relation: 'COEXIST', confidence: 0.65, reason: 'same key, compatible values (no cue, not exclusive)' };
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
  if (sameKey) return sameAttribute(a, b);
  const sameSubject = a.subject !== '' && a.subject === b.subject;
  // "Wei's dentist is Bruno" and "Bruno's dentist is Wei": the same words about two subjects.
  const otherSubjects = a.subject !== '' && b.subject !== '' && a.subject !== b.subject && a.key !== '' && b.key !== '';
  if (sim >= t.strong && !otherSubjects) {
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
