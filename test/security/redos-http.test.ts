/**
 * No write can stall the firewall. Through the real HTTP server (`serve --http`, screening on its
 * worker threads): every rule and detector of the default policy gets writes built to make it
 * backtrack, up to the 64 KiB limit, and each is screened — no layer times out — while `/healthz`,
 * asked every 10 ms meanwhile, answers every time in under 250 ms. A write that backtracks holds the
 * event loop for seconds; what may still delay a probe is the write's own revision work on the event
 * loop (its candidates and its commit, up to about 100–170 ms for 64 KiB on this 2-core host) and a
 * garbage-collection pause. The file runs alone, after the rest of the suite, so other tests' work
 * is not what delays a probe. A pattern the load check cannot see through (backtracking on a repeated pair of characters) is abandoned at the
 * layer deadline: the write is held under `on_error`, and the next write is screened by a fresh
 * thread.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { ROOT } from '../helpers/paths.js';
import { startHttpServer, type HttpServerProcess } from '../helpers/processes.js';
import { rawPost, rawSession, toolCall } from '../helpers/raw-mcp.js';
import { onCleanup } from '../helpers/resources.js';
import { makeTempDir } from '../helpers/temp-dirs.js';
import { fill, LIMIT_BYTES, RULE_ATTACKS, SHAPE_ATTACKS } from './adversarial-writes.js';

/**
 * A /healthz probe this slow or slower counts as held. Backtracking holds the loop for seconds; a
 * 64 KiB write's revision work on the event loop and a GC pause took 100–172 ms on the 2-core CI host.
 */
const SLOW_MS = 250;

useIntegrationCleanup();

const DEFAULT_POLICY = readFileSync(join(ROOT, 'policies', 'default.yaml'), 'utf8');

/** The default policy with rate limits far above this file's writes (they are not what is tested here). */
function policyFile(edit: (yaml: string) => string = (y) => y): string {
  const file = join(makeTempDir(), 'policy.yaml');
  const yaml = DEFAULT_POLICY.replace(/principal: \{ window_seconds: 60, limit: \d+ \}/u, 'principal: { window_seconds: 60, limit: 100000 }')
    .replace(/session: \{ window_seconds: 60, limit: \d+ \}/u, 'session: { window_seconds: 60, limit: 100000 }')
    .replace(/tenant: \{ window_seconds: 60, limit: \d+ \}/u, 'tenant: { window_seconds: 60, limit: 100000 }');
  writeFileSync(file, edit(yaml));
  return file;
}

async function startServer(policy: string): Promise<HttpServerProcess> {
  const data = makeTempDir();
  // What is measured is the screening's hold on the event loop, not the disk: SQLite's fsync at each
  // commit (durability `full`) runs on the event loop too and takes what the disk takes.
  const env = { HINDSIGHT_DURABILITY: 'normal' };
  const server = await startHttpServer(data, { args: ['serve', '--http', '--port', '0', '--data-dir', data, '--policy', policy], env, timeoutMs: 30_000 });
  onCleanup(() => server.stop());
  return server;
}

/** What one write got back, and the slowest `/healthz` answer while it was under way. */
interface Probe {
  status?: string;
  text: string;
  healthzMaxMs: number;
  healthzCount: number;
  /** Probes that took `SLOW_MS` or more. */
  healthzSlow: number;
}

let nextId = 1;

