import { describe, expect, it } from 'vitest';
import { canonicalJson, chainEntry, entryHash, GENESIS, type AuditEntry, type AuditEvent, type ChainHead } from '../../src/audit/audit-entry.js';
import { traceEvent } from '../../src/audit/audit-events.js';
import { ChainVerifier, verifyExport, verifyStoredChain, type ChainSource } from '../../src/audit/verify-chain.js';
import type { DecisionTrace } from '../../src/core/types.js';

const AT = Date.UTC(2025, 0, 1);
const event = (i: number, over: Partial<AuditEvent> = {}): AuditEvent => ({
  at: AT + i,
  tenant: 'default',
  actor: 'alice',
  action: 'write',
  recordId: `rec-${i}`,
  outcome: 'allow',
  why: [`reason ${i}`],
  policyHash: 'sha256:p',
  ...over,
});

/** A chain of `n` entries built as a ledger would. */
function chain(n: number): AuditEntry[] {
  const out: AuditEntry[] = [];
  for (let i = 1; i <= n; i++) out.push(chainEntry(out.length ? { count: out.length, hash: out.at(-1)!.hash } : undefined, event(i)));
  return out;
}

const headOf = (entries: AuditEntry[]): ChainHead => ({ count: entries.at(-1)!.seq, hash: entries.at(-1)!.hash });
const verify = (entries: AuditEntry[]) => {
  const v = new ChainVerifier();
  for (const e of entries) if (!v.push(e)) break;
  return v.report();
};
const source = (entries: () => AuditEntry[], anchor: () => ChainHead | undefined): ChainSource => ({
  async *entries(after) {
    yield* entries().filter((e) => e.seq > after);
  },
  anchor: async () => anchor(),
});

describe('chainEntry', () => {
  it('links each entry to the hash of the one before, from the genesis', () => {
    const [a, b] = chain(2);
    expect(a).toMatchObject({ seq: 1, prevHash: GENESIS });
    expect(b).toMatchObject({ seq: 2, prevHash: a.hash });
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).toBe(entryHash(GENESIS, a));
  });

  it('hashes the same entry the same whatever the key order, and leaves absent fields out', () => {
    const e = chain(1)[0];
    const reordered = Object.fromEntries(Object.entries(e).reverse()) as AuditEntry;
    expect(entryHash(e.prevHash, reordered)).toBe(e.hash);
    expect(canonicalJson({ b: 1, a: [{ d: undefined, c: 'x' }] })).toBe('{"a":[{"c":"x"}],"b":1}');
  });

  it('stores well-formed text, capped: a lone surrogate would not survive UTF-8 storage', () => {
    const e = chainEntry(undefined, event(1, { actor: 'mallory\ud800', why: ['x'.repeat(5000), ...Array.from({ length: 40 }, (_, i) => `r${i}`)] }));
    expect(e.actor).toBe('mallory\ufffd');
    expect(e.why).toHaveLength(12);
    expect(Array.from(e.why[0])).toHaveLength(300);
  });
});

describe('ChainVerifier', () => {
  it('accepts an intact chain and reports its head', () => {
    const entries = chain(5);
    expect(verify(entries)).toEqual({ ok: true, entries: 5, first: 1, last: 5, head: entries[4].hash });
  });

  it('names a modified entry', () => {
    const entries = chain(5);
    entries[2] = { ...entries[2], outcome: 'reject' };
    expect(verify(entries)).toMatchObject({ ok: false, seq: 3, problem: expect.stringContaining('entry 3 was modified') });
  });

  it('names the first missing entry when one is removed from the middle', () => {
    const entries = chain(5);
    entries.splice(1, 1);
    expect(verify(entries)).toMatchObject({ ok: false, seq: 2, entries: 1, problem: expect.stringContaining('entry 2 is missing') });
  });

  it('names the first entry that does not follow when two are swapped (seq numbers kept in place)', () => {
    const entries = chain(5);
    const [b, d] = [entries[1], entries[3]];
    entries[1] = { ...d, seq: 2 };
    entries[3] = { ...b, seq: 4 };
    expect(verify(entries)).toMatchObject({ ok: false, seq: 2, problem: expect.stringContaining('does not follow entry 1') });
  });

  it('catches a forged entry inserted with a valid hash at the entry after it', () => {
    const entries = chain(4);
    const forged = chainEntry({ count: 2, hash: entries[1].hash }, event(99, { actor: 'mallory' }));
    const shifted = [...entries.slice(0, 2), forged, ...entries.slice(2).map((e) => ({ ...e, seq: e.seq + 1 }))];
    expect(verify(shifted)).toMatchObject({ ok: false, seq: 4 });
  });

  it('refuses a first entry that does not start from the genesis', () => {
    const entries = chain(3);
    expect(verify(entries.slice(1).map((e) => ({ ...e, seq: e.seq - 1 })))).toMatchObject({ ok: false, seq: 1 });
  });
});

