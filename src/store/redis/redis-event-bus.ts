/**
 * The event bus over Redis pub/sub: one channel per key prefix, JSON messages validated on
 * arrival (anything else is dropped and reported), this replica's own messages skipped on the way
 * back (its subscribers already had them when they were published). Publishing while Redis is away
 * delivers locally and drops the rest: other replicas read the ledger at their next poll anyway.
 */
import type { Redis } from 'ioredis';
import { MemoryEventSchema, newOrigin, Subscribers, type EventBus, type EventHandler, type MemoryEvent, type NewMemoryEvent } from '../../notify/event-bus.js';

/** Longest message accepted from the channel (an event is a few hundred bytes). */
const MAX_MESSAGE = 4096;

/** What the bus reports besides events. */
export interface RedisEventBusHooks {
  /** A message that is not an event, a handler that threw, a publish that failed. */
  onError?: (err: unknown, what: 'message' | 'handler' | 'publish') => void;
  /** Counts events per direction (the metrics). */
  onEvent?: (direction: 'published' | 'received') => void;
}

/** Redis pub/sub bus. `publisher` is any connected client; `subscriber` must be its own connection. */
export class RedisEventBus implements EventBus {
  readonly origin = newOrigin();
  private readonly subscribers: Subscribers;
  private closed = false;

  /** Subscribes `subscriber` to `channel` (resubscribed by ioredis after a reconnect). */
  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
    private readonly hooks: RedisEventBusHooks = {},
  ) {
    this.subscribers = new Subscribers((err) => hooks.onError?.(err, 'handler'));
    subscriber.on('message', (ch: string, message: string) => {
      if (ch === channel && !this.closed) this.receive(message);
    });
  }

  /** Resolves once the subscription is in place (or rejects if Redis refuses it). */
  async ready(): Promise<void> {
    await this.subscriber.subscribe(this.channel);
  }

  private receive(message: string): void {
    let event: MemoryEvent;
    try {
      if (message.length > MAX_MESSAGE) throw new Error(`an event message of ${message.length} bytes`);
      event = MemoryEventSchema.parse(JSON.parse(message));
    } catch (err) {
      this.hooks.onError?.(err, 'message');
      return;
    }
    if (event.origin === this.origin) return;
    this.hooks.onEvent?.('received');
    this.subscribers.deliver(event);
  }

  /** Delivers here at once, then to the other replicas over the channel (dropped while Redis is away). */
  async publish(event: NewMemoryEvent): Promise<void> {
    if (this.closed) return;
    const full = { ...event, origin: this.origin } as MemoryEvent;
    this.subscribers.deliver(full);
    // Redis away: the replica is degraded and says so; one report per dropped event would be noise.
    if (this.publisher.status !== 'ready') return;
    try {
      await this.publisher.publish(this.channel, JSON.stringify(full));
      this.hooks.onEvent?.('published');
    } catch (err) {
      this.hooks.onError?.(err, 'publish');
    }
  }

  /** Calls `handler` for this replica's events and every other replica's. */
  subscribe(handler: EventHandler): () => void {
    return this.subscribers.add(handler);
  }

  /** Stops delivering and leaves the channel (the caller closes the connections). */
  async close(): Promise<void> {
    this.closed = true;
    await this.subscriber.unsubscribe(this.channel).catch(() => undefined);
  }
}
