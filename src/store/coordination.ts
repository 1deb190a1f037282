/**
 * How one replica coordinates with the others: the counters the guard's rate and repetition
 * layer decides with, and the bus that tells every replica about new records, status changes and
 * review decisions. In process by default (one replica: exactly the counters the guard always had,
 * no bus); on Redis when a URL is configured, with a fallback to this replica's own counters while
 * Redis does not answer.
 */
import { once } from 'node:events';
import type { Redis } from 'ioredis';
import type { CoordinationConfig } from '../config/coordination-config.js';
import type { Counters } from '../guard/counters.js';
import type { EventBus } from '../notify/event-bus.js';
import type { EventDirection } from '../observability/metrics-port.js';
import { FailoverCounters, type CoordinationState } from './failover-counters.js';
import { createRedisClient, redactRedisUrl } from './redis/redis-client.js';
import { RedisCounters } from './redis/redis-counters.js';
import { RedisEventBus } from './redis/redis-event-bus.js';

export type { CoordinationState } from './failover-counters.js';

/** An opened coordination. */
export interface Coordination {
  /** The guard's counters; undefined: the guard makes its own in-process ones. */
  counters?: Counters;
  /** The event bus; undefined: nobody else to tell. */
  events?: EventBus;
  /** Where the replica stands now (`/readyz`, `hindsight_coordination_degraded`). */
  state(): CoordinationState;
  /** The Redis URL in use, password hidden (for logs and health). */
  describe(): string;
  /** Closes the connections. */
  close(): Promise<void>;
}

/** Where coordination reports (pino's signatures). */
export interface CoordinationLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

/** The single-replica default. */
export function inProcessCoordination(): Coordination {
  return { state: () => ({ mode: 'in-process' }), describe: () => 'in-process', close: async () => undefined };
}

/** Options of `openCoordination`. */
export interface OpenCoordinationOptions {
  log?: CoordinationLog;
  /** Counts events per direction (the metrics). */
  onEvent?: (direction: EventDirection) => void;
  /** How long to wait for Redis at start before starting degraded (it keeps trying after). */
  connectWaitMs?: number;
}

/**
 * Opens the coordination `config` asks for. With Redis it waits up to `connectWaitMs` for the
 * connection; a Redis that does not answer by then is not a reason to refuse to start — the replica
 * starts degraded, says so, and joins the others when Redis answers. A malformed URL is refused.
 */
export async function openCoordination(config: CoordinationConfig, opts: OpenCoordinationOptions = {}): Promise<Coordination> {
  if (!config.redisUrl) return inProcessCoordination();
  const where = redactRedisUrl(config.redisUrl);
  const { log } = opts;
  const client = createRedisClient(config.redisUrl);
  // Pub/sub needs a connection of its own; its SUBSCRIBE may wait for the connection.
  const subscriber = createRedisClient(config.redisUrl, { queueWhileOffline: true, commandTimeoutMs: 0 });
  const counters = new FailoverCounters({
    shared: new RedisCounters(client, { prefix: config.prefix }),
    connected: () => client.status === 'ready',
    probe: () => client.ping(),
    onChange: (s) =>
      s.mode === 'degraded'
        ? log?.warn({ redis: where, reason: s.reason }, 'coordination degraded: Redis unreachable; rate and repetition are counted on this replica alone until it answers')
        : log?.info({ redis: where }, 'coordination restored: Redis answers again'),
  });
  client.on('ready', () => counters.recover());
  let closing = false;
  client.on('close', () => closing || counters.degrade('the connection to Redis was lost'));
  const events = new RedisEventBus(client, subscriber, `${config.prefix}events`, {
    onEvent: opts.onEvent,
    onError: (err, what) => log?.warn({ err: err instanceof Error ? err.message : String(err), what }, 'coordination event dropped'),
  });
  // SUBSCRIBE waits for the connection (and is renewed by ioredis after every reconnect).
  const subscribed = events.ready().then(
    () => true,
    (err: unknown) => {
      log?.warn({ err: err instanceof Error ? err.message : String(err) }, 'coordination: subscribing to events failed');
      return false;
    },
  );
  const waitMs = opts.connectWaitMs ?? 2_000;
  if (await connected(client, waitMs)) {
    // Started with Redis: subscribed before the first write, so no other replica's event is missed.
    await Promise.race([subscribed, new Promise((r) => setTimeout(r, waitMs).unref())]);
    log?.info({ redis: where, prefix: config.prefix }, 'coordinating through Redis');
  } else counters.degrade(`Redis did not answer at ${where} within ${waitMs} ms`);
  return {
    counters,
    events,
    state: () => counters.state(),
    describe: () => where,
    close: async () => {
      closing = true;
      counters.stop();
      await events.close();
      client.disconnect();
      subscriber.disconnect();
    },
  };
}

/** Whether `client` is ready within `ms`. */
async function connected(client: Redis, ms: number): Promise<boolean> {
  if (client.status === 'ready') return true;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), ms);
  try {
    await once(client, 'ready', { signal: timeout.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
