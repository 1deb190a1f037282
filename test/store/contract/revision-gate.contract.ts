/**
 * The revision gate's contract, through the engine that uses it: two engines on two handles of
 * one store (a server and the review CLI on one SQLite file; two replicas on one PostgreSQL
 * schema, each with its own pool and vector index) revising the same memory at once produce one
 * supersession chain, never two, and the audit chain they append to stays verifiable.
 */
import { expect, test } from 'vitest';
import { makeSettings } from '../../../src/config/settings.js';
import { systemClock } from '../../../src/core/clock.js';
import { HashingEmbedder } from '../../../src/embed/hashing-embedder.js';
import type { Caller } from '../../../src/revision/context.js';
import { RevisionEngine } from '../../../src/revision/engine.js';
import { HeuristicJudge } from '../../../src/revision/judges/heuristic-judge.js';
import { HnswIndex } from '../../../src/store/hnsw/hnsw-index.js';
import type { Ledger } from '../../../src/store/ports.js';
import { verify } from './audit.contract.js';
import type { LedgerKind } from './ledger-kinds.js';

const USER: Caller = { principal: 'alice', tenant: 'acme', trustCeiling: 0.9, tool: 'memory_write' };

/** Checks that the records of one key form a single chain: one served head, every other record superseded by exactly the next. */
async function expectOneChain(l: Ledger, writes: number): Promise<void> {
  const all = await l.listByStatus('acme', ['active', 'superseded', 'uncertain', 'quarantined'], 100);
  expect(all).toHaveLength(writes);
  const active = all.filter((r) => r.status === 'active');
  expect(active.map((r) => r.content), 'exactly one served head').toHaveLength(1);
  const byId = new Map(all.map((r) => [r.id, r]));
  const seen = new Set<string>();
  // Walk back from the head: each record supersedes exactly its predecessor.
  for (let r = active[0]; ; ) {
    seen.add(r.id);
    if (r.supersedes.length === 0) break;
    expect(r.supersedes, `${r.id} supersedes one record`).toHaveLength(1);
    const prev = byId.get(r.supersedes[0])!;
    expect(prev.status).toBe('superseded');
    expect(prev.supersededBy).toBe(r.id);
    r = prev;
  }
  expect(seen.size, 'every write is on the one chain').toBe(writes);
}

/** Runs the revision gate's contract against `kind`. */
export function revisionGateContract(kind: LedgerKind): void {
  const settings = makeSettings({ revision: { cooldownMs: 0 } });
  const engineOn = async (ledger: Ledger) => {
    const embedder = new HashingEmbedder(settings.embeddingDim);
    await ledger.setEmbeddingModel(embedder.model);
    const index = new HnswIndex(embedder.model, kind.feed(ledger));
    await index.open();
    const judge = new HeuristicJudge({ strong: settings.revision.strongSimilarity, related: settings.revision.relatedSimilarity });
    return new RevisionEngine({ ledger, index, embedder, judge, clock: systemClock, settings, policyHash: 'sha256:test', gate: kind.gate(ledger) });
  };

  test('two handles writing the first values of one key at once leave one served record, the later superseding the earlier', async () => {
    const a = await kind.open();
    const b = await kind.alongside(a);
    const [ea, eb] = [await engineOn(a), await engineOn(b)];
    await Promise.all([ea.write(USER, { content: "The user's age is 30." }), eb.write(USER, { content: "The user's age is 31." })]);
    await expectOneChain(a, 2);
  });

  test('two handles revising one memory at once produce one supersession chain, and the audit chain verifies', async () => {
    const a = await kind.open();
    const b = await kind.alongside(a);
    const [ea, eb] = [await engineOn(a), await engineOn(b)];
    await ea.write(USER, { content: "The user's age is 20." });
    const ages = [21, 22, 23, 24, 25, 26];
    const results = await Promise.all(ages.map((n, i) => (i % 2 === 0 ? ea : eb).write(USER, { content: `The user's age is ${n}.` })));
    expect(results.map((r) => r.relation)).toEqual(ages.map(() => 'CONFLICT'));
    await expectOneChain(b, ages.length + 1);
    expect(await verify(b)).toMatchObject({ ok: true });
  });
}
