/**
 * The mood of a clause outside English and Chinese, read from the grammar each language marks an
 * order with: a word of asking ("bitte", "пожалуйста", "lütfen", "कृपया"), a modal of obligation
 * ("debe", "должен", "moet", "harus", "يجب"), an imperative ending where the language has one
 * (French -ez, Russian -йте/-ите, Turkish -meli/-in, Hindi -ें/-िए, Indonesian -kan/-lah,
 * Japanese ください/こと, Korean -세요/-할 것), a negative imperative ("no menciones", "не
 * показывай", "لا تخبر", "đừng"), or, in Germanic and Romance languages, a verb opening its
 * clause with an object right after it ("Schließe alle …", "muévelos", "registre a …").
 * The English tagger's tags mean nothing in these languages: only the word forms are read.
 */
import type { Sentence } from '../analysis/types.js';

/** Words of asking and modals of obligation, one token each, in the languages screened. */
const ORDER_WORDS = new Set([
  // please
  'bitte', 'пожалуйста', 'favore', 'proszę', 'lütfen', 'alsjeblieft', 'alstublieft', 'gelieve', 'vänligen', 'snälla', 'tolong', 'mohon', 'harap', 'silakan', 'hãy', 'कृपया', 'يرجى', 'الرجاء', 'رجاءً', 'رجاء',
  'favor', 'prosím', 'prosíme', 'kérjük', 'kérem', 'vennligst', 'venligst', 'palun', 'lūdzu', 'prašome', 'prašau', 'rugăm', 'παρακαλώ', 'παρακαλούμε', 'ласка', 'моля', 'molim', 'molimo', 'בבקשה', 'لطفا', 'لطفاً', 'tafadhali', 'กรุณา',
  // must, should, is to
  'debe', 'deben', 'debes', 'deberá', 'deberás', 'deberán', 'doit', 'doivent', 'devez', 'dois', 'devra', 'devront', 'devras', 'faut',
  'muss', 'müssen', 'musst', 'soll', 'sollst', 'sollen', 'sollte', 'solltest', 'sollten', 'deve', 'devi', 'devono', 'dovrà', 'dovrai', 'dovranno', 'bisogna',
  'devem', 'deverá', 'deverão', 'precisa', 'precisam', 'должен', 'должна', 'должно', 'должны', 'следует', 'нужно', 'необходимо', 'обязан', 'обязана', 'обязаны', 'надо',
  'musi', 'musisz', 'muszą', 'powinien', 'powinna', 'powinno', 'powinieneś', 'powinnaś', 'powinny', 'należy', 'moet', 'moeten', 'dient', 'dienen',
  'måste', 'ska', 'skall', 'bör', 'gerekir', 'gerekiyor', 'zorunda', 'harus', 'wajib', 'phải', 'đừng', 'jangan', 'يجب', 'عليك', 'ينبغي', 'चाहिए',
]);

/** Words after which a verb form states rather than orders: a subject pronoun ("vous exécutez", "sie liest"). */
const SUBJECTS = new Set(['vous', 'nous', 'je', 'il', 'elle', 'ils', 'elles', 'on', 'ich', 'wir', 'er', 'es', 'yo', 'él', 'ella', 'nosotros', 'ellos', 'eu', 'ele', 'nós', 'eles', 'io', 'lui', 'lei', 'noi', 'loro', 'я', 'мы', 'он', 'она', 'они', 'вы', 'ты', 'ik', 'wij', 'hij', 'zij', 'jag', 'vi', 'han', 'hon', 'de']);

/** Articles, pronouns and determiners that follow a verb opening an order as its object ("Schließe alle …", "supprime les …"). */
const OBJECT_AFTER = new Set([
  'alle', 'allen', 'das', 'den', 'dem', 'die', 'dir', 'dich', 'mir', 'uns', 'es', 'diese', 'dieses', 'diesen', 'dieser', 'deinem', 'deine', 'deinen', 'sofort', 'immer', 'nie',
  'le', 'la', 'les', 'l', 'un', 'une', 'des', 'tous', 'toutes', 'tout', 'ce', 'cet', 'cette', 'ces', 'ton', 'ta', 'tes', 'moi', 'toi', 'lui', 'leur',
  'el', 'los', 'las', 'todo', 'todos', 'todas', 'este', 'esta', 'estos', 'estas', 'tu', 'tus', 'siempre', 'a', 'o', 'os', 'as', 'esse', 'essa', 'isso', 'isto', 'seu', 'sua',
  'il', 'lo', 'gli', 'i', 'tutti', 'tutte', 'questo', 'questa', 'sempre',
  'que', 'che', 'dass', 'что', 'чтобы', 'dat', 'att',
  'het', 'een', 'deze', 'dit', 'dat', 'je', 'jouw', 'uw', 'ze', 'hem', 'mij', 'ons', 'altijd', 'det', 'den', 'de', 'ett', 'en', 'denna', 'detta', 'dessa', 'din', 'ditt', 'dina', 'mig', 'oss', 'alltid',
]);

