/**
 * Typed values read across languages and formats: a medicine's dose, a card's home e-mail address,
 * a user's bare field of their own number, a relative's part of a nested record, a record that
 * carries the user's value. Cases written for these tests.
 */
import { describe, expect, test } from 'vitest';
import { dosesOf, otherDose } from '../../src/revision/dose.js';
import { namedIn } from '../../src/analysis/named-in.js';
import { against } from './engine-fixture.js';

describe('a medicine and its dose', () => {
  test('one medicine in two spellings and units: another dose rivals, the same dose agrees', () => {
    expect(otherDose('Reminder: atorvastatin 40 mg at bedtime', 'Prendo ogni sera 20 mg di atorvastatina.')).toMatchObject({ medicine: 'atorvastatin', doses: [40000, 20000] });
    expect(otherDose('Reminder: atorvastatin 20000 mcg at bedtime', 'Prendo ogni sera 20 mg di atorvastatina.')).toBeUndefined();
    expect(otherDose('medicine=metformin dose=500mg pack=56', 'I take metformin 850 mg twice a day.')).toMatchObject({ medicine: 'metformin' });
  });

  test('two medicines, a person named beside a dose and words of time name no medicine in common', () => {
    expect(otherDose('Ibuprofen 400 mg as needed', 'I take sertraline 50 mg every morning.')).toBeUndefined();
    expect(otherDose('Alice: 20 mg every morning', 'Alice takes 10 mg every morning', new Set(['alice']))).toBeUndefined();
    expect(otherDose('Vitamina D 1000 UI ogni mattina', 'Prendo 20 mg di omeprazolo ogni mattina')).toBeUndefined();
    expect(dosesOf('Bake 400 g of flour for 20 min')).toEqual([]);
  });

  test("a record about the user giving another dose of the user's medicine is held; the same dose is served", async () => {
    const fact = 'Prendo ogni sera 20 mg di atorvastatina, dopo cena.';
    expect(await against(fact, 'Medication list (Alice Kern): atorvastatin 40 mg at bedtime.')).toBe('uncertain');
    expect(await against(fact, 'Medication list (Alice Kern): atorvastatin 20 mg at bedtime.')).toBe('active');
    // A calendar entry naming no word for medicine: the dose alone makes it a person's.
    expect(await against(fact, 'BEGIN:VEVENT\r\nSUMMARY:Alice: atorvastatin 40mg\r\nRRULE:FREQ=DAILY\r\nDTSTART:20250301T210000\r\nEND:VEVENT')).toBe('uncertain');
  });

  test("another dose of a relative's medicine is not the user's", async () => {
    expect(await against('Prendo ogni sera 20 mg di atorvastatina.', "Medication list for Alice Kern's mother: atorvastatin 40 mg at bedtime.")).toBe('active');
  });
});

