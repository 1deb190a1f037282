/**
 * A language's stop words from the `stopword` package, by the ISO 639-3 code the analysis gives
 * (franc's). franc names some macrolanguages by one member (`arb` Arabic, `pes` Persian, `swh`
 * Swahili, `zlm` Malay, `cmn` Chinese) where the package keys the macrolanguage; English has none
 * here (its readers have their own). Built once per language.
 */
import * as stopword from 'stopword';

const PACKAGE_CODE: Record<string, string> = { arb: 'ara', pes: 'fas', swh: 'swa', zlm: 'msa', zsm: 'msa', cmn: 'zho' };
const LISTS = new Map<string, ReadonlySet<string>>();
const NONE: ReadonlySet<string> = new Set();

/** The stop words of `language` (ISO 639-3), empty for English and for a language the package lacks. */
export function stopwordsOf(language: string): ReadonlySet<string> {
  if (language === 'eng') return NONE;
  let out = LISTS.get(language);
  if (!out) {
    const list = (stopword as unknown as Record<string, unknown>)[PACKAGE_CODE[language] ?? language];
    out = Array.isArray(list) ? new Set(list.filter((w): w is string => typeof w === 'string')) : NONE;
    LISTS.set(language, out);
  }
  return out;
}
