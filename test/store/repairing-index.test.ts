/**
 * An index update that throws after the ledger commit (issue 12): the stored write is
 * acknowledged, not reported as an error; `/readyz` says the index lacks it until it is caught up
 * from the ledger; then search finds it. The failure is injected by wrapping a real HNSW index
 * (everything else — SQLite ledger, engine, HTTP front — is the real thing).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { openFirewall, type Firewall } from '../../src/app.js';
import { PolicySchema } from '../../src/config/policy-schema.js';
import { makeSettings } from '../../src/config/settings.js';
import { Principals } from '../../src/auth/principals.js';
import { startHttp, type HttpFront } from '../../src/http/http-server.js';
import { createLogger } from '../../src/logger.js';
import { storeReadiness } from '../../src/observability/readiness.js';
import { RevisionEngine } from '../../src/revision/engine.js';
import { HnswIndex } from '../../src/store/hnsw/hnsw-index.js';
import type { VectorHit, VectorIndex } from '../../src/store/ports.js';
import { RepairingIndex } from '../../src/store/repairing-index.js';
import { tempDir } from './store-fixture.js';

/** A real index whose adds throw while `failing` is set (or for the seqs `failOn` picks), as a native add out of memory would. */
class FailingAdds implements VectorIndex {
  failing = false;
  failOn: (seq: number) => boolean = () => false;
  constructor(private readonly real: VectorIndex) {}
  add(seq: number, vector: Float32Array): void {
    if (this.failing || this.failOn(seq)) throw new Error('hnsw addPoint failed: injected');
    this.real.add(seq, vector);
  }
  search(vector: Float32Array, k: number, filter?: (seq: number) => boolean, effort?: 'low' | 'normal'): VectorHit[] {
    return this.real.search(vector, k, filter, effort);
  }
  size = () => this.real.size();
  maxSeq = () => this.real.maxSeq();
  save = () => this.real.save();
  clear = () => this.real.clear();
  health = () => this.real.health();
}

const CALLER = { principal: 'alice', tenant: 'acme', trustCeiling: 0.9, tool: 'memory_write' };
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanup.length) await cleanup.pop()!();
});

/** A firewall over a real data directory whose engine writes through a failable index. */
async function firewallWithFailableIndex(snapshot?: string) {
  const fw: Firewall = await openFirewall({ dataDir: tempDir(), settings: makeSettings({}) });
  cleanup.push(() => fw.close());
  const hnsw = new HnswIndex(fw.engine.deps.embedder.model, snapshot);
  const failable = new FailingAdds(hnsw);
  const index = new RepairingIndex(failable, fw.store.ledger, { retryMs: snapshot ? 60_000 : 5 });
  cleanup.push(async () => index.stop());
  const engine = new RevisionEngine({ ...fw.engine.deps, index });
  return { fw, engine, index, failable, hnsw };
}

/** The watermark file of a snapshot. */
function snapshotMeta(path: string): { count: number; maxSeq: number } {
  return JSON.parse(readFileSync(`${path}.json`, 'utf8')) as { count: number; maxSeq: number };
}

/** Runs catch-ups until the index lacks nothing (each one either finishes or fails and is retried). */
async function caughtUp(index: RepairingIndex): Promise<void> {
  for (let i = 0; i < 100 && index.behind(); i++) await index.catchUp();
  expect(index.behind()).toBe(false);
}

