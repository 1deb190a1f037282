/**
 * A learned second opinion for content screening: logistic regression over hashed features of the
 * write — its words and word pairs (Unicode word segmentation, so any script), the letter n-grams
 * inside words (inflections and compounds of words never seen whole), what the concept detectors
 * and pattern rules found, and the channel. The weights are trained offline
 * (`scripts/train-screen.mjs`) on a corpus of attacks, look-alikes and ordinary texts written for
 * training (`train/screen-corpus/`), never on an evaluation set, and ship as `models/screen-linear.json`.
 *
 * It reads what the rules cannot: how an order to a model is put, in words no lexicon lists. The
 * rules, in turn, give it what a bag of words cannot: who is addressed and what is done to what.
 */
import { readFileSync } from 'node:fs';
import { mulberry32 } from '../core/prng.js';
import { quotedAt, type SentenceView } from './concept-frames.js';

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

/** A sparse feature vector: parallel indices and values. */
export interface Features {
  idx: Int32Array;
  val: Float32Array;
}

/** A trained model, as stored. */
export interface LinearModelFile {
  format: 'hindsight-linear-screen';
  version: 1;
  dims: number;
  bias: number;
  /** Weights are int8 × scale, base64. */
  scale: number;
  weights: string;
  /** The probability at or above which the write is held (chosen on cross-validation, see `training`). */
  hold_at: number;
  training?: Record<string, unknown>;
}

/** A model ready to score. */
export interface LinearModel {
  dims: number;
  bias: number;
  weights: Float32Array;
  holdAt: number;
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

/** FNV-1a over UTF-16 code units. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

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
 * The hashed features of one write. Each group of text features (words, word pairs, letter
 * n-grams) is scaled by 1/√(its size), so a long text does not outweigh a short one; rule findings
 * and the channel count 1 each.
 */
export function featuresOf(input: LinearInput, dims: number): Features {
  const acc = new Map<number, number>();
  const put = (key: string, v: number) => {
    const h = hash(key);
    const i = h & (dims - 1);
    acc.set(i, (acc.get(i) ?? 0) + (h & 0x80000000 ? -v : v));
  };
  const group = (keys: Set<string>) => {
    if (keys.size === 0) return;
    const v = 1 / Math.sqrt(keys.size);
    for (const k of keys) put(k, v);
  };
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
  group(unigrams);
  group(pairs);
  group(grams);
  group(new Set(input.structure ?? []));
  for (const r of new Set(input.reasons.map(reasonKey))) put(`r:${r}`, 1);
  const b = bucket(input.ruleScore);
  put(`rs:${b}`, 1);
  put(`ch:${input.channel}`, 1);
  put(`chrs:${input.channel}:${b}`, 1);
  if ((input.extra?.length ?? 0) > 0) put('has:extra', 1);
  const idx = new Int32Array(acc.size);
  const val = new Float32Array(acc.size);
  let k = 0;
  for (const [i, v] of acc) {
    idx[k] = i;
    val[k++] = v;
  }
  return { idx, val };
}

/**
 * What the sentence views say beyond the rules' findings, as feature keys: the concepts of the
 * write (in any language the lexicons read), the pairs of them that meet in one sentence, and the
 * concepts of a sentence that gives an order, by whom it addresses (the reader, "you", no one), or
 * names the reader. Code is kept apart from prose.
 */
export function structureOf(views: readonly SentenceView[]): string[] {
  const out = new Set<string>();
  for (const v of views) {
    const names = [...v.c.keys()].sort();
    const where = v.inCode ? 'code' : 'prose';
    for (const c of names) out.add(`k:${c}`);
    for (let i = 0; i < names.length; i++) for (let j = i + 1; j < names.length; j++) out.add(`kk:${names[i]}+${names[j]}`);
    // An order inside quotation marks is reported, not given: it stands apart.
    const moods = new Set<string>(v.directives.filter((d) => !d.negated).map((d) => (quotedAt(v.s, d.head) ? `${d.addressee}-quoted` : d.addressee)));
    if ((v.orders?.length ?? 0) > 0) moods.add('foreign-order');
    if (v.addressesReader) moods.add('reader-named');
    for (const m of moods) {
      out.add(`d:${m}:${where}`);
      for (const c of names) out.add(`dk:${m}:${c}`);
    }
  }
  return [...out];
}

/**
 * True when the write gives orders only inside quotation marks: it reports them (a security
 * training text, a news story about an attack). The rules weigh reported orders less; the model,
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

/** The model's probability that the write is an attack. */
export function probability(model: LinearModel, f: Features): number {
  let z = model.bias;
  for (let k = 0; k < f.idx.length; k++) z += model.weights[f.idx[k]!]! * f.val[k]!;
  return 1 / (1 + Math.exp(-z));
}

/** Training settings. */
export interface TrainOptions {
  dims: number;
  epochs: number;
  /** L2 penalty per example step. */
  l2: number;
  /** AdaGrad base rate. */
  rate: number;
  seed: number;
}

/**
 * Logistic regression by AdaGrad with an L2 penalty; both classes weigh the same in total, however
 * many examples each has.
 */
export function train(examples: readonly { f: Features; y: 0 | 1 }[], o: TrainOptions): LinearModel {
  const w = new Float64Array(o.dims);
  const g2 = new Float64Array(o.dims).fill(1e-8);
  let bias = 0;
  let bg2 = 1e-8;
  const pos = examples.filter((e) => e.y === 1).length;
  const neg = examples.length - pos;
  const classWeight = [examples.length / (2 * Math.max(1, neg)), examples.length / (2 * Math.max(1, pos))];
  const order = examples.map((_, i) => i);
  const rand = mulberry32(o.seed);
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const n of order) {
      const { f, y } = examples[n]!;
      let z = bias;
      for (let k = 0; k < f.idx.length; k++) z += w[f.idx[k]!]! * f.val[k]!;
      const p = 1 / (1 + Math.exp(-z));
      const err = (p - y) * classWeight[y]!;
      for (let k = 0; k < f.idx.length; k++) {
        const i = f.idx[k]!;
        const g = err * f.val[k]! + o.l2 * w[i]!;
        g2[i]! += g * g;
        w[i]! -= (o.rate * g) / Math.sqrt(g2[i]!);
      }
      bg2 += err * err;
      bias -= (o.rate * err) / Math.sqrt(bg2);
    }
  }
  return { dims: o.dims, bias, weights: Float32Array.from(w), holdAt: 0.5 };
}

