/**
 * A learned second opinion for content screening: logistic regression over hashed features of the
 * write — its words and word pairs (Unicode word segmentation, so any script), the letter n-grams
 * inside words (inflections and compounds of words never seen whole), what the concept detectors
 * and pattern rules found, and the channel. The weights are trained offline
 * (`scripts/train-screen.mjs`) on a corpus of attacks, look-alikes and ordinary texts written for
 * training (`train/screen-corpus/`), never on an evaluation set, and ship as `models/screen-linear.json`.
 *
 * The model itself — scoring, training, the stored file — is `linear-model.ts`.
 *
 * It reads what the rules cannot: how an order to a model is put, in words no lexicon lists. The
 * rules, in turn, give it what a bag of words cannot: who is addressed and what is done to what.
 */
import { quotedAt, type SentenceView } from './concept-frames.js';
import { FeatureVector, type Features } from './linear-model.js';
import { OVERSIGHT_TERMS } from '../analysis/lexicon-oversight.js';
import { PROPOSAL_TERMS } from '../analysis/lexicon-proposal.js';
import { OMISSION_TERMS } from '../analysis/lexicon-omission.js';
import { SAFEGUARD_STEP_TERMS } from '../analysis/lexicon-safeguard-steps.js';
import { STAKES_TERMS } from '../analysis/lexicon-stakes.js';
import { PRESSURE_TERMS } from '../analysis/lexicon-pressure.js';
import { PRESSURE_CHANNEL_TERMS } from '../analysis/lexicon-pressure-channel.js';
import { PRESSURE_FRAME_TERMS } from '../analysis/lexicon-pressure-frames.js';
import { VERIFY_FRAME_TERMS } from '../analysis/lexicon-verify-frame.js';

/** One write as the model sees it. */
export interface LinearInput {
  /** The text as a person reads it (normalised). */
  text: string;
  /** Text the markup hides, encodings carry or lines split: read as words too. */
  extra?: readonly string[];
  channel: string;
  /** The screening reasons the rules gave, e.g. `concept:reader-directive(...)`. */
  reasons: readonly string[];
  /** The rules' score, before the model. */
  ruleScore: number;
  /** How the sentences stand (`structureOf`): which concepts meet in one, and in an order to whom. */
  structure?: readonly string[];
}

const MAX_WORDS = 3000;
/** The head and tail of a long text are read, as the shared analysis reads them (its 10k + 10k). */
const HEAD_CHARS = 12_000;
const TAIL_CHARS = 10_000;
/**
 * Word segmentation costs more than linear time on one long string: a text is segmented in pieces
 * of at most this many characters, cut at white space.
 */
const PIECE_CHARS = 2_000;
const MAX_WORD_LENGTH = 32;
const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

/** `text` in pieces of at most `PIECE_CHARS`, cut after white space where there is some. */
function* piecesOf(text: string): Generator<string> {
  let at = 0;
  while (text.length - at > PIECE_CHARS) {
    const space = text.lastIndexOf(' ', at + PIECE_CHARS);
    const newline = text.lastIndexOf('\n', at + PIECE_CHARS);
    const cut = Math.max(space, newline);
    const end = cut > at ? cut + 1 : at + PIECE_CHARS;
    yield text.slice(at, end);
    at = end;
  }
  yield text.slice(at);
}

/**
 * Fewer words than this are a value (a name, an id, a channel), not prose: the model, which reads
 * how words go together, gives no opinion on them.
 */
const MIN_WORDS = 3;

/** Does the write carry enough words for the model to judge (`MIN_WORDS`)? */
export function readsEnough(input: LinearInput): boolean {
  return wordsOf([input.text, ...(input.extra ?? [])].join('\n'), MIN_WORDS).length >= MIN_WORDS;
}

/** The lower-cased words of a text, in order: at most `budget` of its head and tail. */
export function wordsOf(text: string, budget = MAX_WORDS): string[] {
  const out: string[] = [];
  const read = text.length > HEAD_CHARS + TAIL_CHARS ? `${text.slice(0, HEAD_CHARS)}\n${text.slice(-TAIL_CHARS)}` : text;
  for (const piece of piecesOf(read.toLowerCase())) {
    for (const s of segmenter.segment(piece)) {
      if (!s.isWordLike) continue;
      out.push(s.segment);
      if (out.length >= budget) return out;
    }
  }
  return out;
}

/** The rule reason without its detail: `concept:reader-directive(…)` → `concept:reader-directive`. */
function reasonKey(reason: string): string {
  const cut = reason.indexOf('(');
  return cut < 0 ? reason : reason.slice(0, cut);
}

