import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { loadPolicy, parsePolicy, PolicyError } from '../../src/config/load-policy.js';
import { policyToSettings } from '../../src/config/policy-settings.js';
import { makeSettings } from '../../src/config/settings.js';
import { openFirewall } from '../../src/app.js';
import { ManualClock } from '../../src/core/clock.js';
import { createGuard } from '../../src/guard/create-guard.js';
import { ProvenanceConfigSchema } from '../../src/guard/provenance-config.js';
import { RateConfigSchema } from '../../src/guard/rate-config.js';
import { RelevanceConfigSchema } from '../../src/guard/relevance-config.js';

const shipped = (name: string) => fileURLToPath(new URL(`../../policies/${name}.yaml`, import.meta.url));
const DEFAULT_TEXT = readFileSync(shipped('default'), 'utf8');

/** The problem lines of a policy that must fail. */
function problems(text: string): string[] {
  try {
    parsePolicy(text, 'p.yaml');
  } catch (err) {
    if (err instanceof PolicyError) return err.problems;
    throw err;
  }
  throw new Error('the policy loaded');
}

describe('shipped policies', () => {
  test.each(['default', 'strict', 'permissive'])('%s.yaml loads and validates', (name) => {
    const { policy, hash } = loadPolicy(shipped(name));
    expect(policy.name).toBe(name);
    expect(hash).toMatch(/^sha256:[0-9a-f]{16}$/);
  });

  test('default.yaml yields exactly the built-in default settings', () => {
    expect(policyToSettings(loadPolicy(shipped('default')).policy, {})).toEqual(makeSettings());
  });

  test("default.yaml spells out the provenance, rate and relevance layers' built-in defaults", () => {
    const { guard } = loadPolicy(shipped('default')).policy;
    expect(guard.provenance).toEqual(ProvenanceConfigSchema.parse({}));
    expect(guard.rate).toEqual(RateConfigSchema.parse({}));
    expect(guard.relevance).toEqual(RelevanceConfigSchema.parse({}));
    expect(guard.quarantine.ttl_seconds).toBe(makeSettings().quarantineTtlMs! / 1000);
  });

  test('a policy reaches the guard layers: a lower rate limit flags sooner', async () => {
    const { policy } = parsePolicy('version: 1\nname: slow\nguard:\n  rate:\n    principal: { window_seconds: 60, limit: 2 }\n', 'p.yaml');
    const guard = createGuard(policy.guard, new ManualClock(0));
    const write = { content: 'x', channel: 'user' as const, principal: 'p', tenant: 't', trust: 0.9, tool: 'w' };
    const rates = [];
    for (let i = 0; i < 5; i++) {
      const out = await guard.run({ ...write, content: `note number ${i} about lunch` }, { at: 0 });
      rates.push(out.refused ? 'refused' : out.findings.find((f) => f.layer === 'rate')!.severity);
    }
    expect(rates).toEqual(['none', 'none', 'medium', 'medium', 'refused']);
  });

  test('in shadow mode a write past twice the rate limit is not refused: it is assessed, and its rate finding says why', async () => {
    const { policy } = parsePolicy('version: 1\nname: slow\nguard:\n  shadow: true\n  rate:\n    principal: { window_seconds: 60, limit: 2 }\n', 'p.yaml');
    const guard = createGuard(policy.guard, new ManualClock(0));
    const write = { content: 'x', channel: 'user' as const, principal: 'p', tenant: 't', trust: 0.9, tool: 'w' };
    let out;
    for (let i = 0; i < 5; i++) out = await guard.run({ ...write, content: `note number ${i} about lunch` }, { at: 0 });
    if (!out || out.refused) throw new Error('refused in shadow mode');
    expect(out.action).toBe('allow');
    expect(out.verdict).toBe('quarantine');
    expect(out.reasons.join(' ')).toMatch(/twice its limit of 2/);
  });

  test("the policy's channel trust is what a declared channel gets, in the engine and the provenance finding", async () => {
    const { policy, hash } = parsePolicy('version: 1\nname: wary\ntrust:\n  channels: { agent: 0.5, tool: 0.3 }\n', 'p.yaml');
    const settings = policyToSettings(policy, {});
    expect(settings.channelTrust).toMatchObject({ user: 0.9, agent: 0.5, tool: 0.3 });
    const fw = await openFirewall({ settings, clock: new ManualClock(0), policyHash: hash, guard: policy.guard });
    try {
      const caller = { principal: 'me', tenant: 't', trustCeiling: 0.9, tool: 'memory_write' };
      const w = await fw.engine.write(caller, { content: 'The build server is in rack 4.', channel: 'tool' });
      expect(w.trust).toBe(0.3);
      const { trace } = await fw.engine.get(caller, w.id);
      expect(trace?.findings.find((f) => f.layer === 'provenance')?.reasons.join(' ')).toContain('trust 0.30');
      const own = await fw.engine.write(caller, { content: 'The build server is in rack 5 now.' });
      expect(own.trust).toBe(0.9);
    } finally {
      await fw.close();
    }
  });

  test('a write with no declared channel gets the trust the policy gives its principal\'s channel', async () => {
    const { policy, hash } = parsePolicy('version: 1\nname: humble\ntrust:\n  channels: { user: 0.8 }\n', 'p.yaml');
    const fw = await openFirewall({ settings: policyToSettings(policy, {}), clock: new ManualClock(0), policyHash: hash, guard: policy.guard });
    try {
      const w = await fw.engine.write({ principal: 'me', tenant: 't', trustCeiling: 0.9, tool: 'memory_write' }, { content: 'The build server is in rack 4.' });
      expect(w.trust).toBe(0.8);
    } finally {
      await fw.close();
    }
  });

  test('strict.yaml revises less readily than default.yaml', () => {
    const strict = policyToSettings(loadPolicy(shipped('strict')).policy, {});
    expect(strict.revision.theta).toBeGreaterThan(makeSettings().revision.theta);
    expect(strict.revision.maxSupersedePerWrite).toBe(1);
  });
});

