/**
 * Security review (issue 5): proxy mode with principals of two tenants in front of one upstream
 * store (`proxy --http -- server-memory`, one MEMORY_FILE_PATH). The ledger is tenant-scoped, but
 * the upstream is not: an item tenant b's ledger has never seen is "written before the firewall"
 * and shown, and a delete of it is checked against tenant b's ledger only.
 */
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../../src/auth/principals.js';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { callTool } from '../helpers/mcp-clients.js';
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
  const connect = async (who: keyof typeof tokens) => {
    const c = new Client({ name: who, version: '0' });
    await c.connect(new StreamableHTTPClientTransport(new URL(proxy.mcpUrl), { requestInit: { headers: { Authorization: `Bearer ${tokens[who].token}` } } }));
    onCleanup(() => c.close().catch(() => undefined));
    return c;
  };

  beforeAll(async () => {
    const policy = policyWith(
      { 'agent-a': { role: 'agent', tenant: 'a', trust: 0.9 }, 'agent-b': { role: 'agent', tenant: 'b', trust: 0.9 } },
      { 'agent-a': tokens['agent-a'].sha256, 'agent-b': tokens['agent-b'].sha256 },
    );
    memoryFile = join(makeTempDir(), 'memory.jsonl');
    proxy = await startHttpServer('', {
      args: ['proxy', '--http', '--port', '0', '--data-dir', makeTempDir(), '--policy', policy, '--mapping', join(ROOT, 'policies', 'upstreams', 'server-memory.yaml'), '--', process.execPath, SERVER_MEMORY],
      env: { MEMORY_FILE_PATH: memoryFile },
    });
    onCleanup(() => proxy.stop());
    const a = await connect('agent-a');
    const w = await callTool(a, 'create_entities', { entities: [{ name: 'Project Zeus', entityType: 'project', observations: [SECRET] }] });
    expect(w.isError).toBeFalsy();
  }, 60_000);

  // Not fixed: one upstream store cannot be partitioned by the proxy. Either refuse to start a
  // proxy whose principals span several tenants, or withhold (and refuse to delete) every item the
  // ledger knows under another tenant — which needs a ledger lookup by upstream ref across tenants.
  it.fails('tenant b does not read what tenant a wrote', async () => {
    const b = await connect('agent-b');
    const r = await callTool(b, 'read_graph', {});
    expect(JSON.stringify(r.content)).not.toContain('Project Zeus launches');
  });

  it.fails('tenant b cannot delete what tenant a wrote', async () => {
    const b = await connect('agent-b');
    await callTool(b, 'delete_observations', { deletions: [{ entityName: 'Project Zeus', observations: [SECRET] }] });
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
      env: { MEMORY_FILE_PATH: memoryFile },
    });
    onCleanup(() => proxy.stop());
    const c = new Client({ name: 'admin-a', version: '0' });
    await c.connect(new StreamableHTTPClientTransport(new URL(proxy.mcpUrl), { requestInit: { headers: { Authorization: `Bearer ${admin.token}` } } }));
    onCleanup(() => c.close().catch(() => undefined));
    expect((await callTool(c, 'create_entities', { entities: [{ name: 'Lab', entityType: 'place', observations: [] }] })).isError).toBeFalsy();
    expect((await callTool(c, 'delete_entities', { entityNames: ['Lab'] })).isError).toBeFalsy();
    const log = await (await fetch(`${proxy.url}/api/audit/export`, { headers: { Authorization: `Bearer ${admin.token}` } })).text();
    const entries = log.trim().split('\n').map((l) => JSON.parse(l) as { action: string; actor: string; why: string[] });
    expect(entries.find((e) => e.action === 'proxy.admin')).toMatchObject({ actor: 'admin-a', why: ['delete_entities forwarded to server-memory'] });
  }, 60_000);
});
