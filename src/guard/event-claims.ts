/**
 * One event claimed again: a short write that reports the same kind of event (a resignation, a
 * takeover, a cancellation, a price rise, a side effect …, in any language the event lexicons read)
 * about the same thing as an earlier write of its principal, and states no other value, is the same
 * claim in other words — "Skjelvik Line has filed for bankruptcy" and "Färjerederiet Skjelvik Line
 * har ansökt om konkurs". A feed that reports one story's developments, or one tournament's results,
 * names the same thing again with other values (another score, another date, a place or a person the
 * other did not name): each of those is a claim of its own.
 */
import { analyze } from '../analysis/analyze.js';
import { compileLexicon, conceptsOf, type ConceptLexicon } from '../analysis/concepts.js';
import { EVENT_FRAMES, EVENT_PREFIX } from '../analysis/lexicon-events.js';
import { stemLanguage } from '../analysis/stems.js';
import type { ClaimSketch } from './counters.js';
import { nameSkeletons } from './repeat-model.js';

let lexicon: ConceptLexicon | undefined;

/** A report's modality, not an event: "sources say" is said of anything. */
const MODALITY = `${EVENT_PREFIX}rumour`;

/** The event lexicons, compiled once per thread (some twenty thousand terms: most of a second). */
export function eventLexicon(): ConceptLexicon {
  return (lexicon ??= compileLexicon({}, 0, EVENT_FRAMES));
}

/** The kinds of event a text reports (`event.resign`, `event.acquire` …), sorted. */
export function eventsOfText(text: string, at: number): string[] {
  const lexicon = eventLexicon();
  const a = analyze(text, at);
  const stemIn = stemLanguage(a.language);
  const out = new Set<string>();
  for (const s of a.sentences) for (const c of conceptsOf(s, lexicon, stemIn).keys()) if (c !== MODALITY) out.add(c);
  return [...out].sort();
}

/** The numbers and days a sketch states. */
const numbersOf = (s: ClaimSketch) => new Set(s.numbers);
const daysOf = (s: ClaimSketch) => new Set((s.marks ?? []).filter((m) => m.startsWith('date:')));

/** Two sets that both hold something, neither holding all of the other: two values, not one given twice. */
function rival(x: ReadonlySet<string>, y: ReadonlySet<string>): boolean {
  if (x.size === 0 || y.size === 0) return false;
  return [...x].some((v) => !y.has(v)) && [...y].some((v) => !x.has(v));
}

/** The values of `b` that `a` does not state in any of its words (one language only: another writes them otherwise). */
function added(a: ClaimSketch, b: ClaimSketch): number {
  const said = new Set([...(a.parts ?? []), ...(a.marks ?? []), ...a.names, ...(a.subject ?? [])]);
  return (b.marks ?? []).filter((m) => !said.has(m)).length;
}

/** The script a short write is written in (English is Latin script); undefined when unsure. */
const scriptOf = (s: ClaimSketch) => (s.language === 'English' ? 'Latin' : s.language === 'und' ? undefined : s.language);

/**
 * What a short write names, by sound: its marks (a brand, a code, a capitalised non-word), and in
 * English its proper nouns — which the sketch's names are only there: in another language every word
 * no English dictionary lists is among them ("retour", "chaque").
 */
const anchorsOf = (s: ClaimSketch) => nameSkeletons({ ...s, names: s.language === 'English' ? s.names : [] });

/** Values one copy may add to another (a source, a day): a second one is another fact. */
const MAX_ADDED = 1;

/**
 * Do two short writes of one principal report one event? They report one kind of event, name one
 * thing in common (by sound, in any script) or state one value in common, state no rival numbers
 * or days, and — in one script, where names are written alike — neither names more than one value
 * the other's words lack.
 */
export function sameEvent(a: ClaimSketch, b: ClaimSketch): boolean {
  if (!a.parts || !b.parts || !a.events?.length || !b.events?.length) return false;
  if (!a.events.some((e) => b.events!.includes(e))) return false;
  const numbers = (s: ClaimSketch) => s.numbers.filter((n) => n.length >= 2);
  // A name one of them surely gives, found among the other's names (a German copy's names are any
  // words no English dictionary lists, its capitals saying nothing): "Grauwald" in both.
  const named = (x: ClaimSketch, y: ClaimSketch) => {
    const theirs = nameSkeletons(y);
    return [...anchorsOf(x)].some((k) => theirs.has(k));
  };
  const tied = named(a, b) || named(b, a) || numbers(b).some((n) => a.numbers.includes(n)) || [...daysOf(b)].some((d) => daysOf(a).has(d));
  if (!tied) return false;
  if (rival(numbersOf(a), numbersOf(b)) || rival(daysOf(a), daysOf(b))) return false;
  const script = scriptOf(a);
  if (script && script === scriptOf(b)) return added(a, b) <= MAX_ADDED && added(b, a) <= MAX_ADDED;
  return true;
}
