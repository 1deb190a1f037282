/**
 * Bookkeeping beside the records in the PostgreSQL ledger — read log, sessions, judged pairs,
 * bursts of held copies — and proxy mode's outbox and parked writes. Plain upserts and appends:
 * none of it needs the commit lock (a reference count is a counter, not a revision).
 */
import type { Bookkeeping, HeldBurst, OutboxEntry, ReadEntry, UpstreamOutbox } from '../ports.js';
import { opt, toBurst, toOutboxEntry, type BurstRow, type OutboxRow } from '../record-rows.js';
import type { PgDb } from './pg-db.js';

const ordered = (a: string, b: string) => (a < b ? [a, b] : [b, a]);

/** The bookkeeping port over the PostgreSQL ledger. */
export class PgBookkeeping implements Bookkeeping {
  /** Reads and writes through `db`. */
  constructor(private readonly db: PgDb) {}

  async recordReads(entries: readonly ReadEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const ids = entries.map((e) => e.recordId);
    await this.db.tx(async (c) => {
      await c.query(`INSERT INTO reads (record_id, principal, session, at) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[])`, [
        ids,
        entries.map((e) => e.principal),
        entries.map((e) => e.session ?? null),
        entries.map((e) => e.at),
      ]);
      // Grouped first: one upsert may not touch a row twice. Sorted: two replicas bump rows in one order.
      await c.query(
        `INSERT INTO record_refs AS r (record_id, n) SELECT id, count(*) FROM unnest($1::text[]) AS t(id) GROUP BY id ORDER BY id
         ON CONFLICT (record_id) DO UPDATE SET n = r.n + excluded.n`,
        [ids],
      );
    });
  }

  async readsOf(id: string, limit: number): Promise<ReadEntry[]> {
    const rows = await this.db.rows<{ record_id: string; principal: string; session: string | null; at: number }>(
      `SELECT * FROM reads WHERE record_id = $1 ORDER BY at DESC LIMIT $2`,
      [id, limit],
    );
    return rows.map((r) => ({ recordId: r.record_id, principal: r.principal, session: opt(r.session), at: r.at }));
  }

  async upsertSession(tenant: string, session: string, principal: string, task: string | undefined, at: number): Promise<void> {
    await this.db.query(
      `INSERT INTO sessions AS s (tenant, session, principal, task, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (tenant, session) DO UPDATE SET task = coalesce(excluded.task, s.task), updated_at = excluded.updated_at`,
      [tenant, session, principal, task ?? null, at],
    );
  }

  async sessionTask(tenant: string, session: string): Promise<string | undefined> {
    const row = (await this.db.rows<{ task: string | null }>(`SELECT task FROM sessions WHERE tenant = $1 AND session = $2`, [tenant, session]))[0];
    return row?.task ?? undefined;
  }

  async noteContext(tenant: string, session: string, recordId: string, at: number, keep: number): Promise<void> {
    // One statement, one round trip: the DELETE does not see the row its INSERT adds (one
    // snapshot), so a session keeps `keep` notes besides the newest — bounded all the same.
    await this.db.query(
      `WITH added AS (INSERT INTO session_context (tenant, session, at, record_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING)
       DELETE FROM session_context WHERE tenant = $1 AND session = $2 AND (at, record_id) NOT IN
         (SELECT at, record_id FROM session_context WHERE tenant = $1 AND session = $2 ORDER BY at DESC, record_id DESC LIMIT $5)`,
      [tenant, session, at, recordId, keep],
    );
  }

  async sessionContext(tenant: string, session: string, limit: number): Promise<string[]> {
    const rows = await this.db.rows<{ content: string }>(
      `SELECT r.content FROM session_context c JOIN records r ON r.id = c.record_id
       WHERE c.tenant = $1 AND c.session = $2 AND r.status <> 'forgotten' ORDER BY c.at DESC, c.record_id DESC LIMIT $3`,
      [tenant, session, limit],
    );
    return rows.map((r) => r.content).reverse();
  }

