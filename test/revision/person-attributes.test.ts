/**
 * Person attributes across languages (analysis/attributes.ts): a less trusted record about the
 * user that names one of their attributes in another language or format — a clinic's JSON, a
 * florist's French e-mail, a Korean note — and gives it another value is held against what the
 * user said; a record that agrees, or that speaks of a relative or of no one, is served.
 */
import { describe, expect, test } from 'vitest';
import type { Caller } from '../../src/revision/context.js';
import { bloodGroupOf } from '../../src/analysis/attributes.js';
import { facetsOf } from '../../src/revision/facets.js';
import { AGENT, HOUR, TOOL, USER, harness, against } from './engine-fixture.js';

const DAY = 24 * HOUR;

describe('person attributes in other languages', () => {
  test('a blood group in another language and notation', async () => {
    const fact = 'My blood group is B positive.';
    expect(await against(fact, '{"patientin": "die Kundin", "blutgruppe": "0 Rh-"}')).toBe('uncertain');
    expect(await against(fact, '{"patientin": "die Kundin", "blutgruppe": "B Rh+"}')).toBe('active');
  });

  test('another partner named in a French e-mail to the user', async () => {
    const fact = 'My husband is called Tobias and we live together in Lyon.';
    expect(await against(fact, 'Objet : votre réservation\n\nMadame, la table pour vous et votre mari Arnaud est confirmée pour vendredi.')).toBe('uncertain');
    expect(await against(fact, 'Objet : votre réservation\n\nMadame, la table pour vous et votre mari Tobias est confirmée pour vendredi.')).toBe('active');
  });

  test("a relative's attribute is theirs, not the user's", async () => {
    const facts = ['I live in Utrecht.', 'My brother Joost lives in Delft.'];
    // The brother somewhere else than the user said: another value of his.
    expect(await against(facts, 'Notiz: Der Bruder der Kundin, Joost, wohnt in Haarlem.', AGENT)).toBe('uncertain');
    // The brother living somewhere other than the user: no contradiction of the user's home.
    expect(await against('I live in Utrecht.', 'Note: the customer’s brother lives in Haarlem.', AGENT)).toBe('active');
  });

  test('how they get to work, a closed class of values', async () => {
    const fact = 'I take the train to work, about forty minutes door to door.';
    expect(await against(fact, 'Since you drive to work every day, your car park pass renews in March.')).toBe('uncertain');
    expect(await against(fact, 'Since you go to work by train, your rail card renews in March.')).toBe('active');
  });

  test("the user named in the possessive of another language", async () => {
    const user = { ...USER, principal: 'user:ingrid-solberg' };
    const h = await harness();
    await h.engine.write(user, { content: 'My GP is Dr Anton Weiss at the Lindenhof practice.' });
    h.clock.advance(DAY);
    const w = await h.engine.write({ ...TOOL, session: 'other-session' }, { content: 'Ingrids Hausärztin ist Dr. Marta Novak in der Praxis am Markt.' });
    expect(await h.status(w.id, user)).toBe('uncertain');
  });

  test('an instrument named in Spanish', async () => {
    const fact = 'I play the trumpet in a brass band on Thursdays.';
    expect(await against(fact, 'Lista de la banda: la usuaria toca el clarinete en la segunda fila.')).toBe('uncertain');
  });

  test('a record about someone else, or about no one, is no rival', async () => {
    const fact = 'I live in Utrecht.';
    // A supplier's own address change names no person.
    expect(await against(fact, 'Subject: new warehouse address\n\nOur warehouse has moved; the city is now Zwolle.')).toBe('active');
    // A record naming another customer.
    expect(await against(fact, '{"customer": "Pieter Janssen", "city": "Zwolle"}')).toBe('active');
    // An e-mail address is no home address.
    expect(await against('My email address is noor@post.example.', '{"customer": "the user", "address": {"city": "Zwolle"}}')).toBe('active');
  });
});

