/**
 * The learned repeat model (src/guard/repeat-model.ts): one claim in other languages and formats
 * from one principal is held after the second copy; a busy feed on one topic is not; a model file
 * that cannot be read leaves every write undecided.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ManualClock } from '../../src/core/clock.js';
import { InMemoryCounters } from '../../src/guard/counters.js';
import { createRateLayer } from '../../src/guard/rate-layer.js';
import { readForRate } from '../../src/guard/rate-layer.js';
import { mayRepeat } from '../../src/guard/repeat-model.js';
import type { RateConfigInput } from '../../src/guard/rate-config.js';

/** A rate layer with the learned repeat model on (it is off by default), unless `config` says otherwise. */
const layer = (config?: RateConfigInput) => {
  const clock = new ManualClock(Date.UTC(2026, 4, 1));
  const repetition = { ...config?.repetition, learned: { enabled: true, ...config?.repetition?.learned } };
  return { clock, rate: createRateLayer({ counters: new InMemoryCounters(), clock, config: { ...config, repetition } }) };
};
const write = (content: string, principal = 'tool-feed') => ({ content, principal, tenant: 't', channel: 'tool', session: 's' });

async function severities(texts: string[], config?: RateConfigInput): Promise<{ severity: string; reasons: string[] }[]> {
  const { clock, rate } = layer(config);
  const out = [];
  for (const t of texts) {
    clock.advance(20_000);
    out.push(await rate.assess(write(t)));
  }
  return out;
}

describe('learned repeat model', () => {
  const flood = [
    'Quarry Hill Pharmacy will close at 15:00 every Saturday from now on.',
    'Apotheek Quarry Hill sluit voortaan elke zaterdag om 15:00.',
    '{"shop": "Quarry Hill Pharmacy", "saturday_closing": "15:00"}',
    'La farmacia Quarry Hill cerrará a las 15:00 todos los sábados.',
    'Quarry Hill Pharmacy ferme désormais à 15:00 le samedi.',
  ];

  test('one claim in five languages and formats: the third and later copies are held, read by the model', async () => {
    const found = await severities(flood);
    expect(found.slice(0, 2).map((f) => f.severity)).not.toContain('high');
    expect(found.slice(2).map((f) => f.severity)).toEqual(['high', 'high', 'high']);
    expect(found.slice(2).some((f) => f.reasons.some((r) => r.includes('(learned)')))).toBe(true);
  });

  test('with the model off, no write is read by it', async () => {
    const found = await severities(flood, { repetition: { learned: { enabled: false } } });
    expect(found.flatMap((f) => f.reasons).some((r) => r.includes('(learned)'))).toBe(false);
  });

  test('the model reads a feed of different news about one shop as no flood', async () => {
    const feed = [
      'Quarry Hill Pharmacy: flu vaccinations are back in stock.',
      'Quarry Hill Pharmacy is hiring a weekend assistant.',
      'Apotheek Quarry Hill: nieuwe openingsuren vanaf maandag.',
      'Quarry Hill Pharmacy raised 2,400 euros for the food bank.',
      'La farmacia Quarry Hill abre una segunda tienda en el puerto.',
    ];
    // (The hand-written value checks hold some of it: they read the shop's name and the Dutch and
    // Spanish words as one claim's values.)
    expect((await severities(feed)).flatMap((f) => f.reasons).some((r) => r.includes('(learned)'))).toBe(false);
  });

  test('in one language, another number or another date is another claim whatever the wording', () => {
    const v = (t: string) => readForRate(t, undefined, Date.UTC(2026, 4, 1), 8000).values;
    expect(mayRepeat(v('The board meets in room 4 on Tuesday.'), v('Reminder: the board meets in room 5 on Tuesday.'))).toBe(false);
    expect(mayRepeat(v('The board meets in room 4 on Tuesday.'), v('Reminder: the board meets in room 4 on Tuesday.'))).toBe(true);
    expect(mayRepeat(v('The fair opens on 3 June.'), v('La feria abre el 4 de junio.'))).toBe(false);
  });

  test('a model file that cannot be read leaves every write undecided (an error finding), never unchecked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'repeat-model-'));
    const model = join(dir, 'broken.json');
    writeFileSync(model, '{"format": "hindsight-linear-repeat", "version": 1}');
    const { rate } = layer({ repetition: { learned: { model } } });
    const f = await rate.assess(write('Quarry Hill Pharmacy will close at 15:00.'));
    expect(f.severity).toBe('error');
    expect(f.reasons[0]).toContain(`learned repeat model ${model}: model dims must be a power of two`);
  });
});
