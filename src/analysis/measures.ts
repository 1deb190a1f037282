/**
 * Measures of a person in any unit: height (cm, m, feet and inches), weight (kg, pounds, stone)
 * and shoe size (EU, UK, US women's or men's), each read into one scale — centimetres, kilograms,
 * EU sizes — so "171 cm" and "5 ft 7 in" are one height and "EU 39" and "US women's 10.5" two
 * shoe sizes. A unit may be named in a field's key ("height_cm: 171", "weight (lb): 150").
 */

export type MeasureKind = 'length' | 'mass' | 'shoe';

export interface Measure {
  kind: MeasureKind;
  /** Centimetres, kilograms or EU shoe sizes. */
  value: number;
}

/** How far two readings of one measure may be apart and still agree (rounding, conversions). */
export const TOLERANCE: Record<MeasureKind, number> = { length: 2.5, mass: 1.5, shoe: 1 };

const NUM = String.raw`(\d{1,3}(?:[.,]\d{1,2})?)`;
const num = (s: string) => Number(s.replace(',', '.'));

/** Feet and inches: 5 ft 11 in, 5'11", 5 feet 11 inches, 5 ft. */
const FEET = new RegExp(String.raw`(?<![\d.,])(\d)\s*(?:ft|feet|foot|'|′|’)\s*(?:(\d{1,2}(?:[.,]\d)?)\s*(?:in|inches|inch|"|″|”|''))?`, 'giu');
const METRIC_LENGTH = new RegExp(String.raw`(?<![\d.,])${NUM}\s*(cm|centimet(?:er|re)s?|см|厘米|公分|センチ|센티미터|m|meters?|metres?|м|米)(?![\p{L}])`, 'giu');
const INCHES = new RegExp(String.raw`(?<![\d.,])${NUM}\s*(?:in|inches|inch|")(?![\p{L}])`, 'giu');
const STONE = new RegExp(String.raw`(?<![\d.,])(\d{1,2})\s*(?:st|stone)\s*(?:(\d{1,2})\s*(?:lb|lbs|pounds?))?(?![\p{L}])`, 'giu');
const MASS = new RegExp(String.raw`(?<![\d.,])${NUM}\s*(kg|kgs|kilos?|kilograms?|kilogrammes?|кг|公斤|千克|キロ|킬로그램|lb|lbs|pounds?|斤)(?![\p{L}])`, 'giu');
/** A shoe size with its system before or after it: "EU 39", "39 EU", "US women's 10.5", "UK 6", "EUR 41". */
const SHOE = new RegExp(String.raw`(?<![\p{L}])(EU|EUR|UK|US)(?:\s*(women'?s|ladies|men'?s|w|m)\b)?\s*(?:size\s*)?${NUM}|${NUM}\s*(EU|EUR|UK)(?![\p{L}])`, 'gu');

/**
 * Chinese size systems named against the number: "欧码39" (EU), "英码6" (UK), "美码9" (US), and
 * "42码", a size in the Chinese system, which for adults is the EU one.
 */
const SHOE_ZH = new RegExp(String.raw`(欧码|欧洲码|英码|美码)\s*${NUM}|(?<![\d.,])${NUM}\s*码`, 'gu');
const ZH_SYSTEM: Record<string, string> = { 欧码: 'EU', 欧洲码: 'EU', 英码: 'UK', 美码: 'US' };
/**
 * A foot's length, as Japan, Korea and China give a shoe size: "255 mm", "26.5 cm", "26.5センチ".
 * Read only in a line that speaks of shoe sizes: elsewhere it is any length.
 */
const FOOT = new RegExp(String.raw`(?<![\d.,])${NUM}\s*(mm|밀리|cm|センチ|センチメートル|厘米|公分)(?![\p{L}])`, 'giu');
/** The shortest and longest adult foot read as a shoe size, in millimetres. */
const FOOT_MM: [number, number] = [200, 330];
/** EU size of a foot of that many millimetres (the Paris point is two thirds of a centimetre, and a shoe is 1.5 cm longer than the foot). */
const footToEu = (mm: number) => (mm / 10 + 1.5) * 1.5;

/** A unit named in a field's key: "height_cm", "weight (lb)", "shoe size EU". */
const KEY_UNIT = /^\s*[\p{L}_ .-]*?(?:[_ (]|\b)(cm|m|kg|lb|lbs|in|ft|eu|uk|us)\)?\s*[:：=]\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*$/iu;

function shoeToEu(system: string, gender: string | undefined, v: number): number {
  const s = system.toUpperCase();
  if (s === 'EU' || s === 'EUR') return v;
  if (s === 'UK') return v + 33;
  const g = (gender ?? '').toLowerCase();
  if (g.startsWith('w') || g.startsWith('l')) return v + 31;
  if (g.startsWith('m')) return v + 33;
  return v + 32;
}

