import { describe, expect, test } from 'vitest';
import { cosine } from '../../src/embed/embedder.js';
import { HashingEmbedder, fnv1a } from '../../src/embed/hashing-embedder.js';

const norm = (v: Float32Array) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));

describe('HashingEmbedder', () => {
  const e = new HashingEmbedder();

  test('the same text always embeds to the same vector, across instances', () => {
    const a = e.embed('The user prefers quiet hotels near the sea.');
    const b = new HashingEmbedder().embed('The user prefers quiet hotels near the sea.');
    expect(Array.from(a)).toEqual(Array.from(b));
  });

  test('vectors have unit L2 norm', () => {
    for (const t of ['hello world', '用户偏好安静环境', 'The 3rd of May, 2024: launch', 'a']) {
      expect(norm(e.embed(t))).toBeCloseTo(1, 5);
    }
  });

  test('the default dimension is 384 and the model records it', () => {
    expect(e.embed('hello').length).toBe(384);
    expect(e.model.dim).toBe(384);
  });

  test('a configured dimension is honoured by the vector and the model', () => {
    const small = new HashingEmbedder(64);
    expect(small.embed('hello world').length).toBe(64);
    expect(small.model).toEqual({ id: e.model.id, dim: 64 });
  });

  test('text with no words embeds to the zero vector', () => {
    const v = e.embed('   ... !!! ');
    expect(v.length).toBe(384);
    expect(v.every((x) => x === 0)).toBe(true);
  });

  test('related English texts are closer than unrelated ones', () => {
    const a = e.embed('The user prefers quiet hotels by the beach');
    const related = e.embed('The user likes quiet hotels near the beach');
    const unrelated = e.embed('Quarterly semiconductor revenue grew eleven percent');
    expect(cosine(a, related)).toBeGreaterThan(cosine(a, unrelated) + 0.2);
  });

  test('inflected English words still match (character trigrams)', () => {
    const a = e.embed('running marathons');
    expect(cosine(a, e.embed('runner marathon'))).toBeGreaterThan(cosine(a, e.embed('cooking pasta')));
  });

  test('Chinese texts sharing words are closer than unrelated Chinese texts', () => {
    const a = e.embed('用户喜欢安静的酒店');
    const related = e.embed('用户偏好安静的酒店环境');
    const unrelated = e.embed('股票市场今天大幅下跌');
    expect(cosine(a, related)).toBeGreaterThan(cosine(a, unrelated) + 0.2);
  });

  test('fnv1a is a stable 32-bit hash that depends on its seed', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('a', 1)).not.toBe(fnv1a('a'));
  });
});
