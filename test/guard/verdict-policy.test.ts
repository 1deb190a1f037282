import { describe, expect, test } from 'vitest';
import { GuardPolicySchema, PolicySchema } from '../../src/config/policy-schema.js';
import type { Finding } from '../../src/core/types.js';
import { actionFor, decideVerdict } from '../../src/guard/verdict-policy.js';

const guard = (over: object = {}) => GuardPolicySchema.parse(over);
const DEFAULT = guard();
const f = (layer: string, severity: Finding['severity'], reasons: string[] = []): Finding => ({ layer, score: 0.5, severity, reasons, durationMs: 1 });

describe('decideVerdict', () => {
  test('findings that are all none allow the write with code pass', () => {
    expect(decideVerdict([f('screening', 'none'), f('rate', 'none')], DEFAULT, 'user')).toEqual({ verdict: 'allow', reasonCode: 'pass' });
  });

  test('no findings at all allow the write', () => {
    expect(decideVerdict([], DEFAULT).verdict).toBe('allow');
  });

  test('a high finding quarantines', () => {
    expect(decideVerdict([f('screening', 'none'), f('rate', 'high')], DEFAULT, 'user')).toEqual({ verdict: 'quarantine', reasonCode: 'rate.high', decidedBy: 'rate' });
  });

  test('a layer error quarantines by default (fail-closed)', () => {
    expect(decideVerdict([f('screening', 'none'), f('rate', 'error')], DEFAULT, 'user')).toEqual({ verdict: 'quarantine', reasonCode: 'layer_error', decidedBy: 'rate' });
  });

  test('on_error reject turns a layer error into reject', () => {
    expect(decideVerdict([f('rate', 'error')], guard({ on_error: 'reject' })).verdict).toBe('reject');
  });

  test('a layer error outranks a high finding asking for the same action, in the reason code', () => {
    expect(decideVerdict([f('screening', 'high'), f('rate', 'error')], DEFAULT).reasonCode).toBe('layer_error');
  });

  test('a stricter layer verdict wins over a lenient on_error', () => {
    expect(decideVerdict([f('rate', 'error'), f('screening', 'high')], guard({ on_error: 'allow' }))).toMatchObject({ verdict: 'quarantine', reasonCode: 'screening.high' });
  });

  test('a low finding allows by default and flags when the policy says so', () => {
    expect(decideVerdict([f('relevance', 'low')], DEFAULT)).toEqual({ verdict: 'allow', reasonCode: 'pass' });
    expect(decideVerdict([f('relevance', 'low')], guard({ verdicts: { low: 'flag' } }))).toMatchObject({ verdict: 'flag', reasonCode: 'relevance.low' });
  });

  test('medium from screening flags on the user channel and quarantines on tool and agent channels', () => {
    const medium = [f('screening', 'medium')];
    expect(decideVerdict(medium, DEFAULT, 'user').verdict).toBe('flag');
    expect(decideVerdict(medium, DEFAULT, 'tool').verdict).toBe('quarantine');
    expect(decideVerdict(medium, DEFAULT, 'agent').verdict).toBe('quarantine');
  });

  test('medium from another layer flags on the tool channel', () => {
    expect(decideVerdict([f('relevance', 'medium')], DEFAULT, 'tool')).toEqual({ verdict: 'flag', reasonCode: 'relevance.medium', decidedBy: 'relevance' });
  });

  test('a layer configured to reject on high rejects', () => {
    const policy = guard({ verdicts: { layers: { conflict: { high: 'reject' } } } });
    expect(decideVerdict([f('screening', 'high'), f('conflict', 'high')], policy)).toEqual({ verdict: 'reject', reasonCode: 'conflict.high', decidedBy: 'conflict' });
  });

  test('the strictest verdict wins and the reason code names the finding that decided it', () => {
    const findings = [f('provenance', 'low'), f('screening', 'medium'), f('rate', 'high'), f('relevance', 'medium')];
    expect(decideVerdict(findings, DEFAULT, 'user')).toEqual({ verdict: 'quarantine', reasonCode: 'rate.high', decidedBy: 'rate' });
  });

  test('reason codes are stable: the same findings in any order give the same code when severities differ', () => {
    const findings = [f('screening', 'medium'), f('rate', 'high')];
    expect(decideVerdict(findings, DEFAULT, 'user').reasonCode).toBe('rate.high');
    expect(decideVerdict([...findings].reverse(), DEFAULT, 'user').reasonCode).toBe('rate.high');
  });

  test('a layer named like an Object.prototype key falls back to the section-wide actions', () => {
    expect(actionFor(f('__proto__', 'medium'), DEFAULT, 'tool')).toBe('flag');
    expect(actionFor(f('constructor', 'high'), DEFAULT, 'tool')).toBe('quarantine');
  });
});

describe('guard.verdicts policy section', () => {
  test('a policy without the section gets the defaults, including the screening channel overrides', () => {
    const p = PolicySchema.parse({ version: 1, name: 'x' });
    expect(p.guard.verdicts).toEqual({ low: 'allow', medium: 'flag', high: 'quarantine', layers: { screening: { channels: { tool: { medium: 'quarantine' }, agent: { medium: 'quarantine' } } } } });
  });

  test('overriding another layer keeps the default screening holds on the tool and agent channels', () => {
    const p = guard({ verdicts: { layers: { rate: { high: 'reject' } } } });
    expect(decideVerdict([f('screening', 'medium')], p, 'tool').verdict).toBe('quarantine');
    expect(decideVerdict([f('rate', 'high')], p, 'user').verdict).toBe('reject');
  });

  test('a screening override is laid over the default one, key by key and channel by channel', () => {
    const p = guard({ verdicts: { layers: { screening: { high: 'reject', channels: { tool: { medium: 'flag', low: 'flag' } } } } } });
    expect(p.verdicts.layers.screening).toEqual({ high: 'reject', channels: { tool: { medium: 'flag', low: 'flag' }, agent: { medium: 'quarantine' } } });
    expect(decideVerdict([f('screening', 'medium')], p, 'tool').verdict).toBe('flag');
    expect(decideVerdict([f('screening', 'medium')], p, 'agent').verdict).toBe('quarantine');
  });

  test('a misspelt layer name is an error, not an override that does nothing', () => {
    const r = GuardPolicySchema.safeParse({ verdicts: { layers: { screenig: { high: 'reject' } } } });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['verdicts', 'layers', 'screenig'], message: expect.stringContaining('unknown layer') });
  });

  test('an unknown key or verdict in the section is an error', () => {
    expect(GuardPolicySchema.safeParse({ verdicts: { hihg: 'reject' } }).success).toBe(false);
    expect(GuardPolicySchema.safeParse({ verdicts: { high: 'drop' } }).success).toBe(false);
    expect(GuardPolicySchema.safeParse({ verdicts: { layers: { screening: { channels: { web: { medium: 'flag' } } } } } }).success).toBe(false);
  });
});
