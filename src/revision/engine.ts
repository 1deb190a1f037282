/**
 * The hindsight revision core: versioned memories where newer, trusted information supersedes
 * older information without deleting anything. One instance per store; callers pass
 * who they are on every operation.
 */
import { createHash } from 'node:crypto';
import { monotonicFactory } from 'ulid';
import { HindsightError } from '../core/errors.js';
import * as A from '../observability/attributes.js';
import { inSpan, setContent } from '../observability/tracing.js';
import { INITIAL_STATUSES } from '../core/status-machine.js';
import { channelForTrust, effectiveTrust } from '../core/trust.js';
import { memoryText } from '../core/text.js';
import type { Channel, DecisionTrace, Kind, MemoryRecord, RevisionOutcome, Status, Verdict } from '../core/types.js';
import type { CommitPlan, RecordUpdate, RecordVersion, ReadEntry, RevisionGate } from '../store/ports.js';
import { EpochGate } from '../store/epoch-gate.js';
import { parseClaim, rememberClaim, type Claim } from './claim.js';
import { rememberFacets, type Facets } from './facets.js';
import type { Caller, EngineDeps, GuardDecision } from './context.js';
import { Mutex, Semaphore } from './context.js';
import { decide, type Decision, type JudgedCandidate } from './decide.js';
import { judgeCandidates } from './candidates.js';
import { searchMemories, type SearchInput, type SearchOutput } from './search.js';
import { reviewMemories, type ReviewInput, type ReviewReport } from './review.js';
import { forgetRecord, revertRecord, verifyRecord, type LifecycleResult } from './lifecycle.js';
import { decidedFields, neighbourUpdates, revisionOutcome, revisionOutcomeOf, targetsOf } from './apply.js';
import { noopMetrics, type Metrics } from '../observability/metrics-port.js';
import { PrincipalBounds } from './bounds.js';
import { burstLock, countOnBurst, openBurst } from './held-bursts.js';
import type { NewMemoryEvent } from '../notify/event-bus.js';

/** A memory write. */
export interface WriteInput {
  content: string;
  subject?: string;
  kind?: Kind;
  /** A channel the caller declares for this write; it can only lower trust. */
  channel?: Channel;
  /** When the memory was true (epoch ms); otherwise parsed from the text. */
  eventTime?: number;
  ttlSeconds?: number;
  namespace?: string;
  /** Declares the session's task. */
  task?: string;
  /** Proxy mode: the upstream item this memory stands for. */
  upstreamRef?: string;
}

/** What happened to a write. */
export interface WriteResult {
  id: string;
  status: Status;
  verdict: Verdict;
  /** Stable machine-readable reason of the guard's verdict (`pass`, `screening.high`, …). */
  reasonCode?: string;
  reasons: string[];
  trust: number;
  key: string;
  relation: RevisionOutcome['relation'];
  targets: string[];
  confidence: number;
  /** The existing record this write was merged into or recorded as history of. */
  mergedInto?: string;
  /**
   * A held copy of a claim that is already waiting for review: not stored again, but counted on
   * that item (`id`), as copy number `copies` of the burst.
   */
  countedOn?: { id: string; copies: number };
  traceId: string;
}

/** A record with its history, trace and blast radius. */
export interface GetResult {
  record: MemoryRecord;
  versions: RecordVersion[];
  /** Records this one superseded, and the one that superseded it, recursively (bounded). */
  lineage: { id: string; status: Status; content: string; createdAt: number; relation: 'supersedes' | 'superseded_by' }[];
  /** The decision that wrote it (the guard's verdict and the revision). */
  trace?: DecisionTrace;
  /** Later decisions about it, oldest first: a reviewer's approval or rejection. */
  decisions: DecisionTrace[];
  reads: ReadEntry[];
}

