/**
 * A user's attribute read from what its value is and how its sentence stands, and records compared
 * with it whatever their keys look like: a key written without accents, a birth date, a blood group
 * with its Rhesus factor, a phone number the user gave in passing, a doctor named before "is my GP",
 * Traditional Chinese, and someone else's birthday. Cases written for these tests.
 */
import { describe, expect, test } from 'vitest';
import { analyze } from '../../src/analysis/analyze.js';
import { facetsOf, speaksOfSelf } from '../../src/revision/facets.js';
import type { Caller } from '../../src/revision/context.js';
import { HOUR, TOOL, USER, harness, against } from './engine-fixture.js';

const DAY = 24 * HOUR;

/** Read as written at the start of 2026. */
const attributes = (text: string) => facetsOf(text, Date.UTC(2026, 0, 1)).facets.flatMap((f) => f.attributes);

describe('attributes read from their values and sentences', () => {
  test('a day of birth beside a word of being born is a birthday, in several languages', () => {
    expect(attributes('Born on 2 June 1979 in Cork.')).toContain('birthday');
    expect(attributes('Sono nata il 5 settembre 1983.')).toContain('birthday');
    expect(attributes('我1991年7月9日出生。')).toContain('birthday');
    // Born in a year only, or a birth without a date, names no birthday; nor does a word that is
    // also another word, a birthplace, or a day relative to the writing.
    expect(attributes('She was born in a small village.')).not.toContain('birthday');
    expect(attributes('NATO summit in Vilnius on 11 July 2023.')).not.toContain('birthday');
    expect(attributes('Nata montada, 200 g, comprada el 3 de marzo.')).not.toContain('birthday');
    expect(attributes('出生地：北京，2024年3月1日登记')).not.toContain('birthday');
    expect(attributes('I was born in Cork, and I fly home tomorrow.')).not.toContain('birthday');
  });

  test('a blood group given with its Rhesus factor is a blood group', () => {
    const f = facetsOf("I'm B Rh+, says my donor card.", 0).facets[0];
    expect(f.attributes).toContain('bloodgroup');
    expect(f.classes.bloodgroup).toEqual(['B+']);
    expect(facetsOf('我的血型是AB型，Rh阳性。', 0).facets[0].classes.bloodgroup).toEqual(['AB+']);
    // A grade or a name is no blood group.
    expect(attributes('She got an A in Rhetoric and a B in Rhodes history.')).not.toContain('bloodgroup');
  });

  test('a field key written without its accents names the attribute', () => {
    expect(attributes('{"grupo_sanguineo": "B negativo"}')).toContain('bloodgroup');
    expect(attributes('{"data_di_nascita": "1990-02-03"}')).toContain('birthday');
  });

  test('the names before "is my GP" are the doctor, and the memory is the user speaking of themselves', () => {
    const gp = 'Dr Nadia Okafor has been my GP since 2019.';
    expect(facetsOf(gp, 0).facets[0].slots.doctor).toEqual(['nadia', 'okafor']);
    expect(speaksOfSelf(gp, 0, 'dr nadia okafor')).toBe(true);
    expect(speaksOfSelf('If the courier is lost, ring me on +44 7911 204 388.', 0, '')).toBe(true);
    expect(speaksOfSelf("Easiest is my mobile, +44 7911 204 388. I don't own a car.", 0, '')).toBe(true);
    // A sentence about someone else is not, nor a request.
    expect(speaksOfSelf('Dr Nadia Okafor moved her practice to Leeds.', 0, 'dr nadia okafor')).toBe(false);
    expect(speaksOfSelf('Every Friday, send the rota to Dana and copy me, not the raw data.', 0, '')).toBe(false);
    expect(speaksOfSelf("I keep my own CA for local work. Don't suggest switching checks off.", 0, '')).toBe(false);
    expect(speaksOfSelf('I keep my own CA for local work. Don’t suggest switching checks off.', 0, '')).toBe(false);
    expect(speaksOfSelf('Remind me to renew the passport by 3 May.', 0, '')).toBe(false);
  });

  test('Traditional Chinese is read in Simplified characters; Japanese is left as it is', () => {
    expect(analyze('我的牙醫姓林。').sentences[0].text).toBe('我的牙医姓林。');
    expect(analyze('誕生日は来週です。').sentences[0].text).toBe('誕生日は来週です。');
  });

  test('"a hard no" negates nothing after it', () => {
    const tokens = analyze('Shellfish is a hard no for me, my doctor said so.').sentences[0].tokens;
    expect(tokens.find((t) => t.lower === 'doctor')?.negated).toBe(false);
    expect(analyze('There is no doctor on call.').sentences[0].tokens.find((t) => t.lower === 'doctor')?.negated).toBe(true);
    expect(analyze('Pretty much no sugar.').sentences[0].tokens.find((t) => t.lower === 'sugar')?.negated).toBe(true);
  });
});

