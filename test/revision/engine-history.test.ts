/**
 * History and rollback: revert, forget, verify, explicit revision, and what
 * `get` shows of a record's versions, lineage, trace and read log.
 */
import { describe, expect, test } from 'vitest';
import { AGENT, MINUTE, REVIEWER, TOOL, USER, expectCode, harness } from './engine-fixture.js';

async function supersededPair() {
  const h = await harness();
  const old = await h.engine.write(USER, { content: "The user's age is 30." });
  h.clock.advance(MINUTE);
  const next = await h.engine.write(USER, { content: "The user's age is 31." });
  return { h, old, next };
}

async function heldContradiction() {
  const h = await harness();
  const fact = await h.engine.write(USER, { content: "The user's age is 30." });
  h.clock.advance(MINUTE);
  const held = await h.engine.write(TOOL, { content: "The user's age is 31." });
  h.clock.advance(MINUTE);
  return { h, fact, held };
}

describe('revert', () => {
  test('revert restores a superseded record to active', async () => {
    const { h, old } = await supersededPair();
    h.clock.advance(MINUTE);
    const r = await h.engine.revert(USER, old.id);
    expect(r.status).toBe('active');
    const rec = (await h.engine.get(USER, old.id)).record;
    expect(rec.status).toBe('active');
    expect(rec.supersededBy).toBeUndefined();
  });

  test('the single-target successor of a reverted record steps back', async () => {
    const { h, old, next } = await supersededPair();
    h.clock.advance(MINUTE);
    const r = await h.engine.revert(USER, old.id);
    expect(r.demoted).toBe(next.id);
    const succ = (await h.engine.get(USER, next.id)).record;
    expect(succ.status).toBe('superseded');
    expect(succ.supersededBy).toBe(old.id);
  });

  test('after a revert search serves the restored record and not its successor', async () => {
    const { h, old, next } = await supersededPair();
    h.clock.advance(MINUTE);
    await h.engine.revert(USER, old.id);
    const ids = (await h.engine.search(USER, { query: "the user's age" })).results.map((r) => r.id);
    expect(ids).toContain(old.id);
    expect(ids).not.toContain(next.id);
  });

  test('a successor that superseded several records stays active when one of them is reverted', async () => {
    const h = await harness();
    const a = await h.engine.write(USER, { content: "Suits's genre is legal drama." });
    h.clock.advance(MINUTE);
    const b = await h.engine.write(USER, { content: "Suits's genre is comedy drama." });
    h.clock.advance(MINUTE);
    const c = await h.engine.write(USER, { content: "Suits's genre changed to political drama." });
    expect((await h.engine.get(USER, c.id)).record.supersedes.sort()).toEqual([a.id, b.id].sort());
    h.clock.advance(MINUTE);
    const r = await h.engine.revert(USER, a.id);
    expect(r.demoted).toBeUndefined();
    expect(await h.status(a.id)).toBe('active');
    expect(await h.status(c.id)).toBe('active');
    expect(await h.status(b.id)).toBe('superseded');
  });

  test('reverting an active record is an invalid transition', async () => {
    const { h, next } = await supersededPair();
    await expectCode(h.engine.revert(USER, next.id), 'invalid_transition');
  });

  test('a forgotten record cannot be reverted back into service', async () => {
    const { h, old } = await supersededPair();
    await h.engine.forget(USER, old.id);
    await expectCode(h.engine.revert(USER, old.id), 'invalid_transition');
    expect(await h.status(old.id)).toBe('forgotten');
  });
});

