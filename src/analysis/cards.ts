/**
 * Calendar entries and contact cards (iCalendar, RFC 5545; vCard, RFC 6350) read as what they say.
 * A tool exporting an event or a contact writes properties, not sentences: "BEGIN:VEVENT",
 * "RRULE:FREQ=WEEKLY;BYDAY=FR", "TEL;TYPE=CELL:…". Read line by line, the frame around the entry
 * looks like a claim of its own ("begin … vevent") and the recurrence names no weekday. Parsed with
 * `ical.js` (folded lines, escapes, parameters, recurrence rules), an entry becomes the lines a person
 * would write: the event's summary and place as fields, what happens when as a line of prose, and a
 * card's fields under their plain names ("mobile phone: …", "home address: …", "employer: …").
 * The entry's own bookkeeping (version, product, ids, stamps, alarms) says nothing about anyone.
 */
import ICAL from 'ical.js';

/** The longest text read as a card or a calendar: an export of one entry is short. */
const MAX_CARD = 8_000;
/** Where an entry starts: a text may carry one after a line of its own ("Synced contact:"). */
const BEGIN = /^BEGIN:(VCALENDAR|VEVENT|VTODO|VCARD)\s*$/imu;
/** A property line ("NAME;PARAM=x:value"), or a folded continuation of the one before it. */
const PROPERTY_LINE = /^(?:[A-Za-z][A-Za-z0-9-]*(?:;[^:\n]*)?:|[ \t])/u;

type Jcal = [string, unknown[][], Jcal[]];
type Property = [string, Record<string, unknown>, string, ...unknown[]];

const WEEKDAYS: Record<string, string> = { MO: 'Monday', TU: 'Tuesday', WE: 'Wednesday', TH: 'Thursday', FR: 'Friday', SA: 'Saturday', SU: 'Sunday' };
const ORDINALS: Record<string, string> = { '1': 'first', '2': 'second', '3': 'third', '4': 'fourth', '5': 'fifth', '-1': 'last' };
/** How a rule repeats: before its weekdays ("every month on the first Friday"), or alone from the day it starts on (a birthday, a rent day). */
const BEFORE_DAYS: Record<string, string> = { WEEKLY: 'every', MONTHLY: 'every month on the', YEARLY: 'every year on the' };
const REPEATS: Record<string, string> = { WEEKLY: 'every week', MONTHLY: 'every month', YEARLY: 'every year' };

/** A card property's plain name (the ones not listed say nothing a person would state, or are read apart). */
const CARD_FIELDS: Record<string, string> = {
  fn: 'name',
  nickname: 'nickname',
  bday: 'birthday',
  anniversary: 'anniversary',
  org: 'employer',
  title: 'job title',
  role: 'role',
  url: 'website',
  lang: 'language',
  tz: 'time zone',
  geo: 'location',
  categories: 'categories',
  impp: 'messenger',
};
/** Card properties named with their kind before them ("mobile phone", "home address"). */
const KINDED: Record<string, string> = { tel: 'phone', email: 'email', adr: 'address' };
/** A phone's, e-mail's or address's kind (a property's TYPE), as said before its name. */
const KINDS: Record<string, string> = { cell: 'mobile', mobile: 'mobile', iphone: 'mobile', home: 'home', work: 'work', fax: 'fax', pager: 'pager', internet: '', pref: '', voice: '', x400: '' };

/**
 * The text before an entry (a line of its own: "Synced contact:") and the entry's lines from its
 * first BEGIN, only property lines: a stray line of prose would stop the parser.
 */
function entryText(text: string): { before: string[]; entry: string } | undefined {
  if (text.length > MAX_CARD) return undefined;
  const begin = BEGIN.exec(text);
  if (!begin) return undefined;
  const before = text.slice(0, begin.index).split(/\r?\n/u).map((l) => l.trim()).filter(Boolean);
  const lines = text.slice(begin.index).split(/\r?\n/u).filter((l) => l.trim() && PROPERTY_LINE.test(l));
  return { before, entry: lines.join('\r\n') };
}

/** The parameter values of `name` ("TYPE=home,pref" → ["home", "pref"]), lower case. */
function parameter(p: Property, name: string): string[] {
  const v = p[1][name];
  return (Array.isArray(v) ? v : v === undefined ? [] : [v]).flatMap((x) => String(x).toLowerCase().split(','));
}

/** A property's value as text: structured values ("ADR", "N", "ORG") joined with commas, empty parts left out. */
function valueOf(p: Property): string {
  const flat = (v: unknown): string[] => (Array.isArray(v) ? v.flatMap(flat) : v === null || v === undefined ? [] : [String(v)]);
  return flat(p.slice(3))
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
}

/** The kind a TYPE parameter gives ("mobile", "home", "work"), or ''. */
function kindOf(p: Property): string {
  return parameter(p, 'type').map((t) => KINDS[t] ?? '').find(Boolean) ?? '';
}

/** A person's name a calendar address names (its CN), or the address without "mailto:". */
const personOf = (p: Property) => String(p[1].cn ?? '').trim() || valueOf(p).replace(/^mailto:/iu, '');

/** "2025-01-10T16:30:00" → its time ("16:30"), or '' for a date alone. */
const timeOf = (v: string) => /T(\d\d):(\d\d)/u.exec(v)?.slice(1, 3).join(':') ?? '';

/**
 * When an event happens, as words: "every Friday at 16:30", "every month on the first Friday",
 * "every year, on 2025-03-14", "on 2025-03-04 at 09:00".
 */