describe('verifyStoredChain', () => {
  it('accepts a chain that ends where its anchor says', async () => {
    const entries = chain(3);
    expect(await verifyStoredChain(source(() => entries, () => headOf(entries)))).toMatchObject({ ok: true, entries: 3 });
  });

  it('accepts an empty log without an anchor', async () => {
    expect(await verifyStoredChain(source(() => [], () => undefined))).toMatchObject({ ok: true, entries: 0 });
  });

  it('names the first removed entry when the tail is gone', async () => {
    const entries = chain(5);
    const r = await verifyStoredChain(source(() => entries.slice(0, 3), () => headOf(entries)));
    expect(r).toMatchObject({ ok: false, seq: 4, entries: 3, problem: expect.stringContaining('entries 4 to 5 were removed') });
  });

  it('names an entry appended beyond the anchor', async () => {
    const entries = chain(4);
    const r = await verifyStoredChain(source(() => entries, () => headOf(entries.slice(0, 3))));
    expect(r).toMatchObject({ ok: false, seq: 4, problem: expect.stringContaining('past the head anchor') });
  });

  it('flags a log whose anchor is gone, and an anchor naming another last entry', async () => {
    const entries = chain(2);
    expect(await verifyStoredChain(source(() => entries, () => undefined))).toMatchObject({ ok: false, seq: 2, problem: expect.stringContaining('anchor is missing') });
    expect(await verifyStoredChain(source(() => entries, () => ({ count: 2, hash: 'f'.repeat(64) })))).toMatchObject({ ok: false, seq: 2 });
  });

  it('reports an anchor that cannot be read as a break, not a crash', async () => {
    const entries = chain(2);
    const unreadable: ChainSource = { ...source(() => entries, () => undefined), anchor: () => Promise.reject(new Error('garbled')) };
    expect(await verifyStoredChain(unreadable)).toMatchObject({ ok: false, seq: 2, problem: expect.stringContaining('head anchor cannot be read (garbled)') });
  });

  it('reads on when entries were appended between reading the log and its anchor', async () => {
    const all = chain(4);
    let visible = 2;
    // The anchor is read after the first pass; by then two more entries have been committed.
    const r = await verifyStoredChain(
      source(
        () => all.slice(0, visible),
        () => ((visible = 4), headOf(all)),
      ),
    );
    expect(r).toMatchObject({ ok: true, entries: 4, head: all[3].hash });
  });
});

describe('verifyExport', () => {
  const lines = (entries: AuditEntry[]) => entries.map((e) => JSON.stringify(e));

  it('verifies an export that starts after the first entry from the hash its first line follows', async () => {
    const entries = chain(6);
    expect(await verifyExport(lines(entries.slice(2)))).toMatchObject({ ok: true, entries: 4, first: 3, last: 6 });
  });

  it('names the line that is not an entry', async () => {
    const text = lines(chain(3));
    text[1] = '{"seq": 2, "nonsense": true}';
    expect(await verifyExport(text)).toMatchObject({ ok: false, seq: 2, problem: expect.stringMatching(/^line 2 is not an audit entry/) });
  });

  it('names a modified line', async () => {
    const text = lines(chain(3));
    text[2] = text[2].replace('"alice"', '"mallory"');
    expect(await verifyExport(text)).toMatchObject({ ok: false, seq: 3, problem: expect.stringContaining('modified') });
  });
});

describe('traceEvent', () => {
  it('says who decided what about which record, why, and under which policy — never the content', () => {
    const trace: DecisionTrace = {
      id: 'tr-1',
      at: AT,
      principal: 'alice',
      tenant: 'default',
      session: 's1',
      tool: 'memory_write',
      recordId: 'rec-1',
      findings: [
        { layer: 'screening', score: 0.9, severity: 'high', reasons: ['instruction addressed to the model'], durationMs: 1 },
        { layer: 'rate', score: 0, severity: 'none', reasons: [], durationMs: 1 },
      ],
      verdict: 'quarantine',
      revision: { relation: 'CONFLICT', targets: ['rec-0'], confidence: 0.9, judge: 'heuristic', reason: 'same key, new value', judged: [] },
      policyHash: 'sha256:p',
    };
    expect(traceEvent(trace, true, 'sha256:c')).toEqual({
      at: AT,
      tenant: 'default',
      actor: 'alice',
      action: 'write',
      recordId: 'rec-1',
      session: 's1',
      outcome: 'quarantine',
      why: ['via memory_write', 'screening.high: instruction addressed to the model', 'CONFLICT rec-0: same key, new value'],
      contentHash: 'sha256:c',
      policyHash: 'sha256:p',
      traceId: 'tr-1',
    });
    expect(traceEvent(trace, false).action).toBe('decision');
  });
});