/** Sends one `memory_write` (tool channel) and asks `/healthz` every 10 ms until it is answered. */
async function probe(server: HttpServerProcess, session: Record<string, string>, content: string): Promise<Probe> {
  const latencies: number[] = [];
  let done = false;
  const probing = (async () => {
    while (!done) {
      const start = performance.now();
      const res = await fetch(`${server.url}/healthz`);
      await res.arrayBuffer();
      latencies.push(performance.now() - start);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const r = await rawPost(server.mcpUrl, toolCall(nextId++, 'memory_write', { content, channel: 'tool' }), session);
  done = true;
  await probing;
  const result = r.messages[0]?.result as { structuredContent?: { status?: string } } | undefined;
  return { status: result?.structuredContent?.status, text: JSON.stringify(r.messages), healthzMaxMs: Math.max(...latencies), healthzCount: latencies.length, healthzSlow: latencies.filter((ms) => ms >= SLOW_MS).length };
}

/** Every rule id of the default policy's screening and provenance pattern lists. */
function defaultRuleIds(): string[] {
  const g = (parse(DEFAULT_POLICY) as { guard: { screening: Record<string, { id?: string; kind?: string }[]>; provenance: { forgery: { patterns: { id: string }[] } } } }).guard;
  const s = g.screening;
  const rules: { id?: string; kind?: string }[] = [...s.instructions, ...s.role_tags, ...s.links, ...s.secrets, ...g.provenance.forgery.patterns];
  return rules.map((r) => String(r.id ?? r.kind));
}

describe('adversarial writes through the HTTP server', () => {
  let server: HttpServerProcess;
  let session: Record<string, string>;
  beforeAll(async () => {
    server = await startServer(policyFile());
    session = await rawSession(server.mcpUrl, '2025-06-18', { 'mcp-protocol-version': '2025-06-18' });
  }, 60_000);

  it('has attack inputs for every pattern rule of the default policy', () => {
    const missing = defaultRuleIds().filter((id) => !RULE_ATTACKS[id]);
    expect(missing).toEqual([]);
  });

  const cases: [string, string][] = [
    ...Object.entries(RULE_ATTACKS).flatMap(([id, units]) => units.map((u): [string, string] => [`rule ${id}: ${JSON.stringify(u)} repeated`, u])),
    ...Object.entries(SHAPE_ATTACKS).map(([name, u]): [string, string] => [`detectors: ${name}`, u]),
  ];

  it.each(cases)('%s to 64 KiB is screened in time while /healthz answers within 250 ms', async (_name, unit) => {
    const content = fill(unit);
    expect(Buffer.byteLength(content)).toBeLessThanOrEqual(LIMIT_BYTES);
    const p = await probe(server, session, content);
    // Stored, held or refused by a verdict — never because a layer ran out of time or failed.
    expect(p.status, p.text.slice(0, 400)).toMatch(/^(active|quarantined|uncertain|rejected|superseded)$/);
    expect(p.text).not.toContain('layer_error');
    expect(p.healthzCount).toBeGreaterThan(0);
    // Every probe under SLOW_MS. A write screened on the event loop holds every probe sent meanwhile
    // for as long as it runs: seconds for these writes. (This file runs alone, after the rest of the
    // suite: see vitest.config.ts.)
    expect(p.healthzSlow, `slowest /healthz ${p.healthzMaxMs.toFixed(0)} ms`).toBe(0);
  });
});

describe('a layer past its deadline', () => {
  it('is abandoned: the write is held under on_error, /healthz keeps answering, and the next write is screened', async () => {
    // Backtracks on a repeated pair of characters, which the load check (single characters) cannot
    // see: cubic in the run of "ab", seconds for a few thousand.
    const slow = "      - id: slow-pair\n        pattern: '(?:ab)*(?:ab)*(?:ab)*c'\n        weight: 0.1\n";
    const server = await startServer(policyFile((y) => y.replace(/^    instructions:\n/mu, (m) => m + slow)));
    const session = await rawSession(server.mcpUrl, '2025-06-18', { 'mcp-protocol-version': '2025-06-18' });

    const stuck = await probe(server, session, `Build notes: ${'ab'.repeat(3000)}`);
    expect(stuck.status).toBe('quarantined');
    expect(stuck.text).toMatch(/layer_error/);
    expect(stuck.healthzMaxMs).toBeLessThan(SLOW_MS);

    const next = await probe(server, session, 'The staging database moved to host db-7 on Monday.');
    expect(next.status).toBe('active');
    expect(next.text).not.toContain('layer_error');
  }, 60_000);
});