/** The model as stored: weights quantised to int8. */
export function toFile(model: LinearModel, training: Record<string, unknown>): LinearModelFile {
  let max = 0;
  for (const x of model.weights) max = Math.max(max, Math.abs(x));
  const scale = max / 127 || 1;
  const q = new Int8Array(model.dims);
  for (let i = 0; i < model.dims; i++) q[i] = Math.round(model.weights[i]! / scale);
  return {
    format: 'hindsight-linear-screen',
    version: 1,
    dims: model.dims,
    bias: model.bias,
    scale,
    weights: Buffer.from(q.buffer).toString('base64'),
    hold_at: model.holdAt,
    training,
  };
}

/** Reads a stored model; throws with the reason when the file is not one. */
export function fromFile(file: LinearModelFile): LinearModel {
  if (file?.format !== 'hindsight-linear-screen' || file.version !== 1) throw new Error('not a hindsight-linear-screen model (version 1)');
  const { dims, scale, bias } = file;
  if (!Number.isInteger(dims) || dims < 2 || (dims & (dims - 1)) !== 0) throw new Error('model dims must be a power of two');
  if (typeof scale !== 'number' || !(Number.isFinite(scale) && scale > 0)) throw new Error('model scale must be a positive number');
  if (typeof bias !== 'number' || !Number.isFinite(bias)) throw new Error('model bias must be a number');
  if (typeof file.hold_at !== 'number' || !(file.hold_at > 0 && file.hold_at < 1)) throw new Error('model hold_at must be a number between 0 and 1');
  if (typeof file.weights !== 'string') throw new Error('model weights must be a base64 string');
  const bytes = Buffer.from(file.weights, 'base64');
  if (bytes.length !== dims) throw new Error(`model has ${bytes.length} weights, expected ${dims}`);
  const q = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  const weights = new Float32Array(dims);
  for (let i = 0; i < dims; i++) weights[i] = q[i]! * scale;
  return { dims, bias, weights, holdAt: file.hold_at };
}

/** The shipped model's path. */
export const SHIPPED_MODEL = new URL('../../models/screen-linear.json', import.meta.url);

const loaded = new Map<string, LinearModel>();
/** Loads a model file once per process. */
export function loadModel(path: string | URL = SHIPPED_MODEL): LinearModel {
  const key = String(path);
  let m = loaded.get(key);
  if (!m) {
    try {
      m = fromFile(JSON.parse(readFileSync(path, 'utf8')) as LinearModelFile);
    } catch (err) {
      throw new Error(`learned screening model ${path instanceof URL ? path.pathname : path}: ${err instanceof Error ? err.message : String(err)}`);
    }
    loaded.set(key, m);
  }
  return m;
}
