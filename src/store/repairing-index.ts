/**
 * The vector index as the write path sees it: an add that fails after the ledger committed does
 * not fail the write. The ledger is the source of truth and the write is stored, so it is
 * acknowledged; the record is marked missing and caught up from the ledger in the background
 * (issue 12: an index update that threw reported an error for a stored write, and the record
 * stayed out of the index until a restart). Until it is caught up `/readyz` says how many records
 * the index lacks and why, and no snapshot is saved whose watermark would skip them.
 */
import type { Ledger, VectorHit, VectorIndex } from './ports.js';

/** Where the index's troubles are told (the process logger). */
export interface IndexLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** Options of the repairing index. */
export interface RepairingIndexOptions {
  logger?: IndexLogger;
  /** First wait before a failed catch-up is tried again; doubles up to a minute. */
  retryMs?: number;
}

/** Missing seqs remembered one by one; past this many the catch-up re-adds everything after the oldest. */
const MAX_TRACKED = 100_000;
const MAX_RETRY_MS = 60_000;

/** A `VectorIndex` whose adds never throw: a failed add is caught up from the ledger. */
export class RepairingIndex implements VectorIndex {
  /** Seqs whose add failed, not yet caught up. */
  private readonly missing = new Set<number>();
  /** Lowest seq of failed adds `missing` had no room for (Infinity: none): everything after it is re-added. */
  private untracked = Infinity;
  private lastError = '';
  private running: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private retryMs: number;
  private closed = false;

  /** Wraps `inner`; `ledger` is where missing records are read back from. */
  constructor(
    private readonly inner: VectorIndex,
    private readonly ledger: Pick<Ledger, 'embeddings'>,
    private readonly opts: RepairingIndexOptions = {},
  ) {
    this.retryMs = opts.retryMs ?? 1000;
  }

  add(seq: number, vector: Float32Array): void {
    try {
      this.inner.add(seq, vector);
    } catch (err) {
      this.markMissing(seq, err);
      this.opts.logger?.warn({ seq, err }, 'vector index update failed after the ledger commit; the write is stored and the index catches up from the ledger');
      this.schedule(0);
    }
  }

  search(vector: Float32Array, k: number, filter?: (seq: number) => boolean, effort?: 'low' | 'normal'): VectorHit[] {
    return this.inner.search(vector, k, filter, effort);
  }

  size(): number {
    return this.inner.size();
  }

  maxSeq(): number {
    return this.inner.maxSeq();
  }

  /** Catches up first; while records are still missing the previous snapshot is kept (start-up catch-up covers it). */
  async save(): Promise<void> {
    await this.catchUp();
    if (!this.behind()) await this.inner.save();
  }

  clear(): void {
    this.inner.clear();
    this.forget();
  }

  health(): true | string {
    if (this.behind()) {
      const n = this.untracked < Infinity ? `more than ${this.missing.size}` : String(this.missing.size);
      return `index lacks ${n} stored record(s) since an update failed (${this.lastError}); catching up from the ledger`;
    }
    return this.inner.health();
  }

  /** Whether stored records are missing from the index. */
  behind(): boolean {
    return this.missing.size > 0 || this.untracked < Infinity;
  }

  /**
   * Re-adds the missing records from the ledger now (one catch-up at a time). Resolves when done
   * or failed; a failure is retried later with back-off.
   */
  catchUp(): Promise<void> {
    if (!this.behind()) return Promise.resolve();
    this.running ??= this.runCatchUp().finally(() => (this.running = undefined));
    return this.running;
  }

  /** Stops retrying (the store is closing). */
  stop(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async runCatchUp(): Promise<void> {
    const wanted = new Set(this.missing);
    // Adds that fail from here on land in `missing` / `untracked` again, for the next run.
    const untracked = this.untracked;
    this.untracked = Infinity;
    let from = untracked;
    let last = untracked < Infinity ? Infinity : 0;
    for (const seq of wanted) {
      if (seq < from) from = seq;
      if (seq > last) last = seq;
    }
    let added = 0;
    try {
      for await (const { seq, embedding } of this.ledger.embeddings(from - 1)) {
        if (seq > last) break;
        if (seq < untracked && !wanted.has(seq)) continue;
        this.inner.add(seq, embedding);
        added++;
      }
    } catch (err) {
      this.untracked = Math.min(this.untracked, untracked);
      this.lastError = message(err);
      this.opts.logger?.warn({ err, missing: this.missing.size, retryMs: this.retryMs }, 'vector index catch-up failed; retried later (or run `hindsight-guard reindex` with the server stopped)');
      this.schedule(this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
      return;
    }
    for (const seq of wanted) this.missing.delete(seq);
    this.retryMs = this.opts.retryMs ?? 1000;
    this.opts.logger?.info({ added }, 'vector index caught up with the ledger');
    if (this.behind()) this.schedule(0);
  }

  private markMissing(seq: number, err: unknown): void {
    this.lastError = message(err);
    if (this.missing.size < MAX_TRACKED) this.missing.add(seq);
    else this.untracked = Math.min(this.untracked, seq);
  }

  private schedule(ms: number): void {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.catchUp();
    }, ms);
    this.timer.unref();
  }

  private forget(): void {
    this.missing.clear();
    this.untracked = Infinity;
    this.lastError = '';
  }
}

function message(err: unknown): string {
  return err instanceof Error ? err.message.slice(0, 200) : String(err).slice(0, 200);
}
