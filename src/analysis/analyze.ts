/**
 * One reading of a write: sentences, tokens with part of speech and lemma, entities,
 * negation, dates and language — from wink-nlp (English), jieba (Chinese), chrono-node (dates,
 * relative ones against the write's time) and franc (language). Computed once per text and
 * cached, so every guard layer and the revision core share one analysis.
 */
import { createRequire } from 'node:module';
import type winkNLP from 'wink-nlp';
import type model from 'wink-eng-lite-web-model';
import * as chrono from 'chrono-node';
import * as OpenCC from 'opencc-js/t2cn';
import { francAll } from 'franc';
import type { Jieba } from '@node-rs/jieba';
import { LruMap } from '../core/lru.js';
import type { Analysis, DateMention, Entity, Pos, Sentence, Token } from './types.js';
import { lowerFolded } from './letters.js';
import { negateByList, negatesByList } from './negation.js';
import { functionWordsOf } from './stopwords.js';

/** Characters analysed: untrusted text gets a cap before a parser sees it (head and tail kept). */
export const MAX_ANALYSIS_CHARS = 20_000;
const HAN = /\p{Script=Han}/u;
const HAN_ALL = /\p{Script=Han}/gu;
const LETTER = /\p{L}/gu;

let wink: ReturnType<typeof winkNLP> | undefined;
let jieba: Jieba | undefined;
// The tagger, its model, the segmenter and its dictionary (CommonJS packages) are required on first
// use, not imported: a process that never reads a text (a review command; a server's event loop,
// whose guard threads read the writes) never loads them.
const require = createRequire(import.meta.url);
/** The English model loads on first use (~170 ms), jieba's dictionary too (~160 ms): a server that never reads Chinese never pays for it. */
const en = () => (wink ??= (require('wink-nlp') as typeof winkNLP)(require('wink-eng-lite-web-model') as typeof model));
/** Extra words jieba should keep whole (the frame lexicon's Chinese words); set once, before first use. */
const extraWords = new Map<string, string>();
const dictOf = () => Buffer.from([...extraWords].map(([w, tag]) => `${w} 1000 ${tag}`).join('\n'));

/**
 * Registers Chinese words the segmenter must keep whole ("周会", "入职") with their jieba tag
 * (`n` noun, `v` verb): a word jieba does not know is otherwise cut into characters and mistagged.
 */
export function addChineseWords(words: readonly (readonly [string, string])[]): void {
  for (const [w, tag] of words) if (w.length > 1) extraWords.set(w, tag);
  if (jieba) jieba.loadDict(dictOf());
}

const zh = () => {
  if (!jieba) {
    const { Jieba: Segmenter } = require('@node-rs/jieba') as typeof import('@node-rs/jieba');
    const { dict } = require('@node-rs/jieba/dict.js') as typeof import('@node-rs/jieba/dict.js');
    jieba = Segmenter.withDict(dict);
    if (extraWords.size) jieba.loadDict(dictOf());
  }
  return jieba;
};

/** Loads the models now (start-up), so the first write does not pay for them. */
export function warmUp(): void {
  en();
  zh();
}

/** Chinese sentence and clause ends. */
const ZH_BREAK = /(?<=[。！？；!?;])|\n/u;
/** Chinese negators: the words after one, to the end of the clause, are negated. */
const ZH_NEGATORS = new Set(['不', '没', '没有', '未', '别', '无', '非', '不再', '不是', '并非', '从未', '再也不', '不会', '不要', '勿', '不用', '无需', '不必']);
const ZH_CLAUSE_END = /^[，,。！？；!?;：:]$/u;

/** jieba's tags mapped onto Universal Dependencies. */
function zhPos(tag: string): Pos {
  if (tag === 'x' || tag === 'w') return 'PUNCT';
  // A Latin-script word inside Chinese text is a name ("PyCharm", "Python").
  if (tag === 'eng') return 'PROPN';
  if (tag === 'm' || tag === 'mq') return 'NUM';
  if (/^(?:nr|ns|nt|nz)/.test(tag)) return 'PROPN';
  if (tag.startsWith('n') || tag === 't' || tag === 's' || tag === 'f' || tag === 'vn' || tag === 'an') return 'NOUN';
  if (tag.startsWith('v')) return 'VERB';
  if (tag.startsWith('a')) return 'ADJ';
  if (tag.startsWith('d')) return 'ADV';
  if (tag.startsWith('r')) return 'PRON';
  if (tag.startsWith('p')) return 'ADP';
  if (tag.startsWith('c')) return 'CCONJ';
  if (tag.startsWith('u') || tag.startsWith('y')) return 'PART';
  if (tag.startsWith('q')) return 'NOUN';
  if (tag === 'e' || tag === 'o') return 'INTJ';
  return 'X';
}

