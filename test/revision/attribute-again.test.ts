/**
 * A one-valued attribute of the speaker given again with another value — in a language the claim
 * reader does not parse, with no word of change — replaces the memory that gave it; an event about
 * the attribute, a relative's, a question and a statement about the world do not. A phone number
 * given with a word of change replaces the speaker's old one, kept in any form. A question naming
 * the attribute in another language finds the new value first.
 */
import { describe, expect, test } from 'vitest';
import { facetsOf } from '../../src/revision/facets.js';
import { attributeAgain, contactAgain, statedAttribute } from '../../src/revision/attribute-again.js';
import { T0, USER, harness, history } from './engine-fixture.js';

const facets = (t: string) => facetsOf(t, T0);

describe('what a short statement gives of the speaker', () => {
  test('the attribute and the names in its reach, in any language', () => {
    expect(statedAttribute(facets('Mi dentista es la doctora Olga Marín, en la calle Goya.'), false)).toMatchObject({ attribute: 'dentist' });
    expect(statedAttribute(facets('Mein Zahnarzt ist Dr. Paul Weber in Lindau.'), false)?.values).toEqual(expect.arrayContaining(['paul', 'weber']));
  });

  test('an appointment is an event about the attribute, not a value of it', () => {
    expect(statedAttribute(facets('Termin beim Zahnarzt am Donnerstag um 15 Uhr.'), false)).toBeUndefined();
  });

  test('a question states nothing', () => {
    expect(statedAttribute(facets('Q: who is your dentist? A: Dr. Paul Weber'), true)).toBeUndefined();
  });

  test('English about the world (no "I", "my", no relative, no field) is no one\'s', () => {
    expect(statedAttribute(facets('The dentist of the royal family is Dr. Alan Pryce.'), true)).toBeUndefined();
    expect(statedAttribute(facets('My dentist is Dr. Alan Pryce.'), true)).toMatchObject({ attribute: 'dentist' });
  });

  test('a relative\'s attribute is theirs', () => {
    expect(statedAttribute(facets('Le médecin de ma sœur est le docteur Lucien Ferrand.'), false)).toBeUndefined();
  });

  test('a relation\'s value is a named person: heading the team names no manager', () => {
    const head = statedAttribute(facets('Soy jefa del equipo de mantenimiento.'), false);
    expect(head?.values ?? []).toEqual([]);
  });

  test('an address that is an e-mail address is a contact, not a home', () => {
    expect(statedAttribute(facets('我的邮箱地址是 lin.wei@example.org，工作以外的信都寄到这里。'), false)?.attribute).not.toBe('residence');
  });

  test('a long text names attributes in passing', () => {
    const letter = `Mein Zahnarzt ist Dr. Paul Weber. ${'Wir waren am Wochenende wandern und das Wetter war schön. '.repeat(6)}`;
    expect(statedAttribute(facets(letter), false)).toBeUndefined();
  });
});

describe('the same attribute again', () => {
  const old = facets('Mi dentista es la doctora Olga Marín, en la calle Goya.');

  test('another value replaces, the same value does not', () => {
    const again = facets('Mein Zahnarzt ist Dr. Paul Weber in Lindau.');
    expect(attributeAgain(statedAttribute(again, false)!, again, old, false)).toMatch(/dentist again/u);
    const same = facets('Mein Zahnarzt ist immer noch Dr. Olga Marín.');
    expect(attributeAgain(statedAttribute(same, false)!, same, old, false)).toBeUndefined();
  });

  test('naming the old value needs a word of change', () => {
    const both = facets('Zahnarzt: Dr. Paul Weber, Kollege von Dr. Olga Marín.');
    const stated = statedAttribute(both, false)!;
    expect(attributeAgain({ ...stated, values: ['paul', 'weber'] }, both, old, false)).toBeUndefined();
    expect(attributeAgain({ ...stated, values: ['paul', 'weber'] }, both, old, true)).toMatch(/dentist again/u);
  });

  test('a contact changes only with a word of change, and not a relative\'s', () => {
    const mine = facets('Mi móvil: +34 612 345 678');
    const next = 'new number: +44 7700 900123, the old SIM is gone';
    expect(contactAgain(facets(next), next, mine, 'Mi móvil: +34 612 345 678', true)).toMatch(/phone number/u);
    expect(contactAgain(facets(next), next, mine, 'Mi móvil: +34 612 345 678', false)).toBeUndefined();
    // A postcode and a house number are digits in groups, not a number dialled.
    const moved = "We've moved! New address: Rua das Flores 12, 4050-262 Porto.";
    expect(contactAgain(facets(moved), moved, facets('Tel: 0612 345 678'), 'Tel: 0612 345 678', true)).toBeUndefined();
    const brother = "My brother's new number is +44 7700 900456";
    expect(contactAgain(facets(brother), brother, mine, 'Mi móvil: +34 612 345 678', true)).toBeUndefined();
  });
});

