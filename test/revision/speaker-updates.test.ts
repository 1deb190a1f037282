/**
 * A user's own changes among many of their memories: a change replaces the one memory it is most
 * about — tied by a name, a specific noun, the kind of value, a one-per-person attribute or (in
 * Chinese) a shared word inside a compound — and never every memory that shares a frame or a
 * weekday. A question about an attribute is answered with the version that holds now.
 */
import { describe, expect, test } from 'vitest';
import { affinity } from '../../src/revision/affinity.js';
import { parseClaim } from '../../src/revision/claim.js';
import { facetsOf } from '../../src/revision/facets.js';
import { HOUR, T0, USER, harness, history } from './engine-fixture.js';

const DAY = 24 * HOUR;

const read = (content: string) => ({ content, claim: parseClaim(content, undefined, T0), facets: facetsOf(content, T0) });
const tie = (a: string, b: string) => affinity(read(a), read(b));

describe('affinity', () => {
  test('a specific noun in both ties more than a general one', () => {
    const change = 'Swimming moved to Sunday mornings, the office keeps me late on weekdays.';
    expect(tie(change, 'I swim at the lido on Tuesdays and Thursdays.')).toBeLessThan(tie(change, 'Swimming is on Tuesdays and Thursdays at the lido.'));
    // "office" has many senses in WordNet: it weighs less than a word with one.
    expect(tie(change, 'My office laptop is a ten-year-old ThinkPad.')).toBeLessThan(tie(change, 'Swimming is on Tuesdays and Thursdays at the lido.'));
  });

  test('the same kind of value ties: a phone number to a phone number, an address to an address', () => {
    expect(tie('You can reach me on 020 7946 0321 from now on.', 'My mobile is 020 7946 0958.')).toBeGreaterThanOrEqual(2);
    expect(tie('Please write to ines.d@postbox.example instead.', 'My email is ines@oldmail.example.')).toBeGreaterThanOrEqual(2);
    expect(tie('You can reach me on 020 7946 0321 from now on.', 'My email is ines@oldmail.example.')).toBeLessThan(2);
  });

  test('Chinese compounds share a word inside them', () => {
    expect(tie('牙科诊所来电话，把我的洗牙改到周五了。', '我约了下周二洗牙。')).toBeGreaterThanOrEqual(2);
    expect(tie('牙科诊所来电话，把我的洗牙改到周五了。', '我每天骑车上班。')).toBeLessThan(2);
  });

  test('"I\'m" in both is no name they share', () => {
    expect(tie("Gave up on Italian. I'm doing pottery evenings at the community college now.", "I'm allergic to shellfish.")).toBeLessThan(2);
  });

  test('one attribute of the person named in two languages ties; a relative\'s does not', () => {
    expect(tie('Ich wohne jetzt in Graz.', 'I live in Vienna.')).toBeGreaterThanOrEqual(2);
    expect(tie('My brother lives in Linz.', 'I live in Vienna.')).toBeLessThan(tie('Ich wohne jetzt in Graz.', 'I live in Vienna.'));
  });

  test('two dated texts are not tied by their dates alone', () => {
    expect(tie('The piano recital got pushed to 12 June at 6pm.', 'My passport appointment is on 3 June at 9am.')).toBeLessThan(2);
  });
});

