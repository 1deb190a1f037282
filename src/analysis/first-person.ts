/**
 * Words by which a speaker speaks of themselves — the first person singular's pronouns and
 * possessives — in the languages the analysis reads (a closed class of each grammar, listed from
 * general knowledge). English and Chinese keep theirs in frames.ts (`FIRST_PERSON`, which also holds
 * "we"), and `firstPersonWord` reads both, so that "Mijn bloedgroep is …", "O meu banco é …" or
 * "Moje ubezpieczenie …" speak of their writer as "My blood group is …" does.
 *
 * Forms that are another common word elsewhere ("je" is Czech "is", "ja" German "yes", "ma"
 * Italian "but", "min" a minute, "mon" Monday, "es" Spanish "is") count only in a text the
 * analysis reads in their language. Forms fused to a noun (Finnish "-ni", Turkish "-im",
 * Hungarian "-m", Arabic "-ي") are not read.
 */
import { FIRST_PERSON } from './frames.js';

/** Forms that are a first-person word wherever they stand: no common word of another language. */
const ANYWHERE = new Set([
  // German, Dutch, Afrikaans
  'ich', 'mich', 'mir', 'mein', 'meine', 'meinen', 'meinem', 'meiner', 'meines', 'ik', 'mij', 'mijn', "m'n",
  // Scandinavian, Icelandic
  'jag', 'mig', 'mej', 'jeg', 'ég', 'mér', 'minn', 'mín',
  // Romance
  'moi', 'yo', 'mío', 'mía', 'míos', 'mías', 'conmigo', 'meu', 'minha', 'meus', 'minhas', 'mim', 'comigo', 'mio', 'miei', 'mie', 'meva', 'meves', 'mea', 'îmi',
  // Slavic (Latin script)
  'mnie', 'mój', 'moja', 'moje', 'moich', 'moim', 'moją', 'mojego', 'mojej', 'mną', 'moimi', 'já', 'mě', 'můj', 'mého', 'mým', 'moji', 'môj', 'mňa', 'jaz', 'moj', 'mene', 'meni',
  // Cyrillic
  'я', 'меня', 'мне', 'мной', 'мною', 'мой', 'моя', 'моё', 'мое', 'мои', 'моего', 'моей', 'моим', 'моих', 'моему', 'мене', 'мені', 'мій', 'моє', 'мої', 'мого', 'моєї', 'моїй', 'моїм', 'аз', 'моят', 'моето', 'ми', 'ме',
  // Baltic, Finnic, Hungarian
  'aš', 'minä', 'minun', 'minua', 'minulla', 'minulle', 'minulta', 'mä', 'én', 'engem', 'nekem', 'enyém',
  // Greek
  'εγώ', 'εμένα', 'μου',
  // Turkish, Azerbaijani
  'benim', 'bana', 'mənim', 'mən',
  // Japanese, Korean
  '私', 'わたし', 'あたし', '僕', 'ぼく', '俺', 'おれ', 'わたくし', '나는', '내가', '나의', '저는', '제가', '저의', '나를', '저를', '저도', '나도', '내', '제',
  // Indonesian, Malay, Vietnamese, Tagalog, Swahili
  'saya', 'aku', 'tôi', 'mình', 'yangu', 'wangu', 'changu', 'langu', 'zangu',
  // Arabic, Hebrew, Persian, Hindi, Urdu, Bengali, Thai
  'أنا', 'انا', 'لي', 'אני', 'שלי', 'לי', 'אותי', 'मैं', 'मेरा', 'मेरी', 'मेरे', 'मुझे', 'मुझको', 'میں', 'میرا', 'میری', 'میرے', 'مجھے', 'আমি', 'আমার', 'আমাকে', 'ฉัน', 'ดิฉัน',
]);

/** Forms that are a first-person word only in their own language (ISO 639-3, as the analysis names it). */
const IN_LANGUAGE: Record<string, readonly string[]> = {
  fra: ['je', "j'", 'j’', 'me', "m'", 'm’', 'mon', 'ma', 'mes'],
  spa: ['mi', 'mis', 'me'],
  cat: ['jo', 'em', 'meu', 'mi'],
  por: ['eu', 'me'],
  glg: ['eu', 'me', 'meu'],
  ita: ['io', 'mi', 'me', 'mia'],
  ron: ['eu', 'meu', 'mei', 'mă', 'mie', 'mele'],
  pol: ['ja', 'mi'],
  ces: ['mi', 'mne', 'mé', 'mí', 'mou'],
  slk: ['ja', 'mi', 'mne'],
  hrv: ['ja', 'mi'],
  srp: ['ja', 'mi'],
  bos: ['ja', 'mi'],
  slv: ['mi', 'me'],
  swe: ['min', 'mina', 'mitt'],
  dan: ['min', 'mit', 'mine', 'mitt', 'meg'],
  nob: ['min', 'mine', 'mitt', 'meg'],
  nno: ['eg', 'min', 'mine', 'meg'],
  est: ['ma', 'mu', 'mind', 'mina', 'minu'],
  lav: ['es', 'man', 'mana', 'mani', 'mans', 'manu'],
  lit: ['man', 'mane', 'mano'],
  tur: ['ben', 'bende', 'beni'],
  ell: ['με'],
  hun: ['engemet'],
  tha: ['ผม'],
  fin: ['mun'],
  tgl: ['ko', 'ako', 'akin'],
  pes: ['من', 'مرا'],
  swh: ['mimi'],
};

const BY_LANGUAGE = new Map(Object.entries(IN_LANGUAGE).map(([k, v]) => [k, new Set(v)]));

/** The word (lower case) is one by which its writer speaks of themselves, in a text read in `language` (English and Chinese by frames.ts's list). */
export function firstPersonWord(word: string, language: string): boolean {
  return FIRST_PERSON.has(word) || ANYWHERE.has(word) || (BY_LANGUAGE.get(language)?.has(word) ?? false);
}
