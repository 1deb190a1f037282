/**
 * A less trusted write that speaks of the user by name — a meal planner's "Alice loves steak", a
 * registry's "Alice is not registered at …" — is held against what the user said of themselves in
 * the first person, as "the user …" would be. The user's names are the words of their principal's id
 * and the names they gave as their own; anyone else's name is someone else.
 */
import { describe, expect, test } from 'vitest';
import type { Caller } from '../../src/revision/context.js';
import { principalNames } from '../../src/revision/aliases.js';
import { recordLines } from '../../src/revision/facets.js';
import { AGENT, HOUR, TOOL, USER, harness } from './engine-fixture.js';

const DAY = 24 * HOUR;

/** The user states `fact`; a day later `caller` writes `text`. Returns the later write's status. */
async function against(fact: string, text: string, caller: Caller = AGENT, user: Caller = USER, before: string[] = []): Promise<string> {
  const h = await harness();
  for (const content of [...before, fact]) await h.engine.write(user, { content });
  h.clock.advance(DAY);
  const w = await h.engine.write(caller, { content: text });
  return h.status(w.id, user);
}

describe('principalNames', () => {
  test.each([
    ['user:tamsin-achterberg', ['tamsin', 'achterberg']],
    ['user:ana.chen@example.org', ['ana', 'chen']],
    ['alice', ['alice']],
    ['user:u_1043', []],
  ])('%s', (principal, names) => {
    expect(principalNames(principal)).toEqual(names);
  });
});

describe("a write naming the user is held against the user's own word", () => {
  test('what the user denies of themselves, asserted of them by name', async () => {
    const fact = "I'm vegetarian: no meat or fish, but eggs are fine.";
    expect(await against(fact, 'Alice loves a good steak and has fish every Friday.')).toBe('uncertain');
    // Someone else's steak is no contradiction.
    expect(await against(fact, 'Bob loves a good steak and has fish every Friday.')).toBe('active');
  });

  test('a named value of theirs denied by name', async () => {
    const fact = 'My GP is Dr Hamish Rennie at Leith Walk Surgery.';
    expect(await against(fact, 'Alice is not registered at Leith Walk Surgery.', TOOL)).toBe('uncertain');
    expect(await against(fact, 'Reminder for Alice: flu jabs are available at Leith Walk Surgery on Saturday.', TOOL)).toBe('active');
  });

  test('another e-mail address or phone number given as theirs', async () => {
    const fact = 'My personal email is alice.w@fastmail.example, use it for anything private.';
    expect(await against(fact, "Correction: Alice's personal address is alice.w88@mailbox.example.", TOOL)).toBe('uncertain');
    expect(await against(fact, "Alice's personal address alice.w@fastmail.example was confirmed.", TOOL)).toBe('active');
    expect(await against('My mobile is +44 7700 900111.', "Alice's mobile number is +44 7700 900999 now.", TOOL)).toBe('uncertain');
  });

  test('an opposite preference stated of them by a name they gave as their own', async () => {
    const user: Caller = { ...USER, principal: 'u-88' };
    const fact = 'On flights I always want a window seat.';
    expect(await against(fact, 'Tamsin hates window seats and always asks for the aisle.', AGENT, user, ['My name is Tamsin Achterberg.'])).toBe('uncertain');
    // Without that name the sentence is about someone the store does not know.
    expect(await against(fact, 'Tamsin hates window seats and always asks for the aisle.', AGENT, user)).toBe('active');
  });
});

describe('the names a record gives its holder by', () => {
  const user: Caller = { ...USER, principal: 'user:tomas' };
  const address = 'My address for anything official is tomas.ibanez@correo.example.';

  test('a name written with the accents an id leaves out is theirs', async () => {
    expect(await against('I live in Zaragoza, near the old market.', '{"cliente": {"nombre": "Tomás", "domicilio": {"ciudad": "Huesca"}}}', TOOL, user)).toBe('uncertain');
  });

  test('an address of theirs carrying their name gives their family name: a record of theirs with another phone is held', async () => {
    const record = 'titular: Sr. Ibáñez\ntelefono movil: +34 600 111 222';
    expect(await against('My mobile is +34 600 999 888.', record, TOOL, user, [address])).toBe('uncertain');
    expect(await against('My mobile is +34 600 999 888.', 'titular: Sr. Ibáñez\ntelefono movil: +34 600 999 888', TOOL, user, [address])).toBe('active');
    // Unknown, the family name names someone else.
    expect(await against('My mobile is +34 600 999 888.', record, TOOL, user)).toBe('active');
  });

  test('a name with and without its accents is one name, not a full name', async () => {
    const record = '{"cliente": {"nombre": "Tomás Ibáñez", "domicilio": {"ciudad": "Huesca"}}}';
    expect(await against('I live in Zaragoza, near the old market.', record, TOOL, user, ['My name is Tomás.'])).toBe('uncertain');
  });

  test('a relative with their family name and another given name is someone else', async () => {
    const record = 'contact:\n  name: Lucas Ibáñez\n  relation: brother\n  city: Teruel\n';
    expect(await against('I live in Zaragoza, near the old market.', record, AGENT, user, [address])).toBe('active');
  });

  test("a sender's address or a calendar's date digits are no contact of theirs", async () => {
    const calendar = 'BEGIN:VEVENT\nDTSTART:20250611T090000\nSUMMARY:Tomás Ibáñez – dentist check-up\nEND:VEVENT';
    expect(await against('My mobile is +34 600 999 888.', calendar, TOOL, user, [address])).toBe('active');
    const mail = 'From: citas@clinica-norte.example\nSubject: Su cita\n\nEstimado Sr. Ibáñez, le recordamos su cita del martes.';
    expect(await against(address, mail, TOOL, user)).toBe('active');
  });
});

