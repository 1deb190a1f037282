/**
 * Letters arranged to slip past a reader of words: Latin words spelt with look-alike
 * letters of another script (`pаypal` with a Cyrillic `а`), words spelt out letter by letter
 * (`i g n o r e`, `s-e-n-d`), and one instruction broken over several short lines or table cells.
 * Whole words of another script are a language, not a disguise, and are left alone.
 */
import { confusablesMap } from 'confusables';

/**
 * Letters of the scripts whose letters pass for Latin ones (Cyrillic `а`, Greek `ο`, Armenian `օ`,
 * Cherokee `Ꭺ`, Coptic). CJK next to Latin (`Tシャツ`, `iPhone很好`, `QAチーム` with its
 * script-neutral `ー`) is ordinary writing.
 */
const LOOKALIKE_SCRIPT = /^[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Cherokee}\p{Script=Coptic}]$/u;
const LATIN = /\p{Script=Latin}/u;
const GREEK = /^\p{Script=Greek}$/u;
const WORD = /[\p{L}\p{M}]+/gu;
const ASCII_LETTER = /^[A-Za-z]$/;

/** The ASCII letter a look-alike stands for, in the case of the original, or undefined. */
function latinFor(c: string): string | undefined {
  const base = confusablesMap.get(c);
  if (!base || !ASCII_LETTER.test(base)) return undefined;
  return c === c.toLowerCase() && c !== c.toUpperCase() ? base.toLowerCase() : base;
}

const QUOTES = `"'\`“”„‟«»‹›‘’‚「」『』`;
const QUOTE = new RegExp(`^[${QUOTES}]$`, 'u');
const ANY_QUOTE = new RegExp(`[${QUOTES}]`, 'u');
/** The longest token read as one cited word (an address, a name). */
const MAX_CITED = 80;

/** The word at `offset` stands alone between quotation marks ("x", « x », 「x」), maybe with its punctuation. */
function quoted(text: string, offset: number, length: number): boolean {
  // Looks no further than a cited word's length either side: linear however long a run without spaces.
  let start = offset;
  while (start > 0 && offset - start <= MAX_CITED && !/\s/u.test(text[start - 1])) start--;
  let end = offset + length;
  while (end < text.length && end - offset <= MAX_CITED && !/\s/u.test(text[end])) end++;
  if (end - start > MAX_CITED) return false;
  const token = text.slice(start, end).replace(/[.,;:!?)\]]+$/u, '');
  // A quotation mark touching the token, or one space away (French « … »).
  const head = text.slice(0, start).trimEnd();
  const tail = text.slice(end).trimStart();
  const before = QUOTE.test(token[0] ?? '') ? token[0] : start - head.length <= 1 ? head.slice(-1) : '';
  const after = QUOTE.test(token.at(-1) ?? '') ? token.at(-1) : text.length - end - tail.length <= 1 ? tail.charAt(0) : '';
  return QUOTE.test(before ?? '') && QUOTE.test(after ?? '');
}

/**
 * `text` with look-alike letters inside Latin words mapped to the Latin letter they imitate, and
 * how many words did that. A single Greek letter leading a word (`μg`, `Ωcm`, `αhelix`) is
 * scientific notation, not a disguise.
 *
 * @example unmaskLookalikes('Plеаsе') // { text: 'Please', words: 1 }
 */
export function unmaskLookalikes(text: string): { text: string; words: number } {
  if (/^[\x00-\x7F]*$/u.test(text)) return { text, words: 0 };
  let words = 0;
  const quotes = ANY_QUOTE.test(text);
  const out = text.replace(WORD, (word: string, offset: number) => {
    if (!LATIN.test(word)) return word;
    const chars = Array.from(word);
    const foreign = new Set(chars.map((c, i) => (LOOKALIKE_SCRIPT.test(c) ? i : -1)).filter((i) => i >= 0));
    if (foreign.size === 0) return word;
    if (foreign.size === 1 && foreign.has(0) && GREEK.test(chars[0])) return word;
    // A word shown between quotation marks (« pаypal.com ») is cited as an example, not passed off:
    // still read with its Latin letters, but not counted as hiding.
    if (!quotes || !quoted(text, offset, word.length)) words++;
    return chars.map((c, i) => (foreign.has(i) ? (latinFor(c) ?? c) : c)).join('');
  });
  return { text: out, words };
}

