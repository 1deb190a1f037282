/**
 * A less trusted write that names a value of the user's memory and says it ended: "no longer banks
 * with <the bank>", "<the insurer> – terminated", "the contract with <the carrier> was cancelled",
 * "已停用" beside their number. The old value named and ended is a change of the user's attribute,
 * whatever language, format or attribute words carry it — so a record that says it contradicts the
 * user's word, and waits for verification like any other lower-trust contradiction.
 *
 * What counts as the value: a name the memory gives — two capitalised words or more in a row, or one
 * no English dictionary lists, none of them a name of the user's (their own name is who, not what) —
 * its e-mail addresses and phone numbers, read only from the memory's clauses that end nothing
 * themselves. What counts as ending it: a word of ending or a phrase of "no longer" of the clause's
 * language (ending-words.ts; a plain negator is no end: "she did not cancel", "the class is not at
 * 7"), within a few words of the value, in the same clause. Not where the write names the same
 * value in a clause that keeps it, nor in a line that speaks of a relative, nor in someone else's
 * record.
 */
import { ENDING_WORDS, NO_LONGER_WORDS } from '../analysis/ending-words.js';
import { isDictionaryWord } from '../analysis/wordnet.js';
import { latinFolded } from '../analysis/letters.js';
import { phonesOf } from './affinity.js';
import { ISO3, aboutTheUser, facetsOf, family, isAlias, type Facets } from './facets.js';
import { languageOf } from '../analysis/analyze.js';

/** A clause longer than this (in words) is a passage, not one statement about one value. */
const MAX_CLAUSE_WORDS = 24;

/** Characters of a write looked through for a word of ending (its facets read no more). */
const MAX_CHARS = 18_000;

/** Shortest name read as a value (shorter ones are initials and particles). */
const MIN_NAME = 3;

/** Scripts written without spaces: their terms are found inside the clause's text. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

const fold = latinFolded;

interface Matcher {
  words: Set<string>;
  stems: string[];
  phrases: string[][];
  unspaced: string[];
  /** A negator and an adverb of "any more" that say "no longer" with words between them ("ne vient *plus*", "gaat er *niet* vaak *meer*"). */
  pairs: [Set<string>, Set<string>][];
}

/**
 * "No longer" said around the verb, in the languages that split it: a negator and an adverb of
 * "any more" within `PAIR_REACH` words of each other, in either order (French "ne … plus", Italian
 * "non … più", Portuguese "não … mais", Dutch "niet … meer", German "nicht … mehr", Swedish "inte
 * … längre", Danish and Norwegian "ikke … længere / lenger", Polish "już nie", Finnish "ei … enää",
 * Hungarian "már nem", Indonesian "tidak … lagi", Russian "больше не", Ukrainian "більше не",
 * Greek "δεν … πια"). Folded as the clause's words are.
 */
const NO_LONGER_PAIRS: Record<string, [string[], string[]]> = {
  fr: [['ne', 'n'], ['plus']],
  it: [['non'], ['piu']],
  pt: [['nao'], ['mais']],
  nl: [['niet', 'geen'], ['meer']],
  de: [['nicht', 'kein', 'keine', 'keinen', 'keinem', 'keiner'], ['mehr']],
  sv: [['inte', 'ej'], ['langre']],
  da: [['ikke'], ['længere']],
  nb: [['ikke'], ['lenger', 'lengre']],
  pl: [['nie'], ['juz']],
  fi: [['ei', 'en', 'et', 'emme', 'ette', 'eivat'], ['enaa']],
  hu: [['nem'], ['mar']],
  id: [['tidak', 'tak', 'bukan'], ['lagi']],
  ru: [['не'], ['больше', 'уже']],
  uk: [['не'], ['більше', 'вже']],
  el: [['δεν'], ['πια', 'πλεον']],
};

/** Words a negator and its "any more" may stand apart. */
const PAIR_REACH = 3;

/** Chinese "没有" and "不是" are everyday "no" and "is not" ("没有欠费", "是不是"), not an end. */
const NOT_ENDING = new Set(['没有', '沒有', '不是']);

/**
 * Words of an earlier time rather than of an end — "previous", "anterior", "tidigare" are also "the
 * previous appointment", "earlier" — left out, whole words only ("expired" is an end).
 */
