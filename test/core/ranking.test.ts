import { describe, expect, test } from 'vitest';
import { DEFAULT_HALF_LIFE, DEFAULT_WEIGHTS, rankScore, recencyDecay, referenceBonus } from '../../src/core/ranking.js';

const DAY = 86_400_000;

describe('recency decay', () => {
  test('a brand-new record has full recency', () => {
    expect(recencyDecay(0, DAY)).toBe(1);
  });

  test('recency halves every half-life', () => {
    expect(recencyDecay(DAY, DAY)).toBeCloseTo(0.5, 12);
    expect(recencyDecay(2 * DAY, DAY)).toBeCloseTo(0.25, 12);
  });

  test('recency strictly decreases with age and stays positive', () => {
    let prev = recencyDecay(0, DAY);
    for (let age = DAY / 2; age <= 20 * DAY; age += DAY / 2) {
      const d = recencyDecay(age, DAY);
      expect(d).toBeLessThan(prev);
      expect(d).toBeGreaterThan(0);
      prev = d;
    }
  });

  test('a record from the future (clock skew) is treated as brand new', () => {
    expect(recencyDecay(-5 * DAY, DAY)).toBe(1);
  });

  test('state memories decay faster than facts', () => {
    expect(DEFAULT_HALF_LIFE.state).toBeLessThan(DEFAULT_HALF_LIFE.fact);
    expect(recencyDecay(DAY, DEFAULT_HALF_LIFE.state)).toBeLessThan(recencyDecay(DAY, DEFAULT_HALF_LIFE.fact));
  });
});

describe('reference bonus', () => {
  test('a never-served record gets no bonus', () => {
    expect(referenceBonus(0)).toBe(0);
  });

  test('the bonus grows with references but saturates below 1', () => {
    let prev = 0;
    for (const n of [1, 2, 5, 10, 100, 10_000]) {
      const b = referenceBonus(n);
      expect(b).toBeGreaterThan(prev);
      expect(b).toBeLessThan(1);
      prev = b;
    }
  });
});

describe('rank score', () => {
  test('default weights are 0.6 / 0.2 / 0.15 / 0.05', () => {
    expect(DEFAULT_WEIGHTS).toEqual({ similarity: 0.6, recency: 0.2, trust: 0.15, references: 0.05 });
  });

  test('the score is the weighted sum of its parts', () => {
    const parts = { similarity: 0.5, decay: 0.25, trust: 0.9, references: 3 };
    const expected = 0.6 * 0.5 + 0.2 * 0.25 + 0.15 * 0.9 + 0.05 * referenceBonus(3);
    expect(rankScore(parts)).toBeCloseTo(expected, 12);
  });

  test('with default weights similarity outweighs recency, trust and references together', () => {
    const relevantOld = rankScore({ similarity: 0.9, decay: 0.1, trust: 0.4, references: 0 });
    const irrelevantNew = rankScore({ similarity: 0.3, decay: 1, trust: 0.9, references: 50 });
    expect(relevantOld).toBeGreaterThan(irrelevantNew);
  });

  test('between equally similar records the more trusted ranks higher', () => {
    const base = { similarity: 0.7, decay: 0.8, references: 0 };
    expect(rankScore({ ...base, trust: 0.9 })).toBeGreaterThan(rankScore({ ...base, trust: 0.4 }));
  });

  test('between equally similar records the more recent ranks higher', () => {
    const base = { similarity: 0.7, trust: 0.9, references: 0 };
    expect(rankScore({ ...base, decay: 0.9 })).toBeGreaterThan(rankScore({ ...base, decay: 0.2 }));
  });

  test('custom weights are honoured', () => {
    const parts = { similarity: 0.2, decay: 1, trust: 0.3, references: 0 };
    expect(rankScore(parts, { similarity: 0, recency: 1, trust: 0, references: 0 })).toBeCloseTo(1, 12);
    expect(rankScore(parts, { similarity: 1, recency: 0, trust: 0, references: 0 })).toBeCloseTo(0.2, 12);
  });
});
