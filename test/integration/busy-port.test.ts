/**
 * Honest start-up: `serve --http` and `proxy --http` on a port another program holds
 * stop with a non-zero status and a sentence naming the port and how to pick another — never
 * "listening" and exit 0 — and leave the data directory unlocked.
 */
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { ROOT } from '../helpers/paths.js';
import { runCli, startHttpServer } from '../helpers/processes.js';
import { onCleanup } from '../helpers/resources.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

/** A port held by a plain TCP listener for the rest of the test. */
async function busyPort(): Promise<number> {
  const holder: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    holder.once('error', reject);
    holder.listen(0, '127.0.0.1', () => resolve());
  });
  onCleanup(() => new Promise<void>((r) => holder.close(() => r())));
  const addr = holder.address();
  return typeof addr === 'object' && addr ? addr.port : 0;
}

describe('a busy port', () => {
  it('stops serve --http with status 2, naming the port and --port, and leaves the directory free', async () => {
    const port = await busyPort();
    const dir = join(makeTempDir(), 'data');
    const r = await runCli(['serve', '--http', '--port', String(port), '--data-dir', dir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`hindsight-guard: cannot listen on 127.0.0.1:${port}: port ${port} is already in use`);
    expect(r.stderr).toContain('--port <n>');
    expect(r.stderr).not.toMatch(/listening|MCP at/);
    // The store was closed on the way out: a server starts on it at once.
    const next = await startHttpServer(dir);
    expect((await fetch(`${next.url}/healthz`)).status).toBe(200);
  });

  it('stops proxy --http the same way', async () => {
    const port = await busyPort();
    const upstream = join(ROOT, 'test', 'fixtures', 'caps-upstream.mjs');
    const r = await runCli(['proxy', '--http', '--port', String(port), '--data-dir', join(makeTempDir(), 'data'), '--', process.execPath, upstream]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`port ${port} is already in use`);
    expect(r.stderr).toContain('--port <n>');
    expect(r.stderr).not.toMatch(/MCP at/);
  });
});
