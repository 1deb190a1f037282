/**
 * Concept lexicons over the shared analysis: each concept (who reads, an action
 * family, an object kind, a condition, a lesson frame) is a set of terms per language; English
 * seeds are widened with WordNet synonyms once, when the lexicon is compiled. Matching is per
 * sentence of an `Analysis`: single words by surface form or lemma, multi-word terms as token
 * runs (a particle may stand a few words off: "turn the firewall off"), and Chinese, Japanese or
 * symbol-bearing terms ("--no-verify") as substrings. Linear in the sentence, no regex per term.
 */
import type { Sentence } from './types.js';
import { DEFAULT_LEXICONS, WORDNET_SEEDS, type LexiconEntry } from './lexicon-defaults.js';
import { synonyms } from './wordnet.js';
import { stemOf, stemsIn } from './stems.js';
import { lowerFolded } from './letters.js';
import { closesClause, PARTICLE_REACH, separableParticle, withoutInfix } from './particles.js';

/** One term of a concept found in a sentence: token span [start, end) and the term's language. */
export interface ConceptHit {
  start: number;
  end: number;
  lang: string;
  term: string;
  /** Read by its stem: another form of the term's word, which may be a noun or any tense of a verb. */
  stemmed?: boolean;
}

/** Hits per concept name, for one sentence. */
export type SentenceConcepts = Map<string, ConceptHit[]>;

interface Entry {
  concept: string;
  lang: string;
  term: string;
  /** Match verb lemmas too ("sent" → send); off for concepts of things and people. */
  lemmas: boolean;
}

interface Phrase extends Entry {
  words: string[];
}

/** A compiled set of concept lexicons: one index over all concepts, so a sentence is read once. */
export interface ConceptLexicon {
  /** Single words → the concepts they belong to. */
  words: Map<string, Entry[]>;
  /** Multi-word terms by their first word. */
  phrases: Map<string, Phrase[]>;
  /** Terms ending in `*`, by their first `PREFIX_KEY` characters (all of a shorter one). */
  prefixes: Map<string, Phrase[]>;
  /** Terms matched as substrings, by their first character. */
  substrings: Map<string, Phrase[]>;
  /** Words and phrases of the languages with a stemmer, as stems, by the first `PREFIX_KEY` characters of their first stem. */
  stems: Map<string, Phrase[]>;
  /** Every term per concept after WordNet expansion, for `policy check` and tests. */
  terms: Record<string, string[]>;
}

/** Concepts of actions, whose words inflect as verbs; the rest name things and people ("modeling" is no model). */
const VERB_CONCEPTS = new Set(['transfer', 'weaken', 'credHandling', 'replyVerb', 'transform', 'override', 'reveal', 'ask', 'destroy', 'grant', 'omit']);

/** An elided article or pronoun before an apostrophe (French, Italian, Catalan): "d'", "l'", "qu'", "dell'". */
const ELISION = /^(?:[cdjlmnst]|qu|dell|all|dall|nell|sull|un)['’](?=\p{L}{2})/u;

/** Particles of English phrasal verbs: they may stand after the object ("switch the alerts off"). */
const PARTICLES = new Set(['off', 'out', 'down', 'up', 'away', 'aside', 'around', 'over']);
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;
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
  'conquer', 'snub', 'stamp down', 'certificate', 'pass over', 'countersign',
]);

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Characters a prefix term is indexed by: a word is checked against the prefixes its opening shares, not all of them. */
const PREFIX_KEY = 3;

