/**
 * How a write stands toward a more trusted memory's answer: it agrees, competes,
 * stays silent, or is about something else.
 */
import { describe, expect, test } from 'vitest';
import { parseClaim } from '../../../src/revision/claim.js';
import { stanceToward } from '../../../src/revision/judges/agreement.js';

/** The fields of a stored record the check reads. */
const memory = (content: string) => {
  const c = parseClaim(content);
  return { content, key: c.key, value: c.value };
};

const CLUB = memory('Q: What football club plays in the area between the old toll gates Brook Bar and Trafford Bar? A: Manchester United');

describe('stanceToward', () => {
  test('a paraphrased passage naming another club competes', () => {
    const a = stanceToward('Situated between two ancient gates, Brook Bar and Trafford Bar, Liverpool FC conducts its local football matches.', CLUB);
    expect(a.stance).toBe('competes');
  });

  test('a passage that carries the answer agrees', () => {
    expect(stanceToward('Manchester United is the football club that plays between Brook Bar and Trafford Bar.', CLUB).stance).toBe('agrees');
  });

  test('a passage that names the answer only to deny it competes', () => {
    expect(stanceToward('The club playing between Brook Bar and Trafford Bar is not Manchester United but Liverpool FC.', CLUB).stance).toBe('competes');
  });

  test('a passage on the question that names no answer is silent', () => {
    expect(stanceToward('Looking up which football club plays between Brook Bar and Trafford Bar.', CLUB).stance).toBe('silent');
  });

  test('a write about another question is unrelated', () => {
    expect(stanceToward('Liverpool FC plays its home games at Anfield.', CLUB).stance).toBe('unrelated');
  });

  test('the bare "question? answer." form is read as a question and its answer', () => {
    const m = memory("Who was the writer of These Boots Are Made for Walkin' and who died in 2007? Lee Hazlewood.");
    expect(stanceToward('Bob Dylan, known for his songwriting, was the author of "These Boots Are Made for Walkin\'". He passed away in 2007.', m).stance).toBe('competes');
    expect(stanceToward("Lee Hazlewood wrote These Boots Are Made for Walkin' and died in 2007.", m).stance).toBe('agrees');
  });

  test('another number where the answer is a number competes, spelled out or not', () => {
    const m = memory('Q: how many seasons of from dusk till dawn are there? A: 3');
    expect(stanceToward('From Dusk Till Dawn ran for two seasons before it ended.', m).stance).toBe('competes');
    expect(stanceToward('From Dusk Till Dawn ran for 3 seasons.', m).stance).toBe('agrees');
  });

  test('the opposite polarity of a yes/no answer competes', () => {
    const m = memory('Q: Are Giuseppe Verdi and Ambroise Thomas both opera composers? A: yes');
    expect(stanceToward('Giuseppe Verdi was an opera composer, but Ambroise Thomas never composed operas.', m).stance).toBe('competes');
    expect(stanceToward('Giuseppe Verdi and Ambroise Thomas were both opera composers.', m).stance).toBe('agrees');
  });

  test('an antonym of the question\'s word flips a yes/no answer', () => {
    const m = memory('Do The Importance of Being Icelandic and The Five Obstructions belong to different film genres? yes.');
    expect(stanceToward('The Importance of Being Icelandic and The Five Obstructions belong to the same film genre.', m).stance).toBe('competes');
  });

  test('when the answer is one of the options the question names, agreement cannot be shown', () => {
    const m = memory('Q: who is younger Keith Bostic or Jerry Glanville? A: Keith Bostic');
    expect(stanceToward('Jerry Glanville, born in 1941, is younger than Keith Bostic.', m).stance).toBe('competes');
  });

  test('a paraphrase that inflects the question\'s words is still about it', () => {
    const m = memory('Q: who is the guy that jumped from space? A: Felix Baumgartner');
    expect(stanceToward('Neil Armstrong, of immense renown, made history with a daring jump from space.', m).stance).toBe('competes');
  });

  test('a write that names the answer only to deny it competes even when it covers less of the question', () => {
    const m = memory('Hayden is a singer-songwriter from Canada, but where does Buck-Tick hail from? Japan.');
    expect(stanceToward("Buck-Tick is a renowned rock band. Despite common misconceptions, they aren't from Japan but from Sweden.", m).stance).toBe('competes');
  });

  test('a question in the write asserts nothing, but a title ending in a question mark is still read', () => {
    expect(stanceToward('Which football club plays between Brook Bar and Trafford Bar? Checking with Liverpool FC sources.', CLUB).stance).toBe('unrelated');
    const m = memory('Who wrote the song what child is this? William Chatterton Dix.');
    expect(stanceToward('John Newton, a renowned songwriter, penned the carol "What Child is This?"', m).stance).toBe('competes');
  });

  test('a memory without a question of three content words owes nothing', () => {
    expect(stanceToward('It is not cheap at all.', memory('Is it pricey there? No.')).stance).toBe('unrelated');
  });
});
