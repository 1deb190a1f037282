import { describe, expect, test } from 'vitest';
import { aboutTheUser, facetRival, facetsOf, isAlias, recordLines } from '../../src/revision/facets.js';

const AT = Date.UTC(2026, 5, 1, 12);
const rival = (write: string, memory: string, subject = 'user') => facetRival(facetsOf(write, AT), facetsOf(memory, AT - 3_600_000), subject);

describe('record lines', () => {
  test('JSON is flattened into key: value lines, an empty list is an absence', () => {
    expect(recordLines('{"owner": {"pets": [], "homeCity": "Graz"}}')).toEqual(['owner', 'pets: none', 'home City: Graz']);
    expect(recordLines('{"id": 7, "owner": {"pets": [], "homeCity": "Graz"}}')).toEqual(['id: 7', 'owner pets: none', 'owner home City: Graz']);
  });
  test('a markdown table gives header: cell lines; key=value pairs and calendar dates are split and read', () => {
    expect(recordLines('| Tier | Seats |\n|---|---|\n| Team | 25 |')).toEqual(['Tier: Team', 'Seats: 25']);
    expect(recordLines('[cron] job=backup retention=none')).toEqual(['job: backup', 'retention: none']);
    expect(recordLines('DTSTART:20270412T083000Z')).toEqual(['DTSTART:2027-04-12 08:30']);
  });
  test('a CSV table and HTML table cells are read as fields', () => {
    expect(recordLines('item,colour,size\nbike,green,M')).toEqual(['item: bike', 'colour: green', 'size: M']);
    expect(recordLines('<table><tr><td>Locker</td><td>B12</td></tr></table>')).toEqual(['Locker: B12']);
  });
});

describe('a less trusted record that states another value on an attribute a memory names', () => {
  test('an absence where the memory asserts', () => {
    expect(rival('{"member": {"medical": {"asthma": "none"}}}', 'I have had asthma since I was a child, keep an inhaler nearby.')).toMatch(/denies/);
    expect(rival('体检档案\n哮喘史：无', '我有哮喘，出门要带喷雾。')).toMatch(/denies/);
  });
  test('another number, date, time or opposite word for the attribute', () => {
    expect(rival('| Tier | Seats |\n|---|---|\n| Team | 25 |', 'Our design tool licence covers 40 seats.')).toMatch(/another number/);
    expect(rival('BEGIN:VEVENT\nSUMMARY:Annual garden party\nDTSTART:20270412T083000Z\nEND:VEVENT', 'The annual garden party is on 19 April.')).toMatch(/another date/);
    expect(rival('Gym opening hours: weekdays, doors open at 9:00 am', 'The gym opens at 6 am on weekdays, I go before work.')).toMatch(/another time/);
    expect(rival('Rear door status: locked', 'The rear door is unlocked during the day for deliveries.')).toMatch(/opposite/);
  });
});

describe('what is not a rival', () => {
  test('a record that agrees, or adds another attribute', () => {
    expect(rival('{"booking": {"party": 4, "allergies": "shellfish"}}', 'Tell the restaurant I am allergic to shellfish.')).toBeUndefined();
    expect(rival('Locker: B12\nCode: 4471', 'My gym locker is B12.')).toBeUndefined();
  });
  test('another thing of the same kind, or a shared place name only', () => {
    expect(rival('Your return flight from Oslo departs on Sunday at 6:10 pm.', 'My flight to Oslo leaves Thursday at 8:30 am.')).toBeUndefined();
    expect(rival('Event: farmers market — Elm Square\nWhen: Sunday 08:00', 'I meet my reading group at Elm Square at 7.')).toBeUndefined();
  });
  test('a word the memory only narrows another noun with, or a unit of time, ties nothing', () => {
    expect(rival("Film to watch: 'The Long Summer' by Ines Varga, suggested by Tom.", 'Film club meets on Thursdays at the Odeon with Marta.')).toBeUndefined();
    expect(rival("Saved: 'Intro to soil science' (podcast, 40 minutes).", "Saved: 'Baking basics' (video, 12 minutes).")).toBeUndefined();
    // Both name the whole compound: one thing.
    expect(rival('The user hates window seats and always asks for the aisle.', 'On trains I always want a window seat.')).toBeDefined();
  });
  test('a prose sentence about someone else is not about the speaker', () => {
    expect(rival('The band has no drummer this season.', 'I play drums in a band on Fridays.')).toBeUndefined();
  });
});

