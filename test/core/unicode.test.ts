/** Finding lone surrogates in untrusted JSON values: where, which code unit, at any depth. */
import { describe, expect, test } from 'vitest';
import { findLoneSurrogate } from '../../src/core/unicode.js';

describe('findLoneSurrogate', () => {
  test('passes well-formed text, surrogate pairs included', () => {
    expect(findLoneSurrogate({ a: 'rocket \ud83d\ude80', b: ['中文', 'plain'], c: 1, d: null })).toBeUndefined();
  });

  test('finds a high surrogate with nothing after it, and a low one with nothing before it', () => {
    expect(findLoneSurrogate({ content: 'end \ud83d' })).toEqual({ path: 'content', unit: '\\ud83d', index: 4 });
    expect(findLoneSurrogate({ content: '\ude80 start' })).toEqual({ path: 'content', unit: '\\ude80', index: 0 });
    expect(findLoneSurrogate({ content: 'two highs \ud83d\ud83d\ude80' })).toEqual({ path: 'content', unit: '\\ud83d', index: 10 });
  });

  test('names the path through arrays and objects, and a key that holds one', () => {
    expect(findLoneSurrogate({ entities: [{ name: 'ok' }, { observations: ['fine', 'bad \udfff'] }] })).toMatchObject({ path: 'entities[1].observations[1]' });
    expect(findLoneSurrogate({ args: { 'k\ud800': 1 } })).toMatchObject({ path: 'args (one of its keys)', unit: '\\ud800', index: 1 });
  });

  test('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'bottom \ud800';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findLoneSurrogate(deep)?.unit).toBe('\\ud800');
  });
});