/** A piece of a word in an alphabet (letters and marks, none of them Chinese, kana or Hangul). */
const FOREIGN_PIECE = /^(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])[\p{L}\p{M}])+$/u;

let toSimplified: ((text: string) => string) | undefined;

/** Kana: a line with them is Japanese, whose kanji are not Traditional Chinese. */
const KANA_ANY = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Chinese in Simplified characters (OpenCC's Traditional → Mainland table): the lexicons list
 * Simplified terms, and "眼鏡" is "眼镜". Japanese is left as it is, and so is any text whose
 * length the table would change (readers count characters).
 */
function simplified(text: string): string {
  const convert = (toSimplified ??= OpenCC.Converter({ from: 't', to: 'cn' }));
  const out = convert(text);
  return out.length === text.length ? out : text;
}

function readChinese(line: string, out: Sentence[]): void {
  const japanese = KANA_ANY.test(line);
  for (const clause of line.split(ZH_BREAK)) {
    const text = japanese ? clause.trim() : simplified(clause.trim());
    if (!text) continue;
    let negating = false;
    const tokens: Token[] = [];
    const entities: Entity[] = [];
    let adjacent = false;
    for (const { word, tag } of zh().tag(text)) {
      if (/^\s+$/u.test(word)) {
        adjacent = false;
        continue;
      }
      // jieba cuts a Latin word at each accented letter ("G" "ó" "mez"): pieces with no space
      // between them, letters all and none of them Chinese, are one word (a name) again.
      const prev = tokens[tokens.length - 1];
      if (adjacent && prev && FOREIGN_PIECE.test(word) && FOREIGN_PIECE.test(prev.text)) {
        const joined = prev.text + word;
        tokens[tokens.length - 1] = { ...prev, text: joined, lower: lowerFolded(joined), lemma: lowerFolded(joined), pos: 'PROPN' };
        const last = entities[entities.length - 1];
        if (last?.end === tokens.length) entities[entities.length - 1] = { ...last, text: joined };
        else entities.push({ text: joined, type: 'NAME', start: tokens.length - 1, end: tokens.length });
        continue;
      }
      adjacent = true;
      const pos = zhPos(tag);
      if (ZH_CLAUSE_END.test(word)) negating = false;
      const lower = lowerFolded(word);
      tokens.push({ text: word, lower, lemma: lower, pos, negated: negating });
      if (ZH_NEGATORS.has(word)) negating = true;
      if (pos === 'PROPN') entities.push({ text: word, type: 'NAME', start: tokens.length - 1, end: tokens.length });
      else if (pos === 'NUM') entities.push({ text: word, type: 'CARDINAL', start: tokens.length - 1, end: tokens.length });
    }
    out.push({ text, script: 'zh', tokens, entities });
  }
}

/** Runs of proper nouns ("Dana Smith", "New York City") are names; wink's lite model tags no persons. */
function names(tokens: Token[]): Entity[] {
  const out: Entity[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].pos !== 'PROPN') continue;
    let j = i;
    while (j + 1 < tokens.length && tokens[j + 1].pos === 'PROPN') j++;
    out.push({ text: tokens.slice(i, j + 1).map((t) => t.text).join(' '), type: 'NAME', start: i, end: j + 1 });
    i = j;
  }
  return out;
}

/** A piece of a word: letters and combining marks only. */
const WORD_PIECE = /^[\p{L}\p{M}]+$/u;
/** A Latin letter the English tokenizer does not keep inside a word (Polish, Turkish, Czech, Vietnamese …). */
const BEYOND_LATIN1 = /[\u0100-\u024F\u1E00-\u1EFF\p{M}]/u;

