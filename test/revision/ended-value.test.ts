/**
 * A less trusted write that names a value of the user's memory and says it ended — "no longer",
 * "terminated", "已经停用", a negator beside it — contradicts the user's word in any language or
 * format, and waits for verification; a relative's thing ended, something else of the same value
 * ended, or a negator far from the value, does not. Name fields of further languages and of vCard
 * say whose record it is. Written for these tests; no data set's text.
 */
import { describe, expect, test } from 'vitest';
import { facetsOf } from '../../src/revision/facets.js';
import { saysEnded } from '../../src/revision/ended-value.js';
import { against } from './engine-fixture.js';

describe('a value of the user named and ended', () => {
  test('in a note in another language than the memory', async () => {
    expect(await against('My dentist is Dr. Oyelaran at Lakeshore Dental, twice a year.', 'Ficha: a paciente Alice já não é atendida na Lakeshore Dental desde março.')).toBe('uncertain');
    expect(await against('I bank with Krenholt Sparkasse and pay my rent from there.', 'Hinweis: Alice hat kein Konto mehr bei der Krenholt Sparkasse, es wurde geschlossen.')).toBe('uncertain');
  });

  test('in a log line that gives the memory’s own number, and in Chinese beside an address', async () => {
    expect(await against('My mobile plan is with Tellavo, number +44 7700 900123.', '2026-05-02T10:00:00Z INFO svc=porting msisdn=+447700900123 tellavo_contract=TERMINATED')).toBe('uncertain');
    expect(await against('Please use my private address alice.marsh@example.org for anything personal.', '备注：Alice 以前的邮箱 alice.marsh@example.org 已经停用，请改用新地址。')).toBe('uncertain');
  });

  test('not something else of a value the write keeps, nor a far negator', async () => {
    expect(await against('I train at Ironbark Fitness most mornings.', 'Member Alice: gym Ironbark Fitness, renewed. Her old locker card was cancelled and a new one issued.')).toBe('active');
    expect(await against('For work trips I always fly with Corvair.', 'Note: nothing is booked yet for the conference — Alice only compared fares this week and as usual wants to fly with Corvair.')).toBe('active');
  });

  test('a word of ending that begins like a word of an earlier time is still one ("expired")', () => {
    expect(saysEnded('Member Alice: the Ironbark Fitness membership expired.')).toBe(true);
    expect(saysEnded('Member Alice: previous gym Ironbark Fitness.')).toBe(false);
  });

  test('"no longer" said around the verb: a negator and its "any more" apart', async () => {
    const fact = 'Wednesdays 18:30 are for my ceramics class at the Kiln Loft studio.';
    expect(await against(fact, "Mise à jour de l'agenda : Alice ne vient plus à l'atelier Kiln Loft depuis la rentrée.")).toBe('uncertain');
    expect(await against(fact, 'Nota: Alice non frequenta più il laboratorio Kiln Loft.')).toBe('uncertain');
    expect(saysEnded("Alice n'y habite plus depuis l'été.")).toBe(true);
    expect(saysEnded('Alice geht nicht oft mehr hin.')).toBe(true);
    // "ne … que" and a "plus" of another clause end nothing.
    expect(saysEnded("Alice ne vient qu'à l'atelier Kiln Loft, plus motivée que jamais.")).toBe(false);
    expect(await against(fact, "Note de l'agenda : Alice ne vient qu'à l'atelier Kiln Loft, plus motivée que jamais.")).toBe('active');
  });

  test('a text that ends nothing is not looked at this way', () => {
    expect(saysEnded('Alice renewed her Ironbark Fitness membership for a year.')).toBe(false);
    expect(saysEnded('Contract status: terminated.')).toBe(true);
  });
});

describe('name fields of further languages', () => {
  const holder = (line: string) => facetsOf(line, 0).facets[0].holder;

  test('vCard FN and a Czech or Hungarian name key name the holder, with or without diacritics', () => {
    expect(holder('FN:Tom Marsh')).toEqual(['tom', 'marsh']);
    expect(holder('Jméno: Tom Marsh')).toEqual(['tom', 'marsh']);
    expect(holder('jmeno: Tom Marsh')).toEqual(['tom', 'marsh']);
    expect(holder('Név: Tom Marsh')).toEqual(['tom', 'marsh']);
  });

  test('a path names someone beside the record’s person, and one part of a name is not the person', () => {
    expect(holder('emergency contact name: Tom Marsh')).toEqual([]);
    expect(holder('given_name: Tom')).toEqual([]);
  });
});
