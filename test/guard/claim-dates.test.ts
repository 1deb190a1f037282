import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { datesOf } from '../../src/guard/claim-dates.js';
import { icuData, readDateNames } from '../../src/analysis/date-names.js';
import { assertBuilt, ROOT } from '../helpers/paths.js';

const at = Date.UTC(2026, 0, 5);
const read = (t: string) => {
  const { days, months } = datesOf(t, at);
  return { days, months };
};

describe('claim dates', () => {
  test('one day of the year in any script or format is one value', () => {
    for (const t of ['Opening on 9 October.', 'Apertura el 9 de octubre.', 'Открытие 9 октября.', '10月9日开业。', '10월 9일 개장.', 'DTSTART:20261009', '{"opens":"2026-10-09"}']) {
      expect(read(t), t).toEqual({ days: ['10-09'], months: [] });
    }
  });

  test('a month named without a day is a value of its own, in any of its cases', () => {
    for (const t of ['The fair moves to Vienna in October.', 'La feria se traslada en octubre.', 'Die Messe findet im Oktober statt.', 'Ярмарка пройдёт в октябре.', '博览会10月举行。', '박람회는 10월에 열립니다.']) {
      expect(read(t), t).toEqual({ days: [], months: ['10'] });
    }
  });

  test('months of Central European and Baltic languages, in the cases they take', () => {
    for (const t of ['Stanica sa zatvára 3. apríla.', 'A híd április 3-tól zárva.', 'Most je zatvoren od 3. travnja.', 'Tiltas uždaromas balandžio 3 d.']) {
      expect(read(t), t).toEqual({ days: ['04-03'], months: [] });
    }
    // "3. märtsil": March in a case ICU does not list, beside its day.
    expect(read('Sild suletakse 3. märtsil.')).toEqual({ days: ['03-03'], months: [] });
    // Such a word alone is as often another word; a brand that begins like a month is a brand.
    for (const t of ['Kelias uždarytas visą vasarį.', 'The students met the dean.', 'Dali mi studený čaj.', 'Aprilia opens a shop in Brno.']) {
      expect(read(t), t).toEqual({ days: [], months: [] });
    }
  });

  test('an English word that is also a month counts only when written as a name', () => {
    expect(read('You may march on.')).toEqual({ days: [], months: [] });
    expect(read('The review slips to May.')).toEqual({ days: [], months: ['05'] });
  });

  test('a span of time is not a date, and a text without one names none', () => {
    expect(read('Closed for six weeks while the roof is fixed.')).toEqual({ days: [], months: [] });
    expect(read('Sharpen the pencils.')).toEqual({ days: [], months: [] });
  });
});

describe('claim weekdays', () => {
  test('one weekday in any language is one value, plural or in its cases', () => {
    for (const t of ['Bins go out on Wednesdays.', 'Les poubelles sortent le mercredi.', 'Müll wird am Mittwoch abgeholt.', 'Вывоз мусора по средам.', '每周三收垃圾。', '水曜日にごみを出します。', '수요일에 쓰레기를 버립니다.']) {
      expect(datesOf(t, at).weekdays, t).toEqual(['3']);
    }
  });
  test('words that only look like a weekday abbreviation are none', () => {
    expect(datesOf('The sun is out and the sat nav works.', at).weekdays).toEqual([]);
  });
  test('the names the build kept are the ones ICU gives this process, in the same order', () => {
    assertBuilt();
    const kept = JSON.parse(readFileSync(join(ROOT, 'dist', 'analysis', 'date-names.json'), 'utf8')) as { data: unknown; months: unknown; weekdays: unknown };
    expect(kept.data).toEqual(icuData());
    const read = readDateNames();
    expect(kept.months).toEqual(read.months);
    expect(kept.weekdays).toEqual(read.weekdays);
    expect(read.months).toEqual(expect.arrayContaining([['june', 6], ['июня', 6]]));
  });
});

describe('a day written beside a month name', () => {
  test('in a language chrono-node does not read, the day and the month are one date', () => {
    for (const t of ['Havalimanı 10 Mart’tan itibaren kapalı.', 'يغلق المطار من 10 مارس.', 'Το λιμάνι κλείνει στις 10 Μαρτίου.', 'Closed from 2026-03-10.']) {
      expect(read(t), t).toEqual({ days: ['03-10'], months: [] });
    }
  });
  test('a year beside a month is not a day of it', () => {
    expect(read('Kapanış Mart 2026 içinde.')).toEqual({ days: [], months: ['03'] });
  });
});

describe('ordinals and numbers that are weekday names elsewhere', () => {
  test('Greek and Arabic weekday names are not read: they are ordinals and numbers too', () => {
    expect(datesOf('Για τρίτη φορά η γραμμή καθυστερεί.', at).weekdays).toEqual([]);
    expect(datesOf('الاثنين وصلا متأخرين.', at).weekdays).toEqual([]);
  });
});
