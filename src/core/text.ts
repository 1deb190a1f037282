/**
 * Language-aware text normalisation shared by the embedder, the lexical index and key
 * derivation. English words are lower-cased and lightly stemmed; Chinese (and other CJK) runs
 * become character unigrams and bigrams, since CJK text has no spaces to split on.
 */

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const RUNS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
/**
 * The same runs with a word of letters and digits ended where CJK characters begin ("2015年的大众朗逸",
 * "Blue会员": a year and a name, then Chinese words). The lexical index reads these; the embedder
 * keeps `RUNS`, so that the vectors of memories already stored stay what a query's would be.
 */
const SCRIPT_RUNS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])[\p{L}\p{N}])+(?:['’]\p{Script=Latin}+)?/gu;

/** English function words that carry no topic. */
export const STOPWORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from as is are was were be been being am ' +
    'it its this that these those there here i me my we our you your he him his she her they them their ' +
    'do does did done have has had not no so than then too very can could will would shall should may might ' +
    'must just also about into over after before again what which who whom whose when where why how ' +
    'all any both each few more most other some such only own same up down out off s t'
  ).split(' '),
);

/** Chinese particles that carry no topic. */
const CJK_STOP = new Set(['的', '了', '是', '在', '和', '也', '就', '都', '而', '及', '与', '着', '吗', '呢', '吧']);

/** The text a memory is embedded as: its subject, when given, is part of what it says. */
export function memoryText(content: string, subject?: string): string {
  return subject ? `${subject}: ${content}` : content;
}

/** Unicode NFKC + lower case + collapsed whitespace. */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** True when the text contains CJK characters. */
export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

/** Light English stemming: possessives, plurals. Deterministic and cheap. */
export function stem(word: string): string {
  let w = word.replace(/['’]s$/u, '').replace(/['’]/gu, '');
  if (w.length > 4 && w.endsWith('ies')) w = w.slice(0, -3) + 'y';
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  return w;
}

/** A token with its script, for callers that weight scripts differently. */
export interface Token {
  text: string;
  cjk: boolean;
  stop: boolean;
}

/** Splits text into word tokens (English) and single characters (CJK), in order. */
export function tokens(text: string, runs: RegExp = RUNS): Token[] {
  const out: Token[] = [];
  for (const m of normalize(text).matchAll(runs)) {
    const run = m[0];
    if (CJK.test(run[0])) {
      for (const ch of run) out.push({ text: ch, cjk: true, stop: CJK_STOP.has(ch) });
    } else {
      const w = stem(run);
      if (w) out.push({ text: w, cjk: false, stop: STOPWORDS.has(w) || STOPWORDS.has(run) });
    }
  }
  return out;
}

/**
 * Index terms for lexical retrieval: content words (stemmed, no stopwords) plus CJK character
 * bigrams and unigrams, each script's run read apart. Order-free; duplicates kept so term frequency
 * survives.
 */
export function indexTerms(text: string): string[] {
  const toks = tokens(text, SCRIPT_RUNS);
  const out: string[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    if (t.cjk) {
      if (!t.stop) out.push(t.text);
      const next = toks[i + 1];
      if (next?.cjk) out.push(t.text + next.text);
    } else if (!t.stop) {
      out.push(t.text);
    }
  }
  return out;
}

/** Capitalised words that start sentences far more often than names. */
const NOT_NAMES = new Set(['the', 'a', 'an', 'i', 'what', 'who', 'whom', 'whose', 'when', 'where', 'why', 'how', 'which', 'it', 'this', 'that', 'there', 'do', 'does', 'did', 'is', 'are', 'was', 'were']);

/**
 * Lexical terms, the same for indexing and for queries: content words, plus function words
 * written capitalised (except after sentence punctuation, and except articles and question
 * words) — they are part of a name ("the genre of So", "All About Them"). Other function words
 * are left out of the index: their posting lists are the longest and they carry no topic.
 */
export function lexicalTerms(text: string): string[] {
  const names = [...text.normalize('NFKC').matchAll(/(?<![.!?]\s*)\b\p{Lu}[\p{L}'’]*/gu)]
    .map((m) => stem(m[0].toLowerCase()))
    .filter((w) => STOPWORDS.has(w) && !NOT_NAMES.has(w));
  return [...indexTerms(text), ...names];
}

/** Content words only, as a set (for overlap and containment tests). */
export function contentWords(text: string): Set<string> {
  return new Set(indexTerms(text));
}

/**
 * Characters a reader cannot see or that rewrite a terminal line (controls other than tab and
 * newline, a lone carriage return, zero-width, bidi, fillers, variation selectors, tag characters).
 */
const INVISIBLE = /\r(?!\n)|[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB]|[\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;

/**
 * Untrusted text for a reader: at most `max` code points (then "…"), every invisible character
 * shown as `⟦U+XXXX⟧`.
 */
export function preview(text: string, max: number): string {
  const points = Array.from(text);
  return showHidden(points.length > max ? points.slice(0, max).join('') + '…' : text);
}

/** `preview` on one line: newlines shown as ⏎. */
export function oneLine(text: string, max: number): string {
  return preview(text.replace(/\r?\n/g, '⏎ '), max);
}

/**
 * `text` with every invisible character shown as `⟦U+XXXX⟧`, so a reviewer sees what a model
 * would read (a zero-width split word, a bidi override, smuggled tag characters).
 * @example showHidden('ig\u200Bnore') // 'ig⟦U+200B⟧nore'
 */
export function showHidden(text: string): string {
  return text.replace(INVISIBLE, (c) => `⟦U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟧`);
}
