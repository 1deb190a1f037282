/**
 * A local hashing embedder: offline, deterministic, no model download. Features are word
 * unigrams and bigrams plus character trigrams for English (robust to inflection and typos) and
 * character unigrams and bigrams for CJK, hashed with a sign bit into `dim` buckets (the
 * "hashing trick"), sub-linear term frequency, L2-normalised.
 */
import type { EmbeddingModel } from '../core/types.js';
import { tokens } from '../core/text.js';
import type { Embedder } from './embedder.js';

/** FNV-1a 32-bit hash. */
export function fnv1a(s: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The hashing embedder; `dim` defaults to 384. */
export class HashingEmbedder implements Embedder {
  readonly model: EmbeddingModel;

  /** Creates an embedder with `dim` buckets. */
  constructor(readonly dim = 384) {
    this.model = { id: `hindsight-hash-v1`, dim };
  }

  /** Embeds one text. */
  embed(text: string): Float32Array {
    const feats = new Map<string, number>();
    const add = (f: string, w: number) => feats.set(f, (feats.get(f) ?? 0) + w);
    const toks = tokens(text);
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i];
      const next = toks[i + 1];
      if (t.cjk) {
        add('c:' + t.text, t.stop ? 0.15 : 0.5);
        if (next?.cjk) add('b:' + t.text + next.text, 1);
        continue;
      }
      const w = t.stop ? 0.15 : 1;
      add('w:' + t.text, w);
      if (next && !next.cjk && !(t.stop && next.stop)) add('b:' + t.text + ' ' + next.text, 0.5 * (t.stop || next.stop ? 0.5 : 1));
      if (!t.stop && t.text.length > 3) {
        const padded = `#${t.text}#`;
        const n = padded.length - 2;
        for (let j = 0; j < n; j++) add('g:' + padded.slice(j, j + 3), 0.6 / n);
      }
    }
    const v = new Float32Array(this.dim);
    for (const [f, tf] of feats) {
      const h = fnv1a(f);
      const sign = fnv1a(f, 0x9747b28c) & 1 ? 1 : -1;
      v[h % this.dim] += sign * Math.sqrt(tf);
    }
    let norm = 0;
    for (let i = 0; i < v.length; i++) norm += v[i] * v[i];
    norm = Math.sqrt(norm);
    if (norm > 0) for (let i = 0; i < v.length; i++) v[i] /= norm;
    return v;
  }
}
