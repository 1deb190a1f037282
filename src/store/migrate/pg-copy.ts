/**
 * Writes an embedded store's rows into a freshly migrated PostgreSQL schema, inside the caller's
 * transaction: every table of `COPIED_TABLES` row for row (seqs, versions, hashes as they are), the
 * lexical postings of the records SQLite's full-text index holds, the `meta` settings, the commit
 * epoch and record count, the audit head anchor, and the serial sequences moved past the copied
 * values so the next write continues them.
 */
import type { ChainHead } from '../../audit/audit-entry.js';
import { lexicalTerms } from '../../core/text.js';
import type { PgClient } from '../postgres/pg-db.js';
import { pgTokens } from '../postgres/pg-terms.js';
import { COPIED_TABLES, META_KEPT_ELSEWHERE, type LedgerTable } from './ledger-tables.js';
import type { MigrationSource } from './sqlite-source.js';

/** What the copy wrote. */
export interface CopyTally {
  /** Rows inserted per table. */
  rows: Record<string, number>;
  /** Records given lexical postings (those of the source's full-text index with at least one term). */
  lexicalRecords: number;
}

/** Inserts `rows` (value lists in `columns` order) with one statement: the columns as typed arrays. */
async function insertBatch(c: PgClient, table: string, columns: LedgerTable['columns'], rows: unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  const arrays = columns.map((_, i) => rows.map((r) => r[i] ?? null));
  const list = columns.map(([name]) => name).join(', ');
  const unnest = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  await c.query(`INSERT INTO ${table} (${list}) SELECT * FROM unnest(${unnest})`, arrays);
}

/** Copies every row of the source into the schema `c` works in (migrated, empty). */
export async function copyRows(c: PgClient, src: MigrationSource, head: ChainHead | undefined, progress: (msg: string) => void): Promise<CopyTally> {
  const tally: CopyTally = { rows: {}, lexicalRecords: 0 };
  const lexical = src.lexicalSeqs();
  for (const table of COPIED_TABLES) {
    // `record_versions.change` (the index feed's mark) numbers the versions in the source's order.
    const columns: LedgerTable['columns'] = table.name === 'record_versions' ? [['change', 'bigint'], ...table.columns] : table.columns;
    const at = (name: string) => table.columns.findIndex(([c]) => c === name);
    const [seqAt, subjectAt, contentAt] = [at('seq'), at('subject'), at('content')];
    let batch: unknown[][] = [];
    let terms: { term: string[]; seq: number[] } = { term: [], seq: [] };
    let n = 0;
    const flush = async () => {
      await insertBatch(c, table.name, columns, batch);
      if (terms.term.length > 0) {
        await c.query(`INSERT INTO record_terms (term, seq) SELECT * FROM unnest($1::text[], $2::bigint[]) ON CONFLICT DO NOTHING`, [terms.term, terms.seq]);
      }
      batch = [];
      terms = { term: [], seq: [] };
    };
    for (const row of src.rows(table)) {
      n++;
      batch.push(table.name === 'record_versions' ? [n, ...row] : row);
      if (table.name === 'records' && lexical.has(row[seqAt] as number)) {
        // The same terms the PostgreSQL ledger's commit gives a record it indexes.
        const words = [...new Set(lexicalTerms(`${(row[subjectAt] as string | null) ?? ''} ${row[contentAt] as string}`).flatMap(pgTokens))];
        for (const w of words) (terms.term.push(w), terms.seq.push(row[seqAt] as number));
        if (words.length > 0) tally.lexicalRecords++;
      }
      if (batch.length >= table.batch) await flush();
    }
    await flush();
    tally.rows[table.name] = n;
    if (table.serial) await continueSequence(c, table.name, table.serial);
    if (n > 0) progress(`${table.name}: ${n} rows`);
  }
  await continueSequence(c, 'record_versions', 'change');

  for (const { key, value } of src.meta()) {
    if (META_KEPT_ELSEWHERE.has(key)) continue;
    await c.query(`INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, [key, value]);
  }
  await c.query(`UPDATE state SET epoch = $1, records = (SELECT count(*) FROM records) WHERE id = 1`, [src.epoch()]);
  // The anchor only moves forward (a trigger): from the empty chain's 0 to the source's count.
  if (head) await c.query(`UPDATE audit_head SET count = $1, hash = $2 WHERE id = 1`, [head.count, head.hash]);
  return tally;
}

/** Moves a serial column's sequence to its table's highest value (the next one continues from it). */
async function continueSequence(c: PgClient, table: string, column: string): Promise<void> {
  await c.query(
    `SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max(${column}) FROM ${table}), 1), (SELECT max(${column}) FROM ${table}) IS NOT NULL)`,
    [table, column],
  );
}
