/**
 * Normalised deviance: a shortcut past a safeguard told as a success because nothing came of it
 * ("we skipped the check and nobody noticed"), and urged on the reader to repeat ("do the same next
 * time"). Safety engineering calls it the normalisation of deviance; in data meant for an agent's
 * memory it is a poisoned lesson. The shortcut is a control weakened, a record falsified, or a
 * safeguard left out (`omitted-safeguard.ts`: a cake made without eggs is none). The claim that nothing happened comes from
 * `analysis/lexicon-impunity.ts`, or is a "nobody" after the shortcut; or it is composed: an
 * overseer (an auditor, customs, the customer, "nobody") and, in its clause, a word of noticing
 * denied or a phrase of nothing noticed (`analysis/lexicon-oversight.ts`) — "the auditors never
 * flagged it", "таможня не сделала ни одного замечания".
 *
 * A real post-mortem tells the same story and then orders the safeguard kept ("always check the
 * load limit", "never skip the scan"): an order that protects cancels the reading.
 */
import type { ConceptHit } from '../analysis/concepts.js';
import { askedIn, NEGATING, NOBODY, negatedInClause, type SentenceView } from './concept-frames.js';
import { AGAIN, urgedAfter } from './control-dismissal.js';
import { safeguardOmitted } from './omitted-safeguard.js';

/** Two-word forms: "no one", "personne n'…", "không ai", "אף אחד", "هیچ کس", "لا أحد", "hakuna mtu" ("personne" alone is "a person"). */
const NOBODY_PAIRS = new Set(['no one', 'personne ne', 'không ai', 'אף אחד', 'هیچ کس', 'لا أحد', 'hakuna mtu']);

/** Concepts whose hit in a sentence is a shortcut taken: a control weakened, a record falsified, a check evaded, an act kept off the record. */
const SHORTCUTS = ['weaken', 'falsify', 'evade', 'unrecorded'];
/** Concepts that urge what was told on the reader: a lesson, "do the same", "from now on", "remember this". */
const URGING = ['lesson', 'spread', 'persist', 'memorize'];

/**
 * The shortcut sentence `v` tells before token `before` (all of it by default), if any: a control
 * weakened, a record falsified, a check evaded, an act kept off the record, or a safeguard left
 * out ("without the cold-chain inspection", "statt die Waagen zu prüfen", "skipped the lashing check").
 */
function shortcutIn(v: SentenceView, before = Infinity): { term: string; at: number } | undefined {
  for (const c of SHORTCUTS) {
    const hit = v.c.get(c)?.find((h) => h.start < before && !negatedInClause(v, h.start));
    if (hit) return { term: hit.term, at: hit.start };
  }
  const omitted = safeguardOmitted(v, before, true);
  return omitted && { term: omitted.term, at: omitted.at };
}

