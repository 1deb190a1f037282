/**
 * One ioredis connection as the coordinator needs it: commands fail fast instead of queueing while
 * Redis is away (a write must not wait for a reconnect — the guard counts on this replica
 * meanwhile), a command that hangs fails after a timeout, and the client keeps reconnecting in the
 * background, forever, so the replicas recover on their own when Redis comes back.
 */
import { Redis } from 'ioredis';
import { HindsightError } from '../../core/errors.js';

/** How a coordinator connection behaves; the defaults suit Redis on the same network. */
export interface RedisClientOptions {
  /** A command with no answer after this many milliseconds fails (Redis hung, a partition); 0: never. */
  commandTimeoutMs?: number;
  /** A connection attempt is given up after this many milliseconds. */
  connectTimeoutMs?: number;
  /** The longest pause between reconnection attempts. */
  maxReconnectDelayMs?: number;
  /** Queue commands until connected (the pub/sub connection: its SUBSCRIBE may wait). */
  queueWhileOffline?: boolean;
}

/** Checks a Redis URL (`redis://` or `rediss://`); the error names the setting, never the password. */
export function parseRedisUrl(url: string, setting = 'HINDSIGHT_REDIS_URL'): URL {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new HindsightError('invalid_argument', `${setting}: not a URL; expected redis://[user:password@]host[:port][/db]`);
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') {
    throw new HindsightError('invalid_argument', `${setting}: ${u.protocol} is not redis: or rediss:; expected redis://[user:password@]host[:port][/db]`);
  }
  if (!u.hostname) throw new HindsightError('invalid_argument', `${setting}: no host; expected redis://[user:password@]host[:port][/db]`);
  const db = u.pathname.replace(/^\//, '');
  if (db !== '' && !/^\d{1,2}$/.test(db)) throw new HindsightError('invalid_argument', `${setting}: database "${db.slice(0, 20)}" is not a number`);
  return u;
}

/** The URL with any password replaced, for logs and `/healthz`. */
export function redactRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(invalid URL)';
  }
}

/**
 * Creates a client for `url` (checked first). It starts connecting at once; `status === 'ready'`
 * says whether it can answer now.
 */
export function createRedisClient(url: string, opts: RedisClientOptions = {}): Redis {
  parseRedisUrl(url);
  const maxDelay = opts.maxReconnectDelayMs ?? 2_000;
  const client = new Redis(url, {
    // Fail now rather than wait for a reconnect: the caller falls back to counting on this replica.
    enableOfflineQueue: opts.queueWhileOffline ?? false,
    maxRetriesPerRequest: 0,
    // Generous: a busy event loop (a long write being read) must not pass for a Redis that hung.
    ...(opts.commandTimeoutMs === 0 ? {} : { commandTimeout: opts.commandTimeoutMs ?? 2_000 }),
    connectTimeout: opts.connectTimeoutMs ?? 2_000,
    // Reconnect forever, backing off: Redis coming back is how the replicas recover.
    retryStrategy: (times) => Math.min(50 * times, maxDelay),
    lazyConnect: false,
  });
  // Errors are reported through the commands that fail and the client's status; an unhandled
  // 'error' event would crash the process.
  client.on('error', () => undefined);
  return client;
}
