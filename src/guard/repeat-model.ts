/**
 * A learned reading of "the same claim again": do two writes of one principal state one claim,
 * whatever their language, format or wording? Logistic regression (linear-model.ts) over what the
 * two value sketches (claim-values.ts) share — names, numbers, marks, words, and the cognate stems
 * of their words read across scripts — in how many and in what share of each, whether their
 * numbers conflict, whether they are in one language, and what the hand-written checks
 * (`sameShortClaim`, `sameValues`) say. Trained offline (`scripts/train-repeat.mjs`) on floods and
 * busy feeds written for training (`train/pair-corpus/`) and the tuning sets; the rate layer counts
 * a principal's earlier writes it reads as the same claim, as it counts copies.
 */
import type { ClaimSketch } from './counters.js';
import { FeatureVector, type Features } from './linear-model.js';
import { isGlue, sameShortClaim, sameValues } from './claim-values.js';
import { latinOf, OTHER_SCRIPT_WORD } from '../analysis/transliterate.js';
import { wordsOf } from './linear-screen.js';
import { analyze } from '../analysis/analyze.js';
import { compileLexicon, conceptsOf, type ConceptLexicon } from '../analysis/concepts.js';
import { ATTRIBUTES, attributeConcepts } from '../analysis/attributes.js';

/** Hashed dimensions of the repeat model: its features are few. */
export const REPEAT_DIMS = 1 << 12;
/** Letters of a word's stem kept: "confirm", "confirma", "confirmé" share "confi". */
const STEM = 5;
/** Stems kept per write. */
const MAX_STEMS = 64;
/** A word in a script read into Latin letters (transliterate.ts). */
const OTHER_SCRIPT = new RegExp(OTHER_SCRIPT_WORD.source, 'u');

/**
 * The stems of a text's longer words but the glue of any language, in Latin letters without
 * accents: what a translation keeps of its cognates and names ("kontrol", "control").
 */
export function cognateStems(text: string): string[] {
  const out = new Set<string>();
  for (const w of wordsOf(text, 400)) {
    if (isGlue(w)) continue;
    const latin = (OTHER_SCRIPT.test(w) ? latinOf(w) : w).normalize('NFKD').replace(/\p{M}/gu, '');
    if (latin.length < 4 || /\d/u.test(latin) || !/^\p{Script=Latin}+$/u.test(latin)) continue;
    out.add(latin.slice(0, STEM));
    if (out.size >= MAX_STEMS) break;
  }
  return [...out].sort();
}

let lexicon: ConceptLexicon | undefined;
/**
 * The concepts a text names, in any language the lexicons read: the screening concepts (a payment,
 * a transfer, a ban …) and the attributes of a person — what a translation keeps of its words.
 */
export function conceptsOfText(text: string, at: number): string[] {
  lexicon ??= compileLexicon();
  const out = new Set<string>();
  for (const s of analyze(text, at).sentences) {
    for (const c of conceptsOf(s, lexicon).keys()) out.add(c);
    // Not a provider's kind (a pharmacy, a gym): news about one shop names it in every item.
    for (const c of attributeConcepts(s).keys()) if (!ATTRIBUTES[c]?.provider) out.add(`@${c}`);
  }
  return [...out].sort();
}

/** Consonant classes: a name's sound in any spelling ("Gent", "Gand", "Ghent"). */
const CLASS: Record<string, string> = { b: 'p', p: 'p', v: 'p', f: 'p', w: 'p', k: 'k', g: 'k', q: 'k', c: 'k', x: 'k', t: 't', d: 't', s: 's', z: 's', j: 's', l: 'l', r: 'l', m: 'n', n: 'n' };

/** A word's skeleton: its first three consonant classes, without vowels or repeats. */
function skeleton(w: string): string {
  let out = '';
  for (const ch of w.normalize('NFKD').toLowerCase()) {
    const c = CLASS[ch];
    if (c && !out.endsWith(c)) out += c;
    if (out.length >= 3) break;
  }
  return out;
}

const skeletons = (words: readonly string[] | undefined) => new Set((words ?? []).filter((w) => !/\d/u.test(w) && !w.includes(':')).map(skeleton).filter((k) => k.length >= 2));

const band = (x: number) => (x <= 0 ? 0 : x < 0.25 ? 1 : x < 0.5 ? 2 : x < 0.75 ? 3 : x < 1 ? 4 : 5);

/**
 * What no rewording in one language changes: two writes in it that state other numbers ("room 4" /
 * "room 5"), that name other people or things by sound ("Tim Allen" / "Buck Henry", where "Gent" /
 * "Ghent" is one name), or that share none of their own words beside their names ("PixelMart order
 * shipped" / "PixelMart sale starts Friday") are other claims, whatever the model says.
 */
