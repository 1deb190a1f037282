#!/usr/bin/env node
/**
 * What one JSON-RPC batch costs the HTTP front: seeds a throw-away store with N memories (ledger
 * fill, no judging), starts `serve --http` on it, opens a session at the given protocol version,
 * POSTs one batch of `memory_search` calls and reports the request and response bytes, the time
 * to the last response byte, the server's RSS (VmRSS before, VmHWM peak after) and the longest
 * `/healthz` answer (polled every 10 ms) while the batch ran. Needs `npm run build` first.
 *
 *   node scripts/batch-bench.mjs [--memories 3000] [--size 6000] [--batch 100] [--limit 50]
 *                                [--protocol 2025-03-26] [--policy policies/default.yaml]
 *
 * One JSON line per run on stdout; progress on stderr. The store is removed afterwards.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: o } = parseArgs({
  options: {
    memories: { type: 'string', default: '3000' },
    size: { type: 'string', default: '6000' },
    batch: { type: 'string', default: '100' },
    limit: { type: 'string', default: '50' },
    protocol: { type: 'string', default: '2025-03-26' },
    policy: { type: 'string', default: join(ROOT, 'policies/default.yaml') },
  },
});
const N = Number(o.memories);
const SIZE = Number(o.size);
const log = (s) => process.stderr.write(`${s}\n`);

const { openFirewall } = await import(join(ROOT, 'dist/app.js'));
const { makeSettings } = await import(join(ROOT, 'dist/config/settings.js'));
const { prepareMemories, fillViaLedger } = await import(join(ROOT, 'dist/bench/fill.js'));

// Memories that all share the query's words, each about its own service, padded with varied prose.
const WORDS = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa quebec romeo sierra tango'.split(' ');
const memory = (i) => {
  let text = `Deployment pipeline notes for service svc-${i}: the release train runs on runner r-${i % 97} and rolls back on a failed canary.`;
  for (let j = 0; text.length < SIZE; j++) text += ` ${WORDS[(i * 7 + j) % WORDS.length]}-${(i * 31 + j) % 1009}`;
  return { content: text, entity: `svc-${i}`, entityType: 'service' };
};

const dir = mkdtempSync(join(tmpdir(), 'hg-batch-bench-'));
let child;
try {
  log(`seeding ${N} memories of ~${SIZE} bytes in ${dir}`);
  const settings = makeSettings();
  const fw = await openFirewall({ dataDir: dir, settings });
  const caller = { principal: settings.principal, tenant: settings.tenant, trustCeiling: settings.trustCeiling, tool: 'bench', session: 'seed' };
  const items = prepareMemories(Array.from({ length: N }, (_, i) => memory(i)), fw.engine.deps.embedder);
  await fillViaLedger(fw.engine, caller, items);
  await fw.close();

  child = spawn(process.execPath, [join(ROOT, 'dist/cli.js'), 'serve', '--http', '--port', '0', '--data-dir', dir, '--policy', o.policy], {
    env: { ...process.env, HINDSIGHT_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  const base = await new Promise((resolve, reject) => {
    child.stderr.setEncoding('utf8').on('data', (d) => {
      stderr += d;
      const m = /MCP at (http:\/\/\S+)\/mcp/.exec(stderr);
      if (m) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${stderr}`)));
  });
  const rssKb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]);

  const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  const init = await fetch(`${base}/mcp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: o.protocol, capabilities: {}, clientInfo: { name: 'batch-bench', version: '0' } } }),
  });
  const sid = init.headers.get('mcp-session-id');
  await init.text();
  const session = { ...headers, 'mcp-session-id': sid, 'mcp-protocol-version': o.protocol };
  await (await fetch(`${base}/mcp`, { method: 'POST', headers: session, body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) })).text();
  // Warm up: one search, so the first batch does not pay for loading the index.
  await (await fetch(`${base}/mcp`, { method: 'POST', headers: session, body: JSON.stringify({ jsonrpc: '2.0', id: 'warm', method: 'tools/call', params: { name: 'memory_search', arguments: { query: 'deployment pipeline', limit: 1 } } }) })).text();

  const batch = Array.from({ length: Number(o.batch) }, (_, i) => ({
    jsonrpc: '2.0',
    id: i + 1,
    method: 'tools/call',
    params: { name: 'memory_search', arguments: { query: `deployment pipeline canary ${WORDS[i % WORDS.length]}`, limit: Number(o.limit) } },
  }));
  const body = JSON.stringify(batch);

  // /healthz every 10 ms while the batch runs: the longest answer is how long the front was blocked.
  let polling = true;
  let healthMax = 0;
  let healthN = 0;
  let healthFailed = 0;
  const poller = (async () => {
    while (polling) {
      const t = performance.now();
      try {
        await (await fetch(`${base}/healthz`)).text();
        healthN++;
      } catch {
        // A kept-alive connection the server closed as it was reused (a race in any HTTP client): counted, retried.
        healthFailed++;
      }
      healthMax = Math.max(healthMax, performance.now() - t);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();

  const rssBefore = rssKb('VmRSS');
  const t0 = performance.now();
  const res = await fetch(`${base}/mcp`, { method: 'POST', headers: session, body });
  // Count bytes as they arrive and read each SSE event (or the one JSON body) for what it is.
  let bytes = 0;
  let pending = '';
  let responses = 0;
  const errors = [];
  const take = (json) => {
    const m = JSON.parse(json);
    responses++;
    if (m.error) errors.push(m.error);
  };
  const decoder = new TextDecoder();
  for await (const chunk of res.body) {
    bytes += chunk.byteLength;
    pending += decoder.decode(chunk, { stream: true });
    for (let end = pending.indexOf('\n\n'); end >= 0; end = pending.indexOf('\n\n')) {
      const data = pending.slice(0, end).split('\n').find((l) => l.startsWith('data: '));
      if (data) take(data.slice(6));
      pending = pending.slice(end + 2);
    }
  }
  if (pending.trim().startsWith('{')) take(pending);
  const seconds = (performance.now() - t0) / 1000;
  polling = false;
  await poller;
  const rssPeak = rssKb('VmHWM');

  console.log(
    JSON.stringify({
      protocol: o.protocol,
      memories: N,
      memory_bytes: SIZE,
      batch: batch.length,
      limit: Number(o.limit),
      request_bytes: Buffer.byteLength(body),
      http_status: res.status,
      response_bytes: bytes,
      responses,
      errors: errors.length,
      first_error: errors[0] ? `${errors[0].code} ${errors[0].message.slice(0, 200)}` : undefined,
      seconds: Math.round(seconds * 1000) / 1000,
      healthz_max_ms: Math.round(healthMax),
      healthz_polls: healthN,
      healthz_failed: healthFailed,
      rss_before_mb: Math.round(rssBefore / 1024),
      rss_peak_mb: Math.round(rssPeak / 1024),
    }),
  );
} finally {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  rmSync(dir, { recursive: true, force: true });
}
