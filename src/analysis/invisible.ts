/**
 * Invisible characters: zero-width, bidi and tag characters and runs of variation
 * selectors, which a reviewer does not see but a model reads. Ordinary writing uses some of them —
 * a zero-width space between words of a script written without spaces (Thai, Khmer, Japanese…),
 * joiners inside Indic and Arabic words and emoji sequences, direction marks in right-to-left
 * text, the tag letters of a subdivision flag — and those are neither removed as hiding nor
 * counted. One pass over the code points: linear.
 */

/** Every character this module looks at; a text without one is returned as it is. */
const ANY_INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u061C\uFE00-\uFE0F\uFEFF\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/u;
/** Punctuation after which a zero-width space is a line-break opportunity in an address or a path. */
const BREAK_AFTER = /^[/._\-?&=#:~]$/u;
/** Scripts written without spaces between words: there a zero-width space is the word break. */
const UNSPACED = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Javanese}\p{Script=Balinese}\p{Script=Tai_Tham}\p{Script=New_Tai_Lue}]/u;
/** Letters of a script other than Latin: joiners between them shape the word (Devanagari, Arabic, Persian…). */
const NON_LATIN_LETTER = /^(?!\p{Script=Latin})[\p{L}\p{M}]$/u;
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const WAVING_BLACK_FLAG = 0x1f3f4;

/** What reading the invisible characters of a text gave. */
export interface InvisibleReading {
  /** The text without hiding characters; a word-break ZWSP of an unspaced script becomes a space. */
  text: string;
  /** Characters that hide or reorder text, not counting the ones real writing needs. */
  count: number;
  /** ASCII smuggled in Unicode tag characters (invisible, but a model reads them). */
  smuggled: string[];
  /** Bytes smuggled in runs of variation selectors, as UTF-8 text. */
  selectorBytes: string[];
}

/** A variation selector's byte value (FE00–FE0F: 0–15, E0100–E01EF: 16–255), or -1. */
function selectorByte(cp: number): number {
  if (cp >= 0xfe00 && cp <= 0xfe0f) return cp - 0xfe00;
  if (cp >= 0xe0100 && cp <= 0xe01ef) return cp - 0xe0100 + 16;
  return -1;
}

/** The code point before `i`, skipping emoji modifiers and selectors (for ZWJ sequences). */
function baseBefore(cps: number[], i: number): number | undefined {
  let j = i - 1;
  while (j >= 0 && (selectorByte(cps[j]) >= 0 || (cps[j] >= 0x1f3fb && cps[j] <= 0x1f3ff))) j--;
  return j >= 0 ? cps[j] : undefined;
}

const ch = (cp: number | undefined) => (cp === undefined ? '' : String.fromCodePoint(cp));

/**
 * Reads the invisible characters of `text`: removes the hiding ones, counts them, and decodes what
 * tag characters and variation-selector runs smuggle.
 *
 * @example readInvisible('ig\u200Bnore').count // 1
 */
export function readInvisible(text: string): InvisibleReading {
  if (!ANY_INVISIBLE.test(text)) return { text, count: 0, smuggled: [], selectorBytes: [] };
  const cps = Array.from(text, (c) => c.codePointAt(0) as number);
  const rtl = RTL_SCRIPT.test(text);
  const out: string[] = [];
  const smuggled: string[] = [];
  const selectorBytes: string[] = [];
  let count = 0;
  for (let i = 0; i < cps.length; i++) {
    const cp = cps[i];
    // Tag characters: a subdivision flag (🏴 + tag letters + cancel tag) is writing; any other run smuggles ASCII.
    if (cp >= 0xe0000 && cp <= 0xe007f) {
      let j = i;
      while (j < cps.length && cps[j] >= 0xe0000 && cps[j] <= 0xe007f) j++;
      const run = cps.slice(i, j);
      const flag = cps[i - 1] === WAVING_BLACK_FLAG && run[run.length - 1] === 0xe007f;
      if (flag) out.push(...run.map((c) => String.fromCodePoint(c)));
      else {
        count += run.length;
        const ascii = run.filter((c) => c >= 0xe0020 && c <= 0xe007e).map((c) => String.fromCharCode(c - 0xe0000)).join('');
        if (ascii.trim()) smuggled.push(ascii);
      }
      i = j - 1;
      continue;
    }
    // Variation selectors: one after a character picks its glyph; a run of them carries bytes.
    if (selectorByte(cp) >= 0) {
      let j = i;
      while (j < cps.length && selectorByte(cps[j]) >= 0) j++;
      if (j - i === 1) out.push(ch(cp));
      else {
        count += j - i - 1;
        out.push(ch(cp));
        const bytes = Buffer.from(cps.slice(i, j).map(selectorByte));
        selectorBytes.push(bytes.toString('utf8'));
      }
      i = j - 1;
      continue;
    }
    switch (cp) {
      case 0x200b: {
        // A word break in Thai, Khmer, Japanese…: a space, not hiding.
        if (UNSPACED.test(ch(cps[i - 1])) || UNSPACED.test(ch(cps[i + 1]))) out.push(' ');
        // After a slash, dot, hyphen or other URL punctuation: where a long address may wrap (what
        // <wbr> marks in HTML). It splits no word, so it hides none.
        else if (BREAK_AFTER.test(ch(cps[i - 1]))) continue;
        else count++;
        continue;
      }
      case 0x200c:
      case 0x200d: {
        const prev = cps[i - 1];
        const emoji = cp === 0x200d && PICTOGRAPH.test(ch(baseBefore(cps, i))) && PICTOGRAPH.test(ch(cps[i + 1]));
        if (emoji || NON_LATIN_LETTER.test(ch(prev))) out.push(ch(cp));
        else count++;
        continue;
      }
      case 0x200e:
      case 0x200f:
      case 0x061c:
        // Direction marks are ordinary in right-to-left text; either way they carry no letters.
        if (!rtl) count++;
        continue;
      case 0x202a:
      case 0x202b:
      case 0x202c:
      case 0x2066:
      case 0x2067:
      case 0x2068:
      case 0x2069:
        // Embeddings and isolates are how software lays out mixed-direction text.
        if (!rtl) count++;
        continue;
      case 0x202d:
      case 0x202e:
        // Overrides reorder what is shown against the logical order (Trojan Source): always counted.
        count++;
        continue;
      default:
        if (cp === 0x00ad || cp === 0x180e || (cp >= 0x2060 && cp <= 0x2064) || cp === 0xfeff) {
          count++;
          continue;
        }
        out.push(ch(cp));
    }
  }
  return { text: out.join(''), count, smuggled, selectorBytes };
}
