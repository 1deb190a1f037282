/** The guard pipeline's metric convention: a duration per layer, the verdict under each layer that found something and under `final`. */
import { describe, expect, it } from 'vitest';
import { GuardPolicySchema } from '../../src/config/policy-schema.js';
import { createGuardPipeline } from '../../src/guard/pipeline.js';
import { createPrometheusMetrics } from '../../src/observability/metrics.js';
import { parse } from '../helpers/prometheus.js';

describe('guard pipeline metrics', () => {
  it('counts the verdict once under final and once under each layer whose finding is above none', async () => {
    const prom = createPrometheusMetrics({ tools: [] });
    const guard = createGuardPipeline({
      layers: [
        { name: 'provenance', assess: () => ({ layer: 'provenance', score: 0, severity: 'none', reasons: [], durationMs: 0 }) },
        { name: 'screening', assess: () => ({ layer: 'screening', score: 0.9, severity: 'high', reasons: ['instruction'], durationMs: 0 }) },
      ],
      verdictPolicy: GuardPolicySchema.parse({}),
      timeoutMs: 1000,
      metrics: prom.metrics,
    });
    const out = await guard.run({ content: 'x', channel: 'agent', principal: 'p', tenant: 't', trust: 0.6, tool: 'memory_write' }, { at: 0 });
    const m = parse(await prom.render());
    expect(m.value('hindsight_guard_decisions_total', { layer: 'final', verdict: out.verdict })).toBe(1);
    expect(m.value('hindsight_guard_decisions_total', { layer: 'screening', verdict: out.verdict })).toBe(1);
    expect(m.value('hindsight_guard_decisions_total', { layer: 'provenance' })).toBe(0);
    expect(m.value('hindsight_guard_layer_duration_seconds_count', { layer: 'provenance' })).toBe(1);
    expect(m.value('hindsight_guard_layer_duration_seconds_count', { layer: 'screening' })).toBe(1);
    expect(m.value('hindsight_guard_layer_errors_total', { layer: 'screening' })).toBe(0);
  });

  it('counts a layer that throws as that layer error, and the write gets on_error', async () => {
    const prom = createPrometheusMetrics({ tools: [] });
    const guard = createGuardPipeline({
      layers: [
        {
          name: 'relevance',
          assess: () => {
            throw new Error('embedder down');
          },
        },
      ],
      verdictPolicy: GuardPolicySchema.parse({}),
      timeoutMs: 1000,
      metrics: prom.metrics,
    });
    const out = await guard.run({ content: 'x', channel: 'agent', principal: 'p', tenant: 't', trust: 0.6, tool: 'memory_write' }, { at: 0 });
    expect(out.verdict).toBe('quarantine');
    const m = parse(await prom.render());
    expect(m.value('hindsight_guard_layer_errors_total', { layer: 'relevance' })).toBe(1);
    expect(m.value('hindsight_guard_layer_errors_total', { layer: 'screening' })).toBe(0);
  });
});
