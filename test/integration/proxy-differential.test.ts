/**
 * A differential test: @modelcontextprotocol/server-everything called directly and through the
 * proxy (no mapping: every tool by its annotations) must look the same to an agent — tools,
 * resources, prompts, completions, tool results, and the requests it makes of the agent's client
 * (sampling, elicitation, roots) answered on the same session, with progress on the way.
 */
import { createRequire } from 'node:module';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CreateMessageRequestSchema, ElicitRequestSchema, ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { callTool } from '../helpers/mcp-clients.js';
import { assertBuilt, CLI, ROOT } from '../helpers/paths.js';
import { childEnv } from '../helpers/processes.js';
import { onCleanup } from '../helpers/resources.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

const EVERYTHING = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/dist/index.js');

/** An agent client that answers the server's requests the same way whichever path it is on. */
async function agent(command: string[]): Promise<Client> {
  const client = new Client({ name: 'agent', version: '0.0.0' }, { capabilities: { sampling: {}, elicitation: { form: {} }, roots: { listChanged: true } } });
  client.setRequestHandler(CreateMessageRequestSchema, async (req) => ({
    model: 'test-model',
    role: 'assistant',
    content: { type: 'text', text: `sampled: ${JSON.stringify(req.params.messages[0]?.content)}` },
  }));
  // Declined: an accepted answer is checked against the requested schema on the way (the proxy's SDK server does that).
  client.setRequestHandler(ElicitRequestSchema, async (req) => ({ action: 'decline', _meta: { asked: req.params.message } }));
  client.setRequestHandler(ListRootsRequestSchema, async () => ({ roots: [{ uri: 'file:///work/project', name: 'project' }] }));
  onCleanup(() => client.close());
  await client.connect(new StdioClientTransport({ command: process.execPath, args: command, cwd: ROOT, env: childEnv(), stderr: 'pipe' }));
  return client;
}

describe('server-everything directly and through the proxy', () => {
  it('lists, reads, prompts, completes and calls the same, and forwards sampling, elicitation, roots and progress', async () => {
    assertBuilt();
    const direct = await agent([EVERYTHING, 'stdio']);
    const proxied = await agent([CLI, 'proxy', '--data-dir', makeTempDir(), '--', process.execPath, EVERYTHING, 'stdio']);

    const both = async <T>(f: (c: Client) => Promise<T>) => Promise.all([f(direct), f(proxied)]);
    const same = async <T>(f: (c: Client) => Promise<T>) => {
      const [a, b] = await both(f);
      expect(b).toEqual(a);
      return a;
    };

    await same((c) => c.listTools());
    const resources = await same((c) => c.listResources());
    await same((c) => c.listResourceTemplates());
    await same((c) => c.readResource({ uri: resources.resources[0].uri }));
    await same((c) => c.listPrompts());
    await same((c) => c.getPrompt({ name: 'args-prompt', arguments: { city: 'Lisbon' } }));
    await same((c) => c.complete({ ref: { type: 'ref/prompt', name: 'completable-prompt' }, argument: { name: 'department', value: 'E' } }));
    await same((c) => c.setLoggingLevel('error'));
    for (const [tool, args] of [
      ['echo', { message: 'hello through the firewall' }],
      ['get-sum', { a: 2, b: 40 }],
      ['get-structured-content', { location: 'New York' }],
      ['get-tiny-image', {}],
      ['get-roots-list', {}],
      ['trigger-sampling-request', { prompt: 'Name a colour', maxTokens: 20 }],
      ['trigger-elicitation-request', {}],
    ] as const) {
      await same((c) => callTool(c, tool, args));
    }

    const progress: number[][] = [[], []];
    const [a, b] = await Promise.all(
      [direct, proxied].map((c, i) =>
        c.callTool({ name: 'trigger-long-running-operation', arguments: { duration: 1, steps: 3 } }, undefined, { onprogress: (p) => progress[i].push(p.progress), timeout: 20_000 }),
      ),
    );
    expect(b).toEqual(a);
    expect(progress[1]).toEqual(progress[0]);
    expect(progress[1].length).toBeGreaterThan(0);
  });
});
