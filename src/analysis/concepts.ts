/**
 * Concept lexicons over the shared analysis (DESIGN §4.2): each concept (who reads, an action
 * family, an object kind, a condition, a lesson frame) is a set of terms per language; English
 * seeds are widened with WordNet synonyms once, when the lexicon is compiled. Matching is per
 * sentence of an `Analysis`: single words by surface form or lemma, multi-word terms as token
 * runs (a particle may stand a few words off: "turn the firewall off"), and Chinese, Japanese or
 * symbol-bearing terms ("--no-verify") as substrings. Linear in the sentence, no regex per term.
 */
import type { Sentence } from './types.js';
import { DEFAULT_LEXICONS, WORDNET_SEEDS, type LexiconEntry } from './lexicon-defaults.js';
import { synonyms } from './wordnet.js';

/** One term of a concept found in a sentence: token span [start, end) and the term's language. */
export interface ConceptHit {
  start: number;
  end: number;
  lang: string;
  term: string;
}

/** Hits per concept name, for one sentence. */
export type SentenceConcepts = Map<string, ConceptHit[]>;

interface Phrase {
  words: string[];
  lang: string;
  term: string;
}

interface CompiledConcept {
  name: string;
  words: Map<string, { lang: string; term: string }>;
  phrases: Map<string, Phrase[]>;
  prefixes: Phrase[];
  substrings: Phrase[];
}

/** A compiled set of concept lexicons. */
export interface ConceptLexicon {
  concepts: CompiledConcept[];
  /** Every term per concept after WordNet expansion, for `policy check` and tests. */
  terms: Record<string, string[]>;
}

