/**
 * The guard in front of the revision core: its layers (provenance, screening, rate
 * and repetition, relevance) behind one pipeline, configured from the policy's `guard` section.
 * The conflict check stays in the revision core, where the trust rule holds a lower-trust
 * contradiction.
 *
 * Before any layer runs, the write is admitted into its rate windows: a write over twice a
 * window's limit is refused there (back-pressure), so a flood costs its sender a retry, not the
 * firewall a screening, an embedding and a stored record. In shadow mode nothing is enforced, this
 * included: such a write is assessed and stored, and its rate finding (high) says it would have
 * been refused.
 */
import type { Clock } from '../core/clock.js';
import type { ChannelTrust } from '../core/trust.js';
import type { GuardPolicy } from '../config/policy-schema.js';
import type { Metrics } from '../observability/metrics-port.js';
import type { GuardRefusal } from '../revision/context.js';
import { InMemoryCounters, type Counters } from './counters.js';
import type { GuardContext, GuardLayer, GuardWrite } from './layer.js';
import { createGuardPipeline, type GuardOutcome } from './pipeline.js';
import { createProvenanceLayer } from './provenance-layer.js';
import { createRateLayer, type RateLayer, type RateReading } from './rate-layer.js';
import { createRelevanceLayer } from './relevance-layer.js';
import { createScreeningLayer } from './screening-layer.js';
import type { LayerPool } from './layer-pool.js';
import { compileSecrets, createSecretScanner, type SecretScanner } from './secrets.js';
import type { Finding } from '../core/types.js';
import { parseClaim } from '../revision/claim.js';
import type { WriteReading } from '../revision/context.js';

/** What the guard decided for one write: refused outright (back-pressure), or assessed. */
export type GuardResult = (GuardOutcome & { refused?: undefined }) | { refused: GuardRefusal };

/** The assembled guard. */
export interface Guard {
  /** Admits one write into its rate windows and assesses it, or refuses it (back-pressure); never throws. */
  run(write: GuardWrite, ctx: GuardContext): Promise<GuardResult>;
  /**
   * Assesses text that is not a memory write (a proxied tool's other arguments): every layer but
   * rate & repetition, which count writes. Never throws.
   */
  inspect(write: GuardWrite, ctx: GuardContext): Promise<GuardOutcome>;
  /** The text to store: secrets redacted with a fingerprint when the policy says `redact` (secretlint is asynchronous). */
  storedContent(content: string): Promise<string>;
  /** The write's claim and facets read on the worker threads (with a pool only; the engine reads them itself otherwise). */
  readWrite?(content: string, subject: string | undefined, at: number, facets: boolean): Promise<WriteReading>;
}

/** How long one layer may take before the write counts as unassessable (fail-closed). */
export const LAYER_TIMEOUT_MS = 2000;

/**
 * Builds the guard from a policy's `guard` section; `counters` default to in-process ones and
 * `channelTrust` to the built-in table (pass the policy's `trust.channels` via settings). Only
 * memory writes (`run`) are counted in `metrics`, not inspections of other arguments.
 */
export function createGuard(policy: GuardPolicy, clock: Clock, opts: { counters?: Counters; channelTrust?: ChannelTrust; metrics?: Metrics; pool?: LayerPool } = {}): Guard {
  const counters = opts.counters ?? new InMemoryCounters();
  const rate = createRateLayer({ counters, clock, config: policy.rate });
  const relevance = createRelevanceLayer({ config: policy.relevance });
  const cpu = opts.pool ? pooledLayers(opts.pool, policy) : localLayers(policy, opts.channelTrust);
  const layers: GuardLayer[] = [
    cpu.provenance,
    cpu.screening,
    opts.pool ? pooledRate(opts.pool, rate) : { name: 'rate', assess: (w, ctx) => rate.assess(w, ctx.admission) },
    { name: 'relevance', assess: (w, ctx) => relevance.assess(w, { task: ctx.task, recent: ctx.recent }) },
  ];
  const pipeline = createGuardPipeline({ layers, verdictPolicy: policy, timeoutMs: LAYER_TIMEOUT_MS, metrics: opts.metrics });
  const inspection = createGuardPipeline({ layers: layers.filter((l) => l.name !== 'rate'), verdictPolicy: policy, timeoutMs: LAYER_TIMEOUT_MS });
  return {
    async run(write, ctx) {
      const admission = await rate.admit(write);
      if (!admission.admitted && !policy.shadow) {
        opts.metrics?.backpressure(`rate_${admission.scope}`);
        return { refused: { scope: admission.scope, retryAfterMs: admission.retryAfterMs, reason: admission.reason } };
      }
      return pipeline.run(write, { ...ctx, admission });
    },
    inspect: (write, ctx) => inspection.run(write, ctx),
    storedContent: async (content) => (policy.screening.secret_action === 'redact' ? cpu.redact(content) : content),
    ...(opts.pool ? { readWrite: pooledReading(opts.pool) } : {}),
  };
}

