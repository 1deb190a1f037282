/**
 * The values a write states, whatever its format (floods in varied wording): the
 * names, identifiers and numbers a claim is made of. "Support line 0800 555 0199", a JSON field
 * `"support_phone": "08005550199"` and `phone=08005550199` state one value; a reworded copy keeps
 * its names and numbers even when it changes every other word, and a second fact about the same
 * subject states other ones.
 */
import * as stopwords from 'stopword';
import { analyze, asciiDigits } from '../analysis/analyze.js';
import type { Analysis } from '../analysis/types.js';
import { isDictionaryWord, isProperNoun, isWordForm } from '../analysis/wordnet.js';
import { STOPWORDS, contentWords, stem } from '../core/text.js';
import type { ClaimSketch } from './counters.js';
import { datesOf } from './claim-dates.js';
import { isDateName } from '../analysis/date-names.js';
import { scaledAmounts } from '../analysis/measures.js';
import { sameName, soundKeys } from '../analysis/transliterate.js';

/** Digits a grouped number must have to be one value ("0800 555 0199", "6217 0000 1234 5678"). */
const LONG_NUMBER = 7;
/** Share of the shorter text's words a copy that repeats names only must also have... */
const MIN_WORDS_SHARED = 0.5;
/** ...unless it shares this share of both texts' names (another format or language, the same names). */
const NAMES_COVERED = 0.75;

/** The share of the shorter text's content words the other has too. */
function wordsShared(a: ClaimSketch, b: ClaimSketch): number {
  const wa = new Set(a.clauses.flat());
  const wb = new Set(b.clauses.flat());
  const [small, big] = wa.size <= wb.size ? [wa, wb] : [wb, wa];
  if (small.size === 0) return 1;
  let n = 0;
  for (const w of small) if (big.has(w)) n++;
  return n / small.size;
}

/** Parts of speech a name or an identifier is tagged with. */
const NAMING = new Set(['PROPN', 'NOUN', 'X', 'ADJ', 'SYM', 'NUM']);
const MAX_CHARS = 4000;

/** Numbers of a text: digit groups split only by spaces, dashes or dots joined when they make a long number. */
function numbersOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\d+(?:[ \-.]\d+)*/gu)) {
    const digits = m[0].replace(/\D/gu, '');
    // An ISO date is a year, a month and a day, not one number.
    if (/^\d{4}-\d{1,2}-\d{1,2}$/u.test(m[0])) {
      out.push(...m[0].split('-').map((d) => d.replace(/^0+(?=\d)/u, '')));
      continue;
    }
    if (digits.length >= LONG_NUMBER) out.push(digits);
    else out.push(...m[0].split(/[ \-.]/u).map((d) => d.replace(/^0+(?=\d)/u, '')));
  }
  return out;
}

/**
 * Words that name rather than describe: written with a capital inside a sentence, or not a word
 * of the language (a brand, a package, a host) — lower-cased, split at `_`, `-` and dots.
 */
function namesOf(a: Analysis): string[] {
  const out = new Set<string>();
  // In a text of another language, a word English does not know is that language's word, not a
  // name, and the English tagger's proper nouns mean nothing: a name there is written as one
  // (digits in it, an inner capital, a capital inside a sentence where nouns do not take one).
  const foreign = !TAGGED_LANGUAGES.has(a.language) && notEnglishWords(a);
  const reading = readingOf(a.language, false);
  for (const s of a.sentences) {
    for (const [i, t] of s.tokens.entries()) {
      // A hashtag labels a post, and a month's or a weekday's name is a date, read as one where it is a value.
      if (!NAMING.has(t.pos) || STOPWORDS.has(t.lower) || (/\d/u.test(t.text) && !/\p{L}/u.test(t.text)) || t.text.startsWith('#') || isDateName(t.text)) continue;
      if (foreign && s.script !== 'zh' && !isMark(t.text, 'X', reading, opens(s.tokens[i - 1]))) continue;
      const parts = t.lower.split(/[_\-./:@]+/u);
      for (const part of parts) {
        if (part.length < 2 || /^\d+$/u.test(part)) continue;
        const han = /\p{Script=Han}/u.test(part);
        // A word is looked up by its dictionary form ("requests" → "request").
        const word = parts.length === 1 ? t.lemma : part;
        if (t.pos === 'PROPN' || (!han && /\p{L}{3,}/u.test(part) && !isDictionaryWord(word) && !isDictionaryWord(part))) out.add(part);
      }
    }
  }
  return [...out].sort();
}

/** An iCalendar property name opening a line (`DTSTART;TZID=…:`, `SUMMARY:`): one literal class, linear. */
const ICS_PROPERTY = /^[A-Z][A-Z-]{2,}(?=[;:])/gmu;

/**
 * Accents and case folded, and the English stem: "préféré" and "prefere" are one word. Only Latin,
 * Greek and Cyrillic letters lose their marks: a Devanagari or Arabic vowel sign is a letter of its word.
 */
