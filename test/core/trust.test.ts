import { describe, expect, test } from 'vitest';
import { CHANNEL_TRUST, channelForTrust, effectiveTrust, lineageTrust } from '../../src/core/trust.js';
import type { Channel } from '../../src/core/types.js';

describe('channel trust defaults', () => {
  test('system 1.0, review 0.95, user 0.9, agent 0.6, tool 0.4, unknown 0.2', () => {
    expect(CHANNEL_TRUST).toEqual({ system: 1.0, review: 0.95, user: 0.9, agent: 0.6, tool: 0.4, unknown: 0.2 });
  });
});

describe('effective trust', () => {
  test('without a declared channel the principal writes at its ceiling', () => {
    expect(effectiveTrust(0.9)).toBe(0.9);
    expect(effectiveTrust(0.4)).toBe(0.4);
  });

  test('declaring a lower channel lowers trust to that channel', () => {
    expect(effectiveTrust(0.9, 'tool')).toBe(0.4);
    expect(effectiveTrust(0.9, 'agent')).toBe(0.6);
  });

  test('declaring a higher channel than the ceiling never raises trust', () => {
    const channels: Channel[] = ['system', 'review', 'user', 'agent', 'tool'];
    for (const ceiling of [0.2, 0.4, 0.6, 0.9]) {
      for (const c of channels) expect(effectiveTrust(ceiling, c)).toBeLessThanOrEqual(ceiling);
    }
    expect(effectiveTrust(0.4, 'system')).toBe(0.4);
  });
});

describe('channel for a trust ceiling', () => {
  test('maps each default ceiling back to its channel', () => {
    expect(channelForTrust(1.0)).toBe('system');
    expect(channelForTrust(0.95)).toBe('review');
    expect(channelForTrust(0.9)).toBe('user');
    expect(channelForTrust(0.6)).toBe('agent');
    expect(channelForTrust(0.4)).toBe('tool');
  });

  test('a ceiling between channels gets the highest channel not above it', () => {
    expect(channelForTrust(0.7)).toBe('agent');
    expect(CHANNEL_TRUST[channelForTrust(0.7)]).toBeLessThanOrEqual(0.7);
  });

  test('a ceiling below every channel falls back to the tool channel', () => {
    expect(channelForTrust(0.1)).toBe('tool');
  });
});

describe('lineage trust', () => {
  test('a merged record takes the minimum trust of its lineage', () => {
    expect(lineageTrust(0.9, 0.4, 0.6)).toBe(0.4);
    expect(lineageTrust(0.9)).toBe(0.9);
  });
});
