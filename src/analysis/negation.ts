/**
 * Negation in the languages the English tagger does not read. wink-nlp marks what follows an English
 * negator; in another language it marks what follows "no" (Portuguese "in the") and misses "nicht",
 * "inte", "nie", "δεν". For a text read as another language, the words after a negator of that
 * language (negator-words.ts, a helper's blind list) to the end of the clause are negated instead.
 */
import { NEGATOR_WORDS } from './negator-words.js';
import type { Sentence } from './types.js';
import { stopwordsOfAny } from './stopwords.js';
import { LruMap } from '../core/lru.js';

/** The ISO 639-3 codes franc gives for the lists' ISO 639-1 codes. */
const FRANC_CODES: Record<string, string[]> = {
  de: ['deu'], fr: ['fra'], es: ['spa'], it: ['ita'], pt: ['por'], nl: ['nld'], sv: ['swe'], da: ['dan'], nb: ['nob', 'nno'], fi: ['fin'], pl: ['pol'], cs: ['ces'], sk: ['slk'],
  sl: ['slv'], hr: ['hrv'], sr: ['srp'], bs: ['bos'], hu: ['hun'], ro: ['ron'], el: ['ell'], ru: ['rus'], uk: ['ukr'], bg: ['bul'], be: ['bel'], mk: ['mkd'], tr: ['tur'],
  lt: ['lit'], lv: ['lvs'], et: ['est', 'ekk'], ca: ['cat'], gl: ['glg'], is: ['isl'], sq: ['als'], az: ['azj'], id: ['ind'], ms: ['zlm', 'zsm'], vi: ['vie'], tl: ['tgl'],
  sw: ['swh'], ar: ['arb'], he: ['heb'], hi: ['hin'], bn: ['ben'], ur: ['urd'], fa: ['pes'], th: ['tha'],
};

/** Each language's single-word negators, by ISO 639-3 code. */
const BY_LANGUAGE = new Map<string, ReadonlySet<string>>();
for (const [lang, { before }] of Object.entries(NEGATOR_WORDS)) {
  for (const code of FRANC_CODES[lang] ?? []) BY_LANGUAGE.set(code, new Set(before.filter((w) => !w.includes(' '))));
}

/** English negators, as the tagger reads them. */
const ENGLISH = new Set([...NEGATOR_WORDS.en.before.filter((w) => !/[\s']/u.test(w)), "n't"]);

/** Punctuation that ends a clause, as a token or at a token's end ("है।"): Latin, CJK, Devanagari, Arabic. */
const CLAUSE_PUNCTUATION = /[,;:.!?。，；：！？、।۔،؛—–()"«»]$/u;

/**
 * The conjunctions of contrast after which a negation no longer reaches ("not vegetarian *but*
 * vegan", "inte … *utan* …", "nicht … *sondern* …"), from general knowledge of the languages; those that
 * are another common word of a language the list serves are left out (Italian "ma" is Polish "has",
 * French "mais" Portuguese "more", Hungarian "de" Romance "of").
 */
const CONTRAST = new Set(['but', 'sondern', 'aber', 'sino', 'pero', 'bensì', 'mas', 'maar', 'utan', 'men', 'mutta', 'vaan', 'ale', 'lecz', 'ali', 'nýbrž', 'hanem', 'dar', 'αλλά', 'но', 'ama', 'fakat', 'tapi', 'melainkan', 'nhưng', 'لكن', 'بل', 'אלא', 'אבל', 'लेकिन', 'बल्कि', 'اما', 'بلکه']);

/** A token that ends the reach of a negation: a clause's end, or a conjunction of contrast. */
export const endsNegation = (t: { text: string; lower: string }) => CLAUSE_PUNCTUATION.test(t.text) || CONTRAST.has(t.lower);

/** A token that ends a clause. */
export const endsClause = (t: { text: string }) => CLAUSE_PUNCTUATION.test(t.text);

/** The negators of each list of candidate languages met, recently. */
const NEGATORS = new LruMap<ReadonlySet<string>>(256);

/**
 * The negators read in a text that may be in `languages`: the best's, and another's (English's too:
 * franc takes a short English sentence for Italian) unless a function word of another it may be in.
 */
function negatorsOf(languages: readonly string[]): ReadonlySet<string> {
  const key = languages.join(' ');
  let out = NEGATORS.get(key);
  if (!out) {
    const glueBeside = (own: string) => stopwordsOfAny(languages.filter((l) => l !== own));
    const others = [...languages.slice(1), 'eng'].flatMap((l) => [...((l === 'eng' ? ENGLISH : BY_LANGUAGE.get(l)) ?? [])].filter((w) => !glueBeside(l).has(w)));
    NEGATORS.set(key, (out = new Set([...(BY_LANGUAGE.get(languages[0]) ?? []), ...others])));
  }
  return out;
}

/**
 * Whether a text read as `languages` (franc's best first) gets its negation from these lists: one
 * they hold among them, and English not the best.
 */
export const negatesByList = (languages: readonly string[]) => languages[0] !== 'eng' && languages.some((l) => BY_LANGUAGE.has(l));

/**
 * Marks the tokens of `sentences` (not Chinese: jieba's reading has its own) after a negator of
 * `languages` as negated, to the clause's end. A negator of a language franc ranks below the best is
 * read unless it is a function word of another of them ("no" of Spanish is Portuguese "in the"); so
 * is an English one.
 */
export function negateByList(sentences: Sentence[], languages: readonly string[]): void {
  const negators = negatorsOf(languages);
  for (const s of sentences) {
    if (s.script === 'zh') continue;
    let negating = false;
    s.tokens = s.tokens.map((t) => {
      if (endsNegation(t)) negating = false;
      const out = t.negated === negating ? t : { ...t, negated: negating };
      if (negators.has(t.lower)) negating = true;
      // "है।": a clause ends with the token.
      if (endsClause(t)) negating = false;
      return out;
    });
  }
}
