/**
 * A medicine's dose as a typed value, in any language: an amount with a unit doses are given in
 * (mg, µg, mcg, ml, IU, as the languages the analysis reads write them), read in one scale per
 * dimension, beside the medicine's name. A medicine keeps its international name across languages
 * with small changes of spelling ("metformin" / "metformina" / "Metformin"), so two doses
 * are of one medicine when a name beside each is the same name read in Latin letters. Two texts
 * giving one medicine different doses, and never the same one, give it another dose.
 */
import { latinFolded } from '../analysis/letters.js';
import { sameName } from '../analysis/transliterate.js';
import { functionWordsOf } from '../analysis/stopwords.js';
import { isDateName } from '../analysis/date-names.js';
import { isDictionaryWord, isKindOf } from '../analysis/wordnet.js';
import { attributeLookupWords } from '../analysis/attributes.js';
import { LruMap } from '../core/lru.js';

type Dimension = 'mass' | 'volume' | 'units';

/** The base unit of each dimension, for reasons. */
export const DOSE_UNIT: Record<Dimension, string> = { mass: 'µg', volume: 'ml', units: 'IU' };

/** A dose: its amount in the dimension's base unit (micrograms, millilitres, international units) and the words beside it. */
interface Dose {
  amount: number;
  dimension: Dimension;
  words: string[];
}

/** Units of doses and their size in the dimension's base unit (a person's weight is in kilograms, a parcel's in grams: neither is a dose). */
const UNITS: [RegExp, Dimension, number][] = [
  [/^(?:mg|мг|毫克|ミリグラム|밀리그램|mil+igra\p{L}*)$/iu, 'mass', 1000],
  [/^(?:µg|μg|mcg|ug|мкг|微克|マイクログラム|마이크로그램|(?:micro|mikro|mcro)gra\p{L}*)$/iu, 'mass', 1],
  [/^(?:ml|мл|毫升|ミリリットル|밀리리터|mil+ilit\p{L}*)$/iu, 'volume', 1],
  [/^(?:iu|ie|ui|ед|单位|国际单位|単位)$/iu, 'units', 1],
];

/** An amount and the unit written after it (joined or apart: "850mg", "50 microgramos", "10 毫克"). */
const AMOUNT = /(?<![\p{L}\p{N}.,])(\d+(?:[.,]\d+)?)\s?([\p{L}µμ]+)/gu;
/** A word of a text (a medicine's name is written in letters, with a hyphen at most). */
const WORD = /[\p{L}\p{M}][\p{L}\p{M}-]*/gu;
/** Words before an amount and after its unit where the medicine's name stands ("metformina de 850 mg", "50 mg of sertraline", "medicine=metformin dose=850mg"). */
const BEFORE = 5;
const AFTER = 3;
/** Letters of the shortest medicine name compared: shorter words are abbreviations and particles. */
const MIN_NAME = 6;
/** Characters of a text read. */
const MAX_CHARS = 4000;
/** Two amounts within this share of each other are one dose (a rounding, "0.05 mg" / "50 µg"). */
const SAME_SHARE = 0.01;

/** Languages whose function words are left out of the words beside a dose ("de", "cada", "jeden"). */
const LANGUAGES = ['eng', 'spa', 'fra', 'deu', 'ita', 'por', 'nld', 'pol', 'ces', 'slk', 'swe', 'dan', 'nob', 'fin', 'hun', 'ron', 'tur', 'hrv', 'slv', 'lit', 'lav', 'est', 'ind', 'vie'];
let functionWords: Set<string> | undefined;
let medicationWords: Set<string> | undefined;

/** English kinds a medicine's name is, in WordNet. */
const MEDICINE_KINDS = new Set(['drug', 'medicine', 'medication', 'hormone', 'vitamin', 'antibiotic']);

/** A word that may be a medicine's name: long enough, no function word, date or word for medicine itself, and in English a kind of drug or no dictionary word at all. */
function mayNameMedicine(w: string): boolean {
  functionWords ??= new Set(LANGUAGES.flatMap((l) => [...functionWordsOf(l)]).map(latinFolded));
  medicationWords ??= new Set([...attributeLookupWords('medication').values()].flat().map(latinFolded));
  if (w.length < MIN_NAME || !/^[\p{Script=Latin}-]+$/u.test(w) || functionWords.has(w) || medicationWords.has(w) || isDateName(w)) return false;
  return !isDictionaryWord(w) || isKindOf(w, MEDICINE_KINDS);
}

function unitOf(word: string): [Dimension, number] | undefined {
  for (const [re, dim, size] of UNITS) if (re.test(word)) return [dim, size];
  return undefined;
}

/** Texts read for their doses, recently: a write meets the same memories again. */
const READ = new LruMap<Dose[]>(512);

/** The doses a text gives, each with the words beside it that may name its medicine. */
export function dosesOf(text: string): Dose[] {
  const hit = READ.get(text);
  if (hit) return hit;
  const t = text.slice(0, MAX_CHARS).normalize('NFKC');
  const words = [...t.matchAll(WORD)].map((m) => ({ at: m.index, end: m.index + m[0].length, w: latinFolded(m[0]) }));
  const out: Dose[] = [];
  for (const m of t.matchAll(AMOUNT)) {
    const unit = unitOf(m[2]);
    if (!unit) continue;
    const start = m.index;
    const end = start + m[0].length;
    const before = words.filter((x) => x.end <= start).slice(-BEFORE);
    const after = words.filter((x) => x.at >= end).slice(0, AFTER);
    out.push({ amount: Number(m[1].replace(',', '.')) * unit[1], dimension: unit[0], words: [...before, ...after].map((x) => x.w).filter(mayNameMedicine) });
  }
  READ.set(text, out);
  return out;
}

/** Two words name one medicine: the same letters, the same name in another spelling, or one stem of six letters or more. */
function sameMedicine(a: string, b: string): boolean {
  if (a === b) return true;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i >= MIN_NAME || sameName(a, b);
}

/**
 * Another dose of a medicine both texts name: the medicine's name and the two doses, or undefined
 * where they name no medicine in common, or give one of them the same dose somewhere. The names of
 * `people` (the user's) are no medicine's.
 */
export function otherDose(n: string, o: string, people: ReadonlySet<string> = new Set()): { medicine: string; doses: [number, number]; dimension: Dimension } | undefined {
  const mine = dosesOf(n);
  if (mine.length === 0) return undefined;
  const theirs = dosesOf(o);
  const folded = new Set([...people].map(latinFolded));
  let rival: { medicine: string; doses: [number, number]; dimension: Dimension } | undefined;
  for (const x of mine) {
    for (const y of theirs) {
      if (x.dimension !== y.dimension) continue;
      const medicine = x.words.find((w) => !folded.has(w) && y.words.some((v) => !folded.has(v) && sameMedicine(w, v)));
      if (!medicine) continue;
      if (Math.abs(x.amount - y.amount) <= SAME_SHARE * Math.max(x.amount, y.amount)) return undefined;
      rival ??= { medicine, doses: [x.amount, y.amount], dimension: x.dimension };
    }
  }
  return rival;
}
