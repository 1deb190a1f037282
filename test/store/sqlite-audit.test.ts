import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import type { AuditEntry } from '../../src/audit/audit-entry.js';
import { verifyStoredChain } from '../../src/audit/verify-chain.js';
import { HindsightError } from '../../src/core/errors.js';
import type { DecisionTrace } from '../../src/core/types.js';
import { openSqliteLedger, type SqliteLedger } from '../../src/store/sqlite/sqlite-ledger.js';
import { AT, newRecord, tempDir } from './store-fixture.js';

const open: SqliteLedger[] = [];
afterEach(async () => {
  while (open.length > 0) await open.pop()!.close();
});

function ledger(file = ':memory:', shared = false): SqliteLedger {
  const l = openSqliteLedger(file, 'normal', { shared });
  open.push(l);
  return l;
}

const trace = (recordId: string, over: Partial<DecisionTrace> = {}): DecisionTrace => ({
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

async function entries(l: SqliteLedger): Promise<AuditEntry[]> {
  const out: AuditEntry[] = [];
  for await (const e of l.auditEntries(0)) out.push(e);
  return out;
}

const verify = (l: SqliteLedger) => verifyStoredChain({ entries: (after) => l.auditEntries(after), anchor: () => l.auditAnchor() });

describe('audit entries of commits', () => {
  test('a write appends one entry naming its record, verdict, content hash and policy, and moves the anchor', async () => {
    const l = ledger();
    const rec = newRecord();
    await l.commit({ inserts: [rec], updates: [], traces: [trace(rec.id)], at: AT });
    const [e] = await entries(l);
    expect(e).toMatchObject({ seq: 1, action: 'write', actor: 'alice', tenant: 'acme', recordId: rec.id, session: 's1', outcome: 'allow', contentHash: rec.contentHash, policyHash: 'sha256:policy', traceId: `trace-${rec.id}` });
    expect(await l.auditAnchor()).toEqual({ count: 1, hash: e.hash });
    expect(await verify(l)).toMatchObject({ ok: true, entries: 1 });
  });

  test('a status change without a trace is audited with the plan’s actor, the reason and the record’s content hash', async () => {
    const l = ledger();
    const [rec] = await l.commit({ inserts: [newRecord()], updates: [], traces: [], at: AT });
    await l.commit({ inserts: [], updates: [{ id: rec.id, expectedVersion: 1, patch: { status: 'forgotten' }, reason: 'forgotten by bob: typo' }], traces: [], at: AT + 5, actor: 'bob', policyHash: 'sha256:p2' });
    // Only the link changes: no status change, nothing to audit.
    await l.commit({ inserts: [], updates: [{ id: rec.id, expectedVersion: 2, patch: { links: ['x'] }, reason: 'link' }], traces: [], at: AT + 6 });
    const log = await entries(l);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'status', actor: 'bob', recordId: rec.id, outcome: 'forgotten', why: ['active -> forgotten', 'forgotten by bob: typo'], contentHash: rec.contentHash, policyHash: 'sha256:p2', at: AT + 5 });
  });

  test('a review decision about an existing record is a `decision` entry, followed by its status change', async () => {
    const l = ledger();
    const [held] = await l.commit({ inserts: [newRecord({ status: 'quarantined' })], updates: [], traces: [], at: AT });
    const t = trace(held.id, { id: 'review-1', principal: 'review:bob', tool: 'cli review', verdict: 'reject' });
    await l.commit({ inserts: [], updates: [{ id: held.id, expectedVersion: 1, patch: { status: 'rejected' }, reason: 'rejected by review:bob' }], traces: [t], at: AT });
    expect((await entries(l)).map((e) => [e.action, e.actor, e.outcome, e.contentHash])).toEqual([
      ['decision', 'review:bob', 'reject', held.contentHash],
      ['status', 'review:bob', 'rejected', held.contentHash],
    ]);
  });

  test('appendAudit adds a standalone event to the same chain', async () => {
    const l = ledger();
    await l.appendAudit({ at: AT, tenant: 'acme', actor: 'system', action: 'policy.load', why: ['store opened'], policyHash: 'sha256:p' });
    const rec = newRecord();
    await l.commit({ inserts: [rec], updates: [], traces: [trace(rec.id)], at: AT });
    expect((await entries(l)).map((e) => e.action)).toEqual(['policy.load', 'write']);
    expect(await verify(l)).toMatchObject({ ok: true, entries: 2 });
  });
});

