/**
 * Mapping between ledger rows and domain records: how a MemoryRecord is laid out in a SQL table (SQLite and PostgreSQL alike: JSON lists as text, the embedding as bytes), and
 * how a revision patch becomes a row update.
 */
import type { EmbeddingModel, MemoryRecord, Status } from '../core/types.js';
import type { HeldBurst, OutboxEntry, RecordPatch } from './ports.js';

/** Most postings a lexical query reads per term (keeps search p99 flat as the store grows). */
export const POSTINGS_PER_TERM = 512;
/** A lexical query for one principal's records reads this many times its limit down the ranking (theirs are few among the hits). */
export const PRINCIPAL_OVERREAD = 16;

/** A `records` row (or `records_v`, which adds `refs_total`). */
export interface Row {
  seq: number;
  id: string;
  tenant: string;
  namespace: string | null;
  subject: string | null;
  key: string;
  value: string;
  kind: string;
  content: string;
  content_hash: string;
  embedding: Buffer;
  embedding_model: string;
  event_time: number | null;
  created_at: number;
  revised_at: number | null;
  status: string;
  version: number;
  channel: string;
  principal: string;
  tool: string | null;
  session: string | null;
  trust: number;
  confidence: number;
  supersedes: string;
  superseded_by: string | null;
  links: string;
  lineage: string;
  expires_at: number | null;
  refs: number;
  refs_total?: number;
  verification: string;
  upstream_ref: string | null;
  trace_id: string | null;
}

/** `undefined` for SQL NULL. */
export const opt = <T>(v: T | null): T | undefined => (v === null ? undefined : v);

/** A stored embedding as a vector of its own (the blob's buffer may be shared and unaligned). */
export const toVector = (b: Buffer): Float32Array => new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));

/** A row as a domain record. */
export function toRecord(r: Row): MemoryRecord {
  const [modelId, dim] = r.embedding_model.split('@');
  return {
    id: r.id,
    seq: r.seq,
    tenant: r.tenant,
    namespace: opt(r.namespace),
    subject: opt(r.subject),
    key: r.key,
    value: r.value,
    kind: r.kind as MemoryRecord['kind'],
    content: r.content,
    contentHash: r.content_hash,
    embedding: toVector(r.embedding),
    embeddingModel: { id: modelId, dim: Number(dim) },
    eventTime: opt(r.event_time),
    createdAt: r.created_at,
    revisedAt: opt(r.revised_at),
    status: r.status as Status,
    version: r.version,
    source: { channel: r.channel as MemoryRecord['source']['channel'], principal: r.principal, tool: opt(r.tool), session: opt(r.session) },
    trust: r.trust,
    confidence: r.confidence,
    supersedes: JSON.parse(r.supersedes) as string[],
    supersededBy: opt(r.superseded_by),
    links: JSON.parse(r.links) as string[],
    lineage: JSON.parse(r.lineage) as string[],
    expiresAt: opt(r.expires_at),
    references: r.refs_total ?? r.refs,
    verification: r.verification as MemoryRecord['verification'],
    upstreamRef: opt(r.upstream_ref),
    traceId: opt(r.trace_id),
  };
}

/** `id@dim`, as stored per record. */
export const modelString = (m: EmbeddingModel) => `${m.id}@${m.dim}`;

/** The revision-relevant state of a row, kept as a version snapshot before each update. */
export function snapshotOf(r: Row): Record<string, unknown> {
  return {
    status: r.status,
    supersededBy: r.superseded_by,
    links: JSON.parse(r.links),
    verification: r.verification,
    trust: r.trust,
    confidence: r.confidence,
    supersedes: JSON.parse(r.supersedes),
  };
}

/** The updatable columns of a row. */
export function rowPatchBase(r: Row) {
  return {
    status: r.status,
    superseded_by: r.superseded_by,
    links: r.links,
    verification: r.verification,
    revised_at: r.revised_at,
    trust: r.trust,
    confidence: r.confidence,
    lineage: r.lineage,
    supersedes: r.supersedes,
    expires_at: r.expires_at,
  };
}

/** A revision patch as column values. */
export function patchToRow(p: RecordPatch): Partial<ReturnType<typeof rowPatchBase>> {
  const out: Partial<ReturnType<typeof rowPatchBase>> = {};
  if (p.status !== undefined) out.status = p.status;
  if ('supersededBy' in p) out.superseded_by = p.supersededBy ?? null;
  if (p.links !== undefined) out.links = JSON.stringify(p.links);
  if (p.verification !== undefined) out.verification = p.verification;
  if (p.revisedAt !== undefined) out.revised_at = p.revisedAt;
  if (p.trust !== undefined) out.trust = p.trust;
  if (p.confidence !== undefined) out.confidence = p.confidence;
  if (p.lineage !== undefined) out.lineage = JSON.stringify(p.lineage);
  if (p.supersedes !== undefined) out.supersedes = JSON.stringify(p.supersedes);
  if ('expiresAt' in p) out.expires_at = p.expiresAt ?? null;
  return out;
}

/** A new record as insert parameters. */
export function recordToRow(r: Omit<MemoryRecord, 'seq' | 'version'>) {
  return {
    id: r.id,
    tenant: r.tenant,
    namespace: r.namespace ?? null,
    subject: r.subject ?? null,
    key: r.key,
    value: r.value,
    kind: r.kind,
    content: r.content,
    content_hash: r.contentHash,
    embedding: Buffer.from(r.embedding.buffer, r.embedding.byteOffset, r.embedding.byteLength),
    embedding_model: modelString(r.embeddingModel),
    event_time: r.eventTime ?? null,
    created_at: r.createdAt,
    revised_at: r.revisedAt ?? null,
    status: r.status,
    channel: r.source.channel,
    principal: r.source.principal,
    tool: r.source.tool ?? null,
    session: r.source.session ?? null,
    trust: r.trust,
    confidence: r.confidence,
    supersedes: JSON.stringify(r.supersedes),
    superseded_by: r.supersededBy ?? null,
    links: JSON.stringify(r.links),
    lineage: JSON.stringify(r.lineage),
    expires_at: r.expiresAt ?? null,
    refs: r.references,
    verification: r.verification,
    upstream_ref: r.upstreamRef ?? null,
    trace_id: r.traceId ?? null,
  };
}

/** A `held_bursts` row, as both ledgers store it. */
export interface BurstRow {
  tenant: string;
  principal: string;
  claim: string;
  record_id: string;
  copies: number;
  first_at: number;
  last_at: number;
}

/** A held burst from its row. */
export const toBurst = (r: BurstRow): HeldBurst => ({ tenant: r.tenant, principal: r.principal, claim: r.claim, recordId: r.record_id, copies: r.copies, firstAt: r.first_at, lastAt: r.last_at });

/** An `outbox` row, as both ledgers store it. */
export interface OutboxRow {
  seq: number;
  upstream: string;
  tool: string;
  args: string;
  created_at: number;
  attempts: number;
  last_error: string | null;
}

/** A queued upstream write from its row. */
export const toOutboxEntry = (r: OutboxRow): OutboxEntry => ({
  seq: r.seq,
  upstream: r.upstream,
  tool: r.tool,
  args: JSON.parse(r.args) as Record<string, unknown>,
  createdAt: r.created_at,
  attempts: r.attempts,
  lastError: r.last_error ?? undefined,
});
