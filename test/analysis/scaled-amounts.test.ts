import { describe, expect, test } from 'vitest';
import { scaledAmounts } from '../../src/analysis/measures.js';

describe('scaled amounts', () => {
  test('one amount scaled by a word or a sign in any language is one number', () => {
    for (const t of ['$1.2bn', '12亿美元', '1,2 Mrd. Euro', '1200000000', '1,200 million', 'US$1.2 billion', '1,2 млрд']) {
      expect(scaledAmounts(t), t).toMatch(/(?<!\d)1200000000(?!\d)/u);
    }
    expect(scaledAmounts('129만 원')).toBe('1290000 원');
    expect(scaledAmounts('$3m and £40k')).toBe('$3000000 and £40000');
  });
  test('a unit is not a scale, and other words and numbers are kept', () => {
    for (const t of ['60 m hurdles', 'the 5 bin bags', 'room 12 at 3 pm', '2025年3月', '3 mil euros']) expect(scaledAmounts(t)).toBe(t);
  });
});

describe('scaled amounts the review found misread', () => {
  test('dots grouping thousands, two-sign scales, and an amount in two parts', () => {
    expect(scaledAmounts('1.200 millones')).toBe('1200000000');
    expect(scaledAmounts('300百万円')).toBe('300000000円');
    expect(scaledAmounts('1億2000万円')).not.toMatch(/\d{12,}/u);
  });
  test('minutes, a group and a figure too large to write whole are not amounts', () => {
    expect(scaledAmounts('Reprise dans 15 mn')).toBe('Reprise dans 15 mn');
    expect(scaledAmounts('1조 2위')).toBe('1조 2위');
    expect(scaledAmounts('9999 trillion')).toBe('9999 trillion');
  });
});
