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

/** Forms of "now", "these days" and "instead" that are such a word wherever they stand: no common word of another language. */
const ANYWHERE = new Set([
  'jetzt', 'tegenwoordig', 'voortaan', 'stattdessen',
  'maintenant', 'désormais', 'dorénavant', 'actuellement', 'ahora', 'actualmente', 'últimamente', 'agora', 'atualmente', 'ultimamente', 'adesso', 'attualmente', 'invece',
  'teraz', 'obecnie', 'zamiast', 'teď', 'nyní', 'teďka', 'namiesto', 'zdaj', 'sedaj', 'namesto', 'umjesto', 'umesto',
  'теперь', 'сейчас', 'вместо', 'тепер', 'зараз', 'замість', 'сега', 'сада',
  'nykyään', 'nüüd', 'praegu', 'asemel', 'mostantól', 'jelenleg', 'helyett', 'tagad', 'dabar',
  'τώρα', 'πλέον', 'şimdi', 'artık',
  'hiện nay', 'hiện giờ', 'bây giờ', 'sekarang', 'ngayon',
  'الآن', 'حاليا', 'حالياً', 'עכשיו', 'כעת', 'اکنون', 'حالا', 'अब', 'এখন',
  // The move itself, named ("sinds de verhuizing", "efter flytten", "nach dem Umzug"): a home and
  // what hangs on it changed.
  'umzug', 'verhuizing', 'déménagement', 'mudanza', 'mudança', 'trasloco', 'przeprowadzka', 'przeprowadzce', 'przeprowadzki', 'stěhování',
  'переезд', 'переезда', 'переезде', 'переїзд', 'переїзду', 'flytten', 'flyttningen', 'flytningen', 'flyttingen', 'muutto', 'muuton', 'költözés',
]);

/**
 * The adjective "new" in its forms: a new value of one a person has one of ("Nieuwe tandarts: …");
 * beside a person one has several of ("mein neuer Kollege") it adds one (the caller tells them apart).
 */
const NEW_ANYWHERE = new Set([
  'neu', 'neue', 'neuer', 'neues', 'neuen', 'neuem', 'nieuw', 'nieuwe', 'nouveau', 'nouvelle', 'nouvel', 'nouveaux', 'nouvelles',
  'nuevo', 'nueva', 'nuevos', 'nuevas', 'nuovo', 'nuova', 'nuovi', 'nuove',
  'nowy', 'nowa', 'nowe', 'nowego', 'nową', 'nowej', 'nowym', 'nowych', 'nový', 'nová', 'nové', 'nového', 'novou',
  'новый', 'новая', 'новое', 'новые', 'новую', 'нового', 'новой', 'новым', 'новий', 'нова', 'нове', 'нові', 'нову', 'ново', 'нови',
  'uusi', 'uuden', 'uutta', 'jauns', 'jauna', 'naujas', 'nauja', 'νέος', 'νέα', 'νέο', 'καινούργιος', 'καινούργια', 'καινούργιο', 'καινούριο', 'yeni',
  'جديد', 'جديدة', 'الجديد', 'الجديدة', 'חדש', 'חדשה', 'החדש', 'החדשה', 'جدید', 'नया', 'नई', 'नए', 'نیا', 'نئی', 'نئے', 'নতুন',
]);

/**
 * Forms that are such a word only in their own language. Left out: words of "now" that also mean
 * "hour" or "ago" or "before" in their own language (Italian "ora", Vietnamese "giờ", Romanian "acum",
 * Tagalog "bago").
 */
const IN_LANGUAGE: Record<string, readonly string[]> = {
  deu: ['nun'],
  nld: ['nu'],
  swe: ['nu', 'numera', 'istället'],
  dan: ['nu'],
  nob: ['nå', 'istedenfor'],
  nno: ['no'],
  fra: ['actuel', 'actuelle'],
  ita: ['attuale'],
  hrv: ['sad', 'sada'],
  srp: ['sad', 'sada'],
  bos: ['sad', 'sada'],
  fin: ['nyt'],
  hun: ['most'],
  ind: ['kini'],
  zsm: ['kini'],
};
const NEW_IN_LANGUAGE: Record<string, readonly string[]> = {
  swe: ['ny', 'nya', 'nytt'],
  dan: ['ny', 'nye', 'nyt'],
  nob: ['ny', 'nye', 'nytt'],
  nno: ['ny', 'nye', 'nytt'],
  ron: ['nou', 'nouă', 'noul', 'noua'],
  hrv: ['nov', 'nova', 'novo', 'novi', 'novu'],
  srp: ['nov', 'nova', 'novo', 'novi', 'novu'],
  bos: ['nov', 'nova', 'novo', 'novi', 'novu'],
  slv: ['nov', 'nova', 'novo', 'novi'],
  por: ['novo', 'nova', 'novos', 'novas'],
  glg: ['novo', 'nova'],
  cat: ['nou', 'nova'],
  est: ['uus', 'uue'],
  hun: ['új'],
  ind: ['baru'],
  zsm: ['baru'],
  vie: ['mới'],
};

const byLanguage = (lists: Record<string, readonly string[]>) => new Map(Object.entries(lists).map(([k, v]) => [k, new Set(v)]));
const BY_LANGUAGE = byLanguage(IN_LANGUAGE);
const NEW_BY_LANGUAGE = byLanguage(NEW_IN_LANGUAGE);

/** The word (or two words, lower case) places a value in the present, in a text read in `language`. */
export function nowWord(word: string, language: string): boolean {
  return ANYWHERE.has(word) || (BY_LANGUAGE.get(language)?.has(word) ?? false);
}

/** The word (lower case) is the adjective "new", in a text read in `language`. */
export function newWord(word: string, language: string): boolean {
  return NEW_ANYWHERE.has(word) || (NEW_BY_LANGUAGE.get(language)?.has(word) ?? false);
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
  'myös', 'lisäksi', 'szintén', 'samuti', 'επίσης', 'ayrıca', 'de asemenea', 'juga',
  'أيضا', 'أيضاً', 'גם', 'همچنین', 'भी', 'بھی',
]);
const ALSO_BY_LANGUAGE = byLanguage({ hun: ['is'], est: ['ka'], tgl: ['din', 'rin'] });

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
  'since', 'from', 'starting', 'seit', 'ab', 'sinds', 'vanaf', 'depuis', 'dès', 'desde', 'dal', 'dalla', 'dall’', "dall'", 'od', 'ode',
  'sedan', 'från', 'fra', 'siden', 'с', 'со', 'від', 'з', 'από', 'sejak', 'mulai', 'từ',
]);
/** Two words before a date that say so ("a partir de", "à partir du", "as of", "med verkan från"). */
const SINCE_PAIRS = new Set(['partir de', 'partir du', 'partir del', 'as of', 'with effect', 'effect from', 'och med', 'og med', 'начиная с', 'починаючи з']);

/** The words before a date (lower case, the last one or two) say it holds from then on. */
export function sinceWords(before: readonly string[]): boolean {
  const last = before.at(-1) ?? '';
  return SINCE.has(last) || SINCE_PAIRS.has(before.slice(-2).join(' '));
}