function whenOf(props: Property[]): string {
  const start = props.find((p) => p[0] === 'dtstart');
  const written = start ? valueOf(start) : '';
  // (A start the parser could not read as a date is no date: ical.js keeps it as written.)
  const begins = /^\d{4}-\d\d-\d\d/u.test(written) ? written : '';
  const time = timeOf(begins);
  const at = time ? ` at ${time}` : '';
  const rule = props.find((p) => p[0] === 'rrule')?.[3] as { freq?: string; byday?: string | string[] } | undefined;
  const date = begins ? `on ${begins.slice(0, 10)}` : '';
  if (!rule?.freq) return `${date}${at}`.trim();
  if (rule.freq === 'DAILY') return `every day${at}`;
  const days = (Array.isArray(rule.byday) ? rule.byday : rule.byday ? [rule.byday] : []).map((d) => {
    const m = /^([+-]?\d)?([A-Z]{2})$/u.exec(d);
    return m ? `${m[1] ? `${ORDINALS[m[1].replace('+', '')] ?? ''} ` : ''}${WEEKDAYS[m[2]] ?? ''}`.trim() : '';
  });
  // A weekly rule with no weekday repeats on the weekday it starts on.
  if (days.length === 0 && rule.freq === 'WEEKLY' && begins) days.push(Object.values(WEEKDAYS)[(new Date(`${begins.slice(0, 10)}T00:00:00Z`).getUTCDay() + 6) % 7]);
  if (days.length === 0) return `${REPEATS[rule.freq] ?? 'repeating'}${date ? `, ${date}` : ''}${at}`;
  return `${BEFORE_DAYS[rule.freq] ?? 'every'} ${days.filter(Boolean).join(' and ')}${at}`;
}

/**
 * An event or a task as lines: its summary and place as the fields they are, and what happens when
 * as one line of prose ("Cello lesson, every Tuesday at 17:00"); its description and people after it.
 */
function eventLines(props: Property[]): string[] {
  const text = (name: string) => props.filter((p) => p[0] === name).map(valueOf).filter(Boolean);
  const summary = text('summary').join(' ');
  const when = whenOf(props);
  return [
    summary && `summary: ${summary}`,
    when && [summary, when].filter(Boolean).join(', '),
    ...text('location').map((l) => `location: ${l}`),
    ...text('description'),
    ...props.filter((p) => p[0] === 'organizer').map((p) => `organizer: ${personOf(p)}`),
    ...props.filter((p) => p[0] === 'attendee').map((p) => `attendee: ${personOf(p)}`),
    ...text('comment'),
  ].filter(Boolean);
}

/** A contact card as `field: value` lines, its note as prose. */
function cardFields(props: Property[]): string[] {
  const out: string[] = [];
  const named = props.some((p) => p[0] === 'fn');
  for (const p of props) {
    const name = p[0];
    const value = valueOf(p);
    if (!value) continue;
    if (name === 'n' && !named) {
      // Family name first in N: written as a person says it, given name first.
      const parts = (p[3] as unknown[] | string) ?? [];
      const [family, given] = Array.isArray(parts) ? parts.map((x) => (Array.isArray(x) ? x.join(' ') : String(x ?? ''))) : [String(parts), ''];
      out.push(`name: ${[given, family].filter(Boolean).join(' ')}`);
    } else if (KINDED[name]) out.push(`${kindOf(p)} ${KINDED[name]}: ${value}`.trim());
    else if (name === 'related') out.push(`${parameter(p, 'type')[0] ?? 'related'}: ${value}`);
    else if (name === 'note') out.push(value);
    else if (CARD_FIELDS[name]) out.push(`${CARD_FIELDS[name]}: ${value}`);
  }
  return out;
}

/** The components of a parsed entry, depth first (a calendar holds events; an alarm inside an event is left out). */
function components(j: Jcal): Jcal[] {
  if (j[0] === 'valarm' || j[0] === 'vtimezone') return [];
  return [j, ...j[2].flatMap(components)];
}

/**
 * The lines a calendar entry or a contact card says, or undefined when the text is neither (or is
 * not one a parser reads: then it is read as any other record, line by line).
 */
export function cardLines(text: string): string[] | undefined {
  const read = entryText(text);
  if (!read) return undefined;
  let parsed: unknown;
  try {
    parsed = ICAL.parse(read.entry);
  } catch {
    return undefined;
  }
  const roots = (Array.isArray(parsed) && typeof parsed[0] === 'string' ? [parsed] : Array.isArray(parsed) ? parsed : []) as Jcal[];
  const lines = roots.flatMap(components).flatMap((c) => {
    const props = c[1] as Property[];
    if (c[0] === 'vcard') return cardFields(props);
    if (c[0] === 'vevent' || c[0] === 'vtodo') return eventLines(props);
    return [];
  });
  return lines.length > 0 ? [...read.before, ...lines] : undefined;
}

/** A line this reader gives as a field ("mobile phone: …"), not as prose. */
const FIELD = /^\p{L}[\p{L} ]{0,30}: /u;

/**
 * What a calendar entry or a contact card says in prose — when its event happens, its description,
 * a card's note — or undefined when the text is neither. Its fields are values of many attributes at
 * once, read field by field where records are compared (facets.ts), not one claim.
 */
export function cardProse(text: string): string | undefined {
  return cardLines(text)
    ?.filter((l) => !FIELD.test(l))
    .join('\n');
}
