/**
 * In-process HNSW vector index (hnswlib-node) over the records a reader may be given: those in
 * `INDEXED_STATUSES`. A record held, rejected, forgotten or rolled back when written never enters
 * the graph, so a flood of held near-duplicates costs the index nothing; one that leaves service
 * later stays in the graph, and no search returns it. Each search is scoped to one tenant and a
 * set of statuses inside hnswlib's graph walk (its filter callback), not applied to a global top k
 * afterwards, so another tenant's records or withheld ones can never take a result's place.
 *
 * The ledger is the source of truth. Before each search the index reads what changed since it
 * last looked (one query when nothing did): this process's commits and those of a `review` or
 * `rollback` run beside the server alike. The graph is snapshotted (`index-snapshots.ts`: files
 * beside the embedded ledger, or a table of the PostgreSQL one); at start the snapshot's
 * labels are reconciled with every record's current tenant and status, and a missing, foreign or
 * unreadable snapshot, or one mostly out of service, is rebuilt from the ledger, never trusted.
 */
import hnswlib from 'hnswlib-node';
import { INDEXED_STATUSES, StatusSchema, type EmbeddingModel, type Status } from '../../core/types.js';
import type { IndexEntry, IndexFeed, IndexMarks, IndexScope, VectorHit, VectorIndex } from '../ports.js';
import type { IndexSnapshots, SnapshotMeta } from './index-snapshots.js';

const { HierarchicalNSW } = hnswlib;

/** HNSW build and search parameters. */
export interface HnswOptions {
  m: number;
  efConstruction: number;
  efSearch: number;
  initialCapacity: number;
}

/** efSearch 200: recall@10 0.96 at 100k memories for ~0.7 ms a query (bench core); 96 gave 0.92. */
/** ef for low-effort searches: the write path wants neighbours above a similarity floor only. */
const LOW_EF = 64;
const DEFAULTS: HnswOptions = { m: 16, efConstruction: 200, efSearch: 200, initialCapacity: 1024 };
/** Changes read from the ledger per query while catching up. */
const BATCH = 2000;
/** A snapshot with more out-of-service labels than this (and a quarter of its graph) is rebuilt at start. */
const STALE_REBUILD = 1000;

const STATUS_CODE = new Map<Status, number>(StatusSchema.options.map((s, i) => [s, i]));
const INDEXED = new Set(INDEXED_STATUSES);
const INDEXED_MASK = maskOf(INDEXED_STATUSES);

/** How the index came up, for the start-up log. */
export interface IndexOpenInfo {
  /** Labels loaded from the snapshot. */
  loaded: number;
  /** Records added from the ledger at start. */
  caughtUp: number;
  rebuilt: boolean;
}

/** HNSW implementation of the vector-index port, fed by the ledger. */
export class HnswIndex implements VectorIndex {
  private index: InstanceType<typeof HierarchicalNSW>;
  private capacity: number;
  /**
   * By seq: tenant code × 16 + status code of each graph label as of the last catch-up, 0 for a
   * record not in the graph. An array, not a map: the filter callback reads it for every node the
   * graph walk visits (4 bytes a record, held ones included).
   */
  private codes = new Int32Array(1024);
  /** Labels in the graph, and the highest. */
  private labels = 0;
  private top = 0;
  /** Graph labels per code (tenant and status): how much of the graph a scope covers. */
  private perCode = new Map<number, number>();
  /** Graph labels whose record is no longer in an indexed status. */
  private stale = 0;
  private tenants = new Map<string, number>();
  private marks: IndexMarks = { seq: 0, change: 0 };
  /** The ledger epoch the index has caught up with (-1: never). */
  private epoch = -1;
  private dirty = false;
  /** Points added to the graph so far (a saved snapshot is current while this has not moved). */
  private inserts = 0;