function readEnglish(text: string, out: Sentence[]): void {
  const nlp = en();
  const its = nlp.its;
  const doc = nlp.readDoc(text);
  const all = doc.tokens();
  const values = all.out(its.value);
  const lemmas = all.out(its.lemma as Parameters<typeof all.out>[0]) as string[];
  const pos = all.out(its.pos) as Pos[];
  const neg = all.out(its.negationFlag) as unknown as boolean[];
  const types = all.out(its.type);
  const spaces = all.out(its.precedingSpaces) as string[];
  doc.sentences().each((s: ReturnType<typeof doc.sentences> extends { itemAt(i: number): infer I } ? I : never) => {
    const [first, last] = s.out(its.span) as unknown as [number, number];
    const tokens: Token[] = [];
    const index = new Map<number, number>();
    for (let i = first; i <= last; i++) {
      if (types[i] === 'tabCRLF' || types[i] === 'space') continue;
      const value = values[i];
      if (value === undefined) continue;
      // wink's tokenizer cuts a word at letters beyond Latin-1 ("wy łą cz", "Tr ợ lý", "şifre"): pieces
      // with no space between them, letters all, one of them with such a letter, are one word again.
      const prev = tokens[tokens.length - 1];
      // (The last piece may carry the sentence's full stop: "đẹ" "p.".)
      const piece = /^([\p{L}\p{M}]+)(\.?)$/u.exec(value);
      if (prev && piece && spaces[i] === '' && index.size > 0 && WORD_PIECE.test(prev.text) && (BEYOND_LATIN1.test(piece[1]) || BEYOND_LATIN1.test(prev.text))) {
        const text = prev.text + piece[1];
        tokens[tokens.length - 1] = { text, lower: lowerFolded(text), lemma: lowerFolded(text), pos: prev.pos === 'X' ? pos[i] ?? 'X' : prev.pos, negated: prev.negated || Boolean(neg[i]) };
        index.set(i, tokens.length - 1);
        if (piece[2]) tokens.push({ text: '.', lower: '.', lemma: '.', pos: 'PUNCT', negated: false });
        continue;
      }
      index.set(i, tokens.length);
      // wink leaves the lemma of a few words undefined ("IAM"): the word is its own lemma then.
      tokens.push({ text: value, lower: lowerFolded(value), lemma: lowerFolded(lemmas[i] ?? value), pos: pos[i] ?? 'X', negated: Boolean(neg[i]) });
    }
    nounNo(tokens);
    const entities: Entity[] = [];
    const spans = s.entities().out(its.span) as unknown as [number, number][];
    const details = s.entities().out(its.detail) as unknown as { value: string; type: string }[];
    spans.forEach(([a, b], k) => {
      const start = index.get(a);
      const end = index.get(b);
      if (start !== undefined && end !== undefined) entities.push({ text: details[k].value, type: details[k].type, start, end: end + 1 });
    });
    out.push({ text: s.out(), script: 'en', tokens, entities: [...entities, ...names(tokens)] });
  });
}

/** English words that negate what follows them. */
const NEGATORS = new Set(['not', "n't", 'never', 'none', 'nobody', 'nothing', 'neither', 'nor', 'without', 'nowhere', 'cannot']);

/**
 * "No" as a noun ("a hard no", "the final no") negates nothing: where it is the sentence's only
 * negator, the tagger's negation after it is undone.
 */
function nounNo(tokens: Token[]): void {
  // An article before it ("a", "the", "a hard"), and nothing after it that it could deny ("a hard no for me.").
  const article = (i: number) => tokens[i - 1]?.pos === 'DET' || (tokens[i - 1]?.pos === 'ADJ' && tokens[i - 2]?.pos === 'DET');
  const ends = (i: number) => i + 1 >= tokens.length || tokens[i + 1].pos === 'PUNCT' || tokens[i + 1].lower === 'for' || tokens[i + 1].lower === 'from';
  const at = tokens.findIndex((t, i) => t.lower === 'no' && i > 0 && article(i) && ends(i));
  if (at < 0 || tokens.some((t, i) => NEGATORS.has(t.lower) || (t.lower === 'no' && i !== at))) return;
  for (let i = at; i < tokens.length; i++) tokens[i] = { ...tokens[i], negated: false };
}

/** A letter of an alphabet written with spaces between words. */
const SPACED_LETTER = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u;

/** chrono's parser for a language franc names (ISO 639-3), beside English and Chinese. */
const CHRONO_LOCALES: Record<string, Pick<typeof chrono, 'parse'>> = {
  deu: chrono.de, fra: chrono.fr, spa: chrono.es, por: chrono.pt, nld: chrono.nl, rus: chrono.ru, ita: chrono.it, jpn: chrono.ja, ukr: chrono.uk, swe: chrono.sv,
};

