/**
 * A memory as a claim: a value said about an attribute of a subject, with a polarity
 * and a time — taken from the analysis, not from templates. The subject is the grammatical
 * subject, its possessor, a name, or the speaker; the attribute is the frame the predicate or an
 * attribute noun maps into (frames.ts). "Dana works at Acme", "Dana's employer is Acme" and "Dana
 * just started at Globex" share the key `dana|employer`; "I live in Berlin" and "I moved to Paris"
 * share `user|residence`, so the second is compared with the first as another value of one
 * attribute — whatever the wording.
 */
import { analyze } from '../analysis/analyze.js';
import { cardProse } from '../analysis/cards.js';
import { CHANGE_PHRASES, CUES_ABROAD, CUES_UNSPACED, PRESENT } from '../analysis/frames.js';
import { saysChange, saysChangeUnspaced } from '../analysis/change-words.js';
import { NOW_UNSPACED, alsoWord, newWord, nowWord, sinceWords } from '../analysis/now-words.js';
import { fromATime, fromATimeUnspaced } from '../analysis/time-words.js';
import { ATTRIBUTES, attributeConcepts } from '../analysis/attributes.js';
import { LruMap } from '../core/lru.js';
import type { Analysis, Sentence, Token } from '../analysis/types.js';
import { CONTENT, isNumberish, mentionsOf, readChinese, readEnglish, type Parsed } from './claim-sentence.js';
import { indexTerms, normalize, tokens as textTokens } from '../core/text.js';
import { extractEventTime } from './event-time.js';
import { parseFallback } from './claim-fallback.js';

const MAX_CLAIM_CHARS = 4000;
/**
 * What ends a span after its first date ("… to Friday", "… bis 17 Uhr", "… – 5 pm", "… έως", "… đến"):
 * a range, not a change. (The Romance "a" — "de lunes a viernes" — is read outside English only.)
 */
const SPAN_END = /^\s*(?:to|till|until|through|thru|bis|tot|à|au|al|hasta|até|fino|do|til|до|по|έως|μέχρι|đến|sampai|hingga|[-–—])(?![\p{L}])/iu;

/**
 * The adjective "new" in a sentence (now-words.ts), not beside a person one has several of ("mein
 * neuer Kollege", "mi nueva amiga": one more, not another one).
 */
function saysNew(s: Sentence, language: string): boolean {
  if (!s.tokens.some((t) => newWord(t.lower, language))) return false;
  return ![...attributeConcepts(s).keys()].some((id) => ATTRIBUTES[id]?.relation && !ATTRIBUTES[id].exclusive);
}
/** The word at `i`, or it and the next as one ("bây giờ", "de asemenea"), is one `list` holds in `language`. */
const wordOrPair = (tokens: readonly Token[], i: number, list: (word: string, language: string) => boolean, language: string) =>
  list(tokens[i].lower, language) || (tokens[i + 1] !== undefined && list(`${tokens[i].lower} ${tokens[i + 1].lower}`, language));

/** Japanese kana or Korean hangul: a text whose words of change are found as substrings (frames.ts). */
const KANA_HANGUL = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** The slots of a value: what two values under one key are compared by. */
export interface ValueSlots {
  /** Names (proper nouns), lower-cased. */
  names: string[];
  /** Numbers, times and dates as written. */
  numbers: string[];
  /** Other content lemmas. */
  words: string[];
}

/** A parsed memory. */
export interface Claim {
  /** `subject|attribute`, normalised; '' when no key could be derived. */
  key: string;
  /** Normalised subject ('' when none). */
  subject: string;
  /** The attribute frame (`residence`, `employer`, `preference`, …) or the predicate's lemma. */
  frame: string;
  /** The value said about the key (normalised content words). */
  value: string;
  /** Every frame the text evokes (the claim's own first): soft keys for candidates. */
  frames: string[];
  /** Content nouns and names of the whole text: what it is about. */
  topics: string[];
  /** Every name and number the text states (lower-cased): the values a rival text would change. */
  mentions: string[];
  /** The value's slots. */
  slots: ValueSlots;
  eventTime?: number;
  /** The write carries a correction cue or a verb of change ("actually", "no longer", "moved", "改成"…). */
  cue: boolean;
  /** The write adds a second value ("also", "too", "也"). */
  additive: boolean;
  /** The claim is negated ("no longer likes", "不再喜欢"). */
  negated: boolean;
  /** Lemmas in the scope of a negation: an old value named to be denied ("not at FitLife any more"). */
  denied: string[];
  /** The frame holds one value at a time (one home, one employer, one time for a meeting). */
  exclusive: boolean;
  /**
   * The subject is the speaker ("I live in…", "我喜欢…"): the same words from two principals are
   * about two different people.
   */
  firstPerson: boolean;
}

