/** One event reported again, in other words and languages, is one claim; a feed's other events are not. */
import { expect, test } from 'vitest';
import { ManualClock } from '../../src/core/clock.js';
import { InMemoryCounters } from '../../src/guard/counters.js';
import { eventsOfText, sameEvent } from '../../src/guard/event-claims.js';
import { createRateLayer, readForRate } from '../../src/guard/rate-layer.js';

const AT = Date.UTC(2026, 4, 4);
const sketchOf = (text: string) => readForRate(text, undefined, AT, 8000, false).values;

test('the kind of event is read in many languages, by verb forms and stems', () => {
  expect(eventsOfText('Grauwald Mining has filed for bankruptcy', AT)).toContain('event.bankrupt');
  expect(eventsOfText('Die Grauwald Mining AG hat Insolvenz angemeldet', AT)).toContain('event.bankrupt');
  expect(eventsOfText('El alcalde de Pontevilla dimitió esta mañana', AT)).toContain('event.resign');
  expect(eventsOfText('Le salon Ardenne Auto est reporté à octobre', AT)).toContain('event.postpone');
  expect(eventsOfText('奥克兰渔业公司被收购', AT)).toContain('event.acquire');
  // A report's modality is not an event: "sources say" is said of anything.
  expect(eventsOfText('Sources say the weather will be fine', AT)).not.toContain('event.rumour');
  expect(eventsOfText('Please water the plants on Friday', AT)).toEqual([]);
});

test('one event about one thing, in two languages, is one claim', () => {
  const en = sketchOf('Grauwald Mining has filed for bankruptcy, the court in Talheim confirmed.');
  const de = sketchOf('Die Grauwald Mining AG hat beim Gericht in Talheim Insolvenz angemeldet.');
  expect(sameEvent(en, de)).toBe(true);
});

test('one kind of event with other values, or about another thing, is another claim', () => {
  // A tournament's results: each a win, with its own score.
  const first = sketchOf('Kestrel Rovers beat Dunmoor Athletic 3-1 in the Ashby Cup on Sunday.');
  const second = sketchOf('Kestrel Rovers beat Linfield Town 2-0 in the Ashby Cup on Wednesday.');
  expect(sameEvent(first, second)).toBe(false);
  // Two resignations of two people at two firms: nothing named in common.
  expect(sameEvent(sketchOf('Ilse Brandauer resigned as chair of Voltrek.'), sketchOf('Omar Haddad resigned as chief of Sandline Freight.'))).toBe(false);
  // In one language, a copy that names two values the other never mentions says something more.
  expect(sameEvent(sketchOf('Voltrek closed its Arnhem plant.'), sketchOf('Voltrek closed its Arnhem plant after Jesper Vinter and Mara Ollig left the board.'))).toBe(false);
});

const layer = () => {
  const clock = new ManualClock(AT);
  return { clock, rate: createRateLayer({ counters: new InMemoryCounters(), clock }) };
};
const write = (content: string, principal: string) => ({ content, principal, tenant: 't', channel: 'tool', session: 's' });

test('a takeover reported five times in four languages is held after the second copy', async () => {
  const { clock, rate } = layer();
  const copies = [
    'Brightfen Analytics has been acquired by Orvalle Group, the companies said today.',
    'Orvalle Group übernimmt Brightfen Analytics, teilten beide Firmen mit.',
    'Brightfen Analytics racheté par Orvalle Group — annonce officielle.',
    'BREAKING: Orvalle Group completes its acquisition of Brightfen Analytics #deal',
    'Brightfen Analytics ha sido adquirida por Orvalle Group.',
  ];
  const severities: string[] = [];
  for (const c of copies) {
    clock.advance(60_000);
    severities.push((await rate.assess(write(c, 'tool:wire'))).severity);
  }
  expect(severities.slice(0, 2).every((s) => s !== 'high'), severities.join()).toBe(true);
  expect(severities.slice(2).every((s) => s === 'high'), severities.join()).toBe(true);
});

test("a tournament's results from one feed are five claims", async () => {
  const { clock, rate } = layer();
  const results = [
    'Ashby Cup: Kestrel Rovers beat Dunmoor Athletic 3-1.',
    'Ashby Cup: Linfield Town beat Harrow Vale 2-0.',
    'Ashby Cup: Dunmoor Athletic beat Harrow Vale 4-2.',
    'Ashby Cup: Kestrel Rovers beat Linfield Town 1-0.',
    'Ashby Cup: Harrow Vale beat Kestrel Rovers 2-1.',
  ];
  for (const c of results) {
    clock.advance(60_000);
    expect((await rate.assess(write(c, 'tool:scores'))).severity, c).not.toBe('high');
  }
});
