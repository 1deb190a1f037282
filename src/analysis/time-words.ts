/**
 * A value said to hold from a time on, in the languages ICU names times in: a word of "from" or
 * "since" (now-words.ts) before a time — yesterday, today, tomorrow, last, this or next week, month
 * or year, a weekday or a month's name, a day's number before a month ("od wczoraj", "desde el
 * lunes", "dal mese prossimo", "fra 1. mars", "since yesterday") — and, where words are written
 * without spaces, such a time before "から" or "부터" ("来月から", "다음 주부터"). The relative times
 * are ICU's own (`Intl.RelativeTimeFormat` with `numeric: 'auto'`), the names those of
 * date-names.ts; chrono-node reads dates only in a dozen languages.
 */
import { fold, isDateName } from './date-names.js';
import { sinceWords } from './now-words.js';

/** Locales whose relative times are read: Europe's languages, Turkish, Indonesian, Vietnamese, and Chinese, Japanese and Korean. */
const LOCALES = [
  ...['en', 'fr', 'de', 'es', 'pt', 'it', 'nl', 'sv', 'da', 'nb', 'nn', 'fi', 'pl', 'cs', 'sk', 'ro', 'tr', 'id', 'vi', 'ru', 'uk', 'bg', 'el'],
  ...['hu', 'hr', 'sl', 'sr', 'sr-Latn', 'bs', 'lt', 'lv', 'et', 'ca', 'is'],
  ...['zh', 'ja', 'ko'],
];
const UNITS: Intl.RelativeTimeFormatUnit[] = ['day', 'week', 'month', 'year'];
/** Postpositions of "from" in languages written without spaces. */
const FROM_AFTER = ['から', '부터', '起', '开始', '開始'];
/** Words a relative time may open with that the phrase after "from" drops or fuses ("la semana próxima" / "desde la …", "dal mese prossimo"). */
const OPENING_MAX = 3;
/** Words read after "from" before the time: an article or a preposition ("desde el lunes", "à partir de la semaine prochaine"). */
const GAP = 1;

interface Tables {
  /** Spaced relative times by their words, folded ("yesterday", "semana proxima", "przyszłym tygodniu"). */
  spaced: Set<string>;
  /** Unspaced ones ("来月", "다음 주" without its space too), longest first. */
  unspaced: string[];
}
let tables: Tables | undefined;

/** The relative times of every locale, read from ICU on first use (one formatter a locale, twelve phrases each: about 20 ms). */
function relativeTimes(): Tables {
  if (tables) return tables;
  const spaced = new Set<string>();
  const unspaced = new Set<string>();
  for (const locale of LOCALES) {
    const f = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    for (const unit of UNITS) {
      for (const v of [-1, 0, 1]) {
        const phrase = f.format(v, unit);
        // "in 1 day": a number is no word of its own for the time.
        if (/\d/u.test(phrase)) continue;
        if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(phrase)) {
          unspaced.add(phrase.replace(/\s+/gu, ''));
          unspaced.add(phrase);
          continue;
        }
        const words = fold(phrase).split(/[\s’']+/u).filter(Boolean);
        spaced.add(words.join(' '));
        // Without its article or preposition: "la semaine prochaine" after "à partir de", "il mese prossimo" after "dal".
        if (words.length > 1 && words[0].length <= OPENING_MAX) spaced.add(words.slice(1).join(' '));
      }
    }
  }
  tables = { spaced, unspaced: [...unspaced].sort((a, b) => b.length - a.length) };
  return tables;
}

/** How many words from `i` name a time (0 for none): a relative one of one to three words, a weekday's or a month's name, a day's number and a month. */
function timeAt(words: readonly string[], i: number): number {
  const { spaced } = relativeTimes();
  for (let n = 3; n >= 1; n--) if (i + n <= words.length && spaced.has(fold(words.slice(i, i + n).join(' ')))) return n;
  // Names as written: "May" is a month, "may" a verb.
  if (isDateName(words[i] ?? '')) return 1;
  return /^(?:3[01]|[12]\d|0?[1-9])\.?$/u.test(words[i] ?? '') && isDateName(words[i + 1] ?? '') ? 2 : 0;
}

/**
 * A sentence's words (in order, as written, punctuation apart) say a value holds from a time on:
 * a word of "from" or "since", at most one word more (an article, "de"), then a time — not the
 * start of a span (`endsSpan`: "from Monday to Friday"), nor a date with its year, which the date
 * parsers read ("from March 2009 until June 2012").
 */
export function fromATime(words: readonly string[], endsSpan: (next: string) => boolean): boolean {
  const lower = words.map((w) => w.toLowerCase());
  for (let i = 0; i < words.length; i++) {
    if (!sinceWords(lower.slice(Math.max(0, i - 1), i + 1))) continue;
    for (let gap = 0; gap <= GAP; gap++) {
      const n = timeAt(words, i + 1 + gap);
      if (n === 0) continue;
      // A day or a year after the name ("from March 2009 until …"): a date the date parsers read, with its span.
      let end = i + 1 + gap + n;
      while (/^\d+\.?$/u.test(words[end] ?? '')) end++;
      return !words.slice(i + 1 + gap + n, end).some((w) => /^\d{4}$/u.test(w)) && !endsSpan(words[end] ?? '');
    }
  }
  return false;
}

/** A text written without spaces says a value holds from a relative time on ("来月から", "다음 주부터", "从下周起"). */
export function fromATimeUnspaced(text: string): boolean {
  const normal = text.normalize('NFKC');
  return relativeTimes().unspaced.some((t) => {
    const at = normal.indexOf(t);
    if (at < 0) return false;
    const after = normal.slice(at + t.length);
    return FROM_AFTER.some((p) => after.startsWith(p)) || (normal.slice(Math.max(0, at - 1), at) === '从' && /^.{0,3}[起开]/u.test(after));
  });
}
