/**
 * Storage ports. The revision core talks only to these; SQLite + HNSW are the
 * embedded default, PostgreSQL + Qdrant the scale-out adapters. Every method is async so a
 * networked backend fits the same contract.
 */
import type { AuditEntry, AuditEvent, ChainHead } from '../audit/audit-entry.js';
import type { DecisionTrace, EmbeddingModel, Kind, MemoryRecord, Status, Channel } from '../core/types.js';

/** Fields of a record a revision may change; every change bumps `version` (compare-and-set). */
export type RecordPatch = Partial<
  Pick<MemoryRecord, 'status' | 'supersededBy' | 'links' | 'verification' | 'revisedAt' | 'trust' | 'confidence' | 'lineage' | 'supersedes' | 'expiresAt'>
>;

/** A record's state as the proxy's read filter needs it. */
export interface UpstreamState {
  id: string;
  upstreamRef: string;
  status: Status;
  trust: number;
  channel: Channel;
  expiresAt?: number;
}

/** One compare-and-set update inside a commit. */
export interface RecordUpdate {
  id: string;
  expectedVersion: number;
  patch: RecordPatch;
  reason: string;
}

/**
 * Everything one write (or one revision) changes, applied atomically: either all of it is
 * durable or none of it is. A failed compare-and-set aborts the whole plan with
 * `version_conflict` so the engine can re-plan.
 */
export interface CommitPlan {
  inserts: Omit<MemoryRecord, 'seq' | 'version'>[];
  updates: RecordUpdate[];
  traces: DecisionTrace[];
  at: number;
  /**
   * The store's epoch the plan was judged at (`Ledger.epoch`): if any commit landed since — from
   * another process sharing the store — the plan fails with `version_conflict` and is re-judged.
   */
  expectedEpoch?: number;
  /**
   * Who made the changes no trace describes (a forget, a verification, an expiry), for their audit
   * entries: the first trace's principal, else `system`, when absent.
   */
  actor?: string;
  /** The policy in force, recorded with those entries (the first trace's when absent). */
  policyHash?: string;
}

/** Which audit entries to read; times are epoch ms, inclusive. */
export interface AuditFilter {
  since?: number;
  until?: number;
  tenant?: string;
}

/** Structured filters applied before semantic matching. */
export interface RecordFilter {
  /** Records given this subject, or whose key is about it (`subjectKey|…`). */
  subject?: string;
  /** The normalised form of `subject` as it appears in keys. */
  subjectKey?: string;
  kind?: Kind;
  channel?: Channel;
  session?: string;
  principal?: string;
  since?: number;
  until?: number;
  statuses?: readonly Status[];
}

/** A stored version snapshot of a record (every status change is kept). */
export interface RecordVersion {
  id: string;
  version: number;
  status: Status;
  at: number;
  reason: string;
  snapshot: Record<string, unknown>;
}

/** A read-log entry: who was served which record. */
export interface ReadEntry {
  recordId: string;
  principal: string;
  session?: string;
  at: number;
}

/** A write held for an unreachable upstream (proxy mode), in arrival order. */
export interface OutboxEntry {
  seq: number;
  upstream: string;
  tool: string;
  args: Record<string, unknown>;
  createdAt: number;
  attempts: number;
  lastError?: string;
}

/** What one principal holds in the store: records of every status, and open review items. */
export interface PrincipalUsage {
  records: number;
  held: number;
}

/**
 * A burst of held copies of one claim from one principal: the review item the first copy became,
 * and how many copies (that one included) were counted on it.
 */
export interface HeldBurst {
  tenant: string;
  principal: string;
  /** The claim's fingerprint (the rate layer's). */
  claim: string;
  recordId: string;
  copies: number;
  firstAt: number;
  lastAt: number;
}

/**
 * Records and their versions: the compare-and-set commit (with its audit entries, atomically)
 * and what reads a record by id.
 */