/** Words that open a clause without being a verb: articles, pronouns, conjunctions, prepositions (Latin script). */
const NOT_VERB = new Set([
  ...SUBJECTS, ...OBJECT_AFTER, 'si', 'se', 'que', 'qui', 'quand', 'pour', 'par', 'avec', 'dans', 'sur', 'en', 'et', 'ou', 'mais', 'donc', 'une', 'cette', 'nota', 'note', 'notice',
  'wenn', 'und', 'oder', 'aber', 'für', 'mit', 'von', 'bei', 'nach', 'auf', 'zu', 'der', 'eine', 'ein', 'hinweis', 'bitte', 'danke', 'hallo', 'liebe', 'lieber',
  'cuando', 'pero', 'para', 'por', 'con', 'una', 'uno', 'y', 'hola', 'gracias', 'como', 'esta', 'quando', 'mas', 'com', 'uma', 'olá', 'obrigado', 'ma', 'per', 'con', 'una', 'ciao', 'grazie', 'come', 'questa',
  'car', 'puis', 'alors', 'parce', 'lorsque', 'comme', 'weil', 'denn', 'dann', 'also', 'porque', 'pues', 'luego', 'entonces', 'perché', 'poiché', 'quindi', 'poi', 'pois', 'então', 'depois', 'omdat', 'dus', 'eftersom', 'sedan', 'så',
  'als', 'maar', 'voor', 'met', 'van', 'een', 'och', 'eller', 'men', 'för', 'med', 'på', 'hej', 'tack', 'när', 'om', 'ne', 'non', 'não', 'no', 'nie', 'niet', 'inte',
]);

/** Adverbs that may stand before the verb of an order ("then", "now", "first", "also", "immediately"). */
const LEAD = new Set(['потом', 'затем', 'сначала', 'теперь', 'сейчас', 'также', 'тоже', 'просто', 'немедленно', 'сразу', 'срочно', 'dann', 'jetzt', 'sofort', 'zuerst', 'auch', 'einfach', 'puis', 'ensuite', 'maintenant', 'aussi', 'immédiatement', 'luego', 'ahora', 'primero', 'también', 'inmediatamente', 'después', 'poi', 'ora', 'subito', 'anche', 'prima', 'depois', 'agora', 'também', 'imediatamente', 'dan', 'nu', 'eerst', 'ook', 'meteen', 'sedan', 'först', 'också', 'genast', 'potem', 'teraz', 'najpierw', 'też', 'natychmiast', 'lalu', 'sekarang', 'segera', 'juga', 'sonra', 'şimdi', 'hemen']);

/** Negations that open a negative imperative in Romance and Slavic languages ("no menciones", "ne mentionne", "не показывай", "nie wysyłaj"). */
const NEG_OPEN = new Set(['no', 'ne', "n'", 'non', 'não', 'не', 'nie', 'niet', 'inte', 'nicht']);

