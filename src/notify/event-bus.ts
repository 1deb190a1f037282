/**
 * The event bus port: how every replica learns at once that a record was written, changed status,
 * or that a reviewer decided a held write — so caches (the vector index, the webhook notifier's
 * view of the queue) catch up now instead of at their next poll. Events carry ids, tenants,
 * statuses and principals, never content. They are notifications, not state: a lost event costs a
 * replica only the wait until it next reads the ledger, which stays the truth.
 *
 * Two implementations: in-process (one replica; subscribers are called as events are published)
 * and Redis pub/sub (src/store/redis/redis-event-bus.ts).
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { StatusSchema } from '../core/types.js';

const Id = z.string().min(1).max(256);
const Status = StatusSchema;
const At = z.number().finite();

/** What one event says; `origin` names the replica that published it. */
export const MemoryEventSchema = z.discriminatedUnion('type', [
  /** A record was stored: by a write, held or served (`status`), or by a revision. */
  z.strictObject({ type: z.literal('record.created'), tenant: Id, id: Id, status: Status, principal: Id, at: At, origin: Id }),
  /** A stored record's status changed (superseded, expired, forgotten, reverted, …). */
  z.strictObject({ type: z.literal('record.status'), tenant: Id, id: Id, status: Status, at: At, origin: Id }),
  /** A reviewer approved (`status` what it became) or rejected a held write. */
  z.strictObject({ type: z.literal('quarantine.decided'), tenant: Id, id: Id, status: Status, reviewer: Id, at: At, origin: Id }),
]);
/** One event as delivered. */
export type MemoryEvent = z.infer<typeof MemoryEventSchema>;
/** An event as published (the bus adds its origin). */
export type NewMemoryEvent = MemoryEvent extends infer E ? (E extends MemoryEvent ? Omit<E, 'origin'> : never) : never;

/** Called for each event, this replica's and the others'. */
export type EventHandler = (event: MemoryEvent) => void;

/** The event bus port. */
export interface EventBus {
  /** This replica's name on the bus: an event whose `origin` is it was published here. */
  readonly origin: string;
  /** Delivers `event` to this replica's subscribers now and to the other replicas; never throws. */
  publish(event: NewMemoryEvent): Promise<void>;
  /** Calls `handler` for every event from now on; returns the unsubscribe. */
  subscribe(handler: EventHandler): () => void;
  /** Stops delivering. */
  close(): Promise<void>;
}

/** A replica name: random, so two processes on one host never share one. */
export function newOrigin(): string {
  return randomBytes(8).toString('hex');
}

/**
 * Subscribers of one replica: a handler that throws is skipped (and reported through `onError`),
 * never stops the others or the publisher.
 */
export class Subscribers {
  private readonly handlers = new Set<EventHandler>();
  /** Handlers that throw are reported to `onError`. */
  constructor(private readonly onError: (err: unknown) => void = () => undefined) {}

  /** Adds a handler; returns its removal. */
  add(handler: EventHandler): () => void {
    this.handlers.add(handler);
    return () => void this.handlers.delete(handler);
  }

  /** Calls every handler with `event`. */
  deliver(event: MemoryEvent): void {
    for (const h of this.handlers) {
      try {
        h(event);
      } catch (err) {
        this.onError(err);
      }
    }
  }
}

/** The bus of a single replica. */
export class InProcessEventBus implements EventBus {
  readonly origin = newOrigin();
  private readonly subscribers: Subscribers;
  private closed = false;

  /** `onError` hears of handlers that throw. */
  constructor(onError?: (err: unknown) => void) {
    this.subscribers = new Subscribers(onError);
  }

  async publish(event: NewMemoryEvent): Promise<void> {
    if (!this.closed) this.subscribers.deliver({ ...event, origin: this.origin } as MemoryEvent);
  }

  subscribe(handler: EventHandler): () => void {
    return this.subscribers.add(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}
