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
import { createRateLayer } from './rate-layer.js';
import { createRelevanceLayer } from './relevance-layer.js';
import { createScreeningLayer } from './screening-layer.js';

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
}

/** How long one layer may take before the write counts as unassessable (fail-closed). */
const LAYER_TIMEOUT_MS = 2000;

/**
 * Builds the guard from a policy's `guard` section; `counters` default to in-process ones and
 * `channelTrust` to the built-in table (pass the policy's `trust.channels` via settings). Only
 * memory writes (`run`) are counted in `metrics`, not inspections of other arguments.
 */
export function createGuard(policy: GuardPolicy, clock: Clock, opts: { counters?: Counters; channelTrust?: ChannelTrust; metrics?: Metrics } = {}): Guard {
  const counters = opts.counters ?? new InMemoryCounters();
  const provenance = createProvenanceLayer({ config: policy.provenance, channelTrust: opts.channelTrust });
  const screening = createScreeningLayer(policy.screening);
  const rate = createRateLayer({ counters, clock, config: policy.rate });
  const relevance = createRelevanceLayer({ config: policy.relevance });
  const layers: GuardLayer[] = [
    { name: 'provenance', assess: (w) => provenance.assess(w) },
    { name: 'screening', assess: (w, ctx) => screening.assess({ content: w.content, channel: w.channel, at: ctx.at }) },
    { name: 'rate', assess: (w, ctx) => rate.assess(w, ctx.admission) },
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
    storedContent: async (content) => (screening.secretAction === 'redact' ? screening.redact(content) : content),
  };
}