/** One factory per process: ids stay sortable within a millisecond, and it draws far less randomness. */
const ulid = monotonicFactory();
const hash = (s: string) => 'sha256:' + createHash('sha256').update(s).digest('hex');
const RETRIES = 5;
/** A session's newest accepted writes the relevance layer reads as context. */
const RECENT_CONTEXT = 5;
/** Writes screened, read and judged at once by one engine (enough to keep the guard threads and the database busy). */
const WRITES_IN_PROGRESS = 8;
/** A write longer than this has its facets read on a guard thread whatever its trust (reading them takes long). */
const LONG_WRITE_CHARS = 4_000;
/** What reads show in place of a forgotten memory's text. */
export const FORGOTTEN = '[forgotten]';

/** The revision engine. */
export class RevisionEngine {
  private readonly writes = new Mutex();
  /**
   * Writes are committed one at a time (`writes`), but their guard, reading and embedding ran for
   * every write in flight at once: a burst of hundreds on one replica held the event loop for
   * seconds, long enough for the database pool's and Redis's timeouts to fire on answers that had
   * long arrived — refusals blamed on a database that was fine. A burst now queues here, on promises.
   */
  private readonly admission = new Semaphore(WRITES_IN_PROGRESS);
  private readonly sessions = new Set<string>();
  private pendingReads: ReadEntry[] = [];
  private readFlush: NodeJS.Timeout | undefined;

  /** Where the engine counts what it does (`deps.metrics`, or nowhere). */
  readonly metrics: Metrics;
  /** What keeps revisions of one key apart across processes (`deps.gate`, or the ledger's epoch). */
  readonly gate: RevisionGate;
  private readonly bounds: PrincipalBounds;

  /** Creates an engine over opened ports. */
  constructor(readonly deps: EngineDeps) {
    this.metrics = deps.metrics ?? noopMetrics;
    this.gate = deps.gate ?? new EpochGate(deps.ledger);
    this.bounds = new PrincipalBounds({ ledger: deps.ledger, settings: deps.settings, metrics: this.metrics, clock: deps.clock, log: deps.log });
  }

  /** Counts an applied revision decision; one that judged nothing (`NONE`) is not a revision. */
  countRevision(decision: Decision): void {
    if (decision.relation !== 'NONE') this.metrics.revision(decision.relation, this.deps.judge.name, revisionOutcomeOf(decision));
  }

  /** Resolves once every write queued so far has finished (graceful shutdown). */
  idle(): Promise<void> {
    return this.writes.run(async () => undefined);
  }

  /**
   * Writes a memory through the revision core. At most `WRITES_IN_PROGRESS` writes do any work at
   * once; later ones wait their turn before it.
   */
  write(caller: Caller, input: WriteInput, explicit?: { corrects: string; reason?: string }): Promise<WriteResult> {
    return this.admission.run(() => this.admitted(caller, input, explicit));
  }

