/**
 * The heuristic judge relates two memories. Only relations are asserted: reasons
 * and confidences are being tuned.
 */
import { describe, expect, test } from 'vitest';
import { HashingEmbedder } from '../../../src/embed/hashing-embedder.js';
import { cosine } from '../../../src/embed/embedder.js';
import { parseClaim } from '../../../src/revision/claim.js';
import { HeuristicJudge } from '../../../src/revision/judges/heuristic-judge.js';
import { JudgementSchema, type Judgement } from '../../../src/revision/judges/judge.js';

const embedder = new HashingEmbedder();
const judge = new HeuristicJudge();

async function relate(incoming: string, existing: string, subject?: string): Promise<Judgement> {
  const sim = cosine(embedder.embed(incoming), embedder.embed(existing));
  const j = await judge.judge(
    { content: incoming, claim: parseClaim(incoming, subject), subject },
    { content: existing, claim: parseClaim(existing, subject), subject },
    sim,
  );
  expect(JudgementSchema.safeParse(j).success).toBe(true);
  return j;
}

describe('HeuristicJudge', () => {
  test('two values neither parse could read are not one value: a change on one key is a CONFLICT, not a refinement', async () => {
    const unread = { ...parseClaim('Zzz.'), key: 'user|', value: '', cue: false };
    const j = await judge.judge({ content: 'b', claim: { ...unread, cue: true } }, { content: 'a', claim: unread }, 0.2);
    expect(j.relation).toBe('CONFLICT');
    expect((await judge.judge({ content: 'b', claim: unread }, { content: 'a', claim: unread }, 0.2)).relation).toBe('COEXIST');
  });

  test('a same-key different-number pair is a CONFLICT', async () => {
    expect((await relate("The user's age is 31.", "The user's age is 30.")).relation).toBe('CONFLICT');
  });

  test('a same-key pair with antonym values is a CONFLICT', async () => {
    expect((await relate('The user prefers lively hotels.', 'The user prefers quiet hotels.')).relation).toBe('CONFLICT');
  });

  test('a same-key pair with a correction cue is a CONFLICT', async () => {
    expect((await relate('Actually, the user lives in Beijing.', 'The user lives in Shanghai.')).relation).toBe('CONFLICT');
  });

  test('a negation of the same claim is a CONFLICT', async () => {
    expect((await relate('The user no longer lives in Shanghai.', 'The user lives in Shanghai.')).relation).toBe('CONFLICT');
  });

  test('a same-key pair with compatible values and no cue is a COEXIST', async () => {
    expect((await relate("Suits's genre is comedy drama.", "Suits's genre is legal drama.")).relation).toBe('COEXIST');
  });

  test('identical text is a REFINE that keeps the existing memory', async () => {
    const j = await relate("The user's dog is named Rex.", "The user's dog is named Rex.");
    expect(j.relation).toBe('REFINE');
    expect(j.keep).toBe('old');
  });

  test('a value that contains the existing value is a REFINE that keeps the new memory', async () => {
    const j = await relate('The user prefers window seats on long flights.', 'The user prefers window seats.');
    expect(j.relation).toBe('REFINE');
    expect(j.keep).toBe('new');
  });

  test('a different property of the same subject is not a CONFLICT', async () => {
    expect((await relate("Paul's religion is Judaism.", "Paul's occupation is missionary.")).relation).not.toBe('CONFLICT');
  });

  test('memories about different things are UNRELATED', async () => {
    expect((await relate('Quarterly semiconductor revenue grew eleven percent.', 'The user lives in Shanghai.')).relation).toBe('UNRELATED');
  });

  test('a travel plan does not contradict where the user lives', async () => {
    expect((await relate("I'm going to Beijing next week", 'The user lives in Shanghai')).relation).not.toBe('CONFLICT');
  });

  test('a value stated for a different time under the same key is a CONFLICT', async () => {
    expect((await relate("Springfield's population is 25000 (as of 2010).", "Springfield's population is 30000 (as of 2020).")).relation).toBe('CONFLICT');
  });

  test('the judge is deterministic', async () => {
    const a = await relate("The user's age is 31.", "The user's age is 30.");
    const b = await relate("The user's age is 31.", "The user's age is 30.");
    expect(a).toEqual(b);
  });
});

describe('a flipped polarity on a frame that holds several values', () => {
  /** Both claims under one key, as the revision core hands a speaker's two statements to the judge. */
  async function sameKey(incoming: string, existing: string): Promise<Judgement> {
    const [a, b] = [parseClaim(incoming), parseClaim(existing)];
    expect([a.frame, b.frame]).toEqual(['possession', 'possession']);
    return judge.judge({ content: incoming, claim: { ...a, key: 'user|possession' } }, { content: existing, claim: { ...b, key: 'user|possession' } }, 0.2);
  }

  test('denying one thing leaves another standing', async () => {
    expect((await sameKey('I have no car.', 'I own a white rabbit.')).relation).toBe('COEXIST');
  });

  test('a denial that says a thing had ends is a CONFLICT, whatever its words', async () => {
    expect((await sameKey("I don't have a car any more.", 'I own a white rabbit.')).relation).toBe('CONFLICT');
  });

  test('denying the same thing is a CONFLICT', async () => {
    expect((await sameKey("I don't have a car any more.", 'I have a blue car.')).relation).toBe('CONFLICT');
  });
});
