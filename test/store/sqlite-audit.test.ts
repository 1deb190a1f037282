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
