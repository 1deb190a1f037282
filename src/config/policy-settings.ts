/**
 * From a validated policy to the engine's `Settings`, so the engine itself never reads YAML.
 * `HINDSIGHT_*` environment overrides apply on top, as they do without a policy.
 */
import { loadPolicy, PolicyError, type LoadedPolicy } from './load-policy.js';
import { loadModel, SHIPPED_MODEL, SHIPPED_REPEAT_MODEL } from '../guard/linear-model.js';
import { BoundsPolicySchema, HttpPolicySchema, type Policy } from './policy-schema.js';
import { envOverrides, parseEnvSettings, type Settings } from './settings.js';
import type { PgTarget } from '../store/postgres/pg-db.js';
import { databaseTarget } from '../store/store-target.js';

const ms = (seconds: number | null) => (seconds === null ? null : seconds * 1000);

/**
 * The settings a policy puts in force. The running principal is `HINDSIGHT_PRINCIPAL` when set,
 * else the policy's `default_principal`; a principal the policy lists brings its trust ceiling and
 * tenant, one it does not list runs with the default principal's (as without a policy).
 *
 * @example policyToSettings(loadPolicy('policies/default.yaml').policy, process.env)
 */
export function policyToSettings(policy: Policy, env: NodeJS.ProcessEnv = {}): Settings {
  const fallback = policy.principals.find((p) => p.name === policy.default_principal) ?? policy.principals[0];
  const name = env.HINDSIGHT_PRINCIPAL || policy.default_principal;
  const principal = policy.principals.find((p) => p.name === name) ?? fallback;
  const r = policy.revision;
  const bounds = BoundsPolicySchema.parse(policy.bounds ?? {});
  const base = {
    tenant: principal.tenant,
    principal: name,
    trustCeiling: principal.trust_ceiling,
    role: principal.role,
    channelTrust: { ...policy.trust.channels },
    revision: {
      theta: r.theta,
      strongSimilarity: r.strong_similarity,
      weakSimilarity: r.weak_similarity,
      relatedSimilarity: r.related_similarity,
      topK: r.top_k,
      cooldownMs: r.cooldown_seconds * 1000,
      maxSupersedePerWrite: r.max_supersede_per_write,
      maxLinks: r.max_links,
      maxLinksPerWrite: r.max_links_per_write,
    },
    ttl: {
      fact: ms(policy.ttl.fact),
      preference: ms(policy.ttl.preference),
      lesson: ms(policy.ttl.lesson),
      state: ms(policy.ttl.state),
      note: ms(policy.ttl.note),
    },
    quarantineTtlMs: ms(policy.guard.quarantine.ttl_seconds),
    ranking: { ...policy.ranking },
    limits: {
      maxContentBytes: policy.limits.max_content_bytes,
      maxQueryBytes: policy.limits.max_query_bytes,
      maxSubjectChars: policy.limits.max_subject_chars,
      maxResults: policy.limits.max_results,
    },
    bounds: {
      heldPerPrincipal: bounds.held_per_principal,
      recordsPerPrincipal: bounds.records_per_principal,
      alertRatio: bounds.alert_at,
      // A burst of held copies is as long as the repetition check remembers them.
      burstMs: policy.guard.rate.repetition.window_seconds * 1000,
    },
  };
  const o = envOverrides(env);
  return parseEnvSettings({ ...base, ...o, limits: { ...base.limits, ...o.limits } });
}

/** The HTTP front's limits a policy puts in force (its `http` section, each key defaulting). */
export function httpLimits(policy: Pick<Policy, 'http'>) {
  const h = HttpPolicySchema.parse(policy.http ?? {});
  return { maxSessionsPerPrincipal: h.max_sessions_per_principal, maxBatchMessages: h.max_batch_messages, maxBatchResults: h.max_batch_results, maxResponseBytes: h.max_response_bytes };
}

/** A policy file opened for a command: the policy, its hash and the settings it puts in force. */
export interface OpenedPolicy extends LoadedPolicy {
  settings: Settings;
  /** The PostgreSQL store the policy's `store` section or `HINDSIGHT_DATABASE_URL` selects; undefined for the embedded one. */
  database?: PgTarget;
}

/**
 * Reads the learned models the policy names (or the shipped ones) when they are enabled — the
 * screening model and the rate layer's repeat model; throws `PolicyError` when one cannot be read,
 * so a command refuses to start rather than hold every write as an `error` finding.
 */
export function checkLearnedModel(policy: Policy, file: string): void {
  const models = [
    { key: 'guard.screening.learned', learned: policy.guard.screening.learned, path: SHIPPED_MODEL, format: 'hindsight-linear-screen', script: 'scripts/train-screen.mjs' },
    { key: 'guard.rate.repetition.learned', learned: policy.guard.rate.repetition.learned, path: SHIPPED_REPEAT_MODEL, format: 'hindsight-linear-repeat', script: 'scripts/train-repeat.mjs' },
  ] as const;
  for (const { key, learned, path, format, script } of models) {
    if (!learned.enabled) continue;
    try {
      loadModel(learned.model ?? path, format);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw new PolicyError(file, [`${file}: ${key}: ${reason}; give a model made by ${script}, or set enabled: false`]);
    }
  }
}

/**
 * Loads a policy file and derives its settings with `env` overrides; throws `PolicyError` on an
 * invalid file, so a command refuses to start.
 */
export function openPolicy(file: string, env: NodeJS.ProcessEnv = process.env): OpenedPolicy {
  const loaded = loadPolicy(file);
  checkLearnedModel(loaded.policy, file);
  return { ...loaded, settings: policyToSettings(loaded.policy, env), database: databaseTarget(loaded.policy.store, env) };
}
