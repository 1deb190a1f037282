/**
 * Tokens that optimised backdoor triggers are made of: tokenizer fragments that no
 * writer types. The rest of what hides a payload (invisible characters, look-alike letters,
 * markup, encodings) is read in `analysis/normalize.ts`. Pure functions, no I/O.
 */

/** A word-piece continuation (`##led`) as a whole token: tokenizer vocabulary, not writing. */
const WORD_PIECE = /^["'‘’“”(]?##\p{Ll}{2,}/u;
/** Superscript and modifier letters (ʳ, ⁱ, ᵃ) standing alone as a token. */
const LONE_MODIFIER = /^[\u02B0-\u02B8\u02E0-\u02E4\u1D2C-\u1D6A\u1D9B-\u1DBF\u2071\u207F\u2090-\u209C]$/u;
const LONE_LETTER = /^\p{L}$/u;
/** Scripts whose single letters are words or symbols: Latin (`a`, `I`), Greek in formulas (`the α level`), CJK. */
const WORD_LETTER = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const LATIN_WORD = /^\p{Script=Latin}+$/u;

/**
 * How many tokens of `text` look like optimised trigger tokens rather than writing: word-piece
 * fragments, lone superscript letters, and a lone letter of a non-Latin script between two Latin
 * words. Backdoored demonstrations carry such tokens; people do not type them. One split on
 * whitespace, then one look at each token and its neighbours: linear.
 *
 * @example triggerTokenCount('mighty ں thinking') // 1
 */
export function triggerTokenCount(text: string): number {
  const tokens = text.normalize('NFC').split(/\s+/u);
  let n = 0;
  tokens.forEach((token, i) => {
    if (WORD_PIECE.test(token) || LONE_MODIFIER.test(token)) n++;
    else if (LONE_LETTER.test(token) && !WORD_LETTER.test(token)) {
      const before = tokens[i - 1];
      const after = tokens[i + 1];
      if (before && after && LATIN_WORD.test(before) && LATIN_WORD.test(after)) n++;
    }
  });
  return n;
}
