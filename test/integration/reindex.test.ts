/** `reindex` of the real CLI: re-embeds a data directory in place; the server then serves it again. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { callOk, connectHttp } from '../helpers/mcp-clients.js';
import type { SearchOut, WriteOut } from '../helpers/memory-types.js';
import { health, runCli, startHttpServer } from '../helpers/processes.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

const FACTS = ['The backup job runs at 02:00', 'The VPN gateway is vpn.example.org', 'Alice owns the billing service'];

describe('reindex', () => {
  it('re-embeds every memory, prints the count, and the restarted server still finds them', async () => {
    const dir = makeTempDir();
    let server = await startHttpServer(dir);
    let client = await connectHttp(server.mcpUrl);
    const ids: string[] = [];
    for (const content of FACTS) ids.push((await callOk<WriteOut>(client, 'memory_write', { content })).id);
    await client.close();
    expect(await server.stop()).toBe(0);

    const r = await runCli(['reindex', '--data-dir', dir]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^re-embedded ${FACTS.length} memories with \\S+@\\d+; index rebuilt\\n$`));
    expect(existsSync(join(dir, 'LOCK'))).toBe(false);

    server = await startHttpServer(dir);
    expect((await health(server.url)).body).toMatchObject({ index: FACTS.length, memories: { active: FACTS.length } });
    client = await connectHttp(server.mcpUrl);
    const out = await callOk<SearchOut>(client, 'memory_search', { query: 'VPN gateway' });
    expect(out.results[0]?.id).toBe(ids[1]);
    const backup = await callOk<SearchOut>(client, 'memory_search', { query: 'when does the backup job run' });
    expect(backup.results[0]?.id).toBe(ids[0]);
  });

  it('moves a store to another embedding dimension: the server refuses the old store until reindex, then serves it', async () => {
    const dir = makeTempDir();
    let server = await startHttpServer(dir);
    let client = await connectHttp(server.mcpUrl);
    for (const content of FACTS) await callOk<WriteOut>(client, 'memory_write', { content });
    await client.close();
    expect(await server.stop()).toBe(0);

    const env = { HINDSIGHT_EMBEDDING_DIM: '256' };
    const refused = await runCli(['serve', '--http', '--port', '0', '--data-dir', dir], { env, timeoutMs: 20_000 });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/reindex/);

    const r = await runCli(['reindex', '--data-dir', dir], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/@256; index rebuilt/);

    server = await startHttpServer(dir, { env });
    expect((await health(server.url)).body).toMatchObject({ index: FACTS.length });
    client = await connectHttp(server.mcpUrl);
    const out = await callOk<SearchOut>(client, 'memory_search', { query: 'VPN gateway' });
    expect(out.results[0]?.content).toBe(FACTS[1]);
  });
});
