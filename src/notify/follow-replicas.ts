/**
 * What a replica does when another one announces a change: its vector index catches up with the
 * ledger now rather than at its next search, and its webhook notifier looks at the review queue
 * now rather than at its next poll. Both read the ledger, so nothing here trusts the event's
 * contents beyond "something changed".
 */
import type { EventBus, MemoryEvent } from './event-bus.js';

/** What the replica keeps up to date. */
export interface Followers {
  /** Catches the vector index up with the ledger (`VectorIndex.size` does). */
  catchUp?: () => unknown;
  /** Looks at the review queue now (`Notifier.poll`). */
  pollQueue?: () => Promise<void>;
  /** Where a follower that failed is reported. */
  onError?: (err: unknown) => void;
}

/** Subscribes `followers` to the other replicas' events; returns the unsubscribe. */
export function followReplicas(bus: EventBus, followers: Followers): () => void {
  let pending = false;
  const run = (fn: () => unknown) => {
    try {
      const out = fn();
      if (out instanceof Promise) out.catch((err: unknown) => followers.onError?.(err));
    } catch (err) {
      followers.onError?.(err);
    }
  };
  return bus.subscribe((e: MemoryEvent) => {
    if (e.origin === bus.origin) return;
    // A burst of events is one catch-up: the index reads every change since its last look.
    if (followers.catchUp && !pending) {
      pending = true;
      setImmediate(() => {
        pending = false;
        run(followers.catchUp!);
      });
    }
    const touchesQueue = e.type === 'quarantine.decided' || e.status === 'quarantined' || (e.type === 'record.status' && e.status === 'expired-quarantine');
    if (touchesQueue && followers.pollQueue) run(followers.pollQueue);
  });
}