/**
 * Reads a write's claim (and facets) on the pool; if its thread fails, the engine reads them itself
 * (a reading is never a reason to fail a write that passed the guard).
 */
function pooledReading(pool: LayerPool): NonNullable<Guard['readWrite']> {
  return async (content, subject, at, facets) => {
    try {
      return (await pool.run({ kind: 'reading', content, subject, at, facets })) as WriteReading;
    } catch {
      return { claim: parseClaim(content, subject, at) };
    }
  };
}

/** The CPU-bound layers (provenance, screening) and redaction, and where they run. */
interface CpuLayers {
  provenance: GuardLayer;
  screening: GuardLayer;
  redact(content: string): Promise<string>;
}

/** On the event loop: for tests, the CLI's one-shot commands and benchmarks of the layers themselves. */
function localLayers(policy: GuardPolicy, channelTrust: ChannelTrust | undefined): CpuLayers {
  const provenance = createProvenanceLayer({ config: policy.provenance, channelTrust });
  const screening = createScreeningLayer(policy.screening);
  return {
    provenance: { name: 'provenance', assess: (w) => provenance.assess(w) },
    screening: { name: 'screening', assess: (w, ctx) => screening.assess({ content: w.content, channel: w.channel, at: ctx.at }) },
    redact: (content) => screening.redact(content),
  };
}

/**
 * On the pool's worker threads: a layer stuck past the pool's deadline is abandoned (its thread
 * terminated) and reports `error`, so `on_error` holds the write while the server goes on serving.
 */
function pooledLayers(pool: LayerPool, policy: GuardPolicy): CpuLayers {
  // Redaction must not fail a write that passed the guard: if its thread fails, the secret rules
  // (linear patterns and secretlint, no language models) run here instead.
  let local: SecretScanner | undefined;
  return {
    provenance: { name: 'provenance', timeoutMs: pool.budgetMs, assess: (w, ctx) => pool.run({ kind: 'provenance', write: plainWrite(w) }, ctx.signal) as Promise<Finding> },
    screening: {
      name: 'screening',
      timeoutMs: pool.budgetMs,
      assess: (w, ctx) => pool.run({ kind: 'screening', input: { content: w.content, channel: w.channel, at: ctx.at } }, ctx.signal) as Promise<Finding>,
    },
    redact: async (content) => {
      try {
        return (await pool.run({ kind: 'redact', content })) as string;
      } catch {
        local ??= createSecretScanner(compileSecrets(policy.screening.secrets));
        return local.redact(content);
      }
    },
  };
}

/**
 * The rate layer with its reading of the text (claims, names, numbers: the language models) done on
 * the pool; counting and deciding stay here, where the counters are.
 */
function pooledRate(pool: LayerPool, rate: RateLayer): GuardLayer {
  return {
    name: 'rate',
    timeoutMs: pool.budgetMs + LAYER_TIMEOUT_MS,
    assess: (w, ctx) => {
      const reading = pool.run({ kind: 'rate-reading', content: w.content, subject: w.subject, at: ctx.at, maxChars: rate.maxTextChars, learned: rate.readsForModel }, ctx.signal) as Promise<RateReading>;
      // The layer awaits it only for an admitted write; a failure is then its `error` finding.
      reading.catch(() => {});
      return rate.assess(w, ctx.admission, reading);
    },
  };
}

/** The write as plain data (what a thread can be sent): its own fields, nothing inherited. */
function plainWrite(w: GuardWrite): GuardWrite {
  const { content, channel, principal, tenant, session, subject, trust, declaredChannel, tool } = w;
  return { content, channel, principal, tenant, session, subject, trust, declaredChannel, tool };
}
