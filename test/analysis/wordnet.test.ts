import { expect, test } from 'vitest';
import { antonyms, areAntonyms, isCommonWord, synonyms } from '../../src/analysis/wordnet.js';

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

test('a common word is one WordNet writes in lower case, not a name it knows', () => {
  for (const w of ['road', 'street', 'kestrel']) expect(isCommonWord(w), w).toBe(true);
  for (const w of ['oscar', 'lisbon', 'brightwater']) expect(isCommonWord(w), w).toBe(false);
});
