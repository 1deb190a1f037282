/**
 * The served vector index under a flood: two tenants, 10,000 held (quarantined) near-duplicates
 * of the writes that would revise each tenant's memory, and another tenant's served records closer
 * to a query than the asking tenant's own memory. Search and revision candidates must still find
 * each tenant's real memory — the index scopes its graph walk to the tenant and the wanted
 * statuses, and held records never enter it — and so must the index a restart loads or rebuilds.
 */
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { openFirewall, type Firewall } from '../../src/app.js';
import { makeSettings } from '../../src/config/settings.js';
import { ManualClock } from '../../src/core/clock.js';
import { memoryText } from '../../src/core/text.js';
import type { MemoryRecord, Status } from '../../src/core/types.js';
import { parseClaim } from '../../src/revision/claim.js';
import type { Caller } from '../../src/revision/context.js';
import { approveQuarantined } from '../../src/revision/quarantine.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

const T0 = Date.UTC(2025, 0, 1);
const ACME: Caller = { principal: 'alice', tenant: 'acme', trustCeiling: 0.9, tool: 'memory_write' };
const GLOBEX: Caller = { principal: 'bob', tenant: 'globex', trustCeiling: 0.9, tool: 'memory_write' };
const REVIEWER: Caller = { principal: 'sec-reviewer', tenant: 'acme', trustCeiling: 0.95, tool: 'review' };

/** Each tenant's real memory, and a write worded close to it (cosine ≈ 0.88–0.89: a strong match). */
const FACTS = {
  acme: {
    fact: 'The staging database password is rotated every Friday evening by the platform team.',
    probe: 'The staging database password is rotated every Friday evening by the security team.',
  },
  globex: {
    fact: 'The Rotterdam warehouse receives refrigerated trucks only on Tuesday mornings.',
    probe: 'The Rotterdam warehouse receives refrigerated trucks only on Thursday mornings.',
  },
} as const;
type Tenant = keyof typeof FACTS;
const HELD_PER_TENANT = 5000;
/** Globex's own served records worded like acme's probe: nearer to it than acme's memory is. */
const GLOBEX_LOOKALIKES = 300;

const open: Firewall[] = [];
afterEach(async () => {
  while (open.length > 0) await open.pop()!.close();
});

async function openAt(dataDir: string): Promise<Firewall> {
  const fw = await openFirewall({ dataDir, settings: makeSettings({ durability: 'normal' }), clock: new ManualClock(T0 + 3_600_000) });
  open.push(fw);
  return fw;
}

async function close(fw: Firewall): Promise<void> {
  open.splice(open.indexOf(fw), 1);
  await fw.close();
}

/** Records as the engine stores them, committed in batches (10k engine writes, judged one by one, would take minutes). */
async function commitRecords(fw: Firewall, tenant: Tenant, status: Status, texts: string[]): Promise<MemoryRecord[]> {
  const { embedder } = fw.engine.deps;
  const stored: MemoryRecord[] = [];
  for (let i = 0; i < texts.length; i += 1000) {
    const inserts = texts.slice(i, i + 1000).map((content, j) => {
      const at = T0 + 60_000 + i + j;
      return {
        id: fw.engine.newId(at),
        tenant,
        key: '',
        value: '',
        kind: 'fact' as const,
        content,
        contentHash: 'sha256:' + createHash('sha256').update(content).digest('hex'),
        embedding: embedder.embed(memoryText(content)),
        embeddingModel: embedder.model,
        createdAt: at,
        status,
        source: { channel: 'tool' as const, principal: `flooder-${tenant}`, tool: 'memory_write' },
        trust: 0.4,
        confidence: 0,
        supersedes: [],
        links: [],
        lineage: [],
        references: 0,
        verification: 'none' as const,
      };
    });
    stored.push(...(await fw.engine.commit({ inserts, updates: [], traces: [], at: T0 + 60_000 })));
  }
  return stored;
}

/** Both tenants' memories through the engine, then the flood straight into the ledger. */
async function flooded(dataDir: string) {
  const fw = await openAt(dataDir);
  const facts = {
    acme: (await fw.engine.write(ACME, { content: FACTS.acme.fact })).id,
    globex: (await fw.engine.write(GLOBEX, { content: FACTS.globex.fact })).id,
  };
  for (const tenant of ['acme', 'globex'] as const) {
    await commitRecords(fw, tenant, 'quarantined', Array.from({ length: HELD_PER_TENANT }, (_, i) => (i % 2 ? FACTS[tenant].probe : `${FACTS[tenant].probe} Ref ${i}.`)));
  }
  await commitRecords(fw, 'globex', 'active', Array.from({ length: GLOBEX_LOOKALIKES }, (_, i) => `${FACTS.acme.probe} Ticket ${i}.`));
  return { fw, facts };
}

