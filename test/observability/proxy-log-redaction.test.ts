/**
 * Review: the proxy logs an upstream call that failed with a JSON-RPC error as an
 * internal failure, `log.error({ err, tool })`. pino writes the error's message, and an upstream's
 * error message is the upstream's own text: servers commonly echo the arguments they could not
 * handle, i.e. the memory content the logger promises to redact.
 */
import { Writable } from 'node:stream';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { openFirewall, type Firewall } from '../../src/app.js';
import { makeSettings } from '../../src/config/settings.js';
import { createLogger } from '../../src/logger.js';
import { UpstreamMappingSchema } from '../../src/proxy/mapping.js';
import { createProxyServer } from '../../src/proxy/proxy-server.js';
import { fixedUpstream } from '../../src/proxy/upstream.js';

const SECRET = 'The vault code for the Lisbon office is 4417-ALPHA.';

/** An upstream whose one tool fails with a protocol error that quotes its argument. */
async function echoingUpstream(): Promise<Client> {
  const server = new Server({ name: 'echoing', version: '0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: [{ name: 'remember', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } }],
  }));
  server.setRequestHandler(CallToolRequestSchema, (req) => {
    throw new McpError(ErrorCode.InternalError, `could not store ${JSON.stringify(req.params.arguments)}`);
  });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await server.connect(a);
  const client = new Client({ name: 'proxy', version: '0' });
  await client.connect(b);
  return client;
}

const open: Firewall[] = [];
afterEach(async () => {
  while (open.length) await open.pop()!.close();
});

describe('proxy log redaction', () => {
  it('a failed upstream call is logged without the memory content the upstream echoed', async () => {
    const settings = makeSettings({});
    const fw = await openFirewall({ settings });
    open.push(fw);
    let out = '';
    const log = createLogger({ level: 'info', destination: new Writable({ write: (c, _e, done) => void ((out += String(c)), done()) }) });
    const server = createProxyServer({
      engine: fw.engine,
      mapping: UpstreamMappingSchema.parse({ kind: 'upstream-mapping', version: 1, name: 'echoing', default_role: 'passthrough' }),
      identity: { principal: settings.principal, tenant: settings.tenant, trustCeiling: settings.trustCeiling, session: 's', channel: 'agent' },
      upstream: fixedUpstream(await echoingUpstream()),
      version: '0',
      // As `proxy` wires it (cli-proxy.ts).
      onError: (err, tool) => log.error({ err, tool }, 'proxy call failed'),
    });
    const [a, b] = InMemoryTransport.createLinkedPair();
    await server.connect(a);
    const agent = new Client({ name: 'agent', version: '0' });
    await agent.connect(b);
    const r = await agent.callTool({ name: 'remember', arguments: { text: SECRET } });
    expect(r.isError).toBe(true);
    expect(out).toContain('proxy call failed');
    expect(out).not.toContain('4417-ALPHA');
    // What failed stays readable: the JSON-RPC code.
    expect(out).toContain('-32603');
    await agent.close();
    await server.close();
  });
});
