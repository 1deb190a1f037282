/**
 * Which ledger a command opens: the policy's `store` section and the environment decide between
 * the embedded store in the data directory and a PostgreSQL schema. `HINDSIGHT_DATABASE_URL` set
 * selects PostgreSQL whatever the policy says (the schema from `HINDSIGHT_DATABASE_SCHEMA`, else
 * the policy's); a policy asking for PostgreSQL without its URL variable set refuses to start.
 */
import { StorePolicySchema, type StorePolicy } from '../config/store-policy-schema.js';
import { HindsightError } from '../core/errors.js';
import { checkSchemaName, type PgTarget } from './postgres/pg-db.js';

/**
 * The PostgreSQL target `store` and `env` select, or undefined for the embedded store.
 *
 * @example databaseTarget(undefined, { HINDSIGHT_DATABASE_URL: 'postgres://hg@db:5432/hindsight' }) // { url, schema: 'hindsight', poolMax: 10 }
 */
export function databaseTarget(store: StorePolicy | undefined, env: NodeJS.ProcessEnv = process.env): PgTarget | undefined {
  const s = StorePolicySchema.parse(store ?? {});
  const url = env[s.url_env]?.trim() || env.HINDSIGHT_DATABASE_URL?.trim();
  if (s.backend === 'sqlite' && !env.HINDSIGHT_DATABASE_URL?.trim()) return undefined;
  if (!url) throw new HindsightError('invalid_argument', `the policy's store backend is postgres, but ${s.url_env} is not set; set it to a postgres:// URL`);
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new HindsightError('invalid_argument', `${env.HINDSIGHT_DATABASE_URL?.trim() ? 'HINDSIGHT_DATABASE_URL' : s.url_env} is not a URL; expected postgres://user@host:5432/database`);
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new HindsightError('invalid_argument', `the database URL must start with postgres:// or postgresql:// (got ${protocol.slice(0, 20)}//)`);
  }
  const schema = checkSchemaName(env.HINDSIGHT_DATABASE_SCHEMA?.trim() || s.schema);
  return { url, schema, poolMax: s.pool_max };
}
