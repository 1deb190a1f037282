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
import { NOBODY, negatedInClause, type SentenceView } from './concept-frames.js';
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
  if (!vs.some((v) => URGING.some((c) => v.c.get(c)?.some((h) => !negatedInClause(v, h.start))))) return undefined;
  const claims = vs.map(claimIn);
  if (vs.some((v, i) => v.c.has('mistake') || protects(v, claims[i]))) return undefined;
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
