/**
 * Event-time extraction: when a memory says it was true ("as of 1999", "(as of May 2, 2011)",
 * "截至2020年"). The revision core compares event times so a fact about an older moment that
 * arrives late never supersedes a fact about a newer one.
 */

const MONTHS: Record<string, number> = {
  jan: 0, feb: 1, mar: 2, apr: 3, may: 4, jun: 5, jul: 6, aug: 7, sep: 8, sept: 8, oct: 9, nov: 10, dec: 11,
};

const DATE = String.raw`(?:[a-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}\s+[a-z]{3,9}\.?,?\s+\d{4}|\d{4}-\d{1,2}(?:-\d{1,2})?|[a-z]{3,9}\.?\s+\d{4}|\d{4}\s*年(?:\s*\d{1,2}\s*月)?(?:\s*\d{1,2}\s*日)?|\d{4})`;
/** "(as of …)", "as of …", "as at …", "截至…": the clause and its date. */
const AS_OF = new RegExp(String.raw`\(?\s*(?:as of|as at|effective|截至到|截至|截止到|截止)\s*(${DATE})\s*\)?`, 'iu');

const WEEKDAY = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)day`;
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
/**
 * "as of this month", "effective Monday", "as from 1 March": a change dated by words rather than a
 * full date. It sets no event time (the date has no year), but it says the value changed then, and it is no part of the claim.
 */
const AS_OF_RELATIVE = new RegExp(
  String.raw`\b(?:as of|as from|effective(?: from)?|with effect from|starting from|beginning)\s+(?:(?:this|next|last)\s+(?:week|month|year|term|quarter|${WEEKDAY})|today|tomorrow|now|${WEEKDAY}|${MONTH}(?:\s+\d{1,2}(?:st|nd|rd|th)?)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH})\b\s*,?`,
  'iu',
);

/** Parses a date phrase ("1984", "May 23, 2014", "2014-06-03", "2020年6月") to epoch ms (UTC). */
export function parseDate(phrase: string): number | undefined {
  const s = phrase.trim().toLowerCase();
  let m = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?/.exec(s);
  if (m) return Date.UTC(+m[1], +m[2] - 1, m[3] ? +m[3] : 1);
  m = /^(\d{4})\s*年(?:\s*(\d{1,2})\s*月)?(?:\s*(\d{1,2})\s*日)?/.exec(s);
  if (m) return Date.UTC(+m[1], m[2] ? +m[2] - 1 : 0, m[3] ? +m[3] : 1);
  m = /^([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})/.exec(s);
  if (m && MONTHS[m[1].slice(0, m[1] === 'sept' ? 4 : 3)] !== undefined) return Date.UTC(+m[3], MONTHS[m[1].slice(0, 3)], +m[2]);
  m = /^(\d{1,2})\s+([a-z]{3,9})\.?,?\s+(\d{4})/.exec(s);
  if (m && MONTHS[m[2].slice(0, 3)] !== undefined) return Date.UTC(+m[3], MONTHS[m[2].slice(0, 3)], +m[1]);
  m = /^([a-z]{3,9})\.?\s+(\d{4})/.exec(s);
  if (m && MONTHS[m[1].slice(0, 3)] !== undefined) return Date.UTC(+m[2], MONTHS[m[1].slice(0, 3)], 1);
  m = /^(?:the\s+)?(?:year\s+)?(\d{4})\b/.exec(s);
  if (m) return Date.UTC(+m[1], 0, 1);
  return undefined;
}

/** Finds an explicit "as of" clause; returns its time and the text with the clause removed. */
export function extractEventTime(text: string): { eventTime?: number; rest: string; since?: boolean } {
  const m = AS_OF.exec(text);
  if (!m) {
    const r = AS_OF_RELATIVE.exec(text);
    return r ? { rest: (text.slice(0, r.index) + text.slice(r.index + r[0].length)).replace(/\s+/g, ' ').replace(/^[\s,，;；:：]+/u, '').trim(), since: true } : { rest: text };
  }
  const t = parseDate(m[1]);
  if (t === undefined) return { rest: text };
  return { eventTime: t, rest: (text.slice(0, m.index) + text.slice(m.index + m[0].length)).replace(/\s+/g, ' ').replace(/^[\s,，;；:：]+/u, '').trim() };
}