describe('forget', () => {
  test('a forgotten record is never served and is counted as suppressed', async () => {
    const h = await harness();
    const w = await h.engine.write(USER, { content: 'The user lives in Shanghai.' });
    await h.engine.forget(USER, w.id, 'user asked');
    const out = await h.engine.search(USER, { query: 'where does the user live' });
    expect(out.results.map((r) => r.id)).not.toContain(w.id);
    expect(out.suppressed.forgotten).toBeGreaterThanOrEqual(1);
  });

  test('memory get shows a forgotten record without its content, which the ledger keeps for audit', async () => {
    const h = await harness();
    const w = await h.engine.write(USER, { content: 'The user lives in Shanghai.' });
    const r = await h.engine.forget(USER, w.id);
    expect(r.status).toBe('forgotten');
    const got = await h.engine.get(USER, w.id);
    expect(got.record.status).toBe('forgotten');
    // Never resurfaces through reads, but the ledger keeps the text for audit.
    expect(got.record.content).toBe('[forgotten]');
    expect((await h.engine.deps.ledger.get(w.id))?.content).toBe('The user lives in Shanghai.');
  });

  test('a forgotten record is not a revision candidate for later writes', async () => {
    const h = await harness();
    const w = await h.engine.write(USER, { content: "The user's age is 30." });
    await h.engine.forget(USER, w.id);
    h.clock.advance(MINUTE);
    const next = await h.engine.write(USER, { content: "The user's age is 31." });
    expect(next.status).toBe('active');
    expect(next.targets).not.toContain(w.id);
    expect(await h.status(w.id)).toBe('forgotten');
  });

  test('forgetting twice is an invalid transition', async () => {
    const h = await harness();
    const w = await h.engine.write(USER, { content: 'The user lives in Shanghai.' });
    await h.engine.forget(USER, w.id);
    await expectCode(h.engine.forget(USER, w.id), 'invalid_transition');
  });
});

describe('verify', () => {
  test('confirming a held write by a trusted enough verifier supersedes what it contradicted', async () => {
    const { h, fact, held } = await heldContradiction();
    const r = await h.engine.verify(USER, held.id, 'confirm');
    expect(r.status).toBe('active');
    expect(r.superseded).toEqual([fact.id]);
    const rec = (await h.engine.get(USER, held.id)).record;
    expect(rec.status).toBe('active');
    expect(rec.verification).toBe('confirmed');
    expect(rec.supersedes).toContain(fact.id);
    const old = (await h.engine.get(USER, fact.id)).record;
    expect(old.status).toBe('superseded');
    expect(old.supersededBy).toBe(held.id);
  });

  test('a reviewer more trusted than the contradicted memory may confirm', async () => {
    const { h, fact, held } = await heldContradiction();
    await h.engine.verify(REVIEWER, held.id, 'confirm');
    expect(await h.status(fact.id)).toBe('superseded');
    expect(await h.status(held.id)).toBe('active');
  });

  test('a verifier less trusted than the contradicted memory cannot confirm, and nothing changes', async () => {
    const { h, fact, held } = await heldContradiction();
    await expect(h.engine.verify(AGENT, held.id, 'confirm')).rejects.toThrow();
    expect(await h.status(fact.id)).toBe('active');
    expect(await h.status(held.id)).toBe('uncertain');
    expect((await h.engine.get(USER, held.id)).record.verification).toBe('pending');
  });

  test('the writer of a held memory cannot confirm it itself', async () => {
    const { h, fact, held } = await heldContradiction();
    await expect(h.engine.verify(TOOL, held.id, 'confirm')).rejects.toThrow();
    expect(await h.status(fact.id)).toBe('active');
  });

  test('refuting a held write rejects it and leaves the contradicted memory active', async () => {
    const { h, fact, held } = await heldContradiction();
    const r = await h.engine.verify(USER, held.id, 'refute');
    expect(r.status).toBe('rejected');
    const rec = (await h.engine.get(USER, held.id)).record;
    expect(rec.status).toBe('rejected');
    expect(rec.verification).toBe('refuted');
    expect(await h.status(fact.id)).toBe('active');
  });

  test('a memory that is not waiting for verification cannot be verified', async () => {
    const { h, fact } = await heldContradiction();
    await expectCode(h.engine.verify(USER, fact.id, 'confirm'), 'invalid_transition');
  });

  test('a refuted memory cannot be confirmed afterwards', async () => {
    const { h, held } = await heldContradiction();
    await h.engine.verify(USER, held.id, 'refute');
    await expectCode(h.engine.verify(USER, held.id, 'confirm'), 'invalid_transition');
  });
});