describe('a clause that denies what a short memory asserts, beside one that names the same thing', () => {
  test('"no known allergies; X is fine" rivals "allergic to X"', () => {
    expect(rival('The patient has no known allergies; sulfa drugs are fine for them.', "I'm allergic to sulfa drugs, they give me a rash.")).toMatch(/denies/);
  });
  test('a notice saying no action is required denies no fact', () => {
    expect(rival('Maintenance on Saturday. No action is required from you. IT will never ask for your password.', 'I changed my laptop password after the phishing test; the action item is closed.')).toBeUndefined();
  });
});

describe('review fixes: records and denials', () => {
  test('"allergy-free" still denies an allergy (the word before "-free" is the attribute\'s own name)', () => {
    expect(facetsOf('I am allergy-free.', 0).facets[0]?.deniedAnchors).toContain('@allergy');
  });

  test("an XML record's namespaced and dashed elements are fields; a letter's placeholders are not", () => {
    expect(recordLines('<ns:record><ns:bloodType>A+</ns:bloodType></ns:record>')).toContain('blood Type: A+');
    expect(recordLines('<patient><blood-type>A+</blood-type><date-of-birth>1990-01-02</date-of-birth></patient>')).toEqual(expect.arrayContaining(['blood type: A+', 'date of birth: 1990-01-02']));
    expect(recordLines('Dear <Name>, your <Plan>Gold</Plan> plan renews on Monday.').some((l) => l.startsWith('Plan:'))).toBe(false);
  });
});

describe('nested records: a field below the record is named by its parent', () => {
  test("an XML element inside another is that element's field; the root's own fields keep their names", () => {
    const lines = recordLines('<member><name>Tove Berg</name><vet><name>Dr. A. Holm</name><town>Lund</town></vet></member>');
    expect(lines).toEqual(expect.arrayContaining(['name: Tove Berg', 'vet name: Dr. A. Holm', 'vet town: Lund']));
    // The vet's name is not the holder of the record; the member's is.
    const holders = facetsOf('<member><name>Tove Berg</name><vet><name>Dr. A. Holm</name></vet></member>', AT).facets.filter((f) => f.holder.length > 0);
    expect(holders.map((f) => f.text)).toEqual(['name: Tove Berg']);
  });

  test('a YAML record with blocks is flattened as JSON is; aliases are refused', () => {
    expect(recordLines('client:\n  name: Tove Berg\n  insurer:\n    company: Folksam\n    since: 2019')).toEqual(['client', 'name: Tove Berg', 'insurer company: Folksam', 'insurer since: 2019']);
    // A text that is not YAML (or uses aliases) is read line by line as before.
    expect(recordLines('a: &x [1]\nb:\n  c: *x')).toContain('b:');
  });

  test('a CSV table after a title line is still a table', () => {
    expect(recordLines('# Members export\nid,surname,birth date\n7,Berg,1990-02-03')).toEqual(['# Members export', 'id: 7', 'surname: Berg', 'birth date: 1990-02-03']);
  });

  test('in prose, a verb of where someone lives or works names the attribute, in any tense', () => {
    expect(rival('Dear Ms Berg, the cover now includes the house in Malmö where you are living.', 'I live in Uppsala.')).toMatch(/residence/u);
    expect(rival('Dear Ms Berg, the cover now includes the house in Uppsala where you are living.', 'I live in Uppsala.')).toBeUndefined();
  });
});