const EARLIER = /^(?:previous|previously|former|formerly|earlier|prior|old|ex|ex-|anterior|anteriormente|precedente|vorherig\S*|ehemalig\S*|tidigare|tidligere|aiemmin|drive|korabban|predtym|sebelumnya|bekas)$/u;

/**
 * Matchers of the terms of ending and of "no longer" (its phrases; a plain negator alone is no end),
 * by family of languages (facets.ts): a term is read only in a text of its language's family — "ex"
 * is Latin in a German record and "ex VAT" on an English invoice, Turkish "ne" is "what", Estonian
 * "mitte" a Berlin district — and franc tells Portuguese from Spanish less well than their words differ.
 * Terms of unspaced scripts are read by their script: franc reads a Chinese note with an address in
 * it as something else.
 */
const ENDS = new Map<string, Matcher>();
for (const [lang, iso3] of Object.entries(ISO3)) {
  const terms = [...(ENDING_WORDS[lang] ?? []), ...(NO_LONGER_WORDS[lang] ?? []).filter((t) => /\s/u.test(t.trim()) || (UNSPACED.test(t) && [...t].length > 1))];
  const key = UNSPACED.test(terms.join('')) ? 'unspaced' : (family(iso3) ?? iso3);
  const m = matcherOf(terms.filter((t) => !NOT_ENDING.has(t) && !EARLIER.test(fold(t))));
  const pair = NO_LONGER_PAIRS[lang];
  if (pair) m.pairs.push([new Set(pair[0].map(fold)), new Set(pair[1].map(fold))]);
  const into = ENDS.get(key);
  if (!into) ENDS.set(key, m);
  else {
    m.words.forEach((w) => into.words.add(w));
    into.stems.push(...m.stems);
    into.phrases.push(...m.phrases);
    into.unspaced.push(...m.unspaced);
    into.pairs.push(...m.pairs);
  }
}

function matcherOf(terms: readonly string[]): Matcher {
  const m: Matcher = { words: new Set(), stems: [], phrases: [], unspaced: [], pairs: [] };
  for (const raw of terms) {
    const t = fold(raw.trim());
    if (!t) continue;
    if (UNSPACED.test(t)) {
      // A term of one character is part of many words ("不" in 不错, "非" in 非常).
      if ([...t.replace(/\s+/gu, '')].length > 1) m.unspaced.push(t.replace(/\s+/gu, ''));
      continue;
    }
    if (t.endsWith('*')) m.stems.push(t.slice(0, -1));
    else if (/\s/u.test(t)) m.phrases.push(t.split(/\s+/u));
    else m.words.add(t);
  }
  return m;
}

