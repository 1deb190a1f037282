/**
 * The policy file schema. Keys are snake_case as written in YAML; every object is
 * strict, so a misspelt key is an error rather than a silently ignored setting. Engine-facing
 * limits and defaults are taken from `SettingsSchema`, so the two cannot drift apart: a policy
 * that omits a key gets the engine default, and `policies/default.yaml` spells those defaults out.
 */
import { z } from 'zod';
import { CHANNEL_TRUST } from '../core/trust.js';
import { followUp } from './invocation.js';
import { ProvenanceConfigSchema } from '../guard/provenance-config.js';
import { RateConfigSchema } from '../guard/rate-config.js';
import { RelevanceConfigSchema } from '../guard/relevance-config.js';
import { ScreeningPolicySchema } from './screening-policy-schema.js';
import { StorePolicySchema } from './store-policy-schema.js';
import { VerdictsPolicySchema } from './verdict-policy-schema.js';
import { BoundSettingsSchema, LimitSettingsSchema, RankingSettingsSchema, RevisionSettingsSchema, SettingsSchema } from './settings.js';

/** The engine defaults the policy's defaults come from. */
const D = SettingsSchema.parse({});
const R = RevisionSettingsSchema.shape;
const L = LimitSettingsSchema.shape;
const B = BoundSettingsSchema.shape;
const secondsOf = (ms: number | null) => (ms === null ? null : ms / 1000);

/** A time to live in whole seconds; null never expires. */
const TtlSeconds = (dflt: number | null) => z.number().int().positive().nullable().default(dflt);
/** A trust value in [0, 1]. */
const Trust = (dflt: number) => z.number().min(0).max(1).default(dflt);

/** Revision thresholds, cooldown and caps. */
export const RevisionPolicySchema = z.strictObject({
  theta: R.theta,
  strong_similarity: R.strongSimilarity,
  weak_similarity: R.weakSimilarity,
  related_similarity: R.relatedSimilarity,
  top_k: R.topK,
  cooldown_seconds: z.number().int().min(0).default(D.revision.cooldownMs / 1000),
  max_supersede_per_write: R.maxSupersedePerWrite,
  max_links: R.maxLinks,
  max_links_per_write: R.maxLinksPerWrite,
});

/** Per-kind time to live, in seconds. */
export const TtlPolicySchema = z.strictObject({
  fact: TtlSeconds(secondsOf(D.ttl.fact)),
  preference: TtlSeconds(secondsOf(D.ttl.preference)),
  lesson: TtlSeconds(secondsOf(D.ttl.lesson)),
  state: TtlSeconds(secondsOf(D.ttl.state)),
  note: TtlSeconds(secondsOf(D.ttl.note)),
});

/** Input limits. */
export const LimitsPolicySchema = z.strictObject({
  max_content_bytes: L.maxContentBytes,
  max_query_bytes: L.maxQueryBytes,
  max_subject_chars: L.maxSubjectChars,
  max_results: L.maxResults,
});

/** Trust per write channel, most trusted first: a lower channel may never be trusted more than a higher one. */
const CHANNEL_ORDER = ['system', 'review', 'user', 'agent', 'tool', 'unknown'] as const;
export const TrustPolicySchema = z.strictObject({
  channels: z
    .strictObject({
      system: Trust(CHANNEL_TRUST.system),
      review: Trust(CHANNEL_TRUST.review),
      user: Trust(CHANNEL_TRUST.user),
      agent: Trust(CHANNEL_TRUST.agent),
      tool: Trust(CHANNEL_TRUST.tool),
      unknown: Trust(CHANNEL_TRUST.unknown),
    })
    .prefault({})
    .superRefine((c, ctx) => {
      for (let i = 1; i < CHANNEL_ORDER.length; i++) {
        const [hi, lo] = [CHANNEL_ORDER[i - 1], CHANNEL_ORDER[i]];
        if (c[lo] > c[hi]) ctx.addIssue({ code: 'custom', path: [lo], message: `${lo} (${c[lo]}) may not be trusted more than ${hi} (${c[hi]})` });
      }
    }),
});