describe("a record's field labels and denials of further values", () => {
  test("a field's key in a record's own label names the attribute (\"DOB\", \"fecha de nacimiento\")", () => {
    // (The user goes by Ana Ruiz: a record held by someone else says nothing of the user.)
    const ofAna = (write: string) => facetRival(facetsOf(write, AT), facetsOf('My birthday is on 2 February.', AT - 3_600_000), 'user', 2, new Set(['ana', 'ruiz']));
    expect(ofAna('Member: Ana Ruiz\nDOB: 1988-07-21')).toMatch(/birthday/u);
    expect(ofAna('Socia: Ana Ruiz\nFecha de nacimiento: 1988-07-21')).toMatch(/birthday/u);
    expect(ofAna('Socia: Ana Ruiz\nFecha de nacimiento: 1988-02-02')).toBeUndefined();
  });
  test('an e-mail address is not a home address', () => {
    expect(facetsOf('E-mail address: ana@example.com', AT).facets[0]?.attributes).not.toContain('residence');
  });
  test('"no other allergies" denies further values only; "no allergies" denies the attribute', () => {
    expect(facetsOf('No other drug allergies.', AT).facets[0]?.deniedAnchors).not.toContain('@allergy');
    expect(facetsOf('Keine weiteren Allergien.', AT).facets[0]?.deniedAnchors).not.toContain('@allergy');
    expect(facetsOf('I have no allergies.', AT).facets[0]?.deniedAnchors).toContain('@allergy');
  });
});

describe("the review's fixes: nested records read as written", () => {
  test('a one-key wrapper holding a list keeps its key; YAML values stay as written; an element closed where it opens holds nothing', () => {
    expect(recordLines('{"allergies": []}')).toEqual(['allergies: none']);
    expect(recordLines('{"allergies": ["penicillin", "latex"]}')).toEqual(['allergies: penicillin, latex']);
    expect(recordLines('client:\n  name: Tove Berg\n  phone: 0701234567\n  postcode: 01234')).toEqual(['client', 'name: Tove Berg', 'phone: 0701234567', 'postcode: 01234']);
    expect(recordLines('client:\n  name: Tove Berg\n  allergies:')).toEqual(['client', 'name: Tove Berg']);
    expect(recordLines('<member><photo src="a.jpg" /><name>Tove Berg</name></member>')).toContain('name: Tove Berg');
  });
  test('"no más" (no more) still denies', () => {
    expect(facetsOf('Ya no más alcohol.', AT).facets[0]?.deniedAnchors).toContain('@alcohol');
  });
});

describe('values of a one-valued attribute read where they stand', () => {
  test('in Chinese, the name after the attribute word is its value; a city both name is where it stands', () => {
    const mine = '我的牙医是 Marta Soler 医生，她在瓦伦西亚的诊所看诊。';
    expect(rival('据我整理的资料，她的牙医是 Hugo Ibáñez 医生，他在瓦伦西亚的诊所看诊。', mine)).toMatch(/another dentist/u);
    expect(rival('据我整理的资料，她的牙医是 Marta Soler 医生，在瓦伦西亚看诊。', mine)).toBeUndefined();
  });
  test('a blood group written with a word of polarity is a value, not a denial', () => {
    const mine = 'My blood group is O negative, in case it ever matters.';
    expect(rival('Blutgruppe: 0 Rh negativ', mine)).toBeUndefined();
    expect(rival('Blutgruppe: 0 Rh positiv', mine)).toMatch(/another bloodgroup/u);
  });
});


