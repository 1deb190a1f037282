/**
 * Per-key serialisation across replicas: a write holds a session-level advisory lock on each of
 * its keys (tenant, subject and frame) while it reads candidates, judges and commits, on a
 * connection of its own. Two replicas revising the same memory at once therefore judge one after
 * the other — the second sees the first one's record and supersedes it — so they produce one
 * supersession chain, never two. Writes about other keys go on in parallel; records touched
 * through similarity alone are still guarded by compare-and-set on `version`.
 */
import { createHash } from 'node:crypto';
import type { RevisionGate } from '../ports.js';
import type { PgDb } from './pg-db.js';

/** A signed 64-bit lock id for a key, scoped to the store's schema (other stores in the database never collide). */
export function lockId(schema: string, tenant: string, key: string): string {
  return createHash('sha256').update(`${schema}\0${tenant}\0${key}`).digest().readBigInt64BE(0).toString();
}

/** The revision gate over a PostgreSQL ledger. */
export class PgRevisionGate implements RevisionGate {
  /** Locks through connections of `db`. */
  constructor(private readonly db: PgDb) {}

  async hold<T>(tenant: string, keys: readonly string[], fn: (fence: number | undefined) => Promise<T>): Promise<T> {
    // Sorted: two writers needing the same two keys take them in one order and cannot deadlock.
    const ids = [...new Set(keys.map((k) => lockId(this.db.target.schema, tenant, k)))].sort();
    if (ids.length === 0) return fn(undefined);
    const c = await this.db.connect();
    let broken: Error | undefined;
    try {
      try {
        for (const id of ids) await c.query(`SELECT pg_advisory_lock($1::bigint)`, [id]);
      } catch (err) {
        broken = err as Error;
        throw this.db.mapped(err);
      }
      return await fn(undefined);
    } finally {
      // Unlocked before the connection goes back to the pool; a lost connection releases its locks itself.
      if (!broken) await c.query(`SELECT pg_advisory_unlock_all()`).catch((e: Error) => (broken = e));
      c.release(broken);
    }
  }
}
