import { afterEach, describe, expect, test } from 'vitest';
import { applyRollback, planRollback, type RollbackScope } from '../../src/revision/rollback.js';
import type { Caller } from '../../src/revision/context.js';
import { expectCode } from './engine-fixture.js';
import { FLOOD_START, replayFlood, SEEDS, type Flood } from './flood-fixture.js';

const RUNNER: Caller = { principal: 'review:bob', tenant: 'eval', trustCeiling: 0.95, tool: 'cli rollback' };
const READER: Caller = { principal: 'reader', tenant: 'eval', trustCeiling: 0.9, tool: 'memory_search', session: 'r1' };

const open: Flood[] = [];
afterEach(async () => {
  while (open.length > 0) await open.pop()!.fw.close();
});

async function flood(): Promise<Flood> {
  const f = await replayFlood();
  open.push(f);
  return f;
}

const scopeOf = (f: Flood, over: Partial<RollbackScope> = {}): RollbackScope => ({ tenant: f.tenant, principal: 'agent-0', since: FLOOD_START, until: f.end, ...over });
const statusOf = async (f: Flood, id: string) => (await f.fw.engine.deps.ledger.get(id))!.status;
const idsBy = (f: Flood, principal: string) => [...f.writes.values()].filter((w) => w.principal === principal).map((w) => w.id);
const served = async (f: Flood, query: string) => (await f.fw.engine.search(READER, { query, limit: 5 })).results.map((r) => r.id);

