/** Embedder port: the local hashing embedder now, an OpenAI-compatible one later. */
import type { EmbeddingModel } from '../core/types.js';

/** Turns text into a unit-length vector; deterministic for a given model. */
export interface Embedder {
  /** Model id and dimension, stored with every record. */
  readonly model: EmbeddingModel;
  /** Embeds one text. The result has length `model.dim` and unit L2 norm (or is all zeros). */
  embed(text: string): Float32Array;
}

/** Cosine similarity of two unit vectors. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}