describe('policy to settings', () => {
  test('HINDSIGHT_* environment overrides apply on top of the policy', () => {
    const s = policyToSettings(loadPolicy(shipped('strict')).policy, { HINDSIGHT_MAX_CONTENT_BYTES: '1000', HINDSIGHT_TENANT: 't2' });
    expect(s.limits).toMatchObject({ maxContentBytes: 1000, maxQueryBytes: 4096 });
    expect(s.tenant).toBe('t2');
  });

  test('HINDSIGHT_PRINCIPAL naming a listed principal brings its trust ceiling and tenant', () => {
    const { policy } = parsePolicy(
      'version: 1\nname: two\nprincipals:\n  - { name: me, trust_ceiling: 0.9 }\n  - { name: bot, trust_ceiling: 0.4, tenant: bots }\ndefault_principal: me\n',
      'p.yaml',
    );
    expect(policyToSettings(policy, {})).toMatchObject({ principal: 'me', trustCeiling: 0.9, tenant: 'default' });
    expect(policyToSettings(policy, { HINDSIGHT_PRINCIPAL: 'bot' })).toMatchObject({ principal: 'bot', trustCeiling: 0.4, tenant: 'bots' });
  });
});

describe('bounds per principal', () => {
  test('the bounds section reaches the engine settings; keys left out take the defaults', () => {
    const { policy } = parsePolicy('version: 1\nname: small\nbounds:\n  held_per_principal: 5\nguard:\n  rate:\n    repetition: { window_seconds: 30 }\n', 'p.yaml');
    expect(policyToSettings(policy).bounds).toEqual({ ...makeSettings().bounds, heldPerPrincipal: 5, burstMs: 30_000 });
  });

  test('a policy without the section gets the built-in bounds', () => {
    expect(policyToSettings(loadPolicy(shipped('default')).policy).bounds).toEqual(makeSettings().bounds);
  });
});