function lengthCm(v: number, unit: string): number | undefined {
  const u = unit.toLowerCase();
  if (/^(cm|centimet|см|厘米|公分|センチ|센티미터)/u.test(u)) return v;
  // Metres: a person's height (1.50–2.30 m), not a distance.
  const cm = v * 100;
  return cm >= 50 && cm <= 250 ? cm : undefined;
}

function massKg(v: number, unit: string): number {
  const u = unit.toLowerCase();
  if (/^(lb|pound)/u.test(u)) return v * 0.4536;
  if (u === '斤') return v / 2;
  return v;
}

/** The shoe sizes a line gives with their system (`SHOE`), in EU sizes. */
const shoeSizes = (t: string): Measure[] => [...t.matchAll(SHOE)].map((m) => ({ kind: 'shoe', value: m[1] ? shoeToEu(m[1], m[2], num(m[3])) : num(m[4]) }));

/** The measures a line of text states, in one scale per kind; `shoes`: the line speaks of shoe sizes, so a foot's length is one. */
export function measuresOf(line: string, shoes = false): Measure[] {
  const t = line.slice(0, 400).normalize('NFKC');
  const out: Measure[] = [];
  for (const m of t.matchAll(SHOE_ZH)) out.push({ kind: 'shoe', value: m[1] ? shoeToEu(ZH_SYSTEM[m[1]], undefined, num(m[2])) : num(m[3]) });
  if (shoes) {
    for (const m of t.matchAll(FOOT)) {
      const mm = num(m[1]) * (/^(mm|밀리)$/iu.test(m[2]) ? 1 : 10);
      if (mm >= FOOT_MM[0] && mm <= FOOT_MM[1]) out.push({ kind: 'shoe', value: footToEu(mm) });
    }
    // A foot's length in centimetres is no person's height: the line's other measures are its sizes in other systems.
    if (out.length > 0) {
      out.push(...shoeSizes(t));
      return out.slice(0, 8);
    }
  }
  const key = t.length <= 80 ? KEY_UNIT.exec(t) : null;
  if (key) {
    const u = key[1].toLowerCase();
    const v = num(key[2]);
    if (u === 'cm' || u === 'm') {
      const cm = lengthCm(v, u);
      if (cm !== undefined) out.push({ kind: 'length', value: cm });
    } else if (u === 'in') out.push({ kind: 'length', value: v * 2.54 });
    else if (u === 'ft') out.push({ kind: 'length', value: v * 30.48 });
    else if (u === 'kg' || u === 'lb' || u === 'lbs') out.push({ kind: 'mass', value: massKg(v, u) });
    else out.push({ kind: 'shoe', value: shoeToEu(u, undefined, v) });
    return out;
  }
  let rest = t;
  for (const m of t.matchAll(FEET)) {
    out.push({ kind: 'length', value: Number(m[1]) * 30.48 + (m[2] ? num(m[2]) * 2.54 : 0) });
    rest = rest.replace(m[0], ' ');
  }
  for (const m of rest.matchAll(METRIC_LENGTH)) {
    const cm = lengthCm(num(m[1]), m[2]);
    if (cm !== undefined) out.push({ kind: 'length', value: cm });
  }
  for (const m of rest.matchAll(INCHES)) out.push({ kind: 'length', value: num(m[1]) * 2.54 });
  for (const m of rest.matchAll(STONE)) {
    out.push({ kind: 'mass', value: Number(m[1]) * 6.35 + (m[2] ? Number(m[2]) * 0.4536 : 0) });
    rest = rest.replace(m[0], ' ');
  }
  for (const m of rest.matchAll(MASS)) out.push({ kind: 'mass', value: massKg(num(m[1]), m[2]) });
  out.push(...shoeSizes(t));
  return out.slice(0, 8);
}

/** Bare numbers read as a measure of `kind` where a text names the attribute: EU sizes, centimetres, kilograms in their usual ranges. */
export function bareMeasures(numbers: readonly string[], kind: MeasureKind): Measure[] {
  const range: Record<MeasureKind, [number, number]> = { shoe: [30, 50], length: [130, 230], mass: [35, 200] };
  const [lo, hi] = range[kind];
  return numbers.map(num).filter((v) => v >= lo && v <= hi).map((value) => ({ kind, value }));
}

/**
 * How two texts' measures of one kind stand: 'same' when some pair agrees within the tolerance,
 * 'differs' when they share a kind and none does, undefined when they share none.
 */
export function compareMeasures(a: readonly Measure[], b: readonly Measure[]): { kind: MeasureKind; verdict: 'same' | 'differs' } | undefined {
  for (const kind of ['length', 'mass', 'shoe'] as const) {
    const x = a.filter((m) => m.kind === kind);
    const y = b.filter((m) => m.kind === kind);
    if (x.length === 0 || y.length === 0) continue;
    const same = x.some((p) => y.some((q) => Math.abs(p.value - q.value) <= TOLERANCE[kind]));
    return { kind, verdict: same ? 'same' : 'differs' };
  }
  return undefined;
}