/** What a principal may do: agents read and write memories, reviewers work the review queue, admins both and the admin tools. */
export const ROLES = ['agent', 'reviewer', 'admin'] as const;
export type PrincipalRole = (typeof ROLES)[number];

/**
 * A known principal: its role, its tenant (every query it makes is scoped to it), the most trust
 * its writes may carry, and the SHA-256 of its HTTP bearer token (`hindsight-guard token new`
 * makes one; the token itself is never stored).
 */
export const PrincipalPolicySchema = z.strictObject({
  name: z.string().min(1).max(128),
  role: z.enum(ROLES).default('agent'),
  trust_ceiling: z.number().min(0).max(1),
  tenant: z.string().min(1).max(128).default(D.tenant),
  token_sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/, `the SHA-256 of the token, 64 lower-case hex digits (\`${followUp(['token', 'new'])}\` prints one)`)
    .optional(),
});

/** Guard behaviour: the pipeline reads `on_error`, `shadow` and `verdicts`; each layer reads its own section. */
export const GuardPolicySchema = z.strictObject({
  /** What a write gets when a guard layer fails. */
  on_error: z.enum(['quarantine', 'reject', 'allow']).default('quarantine'),
  /** Decide and record, do not enforce. */
  shadow: z.boolean().default(false),
  /** Trust bands and forged-provenance patterns. */
  provenance: ProvenanceConfigSchema.prefault({}),
  /** Content screening patterns, weights and thresholds. */
  screening: ScreeningPolicySchema.prefault({}),
  /** Sliding windows, EWMA baseline and repetition. */
  rate: RateConfigSchema.prefault({}),
  /** Relevance to the session's task and recent writes. */
  relevance: RelevanceConfigSchema.prefault({}),
  /** How finding severities become verdicts, per layer and channel. */
  verdicts: VerdictsPolicySchema.prefault({}),
  /** The review queue: how long a held write waits before it expires unreviewed. */
  quarantine: z
    .strictObject({
      /** Seconds; null waits forever. An expired item is kept for audit and never served or auto-approved. */
      ttl_seconds: TtlSeconds(secondsOf(D.quarantineTtlMs)),
    })
    .prefault({}),
});
/** A validated `guard` section. */
export type GuardPolicy = z.infer<typeof GuardPolicySchema>;

/**
 * What one caller may hold open and one request may ask of the HTTP front (`serve`, `proxy
 * --http`; src/http/http-limits.ts). Each key defaults when left out.
 */
export const HttpPolicySchema = z.strictObject({
  /** Open MCP sessions per principal; an `initialize` past it is refused (429) until one closes. */
  max_sessions_per_principal: z.number().int().min(1).max(10_000).default(32),
  /** Messages in one JSON-RPC batch (protocol versions before 2025-06-18; later ones have no batches). */
  max_batch_messages: z.number().int().min(1).max(100).default(10),
  /** Results the calls of one batch may ask for in all (memory_search `limit`, default 10; memory_review `limit`, default 200). */
  max_batch_results: z.number().int().min(1).max(100_000).default(100),
  /** Bytes of JSON the responses to one POST may take; a response past it becomes an error naming the limit. */
  max_response_bytes: z.number().int().min(64 * 1024).default(16 * 1024 * 1024),
});
/** A validated `http` section. */
export type HttpPolicy = z.infer<typeof HttpPolicySchema>;

/**
 * What one principal may keep in the store (src/revision/bounds.ts): at a bound, its writes that
 * would add to it are refused with `bound_reached`; past `alert_at` of one, each such write is
 * counted (`hindsight_bound_alerts_total`) and logged. Each key defaults when left out.
 */
