/**
 * What one request may ask of the real HTTP front (`serve --http`): JSON-RPC batches are refused
 * from protocol 2025-06-18 on and bounded before it (messages, results asked for), the responses
 * to one POST have a byte budget, and a principal may hold only so many open sessions.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { ROOT } from '../helpers/paths.js';
import { health, startHttpServer, type HttpServerProcess } from '../helpers/processes.js';
import { initializeRequest, rawPost, rawSession, toolCall } from '../helpers/raw-mcp.js';
import { onCleanup } from '../helpers/resources.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

/** The default policy with an `http` section. */
function policyWithHttp(http: string): string {
  const file = join(makeTempDir(), 'policy.yaml');
  writeFileSync(file, `${readFileSync(join(ROOT, 'policies', 'default.yaml'), 'utf8')}\nhttp:\n${http}`);
  return file;
}

/** A search of `limit` results for `query`. */
const search = (id: number, query: string, limit?: number) => toolCall(id, 'memory_search', { query, ...(limit ? { limit } : {}) });

describe('JSON-RPC batches', () => {
  let server: HttpServerProcess;
  beforeAll(async () => {
    server = await startHttpServer(makeTempDir());
    onCleanup(() => server.stop());
  });
  const stored = async () => Object.values((await health(server.url)).body.memories as Record<string, number>).reduce((a, b) => a + b, 0);

  it('refuses a batch on a 2025-06-18 session with -32600 and runs none of its calls', async () => {
    const session = await rawSession(server.mcpUrl, '2025-06-18', { 'mcp-protocol-version': '2025-06-18' });
    const before = await stored();
    const r = await rawPost(server.mcpUrl, [toolCall(1, 'memory_write', { content: 'The batch note says the build server is ci-9.' }), search(2, 'build server')], session);
    expect(r.status).toBe(400);
    expect(r.messages).toEqual([{ jsonrpc: '2.0', id: null, error: { code: -32600, message: expect.stringMatching(/2025-06-18 has no JSON-RPC batches.*one JSON-RPC message per POST/) } }]);
    expect(await stored()).toBe(before);
  });

  it('refuses the same batch on a newer session even without the version header', async () => {
    const session = await rawSession(server.mcpUrl, '2025-11-25');
    const r = await rawPost(server.mcpUrl, [search(1, 'anything'), search(2, 'else')], session);
    expect(r.status).toBe(400);
    expect(r.messages[0].error?.message).toMatch(/2025-11-25 has no JSON-RPC batches/);
  });

  it('refuses a batch on a 2025-03-26 session whose requests claim 2025-06-18 in MCP-Protocol-Version', async () => {
    const session = await rawSession(server.mcpUrl, '2025-03-26');
    const r = await rawPost(server.mcpUrl, [search(1, 'anything'), search(2, 'else')], { ...session, 'mcp-protocol-version': '2025-06-18' });
    expect(r.status).toBe(400);
    expect(r.messages[0].error?.code).toBe(-32600);
  });

  it('runs a small batch on a 2025-03-26 session and answers every call', async () => {
    const session = await rawSession(server.mcpUrl, '2025-03-26');
    const r = await rawPost(server.mcpUrl, [toolCall(1, 'memory_write', { content: 'The old-protocol client keeps its cache on host cache-3.' }), { jsonrpc: '2.0', id: 2, method: 'ping' }], session);
    expect(r.status).toBe(200);
    expect(r.messages.map((m) => m.id).sort()).toEqual([1, 2]);
    expect(r.messages.every((m) => m.result && !m.error)).toBe(true);
  });

  it('refuses the 100-search batch (limit 50 each) on 2025-03-26 before running any of it', async () => {
    const session = await rawSession(server.mcpUrl, '2025-03-26');
    const before = await stored();
    const batch = [toolCall(0, 'memory_write', { content: 'A write hidden in a flood batch.' }), ...Array.from({ length: 99 }, (_, i) => search(i + 1, `deployment pipeline ${i}`, 50))];
    const r = await rawPost(server.mcpUrl, batch, session);
    expect(r.status).toBe(400);
    expect(r.messages[0].error?.message).toMatch(/at most 10 messages and this one holds 100 \(http\.max_batch_messages\)/);
    expect(await stored()).toBe(before);
  });

  it('refuses a batch whose searches ask for more results in all than max_batch_results, naming the total', async () => {
    const session = await rawSession(server.mcpUrl, '2025-03-26');
    const before = await stored();
    const r = await rawPost(server.mcpUrl, [toolCall(0, 'memory_write', { content: 'Another write in an oversized batch.' }), search(1, 'a', 50), search(2, 'b', 50), search(3, 'c')], session);
    expect(r.status).toBe(400);
    expect(r.messages[0].error?.message).toMatch(/ask for up to 111 results in all.*at most 100 \(http\.max_batch_results\)/);
    expect(await stored()).toBe(before);
  });

  it('refuses a batch without a session (a batch cannot initialize)', async () => {
    const r = await rawPost(server.mcpUrl, [initializeRequest('2025-03-26')]);
    expect(r.status).toBe(400);
    expect(r.messages[0].error).toMatchObject({ code: -32600, message: expect.stringMatching(/send initialize on its own/) });
  });
});

