/**
 * Counters port: sliding windows, EWMA baselines and a short memory of recent claims
 * for the rate & repetition layer. In-process now, Redis later — so every method is async and
 * every value is plain JSON. Replicas must share these counters, or a flood spread over replicas
 * goes unseen.
 *
 * Two operations decide, so each is atomic on its own: `take` counts and admits a write in one
 * step (on Redis, one Lua script over the window keys), and `exclusive` runs one principal's
 * read–decide–remember of the repetition check with no other write of that principal in between
 * (on Redis, a lease lock: `SET key token NX PX`, released by a compare-and-delete script). Without
 * them, copies sent at once all read the memory before any of them is remembered, and all pass.
 */
import { LruMap } from '../core/lru.js';

/** How long a principal's recent writes are kept for the repetition checks: an hour, the longest window they may read. */
export const RECENT_RETENTION_MS = 3_600_000;

/** What the repetition check remembers about one write: a sketch, never the text itself. */
export interface ClaimSketch {
  /** Distinct content words (stemmed, no stopwords; CJK unigrams and bigrams). */
  terms: string[];
  /** Content words per clause, so copies in different wrappers still match on the claim. */
  clauses: string[][];
  /** Names in the text (stemmed, lower-cased), sorted and distinct. */
  names: string[];
  /** Numbers in the text, sorted (a multiset). */
  numbers: string[];
  /** A short write's distinctive values (brands, codes, numbers, names), folded: what it asserts. */
  marks?: string[];
  /** A short write's words, folded, without the glue words of any language: what a copy shares beside the values. */
  parts?: string[];
  /** A short write's claim subject, folded: a name that is what a claim is about is not a value it states. */
  subject?: string[];
  /** The subject was given by the caller (a memory's entity), not read from the text. */
  declared?: boolean;
  /** Where a short write meets another writer's (`acrossKeys`), kept by the check across writers. */
  markKeys?: string[];
  partKeys?: string[];
  /** A short write's names left out of its marks because they are its claim's subject. */
  subjectMarks?: string[];
  /** A short write's names of several words written one after another ("Teodora Brankova"): each is one name. */
  runs?: string[][];
  /** A short write's language, coarsely: its script, English or another Latin-script language, `und` when unsure. Copies in two languages share values, not words. */
  language?: string;
  /** Stems of its longer words in Latin letters (repeat-model.ts): what a translation keeps of cognates and names. */
  stems?: string[];
  /** The concepts it names in any language the lexicons read (repeat-model.ts). */
  concepts?: string[];
}

/** One remembered write of one principal. */
export interface RecentEntry {
  /** Id of the claim this write repeats (the fingerprint of its first copy), or its own. */
  fingerprint: string;
  /** Ids of other claims this write was found to repeat too: their copies are copies of one claim. */
  links?: string[];
  /** Epoch ms of the write. */
  at: number;
  /** False when the layer held the write: counted as a copy of a claim in the same words, never by the checks that read it in other words. */
  accepted: boolean;
  sketch: ClaimSketch;
  /** Who wrote it, where one key remembers several writers' writes (the tenant's, across sources). */
  principal?: string;
  /** Its content words, where `sketch` holds its values (the tenant's memory across sources). */
  words?: ClaimSketch;
}

/** An EWMA baseline as it stood before the newest value was folded in. */
export interface Baseline {
  mean: number;
  samples: number;
}

/** One sliding window a write must fit in: at most `max` events in `(now - windowMs, now]`. */
export interface WindowLimit {
  key: string;
  windowMs: number;
  max: number;
}

/** What `take` decided: admitted into every window, or into none because one is full. */
export type Take =
  | {
      admitted: true;
      /** Events in each window, this one included, in the order the windows were given. */
      counts: number[];
    }
  | {
      admitted: false;
      /** Events in each window (this one not recorded). */
      counts: number[];
      /** Index of the first full window. */
      full: number;
      /** When the full windows will have room again, in milliseconds from `now`. */
      retryAfterMs: number;
    };

/** Shared counters used by the guard layers. */
export interface Counters {
  /**
   * Admits one event into every window if each has room, recording it in all of them; otherwise
   * records it in none (a refused event does not use up the window, so a caller that waits
   * `retryAfterMs` gets in). Atomic: concurrent takes never admit more than `max` per window.
   */
  take(windows: readonly WindowLimit[], now: number): Promise<Take>;
  /**
   * Runs `fn` while no other `exclusive` call of the same `scope` runs (in every process sharing
   * the counters), in arrival order; the result or error of `fn` is passed through.
   */
  exclusive<T>(scope: string, fn: () => Promise<T>): Promise<T>;
  /**
   * Folds `value` into a time-decayed average and returns the baseline *before* this value, so a
   * burst is compared with history it has not yet contaminated. Each value weighs as much as the
   * time since the previous one (a burst of quick writes barely moves it), and weights halve every
   * `halfLifeMs`. The average is normalised by the weight gathered so far, so a young baseline is
   * the average of what it has seen, not its first value: a principal that ramps up to a steady
   * pace is not a burst against its own first minute.
   */
  ewma(key: string, value: number, now: number, halfLifeMs: number): Promise<Baseline>;
  /**
   * Remembered entries under `key` newer than `now - windowMs`, oldest first — those stamped after
   * `now` included: another replica's clock may run a little ahead, and what was remembered before
   * this call (under `exclusive`) is earlier, whatever its stamp says.
   */
  recent(key: string, now: number, windowMs: number): Promise<RecentEntry[]>;
  /** Remembers one entry under `key` (bounded: old and surplus entries are dropped). */
  remember(key: string, entry: RecentEntry): Promise<void>;
}

