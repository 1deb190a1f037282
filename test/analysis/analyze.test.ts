import { describe, expect, test } from 'vitest';
import { analyze, asciiDigits } from '../../src/analysis/analyze.js';

const AT = Date.UTC(2026, 0, 15, 12);

describe('analyze', () => {
  test('English tokens carry part of speech and lemma', () => {
    const [s] = analyze('Dana moved to Lisbon.', AT).sentences;
    const moved = s.tokens.find((t) => t.text === 'moved')!;
    expect(moved).toMatchObject({ pos: 'VERB', lemma: 'move' });
    expect(s.entities.some((e) => e.type === 'NAME' && e.text === 'Lisbon')).toBe(true);
  });

  test('negation marks the words in its scope', () => {
    const [s] = analyze('Omar does not eat meat.', AT).sentences;
    expect(s.tokens.find((t) => t.text === 'eat')!.negated).toBe(true);
    expect(s.tokens.find((t) => t.text === 'Omar')!.negated).toBe(false);
  });

  test('lines of an e-mail header are sentences of their own', () => {
    const a = analyze('Subject: roof repair\nHi Sam\nThe roofer comes on Friday.', AT);
    expect(a.sentences.map((s) => s.text)).toEqual(['Subject: roof repair', 'Hi Sam', 'The roofer comes on Friday.']);
  });

  test('Chinese is segmented by jieba, with negation to the end of the clause', () => {
    const [s] = analyze('我不喜欢榴莲，但是喜欢芒果', AT).sentences;
    expect(s.script).toBe('zh');
    expect(s.tokens.find((t) => t.text === '喜欢')!.negated).toBe(true);
    expect(s.tokens.filter((t) => t.text === '喜欢').at(-1)!.negated).toBe(false);
  });

  test('a Latin name with accented letters inside Chinese text stays one word', () => {
    const [s] = analyze('我的牙医是 José Peña 医生，在 Zürich 看诊', AT).sentences;
    expect(s.tokens.map((t) => t.text)).toEqual(expect.arrayContaining(['José', 'Peña', 'Zürich']));
    expect(s.tokens.find((t) => t.text === 'Peña')!.pos).toBe('PROPN');
    expect(s.entities.map((e) => e.text)).toEqual(expect.arrayContaining(['José', 'Peña']));
  });

  test('relative dates resolve against the write time', () => {
    const a = analyze('The inspection is tomorrow at 9am.', AT);
    expect(a.dates).toHaveLength(1);
    expect(new Date(a.dates[0].at).getUTCDate()).toBe(16);
  });

  test('a time on a 24-hour or dotted clock is a time; "now" states none', () => {
    const hours = (t: string) => analyze(t, AT).dates.filter((d) => d.known.hour).map((d) => d.text);
    expect(hours('The ferry leaves at 21:45.')).toEqual(['at 21:45']);
    expect(hours('Lights out by 22:30 on school nights.')).toEqual(['22:30']);
    expect(hours('The shop is open now.')).toEqual([]);
    expect(hours('Version 3.10 is out.')).toEqual([]);
  });

  test('a weekday or a time of day alone is marked relative; a date with a year is not', () => {
    expect(analyze('Choir practice is on Tuesday at 7pm.', AT).dates[0].relative).toBe(true);
    expect(analyze('The lease started on 3 March 2024.', AT).dates[0].relative).toBe(false);
  });

  test('dates in other languages are read by their own parser, whichever European language a short sentence is taken for', () => {
    const days = (t: string) => analyze(t, AT).dates.filter((d) => d.known.day).map((d) => new Date(d.at).toISOString().slice(5, 10));
    expect(days('La revisión del coche es el 17 de junio.')).toEqual(['06-17']);
    expect(days('Der Zahnarzttermin ist am Dienstag, 3. März.')).toEqual(['03-03']);
    expect(days('Le rendez-vous est déplacé au 4 mars.')).toEqual(['03-04']);
  });

  test('the language is named', () => {
    expect(analyze('Wir treffen uns morgen um zehn Uhr im Büro.', AT).language).toBe('deu');
    expect(analyze('我们明天上午十点在办公室见面。', AT).language).toBe('cmn');
  });

  test('one text read twice at one time is read once', () => {
    expect(analyze('The kettle is in the cupboard.', AT)).toBe(analyze('The kettle is in the cupboard.', AT));
  });

  test('a text past the cap keeps its head and its tail', () => {
    const a = analyze(`Start here. ${'filler words '.repeat(3000)} The end is near.`, AT);
    expect(a.text.startsWith('Start here.')).toBe(true);
    expect(a.text.endsWith('The end is near.')).toBe(true);
  });
});

test('a word the tagger gives no lemma keeps itself as its lemma', () => {
  const tokens = analyze('Flagged it as blocking, asked the author to remove it, rotate the key in IAM, and load it from the secrets store.', AT).sentences.flatMap((s) => s.tokens);
  expect(tokens.find((t) => t.text === 'IAM')!.lemma).toBe('iam');
});

describe('words with Latin letters beyond Latin-1', () => {
  test('Polish, Turkish and Vietnamese words are read whole, English contractions as before', () => {
    const words = (t: string) => analyze(t, 0).sentences.flatMap((s) => s.tokens.map((x) => x.text));
    expect(words('Włącz światło w łazience.')).toEqual(['Włącz', 'światło', 'w', 'łazience', '.']);
    expect(words('Kapıyı aç ve ışığı söndür.')).toEqual(['Kapıyı', 'aç', 've', 'ışığı', 'söndür', '.']);
    expect(words('Hôm nay trời đẹp.')).toEqual(['Hôm', 'nay', 'trời', 'đẹp', '.']);
    expect(words("We can't stay.")).toEqual(['We', 'ca', "n't", 'stay', '.']);
  });
});

describe('digits of every script', () => {
  test('are read as ASCII digits, as NFKC reads fullwidth ones', () => {
    expect(asciiDigits('৭০ ٧٠ ۷۰ ७० ๗๐ ௭௦ ၇၀ 70')).toBe('70 70 70 70 70 70 70 70');
    expect(asciiDigits('no digits here')).toBe('no digits here');
  });
  test('so a number written in Bengali or Arabic-Indic digits is a number to the analysis', () => {
    const a = analyze('বিল ৭০ শতাংশ কম', 0);
    expect(a.sentences.flatMap((s) => s.tokens).some((t) => t.text === '70')).toBe(true);
  });
});

describe('dates are read at word boundaries of every alphabet', () => {
  test('a weekday\'s abbreviation inside a name is no date', () => {
    // chrono's \b is ASCII: "Mar" (martes) would be read inside "Marín".
    expect(analyze('Mi dentista es la doctora Olga Marín.', Date.UTC(2025, 0, 1)).dates).toEqual([]);
  });

  test('a date between Chinese characters is still a date', () => {
    expect(analyze('合同里约定的交付日期是6月30日。', Date.UTC(2025, 0, 1)).dates.length).toBe(1);
  });
});

describe('English dates read into another language', () => {
  const days = (t: string) => analyze(t, Date.UTC(2025, 0, 1)).dates.map((d) => d.text);
  test('a short word opening a sentence before a word in lower case is that language’s, not a day', () => {
    expect(days('Mon vétérinaire est le docteur Paul Lemoine.')).toEqual([]);
  });

  test('short English notes keep their days, whatever language they are taken for', () => {
    for (const t of ['Dentist Fri', 'Gym Mon', 'Haircut Thu', 'Mon: gym, Tue: swim']) expect(days(t).length).toBeGreaterThan(0);
  });
});
