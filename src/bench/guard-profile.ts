/**
 * Where the guard's time goes: each layer timed alone on the guarded arm's writes, with the same
 * context the engine gives it (the declared task) and the same pace on its own clock. The
 * findings' `durationMs` cannot say this: the pipeline starts every layer at once and their
 * synchronous work runs one after another, so each duration includes the layers queued before it.
 * Built from the same factories as src/guard/create-guard.ts; keep the two in step. `analysis` is
 * the one reading of the write every layer shares (src/analysis/analyze.ts), timed first.
 */
import type { GuardPolicy } from '../config/policy-schema.js';
import { ManualClock } from '../core/clock.js';
import { channelForTrust } from '../core/trust.js';
import { InMemoryCounters } from '../guard/counters.js';
import { createProvenanceLayer } from '../guard/provenance-layer.js';
import { createRateLayer } from '../guard/rate-layer.js';
import { createRelevanceLayer } from '../guard/relevance-layer.js';
import { createScreeningLayer } from '../guard/screening-layer.js';
import type { Caller } from '../revision/context.js';
import { analyze } from '../analysis/analyze.js';
import { summarize, type LatencySummary } from './stats.js';

/** Inputs of the profile: the guarded arm's writes, who wrote them, at what pace, with what task. */
export interface GuardProfileInput {
  guardPolicy: GuardPolicy;
  caller: Caller;
  contents: readonly string[];
  /** Engine time between two writes of the guarded principal. */
  paceMs: number;
  task: string;
}

/** Tool writers the `rate_tools` row takes turns among. */
const TOOL_WRITERS = 8;

/** Each layer's `assess` alone, per write, in ms. */
export async function profileGuardLayers(input: GuardProfileInput): Promise<Record<string, LatencySummary>> {
  const { caller, task } = input;
  const clock = new ManualClock(Date.now());
  const layers = {
    // The shared reading of the write, timed on its own: the layers after it find it cached.
    analysis: { assess: (w: { content: string }) => analyze(w.content, clock.now()) },
    provenance: createProvenanceLayer(),
    screening: createScreeningLayer(input.guardPolicy.screening),
    rate: createRateLayer({ counters: new InMemoryCounters(), clock }),
    // The same writes from eight tools of the tenant in turn: the check across writers compares
    // each with the tenant's last 64 tool and agent writes (the caller's own channel may skip it).
    rate_tools: createRateLayer({ counters: new InMemoryCounters(), clock }),
    relevance: createRelevanceLayer(),
  };
  const ms: Record<keyof typeof layers, number[]> = { analysis: [], provenance: [], screening: [], rate: [], rate_tools: [], relevance: [] };
  const time = async (name: keyof typeof layers, run: () => unknown) => {
    const t = performance.now();
    await run();
    ms[name].push(performance.now() - t);
  };
  const channel = channelForTrust(caller.trustCeiling);
  for (const content of input.contents) {
    clock.advance(input.paceMs);
    const write = { content, channel, principal: caller.principal, tenant: caller.tenant, session: caller.session, trust: caller.trustCeiling, tool: caller.tool };
    await time('analysis', () => layers.analysis.assess(write));
    await time('provenance', () => layers.provenance.assess(write));
    await time('screening', () => layers.screening.assess(write));
    await time('rate', () => layers.rate.assess(write));
    await time('rate_tools', () => layers.rate_tools.assess({ ...write, channel: 'tool', principal: `${caller.principal}-tool-${ms.rate_tools.length % TOOL_WRITERS}` }));
    // Only the task, as the engine passes it at this commit: its per-session list of recent
    // writes is never filled (RevisionEngine.rememberRecent has no caller).
    await time('relevance', () => layers.relevance.assess(write, { task }));
  }
  return Object.fromEntries(Object.entries(ms).map(([name, xs]) => [name, summarize(xs)]));
}
