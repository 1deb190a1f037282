/**
 * deploy/haproxy.cfg run for real: the compose file's balancer in front of two `serve --http`
 * replicas sharing PostgreSQL and Redis, as in docker-compose.yml, with the container names
 * replaced by the replicas' loopback ports (nothing else of the file is changed). MCP sessions
 * opened through the one port land on both replicas and stay on theirs, what one replica stores
 * the other serves, and a replica that dies is taken out by the /readyz checks while new sessions
 * keep working.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { callOk, connectHttp } from '../helpers/mcp-clients.js';
import { ROOT } from '../helpers/paths.js';
import { freshSchema, HAVE_POSTGRES, TEST_DATABASE_URL } from '../helpers/postgres.js';
import { freePort, startHttpServer } from '../helpers/processes.js';
import { haveRedis, SHARED_REDIS_URL, testPrefix } from '../helpers/redis.js';
import { onCleanup } from '../helpers/resources.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

/** Whether HAProxy is installed; CI installs it (.ci/run), so there its absence fails the file. */
function haveHaproxy(): boolean {
  const ok = spawnSync('haproxy', ['-v']).status === 0;
  if (!ok && process.env.CI === 'true') throw new Error('haproxy is not installed (.ci/run installs it)');
  if (!ok) process.stderr.write('skipping the balancer test: haproxy is not installed (apt-get install haproxy)\n');
  return ok;
}
const HAVE_REDIS = await haveRedis();
const READY = HAVE_POSTGRES && HAVE_REDIS && haveHaproxy();

/** deploy/haproxy.cfg with the replicas at `ports` on loopback and the frontend on `lbPort`; each change asserted. */
function localConfig(ports: number[], lbPort: number): string {
  let cfg = readFileSync(join(ROOT, 'deploy', 'haproxy.cfg'), 'utf8');
  const swap = (from: RegExp, to: string) => {
    expect(cfg, String(from)).toMatch(from);
    cfg = cfg.replace(from, to);
  };
  // Docker's DNS is not here: the addresses below are literal.
  swap(/^resolvers docker\n(?:[ \t]+.*\n)+/m, '');
  swap(/ resolvers docker init-addr last,libc,none/, '');
  swap(/^(\s*)bind :8787$/m, `$1bind 127.0.0.1:${lbPort}`);
  ports.forEach((p, i) => swap(new RegExp(`^(\\s*)server hindsight-${i + 1} hindsight-${i + 1}:8787$`, 'm'), `$1server hindsight-${i + 1} 127.0.0.1:${p}`));
  return cfg;
}

/** Sum of `hindsight_mcp_requests_total` a replica counted. */
async function requestsServed(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return text
    .split('\n')
    .filter((l) => l.startsWith('hindsight_mcp_requests_total{'))
    .reduce((n, l) => n + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

async function until<T>(what: string, ms: number, f: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const v = await f();
      if (v !== undefined) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms${last ? ` (${String(last)})` : ''}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.skipIf(!READY)('deploy/haproxy.cfg in front of two replicas on PostgreSQL and Redis', () => {
  it('spreads sessions over both replicas, keeps each on its own, shares what they store, and routes around a dead one', async () => {
    const env = {
      HINDSIGHT_DATABASE_URL: TEST_DATABASE_URL,
      HINDSIGHT_DATABASE_SCHEMA: freshSchema(),
      HINDSIGHT_REDIS_URL: SHARED_REDIS_URL,
      HINDSIGHT_REDIS_PREFIX: testPrefix(),
    };
    // Guard threads as in the image (the default): the models are loaded before a replica listens,
    // so the first write's guard layers do not wait for them behind their 2 s deadline.
    const replicas = await Promise.all([1, 2].map(() => startHttpServer(makeTempDir(), { env, timeoutMs: 60_000 })));
    const lbPort = await freePort();
    const cfg = join(makeTempDir(), 'haproxy.cfg');
    writeFileSync(cfg, localConfig(replicas.map((r) => Number(new URL(r.url).port)), lbPort));
    expect(spawnSync('haproxy', ['-c', '-f', cfg], { encoding: 'utf8' }).status).toBe(0);
    const lb = spawn('haproxy', ['-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    lb.stdout.setEncoding('utf8').on('data', (d: string) => (log += d));
    lb.stderr.setEncoding('utf8').on('data', (d: string) => (log += d));
    onCleanup(() => void lb.kill('SIGKILL'));
    const base = `http://127.0.0.1:${lbPort}`;
    await until('the balancer answers', 10_000, async () => ((await fetch(`${base}/lb-health`)).status === 200 ? true : undefined));
    // Both replicas in rotation: /readyz answered through the balancer by each of them in turn.
    await until(`both replicas ready behind the balancer (log: ${log})`, 30_000, async () => {
      const statuses = [(await fetch(`${base}/readyz`)).status, (await fetch(`${base}/readyz`)).status];
      return statuses.every((s) => s === 200) ? true : undefined;
    });

    // Four sessions through one port, round-robin: each replica opens some, and every later
    // request of a session reaches the replica that knows it (a stray one would answer 404).
    const clients = [];
    for (let i = 0; i < 4; i++) clients.push(await connectHttp(`${base}/mcp`, undefined, `client-${i}`));
    const written = await callOk<{ id: string; status: string }>(clients[0]!, 'memory_write', { content: 'The deploy freeze starts on Friday at 18:00' });
    expect(written.status).toBe('active');
    for (const c of clients) {
      const found = await callOk<{ results: { id: string }[] }>(c, 'memory_search', { query: 'deploy freeze Friday' });
      expect(found.results.map((r) => r.id)).toContain(written.id);
    }
    const served = await Promise.all(replicas.map((r) => requestsServed(r.url)));
    expect(served[0]).toBeGreaterThan(0);
    expect(served[1]).toBeGreaterThan(0);

    // One replica dies: its checks fail, the balancer takes it out, and new sessions work on the other.
    await replicas[0]!.kill();
    await until('hindsight-1 marked DOWN', 20_000, async () => (/Server replicas\/hindsight-1 is DOWN/.test(log) ? true : undefined));
    for (let i = 0; i < 3; i++) {
      const c = await connectHttp(`${base}/mcp`, undefined, `after-${i}`);
      const found = await callOk<{ results: { id: string }[] }>(c, 'memory_search', { query: 'deploy freeze Friday' });
      expect(found.results.map((r) => r.id)).toContain(written.id);
    }
    expect(lb.exitCode).toBeNull();
  }, 120_000);
});
