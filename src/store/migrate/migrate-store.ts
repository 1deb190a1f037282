/**
 * `migrate --from <data dir> --to postgres://…`: copies an embedded store completely into a
 * PostgreSQL schema in ONE transaction — create the schema, apply the migrations, copy, verify —
 * so the target either holds the whole, verified copy or is as it was: a copy that fails or does
 * not verify is rolled back, and a crash mid-way leaves nothing behind. Before anything is
 * written the source's audit chain must verify; after the commit the copy is checked once more
 * through the PostgreSQL ledger itself, as `serve` and `audit verify` will read it.
 *
 * A target that already holds data is refused, unless it is this very copy (same audit head, and
 * every check passes: nothing is done, so running the command twice is harmless) or `force` is
 * given — then the target store is dropped and replaced in the same transaction, provided no
 * server is connected to it.
 */
import type { ChainHead } from '../../audit/audit-entry.js';
import { verifyStoredChain, type ChainReport } from '../../audit/verify-chain.js';
import { followUp } from '../../config/invocation.js';
import { HindsightError } from '../../core/errors.js';
import { applicationName, PgDb, type PgClient, type PgTarget } from '../postgres/pg-db.js';
import { migratePgIn } from '../postgres/pg-migrate.js';
import { PG_APPLICATION, PG_MIGRATIONS } from '../postgres/pg-migrations.js';
import { openPgLedger } from '../postgres/pg-store.js';
import { copyRows } from './pg-copy.js';
import { openMigrationSource } from './sqlite-source.js';
import { verifyCopy, type CopyVerification } from './verify-copy.js';

/** What `migrate` did and found. */
export interface MigrationReport {
  from: string;
  to: string;
  /** `migrated`: copied and verified; `already-migrated`: the target was this copy, nothing done; `verification-failed`: rolled back. */
  outcome: 'migrated' | 'already-migrated' | 'verification-failed';
  /** A store with data in the target was dropped and replaced (`--force`). */
  replaced: boolean;
  /** The source's audit chain, verified before anything was written. */
  source_audit: ChainReport;
  verification: CopyVerification;
  /** Read back through the PostgreSQL ledger after the commit (absent when nothing was committed). */
  after_commit?: { audit: ChainReport; statuses: { source: Record<string, number>; target: Record<string, number> }; ok: boolean };
  seconds: number;
}

/** A copy that did not verify: thrown inside the transaction to roll it back. */
class VerificationFailed extends Error {
  constructor(readonly verification: CopyVerification) {
    super('the copy did not verify');
  }
}

/** What the target schema holds before the copy. */
interface TargetState {
  exists: boolean;
  /** Tables in it. */
  tables: string[];
  /** It is a Hindsight Guard store (its schema-version table says so). */
  ours: boolean;
  version?: number;
  /** Tables holding rows (settings and one-row tables aside). */
  filled: string[];
  records: number;
  head?: ChainHead;
}

/** One-row or settings tables every migrated store has: not data. */
const NOT_DATA = new Set(['hindsight_schema', 'meta', 'state', 'audit_head']);

