/**
 * A one-valued attribute of the speaker given again with another value — in a language the claim
 * reader does not parse, with no word of change — replaces the memory that gave it; an event about
 * the attribute, a relative's, a question and a statement about the world do not. A phone number
 * given with a word of change replaces the speaker's old one, kept in any form. A question naming
 * the attribute in another language finds the new value first.
 */
import { describe, expect, test } from 'vitest';
import { facetsOf } from '../../src/revision/facets.js';
import { attributeAgain, claimedAttribute, contactAgain, heldAttribute, recordAgain, statedAttribute } from '../../src/revision/attribute-again.js';
import { parseClaim } from '../../src/revision/claim.js';
import { T0, TOOL, USER, harness, history } from './engine-fixture.js';

const facets = (t: string) => facetsOf(t, T0);

describe('what a short statement gives of the speaker', () => {
  test('the attribute and the names in its reach, in any language', () => {
    expect(statedAttribute(facets('Mi dentista es la doctora Olga Marín, en la calle Goya.'), false)).toMatchObject({ attribute: 'dentist' });
    expect(statedAttribute(facets('Mein Zahnarzt ist Dr. Paul Weber in Lindau.'), false)?.values).toEqual(expect.arrayContaining(['paul', 'weber']));
  });

  test("the attribute's longest phrase is read before its value, where a shorter one overlaps it", () => {
    // "mi médico" and "médico de cabecera" overlap: the value comes after "cabecera".
    expect(statedAttribute(facets('Desde marzo mi médico de cabecera es el doctor Iván Roldán.'), false)).toEqual({ attribute: 'doctor', values: ['iván', 'roldán'] });
    expect(statedAttribute(facets('Mi médica de familia es la doctora Elena Sáez.'), false)).toMatchObject({ attribute: 'doctor', values: ['elena', 'sáez'] });
    expect(statedAttribute(facets('Il mio medico di base è la dottoressa Carla Neri.'), false)).toMatchObject({ attribute: 'doctor' });
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

  test('a lexicon phrase that holds the possessive is the speaker\'s ("min chef")', () => {
    expect(statedAttribute(facets('Min chef är Sven Ahlberg sedan i våras.'), false)).toMatchObject({ attribute: 'manager', values: ['sven', 'ahlberg'] });
  });

  test('the providers a person uses are one-valued attributes in many languages', () => {
    expect(statedAttribute(facets('Minha farmácia é a Farmácia Estrela, na Rua Direita.'), false)).toMatchObject({ attribute: 'pharmacy' });
    expect(statedAttribute(facets('Mein Friseur ist Salon Haarwerk in der Altstadt.'), false)).toMatchObject({ attribute: 'hairdresser' });
    expect(statedAttribute(facets('Mon vétérinaire est le docteur Paul Lemoine.'), false)).toMatchObject({ attribute: 'vet' });
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

  test('a pharmacy given again in another language replaces the old one', async () => {
    const h = await harness();
    const { facts, change } = await history(h, ['Minha farmácia é a Farmácia Estrela, na Rua Direita.', 'Meu dentista é o Dr. Rui Campos.'], 'Meine Apotheke ist die Linden-Apotheke am Markt.');
    expect(await h.status(facts[0])).toBe('superseded');
    expect(await h.status(facts[1])).toBe('active');
    const out = await h.engine.search(USER, { query: 'quale farmacia uso?' });
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

/**
 * A third party's record or sentence giving the user's one-valued attribute — the user named as its
 * possessor in any of the ways languages say it, or the holder of a record about them — is compared
 * with what the user said of it: another value waits for verification, the same value is served.
 */
describe("a third party's value of the user's attribute", () => {
  const alice = new Set(['alice']);
  const held = (t: string, theirs = false) => heldAttribute(facets(t), alice, theirs);

  test('the user named before or after the attribute, with a possessive or a genitive word', () => {
    expect(held("Alice's dentist is Dr. Rhys Morgan.")).toEqual({ attribute: 'dentist', values: ['rhys', 'morgan'] });
    expect(held("Le dentiste d'Alice est le docteur Hugo Lemaire.")?.values).toEqual(expect.arrayContaining(['hugo', 'lemaire']));
    expect(held('Der Zahnarzt von Alice ist Dr. Jan Vogel.')?.values).toEqual(expect.arrayContaining(['jan', 'vogel']));
    expect(held("The user's bank is Caisse Rivière.")?.attribute).toBe('bank');
  });

  test("a field of a record about the user, not of someone else's record", () => {
    expect(held('customer: Alice Moreau\nbank: Caisse Rivière', true)).toMatchObject({ attribute: 'bank', values: ['caisse', 'rivière'] });
    expect(held('customer: Pieter Janssen\nbank: Caisse Rivière', false)).toBeUndefined();
  });

  test("someone else's attribute, an appointment and a question give the user no value", () => {
    expect(held("Bob's dentist is Dr. Rhys Morgan.")).toBeUndefined();
    expect(held("Le dentiste de la sœur d'Alice est le docteur Hugo Lemaire.")).toBeUndefined();
    expect(held("Alice's dentist: Dr. Rhys Morgan, Friday 10:00, check-up.")).toBeUndefined();
    expect(held("Is Alice's dentist Dr. Rhys Morgan?")).toBeUndefined();
  });

  test('the user named as other languages name a possessor: a case form of their name, a word for the user in a genitive, a possessive suffix', () => {
    expect(held('Szefem Alicji jest Piotr Nowicki.')).toEqual({ attribute: 'manager', values: ['piotr', 'nowicki'] });
    expect(held('Kundens tandläkare är Dr Lena Berg.')).toMatchObject({ attribute: 'dentist', values: expect.arrayContaining(['lena', 'berg']) });
    expect(held('Die Zahnärztin der Kundin ist Dr. Petra Vogt.')).toMatchObject({ attribute: 'dentist', values: ['petra', 'vogt'] });
    expect(held('Заметка: партнёр клиентки — Маттиас Дюпон.')).toMatchObject({ attribute: 'partner' });
  });

  test('the user as the subject of an attribute\'s verb, opening its clause', () => {
    expect(held('Notatka: pani Alice pracuje w firmie Brightline Logistics.')).toMatchObject({ attribute: 'employer', values: ['brightline', 'logistics'] });
    expect(held('The client works at Brightline Logistics.')).toMatchObject({ attribute: 'employer' });
    // A verb's object, another customer, a customer with another name: not the user.
    for (const t of ['The recruiter who called Alice works at Brightline Logistics.', 'Another passenger lives in Paris.', 'Inny klient pracuje w firmie Brightline Logistics.']) expect(held(t)).toBeUndefined();
  });

  test('another person beside a word for the customer, a third person\'s possessive, a name of another gender', () => {
    const named = (t: string, names: string[]) => heldAttribute(facets(t), new Set(names), false);
    expect(held('Lekarzem pacjenta Jana Kowalskiego jest dr Nowak.')).toBeUndefined();
    expect(held('Il medico del cliente Marco Bianchi è il dottor Rossi.')).toBeUndefined();
    expect(held('Maria ist neu im Team. Ihre Bank ist die Sparkasse Nord.')).toBeUndefined();
    expect(named('Szefem Marii jest Piotr Nowicki.', ['mario'])).toMatchObject({ attribute: 'manager' });
    expect(named('Szefem Mariusza jest Piotr Nowicki.', ['maria'])).toBeUndefined();
  });

  test('a name that only begins like the user\'s is another person; a word that is also a preposition gives no value', () => {
    for (const t of ["Alicia's dentist is Dr. Rhys Morgan.", "Alicorp's bank is HSBC.", 'Le dentiste de Mme Moreau est le docteur Jan Vogel.', 'Bank des Empfängers: Sparkasse Köln.']) expect(held(t)).toBeUndefined();
    expect(held('Switch your bank to Revolut today!')).toBeUndefined();
    expect(held('Your manager on Slack asked for the report.')).toBeUndefined();
  });

  test('a claim about the user by name: where they work or live, with the names of the value', () => {
    const claim = (t: string) => claimedAttribute(parseClaim(t, undefined, T0), facets(t), alice);
    expect(claim('Alice is employed by Harbourline Freight Ltd.')).toMatchObject({ attribute: 'employer' });
    expect(claim('Bruno is employed by Harbourline Freight Ltd.')).toBeUndefined();
    expect(claim('I am employed by Harbourline Freight Ltd.')).toBeUndefined();
    // Common nouns the parser keeps are no value; a role's value is a common noun.
    expect(claim('The user has a monstera and two ferns on the balcony; watering reminders set weekly.')).toBeUndefined();
  });

  test('a value of a kind or a measure is left to the facets; a value named in the memory agrees, but another house is another address', async () => {
    const { heldAgainst } = await import('../../src/revision/attribute-again.js');
    const against = (attribute: string, values: string[], write: string, memory: string) => heldAgainst({ attribute, values }, facets(write), facets(memory));
    expect(against('bloodgroup', ['ab'], 'Blood group: AB', 'My blood group is A+.')).toBeUndefined();
    // The city alone agrees with the full address; the same house with a flat number too.
    expect(against('residence', ['ravenna'], 'City: Ravenna', 'We live at Via Fiume 9, 48121 Ravenna.')).toBeUndefined();
    expect(against('residence', ['fiume', 'ravenna'], 'Address: Via Fiume 9, flat 2, Ravenna', 'We live at Via Fiume 9, 48121 Ravenna.')).toBeUndefined();
    expect(against('residence', ['мальмо'], 'Город: Мальмо', 'I live in Malmo.')).toBeUndefined();
    expect(against('residence', ['lund'], 'City: Lund', 'I live in Malmo.')).toMatch(/another value/u);
    // Another house in the same city.
    expect(against('residence', ['salara', 'ravenna'], 'Address: Via Salara 31, 48121 Ravenna', 'We live at Via Fiume 9, 48121 Ravenna.')).toMatch(/another value/u);
    // The same doctor with a title, an initial or a practice.
    for (const values of [['kaplan', 'söderkliniken'], ['frau', 'kaplan'], ['i', 'kaplan']]) expect(against('dentist', values, 'Dentist: Dr. Kaplan', 'My dentist is Dr. Ines Kaplan.')).toBeUndefined();
    expect(against('dentist', ['lena', 'berg'], 'Dentist: Dr. Lena Berg', 'My dentist is Dr. Ines Kaplan.')).toMatch(/another value/u);
  });

  test('in the revision core: another value waits, the same value is served', async () => {
    const h = await harness();
    const user = { ...USER, principal: 'alice.moreau' };
    const facts: string[] = [];
    for (const content of ['My dentist is Dr. Olga Marín, on Calle Goya.', 'Vorgesetzter: Pavel Novák', 'Jeg jobber for Nordkyst Marine AS i Tromsø.']) facts.push((await h.engine.write(user, { content })).id);
    const write = async (content: string) => h.status((await h.engine.write(TOOL, { content })).id, user);
    // A record about the user with another manager; a sentence naming them with another employer.
    expect(await write('Mitarbeiterin: Alice Moreau\nVorgesetzter: Kurt Weiss')).not.toBe('active');
    expect(await write('Alice is employed by Harbourline Freight Ltd.')).not.toBe('active');
    expect(await write("Alice's dentist is Dr. Rhys Morgan.")).not.toBe('active');
    // The same values are served.
    expect(await write('Mitarbeiterin: Alice Moreau\nVorgesetzter: Pavel Novák')).toBe('active');
    expect(await write("Le dentiste d'Alice est la docteure Olga Marín.")).toBe('active');
    for (const id of facts) expect(await h.status(id)).toBe('active');
  });
});

/**
 * A record of the user's given again in its own shape — the same fields and lines — with another
 * value is its new version; another name in a name field, a date or an hour, or a record of one of
 * many things is another record.
 */
describe('a record given again', () => {
  const again = (n: string, o: string) => recordAgain(facets(n), facets(o));

  test('the same fields with another value', () => {
    expect(again('Pharmacy: Botica Central\nRefills: on the first Monday', 'Pharmacy: Apotheke am Markt\nRefills: on the first Monday')).toMatch(/pharmacy/u);
    expect(again('{"car": {"make": "Fiat", "model": "Panda", "colour": "red"}}', '{"car": {"make": "Fiat", "model": "Panda", "colour": "blue"}}')).toMatch(/colour/u);
    expect(again('—\nRui T.\nmail: rui.t@correio.example\n"Slow is smooth."', '—\nRui T.\nmail: rui@posti.example\n"Slow is smooth."')).toMatch(/mail/u);
  });

  test('another name, another event, one of many, other fields or other lines: another record', () => {
    expect(again('{"name": "Bolt", "species": "dog"}', '{"name": "Miso", "species": "cat"}')).toBeUndefined();
    expect(again('Appointment: hairdresser\nDate: 5 March 2025', 'Appointment: dentist\nDate: 5 March 2025')).toBeUndefined();
    expect(again('medication: ibuprofen\ndose: 200 mg', 'medication: levothyroxine\ndose: 50 µg')).toBeUndefined();
    expect(again('Pharmacy: Botica Central\nOpen: daily', 'Pharmacy: Apotheke am Markt\nRefills: monthly')).toBeUndefined();
    // A second thing of the same shape changes more fields than it keeps.
    expect(again('Service: Spotify\nPlan: Family\nPrice: 16.99 EUR', 'Service: Netflix\nPlan: Premium\nPrice: 17.99 EUR')).toBeUndefined();
    expect(again('Book I read\nTitle: Neuromancer\nAuthor: William Gibson', 'Book I read\nTitle: Dune\nAuthor: Frank Herbert')).toBeUndefined();
    expect(again('Shopping list\nItem: bread\nQty: 2', 'Shopping list\nItem: milk\nQty: 2')).toBeUndefined();
    expect(again('WiFi\nSSID: Office\nPassword: corpnet99', 'WiFi\nSSID: Home\nPassword: hunter22')).toBeUndefined();
    expect(again('—\nAna P.\nmail: ana@correio.example', '—\nRui T.\nmail: rui@posti.example')).toBeUndefined();
    expect(again('Item: bread', 'Item: milk')).toBeUndefined();
  });

  test('a lone field is a record when its key names a one-valued attribute of the speaker', () => {
    expect(again('Pharmacy: Botica Central', 'Pharmacy: Apotheke am Markt')).toMatch(/pharmacy/u);
    expect(again('Berufsbezeichnung: Leiterin Qualitätssicherung', 'Berufsbezeichnung: Referentin Qualitätssicherung')).toMatch(/berufsbezeichnung/u);
    // A line of what was done there names no provider.
    expect(again('Pharmacy: pick up ibuprofen', 'Pharmacy: pick up bandages')).toBeUndefined();
    // Of many (an allergy), or a relative's: another one.
    expect(again('Allergy: penicillin', 'Allergy: pollen')).toBeUndefined();
    expect(again("Daughter's school: Escola do Sol", "Daughter's school: Colégio Azul")).toBeUndefined();
  });

  test('in the revision core: the new version replaces the old record, not another record of the user', async () => {
    const h = await harness();
    const { facts, change } = await history(
      h,
      ['{"car": {"make": "Opel", "model": "Corsa", "colour": "grey", "fuel": "petrol"}}', '{"bike": {"make": "Brompton", "model": "C Line", "colour": "grey", "fuel": "none"}}'],
      '{"car": {"make": "Fiat", "model": "Corsa", "colour": "grey", "fuel": "petrol"}}',
    );
    expect(await h.status(facts[0])).toBe('superseded');
    expect(await h.status(facts[1])).toBe('active');
    expect(await h.status(change)).toBe('active');
  });
});