/** The ids `memory_search` serves `caller` for the probe of its tenant. */
async function searched(fw: Firewall, caller: Caller): Promise<string[]> {
  return (await fw.engine.search(caller, { query: FACTS[caller.tenant as Tenant].probe, limit: 10 })).results.map((r) => r.id);
}

/**
 * The records revision would judge a write of the tenant's probe against. The claim's key and
 * subject are cleared so the vector index is the only way to the memory (no key or subject lookup).
 */
async function candidates(fw: Firewall, caller: Caller): Promise<MemoryRecord[]> {
  const content = FACTS[caller.tenant as Tenant].probe;
  const claim = { ...parseClaim(content), key: '', subject: '', firstPerson: false, cue: false };
  const embedding = fw.engine.deps.embedder.embed(memoryText(content));
  const judged = await fw.engine.judgeCandidates(caller.tenant, { content, claim, embedding, principal: caller.principal, trust: caller.trustCeiling });
  return judged.map((j) => j.record);
}

/** Search and candidates find each tenant's real memory, and nothing of another tenant's or held. */
async function expectRealMemoriesServed(fw: Firewall, facts: Record<Tenant, string>): Promise<void> {
  for (const caller of [ACME, GLOBEX]) {
    const tenant = caller.tenant as Tenant;
    const ids = await searched(fw, caller);
    expect(ids, `${tenant} search`).toContain(facts[tenant]);
    const served = await fw.store.ledger.getMany(ids);
    expect(served.filter((r) => r.tenant !== tenant || r.status !== 'active'), `${tenant} search serves only its active records`).toEqual([]);
    const judged = await candidates(fw, caller);
    expect(judged.map((r) => r.id), `${tenant} candidates`).toContain(facts[tenant]);
    expect(judged.filter((r) => r.tenant !== tenant || r.status !== 'active')).toEqual([]);
  }
}

describe('the served vector index under a flood of held near-duplicates, two tenants', () => {
  test('search and revision candidates still find each tenant’s real memory, before and after a restart', { timeout: 120_000 }, async () => {
    const dir = makeTempDir();
    const { fw, facts } = await flooded(dir);
    const indexed = 2 + GLOBEX_LOOKALIKES;
    expect((await fw.store.index.size()), 'the 10,000 held copies never entered the index').toBe(indexed);
    await expectRealMemoriesServed(fw, facts);

    // A clean restart loads the snapshot; one without it rebuilds the index from the ledger.
    await close(fw);
    const warm = await openAt(dir);
    expect(warm.store.indexInfo).toEqual({ loaded: indexed, caughtUp: 0, rebuilt: false });
    await expectRealMemoriesServed(warm, facts);
    await close(warm);
    for (const f of ['index.bin', 'index.json']) rmSync(join(dir, f));
    const cold = await openAt(dir);
    expect(cold.store.indexInfo).toEqual({ loaded: 0, caughtUp: indexed, rebuilt: true });
    expect((await cold.store.index.size())).toBe(indexed);
    await expectRealMemoriesServed(cold, facts);
  });

  test('a held record a reviewer approves enters the index; the rest of the flood stays out', { timeout: 120_000 }, async () => {
    const dir = makeTempDir();
    const { fw, facts } = await flooded(dir);
    const [held] = await commitRecords(fw, 'acme', 'quarantined', ['The on-call rota for the payments service changes every second Monday.']);
    const query = { query: 'when does the payments on-call rota change', limit: 10 };
    expect((await fw.engine.search(ACME, query)).results.map((r) => r.id)).not.toContain(held.id);
    const before = (await fw.store.index.size());

    await approveQuarantined(fw.engine, REVIEWER, held.id, held.contentHash);
    expect((await fw.store.index.size())).toBe(before + 1);
    expect((await fw.engine.search(ACME, query)).results.map((r) => r.id)).toContain(held.id);
    await expectRealMemoriesServed(fw, facts);
  });
});
