/**
 * Changes a user states in ordinary words, often with no word of change: a date in words ("as of
 * this month"), "going forward", a request to switch a value, Chinese 从…开始 and 不…了, Japanese
 * and Korean "since last month"; a change tied to the memory whose value it swaps (a plural of a
 * topic word, an opposite choice, an attribute both name); amounts that give way to a change; and
 * a question answered by the memory that names the asked attribute.
 */
import { describe, expect, test } from 'vitest';
import { affinity } from '../../src/revision/affinity.js';
import { parseClaim } from '../../src/revision/claim.js';
import { extractEventTime } from '../../src/revision/event-time.js';
import { facetsOf } from '../../src/revision/facets.js';
import { HeuristicJudge } from '../../src/revision/judges/heuristic-judge.js';
import { T0 } from './engine-fixture.js';

const read = (content: string) => ({ content, claim: parseClaim(content, undefined, T0), facets: facetsOf(content, T0) });
const tie = (a: string, b: string) => affinity(read(a), read(b));
const cue = (t: string) => parseClaim(t, undefined, T0).cue;

describe('changes said without a word of change', () => {
  test('a change dated in words is no part of the claim and signals a change', () => {
    const out = extractEventTime('As of next week, my desk is on the fourth floor.');
    expect(out.since).toBe(true);
    expect(out.eventTime).toBeUndefined();
    expect(out.rest).toBe('my desk is on the fourth floor.');
    expect(parseClaim('Effective Monday my role is team lead.', undefined, T0).key).toBe('user|role');
    expect(cue('Effective Monday my role is team lead.')).toBe(true);
  });

  test('a full date is still an event time, and "from Monday to Friday" is no change', () => {
    expect(extractEventTime('As of 2021 the bridge had two lanes.').eventTime).toBe(Date.UTC(2021, 0, 1));
    expect(extractEventTime('I cycle to work from Monday to Friday.').since).toBeUndefined();
    expect(cue('I cycle to work from Monday to Friday.')).toBe(false);
  });

  test('"going forward" and a request to switch a value from one to another are changes', () => {
    expect(cue('Going forward, please address me as Dr. Okafor.')).toBe(true);
    expect(cue('Please switch my billing contact from Priya to Tomasz.')).toBe(true);
    expect(cue('Please address the letter to Dr. Okafor.')).toBe(false);
  });

  test('Chinese 从…开始 says when, not what; 不…了 says a state ended', () => {
    const c = parseClaim('我从下个月开始在苏州上班。', undefined, T0);
    expect(c.frame).toBe('employer');
    expect(c.value).toBe('苏州');
    expect(c.cue).toBe(true);
    expect(cue('我不吃辣了。')).toBe(true);
    expect(cue('我不吃辣。')).toBe(false);
  });

  test('Chinese 了 after a state reached is a change; after how long it has lasted it is not', () => {
    expect(cue('我们上个月结婚了。')).toBe(true);
    expect(cue('我在杭州上班五年了。')).toBe(false);
  });

  test('Japanese and Korean "since last month" are changes', () => {
    expect(cue('息子は今月から新しい塾に通っています。')).toBe(true);
    expect(cue('지난달부터 새 회사에 다니고 있어요.')).toBe(true);
    expect(cue('息子は近所の塾に通っています。')).toBe(false);
  });

  test('"from home" is where one works, not where one lives', () => {
    expect(parseClaim('I work from home on Mondays.', undefined, T0).frames).not.toContain('residence');
    expect(parseClaim('My home is a flat in Bristol.', undefined, T0).frames).toContain('residence');
  });

  test('an e-mail address is no home', () => {
    expect(parseClaim('My work email address is r.ortiz@firm.example.', undefined, T0).frames).not.toContain('residence');
    expect(parseClaim('My home address is 4 Elm Row.', undefined, T0).frames).toContain('residence');
  });
});

describe('a change ties the memory whose value it swaps', () => {
  test("a topic word's plural ties the topic named in another language", () => {
    expect(tie('我最近不喝咖啡了，改喝茶。', 'I have two lattes every morning.')).toBeGreaterThanOrEqual(2);
  });

  test('an opposite choice ties; an opposite quality does not', () => {
    expect(tie('These days I pick the window when I take the train.', 'On trains I always book an aisle seat.')).toBeGreaterThanOrEqual(2);
    expect(tie('The flat is cold now that winter is here.', 'My office is hot in the afternoons.')).toBeLessThan(2);
  });

  test('a one-per-person attribute named beside the main frame ties, another attribute does not', () => {
    expect(tie('We moved in March! My address is 9 Quay Street in Galway now.', 'I live on Harbour Road in Cork.')).toBeGreaterThanOrEqual(2);
    expect(tie('We moved in March! My address is 9 Quay Street in Galway now.', 'My email address is nuala@mail.example.')).toBeLessThan(2);
  });
});

describe('what a change is about', () => {
  test('"as <role> at <employer>" after a word of holding a job names both; "praised as" does not', () => {
    expect(parseClaim('Started today as head chef at Marlowe Bistro.', undefined, T0).frames).toEqual(expect.arrayContaining(['role', 'employer']));
    expect(parseClaim('She was praised as the best speaker at Harvard.', undefined, T0).frames).not.toContain('role');
  });

  test('"no more X" and "from here on" are changes; "no more than" is not', () => {
    expect(cue('Oat milk in my coffee from here on, no more cream.')).toBe(true);
    expect(cue('I can carry no more than two bags.')).toBe(false);
  });

  test('a Chinese name the segmenter splits still ties two texts', () => {
    expect(tie('宝来已经卖掉了，现在开的是一辆电车。', '我开的是一辆灰色的大众宝来。')).toBeGreaterThanOrEqual(2);
  });

  test('"the old X" in two texts is no tie', () => {
    expect(tie('Sold the old bike to a neighbour, I ride a gravel bike now.', 'Moving boxes are stacked in the old study.')).toBeLessThan(2);
  });
});

describe('amounts of different things', () => {
  const judge = (a: string, b: string) => {
    const [x, y] = [parseClaim(a, undefined, T0), parseClaim(b, undefined, T0)];
    return new HeuristicJudge().judge({ content: a, claim: { ...x, key: 'user|amount' } }, { content: b, claim: { ...y, key: 'user|amount' } }, 0.3);
  };

  test('coexist without a change', async () => {
    expect((await judge('I run 5 km three times a week.', 'I drink two coffees a day.')).relation).toBe('COEXIST');
  });

  test('give way when the person says theirs changed', async () => {
    expect((await judge('These days I drink two cups of green tea a day.', 'I drink three espressos a day.')).relation).toBe('CONFLICT');
  });
});
