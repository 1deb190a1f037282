/**
 * The policy's `store` section: which ledger backs the firewall. The embedded SQLite store in
 * `--data-dir` by default; PostgreSQL for several replicas sharing one store. The connection URL
 * is read from an environment variable named here, never written in the policy (it may hold a
 * password); `HINDSIGHT_DATABASE_URL` set in the environment selects PostgreSQL without a policy.
 * Its `redis` part names the Redis the replicas coordinate through.
 */
import { z } from 'zod';
import { RedisStoreSchema } from './coordination-config.js';

/** A validated `store` section. */
export const StorePolicySchema = z.strictObject({
  /** `sqlite` (embedded, one process per data directory) or `postgres` (shared by replicas). */
  backend: z.enum(['sqlite', 'postgres']).default('sqlite'),
  /** Name of the environment variable holding the `postgres://…` URL. */
  url_env: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an environment variable name').default('HINDSIGHT_DATABASE_URL'),
  /** The PostgreSQL schema holding the store's tables (created on first start). */
  schema: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]{0,62}$/, 'letters, digits and underscores (at most 63), starting with a letter or underscore')
    .default('hindsight'),
  /** Most connections one process opens. */
  pool_max: z.number().int().min(2).max(200).default(10),
  /** The Redis the replicas share for counters and events (`coordination-config.ts`); absent: in process. */
  redis: RedisStoreSchema.optional(),
});
/** A validated `store` section. */
export type StorePolicy = z.infer<typeof StorePolicySchema>;
