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
 */
import { ATTRIBUTES, attributeLookupWords } from '../analysis/attributes.js';
import { FIRST_PERSON } from '../analysis/frames.js';
import { EMAIL, otherContact, phonesOf } from './affinity.js';
import type { Facet, Facets } from './facets.js';

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
  ':', '：', '—', '–', '-', '=', 'is', "'s", 'was', 'ist', 'heißt', 'heisst', 'est', "c'est", 'es', 'è', 'é', 'e', 'er', 'är', 'heter', 'hedder', 'on', 'jest', 'je', 'to', 'este', 'adalah', 'ialah', 'ni', 'είναι', 'є', 'это', 'heet', 'van',
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
  'mój', 'moja', 'moje', 'mojego', 'mojej', 'nasz', 'nasza', 'můj', 'naše', 'náš', 'мой', 'моя', 'моё', 'мое', 'мои', 'наш', 'наша', 'мій', 'моє', 'мої',
  'mea', 'nostru', 'μου', 'benim', 'saya', 'aku', 'kami', 'ku', 'ko', 'wangu', 'yangu', 'langu', 'tôi', 'mình', 'मेरा', 'मेरी', 'मेरे', 'שלי', 'من', 'minun', 'enyém',
]);
/** The same, in scripts written without spaces. */
const MINE_UNSPACED = ['我', '私の', '僕の', '내 ', '제 ', '나의', '저의', 'ของฉัน', 'ของผม', 'ของเรา'];

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
    out = [...attributeLookupWords(attribute).values()].flat().map((w) => ({ words: w.toLowerCase().replace(/\*$/u, '').split(/\s+/u), prefix: w.endsWith('*') }));
    PHRASES.set(attribute, out);
  }
  return out;
}

/** Where in `words` (lower case) an attribute's word stands, first found: its first and past-its-last index, and whether a suffix follows it. */
function attributeAt(words: string[], attribute: string): { start: number; end: number; suffixed: boolean } | undefined {
  for (let i = 0; i < words.length; i++) {
    for (const { words: p, prefix } of phrasesOf(attribute)) {
      const last = p.length - 1;
      if (i + last >= words.length) continue;
      if (!p.every((w, k) => words[i + k] === w || (k === last && words[i + k].startsWith(w) && (prefix || words[i + k].length <= w.length + 3)))) continue;
      return { start: i, end: i + p.length, suffixed: words[i + last] !== p[last] };
    }
  }
  return undefined;
}

/** The word stands as a name: capitalised, or in a script without capitals. */
const nameLike = (w: string) => /^\p{Lu}/u.test(w) || !/[\p{Lu}\p{Ll}]/u.test(w);

/** English says whose an attribute is right before its word ("my GP", "my new dentist"; "my business partner" is another). */
const BEFORE_ENGLISH = new Set(['new', 'current', 'regular', 'usual', 'family', 'primary', 'own']);

/**
 * The value a facet gives the speaker's attribute in the shape of a statement of it — their
 * possessive and the attribute's word (or a field's key ending in it), a word giving the value, then
 * names (or numbers, for a phone): "My GP is Dr. Amadi", "Zahnarzt: Dr. Weber", "Meine neue Chefin
 * heißt Armelle Guénolé", "A háziorvosom dr. Kovács Judit". Undefined when the facet says
 * something else of it, or of someone else's.
 */
function givenValue(f: Facet, attribute: string): string[] | undefined {
  const words = [...f.text.matchAll(WORDS)].map((m) => m[0]);
  const lower = words.map((w) => w.toLowerCase().replace(/\.$/u, ''));
  const at = attributeAt(lower, attribute);
  if (!at) return undefined;
  const key = f.keyed && at.start <= 1;
  // (A lexicon phrase may hold the possessive itself: "my doctor".)
  const english = [...lower.slice(Math.max(0, at.start - 2), at.start), ...lower.slice(at.start, at.end - 1)].slice(-2);
  const mine =
    key ||
    at.suffixed ||
    MINE_UNSPACED.some((w) => f.text.includes(w)) ||
    (english.at(-1) === 'my' || english.at(-1) === 'our' || (english[0] && (english[0] === 'my' || english[0] === 'our') && BEFORE_ENGLISH.has(english[1] ?? ''))) ||
    (!english.some((w) => w === 'the' || w === 'a') && [...lower.slice(Math.max(0, at.start - 2), at.start), ...lower.slice(at.end, at.end + 2)].some((w) => MINE.has(w) && w !== 'my' && w !== 'our'));
  if (!mine) return undefined;
  // The word giving the value: right after the attribute (a title, a colon, a copula), or past a few
  // short words and names ("in der Werkstatt ist", "in Graz:") — not past a common word ("at the firm:").
  let gives = -1;
  for (let k = at.end; k < Math.min(words.length, at.end + GIVES_REACH); k++) {
    if (GIVES.has(lower[k]) || (k === at.end && TITLES.has(lower[k]))) {
      gives = k;
      break;
    }
    if (MINE.has(lower[k]) || lower[k].length <= 3 || /^\p{Lu}/u.test(words[k])) continue;
    break;
  }
  if (gives < 0) return undefined;
  const reach = words.slice(gives, gives + 1 + VALUE_REACH).map((w) => w.replace(/\.$/u, ''));
  if (NUMBERED.has(attribute)) return f.numbers.filter((n) => reach.some((w) => /\d/u.test(w) && n.includes(w.replace(/\D/gu, ''))));
  const slots = new Set([...(f.slots[attribute] ?? []), ...(f.classes[attribute] ?? [])]);
  return [...new Set(reach.filter((w) => nameLike(w) && slots.has(w.toLowerCase())).map((w) => w.toLowerCase()))];
}

/**
 * The first one-valued attribute a facet gives the speaker a value of: a statement of it
 * (`givenValue`), or (`byVerb`, for the memory a statement is compared with) a verb of its frame
 * with the names in reach ("I live at …").
 */
function statedIn(f: Facet, byVerb = false): StatedAttribute | undefined {
  // A relative's attribute is theirs ("my sister's doctor"): a facet naming a relation other than the attribute itself.
  const relations = f.relations.filter(oneValued);
  if (f.relations.length > relations.length) return undefined;
  for (const attribute of [...f.named, ...relations]) {
    if (!oneValued(attribute)) continue;
    // An address that is an e-mail address is a contact, not a home ("地址" beside "…@…").
    if (attribute === 'residence' && EMAIL.test(f.text)) continue;
    const values = givenValue(f, attribute);
    if (values) return { attribute, values };
  }
  if (byVerb) for (const attribute of f.attributes.filter((a) => oneValued(a) && !f.named.includes(a))) return { attribute, values: [...new Set(f.slots[attribute] ?? [])] };
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
function valuesIn(o: Facets, attribute: string): string[] | undefined {
  const found = o.facets.map((f) => statedIn(f, true)).filter((s): s is StatedAttribute => s?.attribute === attribute);
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
