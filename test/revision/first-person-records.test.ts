/**
 * A user's statement about themselves in a language other than English or Chinese ("Mijn …", "Min …",
 * "Moje …") speaks of its writer, as "My …" does, and its pronoun is no name; a record's number
 * ("KL-5521") is no name of its holder; a record whose first field names a relative is the
 * relative's. Written for these tests; no data set's text.
 */
import { describe, expect, test } from 'vitest';
import type { Caller } from '../../src/revision/context.js';
import { firstPersonWord } from '../../src/analysis/first-person.js';
import { asRelativesRecord, facetsOf } from '../../src/revision/facets.js';
import { HOUR, TOOL, USER, harness } from './engine-fixture.js';

const DAY = 24 * HOUR;
const AT = Date.UTC(2026, 5, 1, 12);
const OTTILIE: Caller = { ...USER, principal: 'user:ottilie' };

/** Ottilie states `fact`; a day later a tool writes `text` in another session. The tool write's status. */
async function against(fact: string, text: string): Promise<string> {
  const h = await harness();
  await h.engine.write(OTTILIE, { content: fact });
  h.clock.advance(DAY);
  const w = await h.engine.write({ ...TOOL, session: 'crm-sync' }, { content: text });
  return h.status(w.id, OTTILIE);
}

describe('first-person words beyond English and Chinese', () => {
  test('pronouns and possessives of many languages; forms that are another word elsewhere only in their own', () => {
    for (const w of ['mijn', 'ich', 'meu', 'moje', 'мой', 'jag', '私', 'saya', 'मेरा']) expect(firstPersonWord(w, 'und')).toBe(true);
    expect(firstPersonWord('je', 'fra')).toBe(true);
    expect(firstPersonWord('je', 'ces')).toBe(false);
    expect(firstPersonWord('ja', 'pol')).toBe(true);
    expect(firstPersonWord('ja', 'deu')).toBe(false);
    expect(firstPersonWord('mon', 'eng')).toBe(false);
  });
  test("a user's sentence opening with one speaks of them, and the pronoun names no one", () => {
    const [f] = facetsOf('Mijn schoenmaat is 38, al jaren.', AT).facets;
    expect(f.person).toBe(true);
    expect(f.names).not.toContain('mijn');
    const [g] = facetsOf('Moja grupa krwi to B Rh plus.', AT).facets;
    expect(g.person).toBe(true);
  });
});

describe('records about the user against what the user said in their own language', () => {
  test('another blood group or shoe size for the user is held', async () => {
    expect(await against('Mijn bloedgroep is B positief.', '{"patient": "Ottilie Brandvold", "blood_group": "AB negative"}')).toBe('uncertain');
    expect(await against('Min skostorlek är 38.', 'kund,artikel,skostorlek\nOttilie Brandvold,vandringsstövel,43')).toBe('uncertain');
  });
  test("a record's number beside the holder's name is no second holder", async () => {
    expect(await against('Mijn bloedgroep is B positief.', '{"cliente": "Ottilie Brandvold", "cliente_id": "KL-5521", "grupo_sanguineo": "0 negativo"}')).toBe('uncertain');
  });
  test('the same value is served', async () => {
    expect(await against('Mijn bloedgroep is B positief.', '{"patient": "Ottilie Brandvold", "blood_group": "B+"}')).toBe('active');
  });
});

describe("a record whose first field names a relative is the relative's", () => {
  test("its other fields are the relative's, not the user's", () => {
    const facets = asRelativesRecord(facetsOf('Elevkort — Elev: Sigrid Brandvold (dotter till Ottilie) — Blodgrupp: A negativ', AT), new Set(['ottilie'])).facets;
    expect(facets.filter((f) => f.keyed).every((f) => f.relations.length > 0)).toBe(true);
  });
  test('a first field naming the user, with a relative beside them, keeps the record the user\'s', () => {
    const read = facetsOf('Parent: Ottilie Brandvold (mother of Sigrid Brandvold) — Address: 12 Quay Street, Tromsø', AT);
    expect(asRelativesRecord(read, new Set(['ottilie', 'brandvold']))).toBe(read);
  });
  test('a first field naming the user first, by their given name, keeps it theirs though the relative shares their family name', () => {
    const read = facetsOf('Patientin: Ottilie (Tochter von Arne Brandvold); Blutgruppe: B negativ', AT);
    expect(asRelativesRecord(read, new Set(['ottilie', 'brandvold']))).toBe(read);
    const child = facetsOf('Patient: Sigrid Brandvold (daughter of Ottilie Brandvold); Blood group: B negative', AT);
    expect(asRelativesRecord(child, new Set(['ottilie', 'brandvold']))).not.toBe(child);
  });
  test("and a record about the user's relative that gives another address for the user is held", async () => {
    expect(await against('I live at 4 Harbour Row, Bergen.', 'Parent: Ottilie Brandvold (mother of Sigrid) — Address: 12 Quay Street, Tromsø')).toBe('uncertain');
  });
  test("a relative's blood group in it is served beside the user's own", async () => {
    expect(await against('Mijn bloedgroep is B positief.', 'Leerlingkaart — Leerling: Sigrid Brandvold (dochter van Ottilie) — Bloedgroep: A negatief')).toBe('active');
  });
  test("a record about the user that names a relative further down stays the user's", () => {
    const read = facetsOf('Patient: Ottilie Brandvold\nEmergency contact (sister): Runa Brandvold\nBlood group: A negative', AT);
    expect(asRelativesRecord(read, new Set(['ottilie'])).facets[2].relations).toEqual([]);
  });
});