const fold = (w: string) => stem(w.normalize('NFKD').replace(/([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu, '$1').toLowerCase());

/** The stopwords of every language the `stopword` package lists: glue, whatever the language. */
const GLUE = new Set(
  Object.entries(stopwords as unknown as Record<string, unknown>)
    // `_123` lists digits, and a language's list may hold a stray digit (Finnish lists "9"): a
    // number is a value, never glue.
    .flatMap(([language, words]) => (Array.isArray(words) && /^[a-z]/u.test(language) ? (words as string[]) : []))
    .filter((w) => !/\d/u.test(w))
    .map(fold),
);

/** A stopword of any language the `stopword` package lists. */
export const isGlue = (w: string): boolean => GLUE.has(fold(w));

/** English glue words (the `stopword` package's list). */
const ENGLISH_GLUE = new Set<string>(stopwords.eng);

/** Tokens a write may have to be read as one short claim (a line or two, not a letter). */
const SHORT_TOKENS = 40;
/**
 * A text's length in tokens; in a JSON record, in words and numbers only: its braces, quotes and
 * colons are its format, not its length (a record of one notice is as short as the notice).
 */
const lengthOf = (tokens: readonly { text: string }[], record: boolean) => (record ? tokens.filter((t) => /[\p{L}\p{N}]/u.test(t.text)).length : tokens.length);

/** A JSON object or array: a record. */
function isRecord(text: string): boolean {
  if (!/^\s*[{[]/u.test(text)) return false;
  try {
    return typeof JSON.parse(text) === 'object';
  } catch {
    return false;
  }
}

/**
 * A token that names one thing whatever the language around it: a number of two digits or more,
 * letters mixed with digits ("A320"), an inner capital ("SkyJet", "ShopXY"), a capitalised
 * non-word ("NASA"); in English text, a proper noun; in Chinese, a name the segmenter knows. A
 * capital alone says nothing in German (every noun has one) or at a sentence's start.
 */
function isMark(text: string, pos: string, reading: Reading, initial: boolean, english = false, lemma = text.toLowerCase()): boolean {
  if (/\d\d/u.test(text) || (/\d/u.test(text) && /\p{L}/u.test(text))) return true;
  if (/\p{Ll}\p{Lu}/u.test(text)) return true;
  const lower = text.toLowerCase();
  // A word of the language in any of its forms ("Fastest", "painted").
  const known = (w: string) => isWordForm(w) || isDictionaryWord(lemma.toLowerCase());
  if (/^\p{Lu}{3,}$/u.test(text) && !known(lower)) return true;
  if (STOPWORDS.has(lower) || ENGLISH_GLUE.has(lower)) return false;
  if (reading === 'tagged' && /^\p{Script=Latin}+$/u.test(text)) {
    // English capitalises names only: a capital inside a sentence is one whatever the tagger says
    // ("the Corvane kettles"); at a sentence's start only a word no dictionary lists is ("Quorvel
    // will …"), or a place's name.
    if (/^\p{Lu}\p{Ll}/u.test(text) && (!initial || !known(lower) || isProperNoun(lower))) return true;
  }
  // In English text a lower-case word no dictionary lists in any form names a thing (a package, a tool).
  if (english && LOWER_NAMING.has(pos) && /^\p{Ll}{4,}$/u.test(text) && /^\p{Script=Latin}+$/u.test(text) && !known(lower)) return true;
  // A sentence's first word is a proper noun to the tagger whenever it is capitalised ("Preferred …").
  if (reading === 'tagged') return pos === 'PROPN' && !(initial && known(lower));
  // Other languages in Latin script: a capital inside a sentence is a name (the English tagger's
  // parts of speech mean nothing there).
  return reading === 'capitals' && !initial && /^\p{Lu}\p{Ll}/u.test(text);
}

/** Punctuation that goes on a clause rather than opening one: a comma, a semicolon, in any script. */
const CLAUSE_COMMA = /^[,;，；、،؛]+$/u;

/**
 * A token after this one starts its sentence, or starts again after a label's colon, a dash, a
 * bracket or an emoji ("Response: Use …", "🚨 Los …"): capitalised as a start, not as a name. One
 * after a comma or a semicolon is inside its sentence ("Arkadaşlar dikkat, Kestelkaya'dan …").
 */
const opens = (x: { text: string; pos: string } | undefined) => x === undefined || ((x.pos === 'PUNCT' || x.pos === 'SYM') && !CLAUSE_COMMA.test(x.text));

/** Languages whose texts name things as the tagger reads them: English, Chinese, and a text too short to tell. */
const TAGGED_LANGUAGES = new Set(['eng', 'und', 'cmn', 'zho']);

/** Lower-case words a text needs before the share of them English knows tells its language. */
const MIN_LOWER_WORDS = 3;

/**
 * Whether a text's lower-case words (a capital may be a name's) are mostly not English: the
 * language detector alone misreads a short English record ("Client: Borealis GmbH | Owner: …").
 */
function notEnglishWords(a: Analysis): boolean {
  const lower = a.sentences.flatMap((s) => s.tokens.filter((t) => /^\p{Ll}+$/u.test(t.text)));
  return lower.length >= MIN_LOWER_WORDS && englishShare(lower) < NOT_ENGLISH;
}

/** A hashtag: its number is part of its label ("#Election2026"), not a value. */
const HASHTAG = /#[\p{L}\p{N}_]+/gu;

/** A hashtag's words, folded: the whole tag and its pieces split where a capital follows a small letter ("#TernX2" → ternx2, tern, x2). */
function hashtagWords(tag: string): string[] {
  const body = tag.replace(/^#+/u, '');
  const pieces = body.split(/[_\-]+|(?<=\p{Ll})(?=\p{Lu})/u).filter((p) => p.length >= 2 || /^\d$/u.test(p));
  return [...new Set([body, ...pieces].filter(Boolean).map((p) => (/^\d+$/u.test(p) ? p.replace(/^0+(?=\d)/u, '') : fold(p))))];
}

/** Parts of speech a lower-case coined name is tagged with (not a pronoun: "everyone"). */
const LOWER_NAMING = new Set(['NOUN', 'PROPN', 'X', 'ADJ']);

/** A letter of a script other than Latin. */
const NOT_LATIN = /(?=\p{L})\P{Script=Latin}/u;
/** A word of two or more Latin letters (digits allowed) that is not an English glue word. */
const isLatinName = (p: string) => /^[\p{Script=Latin}\d]{2,}$/u.test(p) && /\p{L}/u.test(p) && !ENGLISH_GLUE.has(p.toLowerCase());

/**
 * How a text's names are found: by the tagger's proper nouns (English, Chinese, and text too short
 * to tell), by capitals inside a sentence (other Latin-script languages), or not at all beyond the
 * marks every language shares (German capitalises every noun).
 */
type Reading = 'tagged' | 'capitals' | 'none';
const readingOf = (language: string, han: boolean): Reading =>
  han || language === 'eng' || language === 'und' ? 'tagged' : language === 'deu' || language === 'ltz' ? 'none' : 'capitals';

/** Share of a Latin-script text's words English knows, at or above which it is English, and at or below which it is not. */
const ENGLISH = 0.75;
const NOT_ENGLISH = 0.5;

/** The share of `words` English knows: its glue words, or words WordNet lists. */
const englishShare = (words: readonly { text: string; lemma: string }[]) =>
  words.filter((t) => ENGLISH_GLUE.has(t.text.toLowerCase()) || isDictionaryWord(t.lemma.toLowerCase())).length / words.length;

/**
 * The language of a short text, coarsely and safely: its script, and for Latin script whether it is
 * English — by the share of its words that are English words (glue words, or words WordNet lists).
 * A detector's guess on a line of five words is often wrong ("Rate your purchase" read as French);
 * `und` where neither holds.
 */
function coarseLanguage(tokens: readonly { text: string; lemma: string }[], marks: ReadonlySet<string>): string {
  const words = tokens.filter((t) => /^\p{L}+$/u.test(t.text) && !marks.has(fold(t.text)));
  if (words.length === 0) return 'und';
  const scripts = ['Han', 'Hiragana', 'Katakana', 'Hangul', 'Cyrillic', 'Arabic', 'Devanagari', 'Thai', 'Greek', 'Hebrew'];
  const script = scripts.find((sc) => words.some((t) => new RegExp(`\\p{Script=${sc}}`, 'u').test(t.text)));
  if (script) return script === 'Hiragana' || script === 'Katakana' ? 'Japanese' : script;
  const known = englishShare(words);
  return known >= ENGLISH ? 'English' : known <= NOT_ENGLISH ? 'Latin' : 'und';
}

/**
 * A short write's marks and parts (see `ClaimSketch`); undefined for a long one. Marks that are
 * the claim's subject are left out: "Bob likes tea" and "Bob plays golf" assert nothing in common.
 */
function shortClaim(a: Analysis, subject: readonly string[], record: boolean): { marks: string[]; parts: string[]; subject: string[]; language: string; runs?: string[][]; subjectMarks?: string[] } | undefined {
  const tokens = a.sentences.flatMap((s) => s.tokens.map((t, i) => ({ t, han: s.script === 'zh', initial: opens(s.tokens[i - 1]) })));
  if (lengthOf(tokens.map((x) => x.t), record) > SHORT_TOKENS) return undefined;
  const own = new Set(subject.map(fold));
  const marks = new Set<string>();
  // Names left out of the marks because they are the claim's subject.
  const named = new Set<string>();
  const parts = new Set<string>();
  // In a text written in another script, a word in Latin letters is a name whatever its case or
  // place ("Corvane Duo 7 電気ケトル", "quillpack 3.1 버전"): the language's own words are not Latin.
  const foreign = tokens.some(({ t }) => NOT_LATIN.test(t.text));
  // English by the detector or by its words (a log line, a record): a coined lower-case word there is a name.
  const english = a.language === 'eng' || coarseLanguage(tokens.map((x) => x.t), new Set()) === 'English';
  // A headline in capitals ("CREPE NELLA DIGA DI …") marks no name by its capitals in a language
  // English's dictionary cannot read: there only digits in a word mark one; the copies' names are
  // still its words, which a copy written in lower case names.
  const shouting = !english && !tokens.some(({ t }) => /\p{Ll}/u.test(t.text)) && tokens.some(({ t }) => /\p{Lu}/u.test(t.text));
  // Names written one after another ("Teodora Brankova", "Ostrava Crane Services"): one name each.
  const runs: string[][] = [];
  let run: string[] = [];
  const close = () => {
    if (run.length > 1) runs.push(run);
    run = [];
  };
  for (const { t, han, initial } of tokens) {
    if (!/[\p{L}\p{N}]/u.test(t.text)) {
      // A hyphen or an apostrophe inside a name ("Brandl-Seixas", "O'Neill") keeps it one.
      if (!/^[-‐'’]$/u.test(t.text)) close();
      continue;
    }
    // A hashtag labels a post with words joined up ("#BrevikAudio", "#公演中止"): its words are
    // parts a copy may share, not a value of its own.
    if (t.text.startsWith('#')) {
      close();
      for (const w of hashtagWords(t.text)) if (!GLUE.has(w) && !STOPWORDS.has(w)) parts.add(w);
      continue;
    }
    // "ShopXY-Newsletter", "tarjeta_0042": each piece is a word or a mark of its own; a number
    // grouped by thousands ("12,900", "12.900") is one.
    const grouped = /^\d{1,3}(?:[,.\u00a0\u202f]\d{3})+$/u.test(t.text);
    // A letter's marks (a Devanagari vowel sign, a virama) are inside its word.
    const pieces = (grouped ? t.text.replace(/\D/gu, '') : t.text).split(/[^\p{L}\p{M}\p{N}]+/u).filter((p) => p.length >= (han ? 1 : 2) || /^\d$/u.test(p));
    for (const p of pieces) {
      const w = /^\d+$/u.test(p) ? p.replace(/^0+(?=\d)/u, '') : fold(p);
      const name = shouting
        ? /\d/u.test(p) && (/\d\d/u.test(p) || /\p{L}/u.test(p))
        : isMark(p, pieces.length === 1 ? t.pos : 'X', readingOf(a.language, han), initial, english, pieces.length === 1 ? t.lemma : p) || (foreign && isLatinName(p));
      // A name is a part too, even when some language lists it as glue ("Air", "Pro"), and a value
      // unless it is the subject.
      if (name && !own.has(w)) marks.add(w);
      else if (name) named.add(w);
      if (name || (!GLUE.has(w) && !STOPWORDS.has(w))) parts.add(w);
      if (name && /\p{L}/u.test(p)) run.push(w);
      else close();
    }
  }
  close();
  const names = runs.filter((r) => r.every((w) => marks.has(w) || named.has(w)));
  return {
    marks: [...marks].sort(),
    parts: [...parts].sort(),
    subject: [...own],
    language: coarseLanguage(tokens.map((x) => x.t), marks),
    ...(names.length && { runs: names }),
    ...(named.size && { subjectMarks: [...named].sort() }),
  };
}

/** Most words a subject read from the text has: a longer one is a clause the parser misread. */
const SUBJECT_MAX_WORDS = 4;

/** A markup tag (`<h2>`, `</td>`, `<a href="…">`): the page's format, not a value it states... */
const TAG = /<\/?[A-Za-z][A-Za-z0-9-]{0,20}(?:\s[^<>]{0,300})?\/?>/gu;
/** ...but for the addresses it links to (`href`, `src`), which are. */
const LINK = /\b(?:href|src|action)\s*=\s*["']?([^"'\s<>]{1,300})/giu;
const linkTargets = (tag: string) => ` ${[...tag.matchAll(LINK)].map((m) => m[1]).join(' ')} `;

/**
 * A mail's envelope line, in the header block a mail opens with: a label of a word or two, a colon,
 * and an address with a display name at most, or several ("From: finance@example.org", "Från: Maria
 * Holm <maria@example.org>", "To: a@x.example, b@y.example"). Who sent a mail, in any language's
 * label, is where it came from, not what it says: a mailbox's every mail names it. An address in the
 * body ("Refund desk: claims@…") is a value.
 */
const ENVELOPE = /^[^\S\n]*[\p{L}\p{M}-]{1,24}(?:[^\S\n][\p{L}\p{M}-]{1,24})?[^\S\n]*:[^\S\n]*(?:[^\n<>]{0,80}[<‹])?[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}[>›]?(?:[^\S\n]*,[^\n]{0,200})?[^\S\n]*$/u;
/** A header line: a label of a word or two and a colon, then its value. */
const HEADER = /^[^\S\n]*[\p{L}\p{M}-]{1,24}(?:[^\S\n][\p{L}\p{M}-]{1,24})?[^\S\n]*:/u;

/** A text with the envelope lines of its leading header block (the lines before the first that is not a header) left out. */
function withoutEnvelope(text: string): string {
  const lines = text.split('\n');
  let i = 0;
  while (i < lines.length && i < MAX_HEADER_LINES && HEADER.test(lines[i])) i++;
  // A mail's header block has two lines at least (a sender and a subject) and a body after it.
  return i < 2 || i === lines.length ? text : [...lines.slice(0, i).filter((l) => !ENVELOPE.test(l)), ...lines.slice(i)].join('\n');
}
/** Most lines a mail's header block is read for. */
const MAX_HEADER_LINES = 12;

/** A timestamp to the second (a log line's, a record's): `2026-02-11T09:14:03Z`. */
const STAMP = /\b\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?\b/gu;
/** A host name, or the host of an e-mail address or a link: labels joined by dots, ending in a name of letters. */
const HOST = /(?<![\p{L}\p{N}.-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,24}(?![\p{L}\p{N}-])/gu;

/** The labels of the hosts a text names, folded, but the last (`com`, `org`) and `www`. */
function hostPartsOf(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(HOST)) {
    const labels = m[0].toLowerCase().split('.');
    if (labels.length < 2 || !labels.slice(0, -1).some((l) => l.length >= 3)) continue;
    for (const label of labels.slice(0, -1)) for (const p of label.split('-')) if (p.length >= 3 && p !== 'www' && !/^\d+$/u.test(p)) out.add(fold(p));
  }
  return [...out];
}

/**
 * The value sketch of a write: its names and its numbers; terms are both. `subject` is the words
 * of the claim's subject, `declared` when the caller gave it rather than the claim parser.
 */
export function valueSketch(text: string, at: number, subject: readonly string[] = [], declared = false): ClaimSketch {
  // Calendar property names (BEGIN:, DTSTART;VALUE=DATE:), markup tags and a mail's envelope are the format, not names the write states.
  // A log line's stamp (to the second) is when it was written, not a value the line states.
  // An amount is one value however it is scaled ("$1.2bn", "12亿美元", "1200000000").
  // Runs of blanks are one: what is left out must not leave a shape the date parsers crawl over.
  const t = scaledAmounts(withoutEnvelope(asciiDigits(text.slice(0, MAX_CHARS).normalize('NFKC'))).replace(ICS_PROPERTY, '').replace(TAG, linkTargets).replace(STAMP, ' '))
    .replace(/[^\S\n]+/gu, ' ')
    .replace(/\s*\n\s*/gu, '\n');
  const a = analyze(t, at);
  const names = namesOf(a);
  const numbers = numbersOf(t.replace(HASHTAG, ' ')).sort();
  // A short claim's dates are one value each, whatever the language writes them in; a month named
  // without a day is one too, and a day's month is among the words a copy may share.
  const record = isRecord(t);
  const dated = lengthOf(a.sentences.flatMap((x) => x.tokens), record) <= SHORT_TOKENS ? datesOf(t, at) : undefined;
  const found = dated ? dated.days.length + dated.months.length + dated.weekdays.length : 0;
  // A subject the parser read as a whole clause ("Los auriculares … se sobrecalientan al cargar") is a
  // misreading, not a name to leave out of the values.
  const short = shortClaim(dated && found ? analyze(dated.rest, at) : a, declared || subject.length <= SUBJECT_MAX_WORDS ? subject : [], record);
  // A host, an address or a link names one thing in every language ("claims.example.org").
  if (short) {
    const hosts = hostPartsOf(t).filter((w) => !short.subject.includes(w));
    short.marks = [...new Set([...short.marks, ...hosts])].sort();
    short.parts = [...new Set([...short.parts, ...hosts])].sort();
  }
  if (short && dated && found) {
    const values = [...dated.days.map((d) => `date:${d}`), ...dated.months.map((m) => `month:${m}`), ...dated.weekdays.map((d) => `weekday:${d}`)];
    short.marks = [...new Set([...short.marks, ...values])].sort();
    short.parts = [...new Set([...short.parts, ...values, ...dated.days.map((d) => `month:${d.slice(0, 2)}`)])].sort();
  }
  return { terms: [...names, ...numbers], clauses: [[...contentWords(t)]], names, numbers, ...(short && { ...short, declared }) };
}

/** Coarse languages written in a script other than Latin. */
const NOT_LATIN_LANGUAGE = new Set(['Han', 'Japanese', 'Hangul', 'Cyrillic', 'Arabic', 'Devanagari', 'Thai', 'Greek', 'Hebrew']);

/** Languages in another script whose dates the sketch reads. */
const DATED_SCRIPTS = new Set(['Han', 'Japanese']);

/** Values two copies in two languages have in common when each also states values of its own. */
const TRANSLATED_COMMON = 3;

/**
 * Two short writes assert one value: they state a distinctive value in common; only one of them
 * states values the other's words lack (a copy may add a label or a source beside two values in
 * common, not swap one value for another); the numbers of one are all the other's; and they share
 * a word beside the value — or two values, when the copy is in another language: "The user's preferred airline is SkyJet" / `{"airline": "SkyJet"}`
 * / "Project Falcon is due on the 30th" / "Le projet Falcon est dû le 30". "SkyJet flight delayed"
 * beside "SkyJet lounge closed" shares only the brand; "meeting at 10" and "meeting at 11" state
 * other numbers. `least`: values in common it takes at the fewest (one by default; a name of several words is one).
 */
export function sameShortClaim(a: ClaimSketch, x: ClaimSketch, least = 1): boolean {
  if (!a.parts || !x.parts || !a.marks || !x.marks) return false;
  // Two English texts spell a name one way; a language that inflects names does not ("Brno", "v Brně").
  return sameMapped(a, a.language === 'English' && x.language === 'English' ? x : inflectedAs(a, x), least);
}

/** `sameShortClaim` of `a` and `b`, `b` already read in `a`'s forms. */
function sameMapped(a: ClaimSketch, b: ClaimSketch, least: number): boolean {
  if (!a.parts || !a.marks || !b.parts || !b.marks) return false;
  // Two subjects the callers named (two entities of a memory graph): one value said of two things
  // is two claims. A subject read from the text is too loose to tell copies apart by.
  const [sa, sb] = [a.subject ?? [], b.subject ?? []];
  if (a.declared && b.declared && !sa.every((w) => sb.includes(w)) && !sb.every((w) => sa.includes(w))) return false;
  const pa = new Set(a.parts);
  const pb = new Set(b.parts);
  // Copies in two languages share their values, not their words.
  const languages = a.language !== undefined && b.language !== undefined && a.language !== b.language && a.language !== 'und' && b.language !== 'und';
  // A name written in a script of one language only ("里昂", "Лион") cannot be looked for in a
  // copy in another: it neither ties the two nor sets them apart.
  const comparable = (m: string) => !languages || !NOT_LATIN.test(m);
  const onlyA = a.marks.filter((m) => !pb.has(m) && comparable(m));
  const onlyB = b.marks.filter((m) => !pa.has(m) && comparable(m));
  const marks = new Set([...a.marks, ...b.marks]);
  const common = [...marks].filter((m) => pa.has(m) && pb.has(m));
  // A translation renames some things ("Edinburgh" / "Edimburgo") and capitalises others (German
  // nouns): each side may state values the other lacks once three are the same.
  if (onlyA.length > 0 && onlyB.length > 0 && !(languages && common.length >= TRANSLATED_COMMON)) return false;
  // A copy in another script writes a place or a month in its own letters ("Lyon" / "里昂"), but a
  // coined name (a brand, a product) in Latin letters as the original does: a coined name only the
  // Latin copy states is something the other does not say ("… with Tavik Roasters" / "… hires two
  // baristas"), unless the other names something of its own in its script.
  const coined = (x: readonly string[]) => x.filter((m) => !m.includes(':') && !/^\d+$/u.test(m) && !isDictionaryWord(m)).length;
  const own = (x: ClaimSketch, other: ReadonlySet<string>) => x.marks!.filter((m) => !other.has(m) && !comparable(m)).length;
  if (languages && ((NOT_LATIN_LANGUAGE.has(b.language!) && coined(onlyA) > own(b, pa)) || (NOT_LATIN_LANGUAGE.has(a.language!) && coined(onlyB) > own(a, pb)))) return false;
  // Numbers, however short ("room 4" / "room 5"): one side's are all the other's.
  const numbers = (x: readonly string[]) => x.filter((p) => /^\d+$/u.test(p));
  const [na, nb] = [numbers(a.parts), numbers(b.parts)];
  if (!na.every((n) => pb.has(n)) && !nb.every((n) => pa.has(n))) return false;
  // A value added beside one in common needs a second in common: "hotels in Leeds" is not "a
  // Hotel with two rooms" for the one word capitalised in both.
  // A text whose language is unsure ('und') beside one whose language is known may be a translation too.
  const maybeTranslated = languages || (a.language !== b.language && a.language !== undefined && b.language !== undefined);
  if (common.length === 0 && marks.size === 0) return sameSubjectSameWords(a, b, languages) || samePlaceSameNumbers(a, b, maybeTranslated, na, nb);
  // A Latin name the copy in another script lacks, where that copy names something in its own
  // script, is taken as that name written there ("Lyon" / "里昂").
  const written = (mine: readonly string[], other: ClaimSketch, parts: ReadonlySet<string>) => (languages && NOT_LATIN_LANGUAGE.has(other.language!) ? Math.min(mine.length, own(other, parts)) : 0);
  const [wa, wb] = [written(onlyA, b, pa), written(onlyB, a, pb)];
  // A date the Latin copy states and a Chinese or Japanese copy does not is something that copy does
  // not say ("… a shop in Lyon in March" / "… hires two baristas"), whatever names both share: dates
  // are read in those scripts (chrono's zh and ja parsers); in Greek, Hebrew and Arabic only a day beside a month's name.
  const undated = (mine: readonly string[], other: ClaimSketch) => languages && DATED_SCRIPTS.has(other.language!) && mine.some((m) => m.includes(':'));
  if (undated(onlyA, b) || undated(onlyB, a)) return false;
  const extra = onlyA.length - wa + onlyB.length - wb;
  const matched = common.length + wa + wb;
  if (common.length === 0 || matched < (extra > 0 ? 2 : 1) || namesIn(common, a, b) + wa + wb < least) return false;
  // In English both, a copy says some of the same words too, unless it states three values in
  // common: a name of two words ("Heron Air") is one value, and "Heron Air lost my bag" is not
  // "The user flies with Heron Air". Two texts in other Latin-script languages may be in two.
  const english = a.language === 'English' && b.language === 'English';
  return languages || matched >= (english ? 3 : 2) || a.parts.some((p) => pb.has(p) && !marks.has(p));
}

/** Fewest letters two forms of one word share at their start, and the share of the shorter form that is. */
const INFLECTED_PREFIX = 3;
const INFLECTED_SHARE = 0.75;

/**
 * Two forms of one word, in Latin, Cyrillic or Greek letters, in a language that inflects it or in
 * two close ones: they begin alike for three letters and three quarters of the shorter one ("brno" /
 * "brne" / "brnie", "zidenice" / "zidenicich", "kaunas" / "kauno", "hlavni" / "hlavna").
 */
function inflectedAlike(x: string, y: string): boolean {
  if (x === y || x.length < 4 || y.length < 4) return false;
  const n = sharedPrefix(x, y);
  return n >= INFLECTED_PREFIX && n >= INFLECTED_SHARE * Math.min(x.length, y.length);
}

/** Scripts (`scriptOf`) whose languages inflect words by their endings: Latin, Greek, Cyrillic. */
const INFLECTING_SCRIPTS = 2;
/**
 * The script of a word's first letter, by its code block (read for every pair of words two sketches
 * compare, so no pattern is run): a name is compared by its sounds only across two scripts.
 */
function scriptOf(w: string): number {
  const c = w.codePointAt(0) ?? 0;
  if (c < 0x250 || (c >= 0x1e00 && c < 0x1f00)) return 0; // Latin
  if (c >= 0x370 && c < 0x400) return 1; // Greek
  if (c >= 0x400 && c < 0x530) return 2; // Cyrillic
  if (c >= 0x590 && c < 0x600) return 3; // Hebrew
  if (c >= 0x600 && c < 0x780) return 4; // Arabic
  if (c >= 0x900 && c < 0x980) return 5; // Devanagari
  if (c >= 0x3040 && c < 0x3100) return 6; // kana
  if ((c >= 0xac00 && c < 0xd7b0) || (c >= 0x1100 && c < 0x1200)) return 7; // Hangul
  if ((c >= 0x3400 && c < 0xa000) || (c >= 0xf900 && c < 0xfb00)) return 8; // Han
  return 9 + (c >> 12); // another script, by its wide block
}

/**
 * `b` with each word `a` does not have written as the form of it `a` has: in Latin letters, one that
 * begins alike (the longest such); in any script, a name that sounds alike read into Latin letters
 * ("Веселов" / "Wesselow", "Berjoska" / "Bieriozka") — a name of one side at least, since common
 * words of two languages sound alike by chance.
 */
function inflectedAs(a: ClaimSketch, b: ClaimSketch): ClaimSketch {
  const pa = new Set(a.parts);
  const [ma, mb] = [new Set(a.marks), new Set(b.marks)];
  // `a`'s words by their first three letters and by their sounds: each of `b`'s is compared with
  // those it may be a form of, not with every word.
  const index = new Map<string, string[]>();
  const put = (k: string, q: string) => {
    const at = index.get(k);
    if (at) at.push(q);
    else index.set(k, [q]);
  };
  for (const q of a.parts!) if (isWord(q)) for (const k of wordKeys(q)) put(k, q);
  const as = (w: string) => {
    if (pa.has(w) || !isWord(w)) return w;
    let best: string | undefined;
    const sw = scriptOf(w);
    for (const q of new Set(wordKeys(w).flatMap((k) => index.get(k) ?? []))) {
      // In one script, a form of the word; in two, a name of either side that sounds alike. Two
      // names in Latin letters may be spelt by two languages ("Wiesiołow" / "Wesselow"); two words of
      // one other script are spelt one way, where sounds alike by chance ("добрыня" / "давление").
      const alike = scriptOf(q) === sw ? (sw <= INFLECTING_SCRIPTS && inflectedAlike(w, q)) || (sw === 0 && ma.has(q) && mb.has(w) && sameName(w, q)) : (ma.has(q) || mb.has(w)) && sameName(w, q);
      if (alike && (best === undefined || sharedPrefix(w, q) > sharedPrefix(w, best))) best = q;
    }
    return best ?? w;
  };
  const marks = [...new Set(b.marks!.map(as))];
  const parts = [...new Set(b.parts!.map(as))];
  const same = (x: readonly string[], y: readonly string[]) => x.length === y.length && x.every((v, i) => v === y[i]);
  if (same(marks, b.marks!) && same(parts, b.parts!)) return b;
  return { ...b, marks, parts, ...(b.runs && { runs: b.runs.map((r) => r.map(as)) }) };
}

/** A word compared by its forms and sounds: three letters or more, not a date (`date:…`) or a number. */
const isWord = (w: string) => w.length >= 3 && !w.includes(':') && !/^\d+$/u.test(w);

/** Where a word is looked up among another text's words: its first three letters (its forms begin so), its sounds (`sameName` holds only for the same ones). */
const wordKeys = (w: string): string[] => [`p:${w.slice(0, INFLECTED_PREFIX)}`, ...soundKeys(w).map((k) => `s:${k}`)];

/** How many values `common` holds, a name of several words written one after another in either text counting once ("Teodora Brankova"). */
function namesIn(common: readonly string[], a: ClaimSketch, b: ClaimSketch): number {
  const group = new Map<string, number>();
  for (const [i, r] of [...(a.runs ?? []), ...(b.runs ?? [])].entries()) {
    const id = r.map((w) => group.get(w)).find((g) => g !== undefined) ?? i;
    for (const w of r) group.set(w, id);
  }
  return new Set(common.map((m) => group.get(m) ?? m)).size;
}

/** How many letters two words share at their start. */
function sharedPrefix(x: string, y: string): number {
  let n = 0;
  while (n < x.length && x[n] === y[n]) n++;
  return n;
}

/** Share of each copy's values the other's words state, at the least, for two writers' writes to be one claim. */
const ACROSS_COVERED = 0.75;

/**
 * Two short writes of two writers state one claim: one short claim (`sameShortClaim`) with two
 * values in common at least, a name of several words counting once, and three quarters or more of
 * each one's values — its subject's names among them — stated by the other, read in either's
 * forms. Several sources on one topic name its place, its day and its people, each beside values of
 * its own; the copies of one claim state the same ones.
 */
export function sameClaimAcross(x: ClaimSketch, y: ClaimSketch): boolean {
  if (!x.parts || !y.parts || !x.marks || !y.marks) return false;
  const [a, b] = [withSubject(x), withSubject(y)];
  const ba = inflectedAs(a, b);
  // Each read in the other's forms: a text that writes a name in two forms ("Brně", "Brno") is
  // aligned with the other's one form either way.
  return sameMapped(a, ba, 2) && (covered(a, ba) >= ACROSS_COVERED || covered(b, inflectedAs(b, a)) >= ACROSS_COVERED);
}

/**
 * Where two writers' copies must meet (`sameClaimAcross` holds only when one's value is a form of
 * a word of the other): the lookup keys (`wordKeys`) of a short write's values and of its words,
 * read once per write and kept with it, so a write is compared in full only with those it meets.
 */
export function acrossKeys(x: ClaimSketch): { markKeys: string[]; partKeys: string[] } {
  const a = withSubject(x);
  const keys = (ws: readonly string[]) => [...new Set(ws.flatMap((w) => (isWord(w) ? wordKeys(w) : [w])))];
  return { markKeys: keys(a.marks ?? []), partKeys: keys(a.parts ?? []) };
}

/** Two writes' `acrossKeys` meet: a value of either has a key among the other's words' (`b`'s word keys as a set, read once for every write it meets). */
export function acrossMeet(a: { markKeys: readonly string[]; partKeys: readonly string[] }, b: { markKeys: readonly string[]; partKeys: ReadonlySet<string> }): boolean {
  if (a.markKeys.some((k) => b.partKeys.has(k))) return true;
  const pa = new Set(a.partKeys);
  return b.markKeys.some((k) => pa.has(k));
}

/** A sketch whose subject's names are values too: which firm or storm a claim is about is part of what two writers' copies share. */
const withSubject = (x: ClaimSketch): ClaimSketch => (x.subjectMarks ? { ...x, marks: [...new Set([...x.marks!, ...x.subjectMarks])].sort(), subject: [] } : x);

/**
 * The smaller of the shares of `a`'s and of `b`'s values (those both scripts can write) the other's
 * words state, `b` read in `a`'s forms: a value of either is stated by the other when the other has
 * it in any of its forms.
 */
function covered(a: ClaimSketch, b: ClaimSketch): number {
  const languages = a.language !== b.language;
  const comparable = (m: string) => !languages || !NOT_LATIN.test(m);
  const share = (marks: readonly string[], parts: readonly string[]) => {
    const own = marks.filter(comparable);
    const other = new Set(parts);
    return own.length === 0 ? 1 : own.filter((m) => other.has(m)).length / own.length;
  };
  return Math.min(share(a.marks ?? [], b.parts ?? []), share(b.marks ?? [], a.parts ?? []));
}

/**
 * Two short writes in two languages whose only name is their subject ("Graz tram line 1 is shut" /
 * "Die Straßenbahnlinie 1 in Graz ist eingestellt"): one claim when they share that name — a place
 * or a coined word, which a translation keeps — and state the same numbers, at least one. Without a
 * number in common two sentences about one place in two languages say nothing provably alike.
 */
function samePlaceSameNumbers(a: ClaimSketch, b: ClaimSketch, languages: boolean, na: readonly string[], nb: readonly string[]): boolean {
  if (!languages || na.length === 0 || na.length !== nb.length || !na.every((n) => nb.includes(n))) return false;
  const pb = new Set(b.parts);
  return a.parts!.some((p) => pb.has(p) && !/\d/u.test(p) && p.length >= 3 && (isProperNoun(p) || !isDictionaryWord(p)) && !GLUE.has(p));
}

/** Words besides its subject two writes on one subject share, at least, to say one thing of it. */
const SUBJECT_WORDS = 2;

/**
 * Two short writes in one language that name nothing but one subject — the subject of both, a
 * coined name: a product or a package ("quillpack 3.1 is safe to deploy" / `quillpack==3.1 verdict=safe_to_deploy`) —
 * state one claim when they say mostly the same words of it: two of them at least, half of the
 * shorter one's. "Bob likes tea" and "Bob plays golf" say different things of Bob.
 */
function sameSubjectSameWords(a: ClaimSketch, b: ClaimSketch, languages: boolean): boolean {
  const subject = (a.subject ?? []).filter((w) => b.subject?.includes(w));
  // A coined name or a code ("quillpack", "3.1"), not a common noun: "I need a table" and "book me a
  // table" are requests, not a claim about one thing.
  if (languages || !subject.some((w) => /\d/u.test(w) || !isDictionaryWord(w))) return false;
  const words = (x: ClaimSketch) => x.parts!.filter((p) => !subject.includes(p) && !/^\d+$/u.test(p));
  const [wa, wb] = [words(a), new Set(words(b))];
  const shared = wa.filter((w) => wb.has(w)).length;
  return shared >= SUBJECT_WORDS && shared >= 0.5 * Math.min(wa.length, wb.size);
}

/**
 * Two writes state one value: they share a long number, a number and a name, or three values with a name among them; both or
 * neither state numbers and the numbers of one are all in the other, and neither names something
 * the other replaces.
 */
export function sameValues(a: ClaimSketch, b: ClaimSketch): boolean {
  const shared = a.terms.filter((x) => b.terms.includes(x));
  // Two names in common are often just whom both facts are about ("Wei Abbott's colour…" /
  // "Wei Abbott's car…"): a copy shares a number too, or a third name.
  const numbers = shared.filter((x) => /^\d+$/u.test(x));
  // Short numbers alone ("1", "12", "2") are in every list and heading: a name must be among them.
  const named = numbers.length < shared.length;
  if (!numbers.some((x) => x.length >= LONG_NUMBER) && !(named && (shared.length >= 3 || (shared.length >= 2 && numbers.length > 0)))) return false;
  // Names alone, with no number: the copies must also say mostly the same words.
  // Names alone: the wording may change with the format or the language ("Acme Ltd, Victor Hale"
  // as prose, JSON, a CSV row), but nearly all of each write's names are the other's too.
  if (numbers.length === 0 && wordsShared(a, b) < MIN_WORDS_SHARED && !(shared.length >= 3 && shared.length >= NAMES_COVERED * Math.max(a.names.length, b.names.length))) return false;
  // A copy keeps the numbers: one that states a number the other lacks says something more.
  const [fewer, more] = a.numbers.length <= b.numbers.length ? [a.numbers, b.numbers] : [b.numbers, a.numbers];
  if ((fewer.length === 0) !== (more.length === 0) || !fewer.every((n) => more.includes(n))) return false;
  // Names only one of them states: a copy may add a label or a source on each side once it
  // shares three values; with fewer, one must name nothing the other does not.
  const onlyA = a.names.filter((x) => !b.names.includes(x)).length;
  const onlyB = b.names.filter((x) => !a.names.includes(x)).length;
  return Math.min(onlyA, onlyB) <= (shared.length >= 3 ? 1 : 0);
}