export function mayRepeat(a: ClaimSketch, b: ClaimSketch): boolean {
  // A short claim each (a line or two): longer texts — letters, pages, reports — share their
  // template, signature and names with every other one of their sender's, and the hand-written
  // checks compare them.
  if (!a.parts || !b.parts) return false;
  // One claim is about one thing, named in both (a shop, a product, a person, a place: in any
  // spelling in Latin letters — the sound skeleton reads no other script, so a name written in
  // Cyrillic or Han ties nothing here), or states one value in both (an amount, a date); two texts that have
  // neither in common — one tool's notes on many things — are other claims, however alike their
  // concepts.
  const named = (s: ClaimSketch) => skeletons([...(s.marks ?? []), ...s.names].filter((w) => !/\d/u.test(w)));
  const subject = named(a);
  const values = (s: ClaimSketch) => [...s.numbers.filter((x) => x.length >= 2), ...(s.marks ?? []).filter((m) => m.includes(':'))];
  const av = new Set(values(a));
  if (![...named(b)].some((k) => subject.has(k)) && !values(b).some((x) => av.has(x))) return false;
  // Across languages a copy's names and words are written otherwise: the model weighs those. It
  // still states a value of its own claim beside the name of what it is about — a number, a date, a
  // code, a concept the lexicons read in both — and no other date.
  if (!a.language || a.language !== b.language || a.language === 'und') {
    const dates = (s: ClaimSketch) => new Set((s.marks ?? []).filter((m) => m.includes(':')));
    const ad = dates(a);
    const bd = dates(b);
    if (ad.size > 0 && bd.size > 0 && ![...ad].some((d) => bd.has(d))) return false;
    const shared = (x: readonly string[] | undefined, y: readonly string[] | undefined) => (x ?? []).some((t) => (y ?? []).includes(t));
    return shared(a.numbers, b.numbers) || shared([...ad], [...bd]) || shared(a.concepts, b.concepts);
  }
  const an = new Set(a.numbers);
  const bn = new Set(b.numbers);
  if (an.size > 0 && bn.size > 0 && ([...an].some((x) => !bn.has(x)) || [...bn].some((x) => !an.has(x)))) return false;
  const ak = skeletons(a.marks);
  const bk = skeletons(b.marks);
  if ([...ak].some((k) => !bk.has(k)) && [...bk].some((k) => !ak.has(k))) return false;
  const marks = new Set([...(a.marks ?? []), ...(b.marks ?? []), ...a.names, ...b.names].map((m) => m.slice(0, STEM)));
  const own = (s: ClaimSketch) => new Set((s.stems ?? []).filter((t) => !marks.has(t)));
  const x = own(a);
  const y = own(b);
  return x.size === 0 || y.size === 0 || [...x].some((t) => y.has(t));
}

/** The hashed features of two sketches of one principal's writes (`a` the earlier). */
export function repeatFeatures(a: ClaimSketch, b: ClaimSketch, dims = REPEAT_DIMS): Features {
  const v = new FeatureVector(dims);
  const short = a.parts !== undefined && b.parts !== undefined;
  const lang = !a.language || !b.language || a.language === 'und' || b.language === 'und' ? 'und' : a.language === b.language ? 'same' : 'other';
  v.put(`len:${a.parts ? 's' : 'l'}${b.parts ? 's' : 'l'}`);
  v.put(`lang:${lang}`);
  const kinds: [string, readonly string[] | undefined, readonly string[] | undefined][] = [
    ['nm', a.names, b.names],
    ['num', a.numbers, b.numbers],
    ['mk', a.marks, b.marks],
    ['pt', a.parts, b.parts],
    ['st', a.stems, b.stems],
    ['cc', a.concepts, b.concepts],
    ['sk', [...skeletons([...(a.marks ?? []), ...a.names])], [...skeletons([...(b.marks ?? []), ...b.names])]],
    ['ss', [...skeletons(a.stems)], [...skeletons(b.stems)]],
  ];
  for (const [k, x, y] of kinds) {
    if (!x || !y) continue;
    const xs = new Set(x);
    const ys = new Set(y);
    const shared = [...xs].filter((t) => ys.has(t)).length;
    const small = Math.min(xs.size, ys.size);
    const large = Math.max(xs.size, ys.size);
    if (small === 0) {
      v.put(`${k}:none${large > 0 ? '1' : '0'}`);
      continue;
    }
    const share = band(shared / small);
    v.put(`${k}:n${Math.min(shared, 5)}`);
    v.put(`${k}:s${share}`);
    v.put(`${k}:c${band(shared / large)}`);
    v.put(`${k}:s${share}:${lang}`);
    if (k === 'num' && shared < large) v.put('num:other');
  }
  if (short && (sameShortClaim(a, b) || sameShortClaim(b, a))) v.put('r:short');
  if (sameValues(a, b)) v.put('r:values');
  return v.done();
}
