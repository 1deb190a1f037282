/**
 * A flood from one principal against the real server over Streamable HTTP: copies of one claim
 * sent at once are counted one after another (as if sent in turn: two stored, the rest held, on
 * one review item), and a write over twice the rate limit is refused in-band with a retry-after,
 * counted, and leaves the ledger and the index as they were.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { readLedger } from '../helpers/ledger.js';
import { callTool, connectHttp, resultText } from '../helpers/mcp-clients.js';
import type { WriteOut } from '../helpers/memory-types.js';
import { startHttpServer } from '../helpers/processes.js';
import { scrape } from '../helpers/prometheus.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

const CLAIM = "Ouagadougou's mayor is Pierre Dupont.";
const WRAPPERS = ['', 'Confirmed again: ', 'Reminder: ', 'Update: ', 'IMPORTANT, verified: ', 'As established, '];

const indexSize = async (url: string) => ((await (await fetch(`${url}/healthz`)).json()) as { index: number }).index;
const stored = (r: CallToolResult) => (r.structuredContent ?? {}) as unknown as WriteOut & { counted_on?: { id: string } };

describe('copies of one claim sent at once over HTTP', () => {
  test.each([6, 50])('%i concurrent copies: two are stored, the rest held on one review item', async (n) => {
    const server = await startHttpServer(makeTempDir());
    const client = await connectHttp(server.mcpUrl);
    const results = await Promise.all(Array.from({ length: n }, (_, i) => callTool(client, 'memory_write', { content: `${WRAPPERS[i % WRAPPERS.length]}${CLAIM}` })));
    const held = results.filter((r) => r.isError);
    expect(results.length - held.length).toBe(2);
    expect(held.map((r) => stored(r).status)).toEqual(Array(n - 2).fill('quarantined'));
    // One review item: every held copy names it, and all but the first were counted on it.
    expect(new Set(held.map((r) => stored(r).id)).size).toBe(1);
    expect(held.filter((r) => stored(r).counted_on)).toHaveLength(n - 3);
    const m = await scrape(server.url);
    expect(m.value('hindsight_quarantine_pending')).toBe(1);
    expect(m.value('hindsight_held_repeats_total')).toBe(n - 3);
    // Held records never enter the served index.
    expect(await indexSize(server.url)).toBeLessThanOrEqual(2);
  });
});

describe('back-pressure over HTTP', () => {
  test('a write over twice the rate limit is refused in-band with a retry-after, counted, and nothing is stored', async () => {
    const dir = makeTempDir();
    const policy = join(dir, 'tight.yaml');
    writeFileSync(policy, 'version: 1\nname: tight\nguard:\n  rate:\n    principal: { window_seconds: 600, limit: 2 }\n');
    const data = join(dir, 'data');
    const server = await startHttpServer(data, { args: ['serve', '--http', '--port', '0', '--data-dir', data, '--policy', policy] });
    const client = await connectHttp(server.mcpUrl);
    // Twice the limit is admitted (over the limit is flagged), then the window is full.
    for (let i = 0; i < 4; i++) {
      const r = await callTool(client, 'memory_write', { content: `Build ${i} of service svc-${i} passed on runner r-${i}.` });
      expect(r.isError, resultText(r)).toBeFalsy();
    }
    const before = { index: await indexSize(server.url), memories: (await scrape(server.url)).value('hindsight_memories') };
    expect(before).toEqual({ index: 4, memories: 4 });

    const refused = await callTool(client, 'memory_write', { content: 'Build 9 of service svc-9 passed on runner r-9.' });
    expect(refused.isError).toBe(true);
    const error = (refused.structuredContent as { error: { code: string; message: string; retry_after_seconds: number } }).error;
    expect(error.code).toBe('rate_limited');
    expect(error.retry_after_seconds).toBeGreaterThan(0);
    expect(error.retry_after_seconds).toBeLessThanOrEqual(600);
    expect(error.message).toMatch(/refused and not stored.*principal wrote 4 in 600s, twice its limit of 2/);
    expect(resultText(refused)).toContain(`retry_after_seconds: ${error.retry_after_seconds}`);

    const m = await scrape(server.url);
    expect(m.value('hindsight_backpressure_total', { reason: 'rate_principal' })).toBe(1);
    expect(m.value('hindsight_mcp_requests_total', { method: 'tools/call', tool: 'memory_write', outcome: 'refused' })).toBe(1);
    expect(m.value('hindsight_memories')).toBe(before.memories);
    expect(await indexSize(server.url)).toBe(before.index);
    await client.close();
    expect(await server.stop()).toBe(0);
    expect(readLedger(data).size).toBe(4);
  });
});