describe('an index update that fails after the ledger commit', () => {
  test('acknowledges the stored write, reports the index not ready, and catches up from the ledger', async () => {
    const { fw, engine, index, failable, hnsw } = await firewallWithFailableIndex();
    await engine.write(CALLER, { content: 'The build server is in rack 4.' });
    failable.failing = true;
    const w = await engine.write(CALLER, { content: 'The espresso machine on floor 3 is descaled on Mondays.' });
    expect(w.status).toBe('active');
    const stored = await engine.get(CALLER, w.id);
    expect(stored.record.content).toContain('espresso machine');
    expect(hnsw.size()).toBe(1);
    const ready = await storeReadiness({ ledger: fw.store.ledger, index });
    expect(ready.index).toMatch(/^index lacks 1 stored record\(s\) since an update failed \(hnsw addPoint failed: injected\); catching up from the ledger$/);
    expect(ready.ledger).toBe(true);

    failable.failing = false;
    await caughtUp(index);
    expect(hnsw.size()).toBe(2);
    expect(await storeReadiness({ ledger: fw.store.ledger, index })).toEqual({ ledger: true, index: true });
    const found = await engine.search(CALLER, { query: 'espresso machine descaled' });
    expect(found.results.map((r) => r.id)).toContain(w.id);
  });

  test('saves no snapshot past a missing record; once caught up the snapshot holds every record', async () => {
    const path = join(tempDir(), 'snap');
    const { fw, engine, index, failable } = await firewallWithFailableIndex(path);
    await engine.write(CALLER, { content: 'The loading dock closes at six.' });
    await index.save();
    const first = snapshotMeta(path);
    const missing = (await fw.store.ledger.maxSeq()) + 1;
    failable.failOn = (seq) => seq === missing;
    await engine.write(CALLER, { content: 'Parcels for the lab go to the side entrance.' });
    await engine.write(CALLER, { content: 'The car park barrier code changes every quarter.' });
    // The record after the missing one made it in: a snapshot now would carry a watermark past a hole.
    expect(index.maxSeq()).toBeGreaterThan(missing);
    await index.save();
    expect(index.behind()).toBe(true);
    expect(snapshotMeta(path)).toEqual(first);
    failable.failOn = () => false;
    await index.save();
    expect(index.behind()).toBe(false);
    expect(snapshotMeta(path)).toMatchObject({ count: 3, maxSeq: index.maxSeq() });
    // A restart loads that snapshot as it is: nothing to rebuild.
    const reopened = new HnswIndex(fw.engine.deps.embedder.model, path);
    expect(await reopened.open(fw.store.ledger)).toEqual({ loaded: 3, caughtUp: 0, rebuilt: false });
  });
});

describe('/readyz', () => {
  test('answers 503 naming the index while it lacks a stored record, and 200 once it caught up', async () => {
    const { fw, engine, index, failable } = await firewallWithFailableIndex();
    const policy = PolicySchema.parse({ version: 1, name: 'readyz' });
    const front: HttpFront = await startHttp({
      host: '127.0.0.1',
      port: 0,
      newServer: () => {
        throw new Error('no MCP sessions in this test');
      },
      principals: new Principals(policy),
      fallback: { name: 'local-user', role: 'agent', tenant: 'default', trustCeiling: 0.9 },
      health: async () => ({}),
      logger: createLogger({ level: 'silent' }),
      bodyLimitBytes: 1 << 20,
      ready: () => storeReadiness({ ledger: fw.store.ledger, index }),
    });
    cleanup.push(() => front.close());
    expect((await fetch(`${front.url}/readyz`)).status).toBe(200);
    failable.failing = true;
    await engine.write(CALLER, { content: 'Visitors sign in at the front desk.' });
    const down = await fetch(`${front.url}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: 'not ready', not_ready: ['index'], checks: { ledger: true, index: expect.stringContaining('index lacks 1 stored record') } });
    failable.failing = false;
    await caughtUp(index);
    expect((await fetch(`${front.url}/readyz`)).status).toBe(200);
  });
});

describe('HnswIndex.health', () => {
  test('a loaded index passes its probe, empty or not', () => {
    const index = new HnswIndex({ id: 'm', dim: 4 });
    expect(index.health()).toBe(true);
    index.add(1, new Float32Array([1, 0, 0, 0]));
    expect(index.health()).toBe(true);
  });

  test('a vector the native index refuses leaves it consistent and ready', () => {
    const index = new HnswIndex({ id: 'm', dim: 4 });
    index.add(1, new Float32Array([1, 0, 0, 0]));
    // A vector of the wrong dimension: the native index refuses it.
    expect(() => index.add(2, new Float32Array([1, 0]))).toThrow();
    expect(index.size()).toBe(1);
    expect(index.health()).toBe(true);
  });
});
