/**
 * Brings a PostgreSQL schema to this build's version, or refuses it: a schema holding another
 * application's tables, or one migrated by a newer build, is never touched.
 */
import { HindsightError } from '../../core/errors.js';
import { pendingMigrations } from '../schema-version.js';
import type { PgClient, PgDb } from './pg-db.js';
import { PG_APPLICATION, PG_MIGRATIONS } from './pg-migrations.js';

/**
 * Creates the schema if needed and applies pending migrations in one transaction, under an advisory
 * lock per schema (replicas starting together wait for one another). `shared` (a reviewer's
 * command beside the servers) migrates nothing and requires this build's version.
 */
export async function migratePg(db: PgDb, opts: { shared?: boolean } = {}): Promise<number> {
  return db.tx((c) => migratePgIn(c, db.target.schema, db.where, opts));
}

/**
 * What `migratePg` does, inside the caller's transaction on `c` (`migrate --to` creates and fills
 * a store in one transaction). Takes the same advisory lock, so a server starting on the schema
 * meanwhile waits for the caller's commit.
 */
export async function migratePgIn(c: PgClient, schema: string, where: string, opts: { shared?: boolean } = {}): Promise<number> {
  await c.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`hindsight-guard migrate ${schema}`]);
  const exists = (await c.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [schema])).rowCount === 1;
  if (!exists && opts.shared) throw new HindsightError('store_incompatible', `${where} holds no Hindsight Guard store; start the server on it first`);
  if (!exists) await c.query(`CREATE SCHEMA ${schema}`);
  const marked = (await c.query(`SELECT 1 FROM pg_tables WHERE schemaname = $1 AND tablename = 'hindsight_schema'`, [schema])).rowCount === 1;
  if (!marked) {
    const tables = (await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = $1`, [schema])).rows[0].n;
    if (tables > 0) throw new HindsightError('store_incompatible', `${where} holds tables of another application; refusing to use it (choose another schema)`);
    if (opts.shared) throw new HindsightError('store_incompatible', `${where} holds no Hindsight Guard store; start the server on it first`);
    await c.query(`CREATE TABLE hindsight_schema (application text NOT NULL, version int NOT NULL)`);
    await c.query(`INSERT INTO hindsight_schema (application, version) VALUES ($1, 0)`, [PG_APPLICATION]);
  }
  const row = (await c.query<{ application: string; version: number }>(`SELECT application, version FROM hindsight_schema`)).rows[0];
  if (row?.application !== PG_APPLICATION) throw new HindsightError('store_incompatible', `${where} is marked as another application's; refusing to use it`);
  for (const v of pendingMigrations(row.version, PG_MIGRATIONS.length, opts.shared ?? false)) {
    await c.query(PG_MIGRATIONS[v]);
    await c.query(`UPDATE hindsight_schema SET version = $1`, [v + 1]);
  }
  return PG_MIGRATIONS.length;
}