export const BoundsPolicySchema = z.strictObject({
  /** Open review items (quarantined writes) one principal may have. */
  held_per_principal: B.heldPerPrincipal,
  /** Records of every status one principal may have in the ledger. */
  records_per_principal: B.recordsPerPrincipal,
  /** Share of a bound from which writes are alerted on. */
  alert_at: B.alertRatio,
});
/** A validated `bounds` section. */
export type BoundsPolicy = z.infer<typeof BoundsPolicySchema>;

/**
 * Where the firewall tells people what needs them (src/notify/webhook.ts): a webhook for new
 * quarantined writes and a growing review backlog. Off unless a `url` is given.
 */
export const NotificationsPolicySchema = z.strictObject({
  webhook: z
    .strictObject({
      /** The receiver; events are POSTed here as JSON. No url: no webhook. */
      url: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).max(2048).optional(),
      /** Name of the environment variable holding the HMAC-SHA256 signing secret (never the secret itself). */
      secret_env: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an environment variable name').default('HINDSIGHT_WEBHOOK_SECRET'),
      /** A `quarantine.backlog` event is sent once each time the open queue grows to this many items. */
      backlog_threshold: z.number().int().positive().default(50),
      /** How often the ledger is checked for new held writes (it also sees other processes' writes). */
      poll_seconds: z.number().positive().max(3600).default(15),
      /** Deliveries of one event before it is given up (logged), with exponential backoff between them. */
      max_attempts: z.number().int().min(1).max(20).default(5),
    })
    .prefault({}),
});
/** A validated `notifications` section. */
export type NotificationsPolicy = z.infer<typeof NotificationsPolicySchema>;

/** A whole policy file. */
export const PolicySchema = z
  .strictObject({
    version: z.literal(1),
    name: z.string().min(1).max(64),
    description: z.string().max(2000).optional(),
    trust: TrustPolicySchema.prefault({}),
    principals: z.array(PrincipalPolicySchema).min(1).default([{ name: D.principal, role: 'agent', trust_ceiling: D.trustCeiling, tenant: D.tenant }]),
    /** The principal stdio and unauthenticated loopback HTTP run as. */
    default_principal: z.string().min(1).default(D.principal),
    guard: GuardPolicySchema.prefault({}),
    revision: RevisionPolicySchema.prefault({}),
    ttl: TtlPolicySchema.prefault({}),
    ranking: z.strictObject(RankingSettingsSchema.shape).prefault({}),
    limits: LimitsPolicySchema.prefault({}),
    // Optional without a default: a policy that does not mention notifications keeps its hash.
    notifications: NotificationsPolicySchema.optional(),
    // Optional, like notifications: a policy without it keeps its hash and gets the defaults.
    http: HttpPolicySchema.optional(),
    bounds: BoundsPolicySchema.optional(),
    // Optional: a policy without it keeps its hash; the embedded store (or HINDSIGHT_DATABASE_URL)
    // and in-process counters (or HINDSIGHT_REDIS_URL) apply.
    store: StorePolicySchema.optional(),
  })
  .superRefine((p, ctx) => {
    const seen = new Set<string>();
    p.principals.forEach((x, i) => {
      if (seen.has(x.name)) ctx.addIssue({ code: 'custom', path: ['principals', i, 'name'], message: `duplicate principal "${x.name}"` });
      seen.add(x.name);
    });
    const tokens = new Map<string, string>();
    p.principals.forEach((x, i) => {
      if (!x.token_sha256) return;
      const other = tokens.get(x.token_sha256);
      if (other) ctx.addIssue({ code: 'custom', path: ['principals', i, 'token_sha256'], message: `the same token as "${other}": each principal needs its own` });
      tokens.set(x.token_sha256, x.name);
    });
    if (!seen.has(p.default_principal)) {
      ctx.addIssue({ code: 'custom', path: ['default_principal'], message: `"${p.default_principal}" is not one of the principals` });
    }
  });
/** A validated policy. */
export type Policy = z.infer<typeof PolicySchema>;