  /** An empty index for `model`, fed by `feed`; snapshots are kept in `snapshots`, when given. */
  constructor(
    private readonly model: EmbeddingModel,
    private readonly feed: IndexFeed,
    private readonly snapshots?: IndexSnapshots,
    private readonly opts: HnswOptions = DEFAULTS,
  ) {
    this.capacity = opts.initialCapacity;
    this.index = this.fresh(this.capacity);
  }

  private fresh(capacity: number) {
    const idx = new HierarchicalNSW('cosine', this.model.dim);
    idx.initIndex({ maxElements: capacity, m: this.opts.m, efConstruction: this.opts.efConstruction, randomSeed: 42, allowReplaceDeleted: false });
    idx.setEf(this.opts.efSearch);
    return idx;
  }

  /** Loads the snapshot if it is usable, reconciles it with the ledger and adds what it lacks. */
  async open(): Promise<IndexOpenInfo> {
    const epoch = await this.feed.epoch();
    const marks = await this.feed.marks();
    const snapshot = await this.readSnapshot();
    let info: IndexOpenInfo | undefined;
    if (snapshot) {
      this.reset(snapshot);
      info = await this.reconcile();
    }
    if (!info) {
      this.reset();
      info = { ...(await this.reconcile())!, rebuilt: true };
      // A rejected snapshot on disk is replaced at the next save, even by an empty graph.
      this.dirty = true;
    }
    // Marks read before the reconcile: anything committed during it is read again, harmlessly.
    this.marks = marks;
    this.epoch = epoch;
    return info;
  }

  async search(vector: Float32Array, k: number, scope: IndexScope, effort: 'low' | 'normal' = 'normal'): Promise<VectorHit[]> {
    await this.catchUp();
    // From here on synchronous: no other search or catch-up runs between the scope and the walk.
    const tenant = this.tenants.get(scope.tenant) ?? 0;
    const mask = maskOf(scope.statuses) & INDEXED_MASK;
    const covered = this.covered(tenant, mask);
    const n = Math.min(k, covered);
    if (n <= 0) return [];
    const codes = this.codes;
    const extra = scope.filter;
    const inScope = (seq: number) => {
      const c = codes[seq];
      return c >> 4 === tenant && ((mask >> (c & 15)) & 1) === 1 && (extra === undefined || extra(seq));
    };
    const graph = this.index.getCurrentCount();
    // A filtered walk visits about n × graph / covered nodes before it holds n in scope: a scope
    // that small (a small tenant in a big store) is cheaper to score exactly.
    if (covered * covered <= n * graph) return this.exact(vector, n, this.inScopeSeqs(inScope));
    // hnswlib keeps `ef` in-scope candidates: scaled by the scope's share of the graph, the walk
    // visits about as many nodes as an unscoped search did, and every hit it returns is in scope.
    const ef = Math.round(((effort === 'low' ? LOW_EF : this.opts.efSearch) * covered) / graph);
    // ef is index-wide state; set per call (the rest of a search is synchronous, so two cannot interleave).
    this.index.setEf(Math.max(n, ef));
    const res = this.index.searchKnn(Array.from(vector), n, inScope);
    return res.neighbors.map((seq, i) => ({ seq, similarity: 1 - res.distances[i] }));
  }

  async size(): Promise<number> {
    await this.catchUp();
    return this.labels - this.stale;
  }

  async save(): Promise<void> {
    if (!this.snapshots || !this.dirty) return;
    let written = -1;
    // The graph and its meta are taken together, synchronously, whenever the store calls for them:
    // a catch-up between two awaits of the store cannot make them disagree.
    const write = (file: string): SnapshotMeta => {
      this.index.writeIndexSync(file);
      written = this.inserts;
      return { format: 2, model: this.model, count: this.index.getCurrentCount(), maxSeq: this.top, marks: { ...this.marks }, at: Date.now() };
    };
    if (await this.snapshots.store({ count: this.index.getCurrentCount() }, write)) this.dirty = this.inserts !== written;
  }

