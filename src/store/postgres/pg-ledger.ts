/**
 * The scale-out ledger: PostgreSQL through node-postgres, one schema per store, shared by every
 * replica. A commit is one transaction that first locks the one-row `state` (so commits apply one
 * at a time, and seqs and change marks are handed out in commit order), then applies each update
 * as compare-and-set on `version` over the row it locks (`SELECT … FOR UPDATE`), keeping the
 * previous version in `record_versions`, and appends the audit entries under the audit head's row
 * lock. Revisions of one key are kept apart across replicas before that, for as long as they are
 * judged, by the revision gate (pg-revision-gate.ts).
 */
import { statusEvent, traceEvent } from '../../audit/audit-events.js';
import type { AuditEvent } from '../../audit/audit-entry.js';
import { HindsightError } from '../../core/errors.js';
import { lexicalTerms } from '../../core/text.js';
import { INDEXED_STATUSES, type Channel, type DecisionTrace, type EmbeddingModel, type MemoryRecord, type Status } from '../../core/types.js';
import type { CommitPlan, EmbeddingStore, RecordFilter, RecordQueries, RecordStore, RecordVersion, UpstreamState, PrincipalUsage } from '../ports.js';
import { POSTINGS_PER_TERM, PRINCIPAL_OVERREAD, modelString, patchToRow, recordToRow, rowPatchBase, snapshotOf, toRecord, toVector, type Row } from '../record-rows.js';
import { appendAuditIn } from './pg-audit.js';
import type { PgClient, PgDb } from './pg-db.js';
import { pgTokens } from './pg-terms.js';

/** Statuses whose records are in the lexical index: the vector index's. */
const LEXICAL = new Set<string>(INDEXED_STATUSES);

/** Records, their queries and embeddings over the PostgreSQL ledger. */
export class PgRecords implements RecordStore, RecordQueries, EmbeddingStore {
  /** Reads and writes through `db`. */
  constructor(protected readonly db: PgDb) {}

  async embeddingModel(): Promise<EmbeddingModel | undefined> {
    const row = (await this.db.rows<{ value: string }>(`SELECT value FROM meta WHERE key = 'embedding_model'`))[0];
    return row ? (JSON.parse(row.value) as EmbeddingModel) : undefined;
  }

