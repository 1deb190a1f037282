/**
 * Does a write agree with a more trusted memory about the same key? (the asymmetric rule: a low-trust
 * write about the key of a more trusted memory must agree with it, or it waits for verification.)
 *
 * Lexical and deterministic, like the heuristic judge: the trusted memory is read as a question
 * (its key — "Which river runs through the old town") and an answer (its value — "the
 * Vltava"). A write that covers the question *agrees* when it carries the answer, *competes*
 * when it states something of the answer's kind that is not the answer (another name, another
 * number, the opposite polarity of a yes/no answer), and is *silent* when it only
 * mentions the topic. Paraphrase does not hide a passage: what is compared are the question's
 * content words and the answer, not the wording. A contradiction carried only in meaning ("he left
 * music behind") needs a semantic judge.
 */
import { contentWords, indexTerms, STOPWORDS, stem, tokens } from '../../core/text.js';
import type { MemoryRecord } from '../../core/types.js';
import { normValue, splitQuestion } from '../claim.js';
import { extractEventTime } from '../event-time.js';
import { antonymsOf, numbers } from '../values.js';
import { NAME_JOINERS, names } from './names.js';
import { analyze } from '../../analysis/analyze.js';
import { compareMeasures, measuresOf } from '../../analysis/measures.js';

/** How a write stands toward a trusted memory's answer. */
export type Stance = 'unrelated' | 'agrees' | 'silent' | 'competes';

/** A stance and why. */
export interface Agreement {
  stance: Stance;
  reason: string;
}

/** Share of the question's content words a write must contain to be about it. */
const TOPIC_COVERAGE = 0.5;
/**
 * A long question (HotpotQA's run to a dozen content words and more) is also met by this many of
 * its words, when they are at least `LONG_QUESTION_COVERAGE` of it: a paraphrase keeps the names
 * and numbers and drops the rest.
 */
const LONG_QUESTION_WORDS = 5;
const LONG_QUESTION_COVERAGE = 0.3;
/** Share of the question a write that denies its answer must cover to be about it. */
const DENIAL_COVERAGE = 0.25;
/** A question of fewer content words is too vague to owe agreement to ("Is it pricey?"). */
const MIN_TOPIC_WORDS = 3;
/** Share of a yes/no question's words a write must restate to agree with its answer. */
const YES_NO_COVERAGE = 0.75;
/** An answer of more words than this (a sentence) is carried by `LONG_ANSWER_CARRIED` of them. */
const LONG_ANSWER_WORDS = 3;
const LONG_ANSWER_CARRIED = 0.8;
/** Characters of a write that are read (untrusted text gets a cap before use). */
const MAX_CHARS = 4000;

/** Spelled-out numbers, so "two seasons" gives a number where the answer is "3". */
const NUMBER_WORDS: Record<string, string> = Object.fromEntries(
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'
    .split(' ')
    .map((w, i) => [w, String(i + 1)]),
);

