/**
 * Digests that compare a table in two databases without holding either in memory. A table's digest
 * is the sum (mod 2^256) of the SHA-256 of each row's values: independent of the order rows come
 * back in (collations differ between SQLite and PostgreSQL), yet a changed, missing or extra row
 * changes it. The records digest is stricter — one SHA-256 over every record as the ledger serves
 * it (`toRecord`), in seq order — so it also says the copy reads back as the same memories.
 */
import { createHash } from 'node:crypto';
import type { MemoryRecord } from '../../core/types.js';

const MOD = 1n << 256n;

/** A value as it is hashed: bytes as hex, everything else as JSON has it. */
function canonical(v: unknown): unknown {
  if (Buffer.isBuffer(v)) return { hex: v.toString('hex') };
  if (v instanceof Float32Array) return { hex: Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('hex') };
  return v === undefined ? null : v;
}

/** An order-independent digest of rows (see the file comment). */
export class TableDigest {
  private sum = 0n;
  /** Rows added. */
  rows = 0;

  /** Adds one row's values, in the table's column order. */
  add(values: readonly unknown[]): void {
    const h = createHash('sha256').update(JSON.stringify(values.map(canonical))).digest('hex');
    this.sum = (this.sum + BigInt(`0x${h}`)) % MOD;
    this.rows++;
  }

  /** The digest as 64 hex digits. */
  hex(): string {
    return this.sum.toString(16).padStart(64, '0');
  }
}

/** A SHA-256 over records in the order they are added (seq order). */
export class RecordsDigest {
  private readonly hash = createHash('sha256');
  /** Records added. */
  records = 0;

  /** Adds one record, every field of it (the embedding as its bytes). */
  add(r: MemoryRecord): void {
    const fields = Object.entries(r)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => [k, canonical(v)]);
    this.hash.update(JSON.stringify(fields)).update('\n');
    this.records++;
  }

  /** The digest as 64 hex digits (call once). */
  hex(): string {
    return this.hash.digest('hex');
  }
}
