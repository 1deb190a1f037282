import { describe, expect, test } from 'vitest';
import { coordinationConfig } from '../../src/config/coordination-config.js';
import { parsePolicy, PolicyError } from '../../src/config/load-policy.js';
import { HindsightError } from '../../src/core/errors.js';
import { openCoordination } from '../../src/store/coordination.js';
import { parseRedisUrl, redactRedisUrl } from '../../src/store/redis/redis-client.js';

const policy = (store: string) => parsePolicy(`version: 1\nname: p\n${store}`, 'p.yaml').policy;

describe('where the replicas coordinate', () => {
  test('without a URL anywhere: in process, with the default prefix', async () => {
    expect(coordinationConfig(policy('').store, {})).toEqual({ redisUrl: undefined, prefix: 'hindsight:' });
    const c = await openCoordination(coordinationConfig(undefined, {}));
    expect([c.state(), c.counters, c.events]).toEqual([{ mode: 'in-process' }, undefined, undefined]);
  });

  test("the policy's store section, and the environment over it", () => {
    const store = policy('store:\n  redis:\n    url: redis://cache:6379/2\n    prefix: "prod:"\n').store;
    expect(coordinationConfig(store, {})).toEqual({ redisUrl: 'redis://cache:6379/2', prefix: 'prod:' });
    expect(coordinationConfig(store, { HINDSIGHT_REDIS_URL: 'rediss://other:6380', HINDSIGHT_REDIS_PREFIX: 'b:' })).toEqual({ redisUrl: 'rediss://other:6380', prefix: 'b:' });
  });

  test('a misspelt key, a URL of another scheme or a prefix with spaces is refused, naming where', () => {
    expect(() => policy('store:\n  redis:\n    uri: redis://x\n')).toThrow(PolicyError);
    expect(() => policy('store:\n  redis:\n    url: http://x\n')).toThrow(/store\.redis\.url.*redis:\/\//s);
    expect(() => coordinationConfig(undefined, { HINDSIGHT_REDIS_URL: 'localhost:6379' })).toThrow(/HINDSIGHT_REDIS_URL/);
    expect(() => coordinationConfig(undefined, { HINDSIGHT_REDIS_PREFIX: 'a b' })).toThrow(HindsightError);
  });

  test('a URL is checked in full before connecting, and its password never shown', () => {
    expect(() => parseRedisUrl('redis://:pw@host/db-two')).toThrow(/database "db-two" is not a number/);
    expect(() => parseRedisUrl('redis://')).toThrow(/no host|not a URL/);
    expect(parseRedisUrl('redis://u:pw@host:6380/3').port).toBe('6380');
    expect(redactRedisUrl('redis://u:s3cret@host:6380/3')).toBe('redis://u:***@host:6380/3');
  });
});
