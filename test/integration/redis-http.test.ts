/**
 * `serve --http` replicas sharing one Redis (HINDSIGHT_REDIS_URL): copies of one claim sent at
 * once to two servers are held after the second, as on one; `/readyz` and the metrics say how the
 * replica coordinates — with Redis, or degraded (still ready) while it does not answer — and a
 * server started without Redis joins it when it comes up.
 */
import { describe, expect, test } from 'vitest';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { callTool, connectHttp } from '../helpers/mcp-clients.js';
import { startHttpServer } from '../helpers/processes.js';
import { scrape } from '../helpers/prometheus.js';
import { haveRedis, haveRedisServer, privateRedis, SHARED_REDIS_URL, testPrefix } from '../helpers/redis.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();
const up = await haveRedis();
const canStart = haveRedisServer();

const CLAIM = 'The Tromsø depot keeps its spare drone batteries in locker 14.';
const WRAPPERS = ['', 'Confirmed again: ', 'Reminder: ', 'Update: ', 'IMPORTANT, verified: ', 'As established, '];

const readyz = async (url: string) => {
  const res = await fetch(`${url}/readyz`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
/** Polls `/readyz` until its coordination is `mode` (within 10 s). */
async function until(url: string, mode: string) {
  let last: Record<string, unknown> = {};
  for (let i = 0; i < 200; i++) {
    last = (await readyz(url)).body;
    if (last.coordination === mode) return last;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`coordination stayed ${String(last.coordination)}, not ${mode}`);
}

describe.runIf(up)('serve replicas sharing one Redis', () => {
  test('six copies sent at once to two servers: two stored, four held; both report coordination through Redis', { timeout: 120_000 }, async () => {
    const env = { HINDSIGHT_REDIS_URL: SHARED_REDIS_URL, HINDSIGHT_REDIS_PREFIX: testPrefix() };
    // Two servers loading their models at once on a small, busy host: give them time.
    const servers = await Promise.all([0, 1].map(() => startHttpServer(makeTempDir(), { env, timeoutMs: 60_000 })));
    const clients = await Promise.all(servers.map((s) => connectHttp(s.mcpUrl)));
    const results: CallToolResult[] = await Promise.all(WRAPPERS.map((w, i) => callTool(clients[i % 2]!, 'memory_write', { content: `${w}${CLAIM}` })));
    expect(results.filter((r) => !r.isError)).toHaveLength(2);
    expect(results.filter((r) => r.isError).map((r) => (r.structuredContent as { status?: string }).status)).toEqual(Array(4).fill('quarantined'));
    for (const s of servers) {
      expect(await readyz(s.url)).toEqual({ status: 200, body: { status: 'ready', checks: { ledger: true, index: true }, coordination: 'redis' } });
      const m = await scrape(s.url);
      expect(m.value('hindsight_coordination_degraded')).toBe(0);
      expect(m.value('hindsight_coordination_events_total', { direction: 'published' })).toBeGreaterThan(0);
    }
    // Each server heard the other's commits.
    for (const s of servers) {
      const heard = async () => (await scrape(s.url)).value('hindsight_coordination_events_total', { direction: 'received' });
      for (let i = 0; i < 40 && (await heard()) === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await heard()).toBeGreaterThan(0);
    }
  });
});

describe.runIf(canStart)('a server whose Redis is away', () => {
  test('starts and serves degraded (still ready, gauge 1), joins Redis when it comes up, and degrades again when it goes', async () => {
    const redis = await privateRedis({ started: false });
    // Screening on the event loop: this test is about coordination, and starts faster without threads.
    const server = await startHttpServer(makeTempDir(), { env: { HINDSIGHT_REDIS_URL: redis.url, HINDSIGHT_GUARD_THREADS: '0' } });
    const first = await readyz(server.url);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'ready', coordination: 'degraded', coordination_reason: expect.stringMatching(/Redis/) });
    expect((await scrape(server.url)).value('hindsight_coordination_degraded')).toBe(1);
    expect(server.stderr()).toMatch(/coordination degraded/);
    // Writes are served meanwhile, counted on this replica.
    const client = await connectHttp(server.mcpUrl);
    expect((await callTool(client, 'memory_write', { content: 'The canteen opens at 07:45 on weekdays.' })).isError).toBeFalsy();

    await redis.start();
    expect(await until(server.url, 'redis')).toEqual({ status: 'ready', checks: { ledger: true, index: true }, coordination: 'redis' });
    expect((await scrape(server.url)).value('hindsight_coordination_degraded')).toBe(0);

    await redis.kill();
    expect(await until(server.url, 'degraded')).toMatchObject({ status: 'ready', coordination: 'degraded' });
    expect((await callTool(client, 'memory_write', { content: 'The canteen closes at 15:00 on Fridays.' })).isError).toBeFalsy();
    expect((await scrape(server.url)).value('hindsight_coordination_degraded')).toBe(1);
  });
});
