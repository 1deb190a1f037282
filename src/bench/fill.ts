/**
 * Filling a store to N memories before measuring at that size. Through the engine when it fits
 * the time budget (every write judged and committed on its own, as in production); otherwise
 * through the engine's commit path in batches (same rows, same index inserts, no judging, one
 * transaction per batch), which is a set-up shortcut and is reported as such.
 */
import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import type { MemoryRecord } from '../core/types.js';
import type { Caller } from '../revision/context.js';
import type { RevisionEngine } from '../revision/engine.js';
import { parseClaim } from '../revision/claim.js';
import { perSecond, progress, since, summarize, type LatencySummary } from './stats.js';
import type { SyntheticMemory } from './synthetic.js';

/** How a store was filled and how fast. */
export interface FillReport {
  /** `engine`: one `engine.write` per memory; `ledger`: batched `engine.commit` of pre-built records. */
  fill: 'engine' | 'ledger';
  fill_count: number;
  fill_s: number;
  /** Memories stored per second during the fill (batched for `ledger`, so not a write latency). */
  fill_writes_per_s: number;
  /** Per-write latency over the whole fill (engine fill only). */
  fill_write_ms?: LatencySummary;
  /** Batch size of a ledger fill. */
  fill_batch?: number;
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
    fill_write_ms: summarize(ms),
  };
}

const BATCH = 1000;
const hash = (s: string) => 'sha256:' + createHash('sha256').update(s).digest('hex');

/**
 * Builds the records `engine.write` would build for a first write (active, user channel, no
 * revision) and commits them in batches through `engine.commit`, which also feeds the index.
 */
export async function fillViaLedger(engine: RevisionEngine, caller: Caller, items: readonly SyntheticMemory[]): Promise<FillReport> {
  const { embedder, clock, settings } = engine.deps;
  const t0 = performance.now();
  for (let start = 0; start < items.length; start += BATCH) {
    const now = clock.now();
    const inserts: Omit<MemoryRecord, 'seq' | 'version'>[] = items.slice(start, start + BATCH).map((m) => {
      const claim = parseClaim(m.content);
      return {
        id: ulid(now),
        tenant: caller.tenant,
        key: claim.key,
        value: claim.value,
        kind: 'fact',
        content: m.content,
        contentHash: hash(m.content),
        embedding: embedder.embed(m.content),
        embeddingModel: embedder.model,
        eventTime: claim.eventTime,
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
      };
    });
    await engine.commit({ inserts, updates: [], traces: [], at: now });
    if ((start + BATCH) % 20_000 === 0) progress(`  ledger fill ${start + BATCH}/${items.length}`);
  }
  const wall = since(t0);
  return { fill: 'ledger', fill_count: items.length, fill_s: Math.round(wall / 100) / 10, fill_writes_per_s: perSecond(items.length, wall), fill_batch: BATCH };
}