  private async admitted(caller: Caller, input: WriteInput, explicit?: { corrects: string; reason?: string }): Promise<WriteResult> {
    const { settings, clock, embedder } = this.deps;
    this.checkContent(input.content);
    if (input.subject !== undefined && input.subject.length > settings.limits.maxSubjectChars) {
      throw new HindsightError('invalid_argument', `subject: longer than ${settings.limits.maxSubjectChars} characters`);
    }
    const table = settings.channelTrust;
    const channel = input.channel && table[input.channel] < caller.trustCeiling ? input.channel : channelForTrust(caller.trustCeiling, table);
    // The channel's trust from the policy, capped by the principal's ceiling (as the provenance layer reports it).
    const trust = Math.min(effectiveTrust(caller.trustCeiling, input.channel, table), table[channel]);
    if (caller.session) await this.noteSession(caller, input.task);
    const guarded = await this.guardWrite(caller, input, channel, trust);
    if (guarded) input = { ...input, content: guarded.content };
    // Read on the guard's threads when it has them: a long write's reading must not hold the event loop.
    // Facets are what candidates.ts reads of a write below user trust, and may read of any other:
    // a long one's are read there too (its dates alone take a few hundred milliseconds to read).
    const facets = trust < settings.channelTrust.user || input.content.length > LONG_WRITE_CHARS;
    const read = await this.deps.guard?.readWrite?.(input.content, input.subject, clock.now(), facets);
    const claim = read?.claim ?? parseClaim(input.content, input.subject, clock.now());
    const eventTime = input.eventTime ?? claim.eventTime;
    const embedding = embedder.embed(memoryText(input.content, input.subject));
    if (guarded && (guarded.decision.action === 'quarantine' || guarded.decision.action === 'reject')) {
      return this.hold(caller, input, { channel, trust, claim, eventTime, embedding, facets: read?.facets }, guarded.decision, explicit);
    }
    // The key is held from before the candidates are read until the commit: a replica revising
    // the same memory meanwhile waits, then judges against this write's record.
    return this.exclusive(() => this.gate.hold(caller.tenant, [claim.key], async (fence): Promise<WriteResult> => {
      const now = clock.now();
      await this.bounds.check(caller, 'active');
      const judged = await this.judgeCandidates(
        caller.tenant,
        { content: input.content, subject: input.subject, claim: { ...claim, eventTime }, facets: read?.facets, embedding, principal: caller.principal, session: caller.session, trust },
        explicit,
      );
      const decision = decide({ trust, eventTime }, judged, settings.revision, now);
      const record: Omit<MemoryRecord, 'seq' | 'version'> = {
        ...this.draft(caller, input, { channel, trust, claim, eventTime, embedding }, now),
        ...decidedFields(decision, settings, input.kind ?? 'fact', now, input.ttlSeconds),
      };
      const trace: DecisionTrace = {
        ...this.traceHead(caller, record, now),
        findings: guarded?.decision.findings ?? [],
        // The guard's own verdict (in shadow mode possibly quarantine: decided, recorded, not enforced).
        verdict: guarded && guarded.decision.verdict !== 'allow' ? guarded.decision.verdict : decision.status === 'uncertain' ? 'flag' : 'allow',
        revision: revisionOutcome(decision, judged, this.deps.judge.name),
      };
      const updates = neighbourUpdates(decision, record.id, settings, now);
      const [stored] = await this.commit({ inserts: [record], updates, traces: [trace], at: now, expectedEpoch: fence });
      // Read off the event loop by the guard: kept for when this record is a candidate.
      if (read) rememberClaim(input.content, input.subject, stored.createdAt, claim);
      if (read?.facets) rememberFacets(input.content, stored.createdAt, read.facets);
      this.countRevision(decision);
      // Only on-task writes become context: an off-task one must not make the next one look on-task.
      const relevance = guarded?.decision.findings.find((f) => f.layer === 'relevance');
      if (stored.status === 'active' && (!relevance || relevance.severity === 'none')) await this.rememberRecent(caller, stored);
      return {
        id: stored.id,
        status: stored.status,
        verdict: trace.verdict,
        reasonCode: guarded?.decision.reasonCode,
        reasons: [decision.reason, ...(guarded && guarded.decision.verdict !== 'allow' ? guarded.decision.reasons : [])],
        trust: stored.trust,
        key: stored.key,
        relation: decision.relation,
        targets: targetsOf(decision),
        confidence: decision.confidence,
        mergedInto: decision.merged ? decision.historyOf?.id : undefined,
        traceId: trace.id,
      };
    }));
  }

  /**
   * Runs the guard (when configured) on a write: identity-derived trust, the session's task and
   * its recent accepted writes as context. Returns the verdict and the text to store.
   */
  private async guardWrite(caller: Caller, input: WriteInput, channel: Channel, trust: number): Promise<{ decision: GuardDecision; content: string } | undefined> {
    const guard = this.deps.guard;
    if (!guard) return undefined;
    const { ledger } = this.deps;
    const task = caller.session ? await ledger.sessionTask(caller.tenant, caller.session) : undefined;
    // From the ledger, not this process: a session's earlier writes may have gone to another replica.
    const recent = caller.session ? (await ledger.sessionContext(caller.tenant, caller.session, RECENT_CONTEXT)).map((t) => t.slice(0, 2000)) : undefined;
    const decision = await guard.run(
      { content: input.content, channel, principal: caller.principal, tenant: caller.tenant, session: caller.session, subject: input.subject, trust, declaredChannel: input.channel, tool: caller.tool },
      { at: this.deps.clock.now(), task, recent },
    );
    // Back-pressure: over twice a rate limit, the write is refused before it is embedded or stored.
    if (decision.refused) throw new HindsightError('rate_limited', `the write was refused and not stored: ${decision.refused.reason}`, { retryAfterMs: decision.refused.retryAfterMs });
    return { decision, content: await guard.storedContent(input.content) };
  }

