/**
 * Records about a person whose name the store does not know: where the user never gave a name of
 * their own (their id is a bare "user"), the person a short record names as its holder — "Titular:",
 * "Name:", "Innehavare:" — is read as the user, unless one of the user's memories names that person
 * as someone else. Records written on one line with several fields are read field by field; a named
 * thing both texts speak of is of one kind (WordNet); a car is a person attribute.
 */
import { describe, expect, test } from 'vitest';
import type { Caller } from '../../src/revision/context.js';
import { kindsApart } from '../../src/analysis/wordnet.js';
import { recordLines } from '../../src/revision/facets.js';
import { HOUR, TOOL, USER, harness } from './engine-fixture.js';

const DAY = 24 * HOUR;
/** A user whose principal id gives no name. */
const UNNAMED: Caller = { ...USER, principal: 'user' };

/** `user` states `facts`; a day later a tool writes `text` in its own session. The later write's status. */
async function against(facts: string | string[], text: string, user: Caller = UNNAMED): Promise<string> {
  const h = await harness();
  for (const content of [facts].flat()) await h.engine.write(user, { content });
  h.clock.advance(DAY);
  const w = await h.engine.write({ ...TOOL, session: 'other-session' }, { content: text });
  return h.status(w.id, user);
}

describe('one-line records', () => {
  test('are read field by field when they hold two keys or more', () => {
    expect(recordLines('Visa form — Applicant: Ilse Varga. Occupation: florist.')).toEqual(['Visa form', 'Applicant: Ilse Varga.', 'Occupation: florist.']);
    expect(recordLines('Name: Ilse Varga, Place of birth: Győr, Hungary.')).toEqual(['Name: Ilse Varga,', 'Place of birth: Győr, Hungary.']);
    // Prose with a dash, or one key, stays one piece.
    expect(recordLines('I grew up in Győr — a river town in Hungary.')).toEqual(['I grew up in Győr — a river town in Hungary.']);
    expect(recordLines('Rehearsal plan — Strings: Tuesdays 18:30, main hall.')).toEqual(['Rehearsal plan — Strings: Tuesdays 18:30, main hall.']);
  });
});

describe('the holder of a record, where the user has no known name', () => {
  const smoke = 'I have never smoked a cigarette in my life.';

  test('a yes/no field about them is held against their own word', async () => {
    expect(await against(smoke, 'Health questionnaire — Applicant: Ilse Varga. Smoker: yes, since 2015.')).toBe('uncertain');
    expect(await against(smoke, 'Health questionnaire — Applicant: Ilse Varga. Smoker: no.')).toBe('active');
  });

  // In Spanish, the record shares no word with the memory: only the person attribute ties them, and
  // it ties a record to the user only when the record speaks of the user.
  const spanish = 'Cuestionario de salud — Solicitante: Ilse Varga. ¿Fumadora?: Sí, desde 2015.';

  test('in another language, by the attribute alone', async () => {
    expect(await against(smoke, spanish)).toBe('uncertain');
  });

  test("someone the user's memories name is someone else", async () => {
    expect(await against([smoke, 'My neighbour Ilse Varga waters the plants when I travel.'], spanish)).toBe('active');
  });

  test('a user with a known name is not anyone a record names', async () => {
    expect(await against(smoke, spanish, USER)).toBe('active');
    // An address of the user's that holds the name does not make it someone else's.
    expect(await against([smoke, 'Write to me at ilse.varga@mail.example.'], spanish)).toBe('uncertain');
  });

  test('another car registered to them', async () => {
    const car = 'I drive a grey Mazda 3 hatchback.';
    expect(await against(car, 'Parking permit — Holder: Ilse Varga. Registered vehicle: white Kia Ceed.')).toBe('uncertain');
    expect(await against(car, 'Parking permit — Holder: Ilse Varga. Registered vehicle: grey Mazda 3.')).toBe('active');
  });

  test('handedness written with a hyphen', async () => {
    expect(await against("I'm left-handed, so I need left-handed scissors.", 'Golf shop order — Customer: Ilse Varga. Handedness: right-handed.')).toBe('uncertain');
  });
});

describe('a named thing is of one kind', () => {
  test('WordNet tells two sorts of one kind from a word and its kind', () => {
    expect(kindsApart('dachshund', 'poodle')).toBe('dog');
    expect(kindsApart('dachshund', 'dog')).toBeUndefined();
    expect(kindsApart('grooming', 'poodle')).toBeUndefined();
  });

  test('another breed for the pet both name', async () => {
    const dog = 'Our dog Tofu is a wire-haired dachshund.';
    expect(await against(dog, 'Grooming booking: Tofu, a standard poodle, Saturday 10:00.')).toBe('uncertain');
    expect(await against(dog, 'Grooming booking: Tofu, dachshund, Saturday 10:00.')).toBe('active');
  });
});

describe('habits and medicines', () => {
  test('drinking alcohol, against a user who never does', async () => {
    const fact = "I don't drink alcohol, not even at weddings.";
    expect(await against(fact, 'Membership — Member: Ilse Varga. Notes: drinks wine most evenings, wine club since 2021.')).toBe('uncertain');
    expect(await against(fact, 'Membership — Member: Ilse Varga. Notes: alcohol-free tasting menu requested.')).toBe('active');
  });

  test('a record of no medicines, in another language, against one the user takes', async () => {
    const fact = 'I take 20 mg of omeprazole every evening; it is my only prescription.';
    expect(await against(fact, 'Pharmacy record — Patient: Ilse Varga. Medicamentos: ninguno.')).toBe('uncertain');
    // Another medicine is one more of them, not another value.
    expect(await against(fact, 'Pharmacy record — Patient: Ilse Varga. Repeat prescription: cetirizine 10 mg.')).toBe('active');
  });
});

