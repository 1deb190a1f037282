/**
 * The tables `migrate` copies from the embedded ledger (src/store/sqlite/migrations.ts) to the
 * PostgreSQL one (src/store/postgres/pg-migrations.ts): their shared columns with the PostgreSQL
 * type each is sent as, and the order rows are read in. What PostgreSQL derives for itself is not
 * copied but checked: `principal_usage` (kept by triggers on `records`), the lexical postings
 * `record_terms` (built from the records SQLite's full-text index holds), the one-row `state` and
 * `audit_head`, and `record_versions.change`, the index feed's mark (numbered in the source's order).
 */

/** One copied table. */
export interface LedgerTable {
  name: string;
  /** Column name and the PostgreSQL array element type it is sent as (`unnest($n::<type>[])`). */
  columns: readonly (readonly [string, PgType])[];
  /** The SQLite `ORDER BY` rows are read in: the order they were written. */
  order: string;
  /** A serial column whose sequence must continue after the copied values. */
  serial?: string;
  /** Rows per INSERT (wide rows in smaller batches). */
  batch: number;
}

/** The element types the copied columns are sent as. */
export type PgType = 'text' | 'bigint' | 'int' | 'float8' | 'bytea';

const t = (name: string): [string, PgType] => [name, 'text'];
const big = (name: string): [string, PgType] => [name, 'bigint'];

/** Every table copied row for row, in dependency-free order (the ledger has no foreign keys). */
export const COPIED_TABLES: readonly LedgerTable[] = [
  {
    name: 'records',
    columns: [
      big('seq'), t('id'), t('tenant'), t('namespace'), t('subject'), t('key'), t('value'), t('kind'), t('content'), t('content_hash'),
      ['embedding', 'bytea'], t('embedding_model'), big('event_time'), big('created_at'), big('revised_at'), t('status'), ['version', 'int'],
      t('channel'), t('principal'), t('tool'), t('session'), ['trust', 'float8'], ['confidence', 'float8'], t('supersedes'), t('superseded_by'),
      t('links'), t('lineage'), big('expires_at'), ['refs', 'int'], t('verification'), t('upstream_ref'), t('trace_id'),
    ],
    order: 'seq',
    serial: 'seq',
    batch: 250,
  },
  // `change` (PostgreSQL only) is numbered 1… in this order, the order the versions were kept.
  { name: 'record_versions', columns: [t('id'), ['version', 'int'], t('status'), big('at'), t('reason'), t('snapshot')], order: 'rowid', batch: 1000 },
  { name: 'traces', columns: [t('id'), t('record_id'), big('at'), t('body')], order: 'rowid', batch: 500 },
  { name: 'reads', columns: [t('record_id'), t('principal'), t('session'), big('at')], order: 'rowid', batch: 2000 },
  { name: 'record_refs', columns: [t('record_id'), big('n')], order: 'record_id', batch: 2000 },
  { name: 'sessions', columns: [t('tenant'), t('session'), t('principal'), t('task'), big('created_at'), big('updated_at')], order: 'rowid', batch: 1000 },
  { name: 'judged_pairs', columns: [t('a'), t('b'), big('at')], order: 'rowid', batch: 2000 },
  { name: 'outbox', columns: [big('seq'), t('upstream'), t('tool'), t('args'), big('created_at'), ['attempts', 'int'], t('last_error')], order: 'seq', serial: 'seq', batch: 500 },
  { name: 'parked', columns: [t('record_id'), t('upstream'), t('tool'), t('args'), big('created_at')], order: 'rowid', batch: 500 },
  {
    name: 'audit',
    columns: [big('seq'), big('at'), t('tenant'), t('actor'), t('action'), t('record_id'), t('session'), t('outcome'), t('why'), t('content_hash'), t('policy_hash'), t('trace_id'), t('prev_hash'), t('hash')],
    order: 'seq',
    batch: 1000,
  },
  { name: 'held_bursts', columns: [t('tenant'), t('principal'), t('claim'), t('record_id'), ['copies', 'int'], big('first_at'), big('last_at')], order: 'tenant, principal, claim', batch: 1000 },
];

/** Derived in PostgreSQL by the triggers on `records`; compared with the source's after the copy. */
export const USAGE_TABLE: Pick<LedgerTable, 'name' | 'columns'> = { name: 'principal_usage', columns: [t('tenant'), t('principal'), big('records'), big('held')] };

/** `meta` keys PostgreSQL keeps elsewhere (`state.epoch`, `audit_head`), not copied as rows. */
export const META_KEPT_ELSEWHERE = new Set(['epoch', 'audit_head']);
