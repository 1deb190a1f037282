/**
 * Recall@k of the vector index against exact (brute-force) cosine search over every stored
 * embedding in the searched scope (tenant and statuses), streamed from the ledger so the check
 * covers exactly what the index should return.
 */
import type { Embedder } from '../embed/embedder.js';
import type { IndexScope, Ledger, VectorIndex } from '../store/ports.js';
import { r3, summarize, type LatencySummary } from './stats.js';

/** Recall of one measurement. */
export interface RecallReport {
  /** Mean fraction of the exact top-k found by the index (ties at the k-th score count as found). */
  recall_at_10: number;
  recall_queries: number;
  /** Vectors searched exactly: the scope's (equal to the index size for one tenant and every indexed status). */
  exact_vectors: number;
  index_size: number;
  /** Index (HNSW) search latency for these k=10 queries. */
  index_search_ms: LatencySummary;
  /** Brute-force latency per query, for scale. */
  exact_search_ms: LatencySummary;
}

/** Loads every embedding in `scope` into one matrix (row i ↔ seqs[i]). */
async function loadMatrix(ledger: Ledger, dim: number, scope: IndexScope): Promise<{ seqs: Int32Array; m: Float32Array; n: number }> {
  let cap = 4096;
  let seqs = new Int32Array(cap);
  let m = new Float32Array(cap * dim);
  let n = 0;
  for await (const { seq, tenant, status, embedding } of ledger.embeddings(0)) {
    if (tenant !== scope.tenant || !scope.statuses.includes(status)) continue;
    if (n === cap) {
      cap *= 2;
      const s2 = new Int32Array(cap);
      s2.set(seqs);
      seqs = s2;
      const m2 = new Float32Array(cap * dim);
      m2.set(m);
      m = m2;
    }
    seqs[n] = seq;
    m.set(embedding, n * dim);
    n++;
  }
  return { seqs, m, n };
}

/** Exact top-k labels and similarities for `q`. */
function exactTopK(q: Float32Array, mat: { seqs: Int32Array; m: Float32Array; n: number }, dim: number, k: number): { seq: number; sim: number }[] {
  const top: { seq: number; sim: number }[] = [];
  for (let i = 0; i < mat.n; i++) {
    let s = 0;
    const off = i * dim;
    for (let j = 0; j < dim; j++) s += q[j] * mat.m[off + j];
    if (top.length < k || s > top[top.length - 1].sim) {
      top.push({ seq: mat.seqs[i], sim: s });
      top.sort((a, b) => b.sim - a.sim);
      if (top.length > k) top.pop();
    }
  }
  return top;
}

/** Measures recall@10 of `index` on `queries` within `scope`. */
export async function measureRecall(ledger: Ledger, index: VectorIndex, embedder: Embedder, queries: readonly string[], scope: IndexScope): Promise<RecallReport> {
  const k = 10;
  const dim = embedder.model.dim;
  const mat = await loadMatrix(ledger, dim, scope);
  let total = 0;
  const idxMs: number[] = [];
  const exMs: number[] = [];
  for (const text of queries) {
    const q = embedder.embed(text);
    let t = performance.now();
    const approx = await index.search(q, k, scope);
    idxMs.push(performance.now() - t);
    t = performance.now();
    const exact = exactTopK(q, mat, dim, k);
    exMs.push(performance.now() - t);
    if (exact.length === 0) continue;
    // Several vectors can tie at the k-th similarity (duplicate texts): any of them is a correct answer.
    const kth = exact[exact.length - 1].sim - 1e-5;
    const exactSet = new Set(exact.map((e) => e.seq));
    const found = approx.filter((h) => exactSet.has(h.seq) || h.similarity >= kth).length;
    total += Math.min(found, exact.length) / exact.length;
  }
  return {
    recall_at_10: r3(total / (queries.length || 1)),
    recall_queries: queries.length,
    exact_vectors: mat.n,
    index_size: await index.size(),
    index_search_ms: summarize(idxMs),
    exact_search_ms: summarize(exMs),
  };
}
