/** Measures of a person in any unit, read into one scale (analysis/measures.ts). */
import { describe, expect, test } from 'vitest';
import { compareMeasures, measuresOf } from '../../src/analysis/measures.js';

describe('measures', () => {
  test('a height in feet and inches and one in centimetres agree when they are one height', () => {
    expect(compareMeasures(measuresOf('height: 5 ft 9 in'), measuresOf('I am 175 cm tall'))?.verdict).toBe('same');
    expect(compareMeasures(measuresOf("6'2\""), measuresOf('I am 175 cm tall'))?.verdict).toBe('differs');
  });

  test('a weight in pounds or stone is compared in kilograms', () => {
    expect(compareMeasures(measuresOf('weight: 154 lb'), measuresOf('I weigh 70 kg'))?.verdict).toBe('same');
    expect(compareMeasures(measuresOf('12 st 2 lb'), measuresOf('I weigh 70 kg'))?.verdict).toBe('differs');
  });

  test("shoe sizes in US women's, UK and EU sizes", () => {
    expect(compareMeasures(measuresOf("US women's 8"), measuresOf('EU 39'))?.verdict).toBe('same');
    expect(compareMeasures(measuresOf('UK 9'), measuresOf('EU 39'))?.verdict).toBe('differs');
  });

  test("a unit named in a field's key is used", () => {
    expect(measuresOf('height_cm: 168')).toEqual([{ kind: 'length', value: 168 }]);
  });

  test('shoe sizes as a foot length (Japan, Korea, China) and in the Chinese systems', () => {
    // A foot's length is a size only where the line speaks of shoe sizes.
    expect(compareMeasures(measuresOf('신발 사이즈: 270mm', true), measuresOf('EU 42'))?.verdict).toBe('same');
    expect(compareMeasures(measuresOf('Schuhgröße: 255 mm', true), measuresOf('shoe size 235 mm', true))?.verdict).toBe('differs');
    expect(compareMeasures(measuresOf('靴は26.5センチ', true), measuresOf('EU 42'))?.verdict).toBe('same');
    expect(measuresOf('pipe diameter: 255 mm')).toEqual([]);
    expect(measuresOf('26.5 cm', true)).toEqual([{ kind: 'shoe', value: 42 }]);
    expect(compareMeasures(measuresOf('我穿欧码39的鞋'), measuresOf("US women's 8"))?.verdict).toBe('same');
    expect(compareMeasures(measuresOf('鞋码：42码'), measuresOf('英码6'))?.verdict).toBe('differs');
    // "码" after a word, not a number, is a code: a password, a number to call.
    expect(measuresOf('6位验证码，密码已重置')).toEqual([]);
  });

  test('distances, times and counts are no measures of a person', () => {
    expect(measuresOf('I ran 10 km and met them at 10 am, 3 m from the door')).toEqual([]);
  });
});
