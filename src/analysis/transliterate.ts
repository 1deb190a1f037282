/**
 * Names written in another script. A record in Russian, Japanese, Korean, Arabic or Hindi writes a
 * person's name in its own letters ("Анна Шмидт", "アンナ・シュミット"); to tell whether it is the
 * user's name, the word is read into Latin letters by the usual romanisation of its script
 * (Cyrillic, Greek, katakana and hiragana, Hangul, Arabic, Devanagari) and the two are compared by
 * the sounds that survive any spelling: the consonants, in classes (b/p/v/f, k/g/q, t/d, s/z/sh/ch,
 * l/r), without vowels — the vowels a script adds between consonants ("シュミット") change nothing.
 * A short name (two consonants) is compared with its vowels too ("Mira" / "Мира", not "Mara").
 */

const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u',
  ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', і: 'i', ї: 'yi', є: 'ye', ґ: 'g', ў: 'u', ј: 'j', љ: 'lj', њ: 'nj', ћ: 'ch', ђ: 'dj', џ: 'dzh',
};

const GREEK: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};

const ARABIC: Record<string, string> = {
  ا: 'a', أ: 'a', إ: 'i', آ: 'a', ٱ: 'a', ب: 'b', پ: 'p', ت: 't', ث: 'th', ج: 'j', چ: 'ch', ح: 'h', خ: 'kh', د: 'd', ذ: 'dh', ر: 'r', ز: 'z', ژ: 'zh', س: 's', ش: 'sh', ص: 's', ض: 'd',
  ط: 't', ظ: 'z', ع: '', غ: 'gh', ف: 'f', ڤ: 'v', ق: 'q', ك: 'k', ک: 'k', گ: 'g', ل: 'l', م: 'm', ن: 'n', ه: 'h', ة: 'a', و: 'u', ؤ: 'u', ي: 'i', ی: 'i', ى: 'a', ئ: 'i', ء: '',
};

/** Katakana by syllable (hiragana is read as katakana); a small kana joins the syllable before it. */
const KANA: Record<string, string> = Object.fromEntries(
  (
    'ア a イ i ウ u エ e オ o カ ka キ ki ク ku ケ ke コ ko サ sa シ shi ス su セ se ソ so タ ta チ chi ツ tsu テ te ト to ナ na ニ ni ヌ nu ネ ne ノ no ' +
    'ハ ha ヒ hi フ fu ヘ he ホ ho マ ma ミ mi ム mu メ me モ mo ヤ ya ユ yu ヨ yo ラ ra リ ri ル ru レ re ロ ro ワ wa ヰ i ヱ e ヲ o ン n ' +
    'ガ ga ギ gi グ gu ゲ ge ゴ go ザ za ジ ji ズ zu ゼ ze ゾ zo ダ da ヂ ji ヅ zu デ de ド do バ ba ビ bi ブ bu ベ be ボ bo パ pa ピ pi プ pu ペ pe ポ po ヴ vu ' +
    'ァ a ィ i ゥ u ェ e ォ o ャ ya ュ yu ョ yo ヮ wa'
  )
    .split(' ')
    .reduce<[string, string][]>((pairs, x, i, all) => (i % 2 === 0 ? [...pairs, [x, all[i + 1]]] : pairs), []),
);

/** Hangul jamo, by their order in a syllable's code: initials, vowels, finals (Revised Romanisation). */
const INITIALS = 'g kk n d tt r m b pp s ss - j jj ch k t p h'.split(' ').map((x) => (x === '-' ? '' : x));
const VOWELS = 'a ae ya yae eo e yeo ye o wa wae oe yo u wo we wi yu eu ui i'.split(' ');
const FINALS = '- k k k n n n t l k m p l l p l m p p t t ng t t k t p t'.split(' ').map((x) => (x === '-' ? '' : x));

/** Devanagari: consonants (an inherent "a" follows unless a vowel sign or a virama does), vowels and signs. */
const DEVANAGARI_CONSONANTS: Record<string, string> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n', च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n', ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n', त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm', य: 'y', र: 'r', ल: 'l', व: 'v', श: 'sh', ष: 'sh', स: 's', ह: 'h', ज़: 'z', फ़: 'f',
};
const DEVANAGARI_VOWELS: Record<string, string> = {
  अ: 'a', आ: 'a', इ: 'i', ई: 'i', उ: 'u', ऊ: 'u', ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au', ऋ: 'ri', 'ा': 'a', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au', 'ृ': 'ri', 'ं': 'n', 'ँ': 'n',
};
const VIRAMA = '्';

/** A word in a script of letters other than Latin (those read below). */
export const OTHER_SCRIPT_WORD = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Katakana}\p{Script=Hiragana}\p{Script=Hangul}ー\u0900-\u097F]+/gu;