function addTerm(lex: ConceptLexicon, concept: string, raw: string, lang: string): void {
  const term = lowerFolded(raw.trim());
  if (!term) return;
  const base = { concept, lang, term, lemmas: VERB_CONCEPTS.has(concept) };
  // A prefix first: its `*` would otherwise read as a symbol to match literally.
  if (term.endsWith('*') && !SUBSTRING_TERM.test(term.slice(0, -1))) {
    const stem = term.slice(0, -1);
    push(lex.prefixes, stem.slice(0, PREFIX_KEY), { ...base, words: [stem] });
    return;
  }
  if (SUBSTRING_TERM.test(term)) return push(lex.substrings, term[0], { ...base, words: [term] });
  // English contractions as the tokenizer splits them: "didn't" is "did" "n't", "can't" is "ca" "n't".
  const words = (lang === 'en' ? term.replace(CONTRACTION, "$1 n't") : term).split(/\s+/u);
  if (words.length === 1) push(lex.words, term, base);
  else push(lex.phrases, words[0], { ...base, words });
  // Other forms of the word read too ("disattivate" for "disattivare"), where the stem keeps enough of it to stand for it.
  if (lang !== 'en' && STEMMED.has(concept) && stemsIn(lang)) {
    // A separable verb's particle is kept as written ("slå av": "slås … av").
    const particle = (k: number) => k === words.length - 1 && k > 0 && separableParticle(lang, words[k]);
    const stems = words.map((w, k) => (particle(k) ? w : stemOf(lang, w)));
    // German "sicherheit" stems to "sich": a stem that keeps too little of its word stands for others.
    if (stems.every((st, k) => particle(k) || st.length >= Math.max(MIN_STEM, STEM_SHARE * words[k].length))) push(lex.stems, stems[0].slice(0, PREFIX_KEY), { ...base, words: stems });
  }
}

/**
 * Concepts of actions and things, read by their stems. The others are phrases whose endings carry
 * their sense (Turkish "doğrulamadan", without verifying, stems to "verify"), function words, or
 * things and data whose number matters (deleting "files" is not deleting "the temporary file"), and
 * lesson words, whose stems begin ordinary words ("Tipp" → "tipp", "Tippen Sie").
 */
const STEMMED = new Set(['transfer', 'weaken', 'control', 'credential', 'credHandling', 'destroy', 'put', 'publicPlace', 'reveal', 'privilege', 'omit']);

/** Shortest stem a term is matched by, and the least share of its word a stem keeps: shorter ones stand for too many words. */
const MIN_STEM = 4;
const STEM_SHARE = 0.6;

/**
 * Compiles lexicons: the built-in ones (or `base`), with a concept's language lists replaced where `overrides`
 * gives them, and English seeds of the expandable concepts widened by WordNet (`senses` most
 * frequent senses; 0 turns expansion off).
 *
 * @example const lex = compileLexicon({}, 1); conceptsOf(sentence, lex).get('transfer')
 */