describe('contacts in cards and bare fields', () => {
  test("a card's home e-mail address is the person's own", async () => {
    const fact = 'My personal e-mail address is alice.kern@postbox.example.';
    const card = (mail: string) => `BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Alice Kern\r\nEMAIL;TYPE=home:${mail}\r\nEND:VCARD`;
    expect(await against(fact, card('akern@elsewhere.example'))).toBe('uncertain');
    expect(await against(fact, card('alice.kern@postbox.example'))).toBe('active');
  });

  test("a user's bare field of their own number is theirs: a card with another mobile is held", async () => {
    const card = (tel: string) => `BEGIN:VCARD\r\nVERSION:3.0\r\nN:Kern;Alice;;;\r\nFN:Alice Kern\r\nTEL;TYPE=CELL:${tel}\r\nEND:VCARD`;
    expect(await against('携帯電話: 090-3318-2270', card('+81 80-4456-1290'))).toBe('uncertain');
    expect(await against('携帯電話: 090-3318-2270', card('+81 90-3318-2270'))).toBe('active');
    expect(await against('휴대폰 번호: 010-5312-8846', card('+82 10-7781-2033'))).toBe('uncertain');
  });

  test("a bare field naming an e-mail address in another language gives the user's: another address is held", async () => {
    const fact = 'Mi correo personal es alice.kern@postbox.example, el de siempre.';
    for (const key of ['Correo electrónico', 'Dirección de correo', 'Adres e-mail', 'メールアドレス', 'Sähköposti']) {
      expect(await against(fact, `${key}: akern.1987@elsewhere.example`)).toBe('uncertain');
      expect(await against(fact, `${key}: alice.kern@postbox.example`)).toBe('active');
    }
  });

  test('e-mail addresses are compared whole', async () => {
    const fact = 'Mi correo personal es alice.kern@postbox.example, el de siempre.';
    expect(await against(fact, 'Account settings: contact e-mail alice.kern@postbox.example (verified 2025-02-01)')).toBe('active');
    expect(await against(fact, 'Correo: alice.kern@elsewhere.example')).toBe('uncertain');
    // A card giving the user's own address beside another mobile still rivals their number.
    const card = 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Alice Kern\r\nTEL;TYPE=CELL:+34 611 902 448\r\nEMAIL:alice.kern@postbox.example\r\nEND:VCARD';
    expect(await against(['My mobile number is +34 622 170 593.', fact], card)).toBe('uncertain');
  });

  test("a message's sender and a firm's contact line are not the user's address", async () => {
    const fact = 'You can always write to me at alice.kern@postbox.example.';
    expect(await against(fact, 'De: boletin@tienda-ejemplo.example\nAsunto: Ofertas de la semana')).toBe('active');
    expect(await against(fact, 'Para dudas sobre su pedido escriba a atencion@tienda-ejemplo.example')).toBe('active');
  });
});

describe("a relative's part of a nested record", () => {
  const record = 'employee:\n  name: Kern, Alice\n  employee_id: 88120\n  emergency_contacts:\n    - name: Nora Kern\n      relationship: sister\n      phone: "+49 151 2345 6789"\n      city: Bremen, Germany\n  last_reviewed: 2025-02-03';

  test("the sister's city and name are hers: neither rivals the user's home or number", async () => {
    expect(await against('I live at Kastanjelaan 5 in Leiden.', record)).toBe('active');
    expect(await against('My mobile number is +31 6 5555 7777.', record)).toBe('active');
  });

  test("the record's own address for the user still rivals", async () => {
    const own = 'employee:\n  name: Kern, Alice\n  address:\n    street: Breestraat 90\n    city: Leiden\n  emergency_contacts:\n    - name: Nora Kern\n      relationship: sister';
    expect(await against('I live at Kastanjelaan 5 in Leiden.', own)).toBe('uncertain');
  });
});

describe("a record that carries the user's value", () => {
  test('names written in other spellings, initials and with words between their characters', () => {
    expect(namedIn('crn', 'Caixa Ribeira Norte, savings')).toBe(true);
    expect(namedIn('杭州西湖', '地址：杭州市西湖区文三路18号')).toBe(true);
    expect(namedIn('lucia', 'Lucía Pérez')).toBe(true);
    expect(namedIn('bergen', 'Bergamo')).toBe(false);
    expect(namedIn('杭州西湖', '杭州的一家公司在上海西路')).toBe(false);
  });

  test('a record giving every name of the memory and more fields is served; another name is held', async () => {
    const bank = 'My bank is Caixa Ribeira Norte, for both salary and savings.';
    const json = (name: string, short: string) => `{"client": "A. Kern", "bank": {"name": "${name}", "short": "${short}", "account": "savings"}, "kyc": "done"}`;
    expect(await against(bank, json('Caixa Ribeira Norte', 'CRN'))).toBe('active');
    expect(await against(bank, json('Banco Sol Poente', 'BSP'))).toBe('uncertain');
  });
});
