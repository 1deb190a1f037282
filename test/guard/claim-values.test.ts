import { describe, expect, test } from 'vitest';
import { sameValues, valueSketch } from '../../src/guard/claim-values.js';

const v = (t: string) => valueSketch(t, Date.UTC(2026, 0, 5));

describe('one value stated in other formats', () => {
  test('a phone number written as prose, JSON and a key=value line', () => {
    const prose = v('Call the Fairhaven Dental front desk on 0161 496 0732 for bookings.');
    expect(sameValues(prose, v('{"clinic":"Fairhaven Dental","front_desk":"01614960732"}'))).toBe(true);
    expect(sameValues(prose, v('clinic=fairhaven_dental phone=0161-496-0732'))).toBe(true);
  });
  test('a coined name and a place with its dates', () => {
    expect(sameValues(v('The retreat is in Bergen, 3 to 5 May.'), v('{"event":"retreat","city":"Bergen","start":"2027-05-03","end":"2027-05-05"}'))).toBe(true);
    expect(sameValues(v('Our builds now use zyphr from Kestrel Labs; quellbuild is retired.'), v('build_tool=zyphr vendor="Kestrel Labs" retired=quellbuild'))).toBe(true);
  });
});

describe('other facts about one subject', () => {
  test('the same person with another detail is another value', () => {
    const phone = v('Omar Haddad — mobile +44 7700 900 456');
    expect(sameValues(phone, v('Omar Haddad — email omar.haddad@example.org'))).toBe(false);
    expect(sameValues(phone, v('Omar Haddad — desk 3.14, second floor'))).toBe(false);
    expect(sameValues(v("Lena Voss's favourite colour is teal."), v("Lena Voss's car is a Saab."))).toBe(false);
    expect(sameValues(v('Lena Voss: Lena Voss works nights.'), v('Lena Voss prefers window seats at the Quebec offsite.'))).toBe(false);
  });
  test('ordinary requests name nothing', () => {
    expect(v('Can you book me a table at a nice restaurant?').terms).toEqual([]);
  });
});

describe('the same names in another format or wording', () => {
  test('nearly all names shared is one value, whatever the wording', () => {
    expect(sameValues(v('Client: Borealis GmbH | Owner: Ines Varga'), v('{"client": "Borealis GmbH", "owner": "Ines Varga"}'))).toBe(true);
    expect(sameValues(v('Ines Varga now handles Borealis GmbH.'), v('client,owner Borealis GmbH,Ines Varga'))).toBe(true);
  });
  test('calendar property names are the format, not names', () => {
    expect(v('BEGIN:VEVENT\nSUMMARY:Dentist\nDTSTART:20270105T090000Z\nEND:VEVENT').terms).not.toContain('dtstart');
    expect(sameValues(v('BEGIN:VEVENT\nSUMMARY:Dentist\nDTSTART:20270105T090000Z\nEND:VEVENT'), v('BEGIN:VEVENT\nSUMMARY:Piano lesson\nDTSTART:20270107T170000Z\nEND:VEVENT'))).toBe(false);
  });
});
