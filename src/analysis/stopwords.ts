/**
 * A language's stop words from the `stopword` package, by the ISO 639-3 code the analysis gives
 * (franc's). franc names some macrolanguages by one member (`arb` Arabic, `pes` Persian, `swh`
 * Swahili, `zlm` Malay, `cmn` Chinese) where the package keys the macrolanguage; English has none
 * here (its readers have their own). Built once per language.
 */
import * as stopword from 'stopword';
import { LruMap } from '../core/lru.js';

const PACKAGE_CODE: Record<string, string> = { arb: 'ara', pes: 'fas', swh: 'swa', zlm: 'msa', zsm: 'msa', cmn: 'zho', lvs: 'lav', ekk: 'est', nno: 'nob' };
const LISTS = new Map<string, ReadonlySet<string>>();
const NONE: ReadonlySet<string> = new Set();

/** The `stopword` package's list for `language` (ISO 639-3), English's too; empty for a language it lacks. */
export function functionWordsOf(language: string): ReadonlySet<string> {
  let out = LISTS.get(language);
  if (!out) {
    const list = (stopword as unknown as Record<string, unknown>)[PACKAGE_CODE[language] ?? language];
    out = Array.isArray(list) ? new Set(list.filter((w): w is string => typeof w === 'string')) : NONE;
    LISTS.set(language, out);
  }
  return out;
}

/** The stop words of `language` (ISO 639-3), empty for English and for a language the package lacks. */
export function stopwordsOf(language: string): ReadonlySet<string> {
  return language === 'eng' ? NONE : functionWordsOf(language);
}

/** The unions of stop words met, by their list of languages. */
const UNIONS = new LruMap<ReadonlySet<string>>(256);

/** The stop words of any of `languages` (the languages a short text may be in), one set per list. */
export function stopwordsOfAny(languages: readonly string[]): ReadonlySet<string> {
  if (languages.length === 1) return stopwordsOf(languages[0]);
  const key = languages.join(' ');
  let out = UNIONS.get(key);
  if (!out) UNIONS.set(key, (out = new Set(languages.flatMap((l) => [...stopwordsOf(l)]))));
  return out;
}
