/**
 * Claims read from the analysis: paraphrases of one attribute share a key whatever their
 * template, and the signals of change, addition and denial are read from the text.
 */
import { describe, expect, test } from 'vitest';
import { parseClaim } from '../../src/revision/claim.js';

const key = (t: string) => parseClaim(t).key;

describe('one attribute, several wordings, one key', () => {
  test.each([
    ['I live in Porto.', 'I relocated to Valencia in June.'],
    ['Noor works at Brightwave.', 'Noor just started at Tidepool Labs.'],
    ["Noor's employer is Brightwave.", 'Noor works for Tidepool Labs now.'],
    ['Ivan works as a pharmacist.', 'Ivan is a paramedic now.'],
    ['The spare battery is in the garage.', 'I keep the spare battery in the hall closet now.'],
    ['Our retro is on Fridays at 4pm.', 'We moved the retro to Thursday at 2pm.'],
    ['我住在成都。', '我上个月搬到重庆了。'],
    ['我在网易工作。', '我现在在小米上班。'],
    ['周会在周一上午十点。', '周会改到周二下午三点了。'],
  ])('"%s" and "%s"', (a, b) => {
    expect(key(a)).not.toBe('');
    expect(key(a)).toBe(key(b));
  });
});

describe('attributes that differ keep apart', () => {
  test('where someone lives and where they work', () => {
    expect(key('Noor lives in Leeds.')).not.toBe(key('Noor works at Brightwave.'));
  });
  test('two favourites of two domains', () => {
    expect(key('My favourite film is Alien.')).not.toBe(key('My favourite dish is pho.'));
  });
  test('a wrapper label is not part of the subject', () => {
    expect(key("Reminder: Noor's employer is Brightwave.")).toBe(key("Noor's employer is Brightwave."));
  });
});

describe('signals', () => {
  test('a verb of change is a cue; a plain statement is not', () => {
    expect(parseClaim('I switched to the night shift.').cue).toBe(true);
    expect(parseClaim('I work the night shift.').cue).toBe(false);
    // "now and then" says how often.
    expect(parseClaim('I still have a cigarette now and then.').cue).toBe(false);
    expect(parseClaim('I now cycle to work.').cue).toBe(true);
  });
  test('"also" adds a value', () => {
    expect(parseClaim('I also speak Greek.').additive).toBe(true);
  });
  test('an old value named and denied is read as denied', () => {
    expect(parseClaim('I left Brightwave and joined Tidepool Labs.').denied).toContain('brightwave');
    // Verbs that end or replace a value name the old one as their object.
    expect(parseClaim('Traded in the Corolla last week, so now I drive a used Leaf.').denied).toContain('corolla');
    expect(parseClaim('Pho has replaced risotto as my go-to dinner.').denied).toContain('risotto');
  });
  test('"second-hand" is a compound adjective, not a second value', () => {
    expect(parseClaim('I bought a second-hand piano.').additive).toBe(false);
    expect(parseClaim('I bought a second piano for the studio.').additive).toBe(true);
  });
  test('"no longer" negates and cues', () => {
    const c = parseClaim('Omar no longer eats meat.');
    expect(c.negated).toBe(true);
    expect(c.cue).toBe(true);
  });
  test('a short chat line with no claim has no key', () => {
    expect(key('haha fair enough')).toBe('');
  });
});