describe('campaign rollback', () => {
  test('the replayed flood superseded the curator memories it contradicted', async () => {
    const f = await flood();
    expect(await statusOf(f, f.seeds.ouagadougou)).toBe('superseded');
    expect(await statusOf(f, f.seeds.gap)).toBe('superseded');
    expect(await statusOf(f, f.seeds.larissa)).toBe('superseded');
    expect(await served(f, "Ouagadougou's capital")).not.toContain(f.seeds.ouagadougou);
  });

  test('a dry run lists every change as a diff and changes nothing', async () => {
    const f = await flood();
    const epoch = await f.fw.engine.deps.ledger.epoch();
    const plan = await planRollback(f.fw.engine, scopeOf(f));
    const mine = idsBy(f, 'agent-0');
    expect(plan.found).toBe(mine.length);
    const reverted = plan.changes.filter((c) => c.action === 'revert');
    expect(reverted.map((c) => c.id).sort()).toEqual([...mine].sort());
    expect(reverted.every((c) => c.after === 'rolled-back')).toBe(true);
    const restored = plan.changes.filter((c) => c.action === 'restore');
    expect(restored.map((c) => [c.id, c.before, c.after])).toEqual(
      expect.arrayContaining([
        [f.seeds.ouagadougou, 'superseded', 'active'],
        [f.seeds.gap, 'superseded', 'active'],
      ]),
    );
    expect(restored.map((c) => c.id)).not.toContain(f.seeds.larissa);
    expect(restored.find((c) => c.id === f.seeds.gap)!.preview).toBe(SEEDS.gap);
    expect(await f.fw.engine.deps.ledger.epoch()).toBe(epoch);
    expect(await statusOf(f, f.seeds.ouagadougou)).toBe('superseded');
    for (const id of mine) expect(await statusOf(f, id)).not.toBe('rolled-back');
  });

  test("rolling back serves the memories the flood superseded again, and none of the flood's", async () => {
    const f = await flood();
    const before = await served(f, "Ouagadougou's capital");
    expect(before.some((id) => idsBy(f, 'agent-0').includes(id))).toBe(true);

    const done = await applyRollback(f.fw.engine, RUNNER, scopeOf(f));
    expect(done.traceIds).toHaveLength(done.changes.length);

    const campaign = new Set(idsBy(f, 'agent-0'));
    for (const [query, seed] of [["Ouagadougou's capital", f.seeds.ouagadougou], ["Gap's capital", f.seeds.gap]]) {
      const ids = await served(f, query);
      expect(ids[0]).toBe(seed);
      expect(ids.filter((id) => campaign.has(id))).toEqual([]);
    }
    for (const id of idsBy(f, 'agent-0')) expect(await statusOf(f, id)).toBe('rolled-back');
    const search = await f.fw.engine.search(READER, { query: "Ouagadougou's capital Mozambique", limit: 10 });
    expect(search.suppressed['rolled-back']).toBeGreaterThan(0);
  });

  test("another principal's records and what they superseded are untouched", async () => {
    const f = await flood();
    const others = idsBy(f, 'agent-1');
    const before = await Promise.all(others.map((id) => f.fw.engine.deps.ledger.get(id)));
    await applyRollback(f.fw.engine, RUNNER, scopeOf(f));
    const after = await Promise.all(others.map((id) => f.fw.engine.deps.ledger.get(id)));
    expect(after.map((r) => [r!.status, r!.version])).toEqual(before.map((r) => [r!.status, r!.version]));
    expect(await statusOf(f, f.seeds.larissa)).toBe('superseded');
  });

  test("another tenant's records of the same principal in the same window are untouched", async () => {
    const f = await flood();
    const other = (principal: string): Caller => ({ principal, tenant: 'other', trustCeiling: 0.9, session: 'flood-0', tool: 'eval' });
    const seed = await f.fw.engine.write(other('curator'), { content: "Chad's capital is N'Djamena.", channel: 'agent' });
    const theirs = await f.fw.engine.write(other('agent-0'), { content: "Update: Chad's capital is Jenin.", channel: 'agent' });
    expect(theirs.targets).toEqual([seed.id]);
    const done = await applyRollback(f.fw.engine, RUNNER, scopeOf(f));
    expect(done.changes.map((c) => c.id)).not.toContain(theirs.id);
    expect([await statusOf(f, theirs.id), await statusOf(f, seed.id)]).toEqual(['active', 'superseded']);
  });

  test('a memory superseded since by a write outside the campaign is not restored', async () => {
    const f = await flood();
    f.clock.advance(60_000);
    const curator: Caller = { principal: 'curator', tenant: 'eval', trustCeiling: 0.9, session: 'seed', tool: 'eval' };
    const fix = await f.fw.engine.write(curator, { content: "Update: Gap's capital of is Hautes-Alpes department.", channel: 'agent' });
    expect(fix.relation).toBe('CONFLICT');
    const done = await applyRollback(f.fw.engine, RUNNER, scopeOf(f));
    expect(done.changes.map((c) => c.id)).not.toContain(f.seeds.gap);
    expect(done.skipped.find((s) => s.id === f.seeds.gap)?.reason).toMatch(/outside the campaign/);
    expect(await statusOf(f, f.seeds.gap)).toBe('superseded');
    expect(await statusOf(f, fix.id)).toBe('active');
    expect(await statusOf(f, f.seeds.ouagadougou)).toBe('active');
  });

  test('each changed record gets a rollback trace naming who ran it and what it undid', async () => {
    const f = await flood();
    // The campaign write that superseded the seed (whichever copy of the flood it was).
    const culprit = (await f.fw.engine.deps.ledger.get(f.seeds.ouagadougou))!.supersededBy!;
    const done = await applyRollback(f.fw.engine, RUNNER, scopeOf(f));
    const got = await f.fw.engine.get(READER, f.seeds.ouagadougou);
    const trace = got.decisions.at(-1)!;
    expect(trace).toMatchObject({ principal: 'review:bob', verdict: 'allow', revision: { judge: 'rollback' } });
    expect(trace.revision!.reason).toContain(`rollback ${done.rollbackId} by review:bob`);
    expect(trace.revision!.reason).toMatch(/restored .* \(was superseded by /);
    const t7 = (await f.fw.engine.get(READER, culprit)).decisions.at(-1)!;
    expect(t7.verdict).toBe('reject');
    expect(t7.revision!.reason).toContain(`had superseded ${f.seeds.ouagadougou}`);
    expect(got.versions.at(-1)!.reason).toContain(`rollback ${done.rollbackId}`);
  });

  test('a session scope rolls back only that session', async () => {
    const f = await flood();
    const done = await applyRollback(f.fw.engine, RUNNER, scopeOf(f, { session: 'flood-0' }));
    const session0 = [...f.writes.values()].filter((w) => w.session === 'flood-0').map((w) => w.id);
    expect(done.changes.filter((c) => c.action === 'revert').map((c) => c.id).sort()).toEqual(session0.sort());
    expect(await statusOf(f, f.seeds.ouagadougou)).toBe('active');
    expect(await statusOf(f, f.seeds.gap)).toBe('superseded');
  });

  test('a window whose end is before its start is refused; an unknown principal finds nothing', async () => {
    const f = await flood();
    await expectCode(planRollback(f.fw.engine, scopeOf(f, { since: f.end, until: FLOOD_START })), 'invalid_argument');
    const none = await applyRollback(f.fw.engine, RUNNER, scopeOf(f, { principal: 'nobody' }));
    expect([none.found, none.changes.length]).toEqual([0, 0]);
  });
});
