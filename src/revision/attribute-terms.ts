/**
 * The lookup terms of an attribute's words in every language its lexicon holds: a user's memories
 * are in their own language, which a tool's record or a later question need not share.
 */
import { attributeLookupWords } from '../analysis/attributes.js';
import { lexicalTerms, STOPWORDS } from '../core/text.js';

/** Terms one lookup reads: what the ledger reads at most. */
const LOOKUP_TERMS = 16;

/** Languages looked up together with many words each: a group's words fit one lookup. */
const LANGUAGE_GROUPS = [['en'], ['zh', 'ja', 'ko'], ['es', 'fr', 'it', 'pt'], ['de', 'nl'], ['ru']];

/** Words of each other language looked up: its first few, the attribute's own name before the phrases around it. */
const OTHER_LANGUAGE_TERMS = 3;

const CACHE = new Map<string, string[][]>();

/**
 * An attribute's words as sets of lookup terms: one per group of widely written languages, the
 * languages of a group a few words each in turn (none crowds the rest out); then the first words
 * of every other language, packed into as few lookups as hold them.
 */
export function attributeTerms(attribute: string): string[][] {
  const cached = CACHE.get(attribute);
  if (cached) return cached;
  const words = attributeLookupWords(attribute);
  const termsOf = (list: string[]) => [...new Set(list.flatMap((w) => lexicalTerms(w)).filter((t) => !STOPWORDS.has(t)))];
  const seen = new Set<string>();
  const out = LANGUAGE_GROUPS.map((group) => {
    const lists = group.map((lang) => termsOf(words.get(lang) ?? []));
    const terms = new Set<string>();
    for (let i = 0; terms.size < LOOKUP_TERMS && lists.some((l) => i < l.length); i++) for (const l of lists) if (l[i] && terms.size < LOOKUP_TERMS) terms.add(l[i]);
    terms.forEach((t) => seen.add(t));
    return [...terms];
  }).filter((t) => t.length > 0);
  const grouped = new Set(LANGUAGE_GROUPS.flat());
  let pack: string[] = [];
  for (const [lang, list] of words) {
    if (grouped.has(lang)) continue;
    for (const t of termsOf(list).filter((x) => !seen.has(x)).slice(0, OTHER_LANGUAGE_TERMS)) {
      seen.add(t);
      pack.push(t);
      if (pack.length === LOOKUP_TERMS) {
        out.push(pack);
        pack = [];
      }
    }
  }
  if (pack.length > 0) out.push(pack);
  CACHE.set(attribute, out);
  return out;
}
