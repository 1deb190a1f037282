/**
 * What the proxy tells the upstream about the agent: the upstream is initialised with the client
 * capabilities the agent's own client declared (sampling, elicitation, roots — the requests the
 * proxy forwards to the agent), over stdio and over Streamable HTTP, one upstream per agent
 * session; and an upstream command that cannot start is reported, not hung on.
 */
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { ClientCapabilities } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { callTool, resultText } from '../helpers/mcp-clients.js';
import { assertBuilt, CLI, ROOT } from '../helpers/paths.js';
import { childEnv, startHttpServer } from '../helpers/processes.js';
import { onCleanup } from '../helpers/resources.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

const UPSTREAM = [process.execPath, join(ROOT, 'test', 'fixtures', 'caps-upstream.mjs')];
const FULL: ClientCapabilities = { sampling: {}, elicitation: { form: {} }, roots: { listChanged: true } };

const agent = (capabilities: ClientCapabilities) => {
  const client = new Client({ name: 'agent', version: '0.0.0' }, { capabilities });
  onCleanup(() => client.close().catch(() => undefined));
  return client;
};
/** What the upstream says its client (the proxy) declared. */
const seenUpstream = async (client: Client) => JSON.parse(resultText(await callTool(client, 'client_capabilities', {}))) as ClientCapabilities | null;

describe('proxy: the agent client capabilities reach the upstream', () => {
  it('over stdio, an agent without sampling, elicitation or roots is not advertised as having them; one with them is', async () => {
    assertBuilt();
    for (const caps of [{}, { roots: { listChanged: true } }, FULL]) {
      const client = agent(caps);
      await client.connect(new StdioClientTransport({ command: process.execPath, args: [CLI, 'proxy', '--data-dir', makeTempDir(), '--', ...UPSTREAM], cwd: ROOT, env: childEnv(), stderr: 'pipe' }));
      expect(await seenUpstream(client)).toEqual(caps);
    }
  });

  it('over Streamable HTTP, each agent session gets an upstream initialised with that agent capabilities', async () => {
    const proxy = await startHttpServer('', { args: ['proxy', '--http', '--port', '0', '--data-dir', makeTempDir(), '--', ...UPSTREAM] });
    onCleanup(() => proxy.stop());
    const bare = agent({});
    const full = agent(FULL);
    await bare.connect(new StreamableHTTPClientTransport(new URL(proxy.mcpUrl)));
    await full.connect(new StreamableHTTPClientTransport(new URL(proxy.mcpUrl)));
    expect(await seenUpstream(bare)).toEqual({});
    expect(await seenUpstream(full)).toEqual(FULL);
  });

  it('an upstream command that cannot be started fails the session with the reason on stderr', async () => {
    assertBuilt();
    const transport = new StdioClientTransport({ command: process.execPath, args: [CLI, 'proxy', '--data-dir', makeTempDir(), '--', '/nonexistent/memory-server'], cwd: ROOT, env: childEnv(), stderr: 'pipe' });
    let stderr = '';
    transport.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    await expect(agent({}).connect(transport, { timeout: 15_000 })).rejects.toThrow();
    await expect.poll(() => stderr, { timeout: 5_000 }).toContain('cannot reach the upstream /nonexistent/memory-server');
  });
});
