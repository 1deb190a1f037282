import { areAntonyms } from '../analysis/wordnet.js';

/**
 * Comparing two values said about one key: are they the same, does one refine the other, or are
 * they mutually exclusive (numbers, dates, yes/no, antonyms, negation)? Exclusive values make a
 * same-key pair a CONFLICT; otherwise the pair may both be true (a band has several genres).
 */

const ANTONYMS: readonly [string, string][] = [
  ['quiet', 'lively'], ['quiet', 'noisy'], ['quiet', 'loud'], ['quiet', 'busy'], ['calm', 'lively'],
  ['hot', 'cold'], ['warm', 'cold'], ['early', 'late'], ['open', 'closed'], ['on', 'off'],
  ['enabled', 'disabled'], ['allowed', 'forbidden'], ['true', 'false'], ['yes', 'no'],
  ['high', 'low'], ['large', 'small'], ['big', 'small'], ['light', 'dark'], ['cheap', 'expensive'],
  ['fast', 'slow'], ['like', 'dislike'], ['prefer', 'dislike'], ['love', 'hate'], ['single', 'married'],
  ['alive', 'dead'], ['active', 'inactive'], ['public', 'private'], ['present', 'absent'],
  ['morning', 'evening'], ['same', 'different'], ['window', 'aisle'], ['tea', 'coffee'], ['cat', 'dog'], ['summer', 'winter'],
  ['安静', '热闹'], ['安静', '吵闹'], ['喜欢', '讨厌'], ['冷', '热'], ['早', '晚'], ['开', '关'],
  ['多', '少'], ['大', '小'], ['高', '低'], ['是', '否'], ['对', '错'], ['便宜', '贵'], ['快', '慢'],
  ['单身', '已婚'], ['清淡', '辣'], ['甜', '咸'],
];

const ANT = new Map<string, Set<string>>();
for (const [a, b] of ANTONYMS) {
  if (!ANT.has(a)) ANT.set(a, new Set());
  if (!ANT.has(b)) ANT.set(b, new Set());
  ANT.get(a)!.add(b);
  ANT.get(b)!.add(a);
}

/** Words that mean the opposite of `word` (quiet → lively, noisy, …), if any are known. */
export function antonymsOf(word: string): ReadonlySet<string> | undefined {
  return ANT.get(word);
}

const words = (v: string) => v.split(/\s+/).filter(Boolean);
const chars = (v: string) => [...v.replace(/\s+/g, '')];

/** Units of a value for containment: words, or characters for CJK values. */
function units(v: string): Set<string> {
  return new Set(/[\p{Script=Han}]/u.test(v) ? chars(v) : words(v));
}

/** `a` says everything `b` says (and maybe more). */
export function contains(a: string, b: string): boolean {
  const ua = units(a);
  const ub = units(b);
  if (ub.size === 0) return false;
  for (const u of ub) if (!ua.has(u)) return false;
  return true;
}

/** Numbers in a value. */
export function numbers(v: string): string[] {
  return v.match(/\d+(?:[.,]\d+)?/g) ?? [];
}

/** Why two different values under one key cannot both hold, or undefined when they can. */
export function exclusiveReason(a: string, b: string): string | undefined {
  const na = numbers(a);
  const nb = numbers(b);
  if (na.length > 0 && nb.length > 0 && na.join() !== nb.join()) {
    const wa = a.replace(/\d+(?:[.,]\d+)?/g, '#').trim();
    const wb = b.replace(/\d+(?:[.,]\d+)?/g, '#').trim();
    if (wa === wb || words(wa).length <= 2 || words(wb).length <= 2) return 'different numbers or dates';
  }
  // Each text's words are split once and looked up in a set: a value can be a whole memory, and
  // re-splitting per word made this quadratic in its length.
  const wordsA = words(a);
  const wordsB = words(b);
  const inA = new Set(wordsA);
  const inB = new Set(wordsB);
  // WordNet's opposites ("noisy" / "quiet", "cheap" / "expensive"), word by word.
  if (!/[\p{Script=Han}]/u.test(a + b)) {
    const wb = wordsB.filter((w) => !inA.has(w));
    for (const x of wordsA.filter((w) => !inB.has(w)).slice(0, 8)) {
      const y = wb.slice(0, 8).find((w) => areAntonyms(x, w));
      if (y) return `antonyms "${x}" / "${y}"`;
    }
  }
  for (const t of /[\p{Script=Han}]/u.test(a + b) ? [...ANT.keys()].filter((k) => a.includes(k)) : wordsA) {
    const opposite = ANT.get(t);
    if (!opposite) continue;
    for (const o of opposite) {
      if (/[\p{Script=Han}]/u.test(o) ? b.includes(o) && !a.includes(o) : inB.has(o) && !inA.has(o)) {
        return `antonyms "${t}" / "${o}"`;
      }
    }
  }
  return undefined;
}
