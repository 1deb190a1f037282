/**
 * A one-valued attribute of the speaker, stated again with another value: "my GP is Dr. Eastwood"
 * after "my GP is Dr. Amadi", in any language the attribute lexicons read (attributes.ts) — a
 * possessive singular names one thing, so a second value of it replaces the first. The claim
 * reader keys only what it can parse (English, Chinese); the attribute words and the names in their
 * reach are read in every language, and a user rarely repeats a word of change when they give
 * their dentist or their manager again.
 *
 * Guarded against the look-alikes of such a statement: an event about the attribute (a dentist's
 * appointment on Thursday), someone else's attribute (a sister's doctor), a long text that names
 * the attribute in passing, a question, and a text that still names the old value (the doctor
 * moved her practice) unless it says a change.
 *
 * The same reading serves two neighbours: a third party's statement of the user's attribute ("the
 * user's bank is …", a record about them), compared with what the user said of it; and a record of
 * the user's given again in its own shape with another value, its new version.
 */
import { ATTRIBUTES, attributeLookupWords, personWordLanguage } from '../analysis/attributes.js';
import { FIRST_PERSON, USER_WORDS } from '../analysis/frames.js';
import { EMAIL, phonesOf } from './affinity.js';
import { otherContact } from './contact-kinds.js';
import { FRAME_ATTRIBUTES, NAME_KEYS, TITLES as PERSON_TITLES, aboutTheUser, fullNamesOfUser, isAlias, profileEntry, type Facet, type Facets } from './facets.js';
import type { Claim } from './claim.js';
import { OTHER_SCRIPT_WORD, sameLetters, sameName } from '../analysis/transliterate.js';
import { lowerFolded } from '../analysis/letters.js';

/** Tokens of a statement read this way: an entry or a sentence or two, not a letter. */
const STATEMENT_TOKENS = 48;

/** Attributes whose value is a number: their numbers are the value. */
const NUMBERED = new Set(['phone']);

/** What a text states of the speaker's one-valued attribute: the attribute, and the value's names or numbers. */
export interface StatedAttribute {
  attribute: string;
  values: string[];
}

/** One-valued attributes of the speaker (or of the one person a relation attribute names: a partner, a manager). */
const oneValued = (id: string) => ATTRIBUTES[id]?.exclusive === true;

/**
 * Words that give an attribute its value after its word: a copula or "is called" in the languages
 * the attribute lexicons cover, a field's colon or a dash. What follows the attribute's word
 * otherwise is something said of it ("my doctor prescribed …", "mi banco me cobró …"), not its value.
 */
const GIVES = new Set([
  ':', '：', '—', '–', '-', '=', 'is', "'s", 'was', "s'appelle", 's’appelle', 'llama', 'chiama', 'chama', 'nazywa', 'jmenuje', 'ist', 'heißt', 'heisst', 'est', "c'est", 'es', 'è', 'é', 'e', 'er', 'är', 'heter', 'hedder', 'on', 'jest', 'je', 'to', 'este', 'adalah', 'ialah', 'ni', 'είναι', 'є', 'это', 'heet', 'van',
]);

/**
 * A title right after the attribute's word gives its value in a language that says no copula ("A
 * háziorvosom dr. Kovács"). Compared without its dot, as every word here is.
 */
const TITLES = new Set(['dr', 'prof', 'dott', 'mgr', 'доктор']);

/**
 * The speaker's possessive beside an attribute's word ("my", "mein", "il mio", "ο γιατρός μου",
 * "dokter saya", "我的"): the attribute is theirs. Agglutinative languages say it in a suffix
 * ("háziorvosom", "lääkärini"), read as the word matched with letters after it.
 */
const MINE = new Set([
  'my', 'our', 'mein', 'meine', 'meinen', 'meinem', 'meiner', 'unser', 'unsere', 'unseren', 'mon', 'ma', 'mes', 'notre', 'nos', 'mi', 'mis', 'nuestro', 'nuestra',
  'mio', 'mia', 'miei', 'mie', 'nostro', 'nostra', 'meu', 'minha', 'meus', 'minhas', 'nosso', 'nossa', 'mijn', 'onze', 'ons', 'min', 'mitt', 'mina', 'mine', 'vår', 'vårt', 'vores',
  'mój', 'moja', 'moje', 'mojego', 'mojej', 'moją', 'moim', 'moich', 'moi', 'mojemu', 'nasz', 'nasza', 'můj', 'naše', 'náš', 'мой', 'моя', 'моё', 'мое', 'мои', 'наш', 'наша', 'мій', 'моє', 'мої',
  'mea', 'nostru', 'μου', 'benim', 'saya', 'aku', 'kami', 'ku', 'ko', 'wangu', 'yangu', 'langu', 'tôi', 'mình', 'मेरा', 'मेरी', 'मेरे', 'שלי', 'من', 'minun', 'enyém',
]);
/** The same, in scripts written without spaces. */
const MINE_UNSPACED = ['我', '私の', '僕の', '내 ', '제 ', '나의', '저의', 'ของฉัน', 'ของผม', 'ของเรา'];

