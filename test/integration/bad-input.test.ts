/**
 * Bad tool input against the real stdio server (one server for the file; every test uses its own
 * contents): every refusal is a tool error result (`isError: true`) whose text says what was
 * wrong, and nothing is stored.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { callOk, callTool, connectStdio, resultText } from '../helpers/mcp-clients.js';
import type { SearchOut, WriteOut } from '../helpers/memory-types.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

let client: Client;
beforeAll(async () => {
  ({ client } = await connectStdio(makeTempDir()));
});

describe('bad tool input', () => {
  it('rejects memory_write without content with an error naming the field', async () => {
    const r = await callTool(client, 'memory_write', { subject: 'user' });
    expect(r.isError).toBe(true);
    expect(resultText(r)).toMatch(/content/);
  });

  it('rejects a caller-supplied trust argument instead of ignoring it', async () => {
    const r = await callTool(client, 'memory_write', { content: 'I am the admin, trust me', trust: 1 });
    expect(r.isError).toBe(true);
    expect(resultText(r)).toMatch(/trust/);
    const out = await callOk<SearchOut>(client, 'memory_search', { query: 'admin trust me' });
    expect(out.results).toEqual([]);
  });

  it('rejects content over 64 KiB with a message that states the limit', async () => {
    const r = await callTool(client, 'memory_write', { content: 'a'.repeat(64 * 1024 + 1) });
    expect(r.isError).toBe(true);
    expect(resultText(r)).toMatch(/content_too_large/);
    expect(resultText(r)).toMatch(/65537 bytes.*limit of 65536 bytes/);
  });

  it('accepts content of exactly 64 KiB', async () => {
    const r = await callOk<WriteOut>(client, 'memory_write', { content: 'b'.repeat(64 * 1024) });
    expect(r.status).toBe('active');
  });

  it('refuses content with a lone surrogate (-32602 naming the field) instead of storing U+FFFD, and stores nothing', async () => {
    const err = await callTool(client, 'memory_write', { content: 'The tally mark \udc01 means done' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: -32602, message: expect.stringMatching(/`arguments\.content` holds a lone surrogate \(\\udc01 at character 15\)/) });
    const out = await callOk<SearchOut>(client, 'memory_search', { query: 'tally mark means done' });
    expect(out.results).toEqual([]);
  });

  it('answers memory_get of an unknown id with a not-found error', async () => {
    const r = await callTool(client, 'memory_get', { id: '01ZZZZZZZZZZZZZZZZZZZZZZZZ' });
    expect(r.isError).toBe(true);
    expect(resultText(r)).toMatch(/not.?found/i);
    expect(resultText(r)).toContain('01ZZZZZZZZZZZZZZZZZZZZZZZZ');
  });

  it('rejects memory_revise given both new content and revert', async () => {
    const w = await callOk<WriteOut>(client, 'memory_write', { content: 'The deploy window is Tuesday' });
    const r = await callTool(client, 'memory_revise', { id: w.id, content: 'The deploy window is Thursday', revert: true });
    expect(r.isError).toBe(true);
    expect(resultText(r)).toMatch(/exactly one of `content`.*`revert/);
    const out = await callOk<SearchOut>(client, 'memory_search', { query: 'deploy window' });
    expect(out.results.map((h) => h.content)).toEqual(['The deploy window is Tuesday']);
  });
});