describe('policy errors name file, line and path', () => {
  test('a channel trusted more than the one above it is an error', () => {
    expect(problems('version: 1\nname: upside-down\ntrust:\n  channels:\n    tool: 0.95\n')).toEqual([
      'p.yaml:5: trust.channels.tool: tool (0.95) may not be trusted more than agent (0.6)',
    ]);
  });

  test('a misspelt key is an error on its own line', () => {
    const text = DEFAULT_TEXT.replace('  cooldown_seconds: 10', '  cooldown_secs: 10');
    const line = text.split('\n').findIndex((l) => l.startsWith('  cooldown_secs')) + 1;
    expect(problems(text)).toEqual([`p.yaml:${line}: revision.cooldown_secs: unknown key "cooldown_secs"`]);
  });

  test('a value of the wrong type is an error on its line', () => {
    const text = DEFAULT_TEXT.replace('  theta: 0.7 ', '  theta: "high"');
    const line = text.split('\n').findIndex((l) => l.startsWith('  theta:')) + 1;
    expect(problems(text)).toEqual([expect.stringMatching(new RegExp(`^p\\.yaml:${line}: revision\\.theta: .*expected number`))]);
  });

  test('a value out of range inside a list names the item', () => {
    expect(problems('version: 1\nname: x\nprincipals:\n  - name: a\n    trust_ceiling: 2\ndefault_principal: a\n')).toEqual([
      expect.stringMatching(/^p\.yaml:5: principals\.0\.trust_ceiling: /),
    ]);
  });

  test('a default principal that is not listed is an error', () => {
    expect(problems('version: 1\nname: x\ndefault_principal: nobody\n')).toEqual([expect.stringMatching(/^p\.yaml:3: default_principal: "nobody" is not one of the principals/)]);
  });

  test('a YAML syntax error names its line', () => {
    expect(problems('version: 1\nname: x\nrevision:\n\ttheta: 0.7\n')).toEqual(['p.yaml:4: (yaml): Tabs are not allowed as indentation']);
  });

  test('a duplicate key is an error', () => {
    expect(problems('version: 1\nname: x\nname: y\n')).toEqual([expect.stringMatching(/^p\.yaml:3: \(yaml\): .*unique/i)]);
  });

  test('an empty file is missing its version and name', () => {
    expect(problems('')).toEqual([expect.stringMatching(/^p\.yaml:1: version: /), expect.stringMatching(/^p\.yaml:1: name: /)]);
  });

  test('an unreadable file names the file', () => {
    expect(() => loadPolicy('/nonexistent/policy.yaml')).toThrow(/\/nonexistent\/policy\.yaml: cannot read: it does not exist; check the path/);
  });
});

describe('policy hash', () => {
  test('comments, key order and layout do not change the hash', () => {
    const a = parsePolicy('version: 1\nname: x\nrevision: { theta: 0.8, top_k: 4 }\n', 'a.yaml').hash;
    const b = parsePolicy('# a comment\nname:   x   # same\nversion: 1\n\nrevision:\n  top_k: 4\n  theta: 0.8\n', 'b.yaml').hash;
    expect(b).toBe(a);
  });

  test('a changed value changes the hash', () => {
    const a = parsePolicy('version: 1\nname: x\nrevision: { theta: 0.8 }\n', 'a.yaml').hash;
    expect(parsePolicy('version: 1\nname: x\nrevision: { theta: 0.81 }\n', 'a.yaml').hash).not.toBe(a);
  });

  test('spelling out a default value does not change the hash', () => {
    expect(parsePolicy('version: 1\nname: x\nrevision: { theta: 0.7 }\n', 'a.yaml').hash).toBe(parsePolicy('version: 1\nname: x\n', 'a.yaml').hash);
  });
});
