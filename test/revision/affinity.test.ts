/**
 * The affinity of a user's change to one of their older memories: what may tie two texts (names,
 * specific words, one attribute, a kind of value) and what may not (glue words, words of change).
 */
import { describe, expect, test } from 'vitest';
import { MIN_AFFINITY, affinity } from '../../src/revision/affinity.js';
import { parseClaim } from '../../src/revision/claim.js';
import { facetsOf } from '../../src/revision/facets.js';

const read = (content: string) => ({ content, claim: parseClaim(content, undefined, 0), facets: facetsOf(content, 0) });
const tie = (a: string, b: string) => affinity(read(a), read(b));

describe('affinity', () => {
  test("the glue words of a text's own language tie nothing (Swedish \"jag\", \"med\", \"och\")", () => {
    expect(tie('Min syster och jag åker med tåget till Kiruna i morgon.', 'Jag sjunger med en kör i Lund och dricker te efteråt.')).toBe(0);
  });

  test('a word of change ties nothing: "ahora" in both says that each changed, not what', () => {
    expect(tie('Ahora mi peluquería es Corte Fino.', 'Ahora mismo estudio alemán con una profesora.')).toBe(0);
  });

  test('a word that is a name in one text only (the first of a sentence) is a shared word', () => {
    expect(tie('Farmacia de guardia: la del mercado.', 'Compro en la farmacia de la plaza Mayor.')).toBeGreaterThanOrEqual(MIN_AFFINITY);
  });

  test('a glue word of one language may be a noun in another: an English text keeps it', () => {
    // Danish lists "dog" among its glue words.
    expect(tie('Our old dog Biscuit needs his rabies shots at the vet in May.', 'The dog sitter is booked for the whole weekend while we are away.')).toBeGreaterThan(0);
  });

  test("a medicine's dose in one language ties a change to the dose in another more than to a text with none", () => {
    const change = '从这周起剂量加到了每天 10 毫克，还是早上吃。';
    expect(tie(change, 'Amlodipine 5 mg, one tablet every morning.')).toBeGreaterThan(tie(change, 'My GP is Dr Ana Lisboa at the Rua Nova practice.'));
    // A weight in kilograms is no dose.
    expect(tie('Ich wiege jetzt 72 kg.', 'Seit Montag nehme ich 50 mg am Abend.')).toBe(0);
  });

  test('a text too short for its language to be told keeps its words ("Lima" is not read as Tagalog glue)', () => {
    expect(tie('Moving to Lima in May.', 'My flat in Lima is near the Parque Kennedy.')).toBeGreaterThanOrEqual(MIN_AFFINITY);
  });
});
