/**
 * An action proposed and turned down: "someone suggested switching the check off — we did not do
 * that", "die Abschaltung wurde vorgeschlagen und abgelehnt", "we refused to turn it off". The
 * action is then no act of the write's and no advice: a post-mortem, minutes or a training text
 * that names the shortcut to reject it tells the opposite of a poisoned lesson. Read by two concepts
 * (`lexicon-proposal.ts`): a word reporting a proposal, and a word turning something down.
 */
import { NEGATING, NOBODY, negatedInClause, type SentenceView } from './concept-frames.js';
import { BECAUSE, moodOf } from './sensitive-actions.js';
import { CLAUSE_BREAK } from '../analysis/concepts.js';
import { PROPOSAL_TERMS } from '../analysis/lexicon-proposal.js';

/** How far before its action a refusal governs it ("refused to turn off", "decided against disabling"). */
const REFUSAL_REACH = 2;

/**
 * Words that mark the action as what a refusal before it governs ("refused to disable", "weigerten
 * uns zu …", "a refusé de désactiver", "vägrade att stänga av"); a gerund or an infinitive written
 * in one word ("decided against disabling", "abzuschalten") needs none.
 */
const COMPLEMENT = new Set(['to', 'zu', 'de', "d'", 'à', 'a', 'di', 'att', 'at', 'å', 'te', 'om', 'que', 'się', 'se']);

/** Words giving a reason (`sensitive-actions.ts`'s, in more languages): a refusal after one is why, not the action turned down ("… because the approver declined too often"). */
const REASON = new Set([...BECAUSE, 'denn', 'omdat', 'want', 'eftersom', 'fordi', 'koska', 'ponieważ', 'bo', 'protože', 'поскольку', 'бо', 'оскільки', 'çünkü', 'mert', 'deoarece', 'επειδή', 'כי', 'لأن', 'karena', 'vì', '因為']);

/** Words turning the story after a refusal ("we did not do that at first, but now …"): what follows undoes it. */
const BUT = new Set(['but', 'however', 'yet', 'until', 'aber', 'doch', 'jedoch', 'bis', 'maar', 'tot', 'men', 'mutta', 'mais', 'pero', 'sino', 'hasta', 'mas', 'porém', 'até', 'ma', 'però', 'finché', 'ale', 'lecz', 'но', 'але', 'ama', 'fakat', 'ancak', 'dar', 'αλλά', 'אבל', 'لكن', 'tetapi', 'nhưng', '但', '但是', '可是', 'しかし', '하지만']);

/** Concepts of doing it again or for good: a sentence that has them urges, whatever it refused first. */
const ONCE_MORE = ['again', 'persist', 'repeatUrged'];

/**
 * Auxiliaries of the passive and the perfect: an action named as the subject of its refusal is
 * joined to it by one ("disabling MFA was rejected", "… wurde abgelehnt", "… a été refusé").
 */
const PASSIVE = new Set(['was', 'were', 'is', 'are', 'been', 'be', 'wurde', 'wurden', 'ist', 'sind', 'worden', 'werd', 'werden', 'zijn', 'été', 'est', 'fut', 'fue', 'fueron', 'fui', 'foi', 'foram', 'è', 'sono', 'stato', 'stata', 'fu', 'был', 'была', 'было', 'были', 'був', 'була', 'було', 'blev', 'ble', 'blevet', 'blitt', 'byl', 'byla', 'bylo', 'został', 'została', 'zostało', 'zostały', 'oli', 'olid', 'lett', 'volt', 'fost', 'ήταν', 'היה', 'הייתה']);

/** "Nobody" where the word is also "no" or "person" (Scandinavian "ingen", French "personne"): before a refusal it denies it. */
const NO_ONE = new Set(['ingen', 'personne', 'nobody', 'noone']);

/** How far after its action a refusal in the same clause turns it down ("… to skip review was raised and rejected"). */
const AFTER_REACH = 8;

/** How far into the next sentence its refusal opens ("Das haben wir …", "After a long debate, we refused"). */
const OPENING = 6;

/** Refusals of three words or more ("das haben wir nicht getan"), as words, by their first word, for reading them with a word put in. */
const LONG_REFUSALS = new Map<string, string[][]>();
for (const words of Object.values(PROPOSAL_TERMS.rejected).flat().map((t) => t.split(' '))) {
  if (words.length < 3) continue;
  const list = LONG_REFUSALS.get(words[0]);
  if (list) list.push(words);
  else LONG_REFUSALS.set(words[0], [words]);
}