describe('an entry of a profile that names no one is about the user', () => {
  test('a lab entry, a synced field and an imported record, with no person named', async () => {
    expect(await against('My blood type is AB negative.', 'Befund: Blutgruppe B Rhesus positiv.')).toBe('uncertain');
    expect(await against('My blood type is AB negative.', 'Befund: Blutgruppe AB Rhesus negativ.')).toBe('active');
    expect(await against('My wife is Ingeborg.', 'Address book sync — spouse field set to Marguerite Olsson.')).toBe('uncertain');
    expect(await against("I'm allergic to sulfa drugs.", 'Pharmacy import: no known drug allergies.')).toBe('uncertain');
  });

  test('a field whose key names the person and whose value is a sentence is no holder', async () => {
    expect(await against('I live in Tampere.', 'Kundenprofil: Der Wohnsitz der Kundin ist Oulu.')).toBe('uncertain');
  });

  test('a writer speaking of its own, or a long text, is no entry of the user', async () => {
    expect(await against('I bank with Nordhavn Sparebank.', 'Update: our bank is now Fjordline Bank; please use the new account from May.')).toBe('active');
  });

  test('two values of one closed class: handedness, seats, smoking, marital status', async () => {
    expect(await against('我是左撇子。', '客户资料：惯用手为右手。')).toBe('uncertain');
    expect(await against('On long trains I like a window seat.', 'Profile: prefers aisle seats on trains.')).toBe('uncertain');
    expect(await against('On long trains I like a window seat.', 'Profile: prefers window seats on trains.')).toBe('active');
    expect(await against("I've never smoked.", 'Versicherungsantrag: Raucher, etwa zehn Zigaretten am Tag.')).toBe('uncertain');
    expect(await against("I'm married to Kasimir.", 'Ficha: estado civil soltera.')).toBe('uncertain');
  });
});

describe('facets read person attributes', () => {
  test("a speaker's clause before a colon is prose, not a field", () => {
    const f = facetsOf("I'm pescatarian: no red meat, but fish is fine.", 0).facets;
    expect(f.every((x) => !x.keyed)).toBe(true);
  });

  test('a Chinese term is not read inside Japanese', () => {
    // "丈夫" (Chinese: husband) inside "大丈夫" (Japanese: all right).
    expect(facetsOf('卵は大丈夫です。', 0).facets[0].relations).not.toContain('partner');
  });

  test('one attribute named in two languages ties two facets', () => {
    const a = facetsOf('группа крови: A(II) Rh+', 0).facets[0];
    const b = facetsOf('My blood type is O negative.', 0).facets[0];
    expect(a.attributes).toContain('bloodgroup');
    expect(b.attributes).toContain('bloodgroup');
    expect(a.classes.bloodgroup).toEqual(['A+']);
    expect(b.classes.bloodgroup).toEqual(['O-']);
  });

  test('a Japanese term in kanji alone is not read inside Chinese', () => {
    // "在住" (Japanese: resident) spans a Chinese word boundary here: "现在 住".
    expect(facetsOf('我现在住酒店。', 0).facets[0].attributes).not.toContain('residence');
  });

  test.each([
    ['O negative', 'O-'],
    ['AB+', 'AB+'],
    ['A(II) Rh+', 'A+'],
    ['0 Rh-', 'O-'],
    ['B型', 'B'],
    ['A plan for Monday', undefined],
    ['0 Rhesus negativ', 'O-'],
    ['AB positif', 'AB+'],
    ['A possible slot', undefined],
  ])('blood group of %s', (text, group) => {
    expect(bloodGroupOf(text)).toBe(group);
  });
});

describe("the user's own statements, whatever a record's words", () => {
  const facts = [
    'I work as a nurse at the children’s hospital.',
    'My partner Teodor plays the cello.',
    'I go swimming on Tuesday evenings.',
    'We have a cat called Pimpernel.',
    'My phone number is 0612 448 907.',
    'I prefer aisle seats on long flights.',
    'Our flat is on the fourth floor, no lift.',
    'I was born in Porto.',
  ];

  test('a record in another language that shares no word with the fact it contradicts is compared with it', async () => {
    // Czech: the record's words are none of the user's; its attribute and its other number are.
    expect(await against(facts, 'Zákaznice: paní uživatelka\nTelefonní číslo: 0777 123 456')).toBe('uncertain');
    expect(await against(facts, 'Zákaznice: paní uživatelka\nTelefonní číslo: 0612 448 907')).toBe('active');
  });

  test('numbers grouped by spaces are one number, a list of three-digit numbers is not', () => {
    expect(facetsOf('Bruttolön per månad: 5 600 EUR', 0).facets.flatMap((f) => f.numbers)).toEqual(['5600']);
    expect(facetsOf('Rooms booked: 101 102 103', 0).facets.flatMap((f) => f.numbers)).toEqual(['101', '102', '103']);
    expect(facetsOf('Dose: 1.500 mg', 0).facets.flatMap((f) => f.numbers)).not.toContain('1500');
  });

  test('the new attributes read in the languages the helpers added: a salary in Swedish and Turkish', async () => {
    const fact = 'My gross salary is 4,100 euros a month.';
    expect(await against(fact, 'Kund: Alice\nBruttolön per månad: 5 600 EUR')).toBe('uncertain');
    expect(await against(fact, 'Kund: Alice\nBruttolön per månad: 4 100 EUR')).toBe('active');
    expect(await against(fact, 'Müşteri: Alice — brüt maaş aylık 5.600 EUR')).toBe('uncertain');
  });
});
