/**
 * Tracing is off unless the standard OTEL_* variables configure an OTLP endpoint: then nothing is
 * started (the SDK modules are imported only when it starts).
 */
import { describe, expect, test } from 'vitest';
import { startTracing, tracingConfig, tracingStarted } from '../../src/observability/tracing.js';

const ENDPOINT = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' };

describe('tracing configuration', () => {
  test('with no OTEL configuration nothing is started', async () => {
    const config = await startTracing({ version: '0.0.0', env: {} });
    expect(config).toEqual({ enabled: false, reason: 'no OTLP endpoint configured' });
    expect(tracingStarted()).toBe(false);
  });

  test('an OTLP endpoint, general or for traces, turns traces on', () => {
    expect(tracingConfig(ENDPOINT)).toEqual({ enabled: true, endpoint: 'http://127.0.0.1:4318/' });
    expect(tracingConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://collector.example/v1/traces' })).toMatchObject({ enabled: true });
    expect(tracingConfig({ ...ENDPOINT, OTEL_TRACES_EXPORTER: 'otlp' })).toMatchObject({ enabled: true });
  });

  test('OTEL_SDK_DISABLED and OTEL_TRACES_EXPORTER=none turn them off even with an endpoint', () => {
    expect(tracingConfig({ ...ENDPOINT, OTEL_SDK_DISABLED: 'true' })).toMatchObject({ enabled: false });
    expect(tracingConfig({ ...ENDPOINT, OTEL_TRACES_EXPORTER: 'none' })).toMatchObject({ enabled: false });
    // console would write spans to stdout, the protocol's channel in stdio mode.
    expect(tracingConfig({ ...ENDPOINT, OTEL_TRACES_EXPORTER: 'console' })).toMatchObject({ enabled: false });
  });

  test('an endpoint that is not an http(s) URL refuses the start', () => {
    expect(() => tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/not http\(s\)|not a URL/);
    expect(() => tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'not a url' })).toThrow(/not a URL/);
  });
});
