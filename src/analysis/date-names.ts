/**
 * The month and weekday names ICU gives for the languages dates are read in ("June", "июня",
 * "mercredi", "水曜日"), each to its number, read once and kept by the build beside the code: what
 * names a month or a weekday in any of them. Read by the claim dates (guard/claim-dates.ts) and by
 * the words before a time that make it a starting point (time-words.ts).
 */
import { readFileSync } from 'node:fs';
import * as stopwords from 'stopword';
import { isDictionaryWord, isProperNoun, isVerb } from './wordnet.js';

/** Accents and case folded. */
export const fold = (w: string) => w.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Locales whose month names are read: the Latin- and Cyrillic-script languages chrono-node reads, and a few more: Greek, Arabic and Hebrew. */
const MONTH_LOCALES = [
  ...['en', 'fr', 'de', 'es', 'pt', 'it', 'nl', 'sv', 'da', 'nb', 'fi', 'pl', 'cs', 'ro', 'tr', 'id', 'ru', 'uk', 'bg', 'el', 'ar', 'he'],
  // Central and south-east Europe, the Baltic, Iberia's other languages, Iceland, the Caucasus.
  ...['sk', 'hu', 'hr', 'sl', 'sr', 'sr-Latn', 'bs', 'mk', 'be', 'lt', 'lv', 'et', 'ca', 'gl', 'is', 'sq', 'az'],
];
/** Locales whose weekday names are read: not Greek's, Arabic's or Hebrew's, whose names are ordinals and numbers too ("τρίτη", "الاثنين") or two words. */
const WEEKDAY_LOCALES = MONTH_LOCALES.filter((l) => !['el', 'ar', 'he'].includes(l));
/** Endings a Slavic month or weekday name takes in its cases ("июнь", "июня", "июне", "средам"): its stem matches. */
const SLAVIC = new Set(['ru', 'uk', 'bg', 'pl', 'cs']);
const SLAVIC_ENDING = /(?:ами|ями|ам|ям|ах|ях|ом|ем|ой|ей|[аяеиоуюьйыі]{1,2})$/u;

/** Month and weekday names by folded form, each to its number, in the order ICU gave them. */
export interface DateNameTables {
  months: [string, number][];
  weekdays: [string, number][];
}

/** Reads the month and weekday names of every locale above from ICU (a few hundred milliseconds: hundreds of formatters). */
export function readDateNames(): DateNameTables {
  return { months: [...monthNames()], weekdays: [...weekdayNames()] };
}

/** Month names by folded form (standalone and in a date: "июнь" and "июня"), each to its number. */
function monthNames(): Map<string, number> {
  const out = new Map<string, number>();
  for (const locale of MONTH_LOCALES) {
    const forms = [new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }), new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' })];
    for (let m = 0; m < 12; m++) {
      for (const f of forms) {
        const word = f.formatToParts(new Date(Date.UTC(2001, m, 15))).find((p) => p.type === 'month')?.value;
        if (!word || !/^\p{L}{3,}$/u.test(word)) continue;
        const w = fold(word);
        out.set(w, m + 1);
        if (SLAVIC.has(locale)) out.set(w.replace(SLAVIC_ENDING, ''), m + 1);
      }
    }
  }
  return out;
}
/** Weekday names by folded form, each to its number (Sunday 0): the same locales, and Chinese, Japanese and Korean. */
function weekdayNames(): Map<string, number> {
  const out = new Map<string, number>();
  for (const locale of [...WEEKDAY_LOCALES, 'zh', 'ja', 'ko']) {
    const styles: ('long' | 'short')[] = locale === 'zh' ? ['long', 'short'] : ['long'];
    for (const weekday of styles) {
      const f = new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' });
      for (let d = 0; d < 7; d++) {
        const name = f.format(new Date(Date.UTC(2001, 0, 7 + d)));
        // Hangul is kept as written: folding (NFKD) would split its syllables into letters.
        const w = /\p{Script=Hangul}/u.test(name) ? name : fold(name);
        if (w.length < 2) continue;
        out.set(w, d);
        if (SLAVIC.has(locale)) out.set(w.replace(SLAVIC_ENDING, ''), d);
      }
    }
  }
  return out;
}

/**
 * Where `npm run build` keeps the names ICU gave (scripts/build-artifacts.mjs), with the versions
 * of the ICU and CLDR data they came from: a process on the same data takes them from there
 * instead of building hundreds of formatters at start.
 */
export const DATE_NAMES_FILE = new URL('./date-names.json', import.meta.url);

/** The ICU data a table of names was read from: names are taken from a file only for the same. */
export const icuData = () => ({ node: process.version, icu: process.versions.icu, cldr: process.versions.cldr, unicode: process.versions.unicode });

