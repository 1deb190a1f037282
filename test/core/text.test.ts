import { describe, expect, test } from 'vitest';
import { contentWords, hasCjk, indexTerms, normalize, stem, tokens } from '../../src/core/text.js';

describe('normalize', () => {
  test('lower-cases, applies NFKC and collapses whitespace', () => {
    expect(normalize('  Ｈｅｌｌｏ\t\n  World  ')).toBe('hello world');
  });
});

describe('hasCjk', () => {
  test('detects Chinese, Japanese and Korean script', () => {
    expect(hasCjk('用户')).toBe(true);
    expect(hasCjk('ひらがな')).toBe(true);
    expect(hasCjk('한국어')).toBe(true);
    expect(hasCjk('plain English 123')).toBe(false);
  });
});

describe('stem', () => {
  test('drops possessives and plural endings', () => {
    expect(stem("user's")).toBe('user');
    expect(stem('hotels')).toBe('hotel');
    expect(stem('cities')).toBe('city');
  });

  test('keeps words whose final s is not a plural', () => {
    expect(stem('class')).toBe('class');
    expect(stem('status')).toBe('status');
    expect(stem('analysis')).toBe('analysis');
  });
});

describe('tokens', () => {
  test('splits English into lower-cased, stemmed words in order', () => {
    expect(tokens('The Users prefer quiet Hotels').map((t) => t.text)).toEqual(['the', 'user', 'prefer', 'quiet', 'hotel']);
  });

  test('marks English stopwords', () => {
    const toks = tokens('The user is in Paris');
    expect(toks.filter((t) => t.stop).map((t) => t.text)).toEqual(['the', 'is', 'in']);
    expect(toks.every((t) => !t.cjk)).toBe(true);
  });

  test('splits Chinese into single characters marked as CJK', () => {
    const toks = tokens('用户偏好安静');
    expect(toks.map((t) => t.text)).toEqual(['用', '户', '偏', '好', '安', '静']);
    expect(toks.every((t) => t.cjk)).toBe(true);
  });

  test('marks Chinese particles as stop characters', () => {
    const toks = tokens('安静的酒店');
    expect(toks.find((t) => t.text === '的')?.stop).toBe(true);
    expect(toks.find((t) => t.text === '安')?.stop).toBe(false);
  });

  test('keeps mixed English and Chinese in order', () => {
    expect(tokens('Alice 住在上海').map((t) => t.text)).toEqual(['alice', '住', '在', '上', '海']);
  });

  test('keeps numbers as tokens', () => {
    expect(tokens('age 31').map((t) => t.text)).toEqual(['age', '31']);
  });
});

describe('indexTerms', () => {
  test('drops English stopwords and keeps content words', () => {
    expect(indexTerms('The user lives in Shanghai')).toEqual(['user', 'live', 'shanghai']);
  });

  test('includes Chinese character bigrams and unigrams', () => {
    const terms = indexTerms('安静环境');
    for (const t of ['安静', '静环', '环境', '安', '静', '环', '境']) expect(terms).toContain(t);
  });

  test('does not bridge a bigram across an English word', () => {
    const terms = indexTerms('上 hotel 海');
    expect(terms).not.toContain('上海');
  });

  test('drops Chinese particle unigrams but keeps bigrams that span them', () => {
    const terms = indexTerms('安静的酒店');
    expect(terms).not.toContain('的');
    expect(terms).toContain('静的');
    expect(terms).toContain('酒店');
  });

  test('keeps duplicates so term frequency survives', () => {
    expect(indexTerms('hotel hotel').filter((t) => t === 'hotel')).toHaveLength(2);
  });

  test('contentWords is the set of index terms', () => {
    expect(contentWords('hotel hotel quiet')).toEqual(new Set(['hotel', 'quiet']));
  });
});