function slotsOf(value: Token[]): ValueSlots {
  const names = [...new Set(value.filter((t) => t.pos === 'PROPN').map((t) => t.lower))].sort();
  const numbers = [...new Set(value.filter(isNumberish).map((t) => t.lower))].sort();
  const words = [...new Set(value.filter((t) => t.pos !== 'PROPN' && !isNumberish(t)).map((t) => t.lemma))].sort();
  return { names, numbers, words };
}

/** Normalises a value for comparison: content words, or the whole text when it has none. */
export function normValue(v: string): string {
  const t = indexTerms(v).join(' ');
  return t || normalize(v);
}

/**
 * Subject terms keep function words ("My Friends" is not "Friends") and drop only a leading
 * article.
 */
const subjectTerms = (s: string): string =>
  textTokens(s.replace(/^(?:the|a|an)\s+/iu, ''))
    .map((t) => t.text)
    .join(' ');

/** The normalised form of an explicit subject, as it appears in keys ("The Church" → "church"). */
export function subjectKey(subject: string): string {
  return subjectTerms(subject) || normalize(subject);
}

/** Words that make a short reply conversation rather than an answer (pronouns, thanks, questions). */
const NOT_AN_ANSWER =
  /^(?:and|but|so|also|even|maybe|well|oh|wow|hey|please|would|could|can|will|should|do|does|did|is|are|let's)\b|\b(?:i|i'm|i'll|i'd|i've|me|my|you|your|you're|we|us|it|it's|that's|this|they|he|she|thanks|thank|what|who|how|why|where|when)\b/iu;

/** Longest bare answer: a sentence, not a paragraph. */
const MAX_ANSWER_WORDS = 25;

/** A sentence boundary inside a question; initials and abbreviations are not one. */
const SENTENCE_BREAK = /(?:\p{Ll}{2,}|\p{L}{3,})[.;]\s+\p{Lu}|!/u;

/**
 * Splits a question-and-answer memory into its question and answer: "Q: … A: …", "Question: …
 * Answer: …" (问：…答：…), "The answer to <question> is <answer>", or a bare "<question>? <answer>."
 * on one line whose answer is short and not itself conversation. Undefined for anything else.
 */
export function splitQuestion(text: string, oneLine = !/\n\s*\S/u.test(text.trim())): { question: string; answer: string } | undefined {
  const t = text.normalize('NFKC').replace(/\s+/g, ' ').trim();
  const qa = /^(?:q|question|问)\s*[:：]\s*([^?？]+)[?？]?\s*(?:a|answer|答)\s*[:：]\s*(.+)$/isu.exec(t);
  if (qa) return { question: qa[1], answer: qa[2].replace(/[.。]+$/u, '') };
  const answerTo = /^the answer to (?:the question )?["“‘']?([^?？"”’']+)[?？]?["”’']? is[:：]? (.+?)[.。]*$/isu.exec(t);
  if (answerTo) return { question: answerTo[1], answer: answerTo[2] };
  // Several lines are a document, not one question and its answer.
  const bare = oneLine ? /^([^?？]+)[?？]\s+([^?？]+?)[.。]*$/su.exec(t) : null;
  if (!bare || SENTENCE_BREAK.test(bare[1]) || /[!！]/u.test(bare[2])) return undefined;
  const q = bare[1].trim();
  const a = bare[2].trim();
  if (q.split(' ').length < 3 || a.split(' ').length > MAX_ANSWER_WORDS || NOT_AN_ANSWER.test(a)) return undefined;
  return { question: q, answer: a };
}

/** The first sentence that states a claim in a frame, else the first that states any. */
function mainClaim(parsed: readonly Parsed[]): Parsed | undefined {
  return parsed.find((c) => c.frame && c.subject) ?? parsed.find((c) => c.subject);
}

