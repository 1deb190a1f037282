/**
 * A user's change said in their own language: "now", "new", "since the move", "from a date on",
 * Chinese words of change split from their value, and "also" that adds instead; names tied once
 * however many forms they take; a short word of one language's lexicon read only in that language;
 * Chinese words beside digits and Latin letters indexed apart; of memories a change ties equally, only
 * the nearest replaced. Written for these tests; no data set's text.
 */
import { describe, expect, test } from 'vitest';
import type { Caller } from '../../src/revision/context.js';
import { alsoWord, newWord, nowWord, sinceWords } from '../../src/analysis/now-words.js';
import { parseClaim } from '../../src/revision/claim.js';
import { facetsOf } from '../../src/revision/facets.js';
import { affinity } from '../../src/revision/affinity.js';
import { indexTerms } from '../../src/core/text.js';
import { HOUR, USER, harness } from './engine-fixture.js';

const DAY = 24 * HOUR;
const AT = Date.UTC(2026, 5, 1, 12);
const RUNA: Caller = { ...USER, principal: 'user:runa' };

const cue = (text: string) => parseClaim(text, undefined, AT).cue;

/** Runa states `facts`, one a day; a day later `change`. The status of each fact afterwards. */
async function after(facts: string[], change: string): Promise<string[]> {
  const h = await harness();
  const ids: string[] = [];
  for (const content of facts) {
    ids.push((await h.engine.write(RUNA, { content })).id);
    h.clock.advance(DAY);
  }
  await h.engine.write(RUNA, { content: change });
  return Promise.all(ids.map((id) => h.status(id, RUNA)));
}

describe('words of the present and of novelty, by language', () => {
  test('a form that is another word elsewhere counts only in its own language', () => {
    expect(newWord('nieuwe', 'und')).toBe(true);
    expect(nowWord('teraz', 'und')).toBe(true);
    expect(nowWord('nu', 'nld')).toBe(true);
    expect(nowWord('nu', 'ron')).toBe(false);
    expect(newWord('ny', 'swe')).toBe(true);
    expect(newWord('ny', 'eng')).toBe(false);
    // Words of "now" that are "hour" or "ago" as often are not read.
    expect(nowWord('ora', 'ita')).toBe(false);
    expect(nowWord('acum', 'ron')).toBe(false);
    expect(nowWord('most', 'hun')).toBe(true);
    expect(nowWord('most', 'eng')).toBe(false);
    expect(alsoWord('też', 'und')).toBe(true);
    expect(alsoWord('is', 'eng')).toBe(false);
  });
  test('"since" and "from" before a date, in several languages', () => {
    for (const before of [['desde'], ['seit'], ['depuis'], ['à', 'partir', 'de'], ['as', 'of'], ['od']]) expect(sinceWords(before)).toBe(true);
    expect(sinceWords(['until'])).toBe(false);
    expect(sinceWords(['per'])).toBe(false);
  });
});