export interface RecordStore {
  /** A counter every commit that changes records advances. */
  epoch(): Promise<number>;
  /**
   * Applies a plan atomically; returns the inserted records with their seq and version. The audit
   * entries of its traces and status changes are appended in the same transaction: if they cannot
   * be, nothing is applied and the commit throws.
   */
  commit(plan: CommitPlan): Promise<MemoryRecord[]>;
  /** One record by id. */
  get(id: string): Promise<MemoryRecord | undefined>;
  /** Records by id, in no particular order; missing ids are skipped. */
  getMany(ids: readonly string[]): Promise<MemoryRecord[]>;
  /** Records by index label. */
  getBySeqs(seqs: readonly number[]): Promise<MemoryRecord[]>;
  /** Every version snapshot of a record, oldest first. */
  history(id: string): Promise<RecordVersion[]>;
  /** Every decision trace about a record (its write, a review decision…), oldest first. */
  tracesOf(recordId: string): Promise<DecisionTrace[]>;
  /** A decision trace by id. */
  trace(id: string): Promise<DecisionTrace | undefined>;
}

/** Structured queries over a tenant's records (candidates, filters, lexical retrieval, counts). */
export interface RecordQueries {
  /**
   * Newest records of a tenant under one key, among the given statuses. Listing queries (this and
   * the next ones) may report `references` as of the last revision; get/getMany/getBySeqs are exact.
   */
  findByKey(tenant: string, key: string, statuses: readonly Status[], limit: number): Promise<MemoryRecord[]>;
  /** Newest records of a tenant about one explicit subject. */
  findBySubject(tenant: string, subject: string, statuses: readonly Status[], limit: number): Promise<MemoryRecord[]>;
  /** Labels of a tenant's records that pass a structured filter, newest first. */
  filterSeqs(tenant: string, filter: RecordFilter, limit: number): Promise<number[]>;
  /**
   * BM25 lexical search over the terms of a tenant's records in `INDEXED_STATUSES` when written or
   * since approved; higher score is better. With `principal`, only that principal's records (a
   * speaker's own memories, however many others' share the words).
   */
  lexicalSearch(tenant: string, terms: readonly string[], limit: number, principal?: string): Promise<{ seq: number; score: number }[]>;
  /** Records in a status, optionally created since a time, newest first. */
  listByStatus(tenant: string, statuses: readonly Status[], limit: number, since?: number): Promise<MemoryRecord[]>;
  /** Records in `status` (active by default; quarantined for unreviewed holds) whose TTL has elapsed at `now`. */
  listExpired(tenant: string, now: number, limit: number, status?: 'active' | 'quarantined'): Promise<MemoryRecord[]>;
  /** A tenant's records that stand for these upstream items (proxy mode), every version. */
  findByUpstreamRefs(tenant: string, refs: readonly string[]): Promise<MemoryRecord[]>;
  /** What filtering an upstream read needs of those records, without their content and embeddings. */
  upstreamStates(tenant: string, refs: readonly string[]): Promise<UpstreamState[]>;
  /** Number of records per status. */
  countByStatus(tenant?: string): Promise<Record<string, number>>;
  /** When the oldest record still in quarantine was written (all tenants); undefined when none is held. */
  oldestQuarantined(): Promise<number | undefined>;
  /** What a principal holds in the store, exact as of the last commit (from any process). */
  usage(tenant: string, principal: string): Promise<PrincipalUsage>;
}

/** The embeddings of the store: its model, the stream the vector index is built from, and reindexing. */
export interface EmbeddingStore {
  /** The embedding model the store was created with, if any record or setting fixed it. */
  embeddingModel(): Promise<EmbeddingModel | undefined>;
  /** Fixes the store's embedding model (first start, or after a reindex). */
  setEmbeddingModel(model: EmbeddingModel): Promise<void>;
  /** Streams the embedding, tenant and status of all records with seq > `afterSeq`, in seq order. */
  embeddings(afterSeq: number): AsyncIterable<{ seq: number; tenant: string; status: Status; embedding: Float32Array }>;
  /** Replaces the embeddings of all records (reindex), in batches, atomically per batch. */
  reembed(embed: (content: string, subject?: string) => Float32Array, model: EmbeddingModel): Promise<number>;
  /** Highest seq stored (0 when empty). */
  maxSeq(): Promise<number>;
  /** Number of records with seq ≤ `seq` (checks a vector snapshot against the ledger). */
  countUpTo(seq: number): Promise<number>;
}

