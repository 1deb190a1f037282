/**
 * Near-duplicate detection for the repetition check. Two texts repeat one claim
 * when most content words of the shorter one are in the other — so a copy wrapped in authority or
 * recency phrasing ("IMPORTANT, verified: …") still matches — and their names and numbers are
 * identical: "Bob is 30" and "Bob is 31", or "Alice moved to Paris" and "Alice moved to Rome",
 * are different claims, not repeats.
 */
import { createHash } from 'node:crypto';
import { STOPWORDS, indexTerms, stem } from '../core/text.js';
import type { ClaimSketch } from './counters.js';

const WORD = /[\p{L}\p{N}]+(?:['’]\p{L}+)?/gu;
/** Punctuation after which a capital says "start of a clause", not "a name". */
const CLAUSE_START = /[.!?:;,(\[{"“«—–-]\s*$/u;

/**
 * Names: capitalised words, except a clause-initial capital, which is taken as a name only when
 * the word is possessive or followed by another capitalised word ("Larissa Volpert's", "Paris'").
 * This keeps wrapper words ("Update:", "Note (…):") out of the names without a list of them.
 */
export function names(text: string): string[] {
  const words = [...text.matchAll(WORD)];
  const out = new Set<string>();
  words.forEach((m, i) => {
    const w = m[0];
    if (!/^\p{Lu}/u.test(w)) return;
    const key = stem(w.toLowerCase());
    if (!key || STOPWORDS.has(key) || STOPWORDS.has(w.toLowerCase())) return;
    const before = text.slice(0, m.index);
    const initial = before.trim() === '' || CLAUSE_START.test(before);
    const next = words[i + 1];
    const joined = next !== undefined && /^\s+$/u.test(text.slice(m.index + w.length, next.index));
    if (!initial || /['’]s$/u.test(w) || (joined && /^\p{Lu}/u.test(next[0]))) out.add(key);
  });
  return [...out].sort();
}

/** Clause boundaries: a wrapper ("IMPORTANT, verified:") sits in clauses of its own. */
const CLAUSE = /[.!?:;,()[\]{}"“”«»\n。！？：；，（）、]+|\s[-—–]+\s/u;

/** The sketch a write is remembered by. */
export function sketch(text: string): ClaimSketch {
  return {
    terms: [...new Set(indexTerms(text))],
    clauses: text
      .split(CLAUSE)
      .map((c) => [...new Set(indexTerms(c))])
      .filter((c) => c.length > 0),
    names: names(text),
    numbers: (text.match(/\d+(?:[.,:]\d+)*/g) ?? []).sort(),
  };
}

/** A stable id for a claim's first copy. */
export function claimId(s: ClaimSketch): string {
  const h = createHash('sha256');
  h.update([...s.terms].sort().join(' ') + '|' + s.names.join(' ') + '|' + s.numbers.join(' '));
  return h.digest('hex').slice(0, 16);
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Share of the shorter term list found in the other (0 when either is empty). */
export function containment(a: string[], b: string[]): number {
  const [small, large] = a.length <= b.length ? [a, new Set(b)] : [b, new Set(a)];
  if (small.length === 0) return 0;
  return small.filter((t) => large.has(t)).length / small.length;
}

/** Settings of the comparison (from `guard.rate.repetition`). */
export interface RepeatOptions {
  similarity: number;
  min_terms: number;
  clause_terms: number;
  min_overlap: number;
}

/**
 * True when `b` repeats the claim of `a`: the same names and numbers, and either most of the
 * shorter text's content words in the other, or one clause of each (of `clause_terms` content
 * words or more) that match while the texts still overlap by `min_overlap` — the case of two
 * copies in different wrappers, whose wrapper words would otherwise dilute the overlap.
 */
export function isRepeat(a: ClaimSketch, b: ClaimSketch, o: RepeatOptions): boolean {
  if (Math.min(a.terms.length, b.terms.length) < o.min_terms) return false;
  if (!same(a.names, b.names) || !same(a.numbers, b.numbers)) return false;
  const whole = containment(a.terms, b.terms);
  if (whole >= o.similarity) return true;
  if (whole < o.min_overlap) return false;
  const big = (c: string[]) => c.length >= o.clause_terms;
  return a.clauses.filter(big).some((ca) => b.clauses.filter(big).some((cb) => containment(ca, cb) >= o.similarity));
}
