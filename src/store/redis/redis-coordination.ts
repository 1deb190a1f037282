/**
 * Coordination through Redis: the failover counters over the Redis counters, the pub/sub event
 * bus, and the connection events that move the replica between shared and degraded.
 */
import { once } from 'node:events';
import type { Redis } from 'ioredis';
import type { Coordination, OpenCoordinationOptions } from '../coordination.js';
import { FailoverCounters } from '../failover-counters.js';
import { createRedisClient, redactRedisUrl } from './redis-client.js';
import { RedisCounters } from './redis-counters.js';
import { RedisEventBus } from './redis-event-bus.js';

/**
 * Opens coordination through the Redis at `url`, keys under `prefix`. It waits up to `connectWaitMs` for the
 * connection; a Redis that does not answer by then is not a reason to refuse to start — the replica
 * starts degraded, says so, and joins the others when Redis answers. A malformed URL is refused.
 */
export async function openRedisCoordination(url: string, prefix: string, opts: OpenCoordinationOptions = {}): Promise<Coordination> {
  const where = redactRedisUrl(url);
  const { log } = opts;
  const client = createRedisClient(url);
  // Pub/sub needs a connection of its own; its SUBSCRIBE may wait for the connection.
  const subscriber = createRedisClient(url, { queueWhileOffline: true, commandTimeoutMs: 0 });
  const counters = new FailoverCounters({
    shared: new RedisCounters(client, { prefix }),
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
  const events = new RedisEventBus(client, subscriber, `${prefix}events`, {
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
    log?.info({ redis: where, prefix }, 'coordinating through Redis');
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