  /**
   * Notes an accepted write as its session's recent context (the relevance layer's), in the ledger.
   * After the commit, so best effort: a note lost to a database that just went away costs the
   * next write one line of context, and must not turn an acknowledged write into a failed one.
   */
  private async rememberRecent(caller: Caller, stored: MemoryRecord): Promise<void> {
    if (!caller.session) return;
    await this.deps.ledger.noteContext(caller.tenant, caller.session, stored.id, stored.createdAt, RECENT_CONTEXT).catch(() => undefined);
  }

  /** A new record of `input` by `caller` at `now`: served, unrevised, unlinked until told otherwise. */
  private draft(
    caller: Caller,
    input: WriteInput,
    w: { channel: Channel; trust: number; claim: Claim; eventTime?: number; embedding: Float32Array },
    now: number,
  ): Omit<MemoryRecord, 'seq' | 'version'> {
    return {
      id: ulid(now),
      tenant: caller.tenant,
      namespace: input.namespace,
      subject: input.subject,
      key: w.claim.key,
      value: w.claim.value,
      kind: input.kind ?? 'fact',
      content: input.content,
      contentHash: hash(input.content),
      embedding: w.embedding,
      embeddingModel: this.deps.embedder.model,
      eventTime: w.eventTime,
      createdAt: now,
      status: 'active',
      source: { channel: w.channel, principal: caller.principal, tool: caller.tool, session: caller.session },
      trust: w.trust,
      confidence: 0,
      supersedes: [],
      links: [],
      lineage: [],
      references: 0,
      verification: 'none',
      traceId: ulid(now),
      upstreamRef: input.upstreamRef,
    };
  }

  /**
   * Stores a write the guard blocked: never dropped, never served. Quarantined writes wait for a
   * reviewer (until the quarantine TTL, then they expire unreviewed); rejected ones are kept for
   * audit. The revision is judged but not applied: the trace records the memories the write would
   * have touched, for the reviewer (if judging fails, the write is held without that preview), and
   * what else the write asked for (a correction target, a TTL), applied if it is approved.
   */
  private async hold(
    caller: Caller,
    input: WriteInput,
    w: { channel: Channel; trust: number; claim: Claim; eventTime?: number; embedding: Float32Array; facets?: Facets },
    g: GuardDecision,
    explicit?: { corrects: string; reason?: string },
  ): Promise<WriteResult> {
    const { clock, settings, ledger } = this.deps;
    const status: Status = g.action === 'reject' ? 'rejected' : 'quarantined';
    // The facets read on a guard thread with the claim: the preview's candidates must not read a long held write again on the event loop.
    const n = { content: input.content, subject: input.subject, claim: { ...w.claim, eventTime: w.eventTime }, facets: w.facets, embedding: w.embedding, principal: caller.principal, session: caller.session, trust: w.trust };
    // The claim as the rate layer tracks it: held copies of it from this principal share one item.
    const claim = g.findings.find((f) => f.claim !== undefined)?.claim;
    const bursts = { ledger, burstMs: settings.bounds.burstMs };
    // The burst is read, counted and opened holding its lock: copies held at once on other
    // replicas wait, then count on the item this one opens (one review item, as on one replica).
    return this.exclusive(() => this.gate.hold(caller.tenant, claim ? [burstLock(caller.principal, claim)] : [], async () => {
      const now = clock.now();
      const counted = claim ? await countOnBurst(bursts, caller, claim, status, now) : undefined;
      if (counted) {
        this.metrics.heldRepeat();
        const { item, copies } = counted;
        return {
          id: item.id,
          status,
          verdict: g.verdict,
          reasonCode: g.reasonCode,
          reasons: [...(g.reasons.length ? g.reasons : [g.reasonCode]), `not stored again: counted as copy ${copies} of this claim on ${item.id}, held ${Math.round((now - item.createdAt) / 1000)}s ago`],
          trust: w.trust,
          key: item.key,
          relation: 'NONE',
          targets: [],
          confidence: 0,
          countedOn: { id: item.id, copies },
          traceId: item.traceId ?? '',
        };
      }
      await this.bounds.check(caller, status);
      const preview = async () => {
        const judged = await this.judgeCandidates(caller.tenant, n, explicit);
        const wouldBe = decide({ trust: w.trust, eventTime: w.eventTime }, judged, settings.revision, now);
        return revisionOutcome(wouldBe, judged, this.deps.judge.name, { note: `not applied: ${status} by the guard`, applied: false });
      };
      const revision = await preview().catch(() => undefined);
      const request = { corrects: explicit?.corrects, reason: explicit?.reason, ttlSeconds: input.ttlSeconds };
      const ttl = settings.quarantineTtlMs;
      const record: Omit<MemoryRecord, 'seq' | 'version'> = {
        ...this.draft(caller, input, w, now),
        status,
        expiresAt: status === 'quarantined' && ttl !== null ? now + ttl : undefined,
      };
      const trace: DecisionTrace = {
        ...this.traceHead(caller, record, now),
        findings: g.findings,
        verdict: g.verdict,
        revision,
        ...(Object.values(request).some((v) => v !== undefined) ? { request } : {}),
      };
      await this.commit({ inserts: [record], updates: [], traces: [trace], at: now });
      if (claim) await openBurst(bursts, caller, claim, record.id, now);
      return {
        id: record.id,
        status,
        verdict: g.verdict,
        reasonCode: g.reasonCode,
        reasons: g.reasons.length ? g.reasons : [g.reasonCode],
        trust: w.trust,
        key: w.claim.key,
        relation: 'NONE',
        targets: [],
        confidence: 0,
        traceId: trace.id,
      };
    }));
  }

