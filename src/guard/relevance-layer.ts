/**
 * Relevance, guard layer 4: how close a write is to the session's declared task and
 * its recent writes. A write about something else entirely is how a poisoned tool result or a
 * planted "lesson" often looks, but people change the subject too: low relevance alone only
 * flags (low); only with low trust is it medium, which the policy quarantines.
 *
 * Similarity to one context text mixes the embedding cosine with the share of the write's
 * content words the text contains; relevance is the best similarity over the task and the recent
 * writes. Pure: the context is passed in. It never throws: a failure is severity `error`.
 */
import type { Finding } from '../core/types.js';
import { contentWords } from '../core/text.js';
import { cosine, type Embedder } from '../embed/embedder.js';
import { HashingEmbedder } from '../embed/hashing-embedder.js';
import { RelevanceConfigSchema, type RelevanceConfig, type RelevanceConfigInput } from './relevance-config.js';
import { elapsed, firstLine, round, safeNow } from './layer-utils.js';

/** What the layer needs to know about a write (the pipeline adapts its own write to this). */
export interface RelevanceWrite {
  content: string;
  /** Effective trust of the write, from the provenance layer. */
  trust: number;
  channel?: string;
  session?: string;
}

/** The session context the write is compared with. */
export interface RelevanceContext {
  /** The session's declared task. */
  task?: string;
  /** The session's recent writes, oldest first. */
  recent?: string[];
}

/** The relevance layer. */
export interface RelevanceLayer {
  readonly name: 'relevance';
  /** Rates one write against its session context; never throws. */
  assess(write: RelevanceWrite, context?: RelevanceContext): Finding;
}

/** Dependencies; the embedder defaults to the local hashing embedder at `embedding_dim` buckets. */
export interface RelevanceDeps {
  config?: RelevanceConfigInput | RelevanceConfig;
  embedder?: Embedder;
  now?: () => number;
}

/**
 * Creates the layer.
 * @example
 * const relevance = createRelevanceLayer();
 * relevance.assess({ content, trust: 0.4 }, { task: 'Plan a trip to Lisbon', recent }).severity;
 */
export function createRelevanceLayer(deps: RelevanceDeps = {}): RelevanceLayer {
  const now = deps.now ?? (() => performance.now());
  let cfg: RelevanceConfig;
  try {
    cfg = RelevanceConfigSchema.parse(deps.config ?? {});
  } catch (err) {
    const reason = `relevance: invalid config: ${firstLine(err)}`;
    return { name: 'relevance', assess: () => ({ layer: 'relevance', score: 0, severity: 'error', reasons: [reason], durationMs: 0 }) };
  }
  const embedder = deps.embedder ?? new HashingEmbedder(cfg.embedding_dim);
  // A session's task and recent writes come back on every write: embed each context text once.
  const seen = new Map<string, ContextText>();
  const contextText = (text: string): ContextText => {
    let c = seen.get(text);
    if (c) {
      seen.delete(text);
    } else {
      c = { vector: embedder.embed(text), words: contentWords(text) };
      if (seen.size >= CONTEXT_CACHE) seen.delete(seen.keys().next().value as string);
    }
    seen.set(text, c);
    return c;
  };

  return {
    name: 'relevance',
    assess(write, context = {}) {
      const start = safeNow(now);
      try {
        return { ...rate(write, context, cfg, embedder, contextText), durationMs: elapsed(now, start) };
      } catch (err) {
        return { layer: 'relevance', score: 0, severity: 'error', reasons: [`relevance: could not decide (${firstLine(err)})`], durationMs: elapsed(now, start) };
      }
    },
  };
}

/** A context text's embedding and content words. */
interface ContextText {
  vector: Float32Array;
  words: Set<string>;
}
/** Context texts kept embedded (least recently used dropped first). */
const CONTEXT_CACHE = 512;

function rate(
  write: RelevanceWrite,
  context: RelevanceContext,
  cfg: RelevanceConfig,
  embedder: Embedder,
  contextText: (text: string) => ContextText,
): Omit<Finding, 'durationMs'> {
  if (typeof write.content !== 'string') throw new TypeError('content is not a string');
  const cap = (s: string) => String(s).slice(0, cfg.max_text_chars);
  const texts: { what: string; text: string }[] = [];
  if (typeof context.task === 'string' && context.task.trim()) texts.push({ what: 'task', text: cap(context.task) });
  const recent = Array.isArray(context.recent) && cfg.max_recent > 0 ? context.recent.slice(-cfg.max_recent) : [];
  for (const r of recent) if (typeof r === 'string' && r.trim()) texts.push({ what: 'recent', text: cap(r) });
  if (texts.length === 0) return { layer: 'relevance', score: 0, severity: 'none', reasons: ['relevance: no context (no task, no recent writes)'] };

  const content = cap(write.content);
  const words = contentWords(content);
  if (words.size < cfg.min_terms) {
    return { layer: 'relevance', score: 0, severity: 'none', reasons: [`relevance: too short to judge (${words.size} content words)`] };
  }
  const mine = embedder.embed(content);
  let best = { what: 'task', sim: -1 };
  const contextWords = new Set<string>();
  for (const t of texts) {
    const { vector, words: other } = contextText(t.text);
    const cos = Math.max(0, cosine(mine, vector));
    for (const w of other) contextWords.add(w);
    let shared = 0;
    for (const w of words) if (other.has(w)) shared++;
    const sim = cfg.cosine_weight * cos + (1 - cfg.cosine_weight) * (shared / words.size);
    if (!Number.isFinite(sim)) throw new RangeError('similarity is not a number');
    if (sim > best.sim) best = { what: t.what, sim };
  }

  const relevance = round(best.sim);
  const trust = typeof write.trust === 'number' && Number.isFinite(write.trust) ? write.trust : 0;
  const lowTrust = trust < cfg.low_trust;
  const score = round(1 - relevance);
  const about = `relevance ${relevance.toFixed(2)} (best: ${best.what}, ${texts.length} context texts)`;
  const enoughContext = contextWords.size >= cfg.min_context_terms;
  if (lowTrust && relevance < cfg.medium_below && enoughContext) {
    return { layer: 'relevance', score, severity: 'medium', reasons: [`${about}: off-task write with low trust ${trust.toFixed(2)}`] };
  }
  if (lowTrust && relevance < cfg.medium_below) {
    return { layer: 'relevance', score, severity: 'low', reasons: [`${about}: off-task write with low trust, but too little context (${contextWords.size} words) to hold it`] };
  }
  if (relevance < cfg.low_below) return { layer: 'relevance', score, severity: 'low', reasons: [`${about}: off-task write`] };
  return { layer: 'relevance', score, severity: 'none', reasons: [about] };
}
