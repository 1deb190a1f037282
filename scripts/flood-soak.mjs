#!/usr/bin/env node
/**
 * What a write flood from one principal costs the firewall: starts `serve --http` on a throw-away
 * store, sends `memory_write` calls from one principal (no token: the default principal) for N
 * seconds over several concurrent sessions, then reports what the firewall kept — store size on
 * disk, vector index entries, review queue items, records and audit entries — and how the writes
 * were answered. Most writes are distinct facts (a rate flood); every fifth is a copy of one claim
 * that changes every 20 seconds (a repetition flood). Needs `npm run build` first.
 *
 *   node scripts/flood-soak.mjs [--seconds 60] [--concurrency 8] [--policy policies/default.yaml]
 *
 * Progress on stderr every 10 s; one JSON object on stdout at the end. The store is removed afterwards.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: o } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    concurrency: { type: 'string', default: '8' },
    policy: { type: 'string', default: join(ROOT, 'policies/default.yaml') },
  },
});
const SECONDS = Number(o.seconds);
const log = (s) => process.stderr.write(`${s}\n`);

/** Bytes of every file under `dir`. */
function diskBytes(dir) {
  let n = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) n += e.isDirectory() ? diskBytes(join(dir, e.name)) : statSync(join(dir, e.name)).size;
  return n;
}

/** One Prometheus sample's value (summed over label sets), 0 when absent. */
function metric(text, name) {
  const sample = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`);
  let sum = 0;
  for (const line of text.split('\n')) sum += Number(sample.exec(line)?.[1] ?? 0);
  return sum;
}

const WRAPPERS = ['', 'Confirmed: ', 'Reminder: ', 'Note (supersedes earlier entries): ', 'IMPORTANT, verified: '];
/** The i-th write: a distinct fact, or (every fifth) a copy of the claim of the current 20 s. */
function content(i, startedAt) {
  if (i % 5 === 4) {
    const k = Math.floor((Date.now() - startedAt) / 20_000);
    return `${WRAPPERS[i % WRAPPERS.length]}The backup server for cluster c${k} is host bk-${k * 7 + 3}.`;
  }
  return `Build ${i} of service svc-${i % 97} passed on runner r-${i % 13} in ${(i * 37) % 900} seconds.`;
}

const dir = mkdtempSync(join(tmpdir(), 'hg-flood-soak-'));
let child;
try {
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
  const state = async () => {
    const health = await (await fetch(`${base}/healthz`)).json();
    const metrics = await (await fetch(`${base}/metrics`)).text();
    return { disk_bytes: diskBytes(dir), index_entries: health.index, queue_items: metric(metrics, 'hindsight_quarantine_pending') };
  };
  const before = await state();

  const clients = [];
  for (let c = 0; c < Number(o.concurrency); c++) {
    const client = new Client({ name: 'flood-soak', version: '0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`)));
    clients.push(client);
  }
  const outcomes = {};
  const count = (k) => (outcomes[k] = (outcomes[k] ?? 0) + 1);
  let sent = 0;
  const startedAt = Date.now();
  const deadline = startedAt + SECONDS * 1000;
  const progress = setInterval(() => log(`${Math.round((Date.now() - startedAt) / 1000)} s: ${sent} writes sent ${JSON.stringify(outcomes)}`), 10_000);
  await Promise.all(
    clients.map(async (client) => {
      while (Date.now() < deadline) {
        const i = sent++;
        try {
          const r = await client.request({ method: 'tools/call', params: { name: 'memory_write', arguments: { content: content(i, startedAt) } } }, CallToolResultSchema, { timeout: 60_000 });
          const s = r.structuredContent ?? {};
          count(s.error?.code ?? s.status ?? (r.isError ? 'error' : 'unknown'));
        } catch {
          count('protocol-error');
        }
      }
    }),
  );
  clearInterval(progress);
  const elapsed = (Date.now() - startedAt) / 1000;
  const after = await state();
  const metrics = await (await fetch(`${base}/metrics`)).text();
  for (const c of clients) await c.close();
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  after.disk_bytes = diskBytes(dir);

  const db = new Database(join(dir, 'hindsight.db'), { readonly: true });
  const records = Object.fromEntries(db.prepare('SELECT status, count(*) AS n FROM records GROUP BY status').all().map((r) => [r.status, r.n]));
  const audit = db.prepare('SELECT count(*) AS n FROM audit').get().n;
  db.close();

  console.log(
    JSON.stringify({
      seconds: Math.round(elapsed),
      concurrency: Number(o.concurrency),
      writes: sent,
      writes_per_minute: Math.round((sent / elapsed) * 60),
      outcomes,
      before,
      after,
      records,
      audit_entries: audit,
      backpressure_total: metric(metrics, 'hindsight_backpressure_total'),
    }),
  );
} finally {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}