describe("a user's change replaces the memory it is about", () => {
  test('among several of the user\'s plans, only the one the change names', async () => {
    const h = await harness();
    const { facts, change } = await history(
      h,
      [
        'I swim at the lido on Tuesdays and Thursdays.',
        'I booked a cabin in the Tatras for the last weekend of May.',
        'My sister visits every other weekend.',
        'I get up at 6:30 on weekdays.',
      ],
      'Switched swimming to weekend mornings, weekday evenings are too busy now.',
    );
    expect(await h.status(facts[0])).toBe('superseded');
    for (const id of facts.slice(1)) expect(await h.status(id)).toBe('active');
    expect(await h.status(change)).toBe('active');
  });

  test('a new number replaces the old number, whatever the words around it', async () => {
    const h = await harness();
    const { facts } = await history(
      h,
      ['My mobile is 020 7946 0958.', 'I take the 7:40 bus to work.', 'My email is ines@oldmail.example.'],
      'Changed provider and lost the old line, so reach me on 020 7946 0321 now.',
    );
    expect(await h.status(facts[0])).toBe('superseded');
    expect(await h.status(facts[1])).toBe('active');
    expect(await h.status(facts[2])).toBe('active');
  });

  test('a move replaces where the user lives, not a contact card whose e-mail is their "home" one', async () => {
    const h = await harness();
    const { facts, change } = await history(
      h,
      [
        'I live in Lisbon, in an old flat near the Alfama steps.',
        'BEGIN:VCARD\nVERSION:3.0\nFN:Ines Duarte\nEMAIL;TYPE=home:ines.duarte@mailbox.example\nEND:VCARD',
        'I cycle to the studio most days.',
      ],
      'We moved to Braga last month! The new home address is Rua do Souto 14, 4700 Braga.',
    );
    expect(await h.status(facts[0])).toBe('superseded');
    expect(await h.status(facts[1])).toBe('active');
    expect(await h.status(facts[2])).toBe('active');
    expect(await h.status(change)).toBe('active');
  });

  test('a change of two things replaces both: a move and a new job at a place named', async () => {
    const h = await harness();
    const { facts } = await history(
      h,
      ['I live in Perth.', 'I work at Curtin University.', 'My niece studies at Flinders.'],
      'I moved to Adelaide and now I work at Flinders.',
    );
    expect(await h.status(facts[0])).toBe('superseded');
    expect(await h.status(facts[1])).toBe('superseded');
    expect(await h.status(facts[2])).toBe('active');
  });

  test('a standing instruction to the assistant, said in the second person, is replaced by a new one', async () => {
    const h = await harness();
    const { facts, change } = await history(h, ['You should write your replies in French.'], 'You should write your replies in English from now on.');
    expect(await h.status(facts[0])).toBe('superseded');
    expect(await h.status(change)).toBe('active');
  });

  test('Chinese: a rescheduled appointment replaces that appointment only', async () => {
    const h = await harness();
    const { facts } = await history(h, ['我约了下周二上午洗牙。', '我每周四晚上打羽毛球。', '我住在南京鼓楼区。'], '牙科诊所来电话，把我的洗牙改到周五下午了。');
    expect(await h.status(facts[0])).toBe('superseded');
    expect(await h.status(facts[1])).toBe('active');
    expect(await h.status(facts[2])).toBe('active');
  });

  test('one named person\'s change does not replace another\'s', async () => {
    const h = await harness();
    const a = await h.engine.write(USER, { content: 'Marta Lindqvist works as a radiographer.' });
    h.clock.advance(DAY);
    const b = await h.engine.write(USER, { content: 'Jonas Berg works as a radiographer.' });
    h.clock.advance(DAY);
    await h.engine.write(USER, { content: 'Marta Lindqvist now works as a sonographer.' });
    expect(await h.status(a.id)).toBe('superseded');
    expect(await h.status(b.id)).toBe('active');
  });
});

describe('questions about an attribute', () => {
  test('a question worded like the old fact is answered with the version that replaced it', async () => {
    const h = await harness();
    const { facts, change } = await history(h, ['My mobile is 020 7946 0958.'], 'Changed provider and lost the old line, so reach me on 020 7946 0321 now.');
    expect(await h.status(facts[0])).toBe('superseded');
    const out = await h.engine.search(USER, { query: 'what is my mobile' });
    expect(out.results[0]?.id).toBe(change);
    expect(out.results.map((r) => r.id)).not.toContain(facts[0]);
  });

  test('a question names the attribute, the memory names only its value', async () => {
    const h = await harness();
    const car = await h.engine.write(USER, { content: 'I drive a 2012 Skoda Octavia.' });
    await h.engine.write(USER, { content: 'I have two sisters and a brother.' });
    const out = await h.engine.search(USER, { query: 'what car do I have' });
    expect(out.results[0]?.id).toBe(car.id);
  });

  test("another user's memory of the same attribute is not the answer", async () => {
    const h = await harness();
    await h.engine.write({ ...USER, principal: 'bob' }, { content: 'I drive a 2019 Volvo estate.' });
    const mine = await h.engine.write(USER, { content: 'I drive a 2012 Skoda Octavia.' });
    const out = await h.engine.search(USER, { query: 'what car do I have' });
    expect(out.results[0]?.id).toBe(mine.id);
  });
});

describe('what recurs is no change', () => {
  test('"renews every September" states a recurring date: it replaces none of the user\'s facts', async () => {
    const h = await harness();
    const { facts, change } = await history(h, ['My home address is Flat 3, 12 Birch Row, Leeds LS6 2EH.'], 'Our home contents insurance is with Harbour Mutual, it renews every September.');
    expect(parseClaim('Our home contents insurance is with Harbour Mutual, it renews every September.', undefined, T0).cue).toBe(false);
    expect(parseClaim('Our home contents insurance renewed in September with another insurer.', undefined, T0).cue).toBe(true);
    expect(await h.status(facts[0])).toBe('active');
    expect(await h.status(change)).toBe('active');
  });

  test('a habit of the speaker beside a recurrence is no change', () => {
    expect(parseClaim('I switch to decaf every evening after six.', undefined, T0).cue).toBe(false);
    expect(parseClaim('We renew the office lease every September.', undefined, T0).cue).toBe(false);
  });

  test("the speaker's own change to a recurring time, or a recurrence that is the new value, is a change", () => {
    for (const text of ['From next week I switch to yoga every Monday.', "I'll change my runs to every Saturday.", 'We decided to switch the standup to every evening.']) {
      expect(parseClaim(text, undefined, T0).cue, text).toBe(true);
    }
  });
});
