/**
 * The review queue: a held write waits as `quarantined`; approval binds to the content
 * hash and re-enters the revision core as of now with the writer's trust; rejection keeps it for
 * audit; unreviewed items expire and are never approved.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { openFirewall, type Firewall } from '../../src/app.js';
import { loadPolicy } from '../../src/config/load-policy.js';
import { policyToSettings } from '../../src/config/policy-settings.js';
import { ManualClock } from '../../src/core/clock.js';
import { HindsightError } from '../../src/core/errors.js';
import type { Caller } from '../../src/revision/context.js';
import { approveQuarantined, listQuarantine, rejectQuarantined, showQuarantine } from '../../src/revision/quarantine.js';

const { policy, hash } = loadPolicy('policies/default.yaml');
const T0 = Date.UTC(2025, 0, 1);
const DAY = 86_400_000;
const USER: Caller = { principal: 'alice', tenant: 'acme', trustCeiling: 0.9, tool: 'memory_write', session: 's1' };
const REVIEWER: Caller = { principal: 'review:bob', tenant: 'acme', trustCeiling: 0.95, tool: 'cli review' };

const open: Firewall[] = [];
afterEach(async () => {
  while (open.length) await open.pop()!.close();
});

/**
 * The default policy, except that the provenance layer's `low` (a write below trust 0.5: the tool
 * channel) quarantines — so every tool write waits for a reviewer, whatever it says.
 */
async function holdingToolWrites() {
  const clock = new ManualClock(T0);
  const guard = { ...policy.guard, verdicts: { ...policy.guard.verdicts, layers: { ...policy.guard.verdicts.layers, provenance: { low: 'quarantine' as const } } } };
  const fw = await openFirewall({ settings: policyToSettings(policy), clock, policyHash: hash, guard });
  open.push(fw);
  return { engine: fw.engine, clock };
}

async function errorCode(p: Promise<unknown>): Promise<string> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HindsightError);
  return (err as HindsightError).code;
}

