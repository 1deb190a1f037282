/**
 * Security review: proxy mode with principals of two tenants in front of one upstream
 * store (`proxy --http -- server-memory`, one MEMORY_FILE_PATH). The ledger is tenant-scoped, but
 * the upstream is not, so a proxy serves one tenant (the policy's default principal's, or
 * HINDSIGHT_TENANT): another tenant's principal cannot open a session, so it can neither read nor
 * delete what the first tenant wrote.
 */
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../../src/auth/principals.js';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { callTool, connectHttp } from '../helpers/mcp-clients.js';
import { ROOT } from '../helpers/paths.js';
import { startHttpServer, type HttpServerProcess } from '../helpers/processes.js';
import { policyWith } from '../helpers/principals.js';
import { onCleanup } from '../helpers/resources.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

const SERVER_MEMORY = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-memory/dist/index.js');
const SECRET = 'Project Zeus launches on 12 March with partner Initech.';

describe('proxy with two tenants over one upstream', () => {
  const tokens = { 'agent-a': newToken(), 'agent-b': newToken() };
  let proxy: HttpServerProcess;
  let memoryFile: string;
  const connect = (who: keyof typeof tokens) => connectHttp(proxy.mcpUrl, tokens[who].token, who);

  beforeAll(async () => {
    const policy = policyWith(
      { 'agent-a': { role: 'agent', tenant: 'a', trust: 0.9 }, 'agent-b': { role: 'agent', tenant: 'b', trust: 0.9 } },
      { 'agent-a': tokens['agent-a'].sha256, 'agent-b': tokens['agent-b'].sha256 },
    );
    memoryFile = join(makeTempDir(), 'memory.jsonl');
    proxy = await startHttpServer('', {
      args: ['proxy', '--http', '--port', '0', '--data-dir', makeTempDir(), '--policy', policy, '--mapping', join(ROOT, 'policies', 'upstreams', 'server-memory.yaml'), '--', process.execPath, SERVER_MEMORY],
      // The tenant this proxy serves (the default principal's otherwise).
      env: { MEMORY_FILE_PATH: memoryFile, HINDSIGHT_TENANT: 'a' },
    });
    onCleanup(() => proxy.stop());
    const a = await connect('agent-a');
    const w = await callTool(a, 'create_entities', { entities: [{ name: 'Project Zeus', entityType: 'project', observations: [SECRET] }] });
    expect(w.isError).toBeFalsy();
  }, 60_000);

  it('refuses a session to a principal of another tenant (403), so it reads and deletes nothing', async () => {
    await expect(connect('agent-b')).rejects.toThrow(/403|serves tenant a/);
    const raw = await fetch(proxy.mcpUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', Authorization: `Bearer ${tokens['agent-b'].token}` },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'b', version: '0' } } }),
    });
    expect(raw.status).toBe(403);
    expect(await raw.text()).toContain('run one proxy (and upstream) per tenant');
    expect(readFileSync(memoryFile, 'utf8')).toContain(SECRET);
  });
});

describe('proxy admin tools', () => {
  it('are audited before they are forwarded', async () => {
    const admin = newToken();
    const policy = policyWith({ 'admin-a': { role: 'admin', tenant: 'a', trust: 0.9 } }, { 'admin-a': admin.sha256 });
    // delete_entities as an admin tool (what `default_role: auto` makes of a destructiveHint tool).
    const mappingFile = join(makeTempDir(), 'server-memory-admin.yaml');
    writeFileSync(mappingFile, readFileSync(join(ROOT, 'policies', 'upstreams', 'server-memory.yaml'), 'utf8').replace(/delete_entities:\n    role: delete/, 'delete_entities:\n    role: admin'));
    const memoryFile = join(makeTempDir(), 'memory.jsonl');
    const proxy = await startHttpServer('', {
      args: ['proxy', '--http', '--port', '0', '--data-dir', makeTempDir(), '--policy', policy, '--mapping', mappingFile, '--', process.execPath, SERVER_MEMORY],
      env: { MEMORY_FILE_PATH: memoryFile, HINDSIGHT_TENANT: 'a' },
    });
    onCleanup(() => proxy.stop());
    const c = await connectHttp(proxy.mcpUrl, admin.token, 'admin-a');
    expect((await callTool(c, 'create_entities', { entities: [{ name: 'Lab', entityType: 'place', observations: [] }] })).isError).toBeFalsy();
    expect((await callTool(c, 'delete_entities', { entityNames: ['Lab'] })).isError).toBeFalsy();
    const log = await (await fetch(`${proxy.url}/api/audit/export`, { headers: { Authorization: `Bearer ${admin.token}` } })).text();
    const entries = log.trim().split('\n').map((l) => JSON.parse(l) as { action: string; actor: string; why: string[] });
    expect(entries.find((e) => e.action === 'proxy.admin')).toMatchObject({ actor: 'admin-a', why: ['delete_entities forwarded to server-memory'] });
  }, 60_000);
});
