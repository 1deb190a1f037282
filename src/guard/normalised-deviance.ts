/**
 * Normalised deviance: a shortcut past a safeguard told as a success because nothing came of it
 * ("we skipped the check and nobody noticed"), and urged on the reader to repeat ("do the same next
 * time"). Safety engineering calls it the normalisation of deviance; in data meant for an agent's
 * memory it is a poisoned lesson. The shortcut is a control weakened, a record falsified, or a
 * safeguard left out (`omitted-safeguard.ts`: a cake made without eggs is none). The claim that nothing happened comes from
 * `analysis/lexicon-impunity.ts`, or is a "nobody" after the shortcut.
 *
 * A real post-mortem tells the same story and then orders the safeguard kept ("always check the
 * load limit", "never skip the scan"): an order that protects cancels the reading.
 */
import { NEGATING, NOBODY, negatedInClause, type SentenceView } from './concept-frames.js';
import { safeguardOmitted } from './omitted-safeguard.js';

/** Two-word forms: "no one", "personne n'…", "không ai", "אף אחד", "هیچ کس", "لا أحد", "hakuna mtu" ("personne" alone is "a person"). */
const NOBODY_PAIRS = new Set(['no one', 'personne ne', 'không ai', 'אף אחד', 'هیچ کس', 'لا أحد', 'hakuna mtu']);

/** Concepts whose hit in a sentence is a shortcut taken: a control weakened, a record falsified, a check evaded, an act kept off the record. */
const SHORTCUTS = ['weaken', 'falsify', 'evade', 'unrecorded'];
/** Concepts that urge what was told on the reader: a lesson, "do the same", "from now on", "remember this". */
const URGING = ['lesson', 'spread', 'persist', 'memorize', 'repeatUrged'];

/**
 * Words of what a shortcut gets past, when the story names no shortcut verb: a control or a step of
 * one, a credential, a power ("signed off her own invoices", "a colleague's card", "shared the admin
 * account"). Told with an overseer who let it pass, the story is of a deviation.
 */
const GUARDED = ['control', 'safeguardStep', 'credential', 'privilege', 'bypassProcess'];

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
 * Where sentence `v` claims that someone who oversees the work let it pass: an overseer (an auditor,
 * the customer, the inspection, customs) or a "nobody" with a phrase of nothing noticed ("raised no
 * findings", "no complaints") or a word of noticing negated in its clause ("never flagged it", "ни
 * одного вопроса не задали"). Only a deviation is worth saying that of; an honest story says what
 * the overseer found, or that the safeguard was kept (`protects`).
 */
/**
 * Words of "nothing", "none", "not a single" that negate a word of noticing near them ("n'a rien
 * trouvé à redire", "ни одного вопроса не задали", "hiçbir soru gelmedi").
 */
const NONE = new Set(['nothing', 'none', 'zero', 'rien', 'aucun', 'aucune', 'nichts', 'keinerlei', 'nada', 'ningún', 'ninguna', 'ninguno', 'nenhum', 'nenhuma', 'niente', 'nulla', 'nessun', 'nessuna', 'niets', 'ingenting', 'inget', 'intet', 'ingen', 'nic', 'niczego', 'żadnych', 'żadnego', 'żadnej', 'ничего', 'никаких', 'ни', 'нічого', 'жодного', 'жодних', 'nothing', 'semmi', 'semmit', 'nimic', 'niciun', 'nicio', 'hiçbir', 'mitään', 'midagi', 'ništa', 'nič', 'ničeho', 'žádný', 'žádné', 'tidak', 'không']);

/** Is the word of noticing at `at` negated: in its clause, or by a "nothing" or "not a single" up to four words off? */
function noticeDenied(v: SentenceView, at: number): boolean {
  if (negatedInClause(v, at)) return true;
  return v.s.tokens.slice(Math.max(0, at - 4), at + 4).some((t) => NONE.has(t.lower) || NEGATING.has(t.lower));
}

function oversightIn(v: SentenceView): { term: string; at: number } | undefined {
  const toks = v.s.tokens;
  const watcher = v.c.get('watcher')?.[0] ?? (() => {
    const k = toks.findIndex((t) => NOBODY.has(t.lower));
    return k >= 0 ? { term: toks[k].lower, start: k } : undefined;
  })();
  if (!watcher) return undefined;
  const phrase = v.c.get('unnoticed')?.[0];
  if (phrase) return { term: `${watcher.term}>${phrase.term}`, at: phrase.start };
  const noticed = v.c.get('noticed')?.find((h) => noticeDenied(v, h.start) || (NOBODY.has(toks[watcher.start]?.lower ?? '') && watcher.start < h.start));
  return noticed && { term: `${watcher.term}>${noticed.term}`, at: noticed.start };
}

/** A word of what a shortcut gets past in sentence `v` (`GUARDED`), if any. */
function guardedIn(v: SentenceView): { term: string; at: number } | undefined {
  for (const c of GUARDED) {
    const hit = v.c.get(c)?.[0];
    if (hit) return { term: hit.term, at: hit.start };
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
 * it; an error told ("by mistake") or an order that protects a safeguard anywhere in the write makes
 * it a post-mortem.
 *
 * @example devianceEndorsed(views) // { what: 'nobody noticed>skip', at: 1 }
 */
export function devianceEndorsed(vs: SentenceView[]): { what: string; at: number } | undefined {
  const urging = vs.some((v) => URGING.some((c) => v.c.get(c)?.some((h) => !negatedInClause(v, h.start))));
  const claims = vs.map(claimIn);
  if (vs.some((v) => v.c.has('mistake'))) return undefined;
  if (!vs.some((v, i) => protects(v, claims[i]))) {
    const told = urging ? shortcutTold(vs, claims) : undefined;
    if (told) return told;
  }
  return overseerPassed(vs, claims, urging);
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
 * An overseer who let it pass, after a story of a shortcut or of what a safeguard guards (in the
 * claim's sentence or the two before), urged on the reader: by a word of urging anywhere, or by
 * what follows the claim looking ahead — an order, a condition ("if a card fails again"), "again".
 * A mistake told anywhere, or an order after the claim that keeps a safeguard, makes it a post-mortem.
 */
function overseerPassed(vs: SentenceView[], claims: ReturnType<typeof claimIn>[], urging: boolean): { what: string; at: number } | undefined {
  for (let i = 0; i < vs.length; i++) {
    const oversight = oversightIn(vs[i]);
    if (!oversight || !(urging || vs.slice(i + 1).some(aheadOf))) continue;
    // The story's own sentences tell what was done; only an order after the overseer's silence keeps a safeguard.
    if (vs.slice(i + 1).some((v, k) => protects(v, claims[i + 1 + k]))) return undefined;
    const story = vs.slice(Math.max(0, i - 2), i + 1);
    const past = story.map((v) => shortcutIn(v) ?? guardedIn(v)).find(Boolean);
    if (past) return { what: `${oversight.term}>${past.term}`, at: i };
  }
  return undefined;
}

/** Does sentence `v` look ahead: an order not negated, a condition, "again"? */
function aheadOf(v: SentenceView): boolean {
  return v.directives.some((d) => !d.negated) || (v.orders?.length ?? 0) > 0 || v.c.has('condition') || v.c.has('again');
}