/** A clause break: the words after it open a new clause. */
const BREAK = /^[,;:.!?()\[\]"“”«»—–\-]$|^(?:y|e|et|und|и|i|ou|o|oder|или|en|och|ve|dan|và|और|و)$/u;

/** Russian, Ukrainian and Polish imperative endings (удали, отключите, запомни, отвечай, wyślij, usuń, zapamiętaj). */
const SLAVIC_IMPERATIVE = /^\p{Script=Cyrillic}{2,}(?:ите|йте|ьте|и|й|ь)(?:сь|ся)?$|^[a-ząćęłńóśźż]{2,}(?:ij|aj|uj|ej|yj|ń|ijcie|ajcie|ujcie|ejcie|cie)$/u;
/** Cyrillic words of those endings that are not verbs. */
const SLAVIC_NOT_VERB = new Set(['если', 'и', 'или', 'ли', 'при', 'мои', 'твои', 'свои', 'эти', 'те', 'все', 'ваши', 'наши', 'новости', 'логи', 'данные', 'такой', 'этой', 'той', 'какой', 'любой', 'другой', 'мой', 'твой', 'свой', 'новый', 'старый', 'зачем', 'почти', 'пути', 'ради', 'сути', 'кстати', 'очень', 'день', 'ночь', 'жизнь', 'модели', 'сети', 'статьи', 'истории', 'версии', 'информации']);
/** Romance clitics after an imperative ("dile", "muévelos", "dis-lui", "lembre-se", "ricordati", "dimmi"). */
const ENCLITIC = /^(?:di|haz|pon|ten|ven|sal|da|dé)(?:me|te|le|les|lo|la|los|las|se|nos)$|^\p{L}{2,}(?:-(?:moi|toi|lui|leur|le|la|les|nous|vous|se|lhe|lhes|me|te|o|a|os|as)|[áéíóú]\p{L}*(?:lo|la|los|las|le|les|me|te|se|nos)|(?:mi|ti|ci|gli|lo|la|le|ne)lo|(?:d|f|st)(?:ammi|immi|ammelo|agli))$/u;
/** Pronouns that a hyphen joins to an imperative in French and Portuguese. */
const CLITICS = new Set(['moi', 'toi', 'lui', 'leur', 'le', 'la', 'les', 'nous', 'vous', 'y', 'en', 'se', 'lhe', 'lhes', 'me', 'te', 'o', 'a', 'os', 'as']);
/** Turkish obligation and imperative endings at the end of a clause ("kaydetmeli", "gönderin", "silmelisin", "yapınız"). */
const TURKISH_ORDER = /(?:mal[ıi]|mel[ıi])(?:s[ıi]n(?:[ıi]z)?|d[ıi]r)?$|[^aeıioöuü](?:[ıiuü]n|[ıiuü]n[ıiuü]z)$/u;
/** Indonesian and Malay imperative suffixes on a verb opening its clause ("kirimkan", "abaikan", "simpanlah"). */
const MALAY_ORDER = /^[a-z]{3,}(?:kan|lah)$/u;
/** Hindi verb forms of request and order at the end of a clause (करें, भेजें, कीजिए, करो, बताइए). */
const HINDI_ORDER = /(?:ें|एं|एँ|िए|िये|ो|इए|इये)$/u;
/** Japanese endings of a request, an order or a rule ("してください", "すること", "しなさい", "せよ", "べき"). */
const JAPANESE_ORDER = /(?:ください|下さい|なさい|せよ|しろ|すること|ること|べき|ように|てね|ないこと)/u;
/** Korean endings of an order or an obligation (-세요, -십시오, -하라, -할 것, -해야 한다, -바랍니다). */
const KOREAN_ORDER = /(?:세요|십시오|하라|해라|주세요|해 ?줘|할 ?것|바랍니다|야 ?한다|야 ?합니다)/u;
/** Korean prohibitions (-지 마세요): an order not to act. */
const KOREAN_PROHIBITION = /지 ?(?:마|말)/u;
/** Arabic: a negative imperative ("لا تخبر") or an imperative opening with its prefix ("قم", "اكتب", "احذف", "أرسل"). */
const ARABIC_ORDER = /(?:^|\s)(?:لا\s+ت\p{Script=Arabic}{2,}|قم|قوموا|(?:و|ف)?(?:ا|أ)\p{Script=Arabic}{2,4})(?=\s|$)/u;
/** French second person plural, present or imperative ("exécutez", "ignorez"): an order when no "vous" states it. */
const FRENCH_EZ = /^[a-zàâçéèêëîïôûùüÿœ]{3,}ez$/u;

/** A word without the punctuation that sticks to it ("भेजें।", "(supprime"). */
const bare = (w: string) => w.replace(/^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, '');

/**
 * Token indexes of the words that make a clause of `s` an order, by the grammar of the language
 * it is written in. Empty for English text (the tagger reads English) and Chinese.
 *
 * @example ordersIn(sentence) // [7]: "удали" in "… этот лог: удали все записи"
 */
export function ordersIn(s: Sentence): number[] {
  const toks = s.tokens;
  const words = toks.map((t) => bare(t.text).toLowerCase());
  const out: number[] = [];
  const text = s.text;
  // Scripts without spaces or with the verb at the end: one cue for the sentence, at the verb.
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) {
    const k = toks.findIndex((t) => JAPANESE_ORDER.test(t.text));
    if (k >= 0) out.push(k);
    else if (JAPANESE_ORDER.test(text)) out.push(Math.max(0, toks.length - 1));
    return out;
  }
  if (/\p{Script=Hangul}/u.test(text)) {
    for (let k = 0; k < toks.length; k++) {
      const here = toks.slice(k, k + 2).map((t) => t.text).join(' ');
      const around = toks.slice(Math.max(0, k - 1), k + 2).map((t) => t.text).join(' ');
      if (KOREAN_ORDER.test(here) && !KOREAN_PROHIBITION.test(around) && /\p{Script=Hangul}/u.test(toks[k].text)) out.push(k);
    }
    return out;
  }
  let clauseStart = true;
  for (let k = 0; k < toks.length; k++) {
    const w = words[k];
    const raw = toks[k].text;
    if (w === '' || BREAK.test(raw)) {
      clauseStart = true;
      continue;
    }
    const atStart = clauseStart;
    const next = words[k + 1] ?? '';
    const prev = words[k - 1] ?? '';
    // "Потом удалите …", "Dann lösche …", "Ensuite supprime …": an adverb of time or manner keeps the clause open.
    clauseStart = LEAD.has(w);
    if (ORDER_WORDS.has(w)) {
      out.push(k);
      continue;
    }
    // Multi-word asks: "por favor", "s'il vous plaît", "vui lòng".
    if ((w === 'favor' && words[k - 1] === 'por') || (w === 'plaît' && words[k - 1] === 'vous') || (w === 'lòng' && words[k - 1] === 'vui')) {
      out.push(k);
      continue;
    }
    if (/\p{Script=Devanagari}/u.test(w)) {
      // Hindi puts the verb last: a request form closing its clause ("… भेजें।"), or "मत" before it.
      const closes = k === toks.length - 1 || BREAK.test(toks[k + 1].text) || /[।!]$/u.test(raw);
      if ((closes && HINDI_ORDER.test(w) && w.length >= 3) || prev === 'मत') out.push(k);
      continue;
    }
    if (/\p{Script=Arabic}/u.test(w)) {
      if (atStart && ARABIC_ORDER.test(toks.slice(k, k + 2).map((t) => t.text).join(' '))) out.push(k);
      continue;
    }
    if (/^\p{Script=Cyrillic}/u.test(w)) {
      const neg = prev === 'не';
      // (Plural nouns end in -ки, -ги, -хи, -ии: "разработчики", "логи", "версии".)
      if ((atStart || neg) && SLAVIC_IMPERATIVE.test(w) && !SLAVIC_NOT_VERB.has(w) && !/(?:ки|ги|хи|ии|ы)$/u.test(w) && w.length >= 4) out.push(k);
      continue;
    }
    if (!/^\p{Script=Latin}/u.test(w)) continue;
    // Turkish is verb-final: an obligation or imperative ending closing the clause.
    const closes = k === toks.length - 1 || BREAK.test(toks[k + 1].text);
    if (closes && /[ıışğüöç]/u.test(text) && TURKISH_ORDER.test(w) && w.length >= 5) {
      out.push(k);
      continue;
    }
    const negOpen = NEG_OPEN.has(prev) && (k === 1 || BREAK.test(toks[k - 2]?.text ?? ',') || words[k - 2] === '');
    if (!atStart && !negOpen) continue;
    if (NOT_VERB.has(w) || w.length < 3) continue;
    if (SUBJECTS.has(prev)) continue;
    // ("lembre-se", "souviens-toi": the tokenizer splits the clitic off at its hyphen.)
    const clitic = toks[k + 1]?.text === '-' && CLITICS.has(words[k + 2] ?? '');
    if (FRENCH_EZ.test(w) || ENCLITIC.test(raw.toLowerCase()) || clitic || MALAY_ORDER.test(w) || SLAVIC_IMPERATIVE.test(w)) {
      out.push(k);
      continue;
    }
    // A negative imperative: "no menciones", "ne mentionne", "non dire", "não notifique", "nie wysyłaj".
    if (negOpen && /(?:es|as|e|ez|re|aj|ej|uj|ij|yj|ń|cie)$/u.test(w)) {
      out.push(k);
      continue;
    }
    // A verb opening its clause with an object right after it: "Schließe alle …", "marca todos …",
    // "registre a …", "verwijder de …", "skicka dina …". A noun opening a clause is followed by a
    // verb or a preposition, rarely by an article; German nouns are capitalised, so a capitalised
    // German word needs its object pronoun ("Merke dir", "Speichere das").
    if (OBJECT_AFTER.has(next) && isVerbLike(w, raw, next)) out.push(k);
  }
  return out;
}

