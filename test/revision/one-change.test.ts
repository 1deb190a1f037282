/**
 * A user's change replaces the one memory it is about, never another of their attributes that
 * happens to share a frame or a loose tie with it: a new home is no new insurer, a gym's new hours
 * no new school, and one change replaces one memory. Memories stay active until their own update.
 */
import { describe, expect, test } from 'vitest';
import { facetsOf } from '../../src/revision/facets.js';
import { otherAttributes } from '../../src/revision/attribute-again.js';
import { HOUR, T0, USER, harness } from './engine-fixture.js';

const facets = (t: string) => facetsOf(t, T0);

describe('two attributes of a person', () => {
  test('texts naming attributes with none in common speak of two', () => {
    expect(otherAttributes(facets('We moved to 14 Kestrel Road in Didsbury last week.'), facets('My health insurer is Northgate Mutual.'))).toMatch(/another attribute/u);
    expect(otherAttributes(facets('The climbing gym now opens at six on weekdays, so I go before work.'), facets('Our son goes to Fernhill Primary School.'))).toMatch(/another attribute/u);
  });

  test('a name in both ties them to one thing, whatever attribute words they hold in passing', () => {
    expect(otherAttributes(facets('Handed in my notice at Brightwater Foods; from June I am with a bank downtown.'), facets('I work at Brightwater Foods in the quality lab.'))).toBeUndefined();
  });

  test('a name many memories give (the town a person lives in) ties none of them', () => {
    const move = facets('We moved to 14 Kestrel Road in Didsbury last week.');
    const insurer = facets('My health insurer is Northgate Mutual, their office is in Didsbury.');
    expect(otherAttributes(move, insurer)).toBeUndefined();
    expect(otherAttributes(move, insurer, new Set(['didsbury']))).toMatch(/another attribute/u);
  });

  test('a shared attribute, or one side naming none, is no evidence of two', () => {
    expect(otherAttributes(facets('I switched dentists: Dr. Amal Haddad on Quay Street now.'), facets('My dentist is Dr. Bernd Vogt.'))).toBeUndefined();
    expect(otherAttributes(facets('Finally sold the old Skoda and got a bicycle.'), facets('Breakfast is usually porridge with berries.'))).toBeUndefined();
  });
});

describe('in the revision core', () => {
  test("a user's changes replace their own memories and leave the others active", async () => {
    const h = await harness();
    const facts: Record<string, string> = {};
    const write = async (content: string) => (await h.engine.write(USER, { content })).id;
    for (const [k, content] of Object.entries({
      home: 'I live at 3 Alder Close in Chorlton.',
      insurer: 'My health insurer is Northgate Mutual, policy renewed every March.',
      school: 'Our son goes to Fernhill Primary School.',
      pharmacy: 'My pharmacy is Rowan Chemists on Beech Road.',
      bus: 'I take the 86 bus to the office most days.',
      contact: 'My emergency contact is my brother Tom, 07700 900123.',
    })) {
      facts[k] = await write(content);
      h.clock.advance(24 * HOUR);
    }
    h.clock.advance(30 * 24 * HOUR);
    const moved = await write("We've moved! New address: 14 Kestrel Road, Didsbury M20 6QT.");
    expect(await h.status(moved)).toBe('active');
    for (const k of ['insurer', 'school', 'pharmacy', 'bus', 'contact']) expect(await h.status(facts[k]), k).toBe('active');
  });
});
