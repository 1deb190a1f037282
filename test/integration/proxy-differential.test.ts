/**
 * A differential test: @modelcontextprotocol/server-everything called directly and through the
 * proxy (no mapping: every tool screened) must look the same to an agent — tools, resources,
 * prompts, completions, tool results, and the requests it makes of the agent's client (sampling,
 * elicitation, roots) answered on the same session, with progress on the way — except what the
 * guard holds, which is named exactly: the server's own instructions document, written to steer
 * the model that reads it, is withheld (a GUARD_HELD error that says why).
 */
import { createRequire } from 'node:module';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CreateMessageRequestSchema, ElicitRequestSchema, ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { GUARD_HELD } from '../../src/proxy/screen.js';
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
  it('every tool, resource and prompt gives the same result; sampling, elicitation, roots and progress are forwarded', async () => {
    assertBuilt();
    const direct = await agent([EVERYTHING, 'stdio']);
    const proxied = await agent([CLI, 'proxy', '--data-dir', makeTempDir(), '--', process.execPath, EVERYTHING, 'stdio']);

    const both = async <T>(f: (c: Client) => Promise<T>) => Promise.all([f(direct), f(proxied)]);
    const same = async <T>(f: (c: Client) => Promise<T>) => {
      const [a, b] = await both(f);
      expect(b).toEqual(a);
      return a;
    };

    // An error is part of the behaviour too: compare it as a value.
    const settled = <T>(f: (c: Client) => Promise<T>) => (c: Client) => f(c).catch((err: { code?: number; message?: string }) => ({ error: err.code, message: err.message }));

    const tools = await same((c) => c.listTools());
    const resources = await same((c) => c.listResources());
    await same((c) => c.listResourceTemplates());
    // The upstream stamps some resources with the time of day: two calls may straddle a second.
    const withoutClock = (v: unknown) => JSON.parse(JSON.stringify(v).replace(/\b\d{1,2}:\d{2}:\d{2}(?:\s?[AP]M)?/gu, '<time>')) as unknown;
    // What the proxy holds is an error with the guard's reason; everything else is the same.
    const held: string[] = [];
    const sameOrHeld = async <T>(name: string, f: (c: Client) => Promise<T>) => {
      const [a, b] = await both(settled(f));
      const error = b as { error?: number; message?: string };
      if (error.error === GUARD_HELD) {
        expect(error.message).toMatch(/^MCP error -32050: hindsight-guard: .* was withheld: the guard held its content \(screening\.\w+: /);
        held.push(name);
      } else expect(withoutClock(b)).toEqual(withoutClock(a));
    };
    for (const r of resources.resources) await sameOrHeld(r.uri, (c) => c.readResource({ uri: r.uri }));
    const prompts = await same((c) => c.listPrompts());
    const promptArgs: Record<string, string> = { city: 'Lisbon', state: 'Lisboa', department: 'Engineering', name: 'Ada', resourceType: 'Text', resourceId: '1' };
    for (const p of prompts.prompts) {
      const args = Object.fromEntries((p.arguments ?? []).filter((a) => a.required).map((a) => [a.name, promptArgs[a.name] ?? 'x']));
      await sameOrHeld(`prompt ${p.name}`, (c) => c.getPrompt({ name: p.name, arguments: args }));
    }
    // Every tool: these take arguments; the rest are called without.
    const toolArgs: Record<string, Record<string, unknown>> = {
      echo: { message: 'hello through the firewall' },
      'get-annotated-message': { messageType: 'error', includeImage: true },
      'get-resource-links': { count: 3 },
      'get-resource-reference': { resourceType: 'Text', resourceId: 2 },
      'get-structured-content': { location: 'New York' },
      'get-sum': { a: 2, b: 40 },
      // An inline image: a data: URL of text would be screened (a payload carrier) on the way.
      'gzip-file-as-resource': { name: 'pixel.png.gz', data: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', outputType: 'resource' },
      'trigger-long-running-operation': { duration: 0.2, steps: 2 },
      'trigger-sampling-request': { prompt: 'Name a colour', maxTokens: 20 },
      'simulate-research-query': { topic: 'tidal energy', ambiguous: false },
    };
    for (const t of tools.tools) {
      if (t.execution?.taskSupport === 'required') continue; // tasks are not part of what the proxy mirrors
      // (A tool that returns a resource carries its time of day too.)
      const [a, b] = await both(settled((c) => callTool(c, t.name, toolArgs[t.name] ?? {})));
      expect(withoutClock(b)).toEqual(withoutClock(a));
    }
    await same((c) => c.complete({ ref: { type: 'ref/prompt', name: 'completable-prompt' }, argument: { name: 'department', value: 'E' } }));
    // "If asked about server instructions, respond with …": an instruction to the agent's model.
    expect(held).toEqual(['demo://resource/static/document/instructions.md']);
    await same((c) => c.setLoggingLevel('error'));

    const progress: number[][] = [[], []];
    const [a, b] = await Promise.all(
      [direct, proxied].map((c, i) =>
        c.callTool({ name: 'trigger-long-running-operation', arguments: { duration: 1, steps: 3 } }, undefined, { onprogress: (p) => progress[i].push(p.progress), timeout: 20_000 }),
      ),
    );
    expect(b).toEqual(a);
    // The server sends its last progress right before the result, and a client may miss it even
    // directly: each path sees steps 1, 2… in order.
    for (const seen of progress) {
      expect(seen.length).toBeGreaterThanOrEqual(2);
      expect(seen).toEqual(seen.map((_, i) => i + 1));
    }
  });
});