/** Pronoun objects that only a verb takes ("Merke dir", "Speichere das", "dis-moi"). */
const PRONOUN_OBJECT = new Set(['dir', 'dich', 'mir', 'uns', 'das', 'es', 'moi', 'toi', 'lui', 'mij', 'ons', 'mig', 'oss', 'hem']);

/** Could the clause-opening `w` (written `raw`) be a verb with `next` as its object? */
function isVerbLike(w: string, raw: string, next: string): boolean {
  // Romance and Germanic imperatives end in a vowel or a stem consonant; words ending in a noun or
  // adjective suffix are not taken.
  if (/(?:tion|sion|ción|ção|zione|ung|heit|keit|schaft|mente|ment|ness|dad|tät|ität|ismo|isme|ista|iste)$/u.test(w)) return false;
  // Persons and tenses that state: first person plural ("adjuntamos", "envoyons", "inviamo"), third
  // plural ("envoient", "mandano"), gerunds and participles ("enviando", "enviado", "envoyé").
  if (/(?:mos|ons|ent|amo|emo|iamo|ano|ono|ndo|ado|ido|ada|ida|ait|ais|ía|ían|ão|é|ée|és|ées|ten|st|o|ed)$/u.test(w)) return false;
  // A capitalised word opening a German-looking clause may be a noun: only a pronoun object shows it is a verb.
  if (/^\p{Lu}/u.test(raw) && !PRONOUN_OBJECT.has(next) && !['alle', 'allen', 'sofort', 'immer', 'nie', 'todos', 'todas', 'tous', 'toutes', 'tutti', 'tutte'].includes(next)) {
    // Romance imperatives end in -a/-e/-i (marca, registre, scrivi) before an article.
    return /[aei]$/u.test(w) && /^(?:el|los|las|la|le|les|a|o|os|as|il|lo|gli|i|un|una|une|des|este|esta|ce|cette|ces|questo|questa)$/u.test(next);
  }
  return true;
}

