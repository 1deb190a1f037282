/**
 * The periodic review (`memory_review`): expiry, release of held memories whose
 * blocker is gone, and the rule that records never re-trigger against their own lineage.
 */
import { describe, expect, test } from 'vitest';
import { HOUR, MINUTE, TOOL, USER, harness } from './engine-fixture.js';

describe('memory_review', () => {
  test('does not re-judge a record against its own lineage', async () => {
    const h = await harness();
    const a = await h.engine.write(USER, { content: "Suits's genre is legal drama." });
    h.clock.advance(MINUTE);
    const b = await h.engine.write(USER, { content: "Suits's genre is comedy drama." });
    h.clock.advance(MINUTE);
    const c = await h.engine.write(USER, { content: "Suits's genre changed to political drama." });
    expect((await h.engine.get(USER, c.id)).record.lineage).toEqual(expect.arrayContaining([a.id, b.id]));
    h.clock.advance(MINUTE);
    await h.engine.revert(USER, a.id); // c superseded two records, so it stays active beside a
    h.clock.advance(HOUR);
    const report = await h.engine.review(USER);
    expect(report.superseded).toEqual([]);
    expect(await h.status(a.id)).toBe('active');
    expect(await h.status(c.id)).toBe('active');
  });

  test('a review run twice changes nothing the second time', async () => {
    const h = await harness();
    await h.engine.write(USER, { content: "The user's age is 30." });
    h.clock.advance(MINUTE);
    await h.engine.write(USER, { content: "Suits's genre is legal drama." });
    h.clock.advance(MINUTE);
    await h.engine.review(USER);
    const counts = await h.fw.store.ledger.countByStatus(USER.tenant);
    const second = await h.engine.review(USER);
    expect(second.superseded).toEqual([]);
    expect(second.released).toEqual([]);
    expect(await h.fw.store.ledger.countByStatus(USER.tenant)).toEqual(counts);
  });

  test('expires records past their TTL', async () => {
    const h = await harness({ ttl: { state: HOUR } });
    const w = await h.engine.write(USER, { content: 'The user is currently in a meeting.', kind: 'state' });
    h.clock.advance(2 * HOUR);
    const report = await h.engine.review(USER);
    expect(report.expired).toEqual([w.id]);
    expect(await h.status(w.id)).toBe('expired');
  });

  test('a held memory stays held while the memory it contradicts is still served', async () => {
    const h = await harness();
    await h.engine.write(USER, { content: "The user's age is 30." });
    h.clock.advance(MINUTE);
    const held = await h.engine.write(TOOL, { content: "The user's age is 31." });
    h.clock.advance(HOUR);
    const report = await h.engine.review(USER);
    expect(report.stillHeld).toContain(held.id);
    expect(report.released).not.toContain(held.id);
    expect(await h.status(held.id)).toBe('uncertain');
  });

  test('a held memory is released once the memory it contradicted is no longer served', async () => {
    const h = await harness();
    const fact = await h.engine.write(USER, { content: "The user's age is 30." });
    h.clock.advance(MINUTE);
    const held = await h.engine.write(TOOL, { content: "The user's age is 31." });
    await h.engine.forget(USER, fact.id);
    h.clock.advance(HOUR);
    const report = await h.engine.review(USER);
    expect(report.released).toContain(held.id);
    expect(await h.status(held.id)).toBe('active');
    expect(await h.status(fact.id)).toBe('forgotten');
  });

  test('a review only touches the caller\'s tenant', async () => {
    const h = await harness({ ttl: { state: HOUR } });
    const other = { ...USER, tenant: 'other' };
    const w = await h.engine.write(other, { content: 'The user is currently in a meeting.', kind: 'state' });
    h.clock.advance(2 * HOUR);
    const report = await h.engine.review(USER);
    expect(report.expired).toEqual([]);
    expect(await h.status(w.id, other)).toBe('active');
  });
});
