/**
 * Checks a copy against its source, inside the transaction that wrote it (a failed check rolls the
 * copy back): rows and digest of every table, the records as the ledger serves them, the lexical
 * postings, the settings and epoch, and the audit chain verified on the target up to the source's
 * head hash.
 */
import type { ChainHead } from '../../audit/audit-entry.js';
import { verifyStoredChain, type ChainReport } from '../../audit/verify-chain.js';
import { lexicalTerms } from '../../core/text.js';
import { toEntry, type AuditRow } from '../audit-rows.js';
import type { PgClient } from '../postgres/pg-db.js';
import { pgTokens } from '../postgres/pg-terms.js';
import { toRecord, type Row } from '../record-rows.js';
import { COPIED_TABLES, META_KEPT_ELSEWHERE, USAGE_TABLE } from './ledger-tables.js';
import { RecordsDigest, TableDigest } from './row-digest.js';
import type { MigrationSource } from './sqlite-source.js';

/** One table compared. */
export interface TableCheck {
  table: string;
  source: number;
  target: number;
  /** Order-independent digests of the rows (row-digest.ts). */
  source_digest: string;
  target_digest: string;
  ok: boolean;
}

/** The outcome of the comparison. */
export interface CopyVerification {
  ok: boolean;
  tables: TableCheck[];
  /** SHA-256 over every record as the ledger reads it, in seq order, on both sides. */
  records: { count: number; source_digest: string; target_digest: string; ok: boolean };
  /** The chain verified on the target, and whether it ends at the source's head. */
  audit: { target: ChainReport; source_head: ChainHead | null; target_head: ChainHead | null; ok: boolean };
  /** What differs, in words (empty when ok). */
  problems: string[];
}

let cursors = 0;

/** Rows of `sql` read through a cursor, `size` at a time (nothing held beyond a page). */
async function* cursorRows<R>(c: PgClient, sql: string, array: boolean, size = 2000): AsyncIterable<R> {
  const name = `hg_migrate_${++cursors}`;
  await c.query(`DECLARE ${name} NO SCROLL CURSOR FOR ${sql}`);
  for (;;) {
    const text = `FETCH ${size} FROM ${name}`;
    const rows: unknown[] = array ? (await c.query({ text, rowMode: 'array' as const })).rows : (await c.query(text)).rows;
    if (rows.length === 0) break;
    yield* rows as R[];
  }
  await c.query(`CLOSE ${name}`);
}

/** The audit chain as the target stores it, read on `c` (inside the copy's transaction). */
function targetChain(c: PgClient) {
  return {
    entries: async function* (after: number) {
      for (let last = after; ; ) {
        const rows = (await c.query<AuditRow>(`SELECT * FROM audit WHERE seq > $1 ORDER BY seq LIMIT 1000`, [last])).rows;
        for (const r of rows) yield toEntry(r);
        if (rows.length < 1000) return;
        last = rows[rows.length - 1].seq;
      }
    },
    anchor: async (): Promise<ChainHead | undefined> => {
      const row = (await c.query<{ count: number; hash: string }>(`SELECT count, hash FROM audit_head WHERE id = 1`)).rows[0];
      return row && row.count > 0 ? { count: row.count, hash: row.hash } : undefined;
    },
  };
}

/** Compares the schema `c` works in with `src`; `head` is the source's audit anchor. */
export async function verifyCopy(c: PgClient, src: MigrationSource, head: ChainHead | undefined): Promise<CopyVerification> {
  const problems: string[] = [];
  const tables: TableCheck[] = [];
  for (const table of [...COPIED_TABLES, USAGE_TABLE]) {
    const s = new TableDigest();
    for (const row of src.rows(table)) s.add(row);
    const t = new TableDigest();
    for await (const row of cursorRows<unknown[]>(c, `SELECT ${table.columns.map(([col]) => col).join(', ')} FROM ${table.name}`, true)) t.add(row);
    const ok = s.rows === t.rows && s.hex() === t.hex();
    if (!ok) problems.push(`${table.name}: ${s.rows} rows in the source, ${t.rows} in the target${s.rows === t.rows ? ', and their contents differ' : ''}`);
    tables.push({ table: table.name, source: s.rows, target: t.rows, source_digest: s.hex(), target_digest: t.hex(), ok });
  }

  // The postings a lexical search reads: the terms of every record the source's full-text index holds.
  const lexical = src.lexicalSeqs();
  const sTerms = new TableDigest();
  for (const r of src.recordRows()) {
    if (!lexical.has(r.seq)) continue;
    for (const w of new Set(lexicalTerms(`${r.subject ?? ''} ${r.content}`).flatMap(pgTokens))) sTerms.add([w, r.seq]);
  }
  const tTerms = new TableDigest();
  for await (const row of cursorRows<unknown[]>(c, `SELECT term, seq FROM record_terms`, true)) tTerms.add(row);
  const termsOk = sTerms.rows === tTerms.rows && sTerms.hex() === tTerms.hex();
  if (!termsOk) problems.push(`record_terms: ${sTerms.rows} postings expected from the source's full-text index, ${tTerms.rows} in the target${sTerms.rows === tTerms.rows ? ', and they differ' : ''}`);
  tables.push({ table: 'record_terms', source: sTerms.rows, target: tTerms.rows, source_digest: sTerms.hex(), target_digest: tTerms.hex(), ok: termsOk });

  const sRecords = new RecordsDigest();
  for (const r of src.recordRows()) sRecords.add(toRecord(r));
  const tRecords = new RecordsDigest();
  for await (const r of cursorRows<Row>(c, `SELECT * FROM records_v ORDER BY seq`, false)) tRecords.add(toRecord(r));
  const records = { count: sRecords.records, source_digest: sRecords.hex(), target_digest: tRecords.hex(), ok: false };
  records.ok = sRecords.records === tRecords.records && records.source_digest === records.target_digest;
  if (!records.ok) problems.push(`records read back differently: digest ${records.source_digest.slice(0, 16)}… in the source, ${records.target_digest.slice(0, 16)}… in the target`);

  const meta = src.meta().filter((m) => !META_KEPT_ELSEWHERE.has(m.key));
  const tMeta = new Map((await c.query<{ key: string; value: string }>(`SELECT key, value FROM meta`)).rows.map((m) => [m.key, m.value]));
  for (const m of meta) if (tMeta.get(m.key) !== m.value) problems.push(`meta ${m.key}: not copied as it is`);
  const state = (await c.query<{ epoch: number; records: number }>(`SELECT epoch, records FROM state WHERE id = 1`)).rows[0];
  if (state?.epoch !== src.epoch() || state.records !== sRecords.records) problems.push(`state: epoch ${state?.epoch} and ${state?.records} records, expected ${src.epoch()} and ${sRecords.records}`);

  const target = await verifyStoredChain(targetChain(c));
  const targetHead = await targetChain(c).anchor();
  const sameHead = (targetHead?.count ?? 0) === (head?.count ?? 0) && targetHead?.hash === head?.hash;
  if (!target.ok) problems.push(`the audit chain does not verify on the target: entry ${target.seq}: ${target.problem}`);
  else if (!sameHead) problems.push(`the target's audit head (${targetHead?.count ?? 0} entries) is not the source's (${head?.count ?? 0})`);
  return {
    ok: problems.length === 0,
    tables,
    records,
    audit: { target, source_head: head ?? null, target_head: targetHead ?? null, ok: target.ok && sameHead },
    problems,
  };
}