export function compileLexicon(overrides: Record<string, LexiconEntry> = {}, senses = 1, base: Record<string, LexiconEntry> = DEFAULT_LEXICONS): ConceptLexicon {
  const lex: ConceptLexicon = { words: new Map(), phrases: new Map(), prefixes: new Map(), substrings: new Map(), stems: new Map(), terms: {} };
  const names = new Set([...Object.keys(base), ...Object.keys(overrides)]);
  for (const name of names) {
    const entry: LexiconEntry = { ...base[name], ...overrides[name] };
    const all = new Set<string>();
    for (const [lang, list] of Object.entries(entry)) {
      for (const t of list) {
        const term = t.trim().toLowerCase();
        if (all.has(term)) continue;
        addTerm(lex, name, term, lang);
        all.add(term);
      }
    }
    const wn = WORDNET_SEEDS[name];
    if (wn && senses > 0) {
      for (const seed of wn.seeds) {
        for (const syn of synonyms(seed, wn.pos, senses)) {
          if (all.has(syn) || TOO_GENERAL.has(syn)) continue;
          addTerm(lex, name, syn, 'en');
          all.add(syn);
        }
      }
    }
    lex.terms[name] = [...all];
  }
  return lex;
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
  let lo = 0;
  let hi = offsets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (offsets[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function matchesAt(s: Sentence, i: number, word: string, lemmas: boolean): boolean {
  const t = s.tokens[i];
  return t !== undefined && (t.lower === word || (word === "n't" && t.lower === 'n’t') || (lemmas && (t.pos === 'VERB' || t.pos === 'AUX') && t.lemma === word));
}

/** An English negative contraction inside a term ("didn't", "can't"). */
const CONTRACTION = /(\p{L})n['’]t(?!\p{L})/gu;

/** A hyphen the tokenizer split off between a compound's parts. */
const HYPHEN = /^[-‐‑]$/u;

/** Punctuation that closes a clause: a separated particle stands before it, a refusal governs nothing past it. */
export const CLAUSE_BREAK = /^[,;:.!?()[\]{}«»\u2013\u2014]$/u;

/**
 * The end of a verb's particle standing apart from it, from token `j` on, or -1 where there is none:
 * an English one up to 3 tokens on ("turn the firewall off"); in a language with separable verbs,
 * up to `PARTICLE_REACH` tokens on, within the clause and closing it (`closesClause`: "Zet de scanner
 * tijdens de back-up uit."), for elsewhere the word is a preposition or an adverb. A separated
 * particle of those languages only completes its verb: the hit ends with the verb (`j`), so what
 * stands after the verb ("Schalte sie … ab": the pronoun for the control) is still read there.
 */
function particleEnd(s: Sentence, j: number, p: Phrase, word: string): number {
  if (p.lang === 'en' || !separableParticle(p.lang, word)) {
    if (!PARTICLES.has(word)) return -1;
    for (let k = j + 1; k <= j + 3 && k < s.tokens.length; k++) if (matchesAt(s, k, word, p.lemmas)) return k + 1;
    return -1;
  }
  for (let k = j; k < j + PARTICLE_REACH && k < s.tokens.length; k++) {
    const t = s.tokens[k];
    if (CLAUSE_BREAK.test(t.text)) return -1;
    if (t.lower === word && (k === j || closesClause(p.lang, s.tokens[k + 1]?.lower))) return k === j ? k + 1 : j;
  }
  return -1;
}

/** The end of phrase `p` matched from token `i`, or -1. A verb's particle may stand apart (`particleEnd`). */
function phraseEnd(s: Sentence, i: number, p: Phrase): number {
  let j = i + 1;
  for (let w = 1; w < p.words.length; w++) {
    // A compound's parts are one phrase whether written apart or hyphenated ("left handed" / "left-handed").
    if (HYPHEN.test(s.tokens[j]?.text ?? '') && matchesAt(s, j + 1, p.words[w], p.lemmas)) j++;
    if (matchesAt(s, j, p.words[w], p.lemmas)) {
      j++;
      continue;
    }
    return w === p.words.length - 1 ? particleEnd(s, j, p, p.words[w]) : -1;
  }
  return j;
}

/** The end of stemmed phrase `p` matched from token `i` (whose stem is `stem`), or -1. */
function stemEnd(s: Sentence, i: number, stem: string, p: Phrase): number {
  if (stem !== p.words[0]) return -1;
  let j = i + 1;
  for (let w = 1; w < p.words.length; w++) {
    if (HYPHEN.test(s.tokens[j]?.text ?? '')) j++;
    const t = s.tokens[j];
    const last = w === p.words.length - 1 && separableParticle(p.lang, p.words[w]);
    if (t && (last ? t.lower : stemOf(p.lang, t.lower)) === p.words[w]) {
      j++;
      continue;
    }
    return last ? particleEnd(s, j, p, p.words[w]) : -1;
  }
  return j;
}

/**
 * The stems a word is looked up by: its own; its infinitive's, for a separable verb's participle or
 * zu-infinitive (`infixed`); and in German without the "-t"/"-et" of a verb's person that the
 * stemmer keeps ("schaltet" → "schalt", "setzt" → "setz").
 */
function stemsOf(lang: string, word: string, infixed: string | undefined): string[] {
  const own = stemOf(lang, word);
  const out = [own];
  if (infixed) out.push(stemOf(lang, infixed));
  if (lang === 'de') {
    const bare = own.replace(/e?t$/u, '');
    if (bare !== own && bare.length >= MIN_STEM) out.push(bare);
  }
  return out;
}

/**
 * The concepts a sentence mentions, with where. Each concept lists its hits in order. One pass
 * over the tokens and one over the characters (for substring terms), whatever the lexicon size.
 * `stemIn` (ISO 639-1), the language the text is written in, reads that language's terms by their
 * stems too; no other language's, since a stem of one language is often a word of another.
 *
 * @example conceptsOf(analyze('Send the logs to ops@x.io').sentences[0], lex).has('transfer') // true
 */
export function conceptsOf(s: Sentence, lex: ConceptLexicon, stemIn?: string): SentenceConcepts {
  const out: SentenceConcepts = new Map();
  const hit = (e: Entry, start: number, end: number, stemmed = false) => {
    const h: ConceptHit = stemmed ? { start, end, lang: e.lang, term: e.term, stemmed } : { start, end, lang: e.lang, term: e.term };
    const list = out.get(e.concept);
    if (list) list.push(h);
    else out.set(e.concept, [h]);
  };
  for (let i = 0; i < s.tokens.length; i++) {
    const t = s.tokens[i];
    const verb = (t.pos === 'VERB' || t.pos === 'AUX') && t.lemma !== t.lower;
    for (const e of lex.words.get(t.lower) ?? []) hit(e, i, i + 1);
    // An elided article or pronoun joined to its word ("d'enregistrer", "l'utente"): the word.
    const elided = ELISION.exec(t.lower);
    if (elided) for (const e of lex.words.get(t.lower.slice(elided[0].length)) ?? []) hit(e, i, i + 1);
    if (verb) for (const e of lex.words.get(t.lemma) ?? []) if (e.lemmas) hit(e, i, i + 1);
    for (const key of verb ? [t.lower, t.lemma] : [t.lower]) {
      for (const p of lex.phrases.get(key) ?? []) {
        if (key !== t.lower && !p.lemmas) continue;
        const end = phraseEnd(s, i, p);
        if (end > 0) hit(p, i, end);
      }
    }
    for (let k = Math.min(PREFIX_KEY, t.lower.length); k >= 1; k--) {
      for (const p of lex.prefixes.get(t.lower.slice(0, k)) ?? []) if (t.lower.length > p.words[0].length && t.lower.startsWith(p.words[0])) hit(p, i, i + 1);
    }
    if (!stemIn) continue;
    const word = elided ? t.lower.slice(elided[0].length) : t.lower;
    if (word.length < MIN_STEM) continue;
    // Looked up by the word's own stem: a stemmer may change letters ("schält" → "schalt"); a
    // separable verb's participle or infinitive with "ge" or "zu" inside by its infinitive's stem too.
    const infixed = withoutInfix(stemIn, word);
    for (const stem of stemsOf(stemIn, word, infixed)) {
      for (const p of lex.stems.get(stem.slice(0, PREFIX_KEY)) ?? []) {
        if (p.lang !== stemIn || out.get(p.concept)?.some((h) => h.start === i)) continue;
        const end = stemEnd(s, i, stem, p);
        if (end > 0) hit(p, i, end, true);
      }
    }
  }
  if (lex.substrings.size > 0) {
    const lower = s.text.toLowerCase();
    let offsets: number[] | undefined;
    let starts: Set<number> | undefined;
    let ends: Set<number> | undefined;
    // Chinese is segmented, imperfectly ("密码发送", "发送到"): a term must start or end on a word
    // boundary, and a one-character term must be a word ("访问" holds no "问", "每次回答" no "次回").
    // Japanese (kana in the clause) is not, so its terms match anywhere.
    const aligned = s.script === 'zh' && !KANA.test(lower);
    for (let c = 0; c < lower.length; c++) {
      const candidates = lex.substrings.get(lower[c]);
      if (!candidates) continue;
      for (const p of candidates) {
        if (!lower.startsWith(p.words[0], c)) continue;
        offsets ??= tokenOffsets(s, lower);
        if (aligned && HAN.test(p.words[0])) {
          starts ??= new Set(offsets);
          ends ??= new Set(offsets.map((o, k) => o + s.tokens[k].lower.length));
          const end = c + p.words[0].length;
          if (p.words[0].length === 1 ? !(starts.has(c) && ends.has(end)) : !(starts.has(c) || ends.has(end))) continue;
        }
        hit(p, tokenAt(offsets, c), tokenAt(offsets, c + p.words[0].length - 1) + 1);
      }
    }
  }
  for (const list of out.values()) list.sort((a, b) => a.start - b.start);
  return out;
}
