/**
 * Word stems by the Snowball algorithms (`snowball-stemmers`), for the languages that have one:
 * what lets a concept lexicon written in one form of a word ("disattivare", "dvoufázové ověření")
 * read the other forms of it ("disattivate", "dvoufázového ověření"). English is left to wink's
 * lemmas. Stemming is a few microseconds a word, so stems are cached.
 */
import { createRequire } from 'node:module';
import { LruMap } from '../core/lru.js';

interface Stemmer {
  stem(word: string): string;
}

const require = createRequire(import.meta.url);

/** Snowball's algorithm for each ISO 639-1 code the lexicons use. */
const ALGORITHMS: Record<string, string> = {
  ar: 'arabic', ca: 'catalan', cs: 'czech', da: 'danish', de: 'german', es: 'spanish', fi: 'finnish',
  fr: 'french', hu: 'hungarian', it: 'italian', nb: 'norwegian', nl: 'dutch', pt: 'portuguese',
  ro: 'romanian', ru: 'russian', sv: 'swedish', tr: 'turkish',
};

const stemmers = new Map<string, Stemmer>();
/** Recent stems per language: a text's words come back write after write. */
const cache = new Map<string, LruMap<string>>();
const CACHE_SIZE = 20_000;

/** The ISO 639-1 code of a language franc names (ISO 639-3), where it has a stemmer. */
const OF_FRANC: Record<string, string> = {
  arb: 'ar', ara: 'ar', cat: 'ca', ces: 'cs', dan: 'da', deu: 'de', spa: 'es', fin: 'fi', fra: 'fr', hun: 'hu',
  ita: 'it', nob: 'nb', nno: 'nb', nld: 'nl', por: 'pt', ron: 'ro', rus: 'ru', swe: 'sv', tur: 'tr',
};

/** The language, among those with a stemmer, of a text franc reads as `iso3` (undefined for the others). */
export function stemLanguage(iso3: string): string | undefined {
  return OF_FRANC[iso3];
}

/** Does `lang` have a stemmer? */
export function stemsIn(lang: string): boolean {
  return lang in ALGORITHMS;
}

/**
 * The stem of a lower-cased `word` in `lang` (the word itself where the language has no stemmer).
 *
 * @example stemOf('it', 'disattivate') === stemOf('it', 'disattivare') // true
 */
export function stemOf(lang: string, word: string): string {
  const algorithm = ALGORITHMS[lang];
  if (!algorithm) return word;
  let seen = cache.get(lang);
  if (!seen) cache.set(lang, (seen = new LruMap<string>(CACHE_SIZE)));
  const hit = seen.get(word);
  if (hit !== undefined) return hit;
  let stemmer = stemmers.get(lang);
  if (!stemmer) {
    const { newStemmer } = require('snowball-stemmers') as { newStemmer(name: string): Stemmer };
    stemmers.set(lang, (stemmer = newStemmer(algorithm)));
  }
  const stem = stemmer.stem(word);
  seen.set(word, stem);
  return stem;
}