/** The hash-chained audit log (src/audit/): one chain per store, whatever process appends to it. */
export interface AuditStore {
  /** Appends a standalone event to the audit chain (`policy.load`, `login`, `rollback`, `purge`). */
  appendAudit(event: AuditEvent): Promise<AuditEntry>;
  /** Audit entries with seq > `afterSeq` passing `filter`, in seq order. */
  auditEntries(afterSeq: number, filter?: AuditFilter): AsyncIterable<AuditEntry>;
  /** The audit chain's head anchor: entry count and last hash (absent before the first entry). */
  auditAnchor(): Promise<ChainHead | undefined>;
}

/** Bookkeeping beside the records: the read log, sessions, judged pairs and bursts of held copies. */
export interface Bookkeeping {
  /** Appends read-log entries and bumps the records' reference counts. */
  recordReads(entries: readonly ReadEntry[]): Promise<void>;
  /** Who read a record (its blast radius). */
  readsOf(id: string, limit: number): Promise<ReadEntry[]>;
  /** Declares or updates a session's task. */
  upsertSession(tenant: string, session: string, principal: string, task: string | undefined, at: number): Promise<void>;
  /** A session's declared task. */
  sessionTask(tenant: string, session: string): Promise<string | undefined>;
  /**
   * Notes a record as part of its session's recent context (the relevance layer's), keeping the
   * session's newest `keep`: shared by every replica, so a session's writes may go to any of them.
   */
  noteContext(tenant: string, session: string, recordId: string, at: number, keep: number): Promise<void>;
  /** The texts of a session's newest noted records, oldest first (a forgotten one is left out). */
  sessionContext(tenant: string, session: string, limit: number): Promise<string[]>;
  /** Remembers that two records were judged (the periodic review skips them). */
  markJudged(a: string, b: string, at: number): Promise<void>;
  /** Whether two records were ever judged against each other. */
  wasJudged(a: string, b: string): Promise<boolean>;
  /** The latest burst of held copies of `claim` from a principal, if any. */
  heldBurst(tenant: string, principal: string, claim: string): Promise<HeldBurst | undefined>;
  /** The burst counted on a review item, if copies were counted on it. */
  burstOf(recordId: string): Promise<HeldBurst | undefined>;
  /** Records a burst (a new one replaces the claim's previous one). */
  saveBurst(burst: HeldBurst): Promise<void>;
}

/** Proxy mode's durable queues: writes waiting for an unreachable upstream, and parked held writes. */
export interface UpstreamOutbox {
  /** Queues a write for an upstream (durably, before the caller is answered). */
  outboxPush(upstream: string, tool: string, args: Record<string, unknown>, at: number): Promise<number>;
  /** An upstream's queued writes, oldest first. */
  outboxList(upstream: string, limit: number): Promise<OutboxEntry[]>;
  /** Removes a delivered write. */
  outboxDone(seq: number): Promise<void>;
  /** Records a failed delivery attempt. */
  outboxFailed(seq: number, error: string): Promise<void>;
  /** Parks the upstream call that would write a held record, until it is released or dropped. */
  parkPush(recordId: string, upstream: string, tool: string, args: Record<string, unknown>, at: number): Promise<void>;
  /** An upstream's parked calls, oldest first. */
  parkList(upstream: string, limit: number): Promise<{ recordId: string; tool: string; args: Record<string, unknown> }[]>;
  /** Removes a parked call (sent, or its record will never be served). */
  parkDone(recordId: string): Promise<void>;
}

