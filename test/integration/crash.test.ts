/**
 * Crash safety of the real server: hundreds of concurrent writes over several Streamable HTTP
 * sessions, SIGKILL mid-stream, restart over the same data directory. Nothing acknowledged may be
 * lost, no revision may be half applied, and the vector index must agree with the ledger.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { describe, expect, it } from 'vitest';
import { INDEXED_STATUSES } from '../../src/core/types.js';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { readLedger, revisionViolations } from '../helpers/ledger.js';
import { callOk, callTool, connectHttp } from '../helpers/mcp-clients.js';
import type { GetOut, SearchOut, WriteOut } from '../helpers/memory-types.js';
import { health, startHttpServer } from '../helpers/processes.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

const WRITES = 500;
const KILL_AFTER_ACKS = 250;
const SESSIONS = 5;

/** A distinct, lexically unique crate name per fact. */
const crate = (i: number) => `crate${i.toString(36)}`;
/** Every fifth write corrects the fact written two before it. */
const contentOf = (i: number) =>
  i % 5 === 4 ? `Actually, ${crate(i - 2)}'s widget color code changed to 9${String(i).padStart(3, '0')}` : `${crate(i)}'s widget color code is 4711-${i}`;

describe('crash safety', () => {
  it('keeps every acknowledged write and every revision whole across a SIGKILL mid-stream', { timeout: 60_000 }, async () => {
    const dataDir = makeTempDir();

    // This test is about crash safety, not the guard: 500 writes in seconds from one principal
    // would be rate-limited, so the guard runs in shadow mode (decides and records, enforces nothing).
    const policyFile = join(makeTempDir(), 'shadow.yaml');
    writeFileSync(policyFile, 'version: 1\nname: crash-test\nguard:\n  shadow: true\n');
    const shadow = { HINDSIGHT_POLICY: policyFile };
    // Only the crashing run needs the default (full) durability; the others skip the fsyncs.
    const fast = { env: { ...shadow, HINDSIGHT_DURABILITY: 'normal' } };

    // A first run leaves an index snapshot behind, so the restart exercises load + catch-up.
    let server = await startHttpServer(dataDir, fast);
    const seeder = await connectHttp(server.mcpUrl);
    for (let i = 0; i < 20; i++) await callOk(seeder, 'memory_write', { content: `Baseline fact ${i}: shelf ${crate(10_000 + i)} holds ${i} boxes` });
    await seeder.close();
    expect(await server.stop()).toBe(0);

    server = await startHttpServer(dataDir, { env: shadow });
    const clients: Client[] = await Promise.all(Array.from({ length: SESSIONS }, () => connectHttp(server.mcpUrl)));
    const acked = new Map<string, string>(); // id → content
    const refused: string[] = []; // tool errors: none are expected for these writes
    let killing: Promise<void> | undefined;
    const calls = Array.from({ length: WRITES }, async (_, i) => {
      const content = contentOf(i);
      try {
        const r = await callTool(clients[i % SESSIONS], 'memory_write', { content }, 45_000);
        if (r.isError) return void refused.push(JSON.stringify(r.content));
        acked.set((r.structuredContent as unknown as WriteOut).id, content);
        // The server answers each call on its own event stream, open from the moment it accepts the
        // call: a stream the kill cuts leaves the client's request waiting for its timeout. Closing
        // the clients once the server is dead ends those requests as unacknowledged at once.
        if (acked.size >= KILL_AFTER_ACKS) killing ??= server.kill().then(() => Promise.all(clients.map((c) => c.close().catch(() => undefined)))).then(() => undefined);
      } catch {
        // In flight when the server died: not acknowledged, so no promise was made.
      }
    });
    await Promise.all(calls);
    await killing;
    expect(refused).toEqual([]);
    expect(killing, 'the server was killed mid-stream').toBeDefined();
    expect(acked.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(acked.size, 'some writes were still in flight at the kill').toBeLessThan(WRITES);
    await Promise.all(clients.map((c) => c.close().catch(() => undefined)));

    // Restart over the same directory: the dead process's lock is taken over, the WAL recovered.
    server = await startHttpServer(dataDir, fast);
    const h = await health(server.url);
    expect(h.status).toBe(200);
    const indexCount = h.body.index as number;
    const client = await connectHttp(server.mcpUrl);

    const ids = [...acked.keys()];
    const records = new Map<string, GetOut['record']>();
    const gets = await Promise.all(ids.map((id) => callTool(client, 'memory_get', { id })));
    gets.forEach((r, j) => {
      expect(r.isError, `acknowledged ${ids[j]} is readable after the crash`).toBeFalsy();
      records.set(ids[j], (r.structuredContent as unknown as GetOut).record);
    });
    for (const [id, content] of acked) expect(records.get(id)?.content).toBe(content);

    const active = ids.filter((id) => records.get(id)?.status === 'active').slice(0, 10);
    expect(active.length).toBeGreaterThan(0);
    for (const id of active) {
      const out = await callOk<SearchOut>(client, 'memory_search', { query: acked.get(id)!, limit: 10 });
      expect(out.results.map((x) => x.id), `search finds acknowledged ${acked.get(id)}`).toContain(id);
    }
    const superseded = ids.find((id) => records.get(id)?.status === 'superseded');
    if (superseded) {
      const out = await callOk<SearchOut>(client, 'memory_search', { query: acked.get(superseded)!, limit: 10, include_statuses: ['superseded'] });
      expect(out.results.map((x) => x.id)).toContain(superseded);
    }
    await client.close();
    expect(await server.stop()).toBe(0);

    const ledger = readLedger(dataDir);
    const indexable = [...ledger.values()].filter((r) => (INDEXED_STATUSES as readonly string[]).includes(r.status));
    expect(indexable.length, 'the index held every servable ledger record after the restart').toBe(indexCount);
    for (const id of ids) expect(ledger.has(id)).toBe(true);
    expect(revisionViolations(ledger)).toEqual([]);
    expect([...ledger.values()].some((r) => r.status === 'superseded' && r.supersededBy), 'revisions happened before the crash').toBe(true);
  });
});
