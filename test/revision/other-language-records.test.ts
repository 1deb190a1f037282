/**
 * Records about the user written in another language than the user's own words: a value of a
 * closed class denied ("inte vegetarian", "vejetaryen değil"), a holder named by the family name the
 * user never said, a CSV cell with a comma inside quotes, a contact of another kind (an office line,
 * a fax) beside the user's own mobile, and the speaker of a statement in a language that drops its
 * pronoun. Every text is invented for this file.
 */
import { describe, expect, test } from 'vitest';
import type { Caller } from '../../src/revision/context.js';
import { facetsOf, recordLines, speaksOfSelf } from '../../src/revision/facets.js';
import { otherContact } from '../../src/revision/contact-kinds.js';
import { holderAsUser } from '../../src/revision/aliases.js';
import { analyze, languagesOf } from '../../src/analysis/analyze.js';
import { AGENT, HOUR, TOOL, USER, harness } from './engine-fixture.js';

const DAY = 24 * HOUR;

/** The user states `fact`; a day later `caller` writes `text`. Returns the later write's status. */
async function against(fact: string, text: string, caller: Caller = AGENT, user: Caller = USER): Promise<string> {
  const h = await harness();
  await h.engine.write(user, { content: fact });
  h.clock.advance(DAY);
  const w = await h.engine.write(caller, { content: text });
  return h.status(w.id, user);
}

const classesOf = (text: string) => facetsOf(text, 0).facets.map((f) => f.classes);

describe('a value of a closed class denied in the language it is written in', () => {
  test('a negator before the value, in Swedish, Dutch and English', () => {
    expect(classesOf('Anteckning: Alice är inte vegetarian längre.')[0].diet).toEqual(['not:vegetarian']);
    // (Past the clause's end the negator denies nothing: she eats meat.)
    expect(classesOf('Notitie: Alice is geen vegetariër, ze eet vlees.')[0].diet).toEqual(['not:vegetarian', 'omnivore']);
    expect(classesOf('Alice is not a vegetarian.')[0].diet).toEqual(['not:vegetarian']);
  });

  test('a negator after the value, where the language puts it there (Turkish)', () => {
    expect(classesOf('Alice artık vejetaryen değil.')[0].diet).toEqual(['not:vegetarian']);
  });

  test('a term that says no itself is not denied again', () => {
    expect(classesOf('Alice does not smoke.')[0].smoking).toEqual(['no']);
  });

  test("a relative's denial is the relative's", async () => {
    const user: Caller = { ...USER, principal: 'user:alice' };
    expect(await against('Ich bin Vegetarierin, schon seit Jahren.', 'Notering: Alices syster är inte vegetarian, hon äter kött.', AGENT, user)).toBe('active');
  });

  test('held against the user who said they are vegetarian; served against one who said they eat everything', async () => {
    const note = 'Notering för matsedeln: Alice är inte vegetarian, hon äter kött.';
    expect(await against('Ich bin Vegetarierin, schon seit Jahren.', note, AGENT, { ...USER, principal: 'user:alice' })).toBe('uncertain');
    expect(await against('I eat everything, meat included.', note, AGENT, { ...USER, principal: 'user:alice' })).toBe('active');
  });
});

describe('the family name a record gives a user known by one name', () => {
  const user: Caller = { ...USER, principal: 'user:odile' };
  const fact = 'My dentist is Dr. Hugo Ferrand, at the clinic on Rue des Tanneurs.';

  test('a holder named by their given name and a family name: the record is theirs, and another dentist is held', async () => {
    const record = 'patient: Odile Marchetti\ndentist: Dr. Inès Caillou\nclinic: Cabinet du Port';
    expect(await against(fact, record, TOOL, user)).toBe('uncertain');
  });

  test('a holder named by the initial of their given name and a family name', async () => {
    const record = 'patient: Marchetti, O.\ndentist: Dr. Inès Caillou\nclinic: Cabinet du Port';
    expect(await against(fact, record, TOOL, user)).toBe('uncertain');
  });

  test("the names learned: another initial, or a holder sharing one of two known names, is someone else", async () => {
    const ledger = { lexicalSearch: async () => [], getBySeqs: async () => [] };
    const learned = async (known: string[], holder: string[]) => {
      const aliases = new Map([['user:odile', new Set(known)]]);
      await holderAsUser(ledger, 't', aliases, [holder]);
      return [...aliases.get('user:odile')!].sort();
    };
    expect(await learned(['odile'], ['marchetti', 'o.'])).toEqual(['marchetti', 'odile']);
    expect(await learned(['odile'], ['odile', 'marchetti'])).toEqual(['marchetti', 'odile']);
    expect(await learned(['odile'], ['marchetti', 'p.'])).toEqual(['odile']);
    expect(await learned(['odile', 'marchetti'], ['luc', 'marchetti'])).toEqual(['marchetti', 'odile']);
  });
});

