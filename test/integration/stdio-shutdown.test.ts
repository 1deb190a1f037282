/**
 * `serve --stdio` on SIGTERM: it stops reading requests, answers every request it had read, lets
 * the writes commit and closes the store — every acknowledged write is there after a restart.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { callTool, connectStdio } from '../helpers/mcp-clients.js';
import { assertBuilt, CLI, ROOT } from '../helpers/paths.js';
import { childEnv } from '../helpers/processes.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

describe('serve --stdio shutdown', () => {
  it('answers the requests it read before SIGTERM, and every acknowledged write survives', async () => {
    assertBuilt();
    const dataDir = makeTempDir();
    const child = spawn(process.execPath, [CLI, 'serve', '--stdio', '--data-dir', dataDir], { cwd: ROOT, env: childEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    const answers = new Map<number, { result?: { isError?: boolean; structuredContent?: { id?: string } } }>();
    let buffer = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      buffer += d;
      for (let i = buffer.indexOf('\n'); i >= 0; i = buffer.indexOf('\n')) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 1);
        if (line.trim()) {
          const m = JSON.parse(line) as { id?: number; result?: { isError?: boolean; structuredContent?: { id?: string } } };
          if (typeof m.id === 'number') answers.set(m.id, m);
        }
      }
    });
    const send = (m: object) => child.stdin.write(JSON.stringify(m) + '\n');
    send({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '0' } } });
    await expect.poll(() => answers.has(0), { timeout: 15_000 }).toBe(true);
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    // 30 writes in one burst, and the signal as soon as the first is answered.
    const N = 30;
    for (let i = 1; i <= N; i++) {
      send({ jsonrpc: '2.0', id: i, method: 'tools/call', params: { name: 'memory_write', arguments: { content: `Locker ${i} holds the spare badge number ${1000 + i}.`, subject: `locker ${i}` } } });
    }
    await expect.poll(() => answers.size > 1, { timeout: 15_000 }).toBe(true);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // Every request it had read was answered; every answered write is stored.
    const written = [...answers.entries()].filter(([id]) => id > 0);
    expect(written.length).toBeGreaterThan(1);
    const ids = written.map(([, a]) => a.result?.structuredContent?.id).filter((x): x is string => typeof x === 'string');
    expect(ids.length).toBe(written.length);
    const again = await connectStdio(dataDir);
    for (const id of ids) {
      const got = await callTool(again.client, 'memory_get', { id });
      expect((got.structuredContent as { record: { status: string } }).record.status, id).toBe('active');
    }
  }, 60_000);
});