/**
 * The analysis of a text, or an empty one when a parser fails on it: a memory whose claim cannot be
 * read is still stored and judged by its vector and words; the guard's own failures are its own
 * (screening reports `error`, and the write is held).
 */
function readSafely(text: string, at: number): Analysis {
  try {
    return analyze(text, at);
  } catch {
    return { text, language: 'und', languages: ['und'], sentences: [], dates: [], at };
  }
}

/** A year written out in a date ("March 2021", "2019年"): a date that says when the claim held. */
const YEAR = /(?:^|\D)(?:1[6-9]|20)\d\d(?:\D|$)/u;

/**
 * Two years joined as a span ("2009–2012", "from 2009 to 2012", "between 2009 and 2012", "March 2009
 * until June 2012"); not a slash ("2019/2020" is a tax or school year, a version), not a bare "and"
 * ("Windows 2000 and 2003"), not a span before a capitalised name ("2010-2012 Main Street").
 */
const YEAR_SPAN = /(?<!\d)((?:19|20)\d\d)\s*(?:[-–—]|\bto\b|\buntil\b|\btill\b|\bthrough\b|\bthru\b|(?<=\bbetween\s+(?:19|20)\d\d\s+)and\b)\s*(?:\p{L}{3,9}\.?\s+)?((?:19|20)\d\d)(?!\d)(?!\s+\p{Lu}\p{L})/giu;

/** Verbs before "used to" that make it "accustomed to" ("I'm used to", "got used to", "grew used to"). */
const ACCUSTOMED = new Set(['be', 'get', 'become', 'grow']);

/**
 * Whether "used" at `i` (before "to" and a verb) is a past habit: not "be / get / grow used to" (with
 * any adverb or "not" between: "I'm not really used to"), and not a relative clause's verb ("the app
 * I used to book flights").
 */