/** "I" in languages that write it as a word of its own — not words that are also names or other words elsewhere ("ja", "ben", "ako"). */
const I_WORDS = new Set(['ich', 'je', 'yo', 'io', 'eu', 'ik', 'jag', 'jeg', 'minä', 'я', 'já', 'én', 'εγώ', 'aku', 'saya', 'tôi', 'אני', 'أنا', 'मैं']);

/** Possessives of MINE that are common other words in another language (Arabic "من", who; Spanish "mes", month). */
const MINE_AMBIGUOUS = new Set(['من', 'ko', 'nos', 'mes', 'mine']);

/**
 * A text says "I", "my" or "our" in a language MINE or I_WORDS holds ("wie is mijn huisarts?",
 * "wo arbeite ich?"), written in lower case but as a text's first word (inside it, a capitalised
 * "Mon" or "Ben" is a day or a name).
 */
export function saysMine(text: string): boolean {
  return MINE_UNSPACED.some((w) => text.includes(w)) || (text.match(WORDS) ?? []).some((w, i) => (i === 0 ? w.toLowerCase() : w) === w.toLowerCase() && !MINE_AMBIGUOUS.has(w.toLowerCase()) && (MINE.has(w.toLowerCase()) || I_WORDS.has(w.toLowerCase())));
}

/** Tokens between an attribute's word and the word giving its value ("Mein Vorgesetzter in der Werkstatt ist …"). */
const GIVES_REACH = 4;

/** Tokens after the word giving the value that the value stands in. */
const VALUE_REACH = 6;