/** Negation, for the polarity of a yes/no statement. */
const NEGATION = /\b(?:not|no|never|neither|nor|none|no longer|cannot|rather than|instead of|unlike)\b|n['’]t\b/iu;
/** An answer stated as wrong: "not The Beatles", "rather than Paris". */
const DENIED_BEFORE =
  /(?:\bnot|\bnever|\bno|\brather than|\binstead of|\bunlike|\bnor|\bin contrast to|\bcontrary to|\bas opposed to|n['’]t)\s+(?:\S+\s+){0,3}[\p{P}]*$/iu;
/** An answer stated and then denied: "granite is not the hardest…". */
const DENIED_AFTER = /^[\p{P}]*\s+(?:(?:is|was|are|were)\s+(?:not|never)\b|(?:isn|wasn|aren|weren)['’]t\b)/iu;

/** The trusted memory read as question and answer: its content words and the answer as written. */
function questionOf(r: Pick<MemoryRecord, 'content' | 'key' | 'value'>): { topic: string[]; answer: string; asked: string; question: boolean } | undefined {
  const qa = splitQuestion(extractEventTime(r.content.normalize('NFKC')).rest);
  if (qa) return { topic: unique(indexTerms(qa.question)), answer: qa.answer, asked: qa.question, question: true };
  if (!r.key || !r.value) return undefined;
  // Other keyed memories ("Ana's profession is surveyor"): the key is the question, the value
  // the answer; the answer as written is the tail of the text that carries the value's words.
  const topic = unique(r.key.replace('|', ' ').split(' ').filter((w) => w && !STOPWORDS.has(w)));
  const raw = r.content.normalize('NFKC');
  const first = r.value.split(' ')[0];
  const at = first ? raw.toLowerCase().lastIndexOf(first) : -1;
  return { topic, answer: at >= 0 ? raw.slice(at) : r.value, asked: at >= 0 ? raw.slice(0, at) : raw, question: false };
}

const unique = (xs: string[]) => [...new Set(xs)];

/**
 * The memory is a question with its answer ("Q: … A: …", "<question>? <answer>."): the kind of
 * memory a write may be compared with on its words alone. A chat turn's derived key is too loose
 * for that — a long email covers most of any short key.
 */
export function answersQuestion(r: Pick<MemoryRecord, 'content'>): boolean {
  return splitQuestion(extractEventTime(r.content.normalize('NFKC')).rest) !== undefined;
}

/** What kind of thing an answer is: what a rival answer to it would look like. */
type AnswerKind = 'yes/no' | 'number' | 'name' | 'words';

/**
 * "yes"/"no" (alone or opening the answer), a number or date, a name (capitalised past its first
 * word, or a short capitalised answer: "Erinsborough", "Lee Hazlewood"), or ordinary words
 * ("centre", "a procedure to replace damaged bone marrow").
 */
function kindOf(answer: string, words: readonly string[]): AnswerKind {
  const raw = answer.normalize('NFKC').trim();
  if (/^(?:yes|no)(?:$|[\s,.;:!])/iu.test(raw) && (words.length === 1 || /^(?:yes|no)[,.;:!]/iu.test(raw))) return 'yes/no';
  // The digits of an address ("ondine88@…", "https://…/2024/") are part of a name, not a quantity.
  if (numbers(raw.replace(/\S+@\S+|\bhttps?:\/\/\S+/gu, ' ')).length > 0) return 'number';
  const rawWords = raw.split(/\s+/u);
  if (rawWords.slice(1).some((w) => /^\p{Lu}/u.test(w))) return 'name';
  if (/^\p{Lu}/u.test(raw) && rawWords.length <= 4 && !STOPWORDS.has(rawWords[0].toLowerCase())) return 'name';
  return 'words';
}

/**
 * The words of an answer that are verbs ("works as a nurse", "lives in Leith"): how the memory
 * said it, not what it says. A record carries the value without them ("nurse, based in Leith").
 */
function verbsOf(answer: string): Set<string> {
  const out = new Set<string>();
  for (const s of analyze(answer.slice(0, MAX_CHARS)).sentences) for (const t of s.tokens) if (t.pos === 'VERB' || t.pos === 'AUX') normValue(t.text).split(' ').forEach((w) => w && out.add(w));
  return out;
}

/**
 * Is `write` about `r`'s key, and does it carry, contradict or leave open `r`'s value? `own` are
 * the names the memory's person goes by (aliases.ts): a record naming its person ("Reading list of
 * Tamsin: …") names no rival of the answer by that.
 */
export function stanceToward(write: string, r: Pick<MemoryRecord, 'content' | 'key' | 'value'>, own: ReadonlySet<string> = new Set()): Agreement {
  const q = questionOf(r);
  if (!q || q.topic.length < MIN_TOPIC_WORDS) return { stance: 'unrelated', reason: 'the memory states no question with an answer' };
  // Questions assert nothing: "Which club plays there?" in a note is not an answer.
  // A title that ends in one ("Who Owns the Moon?") is no question of the write's own.
  const text = write.slice(0, MAX_CHARS).replace(/[^.!?。！？\n]*[?？](?!["'”’])/gu, ' ');
  const words = contentWords(text);
  for (const [w, n] of Object.entries(NUMBER_WORDS)) if (words.has(w)) words.add(n);
  const covered = coverage(q.topic, [...words]);
  const long = q.question && covered * q.topic.length >= LONG_QUESTION_WORDS && covered >= LONG_QUESTION_COVERAGE;
  const answer = unique(normValue(q.answer).split(' ').filter(Boolean));
  if (answer.length === 0) return { stance: 'unrelated', reason: 'the memory has no answer' };
  const asked = contentWords(q.asked);
  const kind = kindOf(q.answer, answer);
  const shown = q.answer.length > 80 ? `${q.answer.slice(0, 77)}...` : q.answer;
  if (covered < TOPIC_COVERAGE && !long) {
    // Less of the question, but its answer named to be denied ("they aren't from Peru"): a denial
    // of the memory is a contradiction even in other words.
    const informative = answer.filter((w) => !asked.has(w));
    const deniesAnswer =
      kind !== 'yes/no' && covered >= DENIAL_COVERAGE && informative.length > 0 && informative.every((w) => words.has(w)) && denied(text, q.answer);
    return deniesAnswer ? { stance: 'competes', reason: `about the question, names "${shown}" only to deny it` } : { stance: 'unrelated', reason: 'about another question' };
  }

  // Yes/no: the answer is the polarity of the restated question — negated, or with a word whose
  // antonym the question uses ("the same genre" against "different genres").
  if (kind === 'yes/no') {
    const yes = answer[0] === 'yes';
    const all = new Set(tokens(text).map((t) => t.text));
    const askedAll = new Set(tokens(q.asked).map((t) => t.text));
    const flipped = [...all].find((w) => !askedAll.has(w) && [...(antonymsOf(w) ?? [])].some((o) => askedAll.has(o)));
    const negative = NEGATION.test(text) !== (flipped !== undefined);
    if (negative === yes) return { stance: 'competes', reason: `states the opposite of "${yes ? 'yes' : 'no'}"` };
    return covered >= YES_NO_COVERAGE
      ? { stance: 'agrees', reason: `restates the question with the answer "${yes ? 'yes' : 'no'}"` }
      : { stance: 'competes', reason: `does not restate what "${yes ? 'yes' : 'no'}" answers` };
  }
  // What the answer adds to the question. When nothing, the answer is one of the options the
  // question names ("who is younger, A or B?"): naming it shows nothing — every passage about the
  // question names both — so agreement cannot be shown.
  const informative = answer.filter((w) => !asked.has(w));
  if (informative.length === 0) return { stance: 'competes', reason: 'the answer is one of the options the question names; agreement cannot be shown' };

  // A measure (height, weight, shoe size) in another unit: compared in one scale.
  if (kind === 'number') {
    const m = compareMeasures(q.answer.split('\n').flatMap((l) => measuresOf(l)), text.split('\n').slice(0, 60).flatMap((l) => measuresOf(l)));
    if (m) return m.verdict === 'same' ? { stance: 'agrees', reason: `states the ${m.kind} of "${shown}" in another unit` } : { stance: 'competes', reason: `gives another ${m.kind} where the answer is "${shown}"` };
  }
  const rival = rivalAnswer(text, kind, q, new Set([...asked, ...answer, ...own, ...[...own].map(stem)]));
  // A short answer is carried whole; a long one (a sentence) by most of its words — its verbs
  // aside, when it has other words: "works as a nurse" is carried by "nurse".
  const verbs = verbsOf(q.answer);
  const needed = informative.some((w) => !verbs.has(w)) ? informative.filter((w) => !verbs.has(w)) : informative;
  const carried = needed.filter((w) => words.has(w)).length / needed.length >= (needed.length <= LONG_ANSWER_WORDS ? 1 : LONG_ANSWER_CARRIED);
  if (carried) {
    if (denied(text, q.answer)) return { stance: 'competes', reason: `names "${shown}" only to deny it` };
    // "Not in the North Atlantic but the Pacific": the answer beside another of its kind is no agreement.
    if (rival) return { stance: 'competes', reason: `names ${rival} beside the answer "${shown}"` };
    return { stance: 'agrees', reason: `carries the answer "${shown}"` };
  }
  if (rival) return { stance: 'competes', reason: `gives another answer (${rival}) where the answer is "${shown}"` };
  if (kind !== 'words') return { stance: 'silent', reason: `mentions the question without a ${kind} for an answer` };
  // An answer in ordinary words ("centre", "film director"): any other statement about the
  // question may be a competing answer, so the write waits for verification.
  return { stance: 'competes', reason: `about the question without the answer "${shown}"` };
}

/**
 * Something of the answer's kind that the question and the answer do not contain: another number
 * for a numeric answer, another name for a named one. Undefined for an answer in ordinary words,
 * whose rivals are ordinary words.
 */
function rivalAnswer(text: string, kind: AnswerKind, q: { asked: string; answer: string }, known: Set<string>): string | undefined {
  if (kind === 'number') {
    const given = new Set(numbers(`${q.asked} ${q.answer}`));
    const spelled = [...contentWords(text)].map((w) => NUMBER_WORDS[w]).filter((n): n is string => n !== undefined);
    const other = [...numbers(text), ...spelled].find((n) => !given.has(n));
    return other === undefined ? undefined : `the number ${other}`;
  }
  if (kind === 'name') {
    const other = names(text).find((n) => n.some((w) => !STOPWORDS.has(w) && !NAME_JOINERS.has(w) && !known.has(w)));
    return other === undefined ? undefined : `"${other.join(' ').slice(0, 60)}"`;
  }
  return undefined;
}

/** Fraction of `topic` words the write contains, a word matching its inflections ("jumped", "jump"). */
function coverage(topic: readonly string[], words: readonly string[]): number {
  const exact = new Set(words);
  return topic.filter((t) => exact.has(t) || words.some((w) => sameRoot(t, w))).length / topic.length;
}

/** Two words share a root: a common prefix of at least four letters that is all but two of the shorter. */
function sameRoot(a: string, b: string): boolean {
  const min = Math.min(a.length, b.length);
  if (min < 4) return false;
  let i = 0;
  while (i < min && a[i] === b[i]) i++;
  return i >= 4 && i >= min - 2;
}

/** Every occurrence of the answer's first word in `write` is preceded by a denial. */
function denied(write: string, answer: string): boolean {
  const first = answer
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .find((w) => w && !STOPWORDS.has(w));
  if (!first) return false;
  const text = write.normalize('NFKC').toLowerCase();
  let seen = false;
  const at = new RegExp(`(?<![\\p{L}\\p{N}])${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu');
  for (const m of text.matchAll(at)) {
    seen = true;
    const before = text.slice(Math.max(0, m.index - 60), m.index);
    const after = text.slice(m.index + first.length, m.index + first.length + 40);
    if (!DENIED_BEFORE.test(before) && !DENIED_AFTER.test(after)) return false;
  }
  return seen;
}