/** The folded words of a text: letter and digit runs, snake_case and camelCase split. */
function wordsOf(text: string): string[] {
  return (text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map(fold);
}

/**
 * Where a clause in `language` ends something: the word positions of its words, stems and phrases of
 * ending — or `[-1]`, anywhere, for a term of an unspaced script found inside it. Empty where it ends
 * nothing, or where its language has no lexicon.
 */
function endings(clause: string, language: string): number[] {
  const words = placedWords(clause);
  const m = ENDS.get(family(language) ?? language);
  const apart = (pairs: Matcher['pairs'], i: number) => pairs.some(([not, more]) => not.has(words[i]) && words.slice(Math.max(0, i - PAIR_REACH), i + PAIR_REACH + 1).some((x) => more.has(x)));
  const at = m ? words.flatMap((w, i) => (m.words.has(w) || m.stems.some((s) => w.startsWith(s)) || m.phrases.some((p) => p.every((x, k) => words[i + k] === x)) || apart(m.pairs, i) ? [i] : [])) : [];
  if (at.length > 0 || !UNSPACED.test(clause)) return at;
  const flat = fold(clause).replace(/\s+/gu, '');
  return (ENDS.get('unspaced')?.unspaced ?? []).some((t) => flat.includes(t)) ? [-1] : [];
}

/** A clause of a text: its words' text, its language, and whether it opens a sentence (its first word is capitalised as a sentence's). */
interface Clause {
  text: string;
  language: string;
  opens: boolean;
  /** The line it is in speaks of a relative or a partner. */
  relative: boolean;
  /** The line it is in is a record's field. */
  keyed: boolean;
}

/**
 * The clauses of a text's lines (a record's fields, a letter's sentences — facets.ts): sentences,
 * split again at commas and semicolons; a field's dash keeps its value and its end together. A
 * line whose language is unsure takes the text's.
 */
function clausesOf(facets: Facets, language: string): Clause[] {
  const out: Clause[] = [];
  for (const f of facets.facets)
    for (const sentence of f.text.split(/(?<=[.!?])\s+|(?<=[。！？])|\n/u))
      sentence.split(/;\s*|,\s+|[；，、]/u).forEach((text, i) => {
        const t = text.trim();
        if (t.length > 0 && wordsOf(t).length <= MAX_CLAUSE_WORDS) out.push({ text: t, language: f.language === 'und' ? language : f.language, opens: i === 0, relative: f.relations.length > 0, keyed: f.keyed });
      });
  return out;
}

/** The write says that something ended, in some clause of its language: worth looking up the user's memories it may end. */
export function saysEnded(text: string): boolean {
  const language = languageOf(text);
  return text
    .slice(0, MAX_CHARS)
    .split('\n').some((line) => line.split(/[.;,，；。]\s*/u).some((c) => /[\p{L}\p{N}]/u.test(c) && wordsOf(c).length <= MAX_CLAUSE_WORDS && endings(c, language).length > 0));
}

/** Words between a word of ending and the value it ends ("ikke længere nogen konto i <the bank>"): further, it ends something else. */
const ENDING_REACH = 7;

/** What a clause of the memory names as a value: names, e-mail addresses, phone numbers. */
interface Values {
  names: string[];
  emails: string[];
  phones: string[];
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

/**
 * The values a clause of the memory gives: each run of capitalised words not opening a sentence and
 * holding no name of the user's — its words no dictionary lists, or the whole run where every word
 * is one ("Lakeshore Dental") — and its e-mail addresses and phone numbers.
 */
function valuesOf(clause: Clause, aliases: ReadonlySet<string>): Values {
  const words = withoutEmails(clause.text, () => ' , ').match(/[\p{L}\p{M}]+|[^\p{L}\p{M}\s]+/gu) ?? [];
  const capital = (i: number) => /^\p{Lu}/u.test(words[i] ?? '') && (i > 0 || !clause.opens);
  const names: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!capital(i)) continue;
    let j = i;
    while (capital(j + 1)) j++;
    const run = words.slice(i, j + 1);
    i = j;
    if (run.some((w) => ofTheUser(w, aliases))) continue;
    const rare = run.filter((w) => w.length >= MIN_NAME && !isDictionaryWord(w.toLowerCase()) && !isDictionaryWord(fold(w)));
    if (rare.length > 0) names.push(...rare.map(fold));
    else if (run.length >= 2) names.push(run.map(fold).join(' '));
  }
  const emails = clause.text.includes('@') ? (clause.text.match(new RegExp(EMAIL, 'gu')) ?? []).map((e) => e.toLowerCase()) : [];
  return { names, emails, phones: [...phonesOf(clause.text)] };
}

/** The memory's values, from its clauses that end nothing. */
function keptValues(memory: Facets, aliases: ReadonlySet<string>): Values {
  const out: Values = { names: [], emails: [], phones: [] };
  const language = languageOf(memory.facets.map((f) => f.text).join('\n'));
  for (const c of clausesOf(memory, language)) {
    if (endings(c.text, c.language).length > 0) continue;
    const v = valuesOf(c, aliases);
    out.names.push(...v.names);
    out.emails.push(...v.emails);
    out.phones.push(...v.phones);
  }
  return out;
}

/** A clause's words, each e-mail address one word at its place (marked, so no word of the text can equal it). */
function placedWords(clause: string): string[] {
  return withoutEmails(clause, (e) => ` \u0001${e.toLowerCase()} `)
    .split(/\s+/u)
    .flatMap((w) => (w.startsWith('\u0001') ? [w] : wordsOf(w)));
}

/**
 * An e-mail address, its parts bounded as RFC 5321 bounds them: an unbounded local part backtracks at
 * every letter of a long run of letters (64 KiB of Chinese took seconds).
 */
const EMAIL = /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}.-]{1,253}\.\p{L}{2,24}/u;

