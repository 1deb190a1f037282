/** The policy's `http` section: the HTTP front's limits, each key defaulting, invalid values refused at load. */
import { describe, expect, test } from 'vitest';
import { parsePolicy, PolicyError } from '../../src/config/load-policy.js';
import { httpLimits } from '../../src/config/policy-settings.js';
import { DEFAULT_HTTP_LIMITS } from '../../src/http/http-limits.js';

describe('the http policy section', () => {
  test('a policy without it gets the defaults and keeps the hash it had', () => {
    const without = parsePolicy('version: 1\nname: x\n', 'p.yaml');
    expect(httpLimits(without.policy)).toEqual({ maxSessionsPerPrincipal: 32, maxBatchMessages: 10, maxBatchResults: 100, maxResponseBytes: 16 * 1024 * 1024 });
    expect(httpLimits(without.policy)).toEqual(DEFAULT_HTTP_LIMITS);
    expect(without.hash).toBe(parsePolicy('version: 1\nname: x # the same policy\n', 'q.yaml').hash);
  });

  test('keys it names replace their defaults; the others stay', () => {
    const { policy } = parsePolicy('version: 1\nname: x\nhttp:\n  max_sessions_per_principal: 4\n  max_batch_messages: 1\n', 'p.yaml');
    expect(httpLimits(policy)).toEqual({ ...DEFAULT_HTTP_LIMITS, maxSessionsPerPrincipal: 4, maxBatchMessages: 1 });
  });

  test('an invalid or misspelt key is refused at load, naming file and line', () => {
    const load = (text: string) => {
      try {
        parsePolicy(text, 'p.yaml');
      } catch (err) {
        if (err instanceof PolicyError) return err.problems.join('\n');
        throw err;
      }
      throw new Error('the policy loaded');
    };
    expect(load('version: 1\nname: x\nhttp:\n  max_sessions_per_principal: 0\n')).toMatch(/p\.yaml:4: .*http\.max_sessions_per_principal/);
    expect(load('version: 1\nname: x\nhttp:\n  max_batch_messages: 500\n')).toMatch(/p\.yaml:4: .*http\.max_batch_messages/);
    expect(load('version: 1\nname: x\nhttp:\n  max_sessions: 3\n')).toMatch(/p\.yaml:\d+: .*max_sessions/);
  });
});
