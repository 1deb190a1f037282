/**
 * The tamper-evident audit log's entries: each entry carries the hash of the one
 * before it, so changing, removing, inserting or reordering any entry breaks the chain from that
 * point on. Storage-neutral: the SQLite ledger (and a future PostgreSQL one) keeps the entries and
 * a head anchor; this file says what an entry is and how it is hashed.
 *
 * @example
 * const first = chainEntry(undefined, { at, tenant: 'default', actor: 'alice', action: 'write', why: [] });
 * const second = chainEntry(first, { at, tenant: 'default', actor: 'bob', action: 'decision', why: ['approved'] });
 * second.prevHash === first.hash; // true
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';

/** The `prevHash` of the first entry. */
export const GENESIS = '0'.repeat(64);

/** A hex SHA-256. */
const Hash = z.string().regex(/^[0-9a-f]{64}$/);

/** One entry of the audit log, as stored and as exported (one JSON object per line). */
export const AuditEntrySchema = z.strictObject({
  /** Position in the chain, from 1, without gaps. */
  seq: z.number().int().positive(),
  /** When it happened (epoch ms, the clock of the process that appended it). */
  at: z.number().int(),
  tenant: z.string(),
  /** The principal who acted (`system` for expiry and start-up events). */
  actor: z.string(),
  /** `write`, `decision`, `status`, `policy.load`, `login`, `rollback`, `purge`, … */
  action: z.string(),
  recordId: z.string().optional(),
  session: z.string().optional(),
  /** A decision's verdict, or the status a record moved to. */
  outcome: z.string().optional(),
  /** Short reasons (capped; never the memory's content). */
  why: z.array(z.string()),
  contentHash: z.string().optional(),
  policyHash: z.string().optional(),
  traceId: z.string().optional(),
  prevHash: Hash,
  /** SHA-256 of `prevHash` followed by the canonical JSON of every other field. */
  hash: Hash,
});
/** An audit entry. */
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** What a caller appends; the ledger assigns seq and the chain fields. */
export type AuditEvent = Omit<AuditEntry, 'seq' | 'prevHash' | 'hash'>;

/** The head of a chain: how many entries it holds and the last one's hash (the anchor). */
export interface ChainHead {
  count: number;
  hash: string;
}

/** Longest `why` item, in code points, and most items: reasons are summaries, not payloads. */
const WHY_CHARS = 300;
const WHY_ITEMS = 12;
const FIELD_CHARS = 500;

/**
 * Builds the entry that follows `prev` (the chain's head; `undefined` for the first entry).
 * Strings are made well-formed first: a lone UTF-16 surrogate does not survive UTF-8 storage, and
 * a value that changes on its way to disk would read back as tampering.
 */
export function chainEntry(prev: ChainHead | undefined, event: AuditEvent): AuditEntry {
  const body = {
    seq: (prev?.count ?? 0) + 1,
    ...(Object.fromEntries(
      Object.entries(event)
        .filter(([k, v]) => v !== undefined && k !== 'why')
        .map(([k, v]) => [k, typeof v === 'string' ? cap(v, FIELD_CHARS) : v]),
    ) as Omit<AuditEvent, 'why'>),
    why: event.why.slice(0, WHY_ITEMS).map((w) => cap(w, WHY_CHARS)),
  };
  const prevHash = prev?.hash ?? GENESIS;
  return { ...body, prevHash, hash: entryHash(prevHash, body) };
}

/** The hash an entry must carry: SHA-256 over `prevHash` and the canonical JSON of its other fields. */
export function entryHash(prevHash: string, entry: Omit<AuditEntry, 'prevHash' | 'hash'> & { prevHash?: string; hash?: string }): string {
  const { prevHash: _p, hash: _h, ...body } = entry;
  return createHash('sha256').update(prevHash).update(canonicalJson(body)).digest('hex');
}

/** JSON with object keys sorted at every level and absent fields left out: one text per value. */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonicalJson(x)}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

/** At most `max` code points, lone surrogates replaced. */
function cap(s: string, max: number): string {
  const clean = s.replace(/[\ud800-\udfff]/gu, '\ufffd');
  return clean.length <= max ? clean : Array.from(clean).slice(0, max).join('');
}
