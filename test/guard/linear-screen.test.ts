import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { loadPolicy } from '../../src/config/load-policy.js';
import { fromFile, loadModel, probability, toFile, train } from '../../src/guard/linear-model.js';
import { featuresOf, wordsOf, type LinearInput } from '../../src/guard/linear-screen.js';
import { createScreeningLayer } from '../../src/guard/screening-layer.js';

const DIMS = 1 << 12;
const input = (text: string, channel = 'tool', reasons: string[] = [], ruleScore = 0): LinearInput => ({ text, channel, reasons, ruleScore });

/**
 * A toy problem made up here: texts of one class carry a marker word among filler, the others do
 * not. A learner that works separates texts it never saw.
 */
function toyCorpus(n: number, seed: number) {
  const filler = ['river', 'table', 'green', 'morning', 'paper', 'window', 'seven', 'garden', 'quiet', 'number', 'stone', 'letter'];
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: n }, (_, i) => {
    const words = Array.from({ length: 8 }, () => filler[Math.floor(next() * filler.length)]!);
    const y = (i % 2) as 0 | 1;
    if (y) words.splice(Math.floor(next() * words.length), 0, 'zorblax');
    return { text: words.join(' '), y };
  });
}

describe('features', () => {
  test('the same write gives the same features; words come from any script', () => {
    const a = featuresOf(input('Das Wetter ist schön. 今天天气很好。'), DIMS);
    const b = featuresOf(input('Das Wetter ist schön. 今天天气很好。'), DIMS);
    expect(Array.from(a.idx)).toEqual(Array.from(b.idx));
    expect(Array.from(a.val)).toEqual(Array.from(b.val));
    expect(wordsOf('Das Wetter ist schön. 今天天气很好。')).toEqual(expect.arrayContaining(['das', 'wetter', 'schön', '今天', '天气']));
  });

  test('the rules\' findings and the channel are features of their own', () => {
    const plain = featuresOf(input('hello there'), DIMS);
    const found = featuresOf(input('hello there', 'tool', ['concept:reader-directive(x)'], 0.6), DIMS);
    const user = featuresOf(input('hello there', 'user'), DIMS);
    expect(found.idx.length).toBeGreaterThan(plain.idx.length);
    expect(Array.from(user.idx).sort()).not.toEqual(Array.from(plain.idx).sort());
  });

  test('a long text is read in pieces cut at white space: the same words as read whole', () => {
    const text = Array.from({ length: 900 }, (_, i) => `word${i} and more`).join(' ');
    expect(text.length).toBeGreaterThan(4000);
    const whole = Array.from(new Intl.Segmenter('und', { granularity: 'word' }).segment(text)).filter((s) => s.isWordLike).map((s) => s.segment);
    expect(wordsOf(text, 10_000)).toEqual(whole);
  });

  test('what markup hides or an encoding carries is read even behind a long visible text', () => {
    const long = 'ordinary words of a long page '.repeat(2000);
    const withHidden = featuresOf({ ...input(long), extra: ['zorblax quux'] }, DIMS);
    const without = featuresOf({ ...input(long), extra: ['ordinary'] }, DIMS);
    expect(Array.from(withHidden.idx).sort()).not.toEqual(Array.from(without.idx).sort());
  });

  test('a very long write is read in bounded work', () => {
    const f = featuresOf(input('word '.repeat(200_000) + Array.from({ length: 5000 }, (_, i) => `w${i}`).join(' ')), DIMS);
    expect(f.idx.length).toBeLessThan(DIMS);
  });
});

