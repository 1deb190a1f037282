/**
 * Filling a store to N memories before measuring at that size. Through the engine when it fits
 * the time budget (every write judged and committed on its own, as in production); otherwise
 * straight into the ledger in batches (same rows a first write would store, no judging, one
 * transaction per batch, no index inserts — the index is then built by the cold start-up, which
 * is timed). The second is a set-up shortcut and is reported as such.
 */
import { createHash } from 'node:crypto';
import { monotonicFactory } from 'ulid';
import type { MemoryRecord } from '../core/types.js';
import type { Embedder } from '../embed/embedder.js';
import type { Caller } from '../revision/context.js';
import type { RevisionEngine } from '../revision/engine.js';
import { parseClaim } from '../revision/claim.js';
import { perSecond, progress, since, summarize, type LatencySummary } from './stats.js';
import type { SyntheticMemory } from './synthetic.js';

/** A memory with the derived fields a store row needs, computed once and shared by the arms. */
export interface PreparedMemory {
  content: string;
  key: string;
  value: string;
  eventTime?: number;
  contentHash: string;
  embedding: Float32Array;
}

/** Parses and embeds every memory (the same work a write does before it touches storage). */
export function prepareMemories(items: readonly SyntheticMemory[], embedder: Embedder): PreparedMemory[] {
  return items.map((m) => {
    const claim = parseClaim(m.content);
    return {
      content: m.content,
      key: claim.key,
      value: claim.value,
      eventTime: claim.eventTime,
      contentHash: 'sha256:' + createHash('sha256').update(m.content).digest('hex'),
      embedding: embedder.embed(m.content),
    };
  });
}

/** How a store was filled and how fast. */
export interface FillReport {
  /** `engine`: one `engine.write` per memory; `ledger`: batched ledger commits of pre-built records. */
  fill: 'engine' | 'ledger';
  fill_count: number;
  fill_s: number;
  /** Memories stored per second during the fill. */
  fill_writes_per_s: number;
  /** What the fill figures include. */
  fill_note: string;
  /** Per-write latency over the whole fill (engine fill only). */
  fill_write_ms?: LatencySummary;
}

/** Writes every memory through the full engine path, one at a time. */
export async function fillViaEngine(engine: RevisionEngine, caller: Caller, items: readonly SyntheticMemory[]): Promise<FillReport> {
  const t0 = performance.now();
  const ms: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const t = performance.now();
    await engine.write(caller, { content: items[i].content });
    ms.push(performance.now() - t);
    if ((i + 1) % 5000 === 0) progress(`  engine fill ${i + 1}/${items.length}`);
  }
  const wall = since(t0);
  return {
    fill: 'engine',
    fill_count: items.length,
    fill_s: Math.round(wall / 100) / 10,
    fill_writes_per_s: perSecond(items.length, wall),
    fill_note: 'sequential engine.write calls: judging, commit (fsync) and index insert per write',
    fill_write_ms: summarize(ms),
  };
}

const BATCH = 1000;
/**
 * Set-up only: plain `ulid()` makes one `crypto.getRandomValues` call per character (16 per id),
 * a visible cost over 100k rows; the monotonic factory increments within a millisecond instead.
 */
const nextId = monotonicFactory();

/**
 * Stores the records `engine.write` would store for first writes (active, user channel, no
 * revision) with batched ledger commits. Does not touch the vector index.
 */
export async function fillViaLedger(engine: RevisionEngine, caller: Caller, items: readonly PreparedMemory[]): Promise<FillReport> {
  const { embedder, clock, settings, ledger } = engine.deps;
  const t0 = performance.now();
  for (let start = 0; start < items.length; start += BATCH) {
    const now = clock.now();
    const inserts: Omit<MemoryRecord, 'seq' | 'version'>[] = items.slice(start, start + BATCH).map((m) => ({
      id: nextId(now),
      tenant: caller.tenant,
      key: m.key,
      value: m.value,
      kind: 'fact',
      content: m.content,
      contentHash: m.contentHash,
      embedding: m.embedding,
      embeddingModel: embedder.model,
      eventTime: m.eventTime,
      createdAt: now,
      status: 'active',
      source: { channel: 'user', principal: caller.principal, tool: caller.tool, session: caller.session },
      trust: caller.trustCeiling,
      confidence: 0.5,
      supersedes: [],
      links: [],
      lineage: [],
      expiresAt: settings.ttl.fact ? now + settings.ttl.fact : undefined,
      references: 0,
      verification: 'none',
    }));
    await ledger.commit({ inserts, updates: [], traces: [], at: now });
    if ((start + BATCH) % 20_000 === 0) progress(`  ledger fill ${start + BATCH}/${items.length}`);
  }
  const wall = since(t0);
  return {
    fill: 'ledger',
    fill_count: items.length,
    fill_s: Math.round(wall / 100) / 10,
    fill_writes_per_s: perSecond(items.length, wall),
    fill_note: `set-up shortcut: ledger commits of ${BATCH} pre-embedded records per transaction, no judging, no index inserts (the index is built by startup_cold)`,
  };
}