  /**
   * Queues read-log entries; they are written in one batch shortly after, off the search's
   * latency. Anything that reads the log (get, flushReads, close) flushes first.
   */
  logReads(entries: ReadEntry[]): void {
    if (entries.length === 0) return;
    this.pendingReads.push(...entries);
    if (this.pendingReads.length >= 1000) void this.flushReads().catch(() => undefined);
    else this.readFlush ??= setTimeout(() => void this.flushReads().catch(() => undefined), 50).unref();
  }

  /** Writes queued read-log entries now; on failure they stay queued (bounded) for the next flush. */
  async flushReads(): Promise<void> {
    if (this.readFlush) clearTimeout(this.readFlush);
    this.readFlush = undefined;
    const batch = this.pendingReads;
    this.pendingReads = [];
    try {
      await this.deps.ledger.recordReads(batch);
    } catch (err) {
      this.pendingReads = [...batch, ...this.pendingReads].slice(-100_000);
      throw err;
    }
  }

  /** Records a session (once) and its declared task (whenever it is given). */
  async noteSession(caller: Caller, task?: string): Promise<void> {
    const k = `${caller.tenant}\0${caller.session}`;
    if (!caller.session || (task === undefined && this.sessions.has(k))) return;
    if (this.sessions.size > 10_000) this.sessions.clear();
    this.sessions.add(k);
    await this.deps.ledger.upsertSession(caller.tenant, caller.session, caller.principal, task, this.deps.clock.now());
  }

  /** Candidates for revision, judged (see candidates.ts). */
  judgeCandidates(
    tenant: string,
    n: Parameters<typeof judgeCandidates>[2],
    explicit?: { corrects: string; reason?: string },
  ): Promise<JudgedCandidate[]> {
    return inSpan(A.SPAN.CANDIDATES, { [A.TENANT]: tenant }, async (span) => {
      const judged = await judgeCandidates(this, tenant, n, explicit);
      span.setAttribute(A.REVISION_CANDIDATES, judged.length);
      return judged;
    });
  }

