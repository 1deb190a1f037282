/**
 * Shared counters that survive losing what they are shared through. While the shared store (Redis)
 * answers, it decides, and every count and claim is mirrored into this replica's own in-process
 * counters. When it stops answering — a refused connection, a dropped one, a command that times
 * out — the replica counts on its own (degraded: a flood spread over replicas is only seen per
 * replica), says so through `state()`, and goes back to the shared counters as soon as they answer
 * again. No write waits for Redis and none is refused for its absence: the ledger, not Redis, holds
 * every decision.
 *
 * The mirror is what makes the fallback worth having: a replica that loses Redis still remembers
 * the claims it saw, and after Redis comes back empty (restarted without persistence) a replica's
 * recent claims are the union of both, so a copy it already accepted twice is still held.
 */
import type { Baseline, Counters, RecentEntry, Take, WindowLimit } from '../guard/counters.js';
import { InMemoryCounters } from '../guard/counters.js';

/** How a replica coordinates with the others. */
export interface CoordinationState {
  /** `in-process`: alone by configuration; `redis`: shared; `degraded`: Redis configured but not answering. */
  mode: 'in-process' | 'redis' | 'degraded';
  /** Degraded: since when (epoch ms) and why. */
  since?: number;
  reason?: string;
}

/** Error messages of a Redis that cannot be reached (ioredis and the socket), as opposed to a wrong answer. */
const UNREACHABLE = /Connection is closed|Stream isn't writeable|Command timed out|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|connect|socket|LOADING|READONLY|MASTERDOWN|CLUSTERDOWN/i;

/** Whether `err` says the shared store is unreachable (fall back) rather than wrong (fail). */
export function isUnreachable(err: unknown): boolean {
  return err instanceof Error && UNREACHABLE.test(err.message);
}

/** What the failover counters run on. */
export interface FailoverDeps {
  shared: Counters;
  /** Whether the shared store is connected right now (ioredis: `status === 'ready'`). */
  connected: () => boolean;
  /** Told once per change of mode (for the log). */
  onChange?: (state: CoordinationState) => void;
  /** Epoch ms (the degraded-since time). */
  now?: () => number;
  /** The replica's own counters (default: fresh in-process ones). */
  local?: InMemoryCounters;
  /**
   * Asks the shared store whether it answers (ioredis: `ping`). While degraded and connected it is
   * tried every `probeMs`: a Redis that hung without dropping the connection comes back this way.
   */
  probe?: () => Promise<unknown>;
  /** How often the probe runs while degraded (default 1 s). */
  probeMs?: number;
}

/** Counters that fall back to this replica's own when the shared ones are unreachable. */
export class FailoverCounters implements Counters {
  private readonly local: InMemoryCounters;
  private degraded: { since: number; reason: string } | undefined;
  private prober: NodeJS.Timeout | undefined;

  /** Starts in `redis` mode; the first failed call degrades it. */
  constructor(private readonly deps: FailoverDeps) {
    this.local = deps.local ?? new InMemoryCounters();
  }

  /** The current mode. */
  state(): CoordinationState {
    return this.degraded ? { mode: 'degraded', ...this.degraded } : { mode: 'redis' };
  }

  /**
   * Marks the shared store unreachable (also called when the connection drops). From now on every
   * call is answered locally at once — none waits for a timeout — until `recover`.
   */
  degrade(reason: string): void {
    if (this.degraded) return;
    this.degraded = { since: (this.deps.now ?? Date.now)(), reason: reason.slice(0, 200) };
    this.deps.onChange?.(this.state());
    const probe = this.deps.probe;
    if (probe && !this.prober) {
      this.prober = setInterval(() => {
        if (this.deps.connected()) void probe().then(() => this.recover(), () => undefined);
      }, this.deps.probeMs ?? 1_000);
      this.prober.unref();
    }
  }