function pastHabit(tokens: Token[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && (tokens[j].pos === 'ADV' || tokens[j].pos === 'PART')) j--;
  const before = tokens[j];
  if (before && (ACCUSTOMED.has(before.lemma) || /(?:'|’)(?:m|re|s)$/u.test(before.lower))) return false;
  return !(before?.pos === 'PRON' && ['NOUN', 'PROPN'].includes(tokens[j - 1]?.pos ?? ''));
}

/**
 * A text about the past, not a change: it names a period that ended before it was written
 * ("from 2009 until 2012 I lived in Lyon", "2011–2014", "March 2015 until June 2019") or a past habit
 * ("I used to bake bread for a café"), and no word places it in the present. It is history beside the
 * current value, never a newer one.
 */
function aboutThePast(a: Analysis, at: number): boolean {
  const tokens = a.sentences.flatMap((x) => x.tokens);
  if (tokens.some((t) => PRESENT.has(t.lower))) return false;
  const year = new Date(at).getUTCFullYear();
  const ended = a.dates.some((d) => d.until !== undefined && d.until < at) || a.sentences.some((x) => [...x.text.matchAll(YEAR_SPAN)].some((m) => Number(m[2]) >= Number(m[1]) && Number(m[2]) < year));
  const habit = a.sentences.some((x) => x.tokens.some((t, i) => t.lower === 'used' && x.tokens[i + 1]?.lower === 'to' && x.tokens[i + 2]?.pos === 'VERB' && pastHabit(x.tokens, i)));
  return ended || habit;
}

/**
 * Parses a memory into subject, frame, value, polarity, time and cues. `subject` (explicit, from
 * the caller) wins over a derived one; `at` is when it was written (relative dates resolve to it).
 */
export function parseClaim(content: string, explicitSubject?: string, at = 0): Claim {
  const key = `${at}\u0000${explicitSubject ?? ''}\u0000${content}`;
  const hit = claims.get(key);
  if (hit) return hit;
  const c = readClaim(content, explicitSubject, at);
  claims.set(key, c);
  return c;
}

/** Parsed claims kept: candidates are re-read on every write that meets them. */
const CLAIM_CACHE = 4096;
const claims = new LruMap<Claim>(CLAIM_CACHE);

/**
 * Files a claim read elsewhere (a guard worker thread) under the time a record was stored, so the
 * record meeting later writes as a candidate is not read again on the event loop. A claim's dates
 * that set its event time carry a year, so the milliseconds between reading and storing change nothing.
 */
export function rememberClaim(content: string, explicitSubject: string | undefined, at: number, claim: Claim): void {
  const key = `${at}\u0000${explicitSubject ?? ''}\u0000${content}`;
  if (claims.has(key)) return;
  claims.set(key, claim);
}

function readClaim(content: string, explicitSubject: string | undefined, at: number): Claim {
  // A code span is one value ("run `kubectl rollout status`"), not words of the sentence.
  // A calendar entry or a contact card is read by what it says in prose, not by its properties (cards.ts).
  const plain = (cardProse(content) ?? content).slice(0, MAX_CLAIM_CHARS).normalize('NFKC').replace(/`([^`\n]{1,200})`/gu, (_, code: string) => code.trim().replace(/[^\p{L}\p{N}]+/gu, ''));
  const { eventTime: asOf, rest, since } = extractEventTime(plain);
  const qa = splitQuestion(rest, !/\n\s*\S/u.test(content.trim()));
  const a = readSafely(qa ? qa.answer : rest, at);
  const all = a.sentences.slice(0, 12).map((x) => (x.script === 'zh' ? readChinese(x) : readEnglish(x))).filter((x): x is Parsed => x !== undefined);
  // No sentence with a subject: still what the text signals and names.
  const main = mainClaim(all) ?? (all[0] && { ...all[0], subject: '', frame: undefined, attribute: '' });
  // What the whole text signals and names, beyond its main sentence: "Priya got the promotion!!
  // She's a ward sister now" carries its cue in the second sentence.
  const parsed: Parsed | undefined = main && {
    ...main,
    // A long document (an e-mail, a page) says "update" and "change" about many things: there
    // only the main sentence's own cue counts.
    cue: a.sentences.length <= 3 ? all.some((x) => x.cue) : main.cue,
    denied: [...new Set(all.flatMap((x) => x.denied))],
    additive: main.additive,
    frames: [...new Set([...main.frames, ...all.flatMap((x) => x.frames)])],
    topics: [...new Set(all.flatMap((x) => x.topics))],
  };
  let subject = parsed?.subject ?? '';
  let attribute = parsed?.attribute ?? '';
  if (qa) {
    // A question's words are its key: the answer is the value.
    attribute = indexTerms(qa.question).join(' ');
    subject = '';
  }
  const value = qa ? a.sentences.flatMap((s) => s.tokens).filter((t) => CONTENT.has(t.pos)) : (parsed?.value ?? []);
  // A change said in another language ("jetzt", "maintenant", "verkocht"): the English reader has no cue for it.
  const abroad =
    a.language !== 'eng' &&
    a.sentences.length <= 3 &&
    (a.sentences.some((x) => x.script !== 'zh' && (x.tokens.some((t, i) => CUES_ABROAD.has(t.lower) || wordOrPair(x.tokens, i, nowWord, a.language)) || saysNew(x, a.language) || saysChange(x))) ||
      (KANA_HANGUL.test(content) && (CUES_UNSPACED.some((c) => content.includes(c)) || NOW_UNSPACED.some((c) => content.includes(c)))) ||
      saysChangeUnspaced(content));
  // A value said to hold from a date on ("desde 15 de fevereiro", "seit letzter Woche", "from this
  // week") — not a span ("from Monday to Friday") nor an hour of the day ("from 9").
  const sinceDate =
    a.sentences.length <= 3 &&
    a.dates.some((d) => {
      const text = a.sentences[d.sentence]?.text ?? '';
      const i = text.indexOf(d.text);
      if (i < 0 || (d.known.hour && !d.known.day)) return false;
      const rest = text.slice(i + d.text.length);
      if (SPAN_END.test(rest) || (a.language !== 'eng' && /^\s*a(?![\p{L}])/u.test(rest))) return false;
      return sinceWords(text.slice(0, i).toLowerCase().split(/[\s,;:]+/u).filter(Boolean));
    }) ||
    // Or a time no date parser of the text's language reads ("od wczoraj", "dal mese prossimo", "来月から").
    (a.sentences.length <= 3 && (a.sentences.some((x) => x.script !== 'zh' && fromATime(x.tokens.filter((t) => t.pos !== 'PUNCT').map((t) => t.text), (w) => SPAN_END.test(w))) || fromATimeUnspaced(content)));
  // A value added beside another, said in another language ("ahora también …", "teraz mówię też …").
  // An "also" that ends its clause ("…, y mi hermano también") is said of someone else, not of the value.
  const besides =
    a.language !== 'eng' &&
    a.sentences.length <= 3 &&
    a.sentences.some((x) => x.script !== 'zh' && x.tokens.some((_, i) => wordOrPair(x.tokens, i, alsoWord, a.language) && x.tokens[i + 1] !== undefined && x.tokens[i + 1].pos !== 'PUNCT'));
  // An English phrase of change in a sentence the clause reader found no predicate in ("it goes up to …").
  // Language detection misreads short texts ("Ported my number to …"): English words are matched in any text not in Chinese script.
  const phrased = a.sentences.length <= 3 && a.sentences.every((x) => x.script !== 'zh') && CHANGE_PHRASES.test(plain.toLowerCase());
  let firstPerson = Boolean(parsed?.firstPerson);
  const changed = Boolean(parsed?.cue) || abroad || phrased || Boolean(since) || sinceDate;
  // The speaker's own past, told with no word of change: a year span elsewhere is often the value
  // itself ("the 2017–2018 season"), and beside a change it is where the change came from ("I moved
  // to Rennes after living in Lyon from 2009 to 2012").
  const past = firstPerson && !explicitSubject && !changed && aboutThePast(a, at);
  if (explicitSubject) {
    subject = subjectKey(explicitSubject);
    firstPerson = false;
  }
  const dated = a.dates.find((d) => YEAR.test(d.text));
  const eventTime = asOf ?? (parsed?.frame?.id === 'schedule' ? undefined : dated?.at);
  const key = attribute && (subject || qa) ? `${subject}|${attribute}` : '';
  const slots = slotsOf(value);
  // No frame and subject found (or a caller's subject with no frame): the sentence-shape reading.
  // The sentence-shape reading is for short memories; a chatty paragraph would give it a key of
  // whatever words stand before its first verb.
  // Chinese is read by the frame reader alone: the sentence shapes cut it into characters.
  const short = a.sentences.length <= 2 && content.split(/\s+/u).length <= 25 && !a.sentences.some((x) => x.script === 'zh');
  if (!qa && (short || explicitSubject) && (!parsed?.frame || (explicitSubject && !key) || !key)) {
    // A short label before a colon ("Update:", "Note (…):") wraps the claim; without it, the label is the property.
    const label = /^[^:\n]{1,40}:\s+(?=\S+\s+\S+\s+\S)/u.exec(plain);
    const unwrapped = label ? parseFallback(plain.slice(label[0].length), explicitSubject) : undefined;
    const f = unwrapped?.key ? unwrapped : parseFallback(plain, explicitSubject);
    if (f.key) {
      const words = f.value.split(' ').filter(Boolean);
      const fb: ValueSlots = { names: slots.names, numbers: words.filter((w) => /\d/u.test(w)), words: words.filter((w) => !/\d/u.test(w) && !slots.names.includes(w)) };
      return { ...f, frame: f.key.split('|')[1] ?? '', frames: parsed?.frames ?? [], topics: parsed?.topics ?? [], mentions: mentionsOf(a.sentences), slots: fb, eventTime: f.eventTime ?? eventTime, cue: !past && (f.cue || changed), additive: past || besides || Boolean(parsed?.additive), denied: parsed?.denied ?? [], exclusive: false };
    }
  }
  return {
    key,
    subject,
    frame: attribute,
    value: [...slots.names, ...slots.numbers, ...slots.words].join(' ') || normValue(qa ? qa.answer : ''),
    frames: parsed?.frames ?? [],
    topics: parsed?.topics ?? [],
    mentions: mentionsOf(a.sentences),
    slots,
    eventTime,
    cue: changed,
    additive: past || besides || Boolean(parsed?.additive),
    negated: Boolean(parsed?.negated),
    denied: parsed?.denied ?? [],
    exclusive: Boolean(parsed?.frame?.exclusive) || Boolean(qa),
    firstPerson,
  };
}