/** The text with each e-mail address replaced (only a text with an "@" is searched). */
function withoutEmails(text: string, by: (email: string) => string): string {
  return text.includes('@') ? text.replace(new RegExp(EMAIL, 'gu'), by) : text;
}

/** Two forms of one name: equal, or one declined ("Šťastná" / "Šťastné"): a common stem of five letters, at most two letters apart. */
function sameForm(a: string, b: string): boolean {
  if (a === b) return true;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i >= 5 && i >= Math.max(a.length, b.length) - 2;
}

/** The memory's value a clause of the write names within reach of a word of ending at `at` (`-1`: anywhere), if any. */
function named(clause: string, v: Values, at: readonly number[], words = placedWords(clause)): string | undefined {
  const near = (i: number) => at.some((e) => e < 0 || Math.abs(e - i) <= ENDING_REACH);
  const name = v.names.find((n) => {
    const parts = n.split(' ');
    return words.some((_, i) => near(i) && parts.every((p, k) => (parts.length === 1 ? sameForm(words[i], p) : words[i + k] === p)));
  });
  if (name) return name;
  const email = v.emails.find((e) => words.some((w, i) => near(i) && w === `\u0001${e}`));
  if (email) return email;
  const phones = phonesOf(clause);
  return at.length > 0 ? v.phones.find((p) => phones.has(p)) : undefined;
}

/** A write's clauses that end something (and where), and those that end nothing, read once however many memories it is compared with. */
interface ReadWrite {
  ended: { c: Clause; at: number[] }[];
  keeps: { text: string; words: string[] }[];
}

const READ = new WeakMap<Facets, ReadWrite>();

function readWrite(write: string, facets: Facets): ReadWrite {
  let r = READ.get(facets);
  if (r) return r;
  const all = clausesOf(facets, languageOf(write)).map((c) => ({ c, at: c.relative ? [] : endings(c.text, c.language) }));
  r = { ended: all.filter((e) => e.at.length > 0), keeps: all.filter((e) => e.at.length === 0 && !e.c.relative).map((e) => ({ text: e.c.text, words: placedWords(e.c.text) })) };
  READ.set(facets, r);
  return r;
}

/**
 * The ending clause speaks of a person's thing: a field of a record, or a sentence naming the user
 * or a person ("the guest", "she", "your") — not a firm's notice of its own ("<the clinic> is
 * closed on Sundays").
 */
function ofAPerson(c: Clause, aliases: ReadonlySet<string>): boolean {
  if (c.keyed) return true;
  return facetsOf(c.text, 0).facets.some((f) => f.person || f.addressee || f.names.some((w) => isAlias(aliases, w, f.language)));
}

/**
 * Why the write (read as `facets`, against the user of `aliases`) ends a value of the user's memory
 * (read as `memory`), or undefined.
 */
export function endsValue(write: string, facets: Facets, memory: Facets, aliases: ReadonlySet<string>): string | undefined {
  const values = keptValues(memory, aliases);
  if (values.names.length + values.emails.length + values.phones.length === 0) return undefined;
  // The write speaks of the user — names them, calls them the customer or "you" — or gives one of
  // the memory's own addresses or numbers; never in a record whose holder is someone else.
  const lower = write.toLowerCase();
  const identifies = values.emails.some((e) => lower.includes(e)) || values.phones.some((p) => phonesOf(write).has(p));
  if (!aboutTheUser(facets, aliases) && !(identifies && !facets.facets.some((f) => f.holder.length > 0))) return undefined;
  const { ended, keeps } = readWrite(write, facets);
  for (const { c, at } of ended) {
    const value = named(c.text, values, at);
    if (value === undefined || !ofAPerson(c, aliases)) continue;
    // The same value kept elsewhere in the write: the write agrees and ends something else of it.
    const only: Values = value.includes('@') ? { names: [], emails: [value], phones: [] } : /^\d+$/u.test(value) ? { names: [], emails: [], phones: [value] } : { names: [value], emails: [], phones: [] };
    if (keeps.some((k) => named(k.text, only, [-1], k.words) !== undefined)) continue;
    return `ends the memory's "${value}": "${c.text.slice(0, 80)}"`;
  }
  return undefined;
}
