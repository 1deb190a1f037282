import { expect, test } from 'vitest';
import { antonyms, areAntonyms, synonyms } from '../../src/analysis/wordnet.js';

test('WordNet gives opposite adjectives across their clusters', () => {
  expect(areAntonyms('cheap', 'expensive')).toBe(true);
  expect(areAntonyms('noisy', 'quiet')).toBe(true);
  expect(antonyms('early').has('late')).toBe(true);
});

test('words that are not opposites are not antonyms', () => {
  expect(areAntonyms('red', 'blue')).toBe(false);
  expect(areAntonyms('cheap', 'cheap')).toBe(false);
});

test('verbs have synonyms from their first sense', () => {
  expect(synonyms('postpone', 'verb')).toContain('put off');
});
