/**
 * MCP SDK clients against the real server: stdio (the client spawns `serve --stdio`; closing the
 * client ends the server, escalating to SIGKILL) and Streamable HTTP. Clients close when their
 * scope ends.
 */
import type { Readable } from 'node:stream';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CallToolResultSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { assertBuilt, CLI, ROOT } from './paths.js';
import { childEnv } from './processes.js';
import { onCleanup } from './resources.js';

/** A stdio client whose server's stderr is captured instead of printed. */
export interface StdioConnection {
  client: Client;
  stderr(): string;
}

/** Spawns `node dist/cli.js serve --stdio --data-dir <dir>` and connects a client to it. */
export async function connectStdio(dataDir: string, env: Record<string, string> = {}): Promise<StdioConnection> {
  assertBuilt();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI, 'serve', '--stdio', '--data-dir', dataDir],
    cwd: ROOT,
    env: childEnv(env),
    stderr: 'pipe',
  });
  let stderr = '';
  const err = transport.stderr as Readable | null; // a PassThrough with stderr: 'pipe'
  err?.setEncoding('utf8');
  err?.on('data', (d: string) => (stderr += d));
  const client = new Client({ name: 'hindsight-it', version: '0.0.0' });
  onCleanup(() => client.close());
  await client.connect(transport);
  return { client, stderr: () => stderr };
}

/** Connects a Streamable HTTP client to `mcpUrl`, with a principal's bearer token when given. */
export async function connectHttp(mcpUrl: string, token?: string, name = 'hindsight-it'): Promise<Client> {
  const client = new Client({ name, version: '0.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl), token ? { requestInit: { headers: { Authorization: `Bearer ${token}` } } } : {}));
  onCleanup(() => client.close().catch(() => undefined));
  return client;
}

/** Calls a tool and returns the raw result (no client-side output validation). */
export async function callTool(client: Client, name: string, args: Record<string, unknown>, timeoutMs = 20_000): Promise<CallToolResult> {
  return client.request({ method: 'tools/call', params: { name, arguments: args } }, CallToolResultSchema, { timeout: timeoutMs });
}

/** The text of a result's text blocks, joined. */
export function resultText(r: CallToolResult): string {
  return r.content
    .filter((c): c is { type: 'text'; text: string } => c.type === 'text')
    .map((c) => c.text)
    .join('\n');
}

/** Calls a tool that must succeed and returns its structured content. */
export async function callOk<T = Record<string, unknown>>(client: Client, name: string, args: Record<string, unknown>): Promise<T> {
  const r = await callTool(client, name, args);
  if (r.isError) throw new Error(`${name}(${JSON.stringify(args).slice(0, 200)}) failed: ${resultText(r)}`);
  if (!r.structuredContent) throw new Error(`${name} returned no structuredContent`);
  return r.structuredContent as T;
}
