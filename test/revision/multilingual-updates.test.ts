/**
 * A user's changes said in the languages the claim parser does not key (Spanish, German, French,
 * Russian, Japanese, Korean …) and in everyday English and Chinese phrasings: the change replaces
 * the one memory it is about — tied by the attribute it names in any language, a maker or a
 * carrier of one topic, the old value named and ended — and the new version is served first.
 */
import { describe, expect, test } from 'vitest';
import { parseClaim } from '../../src/revision/claim.js';
import { T0, USER, harness, history } from './engine-fixture.js';

describe('words of change', () => {
  test('"passed away" ends its subject: the old value named and denied', () => {
    const c = parseClaim('Pumpkin passed away in May; we took in a rescue whippet called Nori.', undefined, T0);
    expect(c.cue).toBe(true);
    expect(c.denied).toContain('pumpkin');
  });

  test('an amount that goes up and a first day are changes', () => {
    expect(parseClaim('The gym fee goes up to 45 euros a month from April.', undefined, T0).cue).toBe(true);
    expect(parseClaim('First day as a ward clerk at the county hospital today.', undefined, T0).cue).toBe(true);
    expect(parseClaim('The gym fee is 39 euros a month.', undefined, T0).cue).toBe(false);
  });

  test('Japanese and Korean words of change are read without spaces', () => {
    expect(parseClaim('去年、名古屋に引っ越しました。', undefined, T0).cue).toBe(true);
    expect(parseClaim('회사를 그만두고 지금은 쉬고 있어요.', undefined, T0).cue).toBe(true);
    expect(parseClaim('저는 대전에 살아요.', undefined, T0).cue).toBe(false);
  });
});

describe('a change in another language replaces the memory it is about', () => {
  test('Spanish: moving replaces where the user lives, not a brother\'s city or a hobby', async () => {
    const h = await harness();
    const { facts, change } = await history(h, ['Vivo en Zaragoza, en el barrio de Delicias.', 'Mi hermano vive en Bilbao.', 'Los sábados juego al pádel.'], 'Nos mudamos a Málaga en octubre, por fin junto al mar.');
    expect(await h.status(facts[0])).toBe('superseded');
    expect(await h.status(facts[1])).toBe('active');
    expect(await h.status(facts[2])).toBe('active');
    const out = await h.engine.search(USER, { query: '¿dónde vivo?' });
    expect(out.results[0]?.id).toBe(change);
  });

  test('German: a new employer replaces the old one', async () => {
    const h = await harness();
    const { facts } = await history(h, ['Ich arbeite bei einer Spedition in Bremen.', 'Meine Tochter spielt Geige.'], 'Ich habe gekündigt und fange bei einer Reederei in Hamburg an.');
    expect(await h.status(facts[0])).toBe('superseded');
    expect(await h.status(facts[1])).toBe('active');
  });

  test('Russian: moving replaces the home', async () => {
    const h = await harness();
    const { facts } = await history(h, ['Я живу в Твери.', 'Я играю на гитаре.'], 'Весной мы переехали в Псков.');
    expect(await h.status(facts[0])).toBe('superseded');
    expect(await h.status(facts[1])).toBe('active');
  });

  test('Japanese: moving replaces the home', async () => {
    const h = await harness();
    const { facts } = await history(h, ['私は仙台に住んでいます。', '毎朝コーヒーを飲みます。'], '先週、金沢に引っ越しました。');
    expect(await h.status(facts[0])).toBe('superseded');
    expect(await h.status(facts[1])).toBe('active');
  });
});

describe('everyday phrasings of a change', () => {
  test('a car sold for one of another maker replaces the car (Chinese)', async () => {
    const h = await harness();
    const { facts } = await history(h, ['我开的是一辆本田雅阁。', '我每周三晚上去游泳。'], '雅阁卖了，换了一辆比亚迪。');
    expect(await h.status(facts[0])).toBe('superseded');
    expect(await h.status(facts[1])).toBe('active');
  });

  test('a laptop of another maker replaces the laptop', async () => {
    const h = await harness();
    const { facts, change } = await history(h, ['My work laptop is a Dell Latitude.', 'I cycle to the office most days.'], 'The office swapped my old Dell for a Lenovo ThinkPad this week.');
    expect(await h.status(facts[0])).toBe('superseded');
    expect(await h.status(facts[1])).toBe('active');
    const out = await h.engine.search(USER, { query: 'what laptop do I use for work' });
    expect(out.results[0]?.id).toBe(change);
  });
});

