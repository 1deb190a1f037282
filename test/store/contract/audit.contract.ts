/**
 * The audit port's contract: every commit's decisions and status changes land in one hash chain
 * with the commit, standalone events join the same chain, and handles on one store (processes or
 * replicas) appending in turn or at once keep it linear and verifiable.
 */
import { describe, expect, test } from 'vitest';
import type { AuditEntry } from '../../../src/audit/audit-entry.js';
import { verifyStoredChain } from '../../../src/audit/verify-chain.js';
import type { DecisionTrace } from '../../../src/core/types.js';
import type { Ledger } from '../../../src/store/ports.js';
import { AT, newRecord } from '../store-fixture.js';
import type { LedgerKind } from './ledger-kinds.js';

/** A decision trace about `recordId`. */
export const trace = (recordId: string, over: Partial<DecisionTrace> = {}): DecisionTrace => ({
  id: `trace-${recordId}`,
  at: AT,
  principal: 'alice',
  tenant: 'acme',
  session: 's1',
  tool: 'memory_write',
  recordId,
  findings: [],
  verdict: 'allow',
  policyHash: 'sha256:policy',
  ...over,
});

/** Every audit entry of `l`. */
export async function entries(l: Ledger): Promise<AuditEntry[]> {
  const out: AuditEntry[] = [];
  for await (const e of l.auditEntries(0)) out.push(e);
  return out;
}

/** Verifies the chain of `l` as `audit verify` does. */
export const verify = (l: Ledger) => verifyStoredChain({ entries: (after) => l.auditEntries(after), anchor: () => l.auditAnchor() });

/** Runs the audit port's contract against `kind`. */
export function auditContract(kind: LedgerKind): void {
  describe('audit entries of commits', () => {
    test('a write appends one entry naming its record, verdict, content hash and policy, and moves the anchor', async () => {
      const l = await kind.open();
      const rec = newRecord();
      await l.commit({ inserts: [rec], updates: [], traces: [trace(rec.id)], at: AT });
      const [e] = await entries(l);
      expect(e).toMatchObject({ seq: 1, action: 'write', actor: 'alice', tenant: 'acme', recordId: rec.id, session: 's1', outcome: 'allow', contentHash: rec.contentHash, policyHash: 'sha256:policy', traceId: `trace-${rec.id}` });
      expect(await l.auditAnchor()).toEqual({ count: 1, hash: e.hash });
      expect(await verify(l)).toMatchObject({ ok: true, entries: 1 });
    });

    test('a status change without a trace is audited with the plan’s actor, the reason and the record’s content hash', async () => {
      const l = await kind.open();
      const [rec] = await l.commit({ inserts: [newRecord()], updates: [], traces: [], at: AT });
      await l.commit({ inserts: [], updates: [{ id: rec.id, expectedVersion: 1, patch: { status: 'forgotten' }, reason: 'forgotten by bob: typo' }], traces: [], at: AT + 5, actor: 'bob', policyHash: 'sha256:p2' });
      // Only the link changes: no status change, nothing to audit.
      await l.commit({ inserts: [], updates: [{ id: rec.id, expectedVersion: 2, patch: { links: ['x'] }, reason: 'link' }], traces: [], at: AT + 6 });
      const log = await entries(l);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ action: 'status', actor: 'bob', recordId: rec.id, outcome: 'forgotten', why: ['active -> forgotten', 'forgotten by bob: typo'], contentHash: rec.contentHash, policyHash: 'sha256:p2', at: AT + 5 });
    });

    test('a review decision about an existing record is a `decision` entry, followed by its status change', async () => {
      const l = await kind.open();
      const [held] = await l.commit({ inserts: [newRecord({ status: 'quarantined' })], updates: [], traces: [], at: AT });
      const t = trace(held.id, { id: 'review-1', principal: 'review:bob', tool: 'cli review', verdict: 'reject' });
      await l.commit({ inserts: [], updates: [{ id: held.id, expectedVersion: 1, patch: { status: 'rejected' }, reason: 'rejected by review:bob' }], traces: [t], at: AT });
      expect((await entries(l)).map((e) => [e.action, e.actor, e.outcome, e.contentHash])).toEqual([
        ['decision', 'review:bob', 'reject', held.contentHash],
        ['status', 'review:bob', 'rejected', held.contentHash],
      ]);
    });

    test('appendAudit adds a standalone event to the same chain', async () => {
      const l = await kind.open();
      await l.appendAudit({ at: AT, tenant: 'acme', actor: 'system', action: 'policy.load', why: ['store opened'], policyHash: 'sha256:p' });
      const rec = newRecord();
      await l.commit({ inserts: [rec], updates: [], traces: [trace(rec.id)], at: AT });
      expect((await entries(l)).map((e) => e.action)).toEqual(['policy.load', 'write']);
      expect(await verify(l)).toMatchObject({ ok: true, entries: 2 });
    });
  });

  test('two handles on one store (a server and the review CLI, or two replicas) appending in turn keep one linear chain', async () => {
    const server = await kind.open();
    const reviewer = await kind.alongside(server);
    for (let i = 0; i < 10; i++) {
      const by = i % 2 === 0 ? server : reviewer;
      const rec = newRecord();
      await by.commit({ inserts: [rec], updates: [], traces: [trace(rec.id)], at: AT + i });
      if (i % 3 === 0) await by.appendAudit({ at: AT + i, tenant: 'acme', actor: 'system', action: 'login', why: [] });
    }
    const log = await entries(server);
    expect(log.map((e) => e.seq)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(await verify(reviewer)).toMatchObject({ ok: true, entries: 14 });
  });

  test('two handles appending at once keep one verifiable chain, never a fork', async () => {
    const a = await kind.open();
    const b = await kind.alongside(a);
    const write = async (l: Ledger, i: number) => {
      const rec = newRecord();
      await l.commit({ inserts: [rec], updates: [], traces: [trace(rec.id)], at: AT + i });
      await l.appendAudit({ at: AT + i, tenant: 'acme', actor: 'system', action: 'login', why: [] });
    };
    await Promise.all(Array.from({ length: 20 }, (_, i) => write(i % 2 === 0 ? a : b, i)));
    const log = await entries(a);
    expect(log.map((e) => e.seq)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (let i = 1; i < log.length; i++) expect(log[i].prevHash).toBe(log[i - 1].hash);
    expect(await verify(b)).toMatchObject({ ok: true, entries: 40 });
  });
}
