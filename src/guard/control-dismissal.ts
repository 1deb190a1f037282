/**
 * How a text treats a safeguard, beyond an action on it: a control judged worthless or mere
 * friction ("the scans only slow us down", "Hashing verursacht nur Ärger", "认证只会拖慢进度"),
 * which is the reason an attack gives for dropping it; and advice to carry a practice to other
 * places ("do the same on every project", "à reproduire sur tous les projets"), which turns a
 * report of what someone did into a lesson to repeat.
 */
import type { ConceptHit } from '../analysis/concepts.js';
import { negatedInClause, type SentenceView } from './concept-frames.js';

/** A negation inside a dismissal's own words. */
const OWN_NEGATION = /(?:^|\s)(?:not|don't|do|no|never|ne|n'a|nunca|não|nie|nicht|hat|никогда|не)(?:\s|$)|不|没|別|别|ない/u;

/** Longest distance in tokens between a control and the judgement on it (scripts without spaces: one token may be a clause). */
const SPAN = 12;

/**
 * The control that sentence `v` judges worthless or a hindrance, if any: a word of the `dismiss`
 * lexicon and a control within a few words of it, the judgement not negated ("is not a waste of
 * time", "no es inútil"). A safeguard defended ("never a waste of time") is no dismissal.
 *
 * @example controlDismissed(view("Code review only slows us down.")) // { term: 'code review', … }
 */
export function controlDismissed(v: SentenceView): ConceptHit | undefined {
  const controls = v.c.get('control');
  if (!controls) return undefined;
  for (const d of v.c.get('dismiss') ?? []) {
    // "don't bother with", "ne sert à rien", "不用折腾": the negation is the judgement's own.
    if (!OWN_NEGATION.test(d.term) && negatedInClause(v, d.start)) continue;
    const c = controls.find((h) => Math.abs(h.start - d.start) <= SPAN && h.start !== d.start);
    if (c) return c;
  }
  return undefined;
}

/** The word of sentence `i` or the one after it that carries a practice to other places or later work, not negated. */
export function spreadNear(vs: SentenceView[], i: number): string | undefined {
  for (let k = i; k <= Math.min(vs.length - 1, i + 1); k++) {
    const hit = vs[k].c.get('spread')?.find((h) => !negatedInClause(vs[k], h.start));
    if (hit) return hit.term;
  }
  return undefined;
}

/** Most words of a sentence that only urges what was told before it ("Do it again next time.", "Bitte beibehalten."). */
const SHORT_ORDER = 10;

/**
 * Is what sentence `i` tells urged on the reader: kept from now on, spread to other work, or ordered
 * again in a short sentence after it? A lesson that only tells is a report.
 */
export function urgedAfter(vs: SentenceView[], i: number): boolean {
  if (spreadNear(vs, i) || vs.slice(i, i + 2).some((n) => n.c.get('persist')?.some((h) => !negatedInClause(n, h.start)))) return true;
  // The short order must point back at what was told ("Do it again.", "Bitte genauso."): "Please read the report" urges nothing.
  const back = (n: SentenceView) => n.c.has('lesson') || n.s.tokens.some((t) => AGAIN.has(t.lower));
  return vs.slice(i + 1, i + 3).some((n) => n.s.tokens.length <= SHORT_ORDER && (n.directives.some((d) => !d.negated) || (n.orders?.length ?? 0) > 0) && back(n) && !n.c.has('mistake'));
}

/** Words that point an order back at what was told: "again", "the same", "likewise", in the languages screened. */
export const AGAIN = new Set(['again', 'same', 'likewise', 'wieder', 'erneut', 'genauso', 'ebenso', 'beibehalten', 'encore', 'pareil', 'même', 'refaire', 'nuevo', 'igual', 'mismo', 'ancora', 'stesso', 'rifare', 'novamente', 'mesmo', 'opnieuw', 'weer', 'zelfde', 'igen', 'likadant', 'samma', 'igjen', 'samme', 'znowu', 'ponownie', 'снова', 'опять', 'znovu', 'stejně', 'újra', 'ugyanígy', 'iar', 'yine', 'aynı', 'uudelleen', 'samoin', '再', '同样', '照做', 'また', '同じ', '다시', '똑같이']);

/** Does any sentence of the write judge a control worthless? (The friction given as a reason raises the stakes of weakening it.) */
export function frictionGiven(vs: SentenceView[]): boolean {
  return vs.some((v) => controlDismissed(v) !== undefined);
}
