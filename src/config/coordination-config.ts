/**
 * Where the replicas coordinate: the policy's `store.redis` section (its schema is part of
 * `store-policy-schema.ts`), overridden by
 * `HINDSIGHT_REDIS_URL` and `HINDSIGHT_REDIS_PREFIX`. Without a URL the firewall counts in process,
 * exactly as a single replica always has.
 */
import { z } from 'zod';
import { HindsightError } from '../core/errors.js';

/** A key prefix: printable, no spaces, ending where a key name begins. */
const Prefix = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:{}-]+$/, 'letters, digits and _ . : { } - only');

/** A `redis://` or `rediss://` URL (checked in full when the connection is made). */
const RedisUrl = z
  .string()
  .max(2048)
  .regex(/^rediss?:\/\/[^\s]+$/, 'must be a redis:// or rediss:// URL');

/** The policy's `store.redis` section: the Redis the replicas coordinate through. */
export const RedisStoreSchema = z.strictObject({
  /** The Redis every replica shares; `HINDSIGHT_REDIS_URL` overrides it (and keeps a password out of the file). */
  url: RedisUrl.optional(),
  /** Prepended to every key and to the events channel: replicas that share one coordinate. */
  prefix: Prefix.default('hindsight:'),
});
/** A validated `store.redis` section. */
export type RedisStore = z.infer<typeof RedisStoreSchema>;

/** What `openCoordination` needs. */
export interface CoordinationConfig {
  /** Absent: in-process counters, no event bus. */
  redisUrl?: string;
  prefix: string;
}

/**
 * The coordination settings in force: the environment over the policy. An invalid variable is an
 * error naming it (the command refuses to start).
 */
export function coordinationConfig(store: { redis?: RedisStore } | undefined, env: NodeJS.ProcessEnv = process.env): CoordinationConfig {
  const fromEnv = (name: string, schema: z.ZodType<string>) => {
    const v = env[name];
    if (v === undefined || v === '') return undefined;
    const parsed = schema.safeParse(v);
    if (!parsed.success) throw new HindsightError('invalid_argument', `invalid ${name}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
    return parsed.data;
  };
  const redisUrl = fromEnv('HINDSIGHT_REDIS_URL', RedisUrl) ?? store?.redis?.url;
  const prefix = fromEnv('HINDSIGHT_REDIS_PREFIX', Prefix) ?? store?.redis?.prefix ?? 'hindsight:';
  return { redisUrl, prefix };
}
