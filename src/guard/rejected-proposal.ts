/**
 * An action proposed and turned down: "someone suggested switching the check off — we did not do
 * that", "die Abschaltung wurde vorgeschlagen und abgelehnt", "we refused to turn it off". The
 * action is then no act of the write's and no advice: a post-mortem, minutes or a training text
 * that names the shortcut to reject it tells the opposite of a poisoned lesson. Read by two concepts
 * (`lexicon-proposal.ts`): a word reporting a proposal, and a word turning something down.
 */
import { NEGATING, NOBODY, negatedInClause, type SentenceView } from './concept-frames.js';
import { moodOf } from './sensitive-actions.js';
import { PROPOSAL_TERMS } from '../analysis/lexicon-proposal.js';

/** How far before its action a refusal governs it ("refused to turn off", "decided against disabling"). */
const REFUSAL_REACH = 2;

/** Words that join two acts: a refusal before one of them governs the other only ("rejected it and disabled …"). */
const JOINING = new Set(['and', 'then', 'und', 'dann', 'et', 'puis', 'y', 'e', 'i', 'och', 'og', 'en', 'и', 'і', 'та', 'a', 've', 'és', 'ja', 'oraz', 'și']);

/**
 * Auxiliaries of the passive and the perfect: an action named as the subject of its refusal is
 * joined to it by one ("disabling MFA was rejected", "… wurde abgelehnt", "… a été refusé").
 */
const PASSIVE = new Set(['was', 'were', 'is', 'are', 'been', 'be', 'wurde', 'wurden', 'ist', 'sind', 'worden', 'werd', 'werden', 'zijn', 'été', 'est', 'fut', 'fue', 'fueron', 'fui', 'foi', 'foram', 'è', 'sono', 'stato', 'stata', 'fu', 'был', 'была', 'было', 'были', 'був', 'була', 'було', 'blev', 'ble', 'blevet', 'blitt', 'byl', 'byla', 'bylo', 'został', 'została', 'zostało', 'zostały', 'oli', 'olid', 'lett', 'volt', 'fost', 'ήταν', 'היה', 'הייתה']);

/** How far after its action a refusal in the same clause turns it down ("… to skip review was raised and rejected"). */
const AFTER_REACH = 8;

/** How far into the next sentence its refusal opens ("Das haben wir …", "After a long debate, we refused"). */
const OPENING = 6;

/** A token that closes a clause: a refusal before it governs nothing after it. */
const CLAUSE_BREAK = /^[,;:.!?()\u2013\u2014]$/u;

/** Refusals of three words or more ("das haben wir nicht getan"), as words, for reading them with a word put in. */
const LONG_REFUSALS = Object.values(PROPOSAL_TERMS.rejected)
  .flat()
  .map((t) => t.split(' '))
  .filter((w) => w.length >= 3);

/** Words a long refusal may have put in ("das haben wir bewusst nicht getan", "we deliberately did not do that"). */
const INSERTED = 2;

/** Start of a long refusal in `v` from token `from` on, read with up to `INSERTED` words put in, within its clause; -1 if none. */
function looseRefusal(v: SentenceView, from: number): number {
  const toks = v.s.tokens;
  for (let i = from; i < toks.length; i++) {
    for (const words of LONG_REFUSALS) {
      if (toks[i].lower !== words[0]) continue;
      let k = i + 1;
      let extra = 0;
      let w = 1;
      while (w < words.length && k < toks.length && extra <= INSERTED && !CLAUSE_BREAK.test(toks[k].text)) {
        if (toks[k].lower === words[w]) w++;
        else extra++;
        k++;
      }
      if (w === words.length && extra <= INSERTED) return i;
    }
  }
  return -1;
}

/**
 * Rejection hits of a sentence that are not themselves denied ("we never refused", "nobody said no").
 * A refusal that carries its own negation ("we did not do that", "das haben wir nicht getan") is one.
 */
function refusals(v: SentenceView) {
  const ownNegation = (h: { start: number; end: number }) => v.s.tokens.slice(h.start, h.end).some((t) => NEGATING.has(t.lower));
  const byNobody = (h: { start: number }) => v.s.tokens.slice(Math.max(0, h.start - 3), h.start).some((t) => NOBODY.has(t.lower));
  return (v.c.get('rejected') ?? []).filter((h) => ownNegation(h) || (!negatedInClause(v, h.start) && !byNobody(h)));
}

/**
 * Is the action whose verb stands at `verb` in sentence `i` turned down? A refusal governs it from
 * just before, in its clause ("we refused to disable …"), or follows it in its clause when it is not
 * ordered ("disabling MFA was rejected"); or a proposal is reported in its sentence and a refusal
 * follows the action, in that sentence or the next ("X was suggested and, after a long debate,
 * rejected", "Jemand schlug vor, … abzuschalten. Das haben wir nicht getan.").
 */
export function proposalRejected(vs: readonly SentenceView[], i: number, verb: number): boolean {
  const v = vs[i];
  const toks = v.s.tokens;
  const own = refusals(v);
  const governs = own.some((h) => h.end <= verb && verb - h.end <= REFUSAL_REACH && !toks.slice(h.end, verb).some((t) => CLAUSE_BREAK.test(t.text) || JOINING.has(t.lower)));
  if (governs) return true;
  // The action named, then turned down in its own clause ("disabling MFA was rejected", "l'abandon
  // du contrôle a été refusé"), unless the action is itself ordered ("disable the check QA rejected").
  // (Joined by a passive: "we disabled the check after QA rejected the patch" rejects the patch.)
  const unbroken = (h: { start: number }) => !toks.slice(verb + 1, h.start).some((t) => CLAUSE_BREAK.test(t.text)) && toks.slice(verb + 1, h.start + 1).some((t) => PASSIVE.has(t.lower));
  if (own.some((h) => h.start > verb && h.start - verb <= AFTER_REACH && unbroken(h)) && moodOf(v, verb).mood !== 'directive') return true;
  if (!v.c.has('proposed')) return false;
  if (own.some((h) => h.start > verb) || looseRefusal(v, verb + 1) >= 0) return true;
  const next = vs[i + 1];
  // The next sentence turns it down when it opens with the refusal, before any other action is told.
  if (next === undefined) return false;
  const opening = looseRefusal(next, 0);
  return refusals(next).some((h) => h.start <= OPENING) || (opening >= 0 && opening <= OPENING);
}
