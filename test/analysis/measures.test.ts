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

  test('distances, times and counts are no measures of a person', () => {
    expect(measuresOf('I ran 10 km and met them at 10 am, 3 m from the door')).toEqual([]);
  });
});
