/**
 * A less trusted write that names a value of the user's memory and says it ended: "no longer banks
 * with <the bank>", "<the insurer> – terminated", "previous address <the address> removed", "已停用"
 * beside their number. The old value named and ended is a change of the user's attribute, whatever
 * language, format or attribute words carry it — so a record that says it contradicts the user's
 * word, and waits for verification like any other lower-trust contradiction.
 *
 * What counts as the value: the names the memory gives mid-sentence (capitalised, no English
 * dictionary word, none of the user's own names), its e-mail addresses and phone numbers — read only
 * from the memory's clauses that do not themselves deny or end something ("kein Fleisch" denied
 * by both is agreement). What counts as ending it: a word of ending or of "no longer", or a negator,
 * in the same clause of the write (ending-words.ts). Not where the write names the same value in a
 * clause that keeps it ("FitBlok Královo Pole, not FitBlok Lesná"), nor where the clause speaks of a
 * relative, nor in someone else's record.
 */
import { ENDING_WORDS, NO_LONGER_WORDS } from '../analysis/ending-words.js';
import { isDictionaryWord } from '../analysis/wordnet.js';
import { EMAIL, phonesOf } from './affinity.js';
import { aboutTheUser, facetsOf, isAlias, type Facets } from './facets.js';

/** A clause longer than this (in words) is a passage, not one statement about one value. */
const MAX_CLAUSE_WORDS = 24;

/** Shortest name read as a value (shorter ones are initials and particles). */
const MIN_NAME = 3;

/** Scripts written without spaces: their terms are found inside the clause's text. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/** Lower case, Latin letters without diacritics (an ASCII key's "ukonceno" is "ukončeno"). */
const fold = (s: string) => s.normalize('NFD').replace(/(\p{Script=Latin})\p{M}+/gu, '$1').normalize('NFC').toLowerCase();

interface Matcher {
  words: Set<string>;
  stems: string[];
  phrases: string[][];
  unspaced: string[];
}

/**
 * Terms of the lexicons read in every clause whatever its language, left out where they are common
 * other words elsewhere: Finnish "en"/"et" (French, Spanish), Romanian "nu" (Dutch, Swedish "now"),
 * "ni", "mai" (German May), "tak" (Polish yes), "di", "si", "pole", "nebe", "dati", "pas" (Dutch
 * card), and "no" (a record's "No." and "Smoker: no"). A term of one character in an unspaced script
 * is part of many words ("不" in 不错, "非" in 非常, Korean "안" in 안내) and is left out by rule, as
 * are Hindi "न"/"ना" (suffixes).
 */
const AMBIGUOUS = new Set(['en', 'et', 'nu', 'ni', 'mai', 'tak', 'di', 'si', 'pole', 'nebe', 'dati', 'pas', 'no', 'न', 'ना']);

function matcherOf(...lists: Record<string, readonly string[]>[]): Matcher {
  const m: Matcher = { words: new Set(), stems: [], phrases: [], unspaced: [] };
  for (const list of lists)
    for (const terms of Object.values(list))
      for (const raw of terms) {
        const t = fold(raw.trim());
        if (!t || AMBIGUOUS.has(t)) continue;
        if (UNSPACED.test(t)) {
          if ([...t.replace(/\s+/gu, '')].length > 1) m.unspaced.push(t.replace(/\s+/gu, ''));
          continue;
        }
        if (t.endsWith('*')) m.stems.push(t.slice(0, -1));
        else if (/\s/u.test(t)) m.phrases.push(t.split(/\s+/u));
        else m.words.add(t);
      }
  return m;
}

/** Words and phrases of ending and of "no longer", with each language's negators. */
const ENDS = matcherOf(ENDING_WORDS, NO_LONGER_WORDS);

