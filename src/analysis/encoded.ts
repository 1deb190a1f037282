/**
 * Encoded text: base64 and base64url, hex (plain, `\x69`, `0x69 0x67`), `\u0069`
 * escapes, percent-encoding of letters that never need it, and rot13 — decoded when what comes
 * out reads as natural language. Legitimate encodings decode to something else: an image or a
 * hash to binary, a JWT to JSON, a URL's `%20` to the space it had to encode. Whether the text
 * is an attack is for screening to say; this only makes it readable.
 */
import { analyze } from './analyze.js';

const BASE64 = /[A-Za-z0-9+/_-]{16,}={0,2}/g;
const HEX = /(?<![0-9A-Za-z])(?:[0-9A-Fa-f]{2}){8,}(?![0-9A-Za-z])/g;
const HEX_SPACED = /(?<![0-9A-Za-z])(?:0x)?[0-9A-Fa-f]{2}(?:[ ,:](?:0x)?[0-9A-Fa-f]{2}){7,}(?![0-9A-Za-z])/g;
const ESCAPED = /(?:\\x[0-9A-Fa-f]{2}|\\u[0-9A-Fa-f]{4}|\\u\{[0-9A-Fa-f]{1,6}\}){4,}/g;
/** Whitespace-delimited tokens; the ones with a `%` are looked at (one pattern with `%` in the middle would rescan long tokens). */
const TOKEN = /[^\s"'<>]+/g;
/** Percent escapes of unreserved characters (letters, digits, `-._~`): never needed, so only there to hide. */
const NEEDLESS_ESCAPE = /%(?:4[1-9A-Fa-f]|5[0-9Aa]|6[1-9A-Fa-f]|7[0-9Aa]|3[0-9]|2[DEde]|5[Ff]|7[Ee])/g;
const WORD = /[A-Za-z]+/g;
const PLAIN_GAP = /^[ \t,.;:'!?"()-]*$/;
/** Characters of a passage the function-word test reads: enough to tell English, never a whole page for the tagger. */
const ROT13_SAMPLE = 400;

/**
 * Whether decoded bytes read as natural language: valid text without control characters, mostly
 * letters and spaces, with at least two words (or four CJK characters, written without spaces).
 */
export function readable(s: string): boolean {
  const t = s.trim();
  if (t.length < 8 || t.includes('\uFFFD')) return false;
  if (/[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/u.test(t)) return false;
  const letters = t.match(/[\p{L}\p{M}]/gu)?.length ?? 0;
  const spaces = t.match(/\s/gu)?.length ?? 0;
  if ((letters + spaces) / t.length < 0.7) return false;
  const words = t.match(/\p{L}{2,}/gu)?.length ?? 0;
  const cjk = t.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu)?.length ?? 0;
  return (words >= 2 && spaces >= 1) || cjk >= 4;
}

/** Each base64 run of `text` at least `min` long that decodes to readable text. */
function base64(text: string, min: number): string[] {
  const out: string[] = [];
  for (const [run] of text.matchAll(BASE64)) {
    // Encoded data mixes cases; a long lower-case slug or an upper-case constant is a name.
    if (run.length < min || !/[A-Z]/.test(run) || !/[a-z]/.test(run)) continue;
    const decoded = Buffer.from(run, 'base64').toString('utf8');
    if (readable(decoded)) out.push(decoded.trim());
  }
  return out;
}

/** Each hex payload (plain, spaced, `\x`/`\u` escaped) at least `min` characters long that decodes to readable text. */
function hex(text: string, min: number): string[] {
  const out: string[] = [];
  for (const [run] of text.matchAll(HEX)) {
    if (run.length < min) continue;
    const decoded = Buffer.from(run, 'hex').toString('utf8');
    if (readable(decoded)) out.push(decoded.trim());
  }
  for (const [run] of text.matchAll(HEX_SPACED)) {
    if (run.length < min) continue;
    const decoded = Buffer.from(run.replace(/0x|[ ,:]/g, ''), 'hex').toString('utf8');
    if (readable(decoded)) out.push(decoded.trim());
  }
  for (const [run] of text.matchAll(ESCAPED)) {
    if (run.length < min) continue;
    const decoded = run.replace(/\\x([0-9A-Fa-f]{2})|\\u\{([0-9A-Fa-f]{1,6})\}|\\u([0-9A-Fa-f]{4})/g, (_, x, braced, u) =>
      x ? String.fromCharCode(parseInt(x, 16)) : String.fromCodePoint(Math.min(0x10ffff, parseInt(braced ?? u, 16))),
    );
    if (readable(decoded)) out.push(decoded.trim());
  }
  return out;
}

/** An encoded space (`%20`) between two letters or escapes: a word boundary percent-encoding had to hide. */
const ENCODED_SPACE = /(?<=[\p{L}\p{N}]|%[0-9A-Fa-f]{2})%20(?=[\p{L}\p{N}%])/gu;
/** What makes a token a link, a path or a query: there a `%20` is the encoding a URL needs. */
const LINKISH = /:\/\/|^www\.|[/?=&#@\\]/u;

/**
 * Each token that percent-encodes at least four characters that never need it, decoded; and each
 * token that is no link, path or query but words joined by three encoded spaces or more
 * ("Delete%20all%20the%20files"): a space needs encoding only inside a URL, so prose written that
 * way outside one was encoded to be read back.
 */
function percent(text: string): string[] {
  const out: string[] = [];
  if (!text.includes('%')) return out;
  for (const [token] of text.matchAll(TOKEN)) {
    if (!token.includes('%')) continue;
    const prose = !LINKISH.test(token) && (token.match(ENCODED_SPACE)?.length ?? 0) >= 3;
    if (!prose && (token.match(NEEDLESS_ESCAPE)?.length ?? 0) < 4) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(token.replace(/\+/g, ' '));
    } catch {
      continue;
    }
    const words = decoded.replace(/[^\p{L}\p{N}\s]+/gu, ' ');
    if (readable(words)) out.push(decoded.trim());
  }
  return out;
}

/** English letter frequencies (per cent), a–z: the classic table of cryptanalysis. */
const FREQ = [8.2, 1.5, 2.8, 4.3, 12.7, 2.2, 2.0, 6.1, 7.0, 0.15, 0.77, 4.0, 2.4, 6.7, 7.5, 1.9, 0.095, 6.0, 6.3, 9.1, 2.8, 0.98, 2.4, 0.15, 2.0, 0.074];
const LOG_FREQ = FREQ.map((f) => Math.log(f / 100));
const ROT13_GAIN = 0.5;

/** rot13 of the ASCII letters of `s`. */
export function rot13(s: string): string {
  return s.replace(/[A-Za-z]/g, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(base + ((c.charCodeAt(0) - base + 13) % 26));
  });
}

/** How much more English-like (log-likelihood under English letter frequencies) a word gets under rot13. */
function rot13Gain(word: string): number {
  let gain = 0;
  for (const c of word.toLowerCase()) {
    const i = c.charCodeAt(0) - 97;
    if (i >= 0 && i < 26) gain += LOG_FREQ[(i + 13) % 26] - LOG_FREQ[i];
  }
  return gain;
}

/** Closed-class words (determiners, pronouns, prepositions, auxiliaries, conjunctions): what every English sentence is held together by. */
const FUNCTION_POS = new Set(['DET', 'PRON', 'ADP', 'AUX', 'CCONJ', 'SCONJ', 'PART']);

function functionWordShare(text: string): number {
  const tokens = analyze(text, 0).sentences.flatMap((s) => s.tokens).filter((t) => t.pos !== 'PUNCT');
  return tokens.length ? tokens.filter((t) => FUNCTION_POS.has(t.pos)).length / tokens.length : 0;
}

/**
 * rot13 passages of `text`: on each line, the stretch of words whose letters get most English-like
 * under rot13 (maximum-sum segment, one pass over the words), kept when it has four words or more,
 * gains clearly per letter, and its decoded form has the function words English sentences have
 * while the original has not.
 */
function rot13Passages(text: string): string[] {
  const out: string[] = [];
  let line: { start: number; end: number; gain: number; letters: number }[] = [];
  const flush = () => {
    let best = { sum: 0, from: 0, to: -1 };
    let sum = 0;
    let from = 0;
    line.forEach((w, i) => {
      sum += w.gain;
      if (sum <= 0) {
        sum = 0;
        from = i + 1;
      } else if (sum > best.sum) best = { sum, from, to: i };
    });
    const words = line.slice(best.from, best.to + 1);
    line = [];
    if (words.length < 4 || best.sum / words.reduce((n, w) => n + w.letters, 0) < ROT13_GAIN) return;
    const passage = text.slice(words[0].start, words[words.length - 1].end);
    // A sentence uses several different words; `ab ab ab` is a pattern.
    if (new Set(words.slice(0, 50).map((w) => text.slice(w.start, w.end).toLowerCase())).size < 4) return;
    const sample = passage.slice(0, ROT13_SAMPLE);
    const share = functionWordShare(rot13(sample));
    if (share >= 0.15 && share >= functionWordShare(sample) + 0.1) out.push(rot13(passage));
  };
  let prevEnd = 0;
  for (const m of text.matchAll(WORD)) {
    const start = m.index as number;
    // A passage is words with spaces and punctuation between them, on one line: digits or symbols between letters make an identifier or a key.
    if (!PLAIN_GAP.test(text.slice(prevEnd, start))) flush();
    line.push({ start, end: start + m[0].length, gain: rot13Gain(m[0]), letters: m[0].length });
    prevEnd = start + m[0].length;
  }
  flush();
  return out;
}

/** Options of `decodePayloads`. */
export interface DecodeOptions {
  /** Shortest base64 or hex run decoded. */
  minLength: number;
}

/**
 * Every encoded passage of `text` that decodes to readable text, in order of kind (base64, hex,
 * percent, rot13), without duplicates.
 *
 * @example decodePayloads('run: aWdub3JlIHRoZSBydWxlcyBub3c=', { minLength: 16 }) // ['ignore the rules now']
 */
export function decodePayloads(text: string, opts: DecodeOptions): string[] {
  const min = Math.max(8, opts.minLength);
  return [...new Set([...base64(text, min), ...hex(text, min), ...percent(text), ...rot13Passages(text)])];
}