/** Words a long refusal may have put in ("das haben wir bewusst nicht getan", "we deliberately did not do that"). */
const INSERTED = 2;

/** Start of a long refusal in `v` from token `from` on, read with up to `INSERTED` words put in, within its clause; -1 if none. */
function looseRefusal(v: SentenceView, from: number): number {
  const toks = v.s.tokens;
  for (let i = from; i < toks.length; i++) {
    for (const words of LONG_REFUSALS.get(toks[i].lower) ?? []) {
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

/** Is the refusal at `at` left standing: no turn after it in its sentence ("… at first, but now we always do")? */
function kept(v: SentenceView, at: number): boolean {
  return !v.s.tokens.slice(at).some((t) => BUT.has(t.lower));
}

/**
 * Rejection hits of a sentence that are not themselves denied ("we never refused", "nobody said no").
 * A refusal that carries its own negation ("we did not do that", "das haben wir nicht getan") is one.
 */
function refusals(v: SentenceView) {
  const ownNegation = (h: { start: number; end: number }) => v.s.tokens.slice(h.start, h.end).some((t) => NEGATING.has(t.lower));
  const byNobody = (h: { start: number }) => v.s.tokens.slice(Math.max(0, h.start - 3), h.start).some((t) => NOBODY.has(t.lower) || NO_ONE.has(t.lower));
  return (v.c.get('rejected') ?? []).filter((h) => ownNegation(h) || (!negatedInClause(v, h.start) && !byNobody(h)));
}

/**
 * Is the action whose verb stands at `verb` in sentence `i` turned down? A refusal takes it as its
 * complement ("we refused to disable …"), or follows it in its clause joined by a passive ("disabling
 * MFA was rejected"), where it is not ordered; or a proposal is reported in its sentence and
 * a refusal follows the action — not as a reason ("because the approver declined"), and not turned
 * after ("…, but now we do") — in that sentence or opening the next, which urges nothing again
 * ("X was suggested and rejected", "Jemand schlug vor, … abzuschalten. Das haben wir nicht getan.").
 */
export function proposalRejected(vs: readonly SentenceView[], i: number, verb: number): boolean {
  const v = vs[i];
  const toks = v.s.tokens;
  const own = refusals(v);
  // A refusal that takes the action as its complement; an order is what it is, whatever was refused before it.
  const ordered = () => moodOf(v, verb).mood === 'directive';
  const governs = own.some((h) => h.end <= verb && verb - h.end <= REFUSAL_REACH && toks.slice(h.end, verb).every((t) => COMPLEMENT.has(t.lower)));
  if (governs && !ordered()) return true;
  // The action named, then turned down in its own clause ("disabling MFA was rejected", "l'abandon
  // du contrôle a été refusé"), unless the action is itself ordered ("disable the check QA rejected").
  // (Joined by a passive: "we disabled the check after QA rejected the patch" rejects the patch.)
  const passive = (h: { start: number }) => !toks.slice(verb + 1, h.start).some((t) => CLAUSE_BREAK.test(t.text)) && toks.slice(verb + 1, h.start + 1).some((t) => PASSIVE.has(t.lower));
  if (own.some((h) => h.start > verb && h.start - verb <= AFTER_REACH && passive(h) && kept(v, h.start)) && !ordered()) return true;
  if (!v.c.has('proposed')) return false;
  // After the action, not as a reason for it, and not undone after it.
  const after = (at: number) => at > verb && !toks.slice(verb + 1, at).some((t) => REASON.has(t.lower)) && kept(v, at);
  const loose = looseRefusal(v, verb + 1);
  if (own.some((h) => after(h.start)) || (loose >= 0 && after(loose))) return true;
  // The next sentence turns it down when it opens with the refusal and then neither turns nor urges.
  const next = vs[i + 1];
  if (next === undefined || ONCE_MORE.some((k) => next.c.has(k))) return false;
  const opening = looseRefusal(next, 0);
  return refusals(next).some((h) => h.start <= OPENING && kept(next, h.start)) || (opening >= 0 && opening <= OPENING && kept(next, opening));
}
