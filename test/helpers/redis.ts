/**
 * Redis for the tests: the shared server on 127.0.0.1:6379 (never stopped by a test; each test
 * works under its own random key prefix and deletes its keys after), and private `redis-server`
 * processes on free ports that a test may kill and restart to see Redis go away mid-load.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { freePort } from './processes.js';
import { onCleanup } from './resources.js';
import { makeTempDir } from './temp-dirs.js';

/** The shared Redis every service test uses. */
export const SHARED_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * Whether the shared Redis answers. Under CI a missing Redis fails the test file (CI starts it);
 * elsewhere the file is skipped with a message saying why.
 */
export async function haveRedis(): Promise<boolean> {
  const probe = new Redis(SHARED_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, connectTimeout: 1_000, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch (err) {
    if (process.env.CI === 'true') throw new Error(`Redis is not answering on ${SHARED_REDIS_URL} (CI starts it: .ci/run): ${String(err)}`);
    console.warn(`Redis tests skipped: nothing answers on ${SHARED_REDIS_URL} (${err instanceof Error ? err.message : String(err)})`);
    return false;
  } finally {
    probe.disconnect();
  }
}

/** A key prefix no other test uses; its keys are deleted when the current scope ends. */
export function testPrefix(): string {
  const prefix = `hg-test:${randomBytes(6).toString('hex')}:`;
  onCleanup(() => deleteKeys(SHARED_REDIS_URL, prefix));
  return prefix;
}

/** Deletes every key under `prefix`. */
export async function deleteKeys(url: string, prefix: string): Promise<void> {
  const c = new Redis(url, { maxRetriesPerRequest: 0, retryStrategy: () => null });
  c.on('error', () => undefined);
  try {
    const keys: string[] = [];
    for (let cursor = '0'; ; ) {
      const [next, batch] = await c.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      keys.push(...batch);
      cursor = next;
      if (cursor === '0') break;
    }
    if (keys.length) await c.del(...keys);
  } finally {
    c.disconnect();
  }
}

/** A plain client for a test, closed when its scope ends. */
export function testClient(url = SHARED_REDIS_URL): Redis {
  const c = new Redis(url, { maxRetriesPerRequest: 0 });
  c.on('error', () => undefined);
  onCleanup(() => c.disconnect());
  return c;
}

/** A private redis-server a test may stop and start again on the same port. */
export interface PrivateRedis {
  port: number;
  url: string;
  /** Starts it (again) and waits until it answers. */
  start(): Promise<void>;
  /** SIGKILLs it and waits for it to exit: Redis lost, nothing saved. */
  kill(): Promise<void>;
  /** SIGSTOP / SIGCONT: a Redis that hangs with its connections open, and comes back. */
  pause(): void;
  resume(): void;
}

/** Whether `redis-server` can be run (under CI its absence fails the test). */
export function haveRedisServer(): boolean {
  const r = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  if (r.status === 0) return true;
  if (process.env.CI === 'true') throw new Error('redis-server is not installed (apt-get install -y redis-server)');
  console.warn('private Redis tests skipped: redis-server is not installed');
  return false;
}

/**
 * A redis-server on a free loopback port, without persistence, killed when the scope ends;
 * `started: false` only reserves the port (nothing listens there until `start`).
 */
export async function privateRedis(opts: { started?: boolean } = {}): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = makeTempDir('hg-redis-');
  let child: ChildProcess | undefined;
  const url = `redis://127.0.0.1:${port}`;
  const kill = async () => {
    const c = child;
    child = undefined;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await exited;
  };
  const start = async () => {
    if (child) return;
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      for (let i = 0; ; i++) {
        try {
          await probe.connect();
          if ((await probe.ping()) === 'PONG') return;
        } catch {
          probe.disconnect();
          if (i > 100) throw new Error(`redis-server on port ${port} did not answer within 5 s`);
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    } finally {
      probe.disconnect();
    }
  };
  onCleanup(kill);
  if (opts.started ?? true) await start();
  const signal = (sig: NodeJS.Signals) => {
    if (!child) throw new Error('the private Redis is not running');
    child.kill(sig);
  };
  return { port, url, start, kill, pause: () => signal('SIGSTOP'), resume: () => signal('SIGCONT') };
}
