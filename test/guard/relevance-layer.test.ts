import { describe, expect, test } from 'vitest';
import type { Embedder } from '../../src/embed/embedder.js';
import { createRelevanceLayer } from '../../src/guard/relevance-layer.js';

const layer = createRelevanceLayer();
const context = {
  task: 'Plan a family trip to Lisbon in May: flights, hotel near the old town, and museum visits.',
  recent: [
    'The user wants a hotel in Alfama with a view of the river, under 150 euros a night.',
    'Flights from Berlin to Lisbon on May 3 are cheapest in the morning.',
    'The kids would like to see the Oceanarium and ride tram 28.',
  ],
};
const OFF_TASK = 'Quarterly invoice: the consulting retainer for database migration work is payable by ACH within thirty days.';

describe('relevance layer', () => {
  test('an on-task write is severity none', () => {
    const f = layer.assess({ content: 'Book the Alfama hotel with the river view for May 3 to May 9.', trust: 0.4 }, context);
    expect(f.severity).toBe('none');
  });

  test('an off-task low-trust write is medium', () => {
    const f = layer.assess({ content: OFF_TASK, trust: 0.4 }, context);
    expect(f.severity).toBe('medium');
    expect(f.reasons[0]).toMatch(/off-task write with low trust/);
  });

  test('an off-task user write is only low', () => {
    expect(layer.assess({ content: OFF_TASK, trust: 0.9 }, context).severity).toBe('low');
  });

  test('with no task and no recent writes it is none ("no context")', () => {
    const f = layer.assess({ content: OFF_TASK, trust: 0.2 }, {});
    expect(f.severity).toBe('none');
    expect(f.reasons[0]).toMatch(/no context/);
  });

  test('a terse task alone is too little context to hold a low-trust write', () => {
    const f = layer.assess({ content: OFF_TASK, trust: 0.4 }, { task: 'Plan a trip.' });
    expect(f.severity).toBe('low');
  });

  test('a throwing embedder gives severity error without throwing', () => {
    const broken: Embedder = {
      model: { id: 'broken', dim: 4 },
      embed: () => {
        throw new Error('model unavailable');
      },
    };
    const f = createRelevanceLayer({ embedder: broken }).assess({ content: OFF_TASK, trust: 0.4 }, context);
    expect(f.severity).toBe('error');
    expect(f.reasons[0]).toMatch(/model unavailable/);
  });
});
