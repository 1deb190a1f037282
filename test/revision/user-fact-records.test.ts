/**
 * Less trusted records about the user (revise11): a record that agrees with what the user said is
 * served, one that gives another value or polarity of an attribute the user stated is held.
 * Cases written for these tests.
 */
import { describe, expect, test } from 'vitest';
import type { Caller } from '../../src/revision/context.js';
import { parseClaim } from '../../src/revision/claim.js';
import { stanceToward } from '../../src/revision/judges/agreement.js';
import { AGENT, HOUR, TOOL, USER, harness, against } from './engine-fixture.js';

const DAY = 24 * HOUR;

const memory = (content: string) => {
  const c = parseClaim(content);
  return { content, key: c.key, value: c.value };
};

describe('agreeing records are served', () => {
  test("a summary carries a relative's value without the memory's verbs", () => {
    const m = memory('My brother Tomas lives in Bergen and works as a carpenter.');
    expect(stanceToward('Household notes: brother Tomas, carpenter, based in Bergen.', m).stance).not.toBe('competes');
  });

  test("the user's own name beside a named answer is no rival", () => {
    const m = memory('My favourite painter is Edvard Munch.');
    expect(stanceToward('Museum app summary for Sigrid: favourite painter — Edvard Munch.', m, new Set(['sigrid'])).stance).toBe('agrees');
    expect(stanceToward('Museum app summary for Sigrid: favourite painter — Edvard Munch.', m).stance).toBe('competes');
  });

  test('a family-name particle ties no record to a name that holds it', async () => {
    const facts = ['My husband is Pieter van Leeuwen.', 'I help at the library on Mondays.'];
    expect(await against(facts, 'Van: Bibliotheek Noord\nOnderwerp: rooster\nHoi, je staat maandag weer ingepland.')).toBe('active');
  });
});

describe('further attributes of a person', () => {
  test('a record of another eyesight is held, the same eyesight served', async () => {
    const fact = "I'm long-sighted, plus 1.5 in my left eye.";
    expect(await against(fact, 'Ficha óptica\nPaciente: la usuaria\nDiagnóstico: miopía')).toBe('uncertain');
    expect(await against(fact, 'Ficha óptica\nPaciente: la usuaria\nDiagnóstico: hipermetropía')).toBe('active');
  });

  test('a record denying a food intolerance the user stated is held', async () => {
    const fact = "I'm coeliac, so everything I eat has to be gluten-free.";
    expect(await against(fact, 'Ernährungsprotokoll der Kundin: keine Unverträglichkeiten bekannt.')).toBe('uncertain');
  });

  test('another bicycle in a policy about the user is held', async () => {
    const fact = 'My bicycle is a green Cortina touring bike.';
    expect(await against(fact, 'Fahrradversicherung\nVersicherte: die Kundin\nFahrrad: Koga Miyata, blau')).toBe('uncertain');
  });

  test('another bedtime in a sleep report is held', async () => {
    const fact = 'I go to bed at 22:30 and get up at 6:00.';
    expect(await against(fact, 'Schlafbericht des Nutzers\nSchlafenszeit: 01:45')).toBe('uncertain');
  });

  test('a wedding anniversary on another day is held', async () => {
    const fact = 'Our wedding anniversary is on 3 October.';
    expect(await against(fact, 'Rappel pour vous : votre anniversaire de mariage est le 14 mai.')).toBe('uncertain');
  });
});

describe("the user's e-mail address names them", () => {
  test('a record naming the user by the surname of their address is theirs', async () => {
    const user = { ...USER, principal: 'user:liv' };
    const facts = ['My email address is liv.haraldsen@example.org.', "I'm allergic to shellfish."];
    expect(await against(facts, 'Patient: Mrs. Haraldsen\nAllergies: none known', TOOL, user)).toBe('uncertain');
  });
});

describe('the user named in another script', () => {
  test("a Russian profile naming the user in Cyrillic with another university is held", async () => {
    const user = { ...USER, principal: 'user:sofia' };
    const facts = ['My email address is sofia.bergqvist@example.org.', 'I studied chemistry at Uppsala University.'];
    expect(await against(facts, 'Анкета: София Бергквист\nОбразование: Лундский университет, физика', TOOL, user)).toBe('uncertain');
  });
});