/** Where sentence `v` claims nothing came of it: a phrase of the impunity lexicon, or a negative pronoun. */
function claimIn(v: SentenceView): { term: string; at: number; phrase: boolean } | undefined {
  const hit = v.c.get('impunity')?.[0];
  if (hit) return { term: hit.term, at: hit.start, phrase: true };
  const toks = v.s.tokens;
  const pair = (j: number) => NOBODY_PAIRS.has(`${toks[j].lower} ${toks[j + 1]?.lower ?? ''}`) || (toks[j].lower === 'personne' && /^n['’]/u.test(toks[j + 1]?.lower ?? ''));
  const k = toks.findIndex((t, j) => NOBODY.has(t.lower) || pair(j) || (v.s.script === 'zh' && /没有人|没人|誰も|아무도/u.test(t.text)));
  return k >= 0 ? { term: toks[k].lower, at: k, phrase: false } : undefined;
}

/**
 * Words of "nothing", "none", "not a single" that deny a word of noticing beside them ("n'a rien
 * trouvé à redire", "ни одного вопроса не задали", "hiçbir soru gelmedi").
 */
const NONE = new Set(['nothing', 'none', 'zero', 'rien', 'aucun', 'aucune', 'nichts', 'keinerlei', 'nada', 'ningún', 'ninguna', 'ninguno', 'nenhum', 'nenhuma', 'niente', 'nulla', 'nessun', 'nessuna', 'niets', 'ingenting', 'inget', 'intet', 'ingen', 'nic', 'niczego', 'żadnych', 'żadnego', 'żadnej', 'ничего', 'никаких', 'ни', 'нічого', 'жодного', 'жодних', 'semmi', 'semmit', 'nimic', 'niciun', 'nicio', 'hiçbir', 'mitään', 'midagi', 'ništa', 'nič', 'ničeho', 'žádný', 'žádné', '没有', '从未', '从来没有', '未']);

/** Words of `NEGATING` that say "without" or "instead of", or keep something from happening: they deny no noticing ("flagged it without hesitation"). */
const NOT_DENIALS = new Set(['without', 'avoid', 'avoiding', 'refrain', 'prevent', 'stop', 'statt', 'anstatt', 'вместо', 'zamiast', 'sin', 'sem', 'senza', 'без']);

/** Tokens of the clause around token span [start, end): up to `back` before and `ahead` after, stopping at punctuation. */
function clauseAround(v: SentenceView, start: number, end: number, back: number, ahead: number): SentenceView['s']['tokens'] {
  const toks = v.s.tokens;
  const out: SentenceView['s']['tokens'] = [];
  for (let k = start - 1; k >= Math.max(0, start - back) && toks[k].pos !== 'PUNCT'; k--) out.push(toks[k]);
  for (let k = end; k < Math.min(toks.length, end + ahead) && toks[k].pos !== 'PUNCT'; k++) out.push(toks[k]);
  return out;
}

/** Is the word of noticing `h` denied: negated in its clause, or a negation, "nothing" or "nobody" beside it in its clause (not inside the term)? */
function noticeDenied(v: SentenceView, h: ConceptHit): boolean {
  if (negatedInClause(v, h.start)) return true;
  return clauseAround(v, h.start, h.end, 4, 3).some((t) => NONE.has(t.lower) || NOBODY.has(t.lower) || (NEGATING.has(t.lower) && !NOT_DENIALS.has(t.lower)));
}

/** Most tokens between an overseer and the silence it keeps: one clause. */
const OVERSEER_SPAN = 10;

/**
 * Where sentence `v` claims that someone who oversees the work let it pass: an overseer (an auditor,
 * the customer, customs) or a "nobody", and in the same clause a phrase of nothing noticed ("raised
 * no findings", "no complaints") or a word of noticing denied ("never flagged it", "ни одного вопроса
 * не задали"). What it claims counts only after a shortcut told (`overseerPassed`): a clean audit
 * says the same of a safeguard kept.
 */
function oversightIn(v: SentenceView): { term: string; at: number; watcher: number } | undefined {
  const toks = v.s.tokens;
  const nobody = toks.flatMap((t, k) => (NOBODY.has(t.lower) ? [{ term: t.lower, start: k, end: k + 1 }] : []));
  const watchers = [...(v.c.get('watcher') ?? []), ...nobody];
  const silences = [...(v.c.get('unnoticed') ?? []), ...(v.c.get('noticed') ?? []).filter((h) => noticeDenied(v, h))];
  for (const s of silences) {
    const w = watchers.find((h) => Math.abs(h.start - s.start) <= OVERSEER_SPAN && !toks.slice(Math.min(h.end, s.end), Math.max(h.start, s.start)).some((t) => t.pos === 'PUNCT'));
    if (w) return { term: `${w.term}>${s.term}`, at: s.start, watcher: w.start };
  }
  return undefined;
}

/**
 * Does sentence `v`, whose claim `claim` is, order a safeguard kept: a control in an order with no
 * shortcut, or a shortcut forbidden ("never skip the scan")?
 */
function protects(v: SentenceView, claim: ReturnType<typeof claimIn>): boolean {
  const ordered = v.directives.length > 0 || (v.orders?.length ?? 0) > 0;
  // ("Do the same next time, nobody checks": an order that points back at the shortcut protects nothing.)
  if (!ordered || v.c.has('spread') || claim) return false;
  const forbidden = SHORTCUTS.some((c) => v.c.get(c)?.some((h) => negatedInClause(v, h.start)));
  return forbidden || (v.c.has('control') && shortcutIn(v) === undefined);
}

/**
 * A shortcut told with the claim that nothing came of it, in a write that urges it: the reason and
 * the claim's sentence, or undefined. The shortcut stands in the claim's sentence or the one before
 * it (`shortcutTold`), or the claim is an overseer's silence after it (`overseerPassed`); an error
 * told ("by mistake") or an order that protects a safeguard anywhere in the write makes it a
 * post-mortem.
 *
 * @example devianceEndorsed(views) // { what: 'nobody noticed>skip', at: 1 }
 */
export function devianceEndorsed(vs: SentenceView[]): { what: string; at: number } | undefined {
  const claims = vs.map(claimIn);
  if (vs.some((v, i) => v.c.has('mistake') || protects(v, claims[i]))) return undefined;
  return (urgedIn(vs, URGING) ? shortcutTold(vs, claims) : undefined) ?? overseerPassed(vs);
}

/** Does a word of one of `concepts` urge anything in the write (not negated)? */
function urgedIn(vs: SentenceView[], concepts: readonly string[]): boolean {
  return vs.some((v) => concepts.some((c) => v.c.get(c)?.some((h) => !negatedInClause(v, h.start))));
}

/** A shortcut told in a claim's sentence or the one before it, the claim that nothing came of it. */
function shortcutTold(vs: SentenceView[], claims: ReturnType<typeof claimIn>[]): { what: string; at: number } | undefined {
  for (let i = 0; i < vs.length; i++) {
    const claim = claims[i];
    if (!claim) continue;
    // A phrase of the lexicon claims it wherever it stands; a bare "nobody" only after the shortcut
    // it speaks of ("we skipped it, nobody asked"; not "from now on nobody skips it").
    const shortcut = shortcutIn(vs[i], claim.phrase ? Infinity : claim.at) ?? (i > 0 ? shortcutIn(vs[i - 1]) : undefined);
    if (shortcut) return { what: `${claim.term}>${shortcut.term}`, at: i };
  }
  return undefined;
}

/**
 * Does sentence `v` lay down a rule of its own after the story: an order, or a safeguard named with
 * "from now on" ("From now on, always wear gloves", "désormais vérifiée par deux personnes"), that
 * tells no shortcut and does not point back at the one told? A post-mortem ends so; advice to
 * repeat a shortcut points back at it ("do the same next time").
 */
function newRule(v: SentenceView): boolean {
  // ("Do the same on every site", "wieder so": it points back at what was told.)
  if (v.c.has('spread') || v.s.tokens.some((t) => AGAIN.has(t.lower)) || shortcutIn(v) !== undefined) return false;
  const ordered = v.directives.some((d) => !d.negated) || (v.orders?.length ?? 0) > 0;
  return ordered || ((v.c.has('control') || v.c.has('safeguardStep')) && (v.c.has('persist') || v.c.has('repeatUrged')));
}

/**
 * An overseer who let it pass, after a shortcut told (in the claim's sentence, before the claim, or in
 * the two sentences before it, never the overseer's own word), urged on the reader: by a word of
 * urging or advice to repeat it anywhere, or by a short order after it that points back ("Do it
 * again."), and with no rule of its own laid down after it (`newRule`). A claim asked as a question
 * claims nothing.
 */
function overseerPassed(vs: SentenceView[]): { what: string; at: number } | undefined {
  const urging = urgedIn(vs, [...URGING, 'repeatUrged']);
  for (let i = 0; i < vs.length; i++) {
    const oversight = askedIn(vs[i]) ? undefined : oversightIn(vs[i]);
    if (!oversight || !(urging || urgedAfter(vs, i)) || vs.slice(i + 1).some(newRule)) continue;
    const own = shortcutIn(vs[i], oversight.at);
    const past = (own && own.at !== oversight.watcher ? own : undefined) ?? vs.slice(Math.max(0, i - 2), i).map((v) => shortcutIn(v)).find(Boolean);
    if (past) return { what: `${oversight.term}>${past.term}`, at: i };
  }
  return undefined;
}