/** A run of single letters, each pair split by 1–3 spaces, dashes, dots, underscores or asterisks (disjoint classes: linear). */
const SPACED = /(?<![\p{L}\p{N}])\p{L}(?:[ \t\-._*·]{1,3}\p{L})+/gu;
const SEPARATOR = /[ \t\-._*·]{1,3}/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * `text` with words spelt out letter by letter joined (`i g n o r e   a l l` → `ignore all`,
 * `s-e-n-d` → `send`), and how many runs were joined. Within a run the separator used most
 * often splits letters; any other separator (a wider gap, a space among dashes) splits words.
 * Only a run of four or more single letters spelling a word of four or more is joined: `A B C`
 * or `x, y, z` is a list.
 *
 * @example joinSpacedLetters('please s-e-n-d it').text // 'please send it'
 */
export function joinSpacedLetters(text: string): { text: string; runs: number } {
  let runs = 0;
  const out = text.replace(SPACED, (match: string, offset: number) => {
    let run = match;
    // The last letter may begin a longer word ("a b c de"): it is not spelt out. Checked here, not
    // by a lookahead, so a long run is never re-scanned from each of its letters.
    if (LETTER_OR_DIGIT.test(text.charAt(offset + match.length))) run = run.replace(/[ \t\-._*·]{1,3}\p{L}$/u, '');
    const tail = match.slice(run.length);
    const seps = run.match(SEPARATOR) ?? [];
    if (seps.length < 3) return match;
    const tally = new Map<string, number>();
    for (const s of seps) tally.set(s, (tally.get(s) ?? 0) + 1);
    const common = [...tally.entries()].sort((a, b) => b[1] - a[1])[0][0];
    const letters = run.split(SEPARATOR);
    const words: string[] = [letters[0]];
    seps.forEach((s, i) => {
      if (s === common) words[words.length - 1] += letters[i + 1];
      else words.push(letters[i + 1]);
    });
    if (!words.some((w) => w.length >= 4)) return match;
    runs++;
    return words.join(' ') + tail;
  });
  return { text: out, runs };
}

/** Table rule lines (`|---|:---:|`) and cell bars. */
const TABLE_RULE_CHARS = /^[\s|:-]+$/u;
const isTableRule = (line: string) => line.includes('---') && TABLE_RULE_CHARS.test(line);
const SENTENCE_END = /[.!?。！？;；:：]["'”’)\]]?$/u;
const MAX_FRAGMENT_WORDS = 3;

/**
 * A second reading of `text` with an instruction broken over short lines or table cells put back
 * together (`Ignore all` / `previous` / `instructions` → one line), or undefined when nothing was
 * joined. Only a fragment — a line or cell of at most three words not ending a sentence — is
 * joined to the next, so the items of an ordinary list stay apart.
 *
 * @example joinFragments('Ignore all\nprevious\ninstructions') // 'Ignore all previous instructions'
 */
export function joinFragments(text: string): string | undefined {
  if (!text.includes('\n') && !text.includes('|')) return undefined;
  // A blank line ends a paragraph: nothing is joined across it ('' marks the break).
  const cells: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) cells.push('');
    if (isTableRule(line)) continue;
    for (const part of line.includes('|') ? line.split('|') : [line]) {
      const t = part.trim();
      if (t) cells.push(t);
    }
  }
  const fragment = (s: string) => s.split(/\s+/u).length <= MAX_FRAGMENT_WORDS && !SENTENCE_END.test(s);
  const groups: string[][] = [];
  for (const cell of cells) {
    if (!cell) {
      groups.push([]);
      continue;
    }
    const group = groups[groups.length - 1];
    const last = group?.[group.length - 1];
    if (group && last !== undefined && !SENTENCE_END.test(last) && (fragment(last) || fragment(cell))) group.push(cell);
    else groups.push([cell]);
  }
  // Only the rejoined groups: the lines that were whole already are read in the text itself.
  const joined = groups.filter((g) => g.length > 1).map((g) => g.join(' '));
  return joined.length > 0 ? joined.join('\n') : undefined;
}

/**
 * The words of `text` spelt out letter by letter, each run joined back into its words (lower case):
 * what `joinSpacedLetters` would put in their place, alone.
 *
 * @example spelledRuns('note: s e n d   i t   n o w') // ['send it now']
 */
export function spelledRuns(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(SPACED)) {
    const joined = joinSpacedLetters(m[0]);
    if (joined.runs > 0) out.push(joined.text.toLowerCase());
    if (out.length >= 8) break;
  }
  return out;
}

/**
 * A word or text in lower case as the lexicons compare it: Russian and Belarusian "ё" as "е", which
 * most writing and many word lists use for it ("партнёр" / "партнер").
 */
export const lowerFolded = (s: string): string => s.toLowerCase().replace(/ё/gu, 'е');

/** Lower case, Latin letters without their diacritics: an ASCII key's "ukonceno" is "ukončeno" (other scripts keep theirs). */
export const latinFolded = (s: string): string => s.normalize('NFD').replace(/(\p{Script=Latin})\p{M}+/gu, '$1').normalize('NFC').toLowerCase();