/** The word in Latin letters, lower case; a word in Latin letters loses its diacritics ("Kovač" → "kovach"). */
export function latinOf(word: string): string {
  const w = word.normalize('NFC').toLowerCase();
  let out = '';
  for (let i = 0; i < w.length; i++) {
    const c = w[i];
    const code = c.charCodeAt(0);
    if (CYRILLIC[c] !== undefined) out += CYRILLIC[c];
    else if (GREEK[c.normalize('NFD')[0]] !== undefined) out += GREEK[c.normalize('NFD')[0]];
    else if (ARABIC[c] !== undefined) out += ARABIC[c];
    else if (code >= 0xac00 && code <= 0xd7a3) {
      const s = code - 0xac00;
      out += INITIALS[Math.floor(s / 588)] + VOWELS[Math.floor((s % 588) / 28)] + FINALS[s % 28];
    } else if ((code >= 0x30a0 && code <= 0x30ff) || (code >= 0x3040 && code <= 0x309f)) {
      const k = code <= 0x309f ? String.fromCharCode(code + 0x60) : c;
      const r = KANA[k];
      if (r === undefined) continue; // ッ, ー, ・: length marks and separators
      // A small kana after a syllable replaces its vowel ("ヴィ" → "vi", "シュ" → "shu").
      if ('ァィゥェォャュョヮ'.includes(k) && out.length > 0 && /[aeiou]$/u.test(out)) out = out.slice(0, -1) + (r.length > 1 && /[iy]$/u.test(out.slice(0, -1)) ? r.slice(1) : r.replace(/^y/u, ''));
      else out += r;
    } else if (DEVANAGARI_CONSONANTS[c] !== undefined) {
      out += DEVANAGARI_CONSONANTS[c];
      const next = w[i + 1];
      if (next !== undefined && next !== VIRAMA && !(next in DEVANAGARI_VOWELS && /[\u093e-\u094c]/u.test(next)) && /[\u0900-\u097f]/u.test(next)) out += 'a';
    } else if (DEVANAGARI_VOWELS[c] !== undefined) out += DEVANAGARI_VOWELS[c];
    else if (c === VIRAMA || c === '़') continue;
    else out += c;
  }
  return out
    .replace(/ł/gu, 'l')
    .replace(/đ/gu, 'dj')
    .replace(/[øœ]/gu, 'o')
    .replace(/æ/gu, 'ae')
    .replace(/ß/gu, 'ss')
    .replace(/þ/gu, 'th')
    .replace(/ð/gu, 'd')
    .replace(/ı/gu, 'i')
    .replace(/[čć]/gu, 'ch')
    .replace(/š/gu, 'sh')
    .replace(/ž/gu, 'zh')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z]/gu, '');
}

/** One word in Latin letters with or without its diacritics ("Lucía" / "lucia", "Kovač" / "kovach"). */
export function sameLetters(a: string, b: string): boolean {
  if (a === b) return true;
  const bare = (w: string) => w.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
  const x = latinOf(a);
  return (x.length >= 2 && x === latinOf(b)) || (a.length >= 2 && bare(a) === bare(b));
}

/** Consonants by class: what two spellings of one name keep. */
function classes(latin: string, vowels: boolean): string {
  const t = latin
    .replace(/shch|sch|tsch|sh|ch|cz|sz|zh|ts|tz|dzh|dj|j|x/gu, 'S')
    .replace(/c(?=[eiy])/gu, 'S')
    .replace(/kh|gh|ck|c|q|g|k/gu, 'K')
    .replace(/th|dh|d|t/gu, 'T')
    .replace(/ph|p|b|v|f|w/gu, 'B')
    .replace(/[sz]/gu, 'S')
    .replace(/[lr]/gu, 'R')
    .replace(/h/gu, '')
    .replace(/y/gu, vowels ? 'i' : '')
    .replace(/[aeiou]/gu, (v) => (vowels ? v : ''));
  return t.replace(/(.)\1+/gu, '$1');
}

/**
 * A word's sounds: its Latin letters' length, and its consonant classes without and with its
 * vowels, with "j" read as in English ("John", "Джон") and as in Slavic, German or Nordic spelling,
 * where it is "y" ("Zorjanka", "Зорянка").
 */
interface Sounds {
  letters: number;
  consonants: string;
  withVowels: string;
  consonantsJ: string;
  withVowelsJ: string;
}
/**
 * Words read recently: a flood check compares one write's words with those of many. A plain map,
 * emptied when full — looked up far more often than filled, so no recency is kept on each lookup.
 */
const SOUNDS = new Map<string, Sounds>();
const MAX_SOUNDS = 8192;
function soundsOf(word: string): Sounds {
  let s = SOUNDS.get(word);
  if (!s) {
    const x = latinOf(word);
    const y = x.replace(/(?<!d)j/gu, 'y');
    s = { letters: x.length, consonants: classes(x, false), withVowels: classes(x, true), consonantsJ: classes(y, false), withVowelsJ: classes(y, true) };
    if (SOUNDS.size >= MAX_SOUNDS) SOUNDS.clear();
    SOUNDS.set(word, s);
  }
  return s;
}