async function inspect(c: PgClient, schema: string): Promise<TargetState> {
  const exists = (await c.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [schema])).rowCount === 1;
  const tables = (await c.query<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname = $1 ORDER BY tablename`, [schema])).rows.map((r) => r.t);
  const state: TargetState = { exists, tables, ours: false, filled: [], records: 0 };
  if (!tables.includes('hindsight_schema')) return state;
  const mark = (await c.query<{ application: string; version: number }>(`SELECT application, version FROM ${schema}.hindsight_schema`)).rows[0];
  state.ours = mark?.application === PG_APPLICATION;
  state.version = mark?.version;
  if (!state.ours) return state;
  for (const t of tables.filter((t) => !NOT_DATA.has(t))) {
    // Quoted: a table someone added to the schema may have any name.
    if ((await c.query(`SELECT 1 FROM ${schema}."${t.replace(/"/g, '""')}" LIMIT 1`)).rowCount === 1) state.filled.push(t);
  }
  if (tables.includes('records')) state.records = (await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${schema}.records`)).rows[0].n;
  if (tables.includes('audit_head')) {
    const h = (await c.query<{ count: number; hash: string }>(`SELECT count, hash FROM ${schema}.audit_head WHERE id = 1`)).rows[0];
    if (h && h.count > 0) {
      state.head = { count: h.count, hash: h.hash };
      if (!state.filled.includes('audit')) state.filled.push('audit_head');
    }
  }
  return state;
}

const sameHead = (a: ChainHead | undefined, b: ChainHead | undefined) => (a?.count ?? 0) === (b?.count ?? 0) && a?.hash === b?.hash;

/** Copies the store in `from` to `target` and verifies it (see the file comment). Throws `HindsightError` for a refusal. */
export async function migrateStore(opts: { from: string; target: PgTarget; force: boolean; progress: (msg: string) => void }): Promise<MigrationReport> {
  const started = performance.now();
  const { target } = opts;
  const schema = target.schema;
  const src = openMigrationSource(opts.from);
  const db = new PgDb({ ...target, poolMax: 2 }, 'migrate');
  const where = db.where;
  try {
    const sourceAudit = await verifyStoredChain({ entries: (after) => src.ledger.auditEntries(after), anchor: () => src.ledger.auditAnchor() });
    if (!sourceAudit.ok) {
      throw new HindsightError(
        'audit_broken',
        `the audit log of ${opts.from} is broken at entry ${sourceAudit.seq}: ${sourceAudit.problem}; refusing to migrate a store whose audit chain does not verify (\`${followUp(['audit', 'verify', '--data-dir', opts.from])}\` says the same); nothing was written`,
      );
    }
    const head = await src.ledger.auditAnchor();
    opts.progress(`source ${opts.from}: audit chain intact, ${sourceAudit.entries} entries; copying to ${where} in one transaction`);

    let replaced = false;
    let outcome: MigrationReport['outcome'];
    let verification: CopyVerification;
    try {
      ({ outcome, verification } = await db.tx(async (c) => {
        // A server starting on the schema meanwhile waits for this commit (migratePg takes the same lock).
        await c.query(`SET LOCAL lock_timeout = '30s'`);
        await c.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`hindsight-guard migrate ${schema}`]);
        const state = await inspect(c, schema);
        if (state.tables.length > 0 && !state.ours) {
          throw new HindsightError('store_incompatible', `${where} holds tables of another application; refusing to touch it (choose another --schema); nothing was written`);
        }
        if (state.ours && (state.version ?? 0) > PG_MIGRATIONS.length) {
          throw new HindsightError('store_incompatible', `${where} holds a store of schema v${state.version}, newer than this build (v${PG_MIGRATIONS.length}); nothing was written`);
        }
        if (state.filled.length > 0) {
          if (sameHead(state.head, head)) {
            const v = await verifyCopy(c, src, head);
            if (v.ok) return { outcome: 'already-migrated' as const, verification: v };
          }
          if (!opts.force) {
            const what = `${state.records} records, ${state.head?.count ?? 0} audit entries`;
            const why = sameHead(state.head, head) ? 'it ends at the source audit head but differs from the source' : state.head ? "its audit log is not the source's (a server has run on it, or it is another store)" : 'it is not a copy of this source';
            throw new HindsightError(
              'store_incompatible',
              `${where} already holds a Hindsight Guard store (${what}) and ${why}; refusing to overwrite it — pass --force to replace it (stop its servers first), or choose another --schema; nothing was written`,
            );
          }
          const others = (await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database() AND pid <> pg_backend_pid()`, [applicationName(schema)])).rows[0].n;
          if (others > 0) {
            throw new HindsightError('store_incompatible', `${others} connection(s) of a Hindsight Guard server are open on ${where}: stop every server of the target before replacing its store with --force; nothing was written`);
          }
          replaced = true;
          opts.progress(`--force: replacing the store in ${where} (${state.records} records, ${state.head?.count ?? 0} audit entries)`);
        }
        // Ours and empty, or being replaced: start from a clean schema (DDL is transactional too).
        if (state.ours) await c.query(`DROP SCHEMA ${schema} CASCADE`);
        await migratePgIn(c, schema, where);
        await copyRows(c, src, head, (m) => opts.progress(`  ${m}`));
        opts.progress('verifying the copy before committing it');
        const v = await verifyCopy(c, src, head);
        if (!v.ok) throw new VerificationFailed(v);
        return { outcome: 'migrated' as const, verification: v };
      }));
    } catch (err) {
      if (err instanceof VerificationFailed) {
        return { from: opts.from, to: where, outcome: 'verification-failed', replaced: false, source_audit: sourceAudit, verification: err.verification, seconds: secondsSince(started) };
      }
      if (err instanceof HindsightError) throw err;
      throw new Error(`the copy to ${where} failed and was rolled back, nothing was committed: ${err instanceof Error ? err.message : String(err)}`);
    }

    // Read back as a server will: through the ledger port, on connections of their own.
    const ledger = await openPgLedger(target, { shared: true });
    try {
      const audit = await verifyStoredChain({ entries: (after) => ledger.auditEntries(after), anchor: () => ledger.auditAnchor() });
      const statuses = { source: await src.ledger.countByStatus(), target: await ledger.countByStatus() };
      const ok = audit.ok && audit.head === sourceAudit.head && audit.entries === sourceAudit.entries && JSON.stringify(sorted(statuses.source)) === JSON.stringify(sorted(statuses.target));
      return { from: opts.from, to: where, outcome, replaced, source_audit: sourceAudit, verification, after_commit: { audit, statuses, ok }, seconds: secondsSince(started) };
    } finally {
      await ledger.close();
    }
  } finally {
    await db.close();
    await src.close();
  }
}

const sorted = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1)));
const secondsSince = (t: number) => Math.round((performance.now() - t) / 100) / 10;