  async markJudged(a: string, b: string, at: number): Promise<void> {
    await this.db.query(`INSERT INTO judged_pairs (a, b, at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [...ordered(a, b), at]);
  }

  async wasJudged(a: string, b: string): Promise<boolean> {
    return (await this.db.query(`SELECT 1 FROM judged_pairs WHERE a = $1 AND b = $2`, ordered(a, b))).rowCount === 1;
  }

  async heldBurst(tenant: string, principal: string, claim: string): Promise<HeldBurst | undefined> {
    const row = (await this.db.rows<BurstRow>(`SELECT * FROM held_bursts WHERE tenant = $1 AND principal = $2 AND claim = $3`, [tenant, principal, claim]))[0];
    return row && toBurst(row);
  }

  async burstOf(recordId: string): Promise<HeldBurst | undefined> {
    const row = (await this.db.rows<BurstRow>(`SELECT * FROM held_bursts WHERE record_id = $1`, [recordId]))[0];
    return row && toBurst(row);
  }

  async saveBurst(b: HeldBurst): Promise<void> {
    await this.db.query(
      `INSERT INTO held_bursts (tenant, principal, claim, record_id, copies, first_at, last_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (tenant, principal, claim) DO UPDATE SET record_id = excluded.record_id, copies = excluded.copies, first_at = excluded.first_at, last_at = excluded.last_at`,
      [b.tenant, b.principal, b.claim, b.recordId, b.copies, b.firstAt, b.lastAt],
    );
  }
}

/** The outbox port over the PostgreSQL ledger. */
export class PgOutbox implements UpstreamOutbox {
  /** Reads and writes through `db`. */
  constructor(private readonly db: PgDb) {}

  async outboxPush(upstream: string, tool: string, args: Record<string, unknown>, at: number): Promise<number> {
    const rows = await this.db.rows<{ seq: number }>(`INSERT INTO outbox (upstream, tool, args, created_at) VALUES ($1, $2, $3, $4) RETURNING seq`, [upstream, tool, JSON.stringify(args), at]);
    return rows[0].seq;
  }

  async outboxList(upstream: string, limit: number): Promise<OutboxEntry[]> {
    const rows = await this.db.rows<OutboxRow>(`SELECT * FROM outbox WHERE upstream = $1 ORDER BY seq LIMIT $2`, [upstream, limit]);
    return rows.map(toOutboxEntry);
  }

  async outboxDone(seq: number): Promise<void> {
    await this.db.query(`DELETE FROM outbox WHERE seq = $1`, [seq]);
  }

  async outboxFailed(seq: number, error: string): Promise<void> {
    await this.db.query(`UPDATE outbox SET attempts = attempts + 1, last_error = $1 WHERE seq = $2`, [error.slice(0, 500), seq]);
  }

  async parkPush(recordId: string, upstream: string, tool: string, args: Record<string, unknown>, at: number): Promise<void> {
    await this.db.query(
      `INSERT INTO parked (record_id, upstream, tool, args, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (record_id) DO UPDATE SET upstream = excluded.upstream, tool = excluded.tool, args = excluded.args, created_at = excluded.created_at`,
      [recordId, upstream, tool, JSON.stringify(args), at],
    );
  }

  async parkList(upstream: string, limit: number): Promise<{ recordId: string; tool: string; args: Record<string, unknown> }[]> {
    const rows = await this.db.rows<{ record_id: string; tool: string; args: string }>(
      `SELECT record_id, tool, args FROM parked WHERE upstream = $1 ORDER BY created_at, record_id LIMIT $2`,
      [upstream, limit],
    );
    return rows.map((r) => ({ recordId: r.record_id, tool: r.tool, args: JSON.parse(r.args) as Record<string, unknown> }));
  }

  async parkDone(recordId: string): Promise<void> {
    await this.db.query(`DELETE FROM parked WHERE record_id = $1`, [recordId]);
  }
}