/** The consonant classes of a word, "j" read either way: two words `sameName` holds for share one (an index key). */
export function soundKeys(word: string): [string, string] {
  const s = soundsOf(word);
  return [s.consonants, s.consonantsJ];
}

/** Two spellings of one name: the same consonant classes (three or more), or for a shorter name the same sounds with vowels — reading "j" one way in both. */
export function sameName(a: string, b: string): boolean {
  const x = soundsOf(a);
  const y = soundsOf(b);
  if (x.letters < 2 || y.letters < 2) return false;
  const alike = (c: string, d: string, cv: string, dv: string) => c === d && (c.length >= 3 || cv === dv);
  return alike(x.consonants, y.consonants, x.withVowels, y.withVowels) || alike(x.consonantsJ, y.consonantsJ, x.withVowelsJ, y.withVowelsJ);
}

/**
 * Two words that may name one thing across scripts: the same name, or one's consonants opening the
 * other's (three or more) — a name inflected or made an adjective ("Лундский" from "Lund").
 */
export function nameAcrossScripts(a: string, b: string): boolean {
  if (sameName(a, b)) return true;
  const x = soundsOf(a).consonants;
  const y = soundsOf(b).consonants;
  return Math.min(x.length, y.length) >= 3 && (x.startsWith(y) || y.startsWith(x));
}

/** Words of a text written in another script than Latin, at most `max`. */
export function otherScriptWords(text: string, max = 40): string[] {
  const out: string[] = [];
  for (const m of text.slice(0, 4000).matchAll(OTHER_SCRIPT_WORD)) {
    // A katakana name's parts are joined by "・" or "="; a long run of kana is a sentence, not a name.
    for (const part of m[0].split(/[・=]/u)) if (part.length >= 2 && part.length <= 16) out.push(part);
    if (out.length >= max) break;
  }
  return out;
}

/**
 * Oblique case endings a name takes in the languages that inflect names (Slavic, Baltic, Finnic,
 * Hungarian, Romanian), in Latin letters: genitive, dative, accusative, instrumental and locative
 * forms, after the name itself or after its last vowel ("Saskia" → "Saskii", "Marta" → "Marty",
 * "Laura" → "Lauran", "Kovács" → "Kovácsnak"). Only endings no other given name is commonly made of:
 * a bare vowel or "-as" would turn Maria into Mario, Anna into Anne, Andrea into Andreas (and the
 * nasal vowels and "-é", read without their marks, are bare vowels). From the grammars of those
 * languages, not from any text.
 */
const CASE_ENDINGS = new Set(
  [
    // Slavic
    'y', 'ii', 'ji', 'ie', 'ej', 'oj', 'ou', 'ovi', 'em', 'om', 'ym', 'im', 'iem', 'u', 'ju',
    // Baltic
    'os', 'ės', 'ai', 'ui',
    // Finnish, Estonian
    'n', 'lle', 'lla', 'lta', 'ssa', 'sta', 'ksi', 'ga',
    // Hungarian
    'nak', 'nek', 't', 'val', 'vel', 'nál', 'nél', 'hoz', 'hez', 'ról', 'ről',
    // Romanian
    'ei', 'ului',
  ].map((e) => e.normalize('NFD').replace(/\p{M}+/gu, '')),
);

/** Languages that inflect names by case (ISO 639-3): a name there carries an ending ("Saskii", "Teodoran", "Kovácsnak"). */
export const INFLECTING: ReadonlySet<string> = new Set(['pol', 'ces', 'slk', 'slv', 'hrv', 'srp', 'bos', 'rus', 'ukr', 'bel', 'lit', 'lav', 'est', 'fin', 'hun', 'ell', 'ron', 'isl']);

/**
 * A word that is a name in one of its case forms (`inflectedName("saskia", "saskii")`): the name,
 * or the name without its last vowel, followed by an oblique case ending — written in Latin letters
 * or in another script ("Иларии"). The name as written is not its inflection. Only for names of
 * four letters or more; the caller reads it only in a language that inflects names ("Paula" is not
 * Paul's in English).
 */
export function inflectedName(name: string, word: string): boolean {
  const n = latinOf(name);
  const w = latinOf(word);
  if (n.length < 4 || w === n) return false;
  const vowel = /[aeiouy]$/u.test(n);
  for (const base of vowel ? [n.slice(0, -1), n] : [n]) {
    const ending = w.startsWith(base) ? w.slice(base.length) : '';
    // A name in "-ia" has its genitive in "-ii" ("Saskia" → "Saskii").
    if (CASE_ENDINGS.has(ending) || (ending === 'i' && base.endsWith('i'))) return true;
  }
  return false;
}
