/**
 * The counters port on Redis, shared by every replica that uses the same Redis and key prefix:
 * sliding windows are sorted sets admitted into by one Lua script, baselines are hashes folded by
 * another, a principal's recent claims are a bounded list, and `exclusive` is a lease lock
 * (`SET NX PX`, renewed while held, released by compare-and-delete). Keys expire on their own, so
 * Redis holds only what a window still needs. Redis is a cache here, never the only copy of a
 * decision: the ledger records every verdict.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Baseline, ClaimSketch, Counters, RecentEntry, Take, WindowLimit } from '../../guard/counters.js';
import { InMemoryCounters, RECENT_RETENTION_MS } from '../../guard/counters.js';
import { EWMA, RELEASE, REMEMBER, RENEW, runScript, TAKE } from './redis-scripts.js';

/** Limits and timings of the Redis counters. */
export interface RedisCountersOptions {
  /** Prepended to every key (`hindsight:` by default): replicas sharing one must share one prefix. */
  prefix?: string;
  /** Entries kept per recent-list key (as `InMemoryCounters`). */
  maxEntriesPerKey?: number;
  /** Recent entries older than this are dropped; the list key expires after it. */
  retentionMs?: number;
  /** A baseline idle this many half-lives expires (its weight would be under 0.1% by then). */
  baselineHalfLives?: number;
  /** How long a lock is held without a renewal (a replica that died releases it after this). */
  leaseMs?: number;
  /** How long `exclusive` waits for another replica's lock before it fails. */
  waitMs?: number;
}

/** Thrown when a lock of another replica is not released in time. */
export class LockTimeoutError extends Error {
  /** Names the scope's kind, never the principal. */
  constructor(waitMs: number) {
    super(`a coordination lock was not released within ${waitMs} ms`);
    this.name = 'LockTimeoutError';
  }
}

