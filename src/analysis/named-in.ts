/**
 * Is a name written in a text? As a whole word with or without its diacritics, in another script as
 * the same name read in Latin letters, as the initials of a run of capitalised words ("CRN" for
 * "Caixa Ribeira Norte"), and in Chinese characters with words between its parts ("杭州西湖" in
 * "杭州市西湖区").
 */
import { latinFolded } from './letters.js';
import { sameLetters, sameName } from './transliterate.js';

/** Characters of a text read (records are short; untrusted text is capped before use). */
const MAX_CHARS = 4000;
/** Extra characters a name in Chinese characters may have between its parts: administrative words ("市", "新区"). */
const HAN_SPREAD = 4;
/** Letters of the shortest set of initials read as a name: two are too many things' initials. */
const MIN_INITIALS = 3;

const HAN = /\p{Script=Han}/u;
const LETTERS = /[\p{L}\p{M}]+/gu;
const CAPITALISED_RUN = /\p{Lu}[\p{L}\p{M}]*(?:[\s-]+\p{Lu}[\p{L}\p{M}]*)+/gu;

interface Read {
  text: string;
  folded: string;
  words: string[];
  initials: Set<string>;
}
let last: Read | undefined;

function read(text: string): Read {
  if (last?.text === text) return last;
  const t = text.slice(0, MAX_CHARS).normalize('NFKC');
  const initials = new Set([...t.matchAll(CAPITALISED_RUN)].map((m) => latinFolded(m[0].split(/[\s-]+/u).map((w) => w[0]).join(''))));
  last = { text, folded: latinFolded(t), words: [...t.matchAll(LETTERS)].map((m) => m[0].toLowerCase()), initials };
  return last;
}

/** Chinese characters of `name` in order in `text`, at most `HAN_SPREAD` more between the first and the last. */
function hanWithin(name: string, text: string): boolean {
  const chars = [...name];
  for (let at = text.indexOf(chars[0]); at >= 0; at = text.indexOf(chars[0], at + 1)) {
    let i = at;
    let k = 0;
    while (k < chars.length && i < text.length && i - at < chars.length + HAN_SPREAD) if (text[i++] === chars[k]) k++;
    if (k === chars.length) return true;
  }
  return false;
}

/** `name` (lower case, as facets give names) is written in `text`. */
export function namedIn(name: string, text: string): boolean {
  const r = read(text);
  if (HAN.test(name)) return hanWithin(name, r.text);
  const bare = latinFolded(name);
  if (bare.length === 0) return false;
  if (new RegExp(`(?<![\\p{L}\\p{N}])${bare.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}\\p{N}])`, 'u').test(r.folded)) return true;
  if (bare.length >= MIN_INITIALS && r.initials.has(bare)) return true;
  return r.words.some((w) => (/^[\p{Script=Latin}\p{M}]+$/u.test(w) ? sameLetters(name, w) : !HAN.test(w) && sameName(w, name)));
}