  /** Who, when, which record and which policy: the part every decision trace shares. */
  private traceHead(caller: Caller, record: Omit<MemoryRecord, 'seq' | 'version'>, now: number) {
    const { principal, tenant, session, tool } = caller;
    return { id: record.traceId!, at: now, principal, tenant, session, tool, recordId: record.id, policyHash: this.deps.policyHash };
  }

  /** Commits a plan (audited under this engine's policy); the vector index reads it from the ledger at its next search. */
  async commit(plan: CommitPlan): Promise<MemoryRecord[]> {
    for (const r of plan.inserts) {
      if (!INITIAL_STATUSES.includes(r.status)) throw new HindsightError('invalid_transition', `a new memory cannot start as ${r.status}`);
    }
    return inSpan(A.SPAN.COMMIT, commitAttributes(plan), async (span) => {
      setContent(span, A.CONTENT.MEMORY_CONTENT, plan.inserts[0]?.content);
      const stored = await this.deps.ledger.commit({ policyHash: this.deps.policyHash, ...plan });
      if (this.deps.events) void this.announce(plan, stored);
      return stored;
    });
  }

  /**
   * Tells the other replicas what a commit changed (after it is durable). Best effort: an event
   * that cannot be sent costs them only the wait until they next read the ledger.
   */
  private async announce(plan: CommitPlan, stored: MemoryRecord[]): Promise<void> {
    const events = this.deps.events!;
    try {
      for (const r of stored) await events.publish({ type: 'record.created', tenant: r.tenant, id: r.id, status: r.status, principal: r.source.principal, at: plan.at });
      const changed = plan.updates.filter((u) => u.patch.status !== undefined);
      if (changed.length === 0) return;
      const tenants = new Map((await this.deps.ledger.getMany(changed.map((u) => u.id))).map((r) => [r.id, r.tenant]));
      for (const u of changed) {
        const tenant = tenants.get(u.id);
        if (tenant) await events.publish({ type: 'record.status', tenant, id: u.id, status: u.patch.status!, at: plan.at });
      }
    } catch (err) {
      this.deps.log?.warn({ err: err instanceof Error ? err.message : String(err) }, 'coordination: announcing a commit failed');
    }
  }

  /** Tells the other replicas about an event the commit alone does not say (a review decision). */
  announceEvent(event: NewMemoryEvent): void {
    void this.deps.events?.publish(event);
  }

  /** A new sortable id (record or trace) for time `at`. */
  newId(at: number): string {
    return ulid(at);
  }

  /**
   * Runs `fn` under the write lock, re-running it when a compare-and-set lost a race (another
   * writer changed a record it read): every attempt re-reads, so a retry never applies a stale plan.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    return this.writes.run(() => retryOnConflict(fn));
  }

  /**
   * Applies status updates under the write lock, with compare-and-set retries. `actor` is who the
   * audit log names for them (`system`: expiry and other automatic changes).
   */
  async update(build: () => Promise<RecordUpdate[]>, actor = 'system'): Promise<void> {
    await this.exclusive(async () => {
      const updates = await build();
      if (updates.length > 0) await this.commit({ inserts: [], updates, traces: [], at: this.deps.clock.now(), actor });
    });
  }

  /** Hybrid search over served memories. */
  search(caller: Caller, input: SearchInput): Promise<SearchOutput> {
    return searchMemories(this, caller, input);
  }

  /** The periodic review: expiry, held memories, never-judged close pairs. */
  review(caller: Caller, input: ReviewInput = {}): Promise<ReviewReport> {
    return reviewMemories(this, caller, input);
  }

  /** A record of the caller's tenant, or a not-found error. */
  async mustGet(caller: Caller, id: string): Promise<MemoryRecord> {
    const r = await this.deps.ledger.get(id);
    if (!r || r.tenant !== caller.tenant) throw new HindsightError('not_found', `no memory with id ${id}`);
    return r;
  }