describe('CSV cells with a separator inside quotes', () => {
  test('a quoted name with a comma is one cell under its header', () => {
    expect(recordLines('id,client,size\nK-17,"Marchetti, O.",41')).toEqual(['id: K-17', 'client: Marchetti, O.', 'size: 41']);
  });
});

describe('contacts of another kind', () => {
  const mobile = 'My mobile is +33 6 12 34 56 78.';

  test('an office line or a fax is not the user’s mobile', () => {
    expect(otherContact('Téléphone du bureau : +33 1 44 55 66 77', mobile)).toBeUndefined();
    expect(otherContact('Fax: +33 1 44 55 66 00', mobile)).toBeUndefined();
    expect(otherContact('勤務先メール: o.m@firma.example', 'My email is odile@mail.example')).toBeUndefined();
  });

  test('end to end: an office line from a directory is served beside the user’s mobile; another mobile is held', async () => {
    const user: Caller = { ...USER, principal: 'user:odile' };
    expect(await against(mobile, 'client: Odile Marchetti\ntéléphone du bureau: +33 1 44 55 66 77', TOOL, user)).toBe('active');
    expect(await against(mobile, 'client: Odile Marchetti\nportable: +33 6 98 76 54 32', TOOL, user)).toBe('uncertain');
  });

  test('another number of the same kind is another value', () => {
    expect(otherContact('Téléphone portable : +33 6 98 76 54 32', mobile)).toBe('phone number');
    expect(otherContact('Office phone: +33 1 44 55 66 77', 'My office line is +33 1 40 00 00 01.')).toBe('phone number');
  });
});

describe('the speaker of a statement in a language the claim reader does not parse', () => {
  test('a first-person sentence in German, whatever subject the English reader found, and a Spanish one with no pronoun', () => {
    expect(speaksOfSelf('Zur Arbeit fahre ich mit dem Rad, an der Elbe entlang. Bei Glatteis nehme ich den Bus.', 0, 'bei glatteis nehme ich')).toBe(true);
    expect(speaksOfSelf('Trabajo en Geotecnia Andina desde 2019 como ingeniera.', 0, '')).toBe(true);
  });

  test('a relative spoken of is not the speaker', () => {
    expect(speaksOfSelf('Mein Bruder fährt mit dem Rad zur Arbeit.', 0, 'bruder')).toBe(false);
  });
});

describe('the languages a short text may be in', () => {
  test('franc’s near scores are kept beside its best', () => {
    const langs = languagesOf('Sou vegetariana há uns anos: ovos sim, carne e peixe não.');
    expect(langs).toContain('por');
    expect(langs.length).toBeLessThanOrEqual(4);
    expect(languagesOf('这是一个中文句子，说的是别的事情。')).toEqual(['cmn']);
  });
});

describe('negation read in the language of the text', () => {
  const negated = (text: string) => analyze(text, 0).sentences.flatMap((st) => st.tokens.filter((t) => t.negated).map((t) => t.lower));

  test('German, Swedish and Polish negators negate what follows them in the clause', () => {
    expect(negated('Sie hat keine Haustiere mehr, aber einen großen Garten.')).toEqual(['haustiere', 'mehr']);
    expect(negated('Han har inte bil längre sedan flytten till stan.')).toContain('bil');
    expect(negated('Ona nie ma samochodu od zeszłego roku, jeździ rowerem.')).toContain('samochodu');
  });

  test('"no" in Portuguese is "in the", not a negator; English negators still count where franc misreads English', () => {
    expect(negated('Treino escalada no ginásio da cidade, duas vezes por semana.')).toEqual([]);
    expect(negated('I have never smoked a cigarette in my life.')).toContain('smoked');
  });
});

describe('the places a person goes to, in any language', () => {
  const user: Caller = { ...USER, principal: 'user:odile' };

  test('another regular café for the user is held; the café’s own message naming itself is served', async () => {
    const fact = 'My regular café is Café Lumière on the quay; I go there every morning.';
    expect(await against(fact, 'Kundenkarte — Kundin: Odile Marchetti — Stammcafé: Kaffeehaus Nordlicht', TOOL, user)).toBe('uncertain');
    expect(await against(fact, 'Café Lumière: merci Odile ! Encore deux tampons et votre crème est offert.', TOOL, user)).toBe('active');
  });
});
