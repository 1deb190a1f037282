/**
 * Engine settings with safe defaults, validated with zod. Commands build them from a policy file
 * (`policy-settings.ts`) plus `HINDSIGHT_*` environment overrides.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { CHANNEL_TRUST } from '../core/trust.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Revision thresholds and storm protection. */
export const RevisionSettingsSchema = z.object({
  /** Minimum judge confidence to act on a CONFLICT; below it the write is held as `uncertain`. */
  theta: z.number().min(0).max(1).default(0.7),
  /** Similarity at or above which a pair is a strong trigger. */
  strongSimilarity: z.number().min(0).max(1).default(0.85),
  /** Similarity at or above which a correction cue makes a weak trigger. */
  weakSimilarity: z.number().min(0).max(1).default(0.55),
  /** Similarity at or above which two memories about one subject are related. */
  relatedSimilarity: z.number().min(0).max(1).default(0.5),
  /** Vector neighbours considered per write. */
  topK: z.number().int().min(1).max(64).default(8),
  /** A record revised within this window is not revised again (requests coalesce into review). */
  cooldownMs: z.number().int().min(0).default(10_000),
  /** Most records one write may supersede. */
  maxSupersedePerWrite: z.number().int().min(1).max(64).default(3),
  /** Most coexist links kept per record. */
  maxLinks: z.number().int().min(1).default(32),
  /** Most coexist links one write adds (the closest candidates first). */
  maxLinksPerWrite: z.number().int().min(0).default(4),
});

/** Per-kind time to live in ms; null never expires. */
export const TtlSettingsSchema = z.object({
  fact: z.number().int().positive().nullable().default(null),
  preference: z.number().int().positive().nullable().default(null),
  lesson: z.number().int().positive().nullable().default(null),
  state: z.number().int().positive().nullable().default(12 * HOUR),
  note: z.number().int().positive().nullable().default(180 * DAY),
});

/** Ranking weights. */
export const RankingSettingsSchema = z.object({
  similarity: z.number().min(0).default(0.6),
  recency: z.number().min(0).default(0.2),
  trust: z.number().min(0).default(0.15),
  references: z.number().min(0).default(0.05),
});

/** Input limits: untrusted strings get a length cap before use. */
export const LimitSettingsSchema = z.object({
  maxContentBytes: z.number().int().positive().default(64 * 1024),
  maxQueryBytes: z.number().int().positive().default(4096),
  maxSubjectChars: z.number().int().positive().default(256),
  maxResults: z.number().int().positive().default(50),
});

/**
 * What one principal may keep in the store, so that a flood fills its sender's share and not the
 * disk. At a bound the principal's writes that would add to it are refused (nothing stored,
 * nothing already acknowledged dropped); past `alertRatio` of one, every write is counted and
 * logged as an alert.
 */
export const BoundSettingsSchema = z.object({
  /** Open review items (quarantined writes) per principal and tenant. */
  heldPerPrincipal: z.number().int().positive().default(1000),
  /** Records of every status per principal and tenant. */
  recordsPerPrincipal: z.number().int().positive().default(250_000),
  /** Share of a bound past which its writes are alerted on. */
  alertRatio: z.number().positive().max(1).default(0.8),
  /** Held copies of one claim no further apart than this are counted on one review item. */
  burstMs: z.number().positive().default(3_600_000),
});

/** All engine settings. */
export const SettingsSchema = z.object({
  tenant: z.string().min(1).default('default'),
  /** The principal stdio and unauthenticated loopback HTTP run as. */
  principal: z.string().min(1).default('local-user'),
  /** Trust ceiling of that principal (user = 0.9). */
  trustCeiling: z.number().min(0).max(1).default(0.9),
  /** That principal's role (what its stdio connection may do). */
  role: z.enum(['agent', 'reviewer', 'admin']).default('agent'),
  durability: z.enum(['full', 'normal']).default('full'),
  /** Trust a write gets per channel (capped by the principal's ceiling). */
  channelTrust: z
    .object({
      system: z.number().min(0).max(1).default(CHANNEL_TRUST.system),
      review: z.number().min(0).max(1).default(CHANNEL_TRUST.review),
      user: z.number().min(0).max(1).default(CHANNEL_TRUST.user),
      agent: z.number().min(0).max(1).default(CHANNEL_TRUST.agent),
      tool: z.number().min(0).max(1).default(CHANNEL_TRUST.tool),
      unknown: z.number().min(0).max(1).default(CHANNEL_TRUST.unknown),
    })
    .prefault({}),
  embeddingDim: z.number().int().min(32).max(4096).default(384),
  /**
   * Worker threads the servers (`serve`, `proxy`) run the screening and provenance layers on, so
   * a layer's deadline preempts and a long write never holds the event loop; 0 runs them on the
   * event loop (no preemptive deadline).
   */
  guardThreads: z.number().int().min(0).max(16).default(1),
  revision: RevisionSettingsSchema.prefault({}),
  ttl: TtlSettingsSchema.prefault({}),
  /** How long a quarantined write waits for a reviewer before it expires unreviewed (never approved); null waits forever. */
  quarantineTtlMs: z.number().int().positive().nullable().default(14 * DAY),
  ranking: RankingSettingsSchema.prefault({}),
  limits: LimitSettingsSchema.prefault({}),
  bounds: BoundSettingsSchema.prefault({}),
});
/** Engine settings. */
export type Settings = z.infer<typeof SettingsSchema>;

/** Default settings, optionally overridden. */
export function makeSettings(overrides: z.input<typeof SettingsSchema> = {}): Settings {
  return SettingsSchema.parse(overrides);
}

/** The `HINDSIGHT_*` environment overrides, as a partial settings input (not yet validated). */
export function envOverrides(env: NodeJS.ProcessEnv = process.env): z.input<typeof SettingsSchema> {
  const o: Record<string, unknown> = {};
  if (env.HINDSIGHT_TENANT) o.tenant = env.HINDSIGHT_TENANT;
  if (env.HINDSIGHT_PRINCIPAL) o.principal = env.HINDSIGHT_PRINCIPAL;
  if (env.HINDSIGHT_DURABILITY) o.durability = env.HINDSIGHT_DURABILITY;
  if (env.HINDSIGHT_MAX_CONTENT_BYTES) o.limits = { maxContentBytes: Number(env.HINDSIGHT_MAX_CONTENT_BYTES) };
  if (env.HINDSIGHT_EMBEDDING_DIM) o.embeddingDim = Number(env.HINDSIGHT_EMBEDDING_DIM);
  if (env.HINDSIGHT_GUARD_THREADS) o.guardThreads = Number(env.HINDSIGHT_GUARD_THREADS);
  return o as z.input<typeof SettingsSchema>;
}

/** Validates settings assembled from a base and environment overrides; errors name the variable's setting. */
export function parseEnvSettings(input: unknown): Settings {
  const parsed = SettingsSchema.safeParse(input);
  if (!parsed.success) {
    throw new Error(`invalid HINDSIGHT_* environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}

/** Settings from defaults and `HINDSIGHT_*` environment variables. */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): Settings {
  return parseEnvSettings(envOverrides(env));
}

/** A short, stable hash of the settings in force, recorded in every decision trace. */
export function settingsHash(s: Settings): string {
  return 'sha256:' + createHash('sha256').update(JSON.stringify(s)).digest('hex').slice(0, 16);
}