/** Limits of the in-process counters; defaults fit one busy process. */
export interface InMemoryCountersOptions {
  /** Keys kept per kind (windows, baselines, recent lists); least recently used go first. */
  maxKeys?: number;
  /** Entries kept per recent-list key. */
  maxEntriesPerKey?: number;
  /** Entries older than this are dropped when a key is written, whatever window reads them. */
  retentionMs?: number;
}

/** In-process counters: exact sliding logs, bounded in keys and in entries per key. */
export class InMemoryCounters implements Counters {
  private readonly hits: LruMap<number[]>;
  /** `sum` and `weight` of the decayed average; the first value waits for a gap to weigh it by. */
  private readonly baselines: LruMap<{ sum: number; weight: number; first: number; samples: number; at: number }>;
  private readonly entries: LruMap<RecentEntry[]>;
  /** Per scope, the end of the queue of `exclusive` calls; removed when the queue empties. */
  private readonly queues = new Map<string, Promise<void>>();
  private readonly maxEntries: number;
  private readonly retentionMs: number;

  /** Creates empty counters with the given bounds. */
  constructor(opts: InMemoryCountersOptions = {}) {
    const maxKeys = opts.maxKeys ?? 100_000;
    this.hits = new LruMap(maxKeys);
    this.baselines = new LruMap(maxKeys);
    this.entries = new LruMap(maxKeys);
    this.maxEntries = opts.maxEntriesPerKey ?? 64;
    this.retentionMs = opts.retentionMs ?? RECENT_RETENTION_MS;
  }

  /** Counts every window and admits the event into all or none of them (no await in between: atomic). */
  async take(windows: readonly WindowLimit[], now: number): Promise<Take> {
    const logs = windows.map((w) => {
      // A log holds admitted events only, so it never grows past its window's `max`.
      const log = (this.hits.get(w.key) ?? []).filter((at) => at > now - w.windowMs);
      this.hits.set(w.key, log);
      return log;
    });
    const counts = logs.map((l) => l.length);
    const full = windows.findIndex((w, i) => counts[i] >= w.max);
    if (full >= 0) {
      // Room comes back when enough of the oldest events have left every full window.
      const waits = windows.map((w, i) => (counts[i] >= w.max ? logs[i][counts[i] - w.max] + w.windowMs - now : 0));
      return { admitted: false, counts, full, retryAfterMs: Math.max(1, ...waits) };
    }
    logs.forEach((l) => l.push(now));
    return { admitted: true, counts: counts.map((n) => n + 1) };
  }

  /** Chains `fn` behind the scope's earlier calls. */
  async exclusive<T>(scope: string, fn: () => Promise<T>): Promise<T> {
    const before = this.queues.get(scope) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((r) => (release = r));
    const tail = before.then(() => mine);
    this.queues.set(scope, tail);
    await before;
    try {
      return await fn();
    } finally {
      release();
      // The last in the queue removes it: the map holds only scopes in use.
      if (this.queues.get(scope) === tail) this.queues.delete(scope);
    }
  }

  /** Folds a value into the baseline; returns the baseline before it. */
  async ewma(key: string, value: number, now: number, halfLifeMs: number): Promise<Baseline> {
    const prev = this.baselines.get(key);
    if (!prev) {
      this.baselines.set(key, { sum: 0, weight: 0, first: value, samples: 1, at: now });
      return { mean: 0, samples: 0 };
    }
    const keep = Math.pow(0.5, Math.max(0, now - prev.at) / halfLifeMs);
    const gap = 1 - keep;
    // The first value is weighed by the first gap, as if the same pace had preceded it.
    const [sum, weight] = prev.samples === 1 ? [gap * prev.first, gap] : [prev.sum, prev.weight];
    const mean = weight > 0 ? sum / weight : prev.first;
    this.baselines.set(key, { sum: keep * sum + gap * value, weight: keep * weight + gap, first: prev.first, samples: prev.samples + 1, at: now });
    return { mean, samples: prev.samples };
  }

  /** Entries inside the window, oldest first. */
  async recent(key: string, now: number, windowMs: number): Promise<RecentEntry[]> {
    return (this.entries.get(key) ?? []).filter((e) => e.at > now - windowMs).map((e) => ({ ...e }));
  }

  /** Remembers an entry, dropping expired and surplus ones. */
  async remember(key: string, entry: RecentEntry): Promise<void> {
    const list = (this.entries.get(key) ?? []).filter((e) => e.at > entry.at - this.retentionMs);
    list.push({ ...entry });
    if (list.length > this.maxEntries) list.splice(0, list.length - this.maxEntries);
    this.entries.set(key, list);
  }

  /** Number of keys held per kind, and scopes with `exclusive` calls in progress (for tests and metrics). */
  sizes(): { hits: number; baselines: number; entries: number; scopes: number } {
    return { hits: this.hits.size, baselines: this.baselines.size, entries: this.entries.size, scopes: this.queues.size };
  }

  /** Entries held under one key, whatever their age (for tests of the bounds). */
  held(key: string): number {
    return this.entries.get(key)?.length ?? 0;
  }
}