  /**
   * A real probe, not a formality: the index must catch up with the ledger and answer a
   * one-neighbour search. An index that throws, or cannot read the ledger's changes, is not ready.
   */
  async health(): Promise<true | string> {
    try {
      await this.catchUp();
      if (this.index.getCurrentCount() > 0) {
        const probe = new Array<number>(this.model.dim).fill(0);
        probe[0] = 1;
        if (this.index.searchKnn(probe, 1).neighbors.length !== 1) return 'index probe search found nothing';
      }
      return true;
    } catch (err) {
      return `index unusable: ${err instanceof Error ? err.message.slice(0, 200) : String(err)}`;
    }
  }

  async clear(): Promise<void> {
    this.reset();
    this.marks = { seq: 0, change: 0 };
    this.epoch = -1;
    this.dirty = true;
    await this.snapshots?.clear();
  }

  /**
   * Applies every commit since the last look; a no-op (one query) when the ledger has not moved.
   * One catch-up runs at a time: a caller arriving while one runs waits for it and then for one
   * more, shared by every caller that arrived meanwhile — the running one may have read the
   * ledger before the commit that caller must see.
   */
  private catchUp(): Promise<void> {
    if (!this.running) {
      this.running = this.catchUpNow().finally(() => (this.running = undefined));
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.catchUp();
      });
    return this.queued;
  }

  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;

  private async catchUpNow(): Promise<void> {
    const epoch = await this.feed.epoch();
    if (epoch === this.epoch) return;
    for (let more = true; more; ) {
      const c = await this.feed.changes(this.marks, BATCH, INDEXED_STATUSES);
      for (const e of c.entries) await this.apply(e);
      this.marks = c.to;
      more = c.more;
    }
    // Only now: if a change could not be applied (the call threw), the next search retries it.
    this.epoch = epoch;
  }

  /** Brings one record's entry to its current state (idempotent: entries may repeat). */
  private async apply(e: IndexEntry): Promise<void> {
    const code = this.code(e);
    const before = this.codeOf(e.seq);
    if (before !== 0) {
      if (before === code) return;
      this.label(e.seq, code);
      this.stale += (isIndexed(before) ? 0 : -1) + (INDEXED.has(e.status) ? 0 : 1);
    } else if (INDEXED.has(e.status)) {
      // An approved held record enters the graph now, with its vector.
      const vector = e.embedding ?? (await this.feed.embeddingsOf([e.seq])).get(e.seq);
      if (vector) this.insert(e.seq, vector, code);
    }
  }

  /**
   * Reconciles the loaded graph with every record's current state and adds the indexed records
   * it lacks. Undefined when the graph must be rebuilt: it holds a label the ledger does not (a
   * foreign snapshot), or too many records that are out of service.
   */
  private async reconcile(): Promise<IndexOpenInfo | undefined> {
    const labels = new Set(this.index.getIdsList());
    const loaded = labels.size;
    const missing: number[] = [];
    const codes: number[] = [];
    let seen = 0;
    for await (const e of this.feed.entries()) {
      const code = this.code(e);
      if (labels.has(e.seq)) {
        seen++;
        this.label(e.seq, code);
        if (!INDEXED.has(e.status)) this.stale++;
      } else if (INDEXED.has(e.status)) {
        missing.push(e.seq);
        codes.push(code);
      }
    }
    if (seen !== loaded || this.stale > Math.max(STALE_REBUILD, loaded / 4)) return undefined;
    for (let i = 0; i < missing.length; i += BATCH) {
      const vectors = await this.feed.embeddingsOf(missing.slice(i, i + BATCH));
      for (let j = i; j < Math.min(i + BATCH, missing.length); j++) {
        const v = vectors.get(missing[j]);
        if (v) this.insert(missing[j], v, codes[j]);
      }
    }
    return { loaded, caughtUp: missing.length, rebuilt: false };
  }

  private insert(seq: number, vector: Float32Array, code: number): void {
    if (this.index.getCurrentCount() >= this.capacity) {
      this.capacity = Math.max(this.capacity * 2, 1024);
      this.index.resizeIndex(this.capacity);
    }
    // hnswlib-node takes plain arrays; the copy is the binding's cost, not ours to avoid.
    this.index.addPoint(Array.from(vector), seq);
    this.label(seq, code);
    this.inserts++;
    this.dirty = true;
  }

  /** Replaces the graph (a loaded snapshot, or an empty one) and forgets every label's state. */
  private reset(loaded?: InstanceType<typeof HierarchicalNSW>): void {
    this.capacity = loaded ? loaded.getMaxElements() : this.opts.initialCapacity;
    this.index = loaded ?? this.fresh(this.capacity);
    this.codes = new Int32Array(1024);
    this.labels = 0;
    this.top = 0;
    this.perCode = new Map();
    this.stale = 0;
  }

  /** Graph labels of `tenant` in the statuses of `mask`. */
  private covered(tenant: number, mask: number): number {
    let n = 0;
    for (let s = 0; s < 16; s++) if ((mask >> s) & 1) n += this.perCode.get(tenant * 16 + s) ?? 0;
    return n;
  }

  /** The labels passing `inScope`, as of now (before the vectors are read). */
  private inScopeSeqs(inScope: (seq: number) => boolean): number[] {
    const seqs: number[] = [];
    for (let seq = 1; seq <= this.top; seq++) if (this.codes[seq] !== 0 && inScope(seq)) seqs.push(seq);
    return seqs;
  }

  /** The n nearest of `seqs`, scored exactly from the ledger's vectors. */
  private async exact(vector: Float32Array, n: number, seqs: number[]): Promise<VectorHit[]> {
    const hits = [...(await this.feed.embeddingsOf(seqs))].map(([seq, v]) => ({ seq, similarity: cosine(vector, v) }));
    return hits.sort((a, b) => b.similarity - a.similarity).slice(0, n);
  }

  private codeOf(seq: number): number {
    return seq < this.codes.length ? this.codes[seq] : 0;
  }

  /** Records a graph label's tenant and status. */
  private label(seq: number, code: number): void {
    if (seq >= this.codes.length) {
      const grown = new Int32Array(Math.max(seq + 1, this.codes.length * 2));
      grown.set(this.codes);
      this.codes = grown;
    }
    const before = this.codes[seq];
    if (before === 0) this.labels++;
    else this.perCode.set(before, this.perCode.get(before)! - 1);
    this.perCode.set(code, (this.perCode.get(code) ?? 0) + 1);
    this.codes[seq] = code;
    if (seq > this.top) this.top = seq;
  }

  private code(e: { tenant: string; status: Status }): number {
    let t = this.tenants.get(e.tenant);
    if (t === undefined) this.tenants.set(e.tenant, (t = this.tenants.size + 1));
    return t * 16 + STATUS_CODE.get(e.status)!;
  }

  /** The snapshot's graph if its model matches and it reads whole; undefined otherwise. */
  private async readSnapshot(): Promise<InstanceType<typeof HierarchicalNSW> | undefined> {
    // A snapshot that cannot even be fetched (a broken table, a bad file) is rebuilt from the ledger.
    const loaded = await this.snapshots?.load().catch(() => undefined);
    if (!loaded) return undefined;
    try {
      const { meta } = loaded;
      if (meta.model.id !== this.model.id || meta.model.dim !== this.model.dim) return undefined;
      const idx = new HierarchicalNSW('cosine', this.model.dim);
      idx.readIndexSync(loaded.file, false);
      if (idx.getCurrentCount() !== meta.count) return undefined;
      idx.setEf(this.opts.efSearch);
      return idx;
    } catch {
      // An unreadable snapshot is rebuilt from the ledger.
      return undefined;
    } finally {
      loaded.release();
    }
  }
}

function maskOf(statuses: readonly Status[]): number {
  let m = 0;
  for (const s of statuses) m |= 1 << STATUS_CODE.get(s)!;
  return m;
}

const isIndexed = (code: number) => ((INDEXED_MASK >> (code & 15)) & 1) === 1;

function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}
