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
  test('of two memories a change ties as closely, one is replaced', async () => {
    const statuses = await after(['I swim at the Westbank pool on Mondays.', 'I do yoga at Westbank on Thursdays.'], "I'm done with Westbank; it's the Parkside centre from now on.");
    expect(statuses.filter((s) => s === 'superseded')).toHaveLength(1);
  });
  test('a second instrument beside the first replaces nothing', async () => {
    const [cello] = await after(['Gram na skrzypcach w orkiestrze amatorskiej, we wtorki.'], 'Teraz gram też na wiolonczeli, w środy wieczorem.');
    expect(cello).toBe('active');
  });
});