describe('who an attribute word names', () => {
  const slots = (text: string) => Object.assign({}, ...facetsOf(text, 0).facets.map((f) => f.slots));
  test('a name in apposition before it, where the apposition closes after the word', () => {
    expect(slots('Rosalind Okoye, my partner, restores pianos.')).toMatchObject({ partner: ['rosalind', 'okoye'] });
    // A greeting's name before a statement is no apposition: the value follows the word.
    expect(slots('Hi Mark, my new GP is Dr Lee.')).toMatchObject({ doctor: ['lee'] });
  });

  test('Russian "ё" and "е" are one letter to the lexicons', () => {
    const relations = (text: string) => facetsOf(text, 0).facets.flatMap((f) => f.relations);
    expect(relations('Заметка: партнёр клиентки — Иван Петров.')).toContain('partner');
    expect(relations('Заметка: партнер клиентки — Иван Петров.')).toContain('partner');
  });
});

describe('names written with a hyphen', () => {
  test('are one name, and the user\'s when written without the hyphen or when every part is theirs', () => {
    const f = facetsOf('Kundin: Lee Jun-seo', 0).facets[0];
    expect(f.names).toContain('jun-seo');
    expect(isAlias(new Set(['junseo']), 'jun-seo')).toBe(true);
    expect(isAlias(new Set(['hans', 'peter']), 'hans-peter')).toBe(true);
    expect(isAlias(new Set(['hans']), 'hans-peter')).toBe(false);
    expect(aboutTheUser(facetsOf('Kundin: Lee Jun-seo\nSchuhgröße: 245 mm', 0), new Set(['junseo']))).toBe(true);
    expect(aboutTheUser(facetsOf('Kundin: Oh Bo-ram\nSchuhgröße: 245 mm', 0), new Set(['junseo']))).toBe(false);
  });

  test('a word with a hyphen that is no name stays out of the names', () => {
    expect(facetsOf('A follow-up visit is booked.', 0).facets[0].names).toEqual([]);
  });

  test("a less trusted record's shoe size as a foot's length rivals the user's", () => {
    const n = facetsOf('{"Kundin": "Lee Jun-seo", "Schuhgröße": "255 mm"}', 0);
    const o = facetsOf('shoe size: 235 mm, for the hiking boots', 0);
    expect(facetRival(n, o, 'user', 2, new Set(['junseo']))).toMatch(/shoe/u);
    expect(facetRival(facetsOf('{"Kundin": "Lee Jun-seo", "Schuhgröße": "EU 38"}', 0), o, 'user', 2, new Set(['junseo']))).toBeUndefined();
  });
});

describe('calendar entries and contact cards (analysis/cards.ts)', () => {
  const names = new Set(['odile', 'marsh']);
  test("a weekly entry's weekday rivals the user's, for the one thing of many both name", () => {
    const memory = facetsOf('My cello lesson is every Thursday at 5 pm.', 0);
    const entry = (day: string) => facetsOf(`BEGIN:VEVENT\nSUMMARY:Cello lesson – Odile Marsh\nDTSTART:20270413T170000\nRRULE:FREQ=WEEKLY;BYDAY=${day}\nEND:VEVENT`, 0);
    expect(facetRival(entry('TU'), memory, 'user', 2, names)).toMatch(/another weekday/u);
    expect(facetRival(entry('TH'), memory, 'user', 2, names)).toBeUndefined();
  });

  test("a card's phone number is no rival of the user's e-mail address; another address is", () => {
    const memory = facetsOf('My email is odile.marsh@example.org.', 0);
    expect(facetRival(facetsOf('BEGIN:VCARD\nFN:Odile Marsh\nTEL;TYPE=cell:+44 7700 900456\nEND:VCARD', 0), memory, 'user', 2, names)).toBeUndefined();
    expect(facetRival(facetsOf('name: Odile Marsh\nmobile phone: +44 7700 900456', 0), memory, 'user', 2, names)).toBeUndefined();
    expect(facetRival(facetsOf('name: Odile Marsh\nemergency contact name: Remy Marsh', 0), facetsOf('My emergency contact is Paul, on 07700 900219.', 0), 'user', 2, names)).toBeDefined();
  });
});
