import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { loadPolicy } from '../../src/config/load-policy.js';
import { triggerTokenCount } from '../../src/guard/hidden-payload.js';
import { createScreeningLayer } from '../../src/guard/screening-layer.js';
import { AGENT_ATTACKS, AGENT_BENIGN, TOOL_ATTACKS, TOOL_BENIGN } from './injection-lookalikes.js';

const policyFile = (name: string) => fileURLToPath(new URL(`../../policies/${name}.yaml`, import.meta.url));
const layer = createScreeningLayer(loadPolicy(policyFile('default')).policy.guard.screening);
const held = async (content: string, channel: 'tool' | 'agent') => ['medium', 'high'].includes((await layer.assess({ content, channel })).severity);

describe('injected requests in third-party data (tool channel) are at least medium', () => {
  test.each(TOOL_ATTACKS)('%s', async (_kind, text) => {
    expect(await held(text, 'tool')).toBe(true);
  });
});

describe('poisoned procedures and backdoored demonstrations (agent channel) are at least medium', () => {
  test.each(AGENT_ATTACKS)('%s', async (_kind, text) => {
    expect(await held(text, 'agent')).toBe(true);
  });
});

describe('ordinary tool output that looks like them stays below medium', () => {
  test.each(TOOL_BENIGN)('%s', async (_kind, text) => {
    expect(await held(text, 'tool')).toBe(false);
  });
});

describe('ordinary agent notes that share their words stay below medium', () => {
  test.each(AGENT_BENIGN)('%s', async (_kind, text) => {
    expect(await held(text, 'agent')).toBe(false);
  });
});

describe('trigger tokens', () => {
  test('word-piece fragments, lone superscript letters and a lone letter of another script are counted', async () => {
    expect(triggerTokenCount("there is 'zq ##vex orbit' here")).toBe(1);
    expect(triggerTokenCount('turns concurrently ⁱ gates ʳ')).toBe(2);
    expect(triggerTokenCount('mighty ں thinking')).toBe(1);
  });

  test('ordinary writing has none: Markdown headings, C token pasting, Greek in formulas, Chinese, Urdu text', async () => {
    expect(triggerTokenCount('## Install\n#define CAT(a, b) a##b\nthe α level is 0.05\n我 在 家\nیہ ایک کتاب ہے')).toBe(0);
  });
});

describe('the shipped policies all carry the new checks', () => {
  test.each(['default', 'strict', 'permissive'])('%s', async (name) => {
    const s = loadPolicy(policyFile(name)).policy.guard.screening;
    // At least medium, which every shipped policy quarantines on the tool and agent channels.
    expect(s.concepts.weights.exfiltration).toBeGreaterThanOrEqual(s.thresholds.medium);
    expect(s.concepts.weights.forged_authority).toBeGreaterThanOrEqual(s.thresholds.medium);
    expect(s.hidden.trigger_token_weight).toBeGreaterThan(0);
  });
});