/** Particles of English phrasal verbs: they may stand after the object ("switch the alerts off"). */
const PARTICLES = new Set(['off', 'out', 'down', 'up', 'away', 'aside', 'around', 'over']);
/** Terms matched as substrings: scripts written without spaces, or symbols the tokenizer splits. */
const SUBSTRING_TERM = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[^\p{L}\p{N}\s'’-]|^-/u;

/**
 * Words WordNet lists as synonyms of a seed in a sense too general to stand for the concept
 * ("send" → "direct", "transmit" → "carry"): left out of the expansion.
 */
const TOO_GENERAL = new Set([
  'direct', 'carry', 'conduct', 'channel', 'convey', 'communicate', 'impart', 'word', 'cut', 'break', 'discover', 'help', 'name',
  'note', 'take', 'get', 'give', 'make', 'do', 'have', 'go', 'put', 'set', 'run', 'turn', 'place', 'post', 'station', 'mail',
  'pass', 'hold', 'keep', 'let', 'bring', 'move', 'show', 'find', 'see', 'look', 'jump', 'check', 'control', 'hand', 'point',
  'record', 'book', 'file', 'line', 'list', 'watch', 'mark', 'base', 'screen', 'shield', 'guard', 'cover', 'store', 'act',
  'live', 'work', 'stay', 'stand', 'view', 'event', 'content', 'matter', 'subject', 'thing', 'part', 'piece', 'form', 'state',
  'lead', 'return', 'write', 'read', 'call', 'open', 'close', 'end', 'start', 'drop', 'lower', 'low', 'reduce', 'remove',
  'examination', 'trial', 'run', 'tryout', 'mental test', 'test', 'confirmation', 'substantiation', 'education', 'teaching',
]);

function addTerm(c: CompiledConcept, raw: string, lang: string): void {
  const term = raw.trim().toLowerCase();
  if (!term) return;
  if (SUBSTRING_TERM.test(term)) {
    c.substrings.push({ words: [term], lang, term });
    return;
  }
  if (term.endsWith('*')) {
    c.prefixes.push({ words: [term.slice(0, -1)], lang, term });
    return;
  }
  const words = term.split(/\s+/u);
  if (words.length === 1) {
    if (!c.words.has(term)) c.words.set(term, { lang, term });
    return;
  }
  const list = c.phrases.get(words[0]) ?? [];
  list.push({ words, lang, term });
  c.phrases.set(words[0], list);
}

/**
 * Compiles lexicons: the built-in ones, with a concept's language lists replaced where `overrides`
 * gives them, and English seeds of the expandable concepts widened by WordNet (`senses` most
 * frequent senses; 0 turns expansion off).
 *
 * @example const lex = compileLexicon({}, 1); conceptsOf(sentence, lex).get('transfer')
 */
export function compileLexicon(overrides: Record<string, LexiconEntry> = {}, senses = 1): ConceptLexicon {
  const concepts: CompiledConcept[] = [];
  const terms: Record<string, string[]> = {};
  const names = new Set([...Object.keys(DEFAULT_LEXICONS), ...Object.keys(overrides)]);
  for (const name of names) {
    const entry: LexiconEntry = { ...DEFAULT_LEXICONS[name], ...overrides[name] };
    const c: CompiledConcept = { name, words: new Map(), phrases: new Map(), prefixes: [], substrings: [] };
    const all = new Set<string>();
    for (const [lang, list] of Object.entries(entry)) {
      for (const t of list) {
        addTerm(c, t, lang);
        all.add(t.toLowerCase());
      }
    }
    const wn = WORDNET_SEEDS[name];
    if (wn && senses > 0) {
      for (const seed of wn.seeds) {
        for (const syn of synonyms(seed, wn.pos, senses)) {
          if (all.has(syn) || TOO_GENERAL.has(syn)) continue;
          addTerm(c, syn, 'en');
          all.add(syn);
        }
      }
    }
    terms[name] = [...all];
    concepts.push(c);
  }
  return { concepts, terms };
}

/** Start offset of each token in the sentence text (tokens appear in order). */
function tokenOffsets(s: Sentence, lower: string): number[] {
  const out: number[] = [];
  let at = 0;
  for (const t of s.tokens) {
    const i = lower.indexOf(t.lower, at);
    out.push(i < 0 ? at : i);
    if (i >= 0) at = i + t.lower.length;
  }
  return out;
}

/** The token whose text covers character `offset`. */
function tokenAt(offsets: number[], offset: number): number {
  let k = 0;
  while (k + 1 < offsets.length && offsets[k + 1] <= offset) k++;
  return k;
}

function matchesAt(s: Sentence, i: number, word: string): boolean {
  const t = s.tokens[i];
  return t !== undefined && (t.lower === word || t.lemma === word);
}

/** The end of phrase `p` matched from token `i`, or -1. A particle may stand up to 3 tokens on. */
function phraseEnd(s: Sentence, i: number, p: Phrase): number {
  let j = i + 1;
  for (let w = 1; w < p.words.length; w++) {
    if (matchesAt(s, j, p.words[w])) {
      j++;
      continue;
    }
    if (w === p.words.length - 1 && PARTICLES.has(p.words[w])) {
      let k = j + 1;
      while (k < j + 3 && k < s.tokens.length && !matchesAt(s, k, p.words[w])) k++;
      if (matchesAt(s, k, p.words[w])) return k + 1;
    }
    return -1;
  }
  return j;
}

/**
 * The concepts a sentence mentions, with where. Each concept lists its hits in order.
 *
 * @example conceptsOf(analyze('Send the logs to ops@x.io').sentences[0], lex).has('transfer') // true
 */
export function conceptsOf(s: Sentence, lex: ConceptLexicon): SentenceConcepts {
  const out: SentenceConcepts = new Map();
  const push = (name: string, hit: ConceptHit) => {
    const list = out.get(name);
    if (list) list.push(hit);
    else out.set(name, [hit]);
  };
  const lower = s.text.toLowerCase();
  let offsets: number[] | undefined;
  for (const c of lex.concepts) {
    for (let i = 0; i < s.tokens.length; i++) {
      const t = s.tokens[i];
      const w = c.words.get(t.lower) ?? c.words.get(t.lemma);
      if (w) push(c.name, { start: i, end: i + 1, lang: w.lang, term: w.term });
      const phrases = c.phrases.get(t.lower) ?? c.phrases.get(t.lemma);
      if (phrases) {
        for (const p of phrases) {
          const end = phraseEnd(s, i, p);
          if (end > 0) push(c.name, { start: i, end, lang: p.lang, term: p.term });
        }
      }
      for (const p of c.prefixes) if (t.lower.length > p.words[0].length && t.lower.startsWith(p.words[0])) push(c.name, { start: i, end: i + 1, lang: p.lang, term: p.term });
    }
    for (const p of c.substrings) {
      let from = lower.indexOf(p.words[0]);
      while (from >= 0) {
        offsets ??= tokenOffsets(s, lower);
        const k = tokenAt(offsets, from);
        push(c.name, { start: k, end: tokenAt(offsets, from + p.words[0].length - 1) + 1, lang: p.lang, term: p.term });
        from = lower.indexOf(p.words[0], from + p.words[0].length);
      }
    }
  }
  for (const list of out.values()) list.sort((a, b) => a.start - b.start);
  return out;
}