describe('what ties a change to the memory it is about', () => {
  test('a word capitalised in one text only (the first of a sentence) ties the two like any shared word', async () => {
    const h = await harness();
    const { facts, change } = await history(h, ['Peluquería de siempre: Salón Aurora, junto al mercado.', 'Los martes por la noche estudio alemán con una profesora.'], 'Ahora mi peluquería es Corte Fino, en la plaza nueva.');
    expect(await h.status(facts[0])).toBe('superseded');
    expect(await h.status(facts[1])).toBe('active');
    const out = await h.engine.search(USER, { query: '¿cuál es mi peluquería?' });
    expect(out.results[0]?.id).toBe(change);
  });

  test('a word of change ("ahora") says that something changed, not what: it ties the change to nothing', async () => {
    const h = await harness();
    const { facts } = await history(h, ['Ahora mismo toco el violonchelo en una orquesta de barrio.', 'Peluquería de siempre: Salón Aurora, junto al mercado.'], 'Ahora mi peluquería es Corte Fino, en la plaza nueva.');
    expect(await h.status(facts[0])).toBe('active');
    expect(await h.status(facts[1])).toBe('superseded');
  });
});

describe("the speaker's past is history beside the current value, not a change of it", () => {
  const PARIS = 'I live in Paris, near the Canal Saint-Martin.';
  const JOB = 'I work as a pharmacist at Hôpital Lariboisière.';
  test.each([
    [PARIS, 'From 2009 until 2012 I lived in Lyon.'],
    [PARIS, 'Between 2009 and 2012 I lived in Lyon, above a bakery.'],
    [PARIS, 'I lived in Lyon from March 2009 until June 2012.'],
    [JOB, 'I was a lab technician at Biolab in Lille between 2011 and 2014.'],
    [JOB, 'I used to bake bread for a café in Leeds.'],
  ])('%s / %s: the current value stays served', async (fact, past) => {
    const h = await harness();
    const { facts, change } = await history(h, [fact], past);
    expect(await h.status(facts[0])).toBe('active');
    expect(await h.status(change)).toBe('active');
  });

  test('a past period with a word of the present is a change: "from 2009 to 2012 I lived in Lyon; now I live in Rennes"', async () => {
    const h = await harness();
    const { facts } = await history(h, ['I live in Lyon, in the Croix-Rousse.'], 'From 2009 to 2012 I lived in Lyon; now I live in Rennes.');
    expect(await h.status(facts[0])).toBe('superseded');
  });

  test('a change told beside a past period is still a change', async () => {
    const h = await harness();
    const { facts } = await history(h, ['I live in Lyon, in the Croix-Rousse.'], 'I moved to Rennes in the spring after living in Lyon from 2009 to 2012.');
    expect(await h.status(facts[0])).toBe('superseded');
  });

  test('what is not the past: a window with no year, a slash year, an address, being used to something, a tool one used', () => {
    const past = (text: string) => parseClaim(text, undefined, T0).additive;
    expect(past('I worked at Biolab between 2011 and 2014.')).toBe(true);
    expect(past('I used to sing in a choir.')).toBe(true);
    expect(past('I keep the portal read-only on Saturday from 05:30 to 07:15 while I upgrade it.')).toBe(false);
    expect(past('I filed my 2019/2020 tax return with the new adviser.')).toBe(false);
    expect(past('I live at 2010-2012 Main Street now.')).toBe(false);
    expect(past('I rent the shop at 2010-2012 Harbour Road.')).toBe(false);
    expect(past("I'm used to working late.")).toBe(false);
    expect(past("I'm not really used to working late.")).toBe(false);
    expect(past('The app I used to book flights is Skyscanner.')).toBe(false);
    expect(past('I ran Windows 2000 and 2003 servers for the school.')).toBe(false);
  });
});
