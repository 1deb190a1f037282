/**
 * The Streamable HTTP front of the real server (`serve --http`): health, an MCP session end to
 * end, unknown sessions, and the loopback-only rule.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { callOk, connectHttp } from '../helpers/mcp-clients.js';
import type { SearchOut, WriteOut } from '../helpers/memory-types.js';
import { freePort, health, runCli, startHttpServer, type HttpServerProcess } from '../helpers/processes.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

describe('HTTP server without sessions', () => {
  // One untouched server: none of these tests initializes a session or writes.
  let port: number;
  let server: HttpServerProcess;
  beforeAll(async () => {
    port = await freePort();
    server = await startHttpServer(makeTempDir(), { port });
  });

  it('listens on the port given with --port and prints where MCP and health are', () => {
    expect(server.url).toBe(`http://127.0.0.1:${port}`);
    expect(server.stderr()).toContain(`MCP at http://127.0.0.1:${port}/mcp`);
    expect(server.stderr()).toContain(`health at http://127.0.0.1:${port}/healthz`);
  });

  it('answers /healthz with 200 and a JSON status that includes the index size', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ status: 'ok', sessions: 0, index: 0 });
  });

  it('answers a request carrying an unknown mcp-session-id with HTTP 404', async () => {
    const headers = { ...MCP_HEADERS, 'mcp-session-id': randomUUID() };
    const post = await fetch(server.mcpUrl, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }) });
    expect(post.status).toBe(404);
    expect(await post.json()).toMatchObject({ jsonrpc: '2.0', error: { message: 'Session not found' } });
    const get = await fetch(server.mcpUrl, { method: 'GET', headers: { accept: 'text/event-stream', 'mcp-session-id': randomUUID() } });
    expect(get.status).toBe(404);
    const del = await fetch(server.mcpUrl, { method: 'DELETE', headers: { 'mcp-session-id': randomUUID() } });
    expect(del.status).toBe(404);
  });

  it('rejects a non-initialize request without a session id with HTTP 400', async () => {
    const res = await fetch(server.mcpUrl, { method: 'POST', headers: MCP_HEADERS, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }) });
    expect(res.status).toBe(400);
  });

  it('answers a body that is not JSON with a JSON-RPC parse error and no stack trace', async () => {
    const res = await fetch(server.mcpUrl, { method: 'POST', headers: MCP_HEADERS, body: '{bad json' });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 } });
    expect(text).not.toMatch(/node_modules|at .*\.js:\d+/);
  });

  it('answers an oversized body with HTTP 413 and a JSON-RPC error, and keeps serving', async () => {
    const big = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { pad: 'x'.repeat(1024 * 1024) } });
    const res = await fetch(server.mcpUrl, { method: 'POST', headers: MCP_HEADERS, body: big });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32600 } });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe('HTTP server', () => {
  it('lets a Streamable HTTP client initialize, write a memory and find it again', async () => {
    const server = await startHttpServer(makeTempDir());
    const client = await connectHttp(server.mcpUrl);
    expect(client.getServerVersion()?.name).toBe('hindsight-guard');
    const w = await callOk<WriteOut>(client, 'memory_write', { content: 'The staging database lives on host db-7' });
    expect(w.status).toBe('active');
    const out = await callOk<SearchOut>(client, 'memory_search', { query: 'staging database host' });
    expect(out.results[0]?.id).toBe(w.id);
    const h = await health(server.url);
    expect(h.body).toMatchObject({ sessions: 1, index: 1, memories: { active: 1 } });
  });

  it('refuses to bind 0.0.0.0 without authentication and exits non-zero with a clear message', async () => {
    const r = await runCli(['serve', '--http', '--host', '0.0.0.0', '--port', '0', '--data-dir', makeTempDir()]);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/refusing to bind 0\.0\.0\.0/);
    expect(r.stderr).toMatch(/loopback/);
    expect(r.stdout).toBe('');
  });
});