/**
 * Words that scale a number, by power of ten, in the languages the analysis reads: "$1.2bn",
 * "12亿美元", "1,2 Mrd. Euro", "129만 원", "3,5 млн" and "1200000000" are one amount. Single
 * letters (k, m, b) count only when written against the number after a currency sign ("$3m"): "60 m"
 * is a length.
 */
const MAGNITUDES: readonly [number, readonly string[]][] = [
  [3, ['thousand', 'thousands', 'tausend', 'mille', 'duizend', 'tusen', 'tys', 'tysięcy', 'тыс', 'тысяч', 'тисяч', 'ribu', 'nghìn', 'ngàn', 'χιλιάδες', 'אלף', 'ألف', 'آلاف', '千', '천']],
  [4, ['万', '萬', '만']],
  [5, ['lakh', 'lakhs', 'लाख']],
  [6, ['million', 'millions', 'mln', 'mio', 'millón', 'millones', 'milhão', 'milhões', 'milione', 'milioni', 'miljoen', 'miljon', 'miljoner', 'millionen', 'milion', 'miliony', 'milionów', 'млн', 'миллион', 'миллиона', 'миллионов', 'мільйон', 'мільйона', 'мільйонів', 'milyon', 'juta', 'triệu', 'εκατομμύρια', 'מיליון', 'مليون', 'ملايين', '百万', '百萬']],
  [7, ['crore', 'crores', 'करोड़']],
  [8, ['亿', '億', '억']],
  [9, ['billion', 'billions', 'bn', 'mrd', 'milliard', 'milliarde', 'milliarden', 'milliards', 'miliardo', 'miliardi', 'miljard', 'miljarder', 'miliard', 'miliardy', 'miliardów', 'млрд', 'миллиард', 'миллиарда', 'миллиардов', 'мільярд', 'мільярда', 'мільярдів', 'milyar', 'miliar', 'tỷ', 'δισεκατομμύρια', 'מיליארד', 'مليار', 'مليارات', '十亿', '十億']],
  [12, ['trillion', 'trillions', 'billón', 'billones', 'bilhão', 'bilhões', 'триллион', 'трлн']],
];
const SCALE = new Map(MAGNITUDES.flatMap(([power, words]) => words.map((w) => [w, power] as const)));
/** "mil millones" (Spanish) and "mil milhões" (Portuguese): a thousand millions. */
const THOUSAND_MILLIONS = /^mil\s+(?:millones|milhões)$/iu;
/** A number — "1.2", "1,2", "1,200" (grouped), "12" — then a word (or a CJK sign) that scales it. */
const SCALED = /(?<![\d.,])(\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d+)?)\s?(mil\s+(?:millones|milhões)|百万|百萬|十亿|十億|[万萬만億亿억千천]|[\p{L}]+\.?)/giu;
/** A currency sign then a number with a letter against it: "$3m", "€1.2b", "£40k". */
const CURRENCY_LETTER = /([$€£¥₩₹])\s?(\d+(?:[.,]\d+)?)([kmb])(?![\p{L}])/giu;

/** The number a written figure stands for: a decimal comma or point, or commas grouping thousands. */
function figure(s: string): number {
  // "1,200" and "1.200" group thousands (English and most of Europe); "1.2" and "1,2" are decimals.
  if (/^\d{1,3}(?:[.,]\d{3})+$/u.test(s)) return Number(s.replace(/[.,]/gu, ''));
  return Number(s.replace(',', '.'));
}

/** Writes every scaled amount of `text` out in digits ("$1.2bn" → "$1200000000"); the rest is kept. */
export function scaledAmounts(text: string): string {
  const out = text.replace(CURRENCY_LETTER, (m, sign: string, n: string, letter: string) => whole(figure(n), { k: 3, m: 6, b: 9 }[letter.toLowerCase() as 'k' | 'm' | 'b'], sign, m));
  return out.replace(SCALED, (m, n: string, word: string, at: number, all: string) => {
    // "1億2000万": an amount written in two parts is left as it is, not read as two.
    if (/^\p{Script=Han}|^\p{Script=Hangul}/u.test(word) && /^[\d万萬만億亿억]/u.test(all.slice(at + m.length))) return m;
    const w = word.toLowerCase().replace(/\.$/u, '');
    const power = THOUSAND_MILLIONS.test(w) ? 9 : SCALE.get(w);
    return power === undefined ? m : whole(figure(n), power, '', m);
  });
}

/** A figure times ten to `power` in digits after `prefix`, when that is a whole number; else `written`, as it was. */
function whole(n: number, power: number, prefix: string, written: string): string {
  const v = Math.round(n * 10 ** power);
  return Number.isSafeInteger(v) && v > 0 ? prefix + String(v) : written;
}
