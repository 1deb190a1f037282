/**
 * The dates a short claim names, as values any language shares: a day of the year (`MM-DD`) or,
 * where the text names only a month, the month (`MM`). "15 апреля", "4月15日", "4월 15일",
 * "15 de abril", "April 15", "20250415" and "2025-04-15" are one day; "in June", "en junio",
 * "в июне", "im Juni" and "6月" are one month. A copy of a claim in another language keeps its
 * dates, so they tie copies together where the words around them differ; a weekday too
 * ("Wednesdays", "mercredi", "周三", "수요일").
 */
import * as chrono from 'chrono-node';
import { dateNames, inflectedMonthOf, monthOf, weekdayOf } from '../analysis/date-names.js';

/** A date parser of chrono-node's. */
type DateParser = { parse(text: string, ref?: Date): { index: number; text: string; start: { get(c: 'month' | 'day'): number | null; isCertain(c: 'month' | 'day'): boolean } }[] };
/**
 * chrono-node's parsers by script: a short text's language is often guessed wrong ("3 juin" read as
 * Italian), so every language of its script is tried; English first, as it reads ISO dates.
 */
const LATIN: DateParser[] = [chrono.en, chrono.fr, chrono.de, chrono.es, chrono.pt, chrono.it, chrono.nl, chrono.sv, chrono.fi, chrono.id, chrono.vi];
const CYRILLIC: DateParser[] = [chrono.en, chrono.ru, chrono.uk];
const CJK: DateParser[] = [chrono.en, chrono.zh, chrono.ja];

const pad = (x: number | null | undefined) => String(x ?? 0).padStart(2, '0');
/** A day of the month in digits just before a month's name ("10 ", "10. ", "10 de "), and just after it (" 10"). */
const DAY_BEFORE = /(?<![\d.,:/])(3[01]|[12]\d|0?[1-9])\.?\s*(?:de\s+)?$/u;
const DAY_AFTER = /^\s*(3[01]|[12]\d|0?[1-9])(?![\d.,:/])/u;

/** Blanks `length` characters of `text` from `index`, so later readers keep their offsets. */
const blank = (text: string, index: number, length: number) => text.slice(0, index) + ' '.repeat(length) + text.slice(index + length);

/** Dates a short text names, and the text with them blanked. */
export interface ClaimDates {
  /** Days of the year, `MM-DD`. */
  days: string[];
  /** Months named without a day, `MM`. */
  months: string[];
  /** Weekdays named, `0` (Sunday) to `6`. */
  weekdays: string[];
  /** The text with every date blanked. */
  rest: string;
}

/** Reads the days and months a short text names (`at`: when it was written, for chrono-node). */
export function datesOf(text: string, at: number): ClaimDates {
  const days = new Set<string>();
  const months = new Set<string>();
  let rest = text;
  // A compact ISO date (iCalendar's `20250415`) and the Korean "4월 15일", which chrono-node does not read.
  for (const m of rest.matchAll(/(?<!\d)(?:19|20)\d\d(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?!\d)|(?<!\d)(1[0-2]|0?[1-9])월\s*(?:(3[01]|[12]\d|0?[1-9])일)?/gu)) {
    const [month, day] = m[1] ? [m[1], m[2]] : [m[3], m[4]];
    if (day) days.add(`${pad(+month)}-${pad(+day)}`);
    else months.add(pad(+month));
    rest = blank(rest, m.index, m[0].length);
  }
  if (/\d/u.test(rest)) {
    const parsers = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(rest) ? CJK : /\p{Script=Cyrillic}/u.test(rest) ? CYRILLIC : LATIN;
    for (const parser of parsers) {
      for (const r of parser.parse(rest, new Date(at))) {
        // A date the text writes out ("10 March", "10/03"), not one reckoned from a span ("for six weeks").
        if (!r.start.isCertain('month') || !/\d/u.test(r.text)) continue;
        if (r.start.isCertain('day')) days.add(`${pad(r.start.get('month'))}-${pad(r.start.get('day'))}`);
        else if (/月/u.test(r.text)) months.add(pad(r.start.get('month')));
        else continue;
        rest = blank(rest, r.index, r.text.length);
      }
    }
  }
  // A month named, with the day written beside it in digits ("10 Mart'ta", "10. März", "10 مارس")
  // where chrono-node reads no such date, or without a day ("in June", "в июне").
  for (const m of rest.matchAll(/\p{L}+/gu)) {
    const exact = m[0].length >= 3 ? monthOf(m[0]) : undefined;
    const inflected = exact === undefined && m[0].length >= 3 ? inflectedMonthOf(m[0]) : undefined;
    if (exact === undefined && inflected === undefined) continue;
    const before = DAY_BEFORE.exec(rest.slice(0, m.index));
    const after = before ? null : DAY_AFTER.exec(rest.slice(m.index + m[0].length));
    const month = exact ?? (before || after ? inflected : undefined);
    if (month === undefined) continue;
    const day = before?.[1] ?? after?.[1];
    if (day) days.add(`${pad(month)}-${pad(+day)}`);
    else months.add(pad(month));
    const from = before ? before.index : m.index;
    rest = blank(rest, from, m.index - from + m[0].length + (after ? after[0].length : 0));
  }
  // A weekday ("every Wednesday", "每周三", "수요일"): one value in every language, as a date is.
  const weekdays = new Set<string>();
  for (const m of rest.matchAll(/\p{L}+(?:-\p{L}+)?/gu)) {
    const day = m[0].length >= 3 && !/[\p{Script=Han}\p{Script=Hangul}]/u.test(m[0]) ? weekdayOf(m[0]) : undefined;
    if (day === undefined) continue;
    weekdays.add(String(day));
    rest = blank(rest, m.index, m[0].length);
  }
  const { cjkWeekdays, weekdays: weekdayNumber } = dateNames();
  for (const w of cjkWeekdays) {
    for (let i = rest.indexOf(w); i >= 0; i = rest.indexOf(w)) {
      weekdays.add(String(weekdayNumber.get(w)));
      rest = blank(rest, i, w.length);
    }
  }
  return { days: [...days].sort(), months: [...months].sort(), weekdays: [...weekdays].sort(), rest };
}