describe('the review queue', () => {
  test('a held write is listed and shown with its findings, its expiry and the memories approval would touch', async () => {
    const { engine } = await holdingToolWrites();
    const fact = await engine.write(USER, { content: "The Berlin office's opening time is 9am." });
    const held = await engine.write(USER, { content: "The Berlin office's opening time is 11am.", channel: 'tool' });
    expect(held.status).toBe('quarantined');

    expect((await listQuarantine(engine, REVIEWER)).map((r) => r.id)).toEqual([held.id]);
    const item = await showQuarantine(engine, REVIEWER, held.id);
    expect(item.record.expiresAt).toBe(T0 + 14 * DAY);
    expect(item.traces).toHaveLength(1);
    expect(item.traces[0].findings.find((f) => f.layer === 'provenance')?.severity).toBe('low');
    expect(item.traces[0].revision?.reason).toMatch(/^not applied: quarantined by the guard/);
    expect(item.wouldTouch?.targets).toEqual([fact.id]);
    expect(item.touched.map((t) => t.content)).toEqual(["The Berlin office's opening time is 9am."]);
  });

  test('approval is refused unless it names the content hash the reviewer saw', async () => {
    const { engine } = await holdingToolWrites();
    const held = await engine.write(USER, { content: 'The Lisbon office has 40 desks.', channel: 'tool' });
    expect(await errorCode(approveQuarantined(engine, REVIEWER, held.id, 'sha256:' + '0'.repeat(64)))).toBe('hash_mismatch');
    expect((await engine.get(USER, held.id)).record.status).toBe('quarantined');
  });

  test('an approved tool write keeps its trust: contradicting a user fact, it is held for verification', async () => {
    const { engine } = await holdingToolWrites();
    const fact = await engine.write(USER, { content: "The Berlin office's opening time is 9am." });
    const held = await engine.write(USER, { content: "The Berlin office's opening time is 11am.", channel: 'tool' });
    const { record } = await engine.get(USER, held.id);

    const d = await approveQuarantined(engine, REVIEWER, held.id, record.contentHash, 'checked with the site lead');
    expect(d).toMatchObject({ status: 'uncertain', targets: [fact.id] });
    const after = await engine.get(USER, held.id);
    expect(after.record).toMatchObject({ status: 'uncertain', verification: 'pending', trust: 0.4 });
    expect(after.decisions).toHaveLength(1);
    expect(after.decisions[0]).toMatchObject({ principal: 'review:bob', verdict: 'allow', recordId: held.id });
    expect(after.decisions[0].revision?.reason).toContain('approved by review:bob');
    expect((await engine.get(USER, fact.id)).record.status).toBe('active');
  });

  test('approval re-enters the revision core as of now: it supersedes what it updates and is served', async () => {
    const { engine, clock } = await holdingToolWrites();
    const held1 = await engine.write(USER, { content: "The Oslo office's wifi rotation period is 30 days.", channel: 'tool' });
    clock.advance(60_000);
    const h1 = (await engine.get(USER, held1.id)).record.contentHash;
    expect((await approveQuarantined(engine, REVIEWER, held1.id, h1)).status).toBe('active');
    clock.advance(DAY);
    const held2 = await engine.write(USER, { content: "The Oslo office's wifi rotation period is 90 days.", channel: 'tool' });
    const h2 = (await engine.get(USER, held2.id)).record.contentHash;
    const d = await approveQuarantined(engine, REVIEWER, held2.id, h2);
    expect(d).toMatchObject({ status: 'active', relation: 'CONFLICT', targets: [held1.id] });
    expect((await engine.get(USER, held1.id)).record).toMatchObject({ status: 'superseded', supersededBy: held2.id });
    const found = await engine.search(USER, { query: 'Oslo office wifi rotation period' });
    expect(found.results[0].id).toBe(held2.id);
  });

  test('a rejected item is kept for audit, never served, and cannot be approved afterwards', async () => {
    const { engine } = await holdingToolWrites();
    const held = await engine.write(USER, { content: 'The Paris office closes on Fridays.', channel: 'tool' });
    const h = (await engine.get(USER, held.id)).record.contentHash;
    expect((await rejectQuarantined(engine, REVIEWER, held.id, h, 'not true')).status).toBe('rejected');
    const got = await engine.get(USER, held.id);
    expect(got.record.status).toBe('rejected');
    expect(got.decisions[0]).toMatchObject({ verdict: 'reject', principal: 'review:bob' });
    expect(await errorCode(approveQuarantined(engine, REVIEWER, held.id, h))).toBe('invalid_transition');
    expect((await engine.search(USER, { query: 'Paris office Fridays' })).results.map((r) => r.id)).not.toContain(held.id);
  });

  test('unreviewed items expire after the quarantine TTL and are never approved', async () => {
    const { engine, clock } = await holdingToolWrites();
    const held = await engine.write(USER, { content: 'The Madrid office parking is free.', channel: 'tool' });
    const h = (await engine.get(USER, held.id)).record.contentHash;
    clock.advance(14 * DAY - 1);
    expect((await listQuarantine(engine, REVIEWER)).map((r) => r.id)).toEqual([held.id]);
    clock.advance(1);
    const report = await engine.review(USER);
    expect(report.quarantineExpired).toEqual([held.id]);
    expect(await listQuarantine(engine, REVIEWER)).toEqual([]);
    expect((await listQuarantine(engine, REVIEWER, { statuses: ['expired-quarantine'] })).map((r) => r.id)).toEqual([held.id]);
    expect(await errorCode(approveQuarantined(engine, REVIEWER, held.id, h))).toBe('invalid_transition');
  });

  test('an approved write held against a newer user fact cannot be confirmed by its less trusted writer', async () => {
    const { engine, clock } = await holdingToolWrites();
    const AGENT: Caller = { principal: 'agent-3', tenant: 'acme', trustCeiling: 0.6, tool: 'memory_write', session: 's9' };
    const held = await engine.write(AGENT, { content: "The Berlin office's opening time is 11am.", channel: 'tool' });
    clock.advance(60_000);
    const fact = await engine.write(USER, { content: "The Berlin office's opening time is 9am." });
    const h = (await engine.get(USER, held.id)).record.contentHash;
    expect(await approveQuarantined(engine, REVIEWER, held.id, h)).toMatchObject({ status: 'uncertain', targets: [fact.id] });
    expect(await errorCode(engine.verify(AGENT, held.id, 'confirm'))).toBe('invalid_argument');
    expect((await engine.get(USER, fact.id)).record.status).toBe('active');
    expect((await engine.get(USER, held.id)).record.status).toBe('uncertain');
  });

  test('approval applies what the held write asked for: the correction it made, and its TTL from when it was written', async () => {
    const { engine, clock } = await holdingToolWrites();
    const TOOL: Caller = { principal: 'crawler', tenant: 'acme', trustCeiling: 0.4, tool: 'memory_revise', session: 's7' };
    const original = await engine.write(TOOL, { content: 'The cafeteria serves lunch from noon.', channel: 'tool' });
    await approveQuarantined(engine, REVIEWER, original.id, (await engine.get(USER, original.id)).record.contentHash);
    clock.advance(60_000);
    const correction = await engine.revise(TOOL, original.id, 'Lunch is now served in the new building on floor 3.');
    expect(correction.status).toBe('quarantined');
    const preview = await showQuarantine(engine, REVIEWER, correction.id);
    expect(preview.wouldTouch?.targets).toEqual([original.id]);
    const d = await approveQuarantined(engine, REVIEWER, correction.id, preview.record.contentHash);
    expect(d).toMatchObject({ status: 'active', targets: [original.id] });
    expect((await engine.get(USER, original.id)).record).toMatchObject({ status: 'superseded', supersededBy: correction.id });
    const approval = (await engine.get(USER, correction.id)).decisions[0];
    expect(approval.revision?.judged.find((j) => j.id === original.id)?.applied).not.toBe('none');

    const note = await engine.write(TOOL, { content: 'The gym is closed for cleaning this afternoon.', channel: 'tool', kind: 'note', ttlSeconds: 3600 });
    clock.advance(2 * DAY);
    await approveQuarantined(engine, REVIEWER, note.id, (await engine.get(USER, note.id)).record.contentHash);
    const stored = (await engine.get(USER, note.id)).record;
    expect(stored.expiresAt).toBe(stored.createdAt + 3_600_000);
  });

  test('a held write whose preview cannot be judged is still held, never dropped', async () => {
    const { engine } = await holdingToolWrites();
    const judge = engine.judgeCandidates.bind(engine);
    engine.judgeCandidates = () => Promise.reject(new Error('judge down'));
    const held = await engine.write(USER, { content: 'The Vienna office has a rooftop terrace.', channel: 'tool' });
    engine.judgeCandidates = judge;
    expect(held.status).toBe('quarantined');
    const got = await engine.get(USER, held.id);
    expect(got.record.status).toBe('quarantined');
    expect(got.trace?.revision).toBeUndefined();
  });

  test("a reviewer of another tenant sees nothing of this tenant's queue", async () => {
    const { engine } = await holdingToolWrites();
    const held = await engine.write(USER, { content: 'The Rome office has a gym.', channel: 'tool' });
    const h = (await engine.get(USER, held.id)).record.contentHash;
    const other: Caller = { ...REVIEWER, tenant: 'globex' };
    expect(await listQuarantine(engine, other)).toEqual([]);
    expect(await errorCode(showQuarantine(engine, other, held.id))).toBe('not_found');
    expect(await errorCode(approveQuarantined(engine, other, held.id, h))).toBe('not_found');
  });
});