/** The folded words of a text: letter and digit runs, snake_case and camelCase split. */
function wordsOf(text: string): string[] {
  return (text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map(fold);
}

/** A clause's words, its e-mail addresses left out: a name inside one is the sender's domain ("info@<the gym>.example"), not the thing named. */
const clauseWords = (clause: string) => wordsOf(clause.replace(new RegExp(EMAIL, 'gu'), ' '));

/**
 * Where a clause ends something: the word positions of its words, stems and phrases of ending — or
 * `[-1]`, anywhere, for a term of an unspaced script found inside it. Empty where it ends nothing.
 */
function endings(clause: string): number[] {
  const words = clauseWords(clause);
  const at = words.flatMap((w, i) => (ENDS.words.has(w) || ENDS.stems.some((s) => w.startsWith(s)) || ENDS.phrases.some((p) => p.every((x, k) => words[i + k] === x)) ? [i] : []));
  if (at.length > 0 || !UNSPACED.test(clause)) return at;
  const flat = fold(clause).replace(/\s+/gu, '');
  return ENDS.unspaced.some((t) => flat.includes(t)) ? [-1] : [];
}

const ends = (clause: string) => endings(clause).length > 0;

/** A clause of a text, and whether it opens a sentence (its first word is capitalised as a sentence's). */
interface Clause {
  text: string;
  opens: boolean;
}

/**
 * The clauses of a text's lines (a record's fields, a letter's sentences — facets.ts): sentences,
 * split again at commas and semicolons; a field's dash keeps its value and its end together.
 */
function clausesOf(lines: readonly string[]): Clause[] {
  const out: Clause[] = [];
  for (const line of lines)
    for (const sentence of line.split(/(?<=[.!?。！？])\s+|\n/u))
      sentence.split(/;\s+|,\s+|[；，、]/u).forEach((text, i) => {
        const t = text.trim();
        if (t.length > 0 && wordsOf(t).length <= MAX_CLAUSE_WORDS) out.push({ text: t, opens: i === 0 });
      });
  return out;
}

/** The write says that something ended, in some clause: worth looking up the user's memories it may end. */
export function saysEnded(text: string): boolean {
  return clausesOf(text.split('\n')).some((c) => ends(c.text));
}

/** Two forms of one name: equal, or one declined ("Šťastná" / "Šťastné", "Airin" / "Air" is too short). */
function sameName(a: string, b: string): boolean {
  if (a === b) return true;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i >= 5 && i >= Math.max(a.length, b.length) - 2;
}

/** A name of the user's, or a form of it — their family name as a relative bears it ("Dvořák" beside "Dvořáková"). */
function ofTheUser(w: string, aliases: ReadonlySet<string>): boolean {
  if (isAlias(aliases, w.toLowerCase())) return true;
  const f = fold(w);
  return [...aliases].some((a) => {
    const x = fold(a);
    return Math.min(x.length, f.length) >= MIN_NAME + 1 && (x.startsWith(f) || f.startsWith(x));
  });
}

/** What a clause of the memory names as a value: names written mid-sentence, e-mail addresses, phone numbers. */
interface Values {
  names: string[];
  emails: string[];
  phones: string[];
}

function valuesOf(clause: Clause, aliases: ReadonlySet<string>): Values {
  const words = clause.text.replace(new RegExp(EMAIL, 'gu'), ' ').match(/[\p{L}\p{M}]+|[^\p{L}\p{M}\s]+/gu) ?? [];
  const capital = (i: number) => /^\p{Lu}/u.test(words[i] ?? '') && (i > 0 || !clause.opens);
  const names: string[] = [];
  words.forEach((w, i) => {
    if (!capital(i) || w.length < MIN_NAME || ofTheUser(w, aliases)) return;
    // A dictionary word is a name only inside a run of capitalised words ("Lakeshore Dental").
    if (isDictionaryWord(w.toLowerCase()) && !capital(i - 1) && !capital(i + 1)) return;
    names.push(fold(w));
  });
  const emails = (clause.text.match(new RegExp(EMAIL, 'gu')) ?? []).map((e) => e.toLowerCase());
  return { names, emails, phones: [...phonesOf(clause.text)] };
}

/** The memory's values, from its clauses that end or deny nothing. */
function keptValues(memory: Facets, aliases: ReadonlySet<string>): Values {
  const out: Values = { names: [], emails: [], phones: [] };
  for (const c of clausesOf(memory.facets.map((f) => f.text))) {
    if (ends(c.text)) continue;
    const v = valuesOf(c, aliases);
    out.names.push(...v.names);
    out.emails.push(...v.emails);
    out.phones.push(...v.phones);
  }
  return out;
}

/** Words between a word of ending and the name it ends ("ikke længere nogen konto i Banka"): further, it ends something else. */
const ENDING_REACH = 7;

/** The memory's value a clause of the write names — a name within reach of a word of ending at `at` — if any. */
function named(clause: string, v: Values, at: readonly number[] = [-1]): string | undefined {
  const words = clauseWords(clause);
  const near = (i: number) => at.some((e) => e < 0 || Math.abs(e - i) <= ENDING_REACH);
  const name = v.names.find((n) => words.some((w, i) => sameName(w, n) && near(i)));
  if (name) return name;
  const lower = clause.toLowerCase();
  const email = v.emails.find((e) => lower.includes(e));
  if (email) return email;
  const phones = phonesOf(clause);
  return v.phones.find((p) => phones.has(p));
}

/**
 * Why the write `write` (read as `facets`, against the user of `aliases`) ends a value of the user's
 * memory (read as `memory`), or undefined.
 */
export function endsValue(write: string, facets: Facets, memory: Facets, aliases: ReadonlySet<string>): string | undefined {
  const values = keptValues(memory, aliases);
  if (values.names.length + values.emails.length + values.phones.length === 0) return undefined;
  // The write speaks of the user — names them, calls them the customer or "you" — or gives one of
  // the memory's own addresses or numbers; never in a record whose holder is someone else.
  const identifies = values.emails.some((e) => write.toLowerCase().includes(e)) || values.phones.some((p) => phonesOf(write).has(p));
  if (!aboutTheUser(facets, aliases) && !(identifies && !facets.facets.some((f) => f.holder.length > 0))) return undefined;
  const clauses = clausesOf(facets.facets.map((f) => f.text)).map((c) => c.text);
  const kept = clauses.filter((c) => !ends(c));
  for (const c of clauses) {
    const at = endings(c);
    if (at.length === 0) continue;
    const value = named(c, values, at);
    if (value === undefined) continue;
    // The same value kept elsewhere in the write: the write agrees and ends something else of it.
    const only: Values = value.includes('@') ? { names: [], emails: [value], phones: [] } : /^\d+$/u.test(value) ? { names: [], emails: [], phones: [value] } : { names: [value], emails: [], phones: [] };
    if (kept.some((k) => named(k, only) !== undefined)) continue;
    // A relative's or partner's thing, ended ("her husband's contract ended"), is theirs.
    if (facetsOf(c, 0).facets.some((f) => f.relations.length > 0)) continue;
    return `ends the memory's "${value}": "${c.slice(0, 80)}"`;
  }
  return undefined;
}

/**
 * A line of the write names a value of the user's memory (read as `memory`) and ends nothing of it:
 * it speaks of that memory's thing ("karnet w klubie <the user's gym>").
 */
export function namesKeptValue(line: string, memory: Facets, aliases: ReadonlySet<string>): boolean {
  const values = keptValues(memory, aliases);
  if (values.names.length + values.emails.length + values.phones.length === 0) return false;
  return clausesOf([line]).some((c) => !ends(c.text) && named(c.text, values) !== undefined);
}