/** The names kept by the build when they were read from this same ICU data, else read now. */
function loadDateNames(): DateNameTables {
  try {
    const kept = JSON.parse(readFileSync(DATE_NAMES_FILE, 'utf8')) as { data?: unknown } & Partial<DateNameTables>;
    if (JSON.stringify(kept.data) === JSON.stringify(icuData()) && Array.isArray(kept.months) && Array.isArray(kept.weekdays)) return { months: kept.months, weekdays: kept.weekdays };
  } catch {
    // No file (sources run by the test runner, a build without the step): read them.
  }
  return readDateNames();
}

export interface DateNames {
  months: Map<string, number>;
  weekdays: Map<string, number>;
  /** Weekday names written without spaces around them (Chinese, Japanese, Korean), longest first. */
  cjkWeekdays: string[];
}
let names: DateNames | undefined;
/** The tables, made on first use: a process that reads no claim never builds them. */
export function dateNames(): DateNames {
  if (!names) {
    const t = loadDateNames();
    const weekdays = new Map(t.weekdays);
    names = { months: new Map(t.months), weekdays, cjkWeekdays: [...weekdays.keys()].filter((w) => /[\p{Script=Han}\p{Script=Hangul}]/u.test(w)).sort((a, b) => b.length - a.length) };
  }
  return names;
}

/** The weekday a word names ("Wednesdays", "mercredi", "среду"), if it names one. */
export function weekdayOf(word: string): number | undefined {
  const weekdayNumber = dateNames().weekdays;
  const w = fold(word);
  const hit = weekdayNumber.get(w) ?? (w.endsWith('s') ? weekdayNumber.get(w.slice(0, -1)) : undefined);
  if (hit !== undefined || !/\p{Script=Cyrillic}/u.test(w)) return hit;
  const stem = w.replace(SLAVIC_ENDING, '');
  return stem.length >= 4 ? weekdayNumber.get(stem) : undefined;
}

/** English glue words: "may" is a month only when it is written as a name. */
const ENGLISH_GLUE = new Set<string>(stopwords.eng);

/** The month a word names, if it names one. */
export function monthOf(word: string): number | undefined {
  const monthNumber = dateNames().months;
  const w = fold(word);
  const exact = monthNumber.get(w);
  // "may", "march": an English word too, a month only when capitalised.
  if (exact !== undefined) return /^\p{Ll}/u.test(word) && (ENGLISH_GLUE.has(w) || isVerb(w) || (isDictionaryWord(w) && !isProperNoun(w))) ? undefined : exact;
  if (/\p{Script=Cyrillic}/u.test(w)) {
    const stem = w.replace(SLAVIC_ENDING, '');
    return stem.length >= 3 ? monthNumber.get(stem) : undefined;
  }
  return undefined;
}

/**
 * The month a word may name in a Latin-script language that inflects month names beyond the forms
 * ICU gives ("vasarį" beside "vasaris", "vasario"): the same word in lower case (those languages
 * write months so; "Aprilia" is a brand) with one or two other last letters, when five letters stay.
 * Read only beside a day's number: alone, such a word is as often another word ("studený", "travami").
 */
export function inflectedMonthOf(word: string): number | undefined {
  const w = fold(word);
  return !/^\p{Ll}+$/u.test(word) || w.length < INFLECTED_MIN + 1 ? undefined : (monthStems().get(w.slice(0, -1)) ?? monthStems().get(w.slice(0, -2)));
}

/** Latin-script languages whose month names take case endings ICU does not list: Baltic, West and South Slavic, Hungarian, Estonian. */
const INFLECTING = ['lt', 'lv', 'pl', 'cs', 'sk', 'sl', 'hr', 'bs', 'sr-Latn', 'hu', 'et'];
/** Fewest letters the stem of an inflected month name keeps: a shorter one is a name's ("Marta", "Mart"). */
const INFLECTED_MIN = 5;
let stems: Map<string, number> | undefined;
/** Those languages' month names with their last one or two letters taken off, stems of one month only (read from ICU on first use). */
function monthStems(): Map<string, number> {
  if (stems) return stems;
  const found = new Map<string, number | undefined>();
  const names = INFLECTING.flatMap((locale) => {
    const f = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, m) => [fold(f.format(new Date(Date.UTC(2001, m, 15)))), m + 1] as const);
  });
  for (const [name, month] of names) {
    for (const cut of [0, 1, 2]) {
      const stem = name.slice(0, name.length - cut);
      if (stem.length < INFLECTED_MIN) continue;
      found.set(stem, found.has(stem) && found.get(stem) !== month ? undefined : month);
    }
  }
  stems = new Map([...found].filter((e): e is [string, number] => e[1] !== undefined));
  return stems;
}

/** A word that names a month or a weekday ("March", "Mart", "mercredi"): a date's, not a name's. */
export function isDateName(word: string): boolean {
  return word.length >= 3 && /^\p{L}+$/u.test(word) && (monthOf(word) !== undefined || weekdayOf(word) !== undefined);
}