  async setEmbeddingModel(model: EmbeddingModel): Promise<void> {
    await this.db.query(`INSERT INTO meta (key, value) VALUES ('embedding_model', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, [JSON.stringify(model)]);
  }

  async epoch(): Promise<number> {
    return (await this.db.rows<{ epoch: number }>(`SELECT epoch FROM state WHERE id = 1`))[0].epoch;
  }

  async commit(p: CommitPlan): Promise<MemoryRecord[]> {
    return this.db.tx(async (c) => {
      // Taken first and held to the end: commits from every replica apply one at a time.
      const state = (await c.query<{ epoch: number }>(`SELECT epoch FROM state WHERE id = 1 FOR UPDATE`)).rows[0];
      if (p.expectedEpoch !== undefined && p.expectedEpoch !== state.epoch) {
        throw new HindsightError('version_conflict', 'the store changed while this write was judged');
      }
      const actor = p.actor ?? p.traces[0]?.principal ?? 'system';
      const policyHash = p.policyHash ?? p.traces[0]?.policyHash;
      const statusChanges: AuditEvent[] = [];
      const contentHashes = new Map(p.inserts.map((r) => [r.id, r.contentHash]));
      for (const u of p.updates) {
        const before = (await c.query<Row>(`SELECT * FROM records WHERE id = $1 FOR UPDATE`, [u.id])).rows[0];
        if (!before || before.version !== u.expectedVersion) throw new HindsightError('version_conflict', `memory ${u.id} changed concurrently`);
        await c.query(`INSERT INTO record_versions (id, version, status, at, reason, snapshot) VALUES ($1, $2, $3, $4, $5, $6)`, [
          before.id,
          before.version,
          before.status,
          p.at,
          u.reason,
          JSON.stringify(snapshotOf(before)),
        ]);
        const next = Object.entries({ ...rowPatchBase(before), ...patchToRow(u.patch) });
        const sets = next.map(([k], i) => `${k} = $${i + 3}`).join(', ');
        const res = await c.query(`UPDATE records SET ${sets}, version = version + 1 WHERE id = $1 AND version = $2`, [u.id, u.expectedVersion, ...next.map(([, v]) => v)]);
        if (res.rowCount !== 1) throw new HindsightError('version_conflict', `memory ${u.id} changed concurrently`);
        contentHashes.set(before.id, before.content_hash);
        // An approved held write becomes findable by its words.
        if (u.patch.status !== undefined && LEXICAL.has(u.patch.status) && !LEXICAL.has(before.status)) await addTerms(c, before.seq, before.subject, before.content);
        if (u.patch.status !== undefined && u.patch.status !== before.status) {
          const change = { at: p.at, tenant: before.tenant, actor, recordId: u.id, from: before.status as Status, to: u.patch.status, reason: u.reason };
          statusChanges.push(statusEvent({ ...change, contentHash: before.content_hash, policyHash }));
        }
      }
      const inserted: MemoryRecord[] = [];
      for (const rec of p.inserts) {
        const row = Object.entries(recordToRow(rec));
        const res = await c.query<{ seq: number }>(
          `INSERT INTO records (${row.map(([k]) => k).join(', ')}, version) VALUES (${row.map((_, i) => `$${i + 1}`).join(', ')}, 1) RETURNING seq`,
          row.map(([, v]) => v),
        );
        const seq = res.rows[0].seq;
        // Held and rejected writes stay out of the lexical index as out of the vector index.
        if (LEXICAL.has(rec.status)) await addTerms(c, seq, rec.subject, rec.content);
        inserted.push({ ...rec, seq, version: 1 });
      }
      for (const t of p.traces) {
        await c.query(
          `INSERT INTO traces (id, record_id, at, body) VALUES ($1, $2, $3, $4)
           ON CONFLICT (id) DO UPDATE SET record_id = excluded.record_id, at = excluded.at, body = excluded.body`,
          [t.id, t.recordId ?? null, t.at, JSON.stringify(t)],
        );
      }
      // In this transaction: if the log cannot take the entries, none of the change happens.
      const written = new Set(p.inserts.map((r) => r.id));
      const decisions = p.traces.map((t) => traceEvent(t, written.has(t.recordId ?? ''), contentHashes.get(t.recordId ?? '')));
      await appendAuditIn(c, [...decisions, ...statusChanges]);
      if (p.inserts.length > 0 || p.updates.length > 0) {
        await c.query(`UPDATE state SET epoch = epoch + 1, records = records + $1 WHERE id = 1`, [p.inserts.length]);
      }
      return inserted;
    });
  }

  async get(id: string): Promise<MemoryRecord | undefined> {
    const row = (await this.db.rows<Row>(`SELECT * FROM records_v WHERE id = $1`, [id]))[0];
    return row && toRecord(row);
  }

  async getMany(ids: readonly string[]): Promise<MemoryRecord[]> {
    if (ids.length === 0) return [];
    return (await this.db.rows<Row>(`SELECT * FROM records_v WHERE id = ANY($1::text[])`, [ids])).map(toRecord);
  }

  async getBySeqs(seqs: readonly number[]): Promise<MemoryRecord[]> {
    if (seqs.length === 0) return [];
    return (await this.db.rows<Row>(`SELECT * FROM records_v WHERE seq = ANY($1::bigint[])`, [seqs])).map(toRecord);
  }

  async findByKey(tenant: string, key: string, statuses: readonly Status[], limit: number): Promise<MemoryRecord[]> {
    const rows = await this.db.rows<Row>(`SELECT * FROM records WHERE tenant = $1 AND key = $2 AND status = ANY($3::text[]) ORDER BY created_at DESC LIMIT $4`, [tenant, key, statuses, limit]);
    return rows.map(toRecord);
  }

  async findBySubject(tenant: string, subject: string, statuses: readonly Status[], limit: number): Promise<MemoryRecord[]> {
    const rows = await this.db.rows<Row>(`SELECT * FROM records WHERE tenant = $1 AND subject = $2 AND status = ANY($3::text[]) ORDER BY created_at DESC LIMIT $4`, [
      tenant,
      subject,
      statuses,
      limit,
    ]);
    return rows.map(toRecord);
  }

  async filterSeqs(tenant: string, f: RecordFilter, limit: number): Promise<number[]> {
    const args: unknown[] = [tenant];
    const $ = (v: unknown) => (args.push(v), `$${args.length}`);
    const where = ['tenant = $1'];
    if (f.subject !== undefined) {
      // "The Lighthouse" given as a subject and "The Lighthouse's keeper is …" derived are one subject.
      const k = `${f.subjectKey ?? f.subject}|`;
      where.push(`(subject = ${$(f.subject)} OR (key >= ${$(k)} AND key < ${$(`${k}\uffff`)}))`);
    }
    if (f.kind !== undefined) where.push(`kind = ${$(f.kind)}`);
    if (f.channel !== undefined) where.push(`channel = ${$(f.channel)}`);
    if (f.session !== undefined) where.push(`session = ${$(f.session)}`);
    if (f.principal !== undefined) where.push(`principal = ${$(f.principal)}`);
    if (f.since !== undefined) where.push(`created_at >= ${$(f.since)}`);
    if (f.until !== undefined) where.push(`created_at <= ${$(f.until)}`);
    if (f.statuses?.length) where.push(`status = ANY(${$(f.statuses)}::text[])`);
    const rows = await this.db.rows<{ seq: number }>(`SELECT seq FROM records WHERE ${where.join(' AND ')} ORDER BY created_at DESC LIMIT ${$(limit)}`, args);
    return rows.map((r) => r.seq);
  }

  /**
   * Lexical retrieval as the SQLite ledger's: a memory scores the summed IDF of the query terms
   * it contains, each term reading at most `POSTINGS_PER_TERM` postings, newest first — all terms
   * in one round trip.
   */
  async lexicalSearch(tenant: string, terms: readonly string[], limit: number, principal?: string): Promise<{ seq: number; score: number }[]> {
    const unique = [...new Set(terms.flatMap(pgTokens))].slice(0, 16);
    if (unique.length === 0) return [];
    const rows = await this.db.rows<{ term: string; seq: number }>(
      `SELECT t.term, p.seq FROM unnest($1::text[]) AS t(term)
       CROSS JOIN LATERAL (SELECT seq FROM record_terms WHERE term = t.term ORDER BY seq DESC LIMIT ${POSTINGS_PER_TERM}) p`,
      [unique],
    );
    if (rows.length === 0) return [];
    const postings = new Map<string, number[]>();
    for (const r of rows) postings.set(r.term, [...(postings.get(r.term) ?? []), r.seq]);
    const capped = [...postings].filter(([, seqs]) => seqs.length >= POSTINGS_PER_TERM).map(([t]) => t);
    const df = new Map([...postings].map(([t, seqs]) => [t, seqs.length]));
    if (capped.length > 0) {
      const counts = await this.db.rows<{ term: string; n: number }>(`SELECT term, count(*)::bigint AS n FROM record_terms WHERE term = ANY($1::text[]) GROUP BY term`, [capped]);
      for (const c of counts) df.set(c.term, c.n);
    }
    const n = Math.max(1, (await this.db.rows<{ records: number }>(`SELECT records FROM state WHERE id = 1`))[0].records);
    const score = new Map<number, number>();
    for (const [t, seqs] of postings) {
      const d = df.get(t)!;
      const idf = Math.log(1 + (n - d + 0.5) / (d + 0.5));
      for (const seq of seqs) score.set(seq, (score.get(seq) ?? 0) + idf);
    }
    const hits = [...score].sort((a, b) => b[1] - a[1]).slice(0, limit * (principal === undefined ? 2 : PRINCIPAL_OVERREAD));
    const own = new Set(
      (
        await this.db.rows<{ seq: number }>(`SELECT seq FROM records WHERE seq = ANY($1::bigint[]) AND tenant = $2 AND ($3::text IS NULL OR principal = $3)`, [
          hits.map((h) => h[0]),
          tenant,
          principal ?? null,
        ])
      ).map((r) => r.seq),
    );
    return hits.filter(([seq]) => own.has(seq)).slice(0, limit).map(([seq, s]) => ({ seq, score: s }));
  }

  async listByStatus(tenant: string, statuses: readonly Status[], limit: number, since?: number): Promise<MemoryRecord[]> {
    const rows = await this.db.rows<Row>(`SELECT * FROM records WHERE tenant = $1 AND status = ANY($2::text[]) AND created_at >= $3 ORDER BY created_at DESC LIMIT $4`, [
      tenant,
      statuses,
      since ?? 0,
      limit,
    ]);
    return rows.map(toRecord);
  }

  async listExpired(tenant: string, now: number, limit: number, status: 'active' | 'quarantined' = 'active'): Promise<MemoryRecord[]> {
    const rows = await this.db.rows<Row>(`SELECT * FROM records WHERE tenant = $1 AND status = $2 AND expires_at IS NOT NULL AND expires_at <= $3 ORDER BY expires_at LIMIT $4`, [
      tenant,
      status,
      now,
      limit,
    ]);
    return rows.map(toRecord);
  }

  async history(id: string): Promise<RecordVersion[]> {
    const rows = await this.db.rows<{ id: string; version: number; status: string; at: number; reason: string; snapshot: string }>(
      `SELECT id, version, status, at, reason, snapshot FROM record_versions WHERE id = $1 ORDER BY version`,
      [id],
    );
    return rows.map((r) => ({ ...r, status: r.status as Status, snapshot: JSON.parse(r.snapshot) as Record<string, unknown> }));
  }

  async findByUpstreamRefs(tenant: string, refs: readonly string[]): Promise<MemoryRecord[]> {
    if (refs.length === 0) return [];
    return (await this.db.rows<Row>(`SELECT * FROM records_v WHERE tenant = $1 AND upstream_ref = ANY($2::text[])`, [tenant, refs])).map(toRecord);
  }

  async upstreamStates(tenant: string, refs: readonly string[]): Promise<UpstreamState[]> {
    if (refs.length === 0) return [];
    const rows = await this.db.rows<{ id: string; upstream_ref: string; status: string; trust: number; channel: string; expires_at: number | null }>(
      `SELECT id, upstream_ref, status, trust, channel, expires_at FROM records WHERE tenant = $1 AND upstream_ref = ANY($2::text[])`,
      [tenant, refs],
    );
    return rows.map((r) => ({ id: r.id, upstreamRef: r.upstream_ref, status: r.status as Status, trust: r.trust, channel: r.channel as Channel, ...(r.expires_at === null ? {} : { expiresAt: r.expires_at }) }));
  }

  async tracesOf(recordId: string): Promise<DecisionTrace[]> {
    const rows = await this.db.rows<{ body: string }>(`SELECT body FROM traces WHERE record_id = $1 ORDER BY at, id COLLATE "C"`, [recordId]);
    return rows.map((r) => JSON.parse(r.body) as DecisionTrace);
  }

  async trace(id: string): Promise<DecisionTrace | undefined> {
    const row = (await this.db.rows<{ body: string }>(`SELECT body FROM traces WHERE id = $1`, [id]))[0];
    return row && (JSON.parse(row.body) as DecisionTrace);
  }

  async *embeddings(afterSeq: number): AsyncIterable<{ seq: number; tenant: string; status: Status; embedding: Float32Array }> {
    for (let last = afterSeq; ; ) {
      const rows = await this.db.rows<{ seq: number; tenant: string; status: Status; embedding: Buffer }>(
        `SELECT seq, tenant, status, embedding FROM records WHERE seq > $1 ORDER BY seq LIMIT 2000`,
        [last],
      );
      if (rows.length === 0) return;
      for (const r of rows) yield { seq: r.seq, tenant: r.tenant, status: r.status, embedding: toVector(r.embedding) };
      last = rows[rows.length - 1].seq;
    }
  }

  async reembed(embed: (content: string, subject?: string) => Float32Array, model: EmbeddingModel): Promise<number> {
    // One transaction for the whole pass, under the commit lock: a store is never left with mixed models.
    return this.db.tx(async (c) => {
      await c.query(`SELECT epoch FROM state WHERE id = 1 FOR UPDATE`);
      let n = 0;
      for (let last = 0; ; ) {
        const rows = (await c.query<{ seq: number; content: string; subject: string | null }>(`SELECT seq, content, subject FROM records WHERE seq > $1 ORDER BY seq LIMIT 1000`, [last])).rows;
        if (rows.length === 0) break;
        const vectors = rows.map((r) => {
          const v = embed(r.content, r.subject ?? undefined);
          return Buffer.from(v.buffer, v.byteOffset, v.byteLength);
        });
        await c.query(`UPDATE records r SET embedding = u.e, embedding_model = $3 FROM unnest($1::bigint[], $2::bytea[]) AS u(s, e) WHERE r.seq = u.s`, [
          rows.map((r) => r.seq),
          vectors,
          modelString(model),
        ]);
        n += rows.length;
        last = rows[rows.length - 1].seq;
      }
      await c.query(`INSERT INTO meta (key, value) VALUES ('embedding_model', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, [JSON.stringify(model)]);
      return n;
    });
  }

  async maxSeq(): Promise<number> {
    return (await this.db.rows<{ m: number | null }>(`SELECT max(seq) AS m FROM records`))[0].m ?? 0;
  }

  async countUpTo(seq: number): Promise<number> {
    return (await this.db.rows<{ n: number }>(`SELECT count(*) AS n FROM records WHERE seq <= $1`, [seq]))[0].n;
  }

  async countByStatus(tenant?: string): Promise<Record<string, number>> {
    const rows = tenant
      ? await this.db.rows<{ status: string; n: number }>(`SELECT status, count(*) AS n FROM records WHERE tenant = $1 GROUP BY status`, [tenant])
      : await this.db.rows<{ status: string; n: number }>(`SELECT status, count(*) AS n FROM records GROUP BY status`);
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  }

  async oldestQuarantined(): Promise<number | undefined> {
    return (await this.db.rows<{ at: number | null }>(`SELECT min(created_at) AS at FROM records WHERE status = 'quarantined'`))[0].at ?? undefined;
  }

  async usage(tenant: string, principal: string): Promise<PrincipalUsage> {
    const row = (await this.db.rows<PrincipalUsage>(`SELECT records, held FROM principal_usage WHERE tenant = $1 AND principal = $2`, [tenant, principal]))[0];
    return row ?? { records: 0, held: 0 };
  }
}

/** Adds a record's terms to the lexical postings. */
async function addTerms(c: PgClient, seq: number, subject: string | null | undefined, content: string): Promise<void> {
  const terms = [...new Set(lexicalTerms(`${subject ?? ''} ${content}`).flatMap(pgTokens))];
  if (terms.length > 0) await c.query(`INSERT INTO record_terms (term, seq) SELECT unnest($1::text[]), $2 ON CONFLICT DO NOTHING`, [terms, seq]);
}
