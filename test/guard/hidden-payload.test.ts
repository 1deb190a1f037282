/** Trigger-token counting stays linear: one split, one look per token. */
import { describe, expect, test } from 'vitest';
import { triggerTokenCount } from '../../src/guard/hidden-payload.js';

describe('triggerTokenCount', () => {
  test('a lone letter of another script is counted only between two Latin words', () => {
    expect(triggerTokenCount('alpha ں beta')).toBe(1);
    expect(triggerTokenCount('ں beta')).toBe(0);
    expect(triggerTokenCount('alpha ں 42')).toBe(0);
  });

  test('64 KiB of lone letters between words is counted in well under a second', () => {
    const text = 'word ں '.repeat(9_000);
    const t = performance.now();
    expect(triggerTokenCount(text)).toBeGreaterThan(8_000);
    expect(performance.now() - t).toBeLessThan(1000);
  });
});