/** Words of a text with their case, and separators. */
const WORDS = /[\p{L}\p{M}\p{N}'’.]+|[:：—–=]|(?<=\s)-(?=\s)/gu;

/** Each attribute's words, split into words, with whether the last is a prefix (`*`). */
const PHRASES = new Map<string, { words: string[]; prefix: boolean }[]>();
function phrasesOf(attribute: string): { words: string[]; prefix: boolean }[] {
  let out = PHRASES.get(attribute);
  if (!out) {
    out = [...attributeLookupWords(attribute).values()].flat().map((w) => ({ words: lowerFolded(w).replace(/\*$/u, '').split(/\s+/u), prefix: w.endsWith('*') }));
    PHRASES.set(attribute, out);
  }
  return out;
}

/**
 * Where in `words` (lower case) an attribute's word stands, first found: its first and past-its-last
 * index, and whether a suffix follows it. Phrases of the attribute that start there or overlap it
 * extend it to the longest ("mi médico de cabecera", not "mi médico"): the value comes after all of it.
 */
function attributeAt(words: string[], attribute: string): { start: number; end: number; suffixed: boolean } | undefined {
  const at = (i: number) => {
    let found: { start: number; end: number; suffixed: boolean } | undefined;
    for (const { words: p, prefix } of phrasesOf(attribute)) {
      const last = p.length - 1;
      if (i + last >= words.length || (found && i + p.length <= found.end)) continue;
      if (!p.every((w, k) => words[i + k] === w || (k === last && words[i + k].startsWith(w) && (prefix || words[i + k].length <= w.length + 3)))) continue;
      found = { start: i, end: i + p.length, suffixed: words[i + last] !== p[last] };
    }
    return found;
  };
  for (let i = 0; i < words.length; i++) {
    const found = at(i);
    if (!found) continue;
    for (let j = i + 1; j < found.end; j++) {
      const more = at(j);
      if (more && more.end > found.end) Object.assign(found, { end: more.end, suffixed: more.suffixed });
    }
    return found;
  }
  return undefined;
}

/** The word stands as a name: capitalised, or in a script without capitals. */
const nameLike = (w: string) => /^\p{Lu}/u.test(w) || !/[\p{Lu}\p{Ll}]/u.test(w);

/** English says whose an attribute is right before its word ("my GP", "my new dentist"; "my business partner" is another). */
const BEFORE_ENGLISH = new Set(['new', 'current', 'regular', 'usual', 'family', 'primary', 'own']);

/** Where an attribute's word stands in a facet's words, and whose it is. */
interface Place {
  words: string[];
  lower: string[];
  at: { start: number; end: number; suffixed: boolean };
}

/**
 * The speaker's attribute: a field's key, a possessive suffix, "my" before it, or the speaker's
 * possessive in reach ("mein", "il mio", "ο γιατρός μου", "我的"). Returns where its value may start.
 */
function speakers(f: Facet, { lower, at }: Place): number | undefined {
  if ((f.keyed && at.start <= 1) || at.suffixed || MINE_UNSPACED.some((w) => f.text.includes(w))) return at.end;
  // A lexicon phrase may hold the possessive itself ("my doctor", "min chef").
  if (lower.slice(at.start, at.end - 1).some((w) => MINE.has(w))) return at.end;
  const english = [...lower.slice(Math.max(0, at.start - 2), at.start), ...lower.slice(at.start, at.end - 1)].slice(-2);
  if (english.at(-1) === 'my' || english.at(-1) === 'our' || (english[0] && (english[0] === 'my' || english[0] === 'our') && BEFORE_ENGLISH.has(english[1] ?? ''))) return at.end;
  return !english.some((w) => w === 'the' || w === 'a') && [...lower.slice(Math.max(0, at.start - 2), at.start), ...lower.slice(at.end, at.end + 2)].some((w) => MINE.has(w) && w !== 'my' && w !== 'our') ? at.end : undefined;
}

/** How a statement of an attribute is read: the speaker's own (the default), or a third party's about the user. */
interface Reading {
  /** Whose the attribute is: where its value may start, or undefined when it is someone else's. */
  owner: (f: Facet, place: Place) => number | undefined;
  /** The words that give a value after the attribute's word. */
  gives: ReadonlySet<string>;
  /** Values are every name in reach, not only the slot reader's. */
  anyName: boolean;
  /** Where the value starts when the attribute's word is said of its holder as the verb's subject ("X works for …"), with no word giving it. */
  subject?: (f: Facet, place: Place) => number | undefined;
}

const SPEAKERS: Reading = { owner: speakers, gives: GIVES, anyName: false };

/**
 * Words giving a value in a third party's text: not the short words that are also prepositions there
 * ("switch your bank *to* …", "your manager *on* Slack", "*van*").
 */
const THIRD_PARTY_GIVES = new Set([...GIVES].filter((w) => !['to', 'on', 'e', 'er', 'van', 'je', 'ni'].includes(w)));

/**
 * The value a facet gives an attribute in the shape of a statement of it — whose it is (the
 * reading's `owner`), a word giving the value, then names (or numbers, for a phone): "My GP is Dr.
 * Amadi", "Zahnarzt: Dr. Weber", "Meine neue Chefin heißt Armelle Guénolé", "A háziorvosom dr. Kovács
 * Judit". Undefined when the facet says something else of it.
 */
function givenValue(f: Facet, attribute: string, { owner, gives: giving, anyName, subject }: Reading): string[] | undefined {
  const words = [...f.text.matchAll(WORDS)].map((m) => m[0]);
  const lower = words.map((w) => lowerFolded(w).replace(/\.$/u, ''));
  const at = attributeAt(lower, attribute);
  if (!at) return undefined;
  const from = owner(f, { words, lower, at });
  // The word giving the value: right after the attribute (a title, a colon, a copula), or past a few
  // short words and names ("in der Werkstatt ist", "in Graz:") — not past a common word ("at the firm:").
  let gives = -1;
  for (let k = from ?? 0; from !== undefined && k < Math.min(words.length, from + GIVES_REACH); k++) {
    if (giving.has(lower[k]) || (k === from && TITLES.has(lower[k]))) {
      gives = k;
      break;
    }
    if (MINE.has(lower[k]) || lower[k].length <= 3 || /^\p{Lu}/u.test(words[k])) continue;
    break;
  }
  // Or said of its holder as a verb's subject ("the client works at …"): the value follows the verb's words.
  if (gives < 0) gives = (subject?.(f, { words, lower, at }) ?? 0) - 1;
  if (gives < 0) return undefined;
  const reach = words.slice(gives, gives + 1 + VALUE_REACH).map((w) => w.replace(/\.$/u, ''));
  if (NUMBERED.has(attribute)) return f.numbers.filter((n) => reach.some((w) => /\d/u.test(w) && n.includes(w.replace(/\D/gu, ''))));
  const slots = new Set([...(f.slots[attribute] ?? []), ...(f.classes[attribute] ?? []), ...(anyName ? f.names : [])]);
  return [...new Set(reach.filter((w) => nameLike(w) && slots.has(lowerFolded(w))).map((w) => lowerFolded(w)))];
}

/**
 * The first one-valued attribute a facet gives a value of, as `reading` reads it: a statement of it
 * (`givenValue`), or (`byVerb`, for the memory a statement is compared with) the names in reach of a
 * verb of its frame ("I live at …": `'unnamed'`) or of any word the lexicon holds ("I work for …":
 * `'any'`).
 */
function statedIn(f: Facet, byVerb: 'no' | 'unnamed' | 'any' = 'no', reading: Reading = SPEAKERS): StatedAttribute | undefined {
  // A relative's attribute is theirs ("my sister's doctor"): a facet naming a relation other than the attribute itself.
  const relations = f.relations.filter(oneValued);
  if (f.relations.length > relations.length) return undefined;
  for (const attribute of [...f.named, ...relations]) {
    if (!oneValued(attribute)) continue;
    // An address that is an e-mail address is a contact, not a home ("地址" beside "…@…").
    if (attribute === 'residence' && EMAIL.test(f.text)) continue;
    const values = givenValue(f, attribute, reading);
    if (values) return { attribute, values };
  }
  if (byVerb !== 'no') for (const attribute of [...f.attributes, ...relations].filter((a) => oneValued(a) && (byVerb === 'any' || !f.named.includes(a)))) return { attribute, values: [...new Set(f.slots[attribute] ?? [])] };
  return undefined;
}

/**
 * The one-valued attribute a short statement of the speaker gives (the first one it names), with
 * the values in reach of its word. Undefined for a longer text, an event (a day or an hour beside
 * the attribute) and a facet about someone else.
 */
export function statedAttribute(n: Facets, english: boolean): StatedAttribute | undefined {
  if (!statement(n)) return undefined;
  // English is read for its persons: there a statement of the speaker's says "I", "my", names the
  // relative ("my manager") or is a field of an entry; "the school year in Japan starts in April"
  // is of no one. The
  // languages the analysis reads no persons in are taken as the speaker's own short statement.
  if (english && !n.facets.some((f) => f.keyed || f.relations.length > 0 || f.text.toLowerCase().split(/[^\p{L}'’]+/u).some((w) => FIRST_PERSON.has(w)))) return undefined;
  for (const f of n.facets) {
    const stated = statedIn(f);
    if (!stated) continue;
    if (f.days.length > 0 || f.times.length > 0 || f.weekdays.length > 0) return undefined;
    return stated;
  }
  return undefined;
}

/** An entry or a sentence or two that asks nothing: a question (with its answer) states no value of the speaker's. */
const statement = (n: Facets) => n.facets.reduce((k, f) => k + f.size, 0) <= STATEMENT_TOKENS && !n.facets.some((f) => /[?？¿]/u.test(f.text));

/**
 * A change of the speaker's phone number or e-mail address (`changes`: said with a word of change
 * — a work address beside a private one is a second contact, not a new one): a short statement
 * and an older memory of the speaker, neither of a relative's, each giving one of that kind and
 * none in common.
 */
export function contactAgain(n: Facets, nText: string, o: Facets, oText: string, changes: boolean): string | undefined {
  if (!changes || !statement(n) || [n, o].some((x) => x.facets.some((f) => f.relations.length > 0))) return undefined;
  // A number dialled as one: an address's postcode and house number are digits in groups too.
  const [mine, theirs] = [phonesOf(nText, true), phonesOf(oText, true)];
  if (mine.size > 0 && theirs.size > 0 && ![...mine].some((x) => theirs.has(x))) return 'the speaker gives another phone number of theirs';
  const kind = otherContact(nText, oText, ['e-mail address']);
  return kind && `the speaker gives another ${kind} of theirs`;
}

/** The values an older memory gives the attribute, wherever in it the attribute is named as the speaker's. */
function valuesIn(o: Facets, attribute: string, byVerb: 'unnamed' | 'any' = 'unnamed'): string[] | undefined {
  const found = o.facets.map((f) => statedIn(f, byVerb)).filter((s): s is StatedAttribute => s?.attribute === attribute);
  return found.length ? [...new Set(found.flatMap((s) => s.values))] : undefined;
}

/**
 * A new statement gives the attribute an older memory of the same speaker gives, with values that
 * share nothing — and the new text names none of the old values unless it says a change
 * (`changes`: a cue or a denial). Returns the reason, or undefined.
 */
export function attributeAgain(stated: StatedAttribute, n: Facets, o: Facets, changes: boolean): string | undefined {
  const old = valuesIn(o, stated.attribute);
  if (!old || old.length === 0 || stated.values.length === 0) return undefined;
  const mine = new Set(stated.values);
  if (old.some((w) => mine.has(w))) return undefined;
  const named = new Set(n.facets.flatMap((f) => [...f.names, ...f.spelled, ...f.numbers]));
  if (!changes && old.some((w) => named.has(w))) return undefined;
  return `the speaker gives their ${stated.attribute} again with another value (${stated.values.slice(0, 3).join(' ')} / ${old.slice(0, 3).join(' ')})`;
}

/**
 * Words that put a possessor after a thing ("the doctor *of* …", "la compagne *de* …", "der Arzt
 * *von* …", "o médico *da* …").
 */
const GENITIVE = new Set(['of', 'de', 'del', 'des', 'du', 'da', 'do', 'das', 'dos', 'di', 'della', 'dello', 'dell', 'von', 'van', 'af', 'av', 'från', 'от', 'der', 'του', 'της']);

/** Words before a name that say how one addresses the person, not who it is ("Mme Okafor", "Frau Ilves", French "M."). */
const HONORIFICS = new Set([...PERSON_TITLES, 'm']);

/** Articles between a genitive word and the possessor it introduces ("the doctor of *the* user", "la compagne de *la* cliente"). */
const ARTICLES = new Set(['the', 'la', 'le', 'el', 'il', 'lo', 'los', 'las', 'les', 'die', 'der', 'den', 'dem', 'het', 'o', 'a', 'os', 'as', 'gli', 'του', 'της', 'τον', 'την']);

/**
 * A word that names the user: "the user", "the customer", "your" (USER_WORDS, and the `person`
 * lexicon's words in every language: "użytkownika", "votre"), or one of their names (`aliases`) as
 * written, with its possessive ("Ondine's", "Orianes", "Ondine'in") or an elided preposition
 * ("d'Oriane"), or in a case form where `language` inflects names ("Ondiny"). A name that merely
 * begins like theirs ("Alicia", "Moreaux") is another.
 */
export function namesTheUser(lower: string, aliases: ReadonlySet<string>, language = 'und'): boolean {
  const bare = lower.replace(/^[dl]['’]/u, '').replace(/['’]s?$/u, '');
  return USER_WORDS.has(bare) || personWord(bare) !== undefined || isAlias(aliases, bare, language);
}

/** Possessives that are the third person's as often as the reader's ("ihre Bank", "il suo medico", "o seu banco"). */
const THIRD_PERSON = new Set(['ihr', 'ihre', 'ihren', 'ihrem', 'ihrer', 'ihres', 'suo', 'sua', 'suoi', 'sue', 'seu', 'seus', 'suas']);

/** The language of a word for the person a record is about (attributes.ts), not one that may be someone else's possessive. */
const personWord = (w: string) => (THIRD_PERSON.has(w) ? undefined : personWordLanguage(w));

/** A word for "the customer" followed by a name that is not the user's: another customer ("pacjenta Jana Kowalskiego"). */
const anotherNamed = (words: string[], at: number, aliases: ReadonlySet<string>, language: string) => {
  const next = words[at + 1];
  return next !== undefined && /^\p{Lu}/u.test(next) && !HONORIFICS.has(lowerFolded(next).replace(/\.$/u, '')) && !isAlias(aliases, lowerFolded(next), language);
};

/**
 * A word that names the user as a possessor by its form: a possessive or case form of one of their
 * names ("Ondine's", "Ondine'in", "Ondiny" where names inflect), or a word of another language
 * than English for "the user" or "your" ("användarens", "użytkownika", "votre") — not a name or an
 * English noun as written ("Dentist Ondine Blum" names the dentist).
 */
function possessorForm(w: string, aliases: ReadonlySet<string>, language: string): boolean {
  const lang = personWord(w);
  if (lang !== undefined) return lang !== 'en';
  return !aliases.has(w) && isAlias(aliases, w, language);
}

/**
 * The user as an attribute's possessor: named right before its word in a possessive form
 * ("Ondine's partner", "your GP", "the user's bank", "Orianes Arzt", "användarens gym"), right
 * after it in a case form ("przełożony Ondiny", "adres użytkownika"), or after it behind an elided
 * or genitive word ("la compagne d'Oriane", "o médico da Teodora", "the doctor of the user").
 * Returns where the value may start, or undefined when the attribute is not said to be theirs.
 */
function usersPossession({ words, lower, at }: Place, aliases: ReadonlySet<string>, language: string): number | undefined {
  const before = lower[at.start - 1];
  if (before !== undefined && (((USER_WORDS.has(before) || /['’]?s$/u.test(before)) && namesTheUser(before, aliases)) || possessorForm(before, aliases, language))) return at.end;
  const next = at.end;
  if (next >= lower.length) return undefined;
  if (/^[dl]['’]/u.test(lower[next])) return namesTheUser(lower[next], aliases) ? next + 1 : undefined;
  if (!/['’]/u.test(lower[next]) && possessorForm(lower[next], aliases, language)) return anotherNamed(words, next, aliases, language) ? undefined : next + 1;
  if (!GENITIVE.has(lower[next])) return undefined;
  for (let k = next + 1; k < Math.min(lower.length, next + 3); k++) {
    if (HONORIFICS.has(lower[k]) || ARTICLES.has(lower[k])) continue;
    return namesTheUser(lower[k], aliases, language) && !(personWord(lower[k]) && anotherNamed(words, k, aliases, language)) ? k + 1 : undefined;
  }
  return undefined;
}

/**
 * The user as the subject of an attribute's verb: named right before a verb and its preposition
 * ("pani Camille Lin pracuje w …", "la cliente vive en …", "Kundin Aino wohnt in …") — a phrase of
 * the lexicon, or its word followed by a short lower-case word. Returns where the value starts.
 */
function usersSubject({ words, lower, at }: Place, aliases: ReadonlySet<string>, language: string): number | undefined {
  const next = words[at.end];
  if (at.end - at.start < 2 && !(next !== undefined && next.length <= 4 && /^\p{Ll}+$/u.test(next) && !GIVES.has(next))) return undefined;
  let k = at.start - 1;
  while (k >= 0 && !/['’]/u.test(lower[k]) && namesTheUser(lower[k], aliases, language)) k--;
  if (k === at.start - 1) return undefined;
  // The subject opens its clause — the text, a field's value, after a title or an article — and is
  // not a verb's object ("the recruiter who called Alice works at …", "another customer lives in …").
  while (k >= 0 && (HONORIFICS.has(lower[k]) || ARTICLES.has(lower[k]))) k--;
  return k < 0 || /^[:：—–=-]$/u.test(lower[k]) ? at.end : undefined;
}

/** The user's attribute, in a third party's words (`usersPossession`), or a field of a record about the user (`theirs`). */
function usersOwn(aliases: ReadonlySet<string>, theirs: boolean): (f: Facet, place: Place) => number | undefined {
  return (f, place) => (f.keyed && place.at.start <= 1 ? (theirs ? place.at.end : undefined) : usersPossession(place, aliases, f.language));
}

/**
 * The one-valued attribute a third party's record or sentence gives the user (named, called "the
 * user", or the holder of a record about them — `aliases` are the user's names, `theirs` whether the
 * record is about the user), with the names in reach of its value. Undefined for a long text, a
 * question, an event, and an attribute of someone else's (a relative's, a colleague's).
 */
export function heldAttribute(n: Facets, aliases: ReadonlySet<string>, theirs: boolean): StatedAttribute | undefined {
  if (n.facets.reduce((k, f) => k + f.size, 0) > RECORD_TOKENS || n.facets.some((f) => /[?？¿]/u.test(f.text))) return undefined;
  const reading: Reading = { owner: usersOwn(aliases, theirs), gives: THIRD_PARTY_GIVES, anyName: true, subject: (f, place) => (f.keyed && place.at.start <= 1 ? undefined : usersSubject(place, aliases, f.language)) };
  for (const f of n.facets) {
    const held = statedIn(f, 'no', reading);
    if (!held) continue;
    const theirs = fullNamesOfUser(f.text, aliases, f.language);
    const values = held.values.filter((w) => !namesTheUser(w, aliases, f.language) && !theirs.has(lowerFolded(w)));
    if (f.days.length > 0 || f.times.length > 0 || f.weekdays.length > 0 || values.length === 0) continue;
    return { attribute: held.attribute, values };
  }
  return undefined;
}

/**
 * The one-valued attribute a claim the parser read gives the user — its subject their name or "the
 * user", its frame where they live or whom they work for ("Maren works for …", "the customer lives
 * in …") — with the names of its value.
 */
export function claimedAttribute(claim: Claim, n: Facets, aliases: ReadonlySet<string>): StatedAttribute | undefined {
  // Where they live or work: a role's value is a common noun ("engineer"), which the parser may find anywhere.
  const attribute = claim.frame === 'role' ? undefined : FRAME_ATTRIBUTES[claim.frame];
  if (!attribute || !oneValued(attribute) || claim.negated || claim.additive || claim.firstPerson || !claim.subject) return undefined;
  if (claim.subject !== 'user' && !claim.subject.split(' ').every((w) => isAlias(aliases, w))) return undefined;
  // The value's names as the text writes them (proper nouns), not every word the claim reader kept.
  const names = new Set(n.facets.flatMap((f) => [...f.names, ...f.spelled]));
  const values = claim.value.split(' ').filter((w) => names.has(w) && !isAlias(aliases, w));
  return values.length > 0 ? { attribute, values } : undefined;
}

/** Tokens of a record read for the user's attribute: a profile entry or a few sentences. */
const RECORD_TOKENS = 96;

/** Attributes whose values are of a closed class, measures, dates or numbers, not names. */
const TYPED = new Set(['birthday', 'anniversary', 'bloodgroup', 'height', 'weight', 'shoesize', 'clothingsize', 'phone', 'salary', 'handedness', 'smoking', 'marital', 'alcohol', 'commute', 'diet', 'seat', 'sleep', 'eyesight', 'timezone']);

/**
 * A third party's value of the user's one-valued attribute (`heldAttribute`, read from the write's
 * facets `n`) against the user's own statement of it (`o`), sharing no name (or, for an address,
 * another house): a competing value. Returns the reason, or undefined.
 */
export function heldAgainst(held: StatedAttribute, n: Facets, o: Facets): string | undefined {
  // A value of a kind, a measure or a date is compared as one by the facets (facets.ts), not by its words.
  if (TYPED.has(held.attribute)) return undefined;
  // The user's memory may give it in any words of theirs ("I work for …", "Jag jobbar på …"): an
  // event with a day or an hour aside, the names in reach of its word are its value.
  if (o.facets.some((f) => f.attributes.includes(held.attribute) && (f.days.length > 0 || f.times.length > 0))) return undefined;
  const old = valuesIn(o, held.attribute, 'any');
  if (!old || old.length === 0) return undefined;
  // A value the user's memory names anywhere agrees with it: an address's city is in the address,
  // a doctor's family name is the doctor ("Dr. Kaplan" / "Dr. Ines Kaplan"; titles and initials say
  // nothing). In another script or without its accents it is the same name ("Мальмо", "Malmo").
  const named = [...old, ...o.facets.flatMap((f) => [...f.names, ...f.spelled, ...f.numbers])];
  const values = held.values.filter((w) => !HONORIFICS.has(w.replace(/\.$/u, '')) && w.replace(/\./gu, '').length > 1);
  if (values.some((w) => named.some((x) => x === w || sameLetters(x, w))) && !otherHouse(held.attribute, n, o)) return undefined;
  // A provider's own message carries its name in the key ("<the café's name>: thanks, …"): the name there is the value.
  if (ATTRIBUTES[held.attribute]?.provider && n.facets.some((f) => f.keyed && f.attributes.includes(held.attribute) && old.every((w) => keyWordsOf(f).some((x) => x === w || sameLetters(x, w))))) return undefined;
  return `gives the user's ${held.attribute} another value than the user did (${held.values.slice(0, 3).join(' ')} / ${old.slice(0, 3).join(' ')})`;
}

/** The words of a field's key, lower case. */
const keyWordsOf = (f: Facet) => lowerFolded(fieldOf(f).key).split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);

/**
 * Two addresses with another first number, neither naming the other's: another house in the same
 * street or city ("7 Harbour Lane, Leith" / "14 Rowan Street, Leith") — not the same house with a
 * flat or a postcode added.
 */
function otherHouse(attribute: string, n: Facets, o: Facets): boolean {
  if (attribute !== 'residence') return false;
  const [a, b] = [n, o].map((x) => x.facets.flatMap((f) => f.numbers));
  return a.length > 0 && b.length > 0 && !b.includes(a[0]) && !a.includes(b[0]);
}

/** Fields of a record given again read at most: a profile entry, a card, a signature. */
const RECORD_FIELDS = 24;

/** A field's key and value, as written ("Apotek", "Farmacia …"); keys compared in lower case. */
function fieldOf(f: Facet): { key: string; value: string } {
  const at = f.text.search(/[:：]/u);
  return { key: f.text.slice(0, Math.max(0, at)).trim().toLowerCase(), value: f.text.slice(at + 1).trim() };
}

/**
 * A key naming whom or what a record is about — a name, an id, a number, a plate, an account, an
 * item ("Name", "FN", "pet name", "IBAN", "SSID"): another value there is another record.
 */
const identityKey = (key: string) => NAME_KEYS.has(key) || key === 'fn' || key === 'n' || /(?:^|[\s_.-])(?:name|id|number|no|nr|plate|iban|account|ssid|item|product|isbn)$/u.test(key);

/**
 * The speaker's record given again in its own shape — the same fields, the same lines around
 * them, no more fields changed than kept — with another value in a field that names no one and
 * holds no day or hour: the record's new version ("Pharmacy: …" with another pharmacy and the same
 * refill day, a signature with another address). Another name or id is another record (a second
 * pet, a relative's card); a record with a day or an hour is an event, a new one or a moved one,
 * which the claim reader judges; a record of one of many things (a medication, an allergy, a
 * relative) is another of them. Returns the reason, or undefined.
 */
export function recordAgain(n: Facets, o: Facets): string | undefined {
  const split = (x: Facets) => ({ fields: x.facets.filter((f) => f.keyed), lines: x.facets.filter((f) => !f.keyed).map((f) => f.text.trim()).sort() });
  const [a, b] = [split(n), split(o)];
  if (a.fields.length === 0 || a.fields.length > RECORD_FIELDS || a.fields.length !== b.fields.length) return undefined;
  // A lone field is a record only with lines of its own around it (a signature's name and motto),
  // or when its key names one of the speaker's one-valued attributes and its value names one ("Job
  // title: …", not "Pharmacy: pick up ibuprofen"): that attribute given again.
  const attributeField = (f: Facet) => f.relations.length === 0 && f.named.some((id) => ATTRIBUTES[id]?.exclusive && f.keyAnchors.includes(`@${id}`) && (f.slots[id]?.length ?? 0) > 0);
  const lone = a.fields.length === 1 && a.lines.length === 0;
  if (lone && !(b.lines.length === 0 && attributeField(a.fields[0]) && attributeField(b.fields[0]))) return undefined;
  if (a.lines.length !== b.lines.length || a.lines.some((l, i) => l !== b.lines[i])) return undefined;
  // A record of an event (a date, an hour) or of one of many (a medication, a pet, a relative): a
  // second one in the same shape is another, not a new version.
  const many = (x: Facet) => x.days.length > 0 || x.times.length > 0 || [...x.attributes, ...x.relations].some((id) => ATTRIBUTES[id] !== undefined && !ATTRIBUTES[id].exclusive);
  if ([...a.fields, ...b.fields].some(many)) return undefined;
  const old = new Map(b.fields.map((f) => [fieldOf(f).key, f]));
  if (old.size !== b.fields.length) return undefined;
  const changed: string[] = [];
  for (const f of a.fields) {
    const { key, value } = fieldOf(f);
    const was = old.get(key);
    if (!was) return undefined;
    if (fieldOf(was).value.toLowerCase() === value.toLowerCase()) continue;
    if (identityKey(key) || f.weekdays.length > 0 || was.weekdays.length > 0) return undefined;
    changed.push(key);
  }
  // What stays tells that it is the same record: as many fields or lines unchanged as changed (a
  // second subscription, book or car in the same shape changes all of them).
  const kept = a.fields.length - changed.length + a.lines.length;
  return changed.length > 0 && (changed.length <= kept || lone) ? `the speaker gives their record again with another ${changed.slice(0, 3).join(', ')}` : undefined;
}

/**
 * A less trusted record about the user (`n`: it names them or speaks to them, or is an entry of a
 * profile where the memories in question are one user's, `oneUser`) with a field whose key names
 * one of their one-valued attributes and whose value names nothing the user's statement of it (`o`,
 * of the same relatives or none) names: "Tandläkare: Dr <another>" against "my dentist is Dr <a
 * name>". Names are compared across the scripts read into Latin letters (Chinese characters only
 * with Chinese characters: "维也纳" beside "Vienna" says nothing); a number there is an account's, a
 * stamp card's, a plan's; a value of a closed class, a measure, a date or a contact is compared
 * elsewhere (facets.ts). A field with a year (a past value), an event's day or hour, or a question
 * is not read, nor one whose key names the memory's value (a provider's own message about something
 * else). The memory's value beside another one agrees, unless the text says something changed or
 * ended (`changes`): "previous insurer: <the memory's>", "insurer: <another>".
 */
export function namedValueRival(n: Facets, o: Facets, aliases: ReadonlySet<string>, oneUser: boolean, changes: boolean): string | undefined {
  if (!aboutTheUser(n, aliases) && !(oneUser && profileEntry(n))) return undefined;
  const valuesOf = (f: Facet) => {
    const users = fullNamesOfUser(f.text, aliases, f.language);
    return [...new Set([...f.names, ...f.spelled].map((w) => w.toLowerCase()))].filter((w) => w.length > 1 && !isAlias(aliases, w, f.language) && !users.has(w) && !PERSON_TITLES.has(w.replace(/\.$/u, '')));
  };
  const values = o.facets.flatMap((f) => [...f.names, ...f.spelled, ...f.numbers]);
  const known = [...values, ...o.facets.flatMap((f) => f.anchors)];
  const same = (a: string, b: string) => a === b || sameLetters(a, b) || sameName(a, b) || (a.length > 3 && b.length > 3 && (a.startsWith(b) || b.startsWith(a)));
  for (const nf of n.facets) {
    if (nf.years.length > 0 || nf.days.length > 0 || nf.times.length > 0 || nf.weekdays.length > 0 || nf.negated || /[?？]/u.test(nf.text)) continue;
    // A field whose key names the attribute: the rest of the line is its value. (The names in reach
    // of the attribute's word in a sentence are too loose for this: a company's account notice to
    // the user names a bank that is not theirs.)
    if (!nf.keyed) continue;
    const key = keyWordsOf(nf);
    if (key.some((w) => values.some((k) => same(k, w)))) continue;
    for (const a of nf.attributes) {
      if (!nf.keyAnchors.includes(`@${a}`)) continue;
      const spec = ATTRIBUTES[a];
      if (!spec?.exclusive || spec.relation || TYPED.has(a)) continue;
      const of = o.facets.find((f) => f.attributes.includes(a) && f.relations.length === nf.relations.length && f.relations.every((r) => nf.relations.includes(r)));
      if (!of) continue;
      // A value in a script whose names cannot be read into the memory's (Chinese characters beside
      // Latin letters: "维也纳" is "Vienna") is not compared: its difference says nothing.
      const theirs = valuesOf(of);
      const given = valuesOf(nf).filter((w) => !key.includes(w) && theirs.some((x) => comparable(w, x)));
      if (given.length === 0) continue;
      const named = given.filter((w) => known.some((k) => same(k, w)));
      if (named.length === 0 || (changes && named.length < given.length)) return `gives the user's ${a} a value their statement does not name (${given.slice(0, 3).join(' ')} / ${theirs.slice(0, 3).join(' ')})`;
    }
  }
  return undefined;
}

/** A letter of a script that is read into Latin letters (transliterate.ts), without the global flag's state. */
const READ_INTO_LATIN = new RegExp(`\\p{Script=Latin}|${OTHER_SCRIPT_WORD.source}`, 'u');

/** The script of a word's first letter, as the names in it can be compared: every script read into Latin letters is one. */
function nameScriptOf(w: string): string {
  const letter = [...w].find((c) => /\p{L}/u.test(c)) ?? '';
  if (READ_INTO_LATIN.test(letter)) return 'readable';
  return /\p{Script=Han}/u.test(letter) ? 'Han' : letter === '' ? 'none' : 'other';
}

/** Two names can be compared: both in scripts read into Latin letters, or both in one other script. */
const comparable = (a: string, b: string) => {
  const x = nameScriptOf(a);
  return x === nameScriptOf(b) && x !== 'other';
};
