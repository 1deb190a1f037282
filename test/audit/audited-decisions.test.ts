/**
 * The firewall's decisions in its audit log, end to end through the engine: who did what to which
 * record, in order, with the policy it was decided under.
 */
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/audit/audit-entry.js';
import { verifyStoredChain } from '../../src/audit/verify-chain.js';
import { settingsHash } from '../../src/config/settings.js';
import type { Ledger } from '../../src/store/ports.js';
import { harness, HOUR, USER } from '../revision/engine-fixture.js';

async function log(ledger: Ledger): Promise<AuditEntry[]> {
  const out: AuditEntry[] = [];
  for await (const e of ledger.auditEntries(0)) out.push(e);
  return out;
}

describe('audited decisions', () => {
  it('records the policy load, a write, a supersession, a forget by its caller and an expiry by the system, in one intact chain', async () => {
    const h = await harness();
    const ledger = h.fw.store.ledger;
    const first = await h.engine.write(USER, { content: 'The user lives in Berlin.', subject: 'user home' });
    h.clock.advance(HOUR);
    const second = await h.engine.write(USER, { content: 'Actually, the user now lives in Munich.', subject: 'user home' });
    expect(second.targets).toEqual([first.id]);
    await h.engine.forget(USER, second.id, 'user asked');
    const temp = await h.engine.write(USER, { content: 'The user is in a meeting.', kind: 'state', ttlSeconds: 60 });
    h.clock.advance(2 * 60_000);
    await h.engine.review(USER);

    const entries = await log(ledger);
    expect(entries.map((e) => [e.action, e.actor, e.recordId ?? null, e.outcome ?? null])).toEqual([
      ['policy.load', 'system', null, null],
      ['write', 'alice', first.id, 'allow'],
      ['write', 'alice', second.id, 'allow'],
      ['status', 'alice', first.id, 'superseded'],
      ['status', 'alice', second.id, 'forgotten'],
      ['write', 'alice', temp.id, 'allow'],
      ['status', 'system', temp.id, 'expired'],
    ]);
    expect(new Set(entries.map((e) => e.policyHash))).toEqual(new Set([settingsHash(h.engine.deps.settings)]));
    expect(entries[4].why).toEqual(['active -> forgotten', 'forgotten by alice: user asked']);
    expect(entries.every((e) => !JSON.stringify(e).includes('Munich'))).toBe(true);
    expect(await verifyStoredChain({ entries: (after) => ledger.auditEntries(after), anchor: () => ledger.auditAnchor() })).toMatchObject({ ok: true, entries: 7 });
  });
});