/** A time on a 24-hour or a dotted clock ("23:00", "9:30", "9.30"), which the English tagger sees no time in. */
const CLOCK_TIME = /(?<![\d.:])(?:[01]?\d|2[0-3])[:.][0-5]\d(?!\d|[.:]\d)/u;

/** The European parsers a sentence with a number is also read by. */
const EUROPEAN = [chrono.de, chrono.fr, chrono.es, chrono.pt, chrono.it, chrono.nl];

/**
 * Dates named in a sentence: in English, chrono runs only where the tagger saw a date, a time or
 * a number; in another language the tagger cannot tell, and that language's chrono reads each
 * sentence ("am Freitag, 21. Februar", "el 17 de junio"), English's when it finds nothing.
 */
function datesOf(sentences: Sentence[], at: Date, language: string): DateMention[] {
  const out: DateMention[] = [];
  const local = CHRONO_LOCALES[language];
  sentences.forEach((s, i) => {
    const hinted =
      s.script === 'zh'
        ? /[0-9０-９一二三四五六七八九十]+|[年月日号點点周]|星期|今天|明天|昨天|上个|下个|去年|明年/u.test(s.text)
        : local !== undefined || CLOCK_TIME.test(s.text) || s.entities.some((e) => e.type === 'DATE' || e.type === 'TIME' || e.type === 'CARDINAL' || e.type === 'ORDINAL');
    if (!hinted) return;
    // A German ordinal's dot ends no sentence for a date: "am 3. | März" is read as one.
    const next = sentences[i + 1];
    const text = language !== 'eng' && next && /\d\.$/u.test(s.text) ? `${s.text} ${next.text}` : s.text;
    let results = s.script === 'zh' ? (language === 'jpn' ? chrono.ja : chrono.zh).parse(text, at) : local?.parse(text, at) ?? [];
    // franc mistakes one short European sentence for another language ("am Dienstag, 3. März" for
    // Dutch): a sentence with a number is read by every European parser, and the reading that
    // covers most of it wins.
    if (s.script !== 'zh' && language !== 'eng' && /\d/u.test(text)) {
      const covered = (rs: chrono.ParsedResult[]) => rs.reduce((n, r) => n + r.text.length, 0);
      for (const l of EUROPEAN) {
        if (l === local) continue;
        const other = l.parse(text, at);
        if (covered(other) > covered(results)) results = other;
      }
    }
    // English read into another language's sentence: a short word opening it before a word in lower
    // case ("Mon vétérinaire est …", "Min chef är …") is a word of that language, not a day. (Short
    // English notes franc reads as another language keep theirs: "Dentist Fri", "Mon: gym".)
    if (results.length === 0 && s.script !== 'zh') results = chrono.parse(text, at).filter((r) => language === 'eng' || !(r.index === 0 && /^\p{L}{1,3}$/u.test(r.text) && /^\s+\p{Ll}/u.test(text.slice(r.text.length))));
    for (const r of results) {
      // chrono's word boundaries are ASCII: "Mar" (martes) inside "Marín", "Di" inside "Dió". A
      // reading that starts or ends inside a word of an alphabet written with spaces names no date
      // (Chinese and Japanese dates stand between letters: "是6月30日").
      if ((SPACED_LETTER.test(text[r.index - 1] ?? '') && SPACED_LETTER.test(r.text[0])) || (SPACED_LETTER.test(text[r.index + r.text.length] ?? '') && SPACED_LETTER.test(r.text.at(-1) ?? ''))) continue;
      // "now" is the moment of writing, not a time the text states.
      if (r.start.isCertain('hour') && Math.abs(r.start.date().getTime() - at.getTime()) < 1000) continue;
      const relative = !r.start.isCertain('year') && !r.start.isCertain('month');
      const known = { day: r.start.isCertain('day'), hour: r.start.isCertain('hour'), weekday: r.start.isCertain('weekday') };
      out.push({ text: r.text, at: r.start.date().getTime(), sentence: i, relative, known, ...(r.end?.isCertain('year') ? { until: r.end.date().getTime() } : {}) });
    }
  });
  return out;
}

/**
 * Characters below which a text's language is not told reliably enough to act on it: franc reads
 * "Moving to Lima in May." as Tagalog and "Ny læge: …" as Turkish.
 */
export const LANGUAGE_MIN_CHARS = 40;

/** The main language: by script where a script tells it, otherwise franc over the start of the text. */
export function languageOf(text: string): string {
  return languagesOf(text)[0];
}

