import { describe, expect, test } from 'vitest';
import { extractEventTime, parseDate } from '../../src/revision/event-time.js';

describe('extractEventTime', () => {
  test('"as of 1984" parses to the start of 1984', () => {
    const r = extractEventTime('The town had 5000 inhabitants as of 1984');
    expect(r.eventTime).toBe(Date.UTC(1984, 0, 1));
  });

  test('"(as of June 03, 2014)" parses to that day', () => {
    const r = extractEventTime('The CEO is Jane Doe (as of June 03, 2014).');
    expect(r.eventTime).toBe(Date.UTC(2014, 5, 3));
  });

  test('"as of May 23, 2014" parses to that day', () => {
    const r = extractEventTime('The governor is John Smith as of May 23, 2014.');
    expect(r.eventTime).toBe(Date.UTC(2014, 4, 23));
  });

  test('"截至2020年" parses to the start of 2020', () => {
    const r = extractEventTime('截至2020年，该市人口为100万');
    expect(r.eventTime).toBe(Date.UTC(2020, 0, 1));
  });

  test('the date clause is removed from the rest of the text', () => {
    const r = extractEventTime('The CEO is Jane Doe (as of June 03, 2014).');
    expect(r.rest).not.toMatch(/as of|2014/);
    expect(r.rest).toContain('The CEO is Jane Doe');
  });

  test('a trailing clause does not swallow the value before it', () => {
    const r = extractEventTime('The town had 5000 inhabitants as of 1984');
    expect(r.rest).toBe('The town had 5000 inhabitants');
  });

  test('text without a date has no event time and is returned unchanged', () => {
    const r = extractEventTime('The user prefers quiet hotels.');
    expect(r.eventTime).toBeUndefined();
    expect(r.rest).toBe('The user prefers quiet hotels.');
  });

  test('a year that is not an "as of" clause is not an event time', () => {
    expect(extractEventTime('Alice moved to Paris, she likes the 1984 novel.').eventTime).toBeUndefined();
  });
});

describe('parseDate', () => {
  test.each([
    ['1984', Date.UTC(1984, 0, 1)],
    ['2014-06-03', Date.UTC(2014, 5, 3)],
    ['May 23, 2014', Date.UTC(2014, 4, 23)],
    ['23 May 2014', Date.UTC(2014, 4, 23)],
    ['June 2014', Date.UTC(2014, 5, 1)],
    ['2020年6月', Date.UTC(2020, 5, 1)],
    ['2020年6月15日', Date.UTC(2020, 5, 15)],
  ])('parses %s', (phrase, expected) => {
    expect(parseDate(phrase)).toBe(expected);
  });

  test('a phrase that is not a date parses to undefined', () => {
    expect(parseDate('next week')).toBeUndefined();
    expect(parseDate('Smarch 12, 2014')).toBeUndefined();
  });
});