describe('training', () => {
  test('logistic regression separates texts it was not trained on', () => {
    const examples = toyCorpus(200, 1).map(({ text, y }) => ({ f: featuresOf(input(text), DIMS), y }));
    const model = train(examples, { dims: DIMS, epochs: 5, rate: 0.1, l2: 1e-6, seed: 3 });
    const unseen = toyCorpus(100, 99);
    const right = unseen.filter(({ text, y }) => (probability(model, featuresOf(input(text), DIMS)) >= 0.5 ? 1 : 0) === y).length;
    expect(right).toBe(100);
  });

  test('training is repeatable', () => {
    const examples = toyCorpus(60, 5).map(({ text, y }) => ({ f: featuresOf(input(text), DIMS), y }));
    const a = train(examples, { dims: DIMS, epochs: 2, rate: 0.1, l2: 1e-6, seed: 3 });
    const b = train(examples, { dims: DIMS, epochs: 2, rate: 0.1, l2: 1e-6, seed: 3 });
    expect(Array.from(a.weights)).toEqual(Array.from(b.weights));
  });

  test('a stored model scores as the trained one, within the int8 rounding', () => {
    const examples = toyCorpus(100, 2).map(({ text, y }) => ({ f: featuresOf(input(text), DIMS), y }));
    const model = { ...train(examples, { dims: DIMS, epochs: 3, rate: 0.1, l2: 1e-6, seed: 3 }), holdAt: 0.8 };
    const stored = fromFile(JSON.parse(JSON.stringify(toFile(model, { note: 'test' }))));
    expect(stored.holdAt).toBe(0.8);
    for (const { f } of examples.slice(0, 20)) expect(Math.abs(probability(stored, f) - probability(model, f))).toBeLessThan(0.05);
  });

  test('a file that is not a model is refused with the reason', () => {
    const good = toFile({ dims: 8, bias: 0, weights: new Float32Array(8), holdAt: 0.5 }, {});
    expect(() => fromFile({ ...good, format: 'other' as 'hindsight-linear-screen' })).toThrow(/not a hindsight-linear-screen model/);
    expect(() => fromFile({ ...good, dims: 6 })).toThrow(/power of two/);
    expect(() => fromFile({ ...good, dims: 16 })).toThrow(/expected 16/);
    expect(() => fromFile({ ...good, hold_at: 1 })).toThrow(/hold_at/);
    expect(() => fromFile({ ...good, hold_at: '0.5' as unknown as number })).toThrow(/hold_at/);
    // A file that parses but would score nonsense (NaN, or every weight's sign flipped) is refused too.
    expect(() => fromFile({ ...good, scale: -1 })).toThrow(/scale/);
    expect(() => fromFile({ ...good, scale: undefined as unknown as number })).toThrow(/scale/);
    expect(() => fromFile({ ...good, bias: '0.1' as unknown as number })).toThrow(/bias/);
    expect(() => fromFile({ ...good, weights: 7 as unknown as string })).toThrow(/weights/);
  });
});

describe('in the screening layer', () => {
  const config = loadPolicy(fileURLToPath(new URL('../../policies/default.yaml', import.meta.url))).policy.guard.screening;

  test('the shipped model loads and says how it was trained', () => {
    const model = loadModel();
    expect(model.holdAt).toBeGreaterThan(0);
    expect(model.holdAt).toBeLessThan(1);
  });

  test('a write the model scores at or above hold_at is held, with the model named in the reasons', async () => {
    // A model made here that holds the toy marker word, given to the layer as the policy's model.
    const examples = toyCorpus(200, 1).map(({ text, y }) => ({ f: featuresOf(input(text), DIMS), y }));
    const model = { ...train(examples, { dims: DIMS, epochs: 5, rate: 0.1, l2: 1e-6, seed: 3 }), holdAt: 0.9 };
    const file = join(mkdtempSync(join(tmpdir(), 'hg-linear-')), 'model.json');
    writeFileSync(file, JSON.stringify(toFile(model, {})));
    const on = createScreeningLayer({ ...config, learned: { model: file } });
    const off = createScreeningLayer({ ...config, learned: { model: file, enabled: false } });
    const text = 'garden stone zorblax window paper river';
    const held = await on.assess({ content: text, channel: 'tool' });
    expect(held.severity).toBe('medium');
    expect(held.reasons.some((r) => r.startsWith('learned:attack(p='))).toBe(true);
    expect((await off.assess({ content: text, channel: 'tool' })).severity).toBe('none');
    // The user's own words weigh half: the same finding alone does not hold them.
    expect((await on.assess({ content: text, channel: 'user' })).severity).toBe('low');
    expect((await on.assess({ content: 'garden stone window paper river', channel: 'tool' })).severity).toBe('none');
    // Two words are a value (a name, a channel), not prose: the model is not asked; three are read.
    expect((await on.assess({ content: 'zorblax garden stone', channel: 'tool' })).severity).toBe('medium');
    const value = await on.assess({ content: 'zorblax garden', channel: 'tool' });
    expect(value.severity).toBe('none');
    expect(value.reasons.some((r) => r.startsWith('learned:'))).toBe(false);
  });

  test('a model file that cannot be read fails closed: every write is an error finding', async () => {
    const layer = createScreeningLayer({ ...config, learned: { model: join(tmpdir(), 'no-such-model.json') } });
    const f = await layer.assess({ content: 'hello', channel: 'user' });
    expect(f.severity).toBe('error');
    expect(f.reasons[0]).toMatch(/invalid screening config: learned screening model .*no-such-model\.json: /);
  });
});