describe('response budget and sessions per principal', () => {
  let server: HttpServerProcess;
  // Words enough that the memories read as prose, distinct per memory so none repeats another.
  const prose = (tag: string, bytes: number) => {
    const words = ['harbor', 'ledger', 'meadow', 'copper', 'lantern', 'orchard', 'signal', 'timber', 'violet', 'quarry', 'saddle', 'willow'];
    let s = `The ${tag} archive note records shelf positions:`;
    for (let i = 0; s.length < bytes; i++) s += ` ${words[i % words.length]} ${tag}${i}`;
    return s;
  };
  beforeAll(async () => {
    const policy = policyWithHttp('  max_sessions_per_principal: 2\n  max_response_bytes: 65536\n');
    server = await startHttpServer('', { args: ['serve', '--http', '--port', '0', '--data-dir', makeTempDir(), '--policy', policy] });
    onCleanup(() => server.stop());
  });

  it('answers a response past max_response_bytes with an error naming the limit, and smaller ones in full', async () => {
    const session = await rawSession(server.mcpUrl, '2025-06-18', { 'mcp-protocol-version': '2025-06-18' });
    try {
      const w = await rawPost(server.mcpUrl, toolCall(1, 'memory_write', { content: prose('zephyr', 40_000), subject: 'zephyr archive' }), session);
      expect(w.messages[0].result?.structuredContent).toMatchObject({ status: 'active' });
      const small = await rawPost(server.mcpUrl, toolCall(2, 'memory_write', { content: 'The kestrel archive is on floor two.', subject: 'kestrel archive' }), session);
      expect(small.messages[0].result?.structuredContent).toMatchObject({ status: 'active' });
      // The 40 KB memory comes back twice (text and structured content): over 64 KiB.
      const big = await rawPost(server.mcpUrl, search(3, 'zephyr archive note shelf positions', 1), session);
      expect(big.status).toBe(200);
      expect(big.messages).toEqual([{ jsonrpc: '2.0', id: 3, error: { code: -32600, message: expect.stringMatching(/past 65536 bytes \(http\.max_response_bytes\); ask for fewer results/) } }]);
      const ok = await rawPost(server.mcpUrl, search(4, 'kestrel archive floor', 1), session);
      expect(ok.messages[0].result?.structuredContent).toMatchObject({ results: [{ content: 'The kestrel archive is on floor two.' }] });
    } finally {
      await fetch(server.mcpUrl, { method: 'DELETE', headers: session });
    }
  });

  it("holds a batch's responses to the budget together: of two 45 KB answers one comes back, the other is an error", async () => {
    const session = await rawSession(server.mcpUrl, '2025-03-26');
    try {
      for (const [i, tag] of ['quill', 'brook'].entries()) {
        const w = await rawPost(server.mcpUrl, toolCall(i + 1, 'memory_write', { content: prose(tag, 22_000), subject: `${tag} archive` }), session);
        expect(w.messages[0].result?.structuredContent).toMatchObject({ status: 'active' });
      }
      const r = await rawPost(server.mcpUrl, [search(10, 'quill archive note', 1), search(11, 'brook archive note', 1)], session);
      expect(r.status).toBe(200);
      expect(r.messages).toHaveLength(2);
      expect(r.messages.filter((m) => m.result)).toHaveLength(1);
      expect(r.messages.filter((m) => m.error)).toEqual([expect.objectContaining({ error: { code: -32600, message: expect.stringMatching(/this batch's responses past 65536 bytes.*separate requests/) } })]);
    } finally {
      await fetch(server.mcpUrl, { method: 'DELETE', headers: session });
    }
  });

  it('refuses a third open session of one principal with 429, and opens one again once a session ends', async () => {
    // Refused initializes (a lone surrogate in the client name) leave no session behind to count.
    for (let i = 0; i < 3; i++) {
      const bad = await rawPost(server.mcpUrl, { ...initializeRequest('2025-06-18'), params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bad\ud800', version: '0' } } });
      expect(bad.messages[0].error?.code).toBe(-32602);
    }
    const first = await rawSession(server.mcpUrl, '2025-06-18');
    await rawSession(server.mcpUrl, '2025-06-18');
    const third = await rawPost(server.mcpUrl, initializeRequest('2025-06-18'));
    expect(third.status).toBe(429);
    expect(third.messages[0].error).toMatchObject({ code: -32000, message: expect.stringMatching(/local-user already holds 2.*http\.max_sessions_per_principal.*DELETE \/mcp/) });
    expect((await fetch(server.mcpUrl, { method: 'DELETE', headers: { ...first, 'mcp-protocol-version': '2025-06-18' } })).status).toBe(200);
    const again = await rawPost(server.mcpUrl, initializeRequest('2025-06-18'));
    expect(again.status).toBe(200);
    expect(again.headers.get('mcp-session-id')).toBeTruthy();
  });
});