/** Thrown when Redis holds an entry this code did not write (another version, a stray writer). */
export class CorruptEntryError extends Error {
  /** Says how long the key was, never what it holds (a principal's name). */
  constructor(key: string) {
    super(`unreadable entry under a recent-claims key (${key.length} chars)`);
    this.name = 'CorruptEntryError';
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Counters on Redis (`Counters` contract; see src/guard/counters.ts). */
export class RedisCounters implements Counters {
  private readonly prefix: string;
  private readonly maxEntries: number;
  private readonly retentionMs: number;
  private readonly baselineHalfLives: number;
  private readonly leaseMs: number;
  private readonly waitMs: number;
  /** Unique per process, so events admitted by two replicas in one millisecond stay two events. */
  private readonly origin = randomBytes(6).toString('hex');
  private seq = 0;
  /**
   * Calls of one scope queue here first: one waiter per scope per process polls Redis, and calls
   * from this process keep their arrival order.
   */
  private readonly local = new InMemoryCounters({ maxKeys: 1 });

  /** Counters over `client` (which the caller owns and closes). */
  constructor(
    private readonly client: Redis,
    opts: RedisCountersOptions = {},
  ) {
    this.prefix = opts.prefix ?? 'hindsight:';
    this.maxEntries = opts.maxEntriesPerKey ?? 64;
    this.retentionMs = opts.retentionMs ?? RECENT_RETENTION_MS;
    this.baselineHalfLives = opts.baselineHalfLives ?? 10;
    this.leaseMs = opts.leaseMs ?? 5_000;
    this.waitMs = opts.waitMs ?? 10_000;
  }

  private key(kind: string, key: string): string {
    return `${this.prefix}${kind}:${key}`;
  }

  async take(windows: readonly WindowLimit[], now: number): Promise<Take> {
    const args: (string | number)[] = [now, `${now}:${this.origin}:${this.seq++}`];
    for (const w of windows) args.push(w.windowMs, w.max);
    const out = (await runScript(this.client, TAKE, windows.map((w) => this.key('win', w.key)), args)) as (number | string)[];
    const n = windows.length;
    const counts = out.slice(2, 2 + n).map(Number);
    if (Number(out[0]) === 1) return { admitted: true, counts: counts.map((c) => c + 1) };
    const leaving = out.slice(2 + n, 2 + 2 * n);
    // Room comes back when enough of the oldest events have left every full window (as in-process).
    const waits = windows.map((w, i) => (leaving[i] === '' ? 0 : Number(leaving[i]) + w.windowMs - now));
    return { admitted: false, counts, full: Number(out[1]), retryAfterMs: Math.max(1, ...waits) };
  }

  async exclusive<T>(scope: string, fn: () => Promise<T>): Promise<T> {
    return this.local.exclusive(scope, async () => {
      const lock = this.key('lock', scope);
      const token = `${this.origin}:${this.seq++}`;
      const deadline = Date.now() + this.waitMs;
      for (let pause = 1; ; pause = Math.min(pause * 2, 20)) {
        if ((await this.client.set(lock, token, 'PX', this.leaseMs, 'NX')) === 'OK') break;
        if (Date.now() > deadline) throw new LockTimeoutError(this.waitMs);
        await sleep(pause);
      }
      // Renewed while `fn` runs, so a slow decision is not entered by another replica mid-way.
      const renew = setInterval(() => void runScript(this.client, RENEW, [lock], [token, this.leaseMs]).catch(() => undefined), Math.max(10, this.leaseMs / 3));
      renew.unref();
      try {
        return await fn();
      } finally {
        clearInterval(renew);
        // A release that fails (Redis gone) leaves the lease to expire on its own.
        await runScript(this.client, RELEASE, [lock], [token]).catch(() => undefined);
      }
    });
  }

  async ewma(key: string, value: number, now: number, halfLifeMs: number): Promise<Baseline> {
    const ttl = Math.ceil(halfLifeMs * this.baselineHalfLives);
    const [mean, samples] = (await runScript(this.client, EWMA, [this.key('ewma', key)], [value, now, halfLifeMs, ttl])) as [string, string];
    return { mean: Number(mean), samples: Number(samples) };
  }

  async recent(key: string, now: number, windowMs: number): Promise<RecentEntry[]> {
    const items = await this.client.lrange(this.key('recent', key), 0, -1);
    return items.map((item) => parseEntry(key, item)).filter((e) => e.at > now - windowMs);
  }

  async remember(key: string, entry: RecentEntry): Promise<void> {
    await runScript(this.client, REMEMBER, [this.key('recent', key)], [entry.at, `${entry.at}|${JSON.stringify(entry)}`, this.retentionMs, this.maxEntries]);
  }
}

/** Reads one stored entry back; anything else is an error (the layer then reports `error`: fail closed). */
function parseEntry(key: string, item: string): RecentEntry {
  const bar = item.indexOf('|');
  let e: unknown;
  try {
    e = JSON.parse(item.slice(bar + 1));
  } catch {
    throw new CorruptEntryError(key);
  }
  const r = e as Partial<RecentEntry> | null;
  const list = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
  const sketch = (x: Partial<ClaimSketch> | null | undefined): x is ClaimSketch => !!x && list(x.terms) && list(x.names) && list(x.numbers) && Array.isArray(x.clauses);
  if (
    !r ||
    typeof r.fingerprint !== 'string' ||
    typeof r.at !== 'number' ||
    typeof r.accepted !== 'boolean' ||
    !sketch(r.sketch) ||
    // The check across writers reads these where they are present.
    (r.principal !== undefined && typeof r.principal !== 'string') ||
    (r.words !== undefined && !sketch(r.words)) ||
    (r.sketch.runs !== undefined && !(Array.isArray(r.sketch.runs) && r.sketch.runs.every(list))) ||
    (r.sketch.markKeys !== undefined && !list(r.sketch.markKeys)) ||
    (r.sketch.partKeys !== undefined && !list(r.sketch.partKeys))
  ) {
    throw new CorruptEntryError(key);
  }
  return r as RecentEntry;
}
