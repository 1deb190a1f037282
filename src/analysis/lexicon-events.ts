/**
 * The event frames: what happens to a person, an organisation, a product, a place or an event, as
 * news, posts and records report it, in the languages of `lexicon-events-a.ts` and
 * `lexicon-events-b.ts` (each written blind by a helper). Their concepts are named `event.<frame>`;
 * they are read by verb lemmas and by stems like the lexicons of actions (concepts.ts), and compiled
 * on their own (guard/event-claims.ts), never into the screening lexicon.
 */
import type { LexiconEntry } from './lexicon-defaults.js';
import { EVENT_TERMS_A } from './lexicon-events-a.js';
import { EVENT_TERMS_B } from './lexicon-events-b.js';

/** The prefix of an event frame's concept name. */
export const EVENT_PREFIX = 'event.';

/** Terms per event frame (`event.resign` …) and language. */
export const EVENT_FRAMES: Record<string, LexiconEntry> = Object.fromEntries(
  [...new Set([...Object.keys(EVENT_TERMS_A), ...Object.keys(EVENT_TERMS_B)])].map((frame) => [`${EVENT_PREFIX}${frame}`, { ...EVENT_TERMS_A[frame], ...EVENT_TERMS_B[frame] }]),
);