describe('a change read in the language it is said in', () => {
  test('"new", "now" and the move named are changes; a span of days is not', () => {
    expect(cue('Nieuwe huisarts sinds de verhuizing: praktijk Kromme Sloot in Zwolle.')).toBe(true);
    expect(cue('Moim lekarzem jest teraz doktor Irena Wąs z przychodni na Długiej.')).toBe(true);
    expect(cue('Seit dem 3. März ist meine Bank die Kornblum Sparkasse.')).toBe(true);
    expect(cue('I walk the dog from Monday to Friday.')).toBe(false);
    expect(cue('Tandarts: praktijk Kromme Sloot, elk half jaar controle.')).toBe(false);
    // One more colleague, not another one.
    expect(cue('Mein neuer Kollege in der Werkstatt heißt Bruno Falk.')).toBe(false);
    expect(cue('Ich spiele Tennis von Montag bis Mittwoch.')).toBe(false);
  });
  test('"from" or "since" before a time no date parser of the language reads: ICU\'s relative times and names', () => {
    expect(cue('Od wczoraj mam abonament w sieci Zorza.')).toBe(true);
    expect(cue('Dal mese prossimo vado in palestra alla Virtus.')).toBe(true);
    expect(cue('Desde el lunes trabajo en la panadería Trigal.')).toBe(true);
    expect(cue('Since yesterday my gym is the one on Harbour Road.')).toBe(true);
    expect(cue('Since May my dentist has been Dr Okoye.')).toBe(true);
    expect(cue('来月から歯医者は山田歯科です。')).toBe(true);
    expect(cue('다음 주부터 새 회사에 다녀요.')).toBe(true);
    // A span, a time with no "from", a verb that is a month's name in lower case.
    expect(cue('From Monday to Friday I work at the lab.')).toBe(false);
    expect(cue('I lived in Lyon from March 2009 until June 2012.')).toBe(false);
    expect(cue('Od marca 2019 do maja 2021 mieszkałam w Gdańsku.')).toBe(false);
    expect(cue('Ayer fui al dentista en la calle Mayor.')).toBe(false);
    expect(cue('Since I may be late, keep my seat at the back.')).toBe(false);
    expect(cue('昨日は歯医者に行きました。')).toBe(false);
  });
  test('Chinese: a word of change split from its value, "from … on", a clause opening with 以后', () => {
    expect(cue('周三的吉他课挪到周五晚上了。')).toBe(true);
    expect(cue('从下个月起我每天骑车上班。')).toBe(true);
    expect(cue('以后帮我订靠走廊的座位。')).toBe(true);
    expect(cue('我下班以后常去河边散步。')).toBe(false);
  });
  test('"also" in another language adds a value beside the other', () => {
    expect(parseClaim('Teraz gram też na wiolonczeli, w środy wieczorem.', undefined, AT).additive).toBe(true);
    // Said of someone else at the clause's end, it adds nothing to the value.
    expect(parseClaim('Ahora vivo en Cádiz, y mi hermano también.', undefined, AT).additive).toBe(false);
  });
});

describe('what ties a change to a memory', () => {
  test('a name counts once, whatever forms of it the two texts hold', () => {
    const read = (t: string) => ({ content: t, claim: parseClaim(t, undefined, AT), facets: facetsOf(t, AT) });
    // "Valbonnes" is read as a name and, by its stem, as a second one.
    const one = affinity(read('Mudámos: agora a casa é na Rua do Poço 9, em Valbonnes.'), read('O ginásio fica em Valbonnes, perto do rio.'));
    expect(one).toBe(3);
  });
  test("a short word of another language's list is no attribute here", () => {
    // Dutch "mam" (mum) is Polish "I have".
    const facets = facetsOf('Od wczoraj mam abonament w sieci Zorza, 40 GB za 9 złotych.', AT).facets;
    expect(facets.flatMap((f) => f.relations)).not.toContain('parent');
  });
  test('Chinese beside digits and Latin letters is indexed word by word', () => {
    const terms = indexTerms('我开的是一辆2016年的蓝色雪铁龙Berlingo');
    expect(terms).toEqual(expect.arrayContaining(['2016', '雪铁', '铁龙', 'berlingo']));
  });
});

describe('a change in the user’s own language replaces the memory it is about', () => {
  test('a new GP named with the move replaces the old one', async () => {
    const [gp, bakery] = await after(['Mijn huisarts is dokter Pim Lagerwey in Deventer.', 'Mijn favoriete bakker is De Korenschoof in Deventer.'], 'Nieuwe huisarts sinds de verhuizing: dokter Sanne Okkema in Zwolle.');
    expect(gp).toBe('superseded');
    expect(bakery).toBe('active');
  });
  test('a value said to hold from a time on replaces the memory it is about', async () => {
    const [gym, carrier] = await after(['Vado in palestra alla Virtus, in via Roma.', 'Il mio operatore telefonico è Lumea Telecom.'], 'Dal mese prossimo vado in palestra alla Fortis di piazza Duomo.');
    expect(gym).toBe('superseded');
    expect(carrier).toBe('active');
  });
  test('of two memories a change ties as closely, one is replaced', async () => {
    const statuses = await after(['I swim at the Westbank pool on Mondays.', 'I do yoga at Westbank on Thursdays.'], "I'm done with Westbank; it's the Parkside centre from now on.");
    expect(statuses.filter((s) => s === 'superseded')).toHaveLength(1);
  });
  test('a second instrument beside the first replaces nothing', async () => {
    const [cello] = await after(['Gram na skrzypcach w orkiestrze amatorskiej, we wtorki.'], 'Teraz gram też na wiolonczeli, w środy wieczorem.');
    expect(cello).toBe('active');
  });
});
