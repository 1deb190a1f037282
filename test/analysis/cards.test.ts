/** Calendar entries and contact cards read as what they say (analysis/cards.ts). */
import { describe, expect, test } from 'vitest';
import { cardLines, cardProse } from '../../src/analysis/cards.js';

const crlf = (lines: string[]) => lines.join('\r\n');

describe('cards', () => {
  test('a weekly event: its summary and place as fields, what happens when as one line; its bookkeeping says nothing', () => {
    const text = crlf([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Example Corp//Planner//EN',
      'BEGIN:VEVENT',
      'UID:7f3a-1120@planner.example',
      'DTSTAMP:20250301T101500Z',
      'SUMMARY:Pottery class – Ines Varga',
      'DTSTART;TZID=Europe/Vienna:20250304T183000',
      'DTEND;TZID=Europe/Vienna:20250304T200000',
      'RRULE:FREQ=WEEKLY;BYDAY=TU',
      'LOCATION:Studio Lehm\\, Hof 2',
      'DESCRIPTION:Bring an apron.',
      'BEGIN:VALARM',
      'TRIGGER:-PT30M',
      'ACTION:DISPLAY',
      'END:VALARM',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    expect(cardLines(text)).toEqual([
      'summary: Pottery class – Ines Varga',
      'Pottery class – Ines Varga, every Tuesday at 18:30',
      'location: Studio Lehm, Hof 2',
      'Bring an apron.',
    ]);
  });

  test('recurrence rules: ordinal weekdays, several days, a rule with no day, a daily one, a one-off date', () => {
    const event = (...props: string[]) => cardLines(['BEGIN:VEVENT', 'SUMMARY:Check-up', ...props, 'END:VEVENT'].join('\n'))?.[1];
    expect(event('DTSTART:20250307T090000', 'RRULE:FREQ=MONTHLY;BYDAY=1FR')).toBe('Check-up, every month on the first Friday at 09:00');
    expect(event('DTSTART:20250303T071500', 'RRULE:FREQ=WEEKLY;BYDAY=MO,TH')).toBe('Check-up, every Monday and Thursday at 07:15');
    // 2025-03-05 is a Wednesday.
    expect(event('DTSTART:20250305T170000', 'RRULE:FREQ=WEEKLY')).toBe('Check-up, every Wednesday at 17:00');
    // A yearly entry (a birthday) keeps the day it falls on.
    expect(event('DTSTART;VALUE=DATE:19910314', 'RRULE:FREQ=YEARLY')).toBe('Check-up, every year, on 1991-03-14');
    expect(event('DTSTART:20250305T080000', 'RRULE:FREQ=DAILY;COUNT=30')).toBe('Check-up, every day at 08:00');
    expect(event('DTSTART;VALUE=DATE:20250412')).toBe('Check-up, on 2025-04-12');
  });

  test("a contact card's fields under their plain names; its note as prose; the text before it kept", () => {
    const text = [
      'Imported contact:',
      'BEGIN:VCARD',
      'VERSION:4.0',
      'N:Oyelaran;Kemi;;;',
      'FN:Kemi Oyelaran',
      'ORG:Harbour Tiles Ltd;Design',
      'TITLE:Glaze technician',
      'TEL;TYPE=cell:+44 7700 900123',
      'TEL;TYPE=work,voice:+44 20 7946 0000',
      'EMAIL;TYPE=home:kemi@example.org',
      'ADR;TYPE=home:;;12 Quay Street;Bristol;;BS1 4AA;United Kingdom',
      'RELATED;TYPE=spouse:Tunde Oyelaran',
      'NOTE:Prefers calls after six.',
      'REV:20250101T000000Z',
      'END:VCARD',
    ].join('\n');
    expect(cardLines(text)).toEqual([
      'Imported contact:',
      'name: Kemi Oyelaran',
      'employer: Harbour Tiles Ltd, Design',
      'job title: Glaze technician',
      'mobile phone: +44 7700 900123',
      'work phone: +44 20 7946 0000',
      'home email: kemi@example.org',
      'home address: 12 Quay Street, Bristol, BS1 4AA, United Kingdom',
      'spouse: Tunde Oyelaran',
      'Prefers calls after six.',
    ]);
  });

  test('a card with no formatted name is named by its structured name, given name first', () => {
    expect(cardLines('BEGIN:VCARD\nVERSION:3.0\nN:Marsh;Odile;;;\nTEL:0123 456789\nEND:VCARD')).toEqual(['name: Odile Marsh', 'phone: 0123 456789']);
  });

  test('folded lines and escapes are read as one value; stray prose inside an entry is skipped', () => {
    const text = ['BEGIN:VEVENT', 'SUMMARY:Choir rehearsal for the spring con', ' cert', 'this line is not a property', 'DTSTART:20250306T190000', 'END:VEVENT'].join('\r\n');
    expect(cardLines(text)).toEqual(['summary: Choir rehearsal for the spring concert', 'Choir rehearsal for the spring concert, on 2025-03-06 at 19:00']);
  });

  test('text that is no calendar or card, or one the parser refuses, is left to the other readers', () => {
    expect(cardLines('My dentist moved to Elm Road.')).toBeUndefined();
    expect(cardLines('Please BEGIN:VCARD soon')).toBeUndefined();
    expect(cardLines('BEGIN:VCARD\nEND:VCARD')).toBeUndefined();
    expect(cardLines('BEGIN:VEVENT\nDTSTART:not-a-date-at-all\nEND:VEVENT')).toBeUndefined();
    expect(cardLines(`BEGIN:VEVENT\nSUMMARY:${'x'.repeat(9000)}\nEND:VEVENT`)).toBeUndefined();
  });

  test('what an entry says in prose, for the claim reader: its fields are left to the record reader', () => {
    expect(cardProse('BEGIN:VCARD\nFN:Kemi Oyelaran\nTEL;TYPE=cell:+44 7700 900123\nNOTE:Prefers calls after six.\nEND:VCARD')).toBe('Prefers calls after six.');
    expect(cardProse('BEGIN:VEVENT\nSUMMARY:Cello lesson\nDTSTART:20250305T170000\nRRULE:FREQ=WEEKLY\nLOCATION:Hall 2\nEND:VEVENT')).toBe('Cello lesson, every Wednesday at 17:00');
    expect(cardProse('BEGIN:VCARD\nFN:Kemi Oyelaran\nEND:VCARD')).toBe('');
    expect(cardProse('Lunch at noon?')).toBeUndefined();
  });

  test('hostile entries are read or refused, never thrown: nesting, parameters, folds and rules by the thousand', () => {
    const hostile = [
      `BEGIN:VCALENDAR\n${'BEGIN:VEVENT\n'.repeat(600)}`,
      `BEGIN:VEVENT\nSUMMARY${';X=a'.repeat(1900)}:x\nEND:VEVENT`,
      `BEGIN:VEVENT\nSUMMARY:a\n${' b\n'.repeat(2600)}END:VEVENT`,
      `BEGIN:VEVENT\nDTSTART:20250101T100000\nRRULE:FREQ=WEEKLY;BYDAY=${'MO,'.repeat(2600)}TU\nEND:VEVENT`,
      `BEGIN:VCARD\nFN;X="${'a'.repeat(7900)}\nEND:VCARD`,
    ];
    for (const text of hostile) {
      const lines = cardLines(text);
      expect(lines === undefined || lines.every((l) => typeof l === 'string')).toBe(true);
    }
    expect(cardLines(hostile[1])).toEqual(['summary: x']);
  });
});
