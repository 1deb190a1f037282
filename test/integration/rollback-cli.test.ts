/**
 * `hindsight-guard rollback` and `hindsight-guard memory readers` through the real CLI on a real
 * data directory holding a replayed flood, beside a running server.
 */
import { cpSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { readLedger } from '../helpers/ledger.js';
import { callOk, connectHttp } from '../helpers/mcp-clients.js';
import { runCli, startHttpServer } from '../helpers/processes.js';
import { inFileScope } from '../helpers/resources.js';
import { makeTempDir } from '../helpers/temp-dirs.js';
import { FLOOD_START, POLICY, replayFlood } from '../revision/flood-fixture.js';

useIntegrationCleanup();

/** Replays the flood into a new data directory (closed afterwards): the template every test copies. */
async function replayed() {
  const dir = makeTempDir();
  const flood = await replayFlood({ tenant: 'default', dataDir: dir });
  const foreign = await flood.fw.engine.write({ principal: 'agent-0', tenant: 'other', trustCeiling: 0.9, tool: 'eval' }, { content: 'The staging database lives on host db-7.' });
  await flood.fw.close();
  const campaign = [...flood.writes.values()].filter((w) => w.principal === 'agent-0').map((w) => w.id);
  return { dir, flood, campaign, foreign: foreign.id };
}

let template: Awaited<ReturnType<typeof replayed>> | undefined;
/**
 * A data directory of its own holding the flood in the server's tenant, and one record of another
 * tenant: a copy of one closed store replayed once for the file (the replay is the same each time).
 */
async function seeded() {
  template ??= await inFileScope(replayed);
  const dir = makeTempDir();
  cpSync(template.dir, dir, { recursive: true });
  return { ...template, dir };
}

const cli = (dir: string, ...args: string[]) => runCli([...args, '--data-dir', dir, '--policy', POLICY], { env: { HINDSIGHT_REVIEWER: 'bob' } });
const window = (end: number) => ['--since', new Date(FLOOD_START).toISOString(), '--until', String(end)];

describe('rollback CLI', () => {
  it('prints the diff on a dry run and changes nothing', async () => {
    const { dir, flood, campaign } = await seeded();
    const before = readLedger(dir);
    const r = await cli(dir, 'rollback', '--principal', 'agent-0', ...window(flood.end), '--dry-run');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^dry run — nothing changed\\. rollback of principal "agent-0" in tenant "default".*: ${campaign.length} record\\(s\\) found`));
    expect(r.stdout).toContain(`+ ${flood.seeds.ouagadougou}  superseded → active  curator`);
    // The campaign's copy that superseded the seed, whichever copy of the flood that was.
    const culprit = before.get(before.get(flood.seeds.ouagadougou)!.supersededBy!)!;
    expect(r.stdout).toMatch(new RegExp(`- ${culprit.id}  (?:active|superseded) → rolled-back  agent-0`));
    expect(r.stdout).toContain(JSON.stringify(culprit.content));
    expect(readLedger(dir)).toEqual(before);
  });

  it('rolls the campaign back while the server runs, and the server serves the superseded memories again', async () => {
    const { dir, flood, campaign, foreign } = await seeded();
    const server = await startHttpServer(dir);
    try {
      const client = await connectHttp(server.mcpUrl);
      const search = async () => (await callOk<{ results: { id: string }[] }>(client, 'memory_search', { query: "Ouagadougou's capital", limit: 5 })).results.map((x) => x.id);
      expect(await search()).not.toContain(flood.seeds.ouagadougou);

      const r = await cli(dir, 'rollback', '--principal', 'agent-0', ...window(flood.end), '--json');
      expect(r.code, r.stderr).toBe(0);
      const done = JSON.parse(r.stdout) as { dryRun: boolean; rollbackId: string; changes: { id: string; action: string }[] };
      expect(done.dryRun).toBe(false);
      expect(done.changes.filter((c) => c.action === 'revert').map((c) => c.id).sort()).toEqual([...campaign].sort());

      const served = await search();
      expect(served[0]).toBe(flood.seeds.ouagadougou);
      expect(served.filter((id) => campaign.includes(id))).toEqual([]);
      const got = await callOk<{ decisions: { principal: string; revision: { reason: string } }[] }>(client, 'memory_get', { id: flood.seeds.ouagadougou });
      expect(got.decisions.at(-1)).toMatchObject({ principal: 'review:bob' });
      expect(got.decisions.at(-1)!.revision.reason).toContain(`rollback ${done.rollbackId}`);
      await client.close();
    } finally {
      await server.stop();
    }
    const ledger = readLedger(dir);
    expect(ledger.get(foreign)!.status).toBe('active');
    expect(ledger.get(flood.seeds.larissa)!.status).toBe('superseded');
  });

  it('prints the plan then what was done, and reports 0 records for an unknown principal', async () => {
    const { dir, flood } = await seeded();
    const r = await cli(dir, 'rollback', '--principal', 'agent-0', '--session', 'flood-0', ...window(flood.end));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^rollback of principal "agent-0" session "flood-0"/);
    expect(r.stdout).toMatch(/\nrolled back \(rollback \w+, by review:bob\): 8 record\(s\) out of service, 1 restored, 9 trace\(s\) written\n$/);

    const none = await cli(dir, 'rollback', '--principal', 'nobody', ...window(flood.end));
    expect(none.code, none.stderr).toBe(0);
    expect(none.stdout).toContain('0 record(s) found; 0 to take out of service, 0 to restore');
  });

  it('refuses a window that ends before it starts, and a time it cannot read', async () => {
    const dir = makeTempDir();
    const backwards = await cli(dir, 'rollback', '--principal', 'p', '--since', '2025-01-02', '--until', '2025-01-01');
    expect(backwards.code).toBe(2);
    expect(backwards.stderr).toContain('is before since');
    const bad = await cli(dir, 'rollback', '--principal', 'p', '--since', 'yesterday', '--until', '2025-01-01');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--since: "yesterday" is not a time');
  });
});

describe('memory readers CLI', () => {
  it("lists who was served a memory, newest first, and treats another tenant's id as not found", async () => {
    const { dir, flood, foreign } = await seeded();
    const server = await startHttpServer(dir);
    try {
      const client = await connectHttp(server.mcpUrl);
      const hits = await callOk<{ results: { id: string }[] }>(client, 'memory_search', { query: "Larissa Volpert's sport", limit: 5 });
      const read = hits.results[0].id;
      await client.close();

      let listed: { count: number; reads: { principal: string; at: number }[] } = { count: 0, reads: [] };
      // The server writes its read log in batches a moment after serving.
      for (let i = 0; i < 50 && listed.count === 0; i++) {
        const r = await cli(dir, 'memory', 'readers', read, '--json');
        expect(r.code, r.stderr).toBe(0);
        listed = JSON.parse(r.stdout) as typeof listed;
      }
      expect(listed.reads[0]).toMatchObject({ principal: 'local-user' });
      const text = await cli(dir, 'memory', 'readers', read);
      expect(text.stdout).toMatch(new RegExp(`^1 read\\(s\\) of ${read} in tenant default, newest first:\\n  \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z  local-user`));

      const unread = await cli(dir, 'memory', 'readers', flood.seeds.gap);
      expect(unread.stdout).toContain(`nobody was served ${flood.seeds.gap}`);
      const elsewhere = await cli(dir, 'memory', 'readers', foreign);
      expect(elsewhere.code).toBe(2);
      expect(elsewhere.stderr).toContain(`no memory with id ${foreign}`);
    } finally {
      await server.stop();
    }
  });
});
