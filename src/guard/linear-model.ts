/**
 * The learned models themselves — screening (its features are `linear-screen.ts`) and the rate
 * layer's repeat model (`repeat-model.ts`): logistic regression over a sparse hashed vector,
 * trained by AdaGrad, stored with int8 weights. Imports nothing of the analysis, so a command can
 * check a model file when it loads its policy.
 */
import { readFileSync } from 'node:fs';
import { mulberry32 } from '../core/prng.js';

/** A sparse feature vector: parallel indices and values. */
export interface Features {
  idx: Int32Array;
  val: Float32Array;
}

/** What a model file holds a model of: its `format`. */
export type ModelFormat = 'hindsight-linear-screen' | 'hindsight-linear-repeat';

/** A trained model, as stored. */
export interface LinearModelFile {
  format: ModelFormat;
  version: 1;
  dims: number;
  bias: number;
  /** Weights are int8 × scale, base64. */
  scale: number;
  weights: string;
  /** The probability at or above which the write is held: the training script's cross-validated choice, or its `--hold-at` (see `training`). */
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

/** FNV-1a over UTF-16 code units: where a feature's name lands in the hashed vector. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Named features hashed into a vector of `dims` (a power of two); the hash's top bit gives the
 * sign, so two names that collide tend to cancel rather than add.
 */
export class FeatureVector {
  private readonly acc = new Map<number, number>();
  constructor(private readonly dims: number) {}
  put(key: string, v = 1): void {
    const h = hash(key);
    const i = h & (this.dims - 1);
    this.acc.set(i, (this.acc.get(i) ?? 0) + (h & 0x80000000 ? -v : v));
  }
  /** A group of names weighing 1/√(its size) each, so a long text does not outweigh a short one. */
  group(keys: Set<string>): void {
    if (keys.size === 0) return;
    const v = 1 / Math.sqrt(keys.size);
    for (const k of keys) this.put(k, v);
  }
  done(): Features {
    const idx = new Int32Array(this.acc.size);
    const val = new Float32Array(this.acc.size);
    let k = 0;
    for (const [i, v] of this.acc) {
      idx[k] = i;
      val[k++] = v;
    }
    return { idx, val };
  }
}

/** The model's probability of the positive class (an attack; one claim said again). */
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
export function toFile(model: LinearModel, training: Record<string, unknown>, format: ModelFormat = 'hindsight-linear-screen'): LinearModelFile {
  let max = 0;
  for (const x of model.weights) max = Math.max(max, Math.abs(x));
  const scale = max / 127 || 1;
  const q = new Int8Array(model.dims);
  for (let i = 0; i < model.dims; i++) q[i] = Math.round(model.weights[i]! / scale);
  return {
    format,
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
export function fromFile(file: LinearModelFile, format: ModelFormat = 'hindsight-linear-screen'): LinearModel {
  if (file?.format !== format || file.version !== 1) throw new Error(`not a ${format} model (version 1)`);
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

/** The shipped screening model's path. */
export const SHIPPED_MODEL = new URL('../../models/screen-linear.json', import.meta.url);
/** The shipped repeat model's path (the rate layer: is a write the same claim as an earlier one?). */
export const SHIPPED_REPEAT_MODEL = new URL('../../models/repeat-linear.json', import.meta.url);

const NAMES: Record<ModelFormat, string> = { 'hindsight-linear-screen': 'learned screening model', 'hindsight-linear-repeat': 'learned repeat model' };

const loaded = new Map<string, LinearModel>();
/** Loads a model file once per process. */
export function loadModel(path: string | URL = SHIPPED_MODEL, format: ModelFormat = 'hindsight-linear-screen'): LinearModel {
  const key = `${format} ${String(path)}`;
  let m = loaded.get(key);
  if (!m) {
    try {
      m = fromFile(JSON.parse(readFileSync(path, 'utf8')) as LinearModelFile, format);
    } catch (err) {
      throw new Error(`${NAMES[format]} ${path instanceof URL ? path.pathname : path}: ${err instanceof Error ? err.message : String(err)}`);
    }
    loaded.set(key, m);
  }
  return m;
}