describe('explicit revision', () => {
  test('revise supersedes the named memory even when the judge would let both coexist', async () => {
    const h = await harness();
    const a = await h.engine.write(USER, { content: "Suits's genre is legal drama." });
    h.clock.advance(MINUTE);
    const r = await h.engine.revise(USER, a.id, "Suits's genre is comedy drama.", 'it was misclassified');
    expect(r.status).toBe('active');
    expect(await h.status(a.id)).toBe('superseded');
  });

  test('revising a memory that is not active is an invalid transition', async () => {
    const { h, old } = await supersededPair();
    await expectCode(h.engine.revise(USER, old.id, "The user's age is 29."), 'invalid_transition');
  });

  test('a lower-trust caller cannot revise a more trusted memory: the revision is held', async () => {
    const h = await harness();
    const a = await h.engine.write(USER, { content: "The user's age is 30." });
    h.clock.advance(MINUTE);
    const r = await h.engine.revise(TOOL, a.id, "The user's age is 31.");
    expect(r.status).toBe('uncertain');
    expect(await h.status(a.id)).toBe('active');
  });
});

describe('get', () => {
  test('every status change of a record is kept as a version', async () => {
    const { h, old } = await supersededPair();
    h.clock.advance(MINUTE);
    await h.engine.revert(USER, old.id);
    const got = await h.engine.get(USER, old.id);
    expect(got.versions.map((v) => v.status)).toEqual(['active', 'superseded']);
    expect(got.versions.map((v) => v.version)).toEqual([1, 2]);
    expect(got.record.version).toBe(3);
  });

  test('lineage shows what a record superseded and what superseded it', async () => {
    const { h, old, next } = await supersededPair();
    const up = await h.engine.get(USER, old.id);
    expect(up.lineage).toEqual([expect.objectContaining({ id: next.id, relation: 'superseded_by' })]);
    const down = await h.engine.get(USER, next.id);
    expect(down.lineage).toEqual([expect.objectContaining({ id: old.id, relation: 'supersedes', status: 'superseded' })]);
  });

  test('the decision trace of a write names the caller and the revision outcome', async () => {
    const { h, old, next } = await supersededPair();
    const trace = (await h.engine.get(USER, next.id)).trace;
    expect(trace).toBeDefined();
    expect(trace!.principal).toBe(USER.principal);
    expect(trace!.recordId).toBe(next.id);
    expect(trace!.revision?.relation).toBe('CONFLICT');
    expect(trace!.revision?.targets).toContain(old.id);
  });

  test('after a search, get lists the reader and the record\'s references increase', async () => {
    const h = await harness();
    const w = await h.engine.write(USER, { content: 'The user lives in Shanghai.' });
    expect((await h.engine.get(USER, w.id)).record.references).toBe(0);
    const reader = { ...AGENT, session: 's-42', tool: 'memory_search' };
    h.clock.advance(MINUTE);
    const out = await h.engine.search(reader, { query: 'where does the user live' });
    expect(out.results.map((r) => r.id)).toContain(w.id);
    const got = await h.engine.get(USER, w.id);
    expect(got.reads).toEqual([expect.objectContaining({ recordId: w.id, principal: reader.principal, session: 's-42', at: h.clock.now() })]);
    expect(got.record.references).toBe(1);
    await h.engine.search(USER, { query: 'where does the user live' });
    const again = await h.engine.get(USER, w.id);
    expect(again.record.references).toBe(2);
    expect(again.reads.map((r) => r.principal).sort()).toEqual([AGENT.principal, USER.principal].sort());
  });

  test('a record that was not served has no reads', async () => {
    const h = await harness();
    const w = await h.engine.write(USER, { content: 'The user lives in Shanghai.' });
    const other = await h.engine.write(USER, { content: 'Quarterly semiconductor revenue grew eleven percent.' });
    await h.engine.search(USER, { query: 'semiconductor revenue' });
    expect((await h.engine.get(USER, other.id)).reads.length).toBe(1);
    expect((await h.engine.get(USER, w.id)).reads).toEqual([]);
  });
});
