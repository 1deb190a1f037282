/**
 * The proxy's relay for passthrough calls (src/proxy/relay.ts), in process: an agent client, the
 * proxy server and an upstream SDK server whose tools report the request id they were called
 * under. A passthrough call with valid arguments is relayed (the upstream sees a relay id);
 * progress, cancellation, timeouts, upstream errors and a closing upstream behave as on the SDK
 * path; anything else — invalid arguments, a screened tool — takes the SDK path. Passthrough is
 * what the mapping names: the upstream's `readOnlyHint` on every tool here makes none of them so.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { openFirewall, type Firewall } from '../../src/app.js';
import { makeSettings } from '../../src/config/settings.js';
import { UpstreamMappingSchema } from '../../src/proxy/mapping.js';
import { createProxyServer } from '../../src/proxy/proxy-server.js';
import { fixedUpstream } from '../../src/proxy/upstream.js';

const READ = { readOnlyHint: true };
const PASS = { role: 'passthrough' };
const text = (r: CallToolResult) => r.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');

interface Harness {
  agent: Client;
  /** Aborted upstream calls, by the id the upstream saw. */
  aborted: string[];
  errors: unknown[];
  closeUpstream(): Promise<void>;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function harness(timeoutMs = 5_000): Promise<Harness> {
  const aborted: string[] = [];
  const upstream = new Server({ name: 'up', version: '0' }, { capabilities: { tools: {} } });
  upstream.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: [
      { name: 'whoami', inputSchema: { type: 'object', properties: { n: { type: 'number' } }, required: ['n'] }, annotations: READ },
      { name: 'slow', inputSchema: { type: 'object' }, annotations: READ },
      { name: 'broken', inputSchema: { type: 'object' }, annotations: READ },
      { name: 'note', inputSchema: { type: 'object', properties: { text: { type: 'string' } } }, annotations: READ },
    ],
  }));
  upstream.setRequestHandler(CallToolRequestSchema, async (req, extra) => {
    const id = String(extra.requestId);
    if (req.params.name === 'broken') throw new McpError(ErrorCode.InternalError, 'the upstream failed');
    if (req.params.name === 'slow') {
      const token = req.params._meta?.progressToken;
      for (let i = 1; i <= 3 && token !== undefined; i++) await extra.sendNotification({ method: 'notifications/progress', params: { progressToken: token, progress: i, total: 3 } });
      await new Promise<void>((resolve) => {
        extra.signal.addEventListener('abort', () => (aborted.push(id), resolve()));
        if (token !== undefined) setTimeout(resolve, 50);
      });
    }
    return { content: [{ type: 'text', text: id }], structuredContent: { id, args: req.params.arguments ?? {} } };
  });
  const [u1, u2] = InMemoryTransport.createLinkedPair();
  await upstream.connect(u1);
  const client = new Client({ name: 'proxy', version: '0' });
  await client.connect(u2);

  const fw: Firewall = await openFirewall({ settings: makeSettings({}) });
  const errors: unknown[] = [];
  const s = fw.engine.deps.settings;
  const server = createProxyServer({
    engine: fw.engine,
    mapping: UpstreamMappingSchema.parse({ kind: 'upstream-mapping', version: 1, name: 'up', tools: { whoami: PASS, slow: PASS, broken: PASS } }),
    identity: { principal: s.principal, tenant: s.tenant, trustCeiling: s.trustCeiling, session: 'relay-test', channel: 'agent' },
    upstream: fixedUpstream(client),
    version: '0',
    timeoutMs,
    onError: (err) => errors.push(err),
  });
  const [a1, a2] = InMemoryTransport.createLinkedPair();
  await server.connect(a1);
  const agent = new Client({ name: 'agent', version: '0' });
  await agent.connect(a2);
  await agent.listTools();
  cleanups.push(async () => {
    await agent.close();
    await server.close();
    await client.close().catch(() => undefined);
    await upstream.close();
    await fw.close();
  });
  return { agent, aborted, errors, closeUpstream: () => upstream.close() };
}

describe('proxy relay', () => {
  it('relays a passthrough call with valid arguments, the result unchanged', async () => {
    const h = await harness();
    const r = (await h.agent.callTool({ name: 'whoami', arguments: { n: 1 } })) as CallToolResult;
    expect(text(r)).toMatch(/^hg-relay-\d+$/);
    expect(r.structuredContent).toEqual({ id: text(r), args: { n: 1 } });
  });

  it('leaves invalid arguments and screened tools (read-only by their annotations, unnamed by the mapping) to the SDK path', async () => {
    const h = await harness();
    await expect(h.agent.callTool({ name: 'whoami', arguments: { n: 'one' } })).rejects.toMatchObject({ code: ErrorCode.InvalidParams });
    const screened = (await h.agent.callTool({ name: 'note', arguments: { text: 'The staging host is db-2.' } })) as CallToolResult;
    expect(text(screened)).toMatch(/^\d+$/);
  });

  it('passes the upstream progress back under the agent token', async () => {
    const h = await harness();
    const seen: number[] = [];
    const r = (await h.agent.callTool({ name: 'slow', arguments: {} }, undefined, { onprogress: (p) => seen.push(p.progress) })) as CallToolResult;
    expect(text(r)).toMatch(/^hg-relay-/);
    expect(seen).toEqual([1, 2, 3]);
  });

  it('sends the agent cancellation to the upstream under the relay id', async () => {
    const h = await harness();
    const stop = new AbortController();
    const call = h.agent.callTool({ name: 'slow', arguments: {} }, undefined, { signal: stop.signal });
    await new Promise((r) => setTimeout(r, 50));
    stop.abort('no longer needed');
    await expect(call).rejects.toThrow();
    await expect.poll(() => h.aborted).toEqual([expect.stringMatching(/^hg-relay-/)]);
  });

  it('answers in-band when the upstream fails, times out or goes away', async () => {
    const h = await harness(200);
    const broken = (await h.agent.callTool({ name: 'broken', arguments: {} })) as CallToolResult;
    expect(broken.isError).toBe(true);
    // As the SDK path words it (the upstream's own message already carries the MCP prefix).
    expect(text(broken)).toMatch(/upstream call failed: MCP error -32603: .*the upstream failed/);
    expect(h.errors).toHaveLength(1);
    const late = (await h.agent.callTool({ name: 'slow', arguments: {} })) as CallToolResult;
    expect(late.isError).toBe(true);
    expect(text(late)).toMatch(/upstream call failed: .*timed out/i);
    await expect.poll(() => h.aborted.length).toBe(1);
    const pending = h.agent.callTool({ name: 'slow', arguments: {} }, undefined, { timeout: 5_000 });
    await new Promise((r) => setTimeout(r, 50));
    await h.closeUpstream();
    const gone = (await pending) as CallToolResult;
    expect(gone.isError).toBe(true);
    expect(text(gone)).toContain('upstream call failed');
  });
});
