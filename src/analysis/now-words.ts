/**
 * Words with which a speaker places a value of theirs in the present, against an earlier one:
 * "now", "new", "these days", "instead", "from now on", "since the move" — in the languages the analysis reads
 * besides English and Chinese (whose readers keep their own: `CUES`, `ZH_CHANGE`). Listed from the
 * languages' grammars and common usage; each is a closed class of its language (its adverbs of
 * time, its adjective "new" in the forms it takes). In a short text of a person's own ("Nieuwe
 * tandarts: …", "Mój numer to teraz …") they say that a value replaces another, as "my new
 * dentist" and "my number is now …" do in English.
 *
 * Forms that are a common word of another language ("nu" is Romanian "not", "most" and "sad" are
 * English, "ny" New York, "nov" a month, "ora" an hour elsewhere) count only in a text the analysis
 * reads in their language (ISO 639-3, as it names them).
 */

/** Forms that are such a word wherever they stand: no common word of another language. */
const ANYWHERE = new Set([
  // German, Dutch
  'jetzt', 'neu', 'neue', 'neuer', 'neues', 'neuen', 'neuem', 'nieuw', 'nieuwe', 'tegenwoordig', 'voortaan', 'stattdessen',
  // Romance
  'maintenant', 'désormais', 'dorénavant', 'actuellement', 'nouveau', 'nouvelle', 'nouvel', 'nouveaux', 'nouvelles',
  'ahora', 'actualmente', 'nuevo', 'nueva', 'nuevos', 'nuevas', 'últimamente',
  'agora', 'atualmente', 'ultimamente',
  'adesso', 'attualmente', 'nuovo', 'nuova', 'nuovi', 'nuove', 'invece',
  // Slavic (Latin script)
  'teraz', 'obecnie', 'nowy', 'nowa', 'nowe', 'nowego', 'nową', 'nowej', 'nowym', 'nowych', 'zamiast',
  'teď', 'nyní', 'teďka', 'nový', 'nová', 'nové', 'nového', 'novou', 'namiesto', 'zdaj', 'sedaj', 'namesto', 'umjesto', 'umesto',
  // Cyrillic
  'теперь', 'сейчас', 'новый', 'новая', 'новое', 'новые', 'новую', 'нового', 'новой', 'новым', 'вместо',
  'тепер', 'зараз', 'новий', 'нова', 'нове', 'нові', 'нову', 'замість', 'сега', 'ново', 'нови', 'сада',
  // Finnic, Hungarian, Baltic
  'nykyään', 'uusi', 'uuden', 'uutta', 'nüüd', 'praegu', 'asemel', 'mostantól', 'jelenleg', 'helyett', 'tagad', 'jauns', 'jauna', 'dabar', 'naujas', 'nauja',
  // Greek, Turkish
  'τώρα', 'πλέον', 'νέος', 'νέα', 'νέο', 'καινούργιος', 'καινούργια', 'καινούργιο', 'καινούριο', 'şimdi', 'artık', 'yeni',
  // Vietnamese, Indonesian and Malay, Tagalog
  'hiện nay', 'hiện giờ', 'bây giờ', 'sekarang', 'ngayon',
  // Arabic, Hebrew, Persian, Hindi, Urdu, Bengali
  'الآن', 'حاليا', 'حالياً', 'جديد', 'جديدة', 'الجديد', 'الجديدة', 'עכשיו', 'כעת', 'חדש', 'חדשה', 'החדש', 'החדשה', 'اکنون', 'حالا', 'جدید',
  'अब', 'नया', 'नई', 'नए', 'نیا', 'نئی', 'نئے', 'এখন', 'নতুন',
  // The move itself, named ("sinds de verhuizing", "efter flytten", "nach dem Umzug"): a home and
  // what hangs on it changed.
  'umzug', 'verhuizing', 'déménagement', 'mudanza', 'mudança', 'trasloco', 'przeprowadzka', 'przeprowadzce', 'przeprowadzki', 'stěhování',
  'переезд', 'переезда', 'переезде', 'переїзд', 'переїзду', 'flytten', 'flyttningen', 'flytningen', 'flyttingen', 'muutto', 'muuton', 'költözés', 'költözés után',
]);