describe('append-only', () => {
  test('the triggers refuse changing or removing an entry, removing the anchor, or moving it back', async () => {
    const l = ledger();
    for (let i = 0; i < 2; i++) await l.appendAudit({ at: AT, tenant: 'acme', actor: 'system', action: 'policy.load', why: [] });
    expect(() => l.db.prepare(`UPDATE audit SET actor = 'mallory' WHERE seq = 1`).run()).toThrow(/append-only/);
    expect(() => l.db.prepare(`DELETE FROM audit WHERE seq = 2`).run()).toThrow(/append-only/);
    expect(() => l.db.prepare(`DELETE FROM meta WHERE key = 'audit_head'`).run()).toThrow(/cannot be removed/);
    expect(() => l.db.prepare(`UPDATE meta SET value = '{"count":1,"hash":"x"}' WHERE key = 'audit_head'`).run()).toThrow(/only moves forward/);
    expect(await verify(l)).toMatchObject({ ok: true, entries: 2 });
  });
});

describe('a failing append refuses the commit', () => {
  test('when the log cannot take the entry, nothing of the commit is applied', async () => {
    const l = ledger();
    const [a] = await l.commit({ inserts: [newRecord()], updates: [], traces: [], at: AT });
    const epoch = await l.epoch();
    l.db.exec(`CREATE TRIGGER audit_full BEFORE INSERT ON audit BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
    const rec = newRecord();
    const commit = l.commit({
      inserts: [rec],
      updates: [{ id: a.id, expectedVersion: 1, patch: { status: 'superseded', supersededBy: rec.id }, reason: 'superseded' }],
      traces: [trace(rec.id)],
      at: AT,
    });
    await expect(commit).rejects.toThrow(/disk full/);
    expect(await l.get(rec.id)).toBeUndefined();
    expect((await l.get(a.id))?.status).toBe('active');
    expect(await l.trace(`trace-${rec.id}`)).toBeUndefined();
    expect(await l.epoch()).toBe(epoch);
    expect(await entries(l)).toEqual([]);
  });

  test('after the tail of the log was removed, writes are refused with audit_broken instead of burying the gap', async () => {
    const l = ledger();
    for (let i = 0; i < 3; i++) {
      const rec = newRecord();
      await l.commit({ inserts: [rec], updates: [], traces: [trace(rec.id)], at: AT });
    }
    l.db.exec(`DROP TRIGGER audit_no_delete; DELETE FROM audit WHERE seq = 3`);
    const rec = newRecord();
    const err = await l.commit({ inserts: [rec], updates: [], traces: [trace(rec.id)], at: AT }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HindsightError);
    expect((err as HindsightError).code).toBe('audit_broken');
    expect(await l.get(rec.id)).toBeUndefined();
    expect(await verify(l)).toMatchObject({ ok: false, seq: 3 });
  });

  test('a mangled anchor refuses writes and reads as a break', async () => {
    const l = ledger();
    await l.appendAudit({ at: AT, tenant: 'acme', actor: 'system', action: 'policy.load', why: [] });
    l.db.exec(`DROP TRIGGER audit_head_forward; UPDATE meta SET value = 'garbage' WHERE key = 'audit_head'`);
    const rec = newRecord();
    await expect(l.commit({ inserts: [rec], updates: [], traces: [trace(rec.id)], at: AT })).rejects.toThrow(/anchor is unreadable/);
    expect(await l.get(rec.id)).toBeUndefined();
    expect(await verify(l)).toMatchObject({ ok: false, seq: 1, problem: expect.stringContaining('cannot be read') });
  });
});

test('two connections to one file (a server and the review CLI) appending in turn keep one linear chain', async () => {
  const file = join(tempDir(), 'h.db');
  const server = ledger(file);
  const reviewer = ledger(file, true);
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
