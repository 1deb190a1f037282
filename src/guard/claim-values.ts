/**
 * The values a write states, whatever its format (floods in varied wording): the
 * names, identifiers and numbers a claim is made of. "Support line 0800 555 0199", a JSON field
 * `"support_phone": "08005550199"` and `phone=08005550199` state one value; a reworded copy keeps
 * its names and numbers even when it changes every other word, and a second fact about the same
 * subject states other ones.
 */
import { analyze } from '../analysis/analyze.js';
import { isDictionaryWord } from '../analysis/wordnet.js';
import { STOPWORDS, contentWords } from '../core/text.js';
import type { ClaimSketch } from './counters.js';

/** Digits a grouped number must have to be one value ("0800 555 0199", "6217 0000 1234 5678"). */
const LONG_NUMBER = 7;
/** Share of the shorter text's words a copy that repeats names only must also have... */
const MIN_WORDS_SHARED = 0.5;
/** ...unless it shares this share of both texts' names (another format or language, the same names). */
const NAMES_COVERED = 0.75;

/** The share of the shorter text's content words the other has too. */
function wordsShared(a: ClaimSketch, b: ClaimSketch): number {
  const wa = new Set(a.clauses.flat());
  const wb = new Set(b.clauses.flat());
  const [small, big] = wa.size <= wb.size ? [wa, wb] : [wb, wa];
  if (small.size === 0) return 1;
  let n = 0;
  for (const w of small) if (big.has(w)) n++;
  return n / small.size;
}

/** Parts of speech a name or an identifier is tagged with. */
const NAMING = new Set(['PROPN', 'NOUN', 'X', 'ADJ', 'SYM', 'NUM']);
const MAX_CHARS = 4000;

/** Numbers of a text: digit groups split only by spaces, dashes or dots joined when they make a long number. */
function numbersOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\d+(?:[ \-.]\d+)*/gu)) {
    const digits = m[0].replace(/\D/gu, '');
    // An ISO date is a year, a month and a day, not one number.
    if (/^\d{4}-\d{1,2}-\d{1,2}$/u.test(m[0])) {
      out.push(...m[0].split('-').map((d) => d.replace(/^0+(?=\d)/u, '')));
      continue;
    }
    if (digits.length >= LONG_NUMBER) out.push(digits);
    else out.push(...m[0].split(/[ \-.]/u).map((d) => d.replace(/^0+(?=\d)/u, '')));
  }
  return out;
}

/**
 * Words that name rather than describe: written with a capital inside a sentence, or not a word
 * of the language (a brand, a package, a host) — lower-cased, split at `_`, `-` and dots.
 */
function namesOf(text: string, at: number): string[] {
  const out = new Set<string>();
  for (const s of analyze(text, at).sentences) {
    for (const t of s.tokens) {
      if (!NAMING.has(t.pos) || STOPWORDS.has(t.lower) || (/\d/u.test(t.text) && !/\p{L}/u.test(t.text))) continue;
      const parts = t.lower.split(/[_\-./:@]+/u);
      for (const part of parts) {
        if (part.length < 2 || /^\d+$/u.test(part)) continue;
        const han = /\p{Script=Han}/u.test(part);
        // A word is looked up by its dictionary form ("requests" → "request").
        const word = parts.length === 1 ? t.lemma : part;
        if (t.pos === 'PROPN' || (!han && /\p{L}{3,}/u.test(part) && !isDictionaryWord(word) && !isDictionaryWord(part))) out.add(part);
      }
    }
  }
  return [...out].sort();
}

/** An iCalendar property name opening a line (`DTSTART;TZID=…:`, `SUMMARY:`): one literal class, linear. */
const ICS_PROPERTY = /^[A-Z][A-Z-]{2,}(?=[;:])/gmu;

/** The value sketch of a write: its names and its numbers; terms are both. */
export function valueSketch(text: string, at: number): ClaimSketch {
  // Calendar property names (BEGIN:, DTSTART;VALUE=DATE:) are the format, not names the write states.
  const t = text.slice(0, MAX_CHARS).normalize('NFKC').replace(ICS_PROPERTY, '');
  const names = namesOf(t, at);
  const numbers = numbersOf(t).sort();
  return { terms: [...names, ...numbers], clauses: [[...contentWords(t)]], names, numbers };
}

/**
 * Two writes state one value: they share a long number, a number and a name, or three names; both or
 * neither state numbers and the numbers of one are all in the other, and neither names something
 * the other replaces.
 */
export function sameValues(a: ClaimSketch, b: ClaimSketch): boolean {
  const shared = a.terms.filter((x) => b.terms.includes(x));
  // Two names in common are often just whom both facts are about ("Wei Abbott's colour…" /
  // "Wei Abbott's car…"): a copy shares a number too, or a third name.
  const numbers = shared.filter((x) => /^\d+$/u.test(x));
  if (!numbers.some((x) => x.length >= LONG_NUMBER) && !(shared.length >= 2 && numbers.length > 0) && shared.length < 3) return false;
  // Names alone, with no number: the copies must also say mostly the same words.
  // Names alone: the wording may change with the format or the language ("Acme Ltd, Victor Hale"
  // as prose, JSON, a CSV row), but nearly all of each write's names are the other's too.
  if (numbers.length === 0 && wordsShared(a, b) < MIN_WORDS_SHARED && !(shared.length >= 3 && shared.length >= NAMES_COVERED * Math.max(a.names.length, b.names.length))) return false;
  // A copy keeps the numbers: one that states a number the other lacks says something more.
  const [fewer, more] = a.numbers.length <= b.numbers.length ? [a.numbers, b.numbers] : [b.numbers, a.numbers];
  if ((fewer.length === 0) !== (more.length === 0) || !fewer.every((n) => more.includes(n))) return false;
  // Names only one of them states: a copy may add a label or a source on each side once it
  // shares three values; with fewer, one must name nothing the other does not.
  const onlyA = a.names.filter((x) => !b.names.includes(x)).length;
  const onlyB = b.names.filter((x) => !a.names.includes(x)).length;
  return Math.min(onlyA, onlyB) <= (shared.length >= 3 ? 1 : 0);
}
