/**
 * The PostgreSQL audit log against someone with SQL access to the schema. The triggers refuse
 * changing, removing or truncating an entry and moving the head anchor back; the table's owner can
 * still disable them, and then `audit verify` (the real CLI, through `HINDSIGHT_DATABASE_URL`)
 * names the entry that was changed, removed or forged, and the store refuses to act on a log whose
 * tail was cut.
 */
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { chainEntry } from '../../src/audit/audit-entry.js';
import type { DecisionTrace } from '../../src/core/types.js';
import { openPgLedger } from '../../src/store/postgres/pg-store.js';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { freshSchema, HAVE_POSTGRES, TEST_DATABASE_URL } from '../helpers/postgres.js';
import { runCli } from '../helpers/processes.js';
import { onCleanup } from '../helpers/resources.js';
import { makeTempDir } from '../helpers/temp-dirs.js';
import { AT, newRecord } from '../store/store-fixture.js';

useIntegrationCleanup();

const ENTRIES = 9;
const trace = (recordId: string, i: number): DecisionTrace => ({
  id: `trace-${recordId}`, at: AT + i, principal: 'alice', tenant: 'acme', session: 's1', tool: 'memory_write', recordId, findings: [], verdict: 'allow', policyHash: 'sha256:policy',
});

/** A schema holding a store whose audit log has `ENTRIES` entries. */
async function seeded(): Promise<string> {
  const schema = freshSchema();
  const l = await openPgLedger({ url: TEST_DATABASE_URL, schema, poolMax: 2 });
  try {
    await l.appendAudit({ at: AT, tenant: 'acme', actor: 'system', action: 'policy.load', why: ['store opened'], policyHash: 'sha256:policy' });
    for (let i = 1; i < ENTRIES; i++) {
      const rec = newRecord();
      await l.commit({ inserts: [rec], updates: [], traces: [trace(rec.id, i)], at: AT + i });
    }
  } finally {
    await l.close();
  }
  return schema;
}

/** A client working in `schema`, closed after the test. */
async function sqlIn(schema: string): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${schema}` });
  c.on('error', () => undefined);
  await c.connect();
  onCleanup(() => c.end());
  return c;
}

const verify = (schema: string) => runCli(['audit', 'verify', '--data-dir', makeTempDir()], { env: { HINDSIGHT_DATABASE_URL: TEST_DATABASE_URL, HINDSIGHT_DATABASE_SCHEMA: schema } });

function expectBroken(r: { code: number | null; stdout: string; stderr: string }, seq: number, problem: RegExp): void {
  expect(r.code, r.stderr).toBe(3);
  expect(r.stdout).toMatch(new RegExp(`BROKEN at entry ${seq}: `));
  expect(r.stdout).toMatch(problem);
}

/** Runs `sql` in `schema` with the audit triggers disabled, as the tables' owner may. */
async function tamper(schema: string, sql: string): Promise<void> {
  const c = await sqlIn(schema);
  await c.query('BEGIN');
  await c.query('ALTER TABLE audit DISABLE TRIGGER USER');
  await c.query('ALTER TABLE audit_head DISABLE TRIGGER USER');
  await c.query(sql);
  await c.query('ALTER TABLE audit ENABLE TRIGGER USER');
  await c.query('ALTER TABLE audit_head ENABLE TRIGGER USER');
  await c.query('COMMIT');
}

describe.skipIf(!HAVE_POSTGRES)('the PostgreSQL audit log under tampering', () => {
  let schema: string;
  beforeAll(async () => {
    schema = await seeded();
  }, 60_000);

  it('passes when untouched', async () => {
    const r = await verify(schema);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`audit log in postgres://\\S+ \\(schema ${schema}\\): intact, ${ENTRIES} entries`));
  });

  it('refuses UPDATE, DELETE and TRUNCATE of entries, and moving or removing the head anchor', async () => {
    const c = await sqlIn(schema);
    await expect(c.query(`UPDATE audit SET actor = 'mallory' WHERE seq = 3`)).rejects.toThrow(/append-only/);
    await expect(c.query(`DELETE FROM audit WHERE seq = ${ENTRIES}`)).rejects.toThrow(/append-only/);
    await expect(c.query(`TRUNCATE audit`)).rejects.toThrow(/append-only/);
    await expect(c.query(`UPDATE audit_head SET count = count - 1`)).rejects.toThrow(/only moves forward/);
    await expect(c.query(`DELETE FROM audit_head`)).rejects.toThrow(/cannot be removed/);
    await expect(c.query(`TRUNCATE audit_head`)).rejects.toThrow(/append-only/);
    expect((await verify(schema)).code).toBe(0);
  });

  it('names a modified entry when the triggers were disabled to change it', async () => {
    const s = await seeded();
    await tamper(s, `UPDATE audit SET actor = 'mallory' WHERE seq = 3`);
    expectBroken(await verify(s), 3, /was modified/);
  });

  it('names the missing entry when one is deleted from the middle', async () => {
    const s = await seeded();
    await tamper(s, `DELETE FROM audit WHERE seq = 4`);
    expectBroken(await verify(s), 4, /entry 4 is missing/);
  });

  it('names the removed tail (the anchor says how long the log was), and the store refuses to act on the log', async () => {
    const s = await seeded();
    await tamper(s, `DELETE FROM audit WHERE seq = ${ENTRIES}`);
    expectBroken(await verify(s), ENTRIES, new RegExp(`entries ${ENTRIES} to ${ENTRIES} were removed`));
    const l = await openPgLedger({ url: TEST_DATABASE_URL, schema: s, poolMax: 2 });
    onCleanup(() => l.close());
    const rec = newRecord();
    await expect(l.commit({ inserts: [rec], updates: [], traces: [trace(rec.id, 99)], at: AT + 99 })).rejects.toThrow(/refusing to act unaudited/);
    expect(await l.get(rec.id)).toBeUndefined();
  });

  it('names a forged entry appended after the anchored end, its hash computed properly', async () => {
    const s = await seeded();
    const c = await sqlIn(s);
    const last = (await c.query<{ hash: string }>(`SELECT hash FROM audit WHERE seq = ${ENTRIES}`)).rows[0]!;
    const forged = chainEntry({ count: ENTRIES, hash: last.hash }, { at: AT + 50, tenant: 'acme', actor: 'review:mallory', action: 'decision', outcome: 'allow', why: ['approved'] });
    await c.query(`INSERT INTO audit (seq, at, tenant, actor, action, outcome, why, prev_hash, hash) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`, [
      forged.seq, forged.at, forged.tenant, forged.actor, forged.action, forged.outcome, JSON.stringify(forged.why), forged.prevHash, forged.hash,
    ]);
    expectBroken(await verify(s), ENTRIES + 1, /past the head anchor/);
  });
});
