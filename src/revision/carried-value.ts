/**
 * A less trusted write that carries a memory's own value. A memory states its value as typed items —
 * the names, e-mail addresses, phone numbers, other numbers, dates, times, weekdays, years and
 * closed-class values in it (facets.ts). A record that gives every one of them, in whatever format
 * and language around them, and says no change (no cue or verb of change, no value denied or ended)
 * restates that memory: whatever its other fields rival is another thing, not this memory's value.
 * A contradiction gives another value in at least one item; a look-alike about another person or
 * another time does not carry the memory's items at all.
 */
import { emailsOf, phonesOf } from './affinity.js';
import { GENERIC, TITLES, isAlias, type Facet, type Facets } from './facets.js';
import { latinFolded } from '../analysis/letters.js';
import { namedIn } from '../analysis/named-in.js';

/** A memory's value, item by item. */
interface Items {
  emails: string[];
  phones: string[];
  names: string[];
  numbers: string[];
  days: string[];
  times: string[];
  weekdays: string[];
  years: string[];
  classes: string[];
}

/** Characters of a text read (memories and records are short; untrusted text is capped before use). */
const MAX_CHARS = 4000;

/** The items a text states (`aliases`: the names of the person it is about, which are no value of theirs). */
function itemsOf(text: string, f: Facets, aliases: ReadonlySet<string>): Items {
  const emails = emailsOf(text);
  const phones = [...phonesOf(text)];
  const all = (pick: (x: Facet) => readonly string[]) => [...new Set(f.facets.flatMap(pick))];
  // A phone's or an address's digit groups are given by the phone and the address, not as numbers of their own.
  const inContact = (d: string) => phones.some((p) => p.includes(d)) || emails.some((e) => e.includes(d));
  const names = all((x) => x.names).filter((w) => !GENERIC.has(w) && !TITLES.has(w) && !isAlias(aliases, w) && !emails.some((e) => e.includes(w)));
  return {
    emails,
    phones,
    names,
    numbers: all((x) => x.numbers).filter((d) => !inContact(d)),
    days: all((x) => x.days),
    times: all((x) => x.times),
    weekdays: all((x) => x.weekdays),
    years: all((x) => x.years),
    classes: all((x) => Object.values(x.classes).flat()),
  };
}

/** Share of the words of a memory's value (claim.ts) that must be its typed items: a value in words ("a grey whippet") is not told by a name beside it ("Biscuit"). */
const TYPED_SHARE = 0.5;

/** The memory's value (its claim's value words) is mostly names and numbers: what items can tell. */
function typedValue(value: string, m: Items): boolean {
  const words = value.split(' ').filter((w) => w !== '');
  const names = new Set(m.names.map(latinFolded));
  const typed = words.filter((w) => /\d/u.test(w) || names.has(latinFolded(w)) || m.emails.includes(w));
  return words.length > 0 && typed.length >= TYPED_SHARE * words.length;
}

/**
 * Does `write` give every item of the memory's value? Only a memory whose value (`value`, its claim's
 * value words) is mostly names and numbers can be carried — not one told by weekdays, times or a
 * closed class alone; a write that changes, denies or ends something (`changes`) restates nothing.
 */
export function carriesValue(write: { text: string; facets: Facets }, memory: { text: string; facets: Facets; value: string }, aliases: ReadonlySet<string>, changes: boolean): boolean {
  if (changes) return false;
  const text = write.text.slice(0, MAX_CHARS).normalize('NFKC');
  const m = itemsOf(memory.text.slice(0, MAX_CHARS).normalize('NFKC'), memory.facets, aliases);
  const strong = m.emails.length + m.phones.length + m.names.length + m.numbers.length + m.days.length + m.years.length;
  if (strong === 0 || !typedValue(memory.value, m)) return false;
  // The write denies a name of the memory's where it gives it ("no longer with Dr Berg").
  if (write.facets.facets.some((f) => f.deniedAnchors.some((a) => m.names.includes(a)) || (f.negated && m.names.some((x) => latinFolded(f.text).includes(latinFolded(x)))))) return false;
  const w = itemsOf(text, write.facets, new Set());
  const digits = new Set(text.match(/\d+/gu) ?? []);
  const within = (xs: readonly string[], ys: readonly string[]) => xs.every((x) => ys.includes(x));
  return (
    m.emails.every((e) => text.toLowerCase().includes(e)) &&
    within(m.phones, w.phones) &&
    m.numbers.every((d) => digits.has(d)) &&
    within(m.days, w.days) &&
    within(m.times, w.times) &&
    within(m.weekdays, w.weekdays) &&
    m.years.every((y) => digits.has(y)) &&
    // A closed class's values exactly: "window" beside "aisle" carries no preference for the window.
    within(m.classes, w.classes) &&
    (m.classes.length === 0 || within(w.classes, m.classes)) &&
    m.names.every((x) => namedIn(x, text))
  );
}