function bucket(score: number): string {
  return score <= 0 ? '0' : score < 0.2 ? 'lt.2' : score < 0.5 ? 'lt.5' : score < 0.8 ? 'lt.8' : 'ge.8';
}

/**
 * The hashed features of one write. Each group of features read from the text (words, word pairs,
 * letter n-grams, the sentences' structure) is scaled by 1/√(its size), so a long text does not
 * outweigh a short one; rule findings, the rules' score band and the channel count 1 each.
 */
export function featuresOf(input: LinearInput, dims: number): Features {
  const v = new FeatureVector(dims);
  // The visible text and each hidden, decoded or rejoined one are read on their own, so a long
  // text does not push what it hides out of the budget.
  const extra = input.extra ?? [];
  const words = [input.text, ...extra].flatMap((t, i) => wordsOf(t, i === 0 ? MAX_WORDS : Math.floor(MAX_WORDS / extra.length)));
  const unigrams = new Set<string>();
  const pairs = new Set<string>();
  const grams = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    unigrams.add(`w:${w}`);
    if (i > 0) pairs.add(`b:${words[i - 1]}_${w}`);
    if (w.length > MAX_WORD_LENGTH) continue;
    const padded = `^${w}$`;
    for (let n = 3; n <= 4; n++) for (let j = 0; j + n <= padded.length; j++) grams.add(`c:${padded.slice(j, j + n)}`);
  }
  v.group(unigrams);
  v.group(pairs);
  v.group(grams);
  v.group(new Set(input.structure ?? []));
  for (const r of new Set(input.reasons.map(reasonKey))) v.put(`r:${r}`);
  const b = bucket(input.ruleScore);
  v.put(`rs:${b}`);
  v.put(`ch:${input.channel}`);
  v.put(`chrs:${input.channel}:${b}`);
  if (extra.length > 0) v.put('has:extra');
  return v.done();
}

/**
 * Concepts the model is trained without: those of the safeguard-left-out, pressured-request,
 * overseer-let-it-pass and proposal-turned-down readings. Trained with them (the twenty-seventh round), it learned a lesson's shape — "no need
 * to …", "every time", a safety step named — as an attack, and held safety rules and kitchen tips
 * the rules pass, for no gain in cross-validation; their names would land on hashed weights learnt
 * for other features, so the model does not see them.
 */
const UNTRAINED = new Set([OVERSIGHT_TERMS, PROPOSAL_TERMS, OMISSION_TERMS, SAFEGUARD_STEP_TERMS, STAKES_TERMS, PRESSURE_TERMS, PRESSURE_CHANNEL_TERMS, PRESSURE_FRAME_TERMS, VERIFY_FRAME_TERMS].flatMap((lexicon) => Object.keys(lexicon)));

/**
 * What the sentence views say beyond the rules' findings, as feature keys: the concepts of the
 * write (in any language the lexicons read), the pairs of them that meet in one sentence, and the
 * concepts of a sentence that gives an order, by whom it addresses (the reader, "you", no one), or
 * names the reader. Code is kept apart from prose.
 */
export function structureOf(views: readonly SentenceView[]): string[] {
  const out = new Set<string>();
  for (const v of views) {
    const names = [...v.c.keys()].filter((c) => !UNTRAINED.has(c)).sort();
    const where = v.inCode ? 'code' : 'prose';
    for (const c of names) out.add(`k:${c}`);
    for (let i = 0; i < names.length; i++) for (let j = i + 1; j < names.length; j++) out.add(`kk:${names[i]}+${names[j]}`);
    // An order inside quotation marks is reported, not given: it stands apart.
    const moods = new Set<string>(v.directives.filter((d) => !d.negated).map((d) => (quotedAt(v.s, d.head) ? `${d.addressee}-quoted` : d.addressee)));
    if ((v.orders?.length ?? 0) > 0) moods.add('foreign-order');
    // The reader named inside quotation marks is named by someone else (a study, a report).
    if (v.addressesReader) moods.add(quotedAt(v.s, v.c.get('reader')?.[0]?.start ?? 0) ? 'reader-named-quoted' : 'reader-named');
    for (const m of moods) {
      out.add(`d:${m}:${where}`);
      for (const c of names) out.add(`dk:${m}:${c}`);
    }
  }
  return [...out];
}

/**
 * True when the write gives orders, or names the reader, only inside quotation marks: it reports
 * them (a security training text, a news story about an attack). The rules weigh reported orders less; the model,
 * which reads their words, is not asked.
 */
export function ordersOnlyQuoted(structure: readonly string[]): boolean {
  let quoted = false;
  for (const k of structure) {
    if (!k.startsWith('d:') || k.startsWith('d:reader-named:')) continue;
    if (k.includes('-quoted:')) quoted = true;
    else return false;
  }
  return quoted;
}