describe('in the revision core', () => {
  test('a dentist given again in another language replaces the old one; a sister\'s doctor and an appointment do not', async () => {
    const h = await harness();
    const { facts, change } = await history(
      h,
      ['Mi dentista es la doctora Olga Marín, en la calle Goya.', 'El médico de mi hermana es el doctor Ruiz.', 'El gimnasio abre a las siete.'],
      'Mein Zahnarzt ist Dr. Paul Weber in Lindau.',
    );
    expect(await h.status(facts[0])).toBe('superseded');
    expect(await h.status(facts[1])).toBe('active');
    expect(await h.status(facts[2])).toBe('active');
    const appointment = await h.engine.write(USER, { content: 'Termin beim Zahnarzt am Donnerstag um 15 Uhr.' });
    expect(await h.status(change)).toBe('active');
    expect(await h.status(appointment.id)).toBe('active');
    // Asked in a third language, the new value comes first.
    const out = await h.engine.search(USER, { query: 'chi è il mio dentista?' });
    expect(out.results[0]?.id).toBe(change);
  });

  test('a new number replaces the old one kept in a contact card, not a hotel booking', async () => {
    const h = await harness();
    const { facts } = await history(
      h,
      ['BEGIN:VCARD\nVERSION:3.0\nFN:Alice Moreau\nTEL;TYPE=CELL:+33 6 12 34 56 78\nEND:VCARD', 'Hotel booked in Porto for the 3rd, check-in after 15:00.'],
      'new number: +351 912 345 678 — the French SIM is cancelled.',
    );
    expect(await h.status(facts[0])).toBe('superseded');
    expect(await h.status(facts[1])).toBe('active');
  });

  test('a statement about the world is not the speaker\'s attribute', async () => {
    const h = await harness();
    const { facts } = await history(h, ['Q: where do students of Norway go to school? A: in the municipality they live in'], 'Q: where do students of Chile go to school? A: in their comuna');
    expect(await h.status(facts[0])).toBe('active');
  });
});

/**
 * What a user says of an attribute that is not a value of it — a remark, an event, a narrower kind,
 * someone else's, the world's — leaves the memory that gave it; a statement of it replaces it.
 */
describe('remarks, events and statements of an attribute', () => {
  const cases: [old: string, write: string, status: string][] = [
    ['My doctor is Dr. Amadi.', 'My doctor prescribed Ventolin.', 'active'],
    ['My doctor is Dr. Amadi.', 'My doctor referred me to Dr. Eastwood, a cardiologist.', 'active'],
    ['My partner is Jonas.', 'My partner loves hiking in the Alps.', 'active'],
    ['My partner is Jonas.', 'Partner at the firm: Carla Reyes', 'active'],
    ['My manager is Priya.', 'My manager approved the Berlin trip.', 'active'],
    ['My manager is Priya.', 'Meine Chefin hat den Berlin-Trip genehmigt.', 'active'],
    ['My bank is HSBC.', 'My bank charged me for the Visa card.', 'active'],
    ['Mi banco es Santander.', 'Mi banco me cobró 20 euros por la tarjeta Visa.', 'active'],
    ['Mi dentista es la doctora Marín.', 'Mi dentista me recomendó Sensodyne.', 'active'],
    ['Mon médecin est le docteur Martin.', "Mon médecin m'a prescrit du Doliprane.", 'active'],
    ['Мой врач — доктор Петров.', 'Мой врач посоветовал Нурофен.', 'active'],
    ['My insurer is Aviva.', 'My home insurer is Direct Line.', 'active'],
    ['I live in York.', 'We might live in Leeds one day.', 'active'],
    ['Mi médico es el doctor García.', 'El doctor López es un médico famoso en Madrid.', 'active'],
    ['Mi médico es el doctor García.', 'Ana recomienda al médico López.', 'active'],
    ['Mein Arzt ist Dr. Weber.', 'Der Arzt von Anna ist Dr. Braun.', 'active'],
    ['Meine Chefin ist Frau Krüger.', 'Ich bin Chefin der Werkstatt.', 'active'],
    ['My dentist is Dr. Weber.', 'My dentist appointment with Dr. Lee is on Friday.', 'active'],
    ['My dentist is Dr. Weber.', 'Dentist: Dr. Lee, Thursday', 'active'],
    ['My bank is HSBC.', 'My bank for savings is Monzo.', 'active'],
    ['My partner is Jonas.', 'My business partner is Carla.', 'active'],
    ['My dentist is Dr. Weber.', 'My dentist is Dr. Lee.', 'superseded'],
    ['Mein Zahnarzt ist Dr. Weber.', 'Mi dentista es la doctora Olga Marín.', 'superseded'],
    ['A háziorvosom dr. Kovács Judit.', 'Hausärztin: Dr. Eva Pichler, Praxis in der Keplerstraße 12.', 'superseded'],
    ['Mein Vorgesetzter in der Werkstatt ist Priit Vahtramäe.', 'Meine neue Chefin heißt Armelle Guénolé.', 'superseded'],
  ];
  for (const [old, write, status] of cases) {
    test(`"${old}" then "${write}": ${status}`, async () => {
      const h = await harness();
      const { facts } = await history(h, [old], write);
      expect(await h.status(facts[0])).toBe(status);
    });
  }
});
