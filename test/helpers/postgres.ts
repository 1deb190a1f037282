/**
 * The real PostgreSQL the store tests run against (127.0.0.1:5432, database `test`, trust auth;
 * `HINDSIGHT_TEST_DATABASE_URL` points elsewhere). Each test file works in schemas of its own,
 * named at random and dropped afterwards, so files running in parallel never see each other's
 * rows. Without a reachable server the tests skip with a message, except under `CI=true`, where
 * they fail.
 */
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import type { PgTarget } from '../../src/store/postgres/pg-db.js';

/** The test database's URL. */
export const TEST_DATABASE_URL = process.env.HINDSIGHT_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether PostgreSQL answers; under CI its absence throws instead. */
export async function postgresAvailable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  c.on('error', () => undefined);
  try {
    await c.connect();
    await c.query('SELECT 1');
    return true;
  } catch (err) {
    const why = `PostgreSQL at ${TEST_DATABASE_URL} is not reachable: ${(err as Error).message}`;
    if (process.env.CI === 'true') throw new Error(`${why} (CI requires it)`);
    process.stderr.write(`skipping PostgreSQL tests: ${why}\n`);
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

/** Resolved once per file: top-level `await` in a test file decides `describe.skipIf`. */
export const HAVE_POSTGRES = await postgresAvailable();

const made: string[] = [];
afterAll(async () => {
  if (made.length === 0) return;
  const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
  c.on('error', () => undefined);
  await c.connect();
  try {
    while (made.length > 0) await c.query(`DROP SCHEMA IF EXISTS ${made.pop()} CASCADE`);
  } finally {
    await c.end();
  }
});

/** A schema name no other test uses, dropped (with everything in it) after this file. */
export function freshSchema(): string {
  const name = `hg_test_${randomBytes(6).toString('hex')}`;
  made.push(name);
  return name;
}

/** A target in a fresh schema. */
export function freshTarget(over: Partial<PgTarget> = {}): PgTarget {
  return { url: TEST_DATABASE_URL, schema: freshSchema(), poolMax: 4, ...over };
}