/** Relative franc score from which a language is a candidate beside the best. */
const NEAR_LANGUAGE = 0.9;
/** Relative franc score from which a language's function words may still make it the best. */
const CANDIDATE_LANGUAGE = 0.8;
/** Candidate languages kept at most. */
const MAX_LANGUAGES = 4;
/** Candidates whose function words are counted at most. */
const MAX_CANDIDATES = 8;
/** Share of a script's letters from which a text is in that script's language. */
const SCRIPT_SHARE = 0.3;
/** Share of kana among the letters from which Chinese characters are read as Japanese. */
const KANA_SHARE = 0.05;
const KANA_ALL = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const HANGUL_ALL = /\p{Script=Hangul}/gu;
const WORDS = /\p{L}+(?:['’]\p{L}+)?/gu;

/**
 * The languages franc chooses among: those the readers here have words for (function words,
 * negators, attribute lexicons, date parsers) and the world's widely written ones. franc's full
 * set ranks 187 languages, most of them never written to a memory here, and a short note lands on
 * one of them as easily as on its own; fewer candidates also read faster. Galician and Afrikaans
 * are left out: franc and their function words take Spanish, Portuguese and Dutch texts for them
 * (one Portuguese text in five), and nothing here reads them apart from those neighbours.
 */
const CANDIDATES = [
  'eng', 'cmn', 'jpn', 'kor', 'arb', 'pes', 'urd', 'hin', 'ben', 'mar', 'guj', 'pan', 'tam', 'tel', 'kan', 'mal', 'npi', 'sin', 'tha', 'mya', 'khm',
  'vie', 'ind', 'zlm', 'tgl', 'swh', 'hau', 'yor', 'zul', 'xho', 'sot', 'nso', 'som', 'amh', 'tur', 'azj', 'uzn', 'kaz', 'rus', 'ukr', 'bel',
  'bul', 'mkd', 'srp', 'hrv', 'bos', 'slv', 'slk', 'ces', 'pol', 'hun', 'ron', 'ell', 'heb', 'ydd', 'ita', 'spa', 'por', 'fra', 'deu', 'nld', 'dan',
  'nob', 'nno', 'swe', 'fin', 'ekk', 'lvs', 'lit', 'cat', 'eus', 'gle', 'cym', 'isl', 'als', 'hye', 'kat', 'lat', 'epo',
];
/** franc's names for languages the readers here name otherwise (Estonian, Malay; Nynorsk read with Bokmål's words). */
const READ_AS: Record<string, string> = { ekk: 'est', zlm: 'zsm', nno: 'nob' };

/**
 * The main language first, then those franc scores nearly as high. A script used by one language
 * tells it (Chinese characters, kana beside them, Hangul). Otherwise franc's trigrams rank the
 * candidates, and the share of each one's function words among the text's words (the `stopword`
 * package's lists) decides between those it scores close: franc alone reads a short Czech note
 * as Esperanto, a Danish one as Swedish, a Russian one as Bulgarian.
 */
export function languagesOf(text: string): string[] {
  const sample = text.slice(0, 600);
  const letters = sample.match(LETTER)?.length ?? 0;
  if (letters > 0) {
    const han = sample.match(HAN_ALL)?.length ?? 0;
    const kana = sample.match(KANA_ALL)?.length ?? 0;
    if (kana / letters > KANA_SHARE && (han + kana) / letters > SCRIPT_SHARE) return ['jpn'];
    if ((sample.match(HANGUL_ALL)?.length ?? 0) / letters > SCRIPT_SHARE) return ['kor'];
    if (han / letters > SCRIPT_SHARE) return ['cmn'];
  }
  const all = francAll(sample, { minLength: 12, only: CANDIDATES });
  if (all.length === 0 || all[0][0] === 'und') return ['und'];
  const words = sample.toLowerCase().match(WORDS) ?? [];
  const share = (l: string) => {
    const glue = functionWordsOf(READ_AS[l] ?? l);
    return words.length === 0 || glue.size === 0 ? 0 : words.filter((w) => glue.has(w)).length / words.length;
  };
  const ranked = all
    .filter(([, score], i) => i === 0 || score >= CANDIDATE_LANGUAGE)
    .slice(0, MAX_CANDIDATES)
    .map(([l, score]) => ({ l, score, both: score + share(l) }));
  const best = ranked.reduce((a, b) => (b.both > a.both ? b : a));
  const near = ranked.filter((x) => x !== best && x.score >= NEAR_LANGUAGE * best.score);
  return [best, ...near].slice(0, MAX_LANGUAGES).map((x) => READ_AS[x.l] ?? x.l);
}

/** Caps untrusted text to `MAX_ANALYSIS_CHARS`, keeping head and tail (an attack at the end is still read). */
function cap(text: string): string {
  if (text.length <= MAX_ANALYSIS_CHARS) return text;
  const half = MAX_ANALYSIS_CHARS / 2;
  return `${text.slice(0, half)}\n${text.slice(-half)}`;
}

/**
 * Longest run without a space handed to the tagger. wink-nlp's tokenizer tries e-mail, URL and
 * abbreviation patterns on each token, in time quadratic in its length (a 19 000-character token
 * took a second); a run longer than this is read as several tokens of at most this length, so no
 * token costs more than a fraction of a millisecond. Nothing a person writes is one word this long.
 */
const MAX_TOKEN_CHARS = 256;
const TOKEN_PIECE = new RegExp(`[^]{1,${MAX_TOKEN_CHARS}}`, 'gu');

/** `line` with every run of more than `MAX_TOKEN_CHARS` non-space characters cut into pieces of at most that many. */
function cutLongRuns(line: string): string {
  if (line.length <= MAX_TOKEN_CHARS) return line;
  return line.replace(/\S+/gu, (run) => (run.length <= MAX_TOKEN_CHARS ? run : (run.match(TOKEN_PIECE) ?? [run]).join(' ')));
}

/** Whether a code point is a decimal digit of some script. */
const isDigit = (cp: number) => /\p{Nd}/u.test(String.fromCodePoint(cp));
/** The ASCII digit of each script's digit met so far. */
const DIGITS = new Map<string, string>();

/**
 * `text` with the decimal digits of every script read as ASCII ("৭০", "٧٠", "७०" → "70"), as NFKC does
 * for fullwidth ones: a number is a number in any script. Each script's digits are a run of ten
 * code points from zero, so a digit's value is its distance from the start of its run, modulo ten.
 */
export function asciiDigits(text: string): string {
  return text.replace(/(?![0-9])\p{Nd}/gu, (d) => {
    let ascii = DIGITS.get(d);
    if (ascii === undefined) {
      const cp = d.codePointAt(0) ?? 0;
      let first = cp;
      while (first > cp - 100 && isDigit(first - 1)) first--;
      DIGITS.set(d, (ascii = String((cp - first) % 10)));
    }
    return ascii;
  });
}

/** Reads a text that is already normalised for reading. Uncached: use `analyze`. */
function read(raw: string, at: number): Analysis {
  const text = asciiDigits(cap(raw.normalize('NFKC')))
    .split(/\r?\n/u)
    .map((l) => cutLongRuns(l.replace(/[\t\v\f \u00a0\u2000-\u200a\u3000]+/gu, ' ').trim()))
    .join('\n');
  const sentences: Sentence[] = [];
  // Lines are read apart: an e-mail's header lines and list items end without a full stop.
  let block: string[] = [];
  const flush = () => {
    if (block.length) readEnglish(block.join('\n'), sentences);
    block = [];
  };
  for (const line of text.split('\n')) {
    if (!line) {
      flush();
      continue;
    }
    if (HAN.test(line)) {
      flush();
      readChinese(line, sentences);
    } else {
      block.push(line);
      // A line with no sentence end on its own is a unit (a header, a list item, a label).
      if (!/[.!?;:,]$/u.test(line)) flush();
    }
  }
  flush();
  const languages = languagesOf(text);
  const language = languages[0];
  // The English tagger's negation is English: a text long enough to be told another language is negated by that language's words.
  if (text.length >= LANGUAGE_MIN_CHARS && negatesByList(languages)) negateByList(sentences, languages);
  return { text, language, languages, sentences, dates: datesOf(sentences, new Date(at), language), at };
}

const CACHE_SIZE = 128;
const cache = new LruMap<Analysis>(CACHE_SIZE);

/**
 * The analysis of `text` as of `at` (epoch ms; relative dates resolve against it). Cached by text
 * and time: the guard layers and the revision core of one write share one reading.
 *
 * @example analyze('I moved to Paris last month', Date.now()).sentences[0].tokens[1].lemma // 'move'
 */
export function analyze(text: string, at: number = Date.now()): Analysis {
  const key = `${at}\u0000${text}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const a = read(text, at);
  cache.set(key, a);
  return a;
}