  /** A record with its versions, lineage, decision trace and read log. */
  async get(caller: Caller, id: string): Promise<GetResult> {
    const { ledger } = this.deps;
    await this.flushReads();
    const record = await this.mustGet(caller, id);
    const lineage: GetResult['lineage'] = [];
    const seen = new Set([id]);
    const walk = async (r: MemoryRecord) => {
      for (const sid of r.supersedes) {
        if (seen.has(sid) || lineage.length >= 50) continue;
        seen.add(sid);
        const s = await ledger.get(sid);
        if (!s) continue;
        lineage.push({ id: s.id, status: s.status, content: s.content, createdAt: s.createdAt, relation: 'supersedes' });
        await walk(s);
      }
    };
    await walk(record);
    for (let up = record.supersededBy; up && !seen.has(up) && lineage.length < 100; ) {
      seen.add(up);
      const s = await ledger.get(up);
      if (!s) break;
      lineage.push({ id: s.id, status: s.status, content: s.content, createdAt: s.createdAt, relation: 'superseded_by' });
      up = s.supersededBy;
    }
    // A forgotten memory never resurfaces: its content stays in the ledger for audit, not for reads.
    for (const l of lineage) if (l.status === 'forgotten') l.content = FORGOTTEN;
    return {
      record: record.status === 'forgotten' ? { ...record, content: FORGOTTEN } : record,
      versions: await ledger.history(id),
      lineage,
      trace: record.traceId ? await ledger.trace(record.traceId) : undefined,
      decisions: (await ledger.tracesOf(id)).filter((t) => t.id !== record.traceId),
      reads: await ledger.readsOf(id, 50),
    };
  }

  /**
   * An explicit correction of `id`: the caller says the new content replaces it, so the judge's
   * COEXIST/UNRELATED is read as a CONFLICT; trust, time and cooldown rules still apply.
   */
  async revise(caller: Caller, id: string, content: string, reason?: string): Promise<WriteResult> {
    const target = await this.mustGet(caller, id);
    if (target.status !== 'active') throw new HindsightError('invalid_transition', `memory ${id} is ${target.status}; only an active memory can be revised`);
    return this.write(caller, { content, subject: target.subject, kind: target.kind, namespace: target.namespace }, { corrects: id, reason });
  }

  /** Restores a superseded record (see lifecycle.ts). */
  revert(caller: Caller, id: string): Promise<LifecycleResult> {
    return revertRecord(this, caller, id);
  }

  /** Tombstones a record (see lifecycle.ts). */
  forget(caller: Caller, id: string, reason?: string): Promise<LifecycleResult> {
    return forgetRecord(this, caller, id, reason);
  }

  /** Confirms or refutes a held memory (see lifecycle.ts). */
  verify(caller: Caller, id: string, outcome: 'confirm' | 'refute'): Promise<LifecycleResult> {
    return verifyRecord(this, caller, id, outcome);
  }

  /** Throws a clear error when content is empty or over the configured limit. */
  checkContent(content: string): void {
    const max = this.deps.settings.limits.maxContentBytes;
    if (content.trim() === '') throw new HindsightError('invalid_argument', 'content: must not be empty');
    const bytes = Buffer.byteLength(content, 'utf8');
    if (bytes > max) throw new HindsightError('content_too_large', `content: ${bytes} bytes is over the limit of ${max} bytes`);
  }
}

/** What a commit span says: the memory it inserts (ids only), its status and the revision applied. */
function commitAttributes(plan: CommitPlan): Record<string, string | number | string[]> {
  const first = plan.inserts[0];
  const revision = plan.traces[0]?.revision;
  return {
    ...(first ? { [A.MEMORY_ID]: first.id, [A.MEMORY_STATUS]: first.status, [A.TENANT]: first.tenant } : {}),
    ...(plan.inserts.length > 1 ? { [A.MEMORY_IDS]: plan.inserts.map((r) => r.id) } : {}),
    ...(revision ? { [A.REVISION_RELATION]: revision.relation, [A.REVISION_TARGETS]: revision.targets } : {}),
    [A.REVISION_UPDATES]: plan.updates.length,
  };
}

/** Runs `fn`, re-running it (at most RETRIES more times) when a compare-and-set lost a race. */
async function retryOnConflict<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (!(err instanceof HindsightError && err.code === 'version_conflict') || attempt >= RETRIES) throw err;
    }
  }
}