/** Farthest an order word stands from the verb it asks for. */
const ORDER_REACH = 6;
/** Marks that end a clause. */
export const CLAUSE_END = /^[.;:!?。；：！？]$/u;
/** "Already": a verb after it is done, not asked for ("Por favor, ya borré …"). */
const ALREADY = new Set(['already', 'ya', 'déjà', 'schon', 'bereits', 'già', 'já', 'уже', 'już', 'al', 'redan', 'allerede', 'jo', 'már', 'deja', 'již', 'už', 'ήδη', 'вже', 'вече', 'zaten', 'sudah', 'đã']);
/** Hungarian past tense of the first person and the third plural ("töröltem", "kikapcsoltuk", "törölték"). */
const HU_PAST = /t(?:am|em|unk|ünk|uk|ük|ák|ék|ad|ed)$/u;

/**
 * Does an order word of `orders` (from `ordersIn`), or a "merci de" right before it, ask for the verb
 * at `verb`? Within a few words and in the verb's clause — a comma only right after a word of asking
 * ("Por favor, desactivad …") — with no subject or "already" between (a report: "Por favor, ya
 * borré …", "Kérem, töröltem …").
 */
export function askedFor(s: Sentence, orders: readonly number[], verb: number): boolean {
  const toks = s.tokens;
  // "Merci de désactiver …": asks for the infinitive right after it (it orders nothing else in the sentence).
  if (toks[verb - 2]?.lower === 'merci' && ['de', "d'"].includes(toks[verb - 1]?.lower ?? '')) return true;
  return orders.some((k) => {
    if (Math.abs(k - verb) > ORDER_REACH) return false;
    const between = toks.slice(Math.min(k, verb) + 1, Math.max(k, verb));
    if (between.some((t, j) => CLAUSE_END.test(t.text) || (t.text === ',' && !(k < verb && j === 0)))) return false;
    // ("de" is a subject in Swedish and the particle of "merci de": not counted.)
    if (k < verb && between.some((t) => (SUBJECTS.has(t.lower) && t.lower !== 'de') || ALREADY.has(t.lower))) return false;
    return !(/[őű]|\b(?:kérem|kérjük)\b/iu.test(s.text) && HU_PAST.test(toks[verb]?.lower ?? ''));
  });
}
