import { describe, expect, test } from 'vitest';
import { contains, exclusiveReason, numbers } from '../../src/revision/values.js';

describe('exclusive values', () => {
  test('different numbers cannot both hold', () => {
    expect(exclusiveReason('30', '31')).toBeDefined();
  });

  test('different dates cannot both hold', () => {
    expect(exclusiveReason('may 3 1990', 'may 4 1990')).toBeDefined();
  });

  test('yes and no cannot both hold', () => {
    expect(exclusiveReason('yes', 'no')).toBeDefined();
  });

  test('quiet and lively cannot both hold, in either order', () => {
    expect(exclusiveReason('quiet hotel', 'lively hotel')).toBeDefined();
    expect(exclusiveReason('lively hotel', 'quiet hotel')).toBeDefined();
  });

  test('安静 and 热闹 cannot both hold', () => {
    expect(exclusiveReason('安静环境', '热闹环境')).toBeDefined();
  });

  test('two genres can both hold', () => {
    expect(exclusiveReason('legal drama', 'comedy drama')).toBeUndefined();
  });

  test('the same number is not exclusive', () => {
    expect(exclusiveReason('30', '30')).toBeUndefined();
  });
});

describe('containment', () => {
  test('a value with more detail contains the shorter one', () => {
    expect(contains('window seat long flight', 'window seat')).toBe(true);
    expect(contains('window seat', 'window seat long flight')).toBe(false);
  });

  test('Chinese containment works by character', () => {
    expect(contains('安静的海边酒店', '海边酒店')).toBe(true);
  });

  test('an empty value is contained in nothing', () => {
    expect(contains('anything', '')).toBe(false);
  });
});

describe('numbers', () => {
  test('extracts integers and decimals in order', () => {
    expect(numbers('from 3.5 to 10 and 1,000')).toEqual(['3.5', '10', '1,000']);
  });
});