describe('a value in another script', () => {
  test('the same city in Cyrillic agrees, another is held', async () => {
    const user = { ...USER, principal: 'user:sofia' };
    const facts = ['My email address is sofia.bergqvist@example.org.', 'I live in Malmo.'];
    expect(await against(facts, 'Анкета: София Бергквист\nГород: Мальмо', TOOL, user)).toBe('active');
    expect(await against(facts, 'Анкета: София Бергквист\nГород: Гётеборг', TOOL, user)).toBe('uncertain');
  });
});

describe('measures of the user in other units', () => {
  test('a shoe size in another system is held when it differs and served when it agrees', async () => {
    const fact = 'My shoe size is EU 42.';
    expect(await against(fact, 'customer: the user\nshoes: UK 6')).toBe('uncertain');
    expect(await against(fact, 'customer: the user\nshoes: UK 9')).toBe('active');
  });
});

describe("a record's name and kind fields read together", () => {
  test("a vet record naming the user's pet with another breed is held, the same breed served", async () => {
    const fact = 'Our dog Nimbus is a six-year-old dachshund.';
    expect(await against(fact, 'Clinic record\nName: Nimbus\nBreed: poodle\nAge: 6')).toBe('uncertain');
    expect(await against(fact, 'Clinic record\nName: Nimbus\nBreed: dachshund\nAge: 6')).toBe('active');
  });
});

describe('profiles and plural values', () => {
  test("a system's acronym names no person: a CRM profile's diet is the user's", async () => {
    const fact = "I'm vegan and eat no animal products.";
    expect(await against(fact, 'Booking CRM profile — dietary preference: omnivore, no restrictions.')).toBe('uncertain');
  });

  test('a plural closed-class value is that value', async () => {
    const fact = 'When I take the train I always want a window seat.';
    expect(await against(fact, 'The user prefers aisle seats on trains.', AGENT)).toBe('uncertain');
    expect(await against(fact, 'The user prefers window seats on trains.', AGENT)).toBe('active');
  });
});

describe('a Japanese member record', () => {
  test('another date of birth in a member record is held', async () => {
    const fact = '私の誕生日は7月9日です。';
    expect(await against(fact, '会員情報｜生年月日：1988年2月3日｜会員ランク：シルバー')).toBe('uncertain');
  });
});

describe('the morning is no date', () => {
  test('"por la mañana" fixes no day to rival a birthday', async () => {
    const fact = 'Mi hija Clara cumple años el 12 de junio.';
    expect(await against(fact, 'Clara, la hija del usuario, tiene natación los martes por la mañana.', AGENT)).toBe('active');
  });
});

describe('records in other formats', () => {
  test("an XML record's elements are its fields, on one line or many", async () => {
    const fact = 'My blood group is B positive.';
    expect(await against(fact, '<member><name>Alice</name><bloodGroup>AB negative</bloodGroup></member>')).toBe('uncertain');
    expect(await against(fact, '<member>\n  <name>Alice</name>\n  <bloodGroup>B positive</bloodGroup>\n</member>')).toBe('active');
  });

  test('a CSV export split at semicolons is read by its header', async () => {
    const fact = 'I live in Lisbon, near the river.';
    expect(await against(fact, 'name;city;plan\nAlice;Porto;basic')).toBe('uncertain');
  });
});

describe("a thing's name is its own", () => {
  test("naming the household's pet does not supersede the user's own name", async () => {
    const h = await harness();
    const name = await h.engine.write(USER, { content: '我叫林晓，朋友都叫我晓晓。' });
    h.clock.advance(HOUR);
    await h.engine.write(USER, { content: '我们家养了一只白兔，名字叫豆豆。' });
    expect(await h.status(name.id)).toBe('active');
  });
});

describe('someone else in an export', () => {
  test("a payroll row naming another person's full name says nothing of the user", async () => {
    const fact = 'My gross salary is 5,200 euros a month.';
    expect(await against(fact, 'id;name;gross_salary\nE-17;Marta Quintero;4100')).toBe('active');
    expect(await against(fact, 'id;name;gross_salary\nE-18;Alice Moreau;4100')).toBe('uncertain');
  });

  test('"passport no" names a number: the field denies nothing', async () => {
    const { facetsOf } = await import('../../src/revision/facets.js');
    expect(facetsOf('passport no: X1234567', 0).facets[0]?.deniedAnchors).toEqual([]);
  });
});