/** Forms that are such a word only in their own language. */
const IN_LANGUAGE: Record<string, readonly string[]> = {
  deu: ['nun'],
  nld: ['nu'],
  swe: ['nu', 'ny', 'nya', 'nytt', 'numera', 'istället'],
  dan: ['nu', 'ny', 'nye', 'nyt'],
  nob: ['nå', 'ny', 'nye', 'nytt', 'istedenfor'],
  nno: ['no', 'ny', 'nye', 'nytt'],
  fra: ['actuel', 'actuelle'],
  ita: ['ora', 'attuale'],
  ron: ['acum', 'nou', 'nouă', 'noul', 'noua'],
  hrv: ['sad', 'sada', 'nov', 'nova', 'novo', 'novi', 'novu'],
  srp: ['sad', 'sada', 'nov', 'nova', 'novo', 'novi', 'novu'],
  bos: ['sad', 'sada', 'nov', 'nova', 'novo', 'novi', 'novu'],
  slv: ['nov', 'nova', 'novo', 'novi'],
  por: ['novo', 'nova', 'novos', 'novas'],
  glg: ['agora', 'novo', 'nova'],
  cat: ['ara', 'nou', 'nova'],
  fin: ['nyt'],
  est: ['uus', 'uue'],
  hun: ['most', 'új'],
  ind: ['kini', 'baru'],
  zsm: ['kini', 'baru'],
  vie: ['giờ', 'mới'],
  tgl: ['bago'],
};

const BY_LANGUAGE = new Map(Object.entries(IN_LANGUAGE).map(([k, v]) => [k, new Set(v)]));

/** The word (lower case) places a value in the present or calls it new, in a text read in `language`. */
export function nowWord(word: string, language: string): boolean {
  return ANYWHERE.has(word) || (BY_LANGUAGE.get(language)?.has(word) ?? false);
}

/** Japanese and Korean: "new", "now", "these days", found inside the text (they run on into their particles). */
export const NOW_UNSPACED = ['新しい', '新しく', '今の', '現在は', '最近は', '새로운', '새로', '요즘', '현재'];

/**
 * Words of addition ("also", "too", "as well", "besides") in the same languages: a value said
 * beside another ("teraz mówię też po norwesku", "ahora también …") is a second value, not a change.
 */
const ALSO_ANYWHERE = new Set([
  'auch', 'zusätzlich', 'außerdem', 'ook', 'daarnaast', 'också', 'även', 'dessutom', 'også', 'desuden', 'i tillegg',
  'aussi', 'également', 'en plus', 'también', 'además', 'também', 'além disso', 'anche', 'inoltre',
  'też', 'także', 'również', 'dodatkowo', 'také', 'taky', 'též', 'navíc', 'tiež', 'takođe', 'također', 'tudi',
  'тоже', 'также', 'кроме того', 'теж', 'також', 'също',
  'myös', 'lisäksi', 'szintén', 'samuti', 'επίσης', 'ayrıca', 'de asemenea', 'juga', 'cũng',
  'أيضا', 'أيضاً', 'גם', 'همچنین', 'भी', 'بھی',
]);
const ALSO_IN_LANGUAGE: Record<string, readonly string[]> = { hun: ['is'], est: ['ka'], tgl: ['din', 'rin'] };
const ALSO_BY_LANGUAGE = new Map(Object.entries(ALSO_IN_LANGUAGE).map(([k, v]) => [k, new Set(v)]));

/** The word (or two words, lower case) adds a value beside another, in a text read in `language`. */
export function alsoWord(word: string, language: string): boolean {
  return ALSO_ANYWHERE.has(word) || (ALSO_BY_LANGUAGE.get(language)?.has(word) ?? false);
}

/**
 * Words before a date that say a value holds from then on ("since", "from", "as of"): "desde 15 de
 * fevereiro", "seit letzter Woche", "depuis lundi", "from this week" — the value replaced another
 * then. (Postpositions — Finnish "alkaen", Turkish "itibaren" — and case endings are not read.)
 */
const SINCE = new Set([
  'since', 'from', 'starting', 'seit', 'ab', 'sinds', 'vanaf', 'per', 'depuis', 'dès', 'desde', 'dal', 'dalla', 'dall’', "dall'", 'od', 'ode',
  'sedan', 'från', 'siden', 'fra', 'с', 'со', 'від', 'з', 'από', 'sejak', 'mulai', 'từ',
]);
/** Two words before a date that say so ("a partir de", "à partir du", "as of", "med verkan från"). */
const SINCE_PAIRS = new Set(['partir de', 'partir du', 'partir del', 'as of', 'with effect', 'effect from', 'och med', 'og med', 'начиная с', 'починаючи з']);

/** The words before a date (lower case, the last one or two) say it holds from then on. */
export function sinceWords(before: readonly string[]): boolean {
  const last = before.at(-1) ?? '';
  return SINCE.has(last) || SINCE_PAIRS.has(before.slice(-2).join(' '));
}