  /** Marks the shared store reachable again (also called when the connection is ready). */
  recover(): void {
    if (this.prober) clearInterval(this.prober);
    this.prober = undefined;
    if (!this.degraded) return;
    this.degraded = undefined;
    this.deps.onChange?.(this.state());
  }

  /** Stops the probe (on close). */
  stop(): void {
    if (this.prober) clearInterval(this.prober);
    this.prober = undefined;
  }

  /** Runs `shared` unless degraded or disconnected; `local` then, or when `shared` finds the store unreachable. */
  private async run<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (!this.deps.connected()) {
      this.degrade('Redis is not connected');
      return local();
    }
    if (this.degraded && this.deps.probe) return local();
    try {
      const out = await shared();
      this.recover();
      return out;
    } catch (err) {
      if (!isUnreachable(err) && this.deps.connected()) throw err;
      this.degrade(`Redis unreachable: ${err instanceof Error ? err.message : String(err)}`);
      return local();
    }
  }

  async take(windows: readonly WindowLimit[], now: number): Promise<Take> {
    return this.run(
      async () => {
        const t = await this.deps.shared.take(windows, now);
        // Mirrored (its own verdict ignored): the replica's windows are ready should Redis go.
        if (t.admitted) await this.local.take(windows, now);
        return t;
      },
      () => this.local.take(windows, now),
    );
  }

  async exclusive<T>(scope: string, fn: () => Promise<T>): Promise<T> {
    // This replica's calls queue locally first (one waiter per scope), then take the shared lock
    // if Redis answers; a lock that cannot be taken because Redis went away is not waited for.
    return this.local.exclusive(scope, async () => {
      if (!this.deps.connected()) {
        this.degrade('Redis is not connected');
        return fn();
      }
      if (this.degraded && this.deps.probe) return fn();
      let started = false;
      try {
        const out = await this.deps.shared.exclusive(scope, () => {
          started = true;
          return fn();
        });
        this.recover();
        return out;
      } catch (err) {
        // `fn` has side effects (it remembers claims): once it ran, its outcome stands.
        if (started || (!isUnreachable(err) && this.deps.connected())) throw err;
        this.degrade(`Redis unreachable: ${err instanceof Error ? err.message : String(err)}`);
        return fn();
      }
    });
  }

  async ewma(key: string, value: number, now: number, halfLifeMs: number): Promise<Baseline> {
    return this.run(
      async () => {
        const base = await this.deps.shared.ewma(key, value, now, halfLifeMs);
        await this.local.ewma(key, value, now, halfLifeMs);
        return base;
      },
      () => this.local.ewma(key, value, now, halfLifeMs),
    );
  }

  async recent(key: string, now: number, windowMs: number): Promise<RecentEntry[]> {
    const mine = await this.local.recent(key, now, windowMs);
    return this.run(async () => union(await this.deps.shared.recent(key, now, windowMs), mine), async () => mine);
  }

  async remember(key: string, entry: RecentEntry): Promise<void> {
    await this.local.remember(key, entry);
    await this.run(
      () => this.deps.shared.remember(key, entry),
      async () => undefined,
    );
  }
}

/**
 * The entries of both lists, oldest first: an entry in both (the mirror of a shared one) once, and
 * as many identical entries as the list holding more of them has (two replicas may accept the same
 * text in the same millisecond: two copies).
 */
function union(shared: RecentEntry[], local: RecentEntry[]): RecentEntry[] {
  const seen = new Map<string, number>();
  for (const e of shared) {
    const k = JSON.stringify(e);
    seen.set(k, (seen.get(k) ?? 0) + 1);
  }
  const extra = local.filter((e) => {
    const k = JSON.stringify(e);
    const n = seen.get(k) ?? 0;
    if (n > 0) seen.set(k, n - 1);
    return n === 0;
  });
  if (extra.length === 0) return shared;
  // Stable by time: ties keep shared entries first.
  return [...shared, ...extra].map((e, i) => [e, i] as const).sort((a, b) => a[0].at - b[0].at || a[1] - b[1]).map(([e]) => e);
}