/**
 * The ledger: every narrow port above over one store (one SQLite file, one PostgreSQL schema).
 * Code that needs one concern takes that port; the composition roots pass the whole ledger.
 */
export interface Ledger extends RecordStore, RecordQueries, EmbeddingStore, AuditStore, Bookkeeping, UpstreamOutbox {
  /** Closes the store. */
  close(): Promise<void>;
}

/**
 * Keeps concurrent revisions of one memory key from racing, across every process that shares the
 * store. A write holds its key while it reads candidates, judges and commits; the fence it is given
 * goes on its commit plan (`CommitPlan.expectedEpoch`) — the embedded store's whole-store epoch,
 * or undefined where a lock per key (PostgreSQL) already keeps the plan valid.
 */
export interface RevisionGate {
  /** Runs `fn` holding `keys` of `tenant` (sorted and de-duplicated here, so two holders never deadlock). */
  hold<T>(tenant: string, keys: readonly string[], fn: (fence: number | undefined) => Promise<T>): Promise<T>;
}

/** A nearest-neighbour hit: label and cosine similarity. */
export interface VectorHit {
  seq: number;
  similarity: number;
}

/**
 * Which records a vector search may return, applied inside the graph search (not to its top k),
 * so another tenant's records or records in other statuses can never take a result's place.
 */
export interface IndexScope {
  tenant: string;
  /** Statuses to return; the index holds only `INDEXED_STATUSES`, so others never match. */
  statuses: readonly Status[];
  /** Further restricts hits to labels passing this test (structured filters). */
  filter?: (seq: number) => boolean;
}

/** The vector index port: labels are record seqs. */
export interface VectorIndex {
  /**
   * The k nearest labels within `scope`, after catching up with every commit to the ledger (from
   * this process or another). `effort` `low` trades recall of far neighbours for speed (the write
   * path only needs close ones).
   */
  search(vector: Float32Array, k: number, scope: IndexScope, effort?: 'low' | 'normal'): Promise<VectorHit[]>;
  /** Number of records the index can return (those in `INDEXED_STATUSES`), caught up first. */
  size(): Promise<number>;
  /** Persists a snapshot (atomic replace) where the store keeps it; a no-op for an in-memory index. */
  save(): Promise<void>;
  /** Drops everything, its stored snapshot included (before a rebuild). */
  clear(): Promise<void>;
  /**
   * Whether the index can serve (`/readyz`): `true`, or why not — it fails a probe, or records
   * the ledger holds are missing from it. Cheap enough to call per readiness probe.
   */
  health(): Promise<true | string>;
}

/** A record as the vector index needs it; `embedding` only when it was asked for. */
export interface IndexEntry {
  seq: number;
  tenant: string;
  status: Status;
  embedding?: Float32Array;
}

/** How far the index has read the ledger: the last inserted seq and the last change mark seen. */
export interface IndexMarks {
  seq: number;
  change: number;
}

/**
 * What the vector index reads from the ledger. A search awaits its catch-up before it runs, so it
 * never serves a stale status; the embedded ledger answers from its own connection, PostgreSQL
 * with one query when nothing changed.
 */
export interface IndexFeed {
  /** A number that moves with every commit that inserts or changes records, in any process. */
  epoch(): Promise<number>;
  /** The marks as of now: a read from them sees only what changes later. */
  marks(): Promise<IndexMarks>;
  /**
   * Records inserted or changed after `from`, at most about `limit`, in their current state (one
   * may appear twice), with embeddings for those in `embedFor`; `more` when the limit cut it short.
   */
  changes(from: IndexMarks, limit: number, embedFor: readonly Status[]): Promise<{ entries: IndexEntry[]; to: IndexMarks; more: boolean }>;
  /** Every record's seq, tenant and status, in seq order, read in pages. */
  entries(): AsyncIterable<IndexEntry>;
  /** The embeddings of these records. */
  embeddingsOf(seqs: readonly number[]): Promise<Map<number, Float32Array>>;
}
