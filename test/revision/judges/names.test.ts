/** Names in running text: what a rival to a named answer looks like. */
import { describe, expect, test } from 'vitest';
import { names } from '../../../src/revision/judges/names.js';

const joined = (text: string) => names(text).map((n) => n.join(' '));

describe('names', () => {
  test('runs of capitalised words are names, with their connectors', () => {
    expect(joined('Situated between Brook Bar and Trafford Bar, Liverpool FC plays its games.')).toEqual(['brook bar and trafford bar', 'liverpool fc']);
    expect(joined('She met Marco Da Silva at the Bank of England.')).toEqual(['marco da silva', 'bank of england']);
  });

  test('a lone capitalised word opening a sentence is an ordinary word', () => {
    expect(joined('Renowned songwriter, he wrote it. Known for his voice, he sang.')).toEqual([]);
  });

  test('a sentence-opening word followed by a comma or a copula is a name, unless an adverb or greeting', () => {
    expect(joined('Sydney, located to the south, is large. Firewall is the term.')).toEqual(['sydney', 'firewall']);
    expect(joined('However, it rained. Interestingly, it stopped. Hi, all good.')).toEqual([]);
    expect(joined('Italy, famed for food, is large.')).toEqual(['italy']);
  });

  test('initials and abbreviations do not end a sentence, and split as the index splits them', () => {
    expect(joined('He served as a U.S. Representative.')).toEqual(['u s representative']);
    expect(joined('Gerald R. Ford International Airport')).toEqual(['gerald r ford international airport']);
    expect(joined('The band Buck-Tick is from Japan.')).toEqual(['buck tick', 'japan']);
  });
});