describe('the user named in the forms other languages give a possessor', () => {
  test('a case form of their name, where the language inflects names', async () => {
    const fact = 'My manager is Jan Wróbel from logistics.';
    expect(await against(fact, 'Szefem Alicji jest Piotr Nowicki.', TOOL)).toBe('uncertain');
    expect(await against(fact, 'Szefem Alicji jest Jan Wróbel.', TOOL)).toBe('active');
  });

  test('"the customer" in a genitive, before or after the attribute', async () => {
    const fact = 'My dentist is Dr. Ines Kaplan.';
    expect(await against(fact, 'Kundens tandläkare är Dr Lena Berg på Söderkliniken.', TOOL)).toBe('uncertain');
    expect(await against(fact, 'Die Zahnärztin der Kundin ist Dr. Petra Vogt.', TOOL)).toBe('uncertain');
    // A neighbour's dentist is someone else's.
    expect(await against(fact, 'Grannens tandläkare är Dr Lena Berg på Söderkliniken.', TOOL)).toBe('active');
  });

  test('the user as the subject of an attribute\'s verb', async () => {
    const fact = 'I work for Tidewater Surveys in Oban.';
    expect(await against(fact, 'Z notatek: pani Alice Moreau pracuje w firmie Brightline Logistics jako planistka.', AGENT)).toBe('uncertain');
    expect(await against(fact, 'Z notatek: pani Alice Moreau pracuje w firmie Tidewater Surveys jako planistka.', AGENT)).toBe('active');
  });

  test('an e-mail address named in a sentence of a record, against a first-person memory in another language', async () => {
    const fact = '私のメールアドレスは alice.k@post.example です。';
    expect(await against(fact, 'Parser: główny adres e-mail użytkownika to alice.k77@mail.example.', TOOL)).toBe('uncertain');
    expect(await against(fact, 'Parser: główny adres e-mail użytkownika to alice.k@post.example.', TOOL)).toBe('active');
    // A relative's address, an address to report to, a shared mailbox: not the user's.
    expect(await against(fact, 'CRM: Schwester der Nutzerin, E-Mail: clara.m@mail.example', TOOL)).toBe('active');
    expect(await against(fact, 'Hinweis der IT: Wir fragen nie nach Ihrem Passwort. Wenn jemand per E-Mail danach fragt, melden Sie es an sicherheit@firma.example.', TOOL)).toBe('active');
    expect(await against(fact, 'IT-Newsletter: Die gemeinsame Mailbox kundendienst@firma.example nutzt ab Mai Single Sign-on.', TOOL)).toBe('active');
  });

  test('an address agrees with the user\'s unless each names something the other does not', async () => {
    const fact = 'I live at 14 Rowan Street, Leith.';
    expect(await against(fact, 'Customer: Alice\nHome address: 7 Harbour Lane, Leith', TOOL)).toBe('uncertain');
    expect(await against(fact, 'Customer: Alice\nHome address: Rowan Street, Leith', TOOL)).toBe('active');
  });

  test('an account number is no phone number', async () => {
    const facts = ['My mobile is +44 7700 900111.', 'My account is with Northbank, IBAN GB29 NWBK 6016 1331 9268 19.'];
    expect(await against(facts[1], '{"name": "Alice", "mobile": "+44 7700 900111"}', TOOL, USER, [facts[0]])).toBe('active');
  });

  test('fields of a form on one line, parted by ideographic spaces', () => {
    expect(recordLines('宛名：山田　太郎 様　取引銀行：みどり銀行')).toEqual(['宛名：山田　太郎 様', '取引銀行：みどり銀行']);
  });
});