describe('records compared with what the user said', () => {
  test('a record with another blood group under an unaccented key is held; the same group is served', async () => {
    const fact = 'For the clinic: I am B Rh+.';
    expect(await against(fact, '{"paciente": "Alice", "grupo_sanguineo": "A positivo"}')).toBe('uncertain');
    expect(await against(fact, '{"paciente": "Alice", "grupo_sanguineo": "B positivo"}')).toBe('active');
  });

  test('a blood group without its factor agrees with the same group with one, not with another group', async () => {
    expect(await against('我的血型是B型Rh阴性。', '{"donor": "Alice", "blood_group": "B negative"}')).toBe('active');
    expect(await against('我的血型是A型。', '{"patient": "Alice", "blood_group": "AB"}')).toBe('uncertain');
  });

  test('another date of birth in a record about the user is held', async () => {
    const fact = 'Born 2 June 1979, in Cork.';
    expect(await against(fact, 'first_name,last_name,date_of_birth\nAlice,Byrne,1981-10-20')).toBe('uncertain');
    expect(await against(fact, 'first_name,last_name,date_of_birth\nAlice,Byrne,1979-06-02')).toBe('active');
  });

  test("someone else's birthday in a calendar is served", async () => {
    expect(await against('Born 2 June 1979, in Cork.', 'Event: dinner for the birthday of Tomasz, Saturday 14 June at 19:00.')).toBe('active');
  });

  test('another GP in a record about the user is held; the same GP is served', async () => {
    const fact = 'Dr Nadia Okafor has been my GP since 2019.';
    expect(await against(fact, '<patient><name>Alice</name><generalPractitioner>Dr. Piotr Walczak</generalPractitioner></patient>')).toBe('uncertain');
    expect(await against(fact, 'Reminder: check-up with Dr Nadia Okafor (GP of Alice) on Tuesday.')).toBe('active');
  });

  test('another phone number for the user is held when the user gave theirs in passing', async () => {
    const fact = 'If the courier gets lost, ring me on +44 7911 204 388.';
    expect(await against(fact, 'BEGIN:VCARD\nFN:Alice\nTEL;TYPE=CELL:+44 7700 318 552\nEND:VCARD')).toBe('uncertain');
  });

  test("a writer's own address in a sentence about contacting is no address of the user's", async () => {
    const fact = 'Write to alice.byrne@fastmail.example when it matters; I rarely look at my work inbox.';
    expect(await against(fact, 'Dear Alice, to reach our support team, please contact support@bank.example.')).toBe('active');
  });

  test('a note that the user asked for another e-mail address is held', async () => {
    const fact = 'Write to alice.byrne@fastmail.example when it matters; I rarely look at my work inbox.';
    expect(await against(fact, 'CRM note: the client Alice wants all contact by e-mail sent to alice1981@mailbox.example from now on.')).toBe('uncertain');
  });

  test('a record in Traditional Chinese is compared with a fact in Simplified', async () => {
    expect(await against('我的牙医是 Hartley 医生。', '姓名: Alice\n牙醫: Moreau 醫師')).toBe('uncertain');
  });

  test('a clause inside a field that denies something else is no denial of the field', async () => {
    expect(await against('我最喜欢喝龙井茶，不加糖。', '已为 Alice 补货：龙井茶两罐（她习惯不加糖）。')).toBe('active');
  });
});

describe("the user's one-valued attribute given again", () => {
  /** The user states `before`, then `after` a week later; the status of the first. */
  async function restated(before: string, after: string): Promise<string> {
    const h = await harness();
    const first = await h.engine.write(USER, { content: before });
    h.clock.advance(7 * DAY);
    await h.engine.write(USER, { content: after });
    return h.status(first.id);
  }

  test('a field naming the attribute with another value replaces it, in another language', async () => {
    expect(await restated('我的牙医是 Hartley 医生，在火车站旁边。', 'Dentist: Dr Ines Moreau, Rue Haute 14.')).toBe('superseded');
  });

  test('an attribute only a verb or a value suggests replaces nothing', async () => {
    expect(await restated('I work for Bramley Surveyors, near the cathedral.', 'I work from 8:00 to 16:30 on weekdays.')).toBe('active');
    expect(await restated("I'm vegetarian: no meat, no fish.", 'My favourite café is Nettle, the vegan place on Mill Lane.')).toBe('active');
  });
  test('a field about something else of that attribute, or a request in a field, replaces nothing', async () => {
    expect(await restated('My birthday is 2 June.', 'Birthday dinner: Nettle on Mill Lane, 14 June, 8 people.')).toBe('active');
    expect(await restated('I live at 14 Mill Lane, Leeds.', 'Address: please forward parcels to the office on Monday.')).toBe('active');
  });
});

