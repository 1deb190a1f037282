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
import { ATTRIBUTES } from '../analysis/attributes.js';
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
 * The first one-valued attribute a facet names as the speaker's, with its value: by the attribute's
 * own words, or (`byVerb`, for the memory a statement is compared with) by a verb of its frame too
 * ("I live at …").
 */
function statedIn(f: Facet, byVerb = false): StatedAttribute | undefined {
  // A relative's attribute is theirs ("my sister's doctor"): a facet naming a relation other than the attribute itself.
  const relations = f.relations.filter(oneValued);
  if (f.relations.length > relations.length) return undefined;
  for (const attribute of [...(byVerb ? f.attributes : f.named), ...relations]) {
    if (!oneValued(attribute)) continue;
    // An address that is an e-mail address is a contact, not a home ("地址" beside "…@…").
    if (attribute === 'residence' && EMAIL.test(f.text)) continue;
    let values = NUMBERED.has(attribute) ? f.numbers : [...(f.slots[attribute] ?? []), ...(f.classes[attribute] ?? [])];
    // A relation's value is a person, named: "I am the head of the workshop" ("soy jefa del taller")
    // names no manager of mine. Scripts without capitals cannot tell, and keep their values.
    if (ATTRIBUTES[attribute]?.relation) values = values.filter((w) => !/^\p{Ll}/u.test(w) || capitalised(f.text, w));
    return { attribute, values: [...new Set(values)] };
  }
  return undefined;
}

/** The word stands capitalised in the text: a name. */
function capitalised(text: string, word: string): boolean {
  const at = text.toLowerCase().indexOf(word);
  return at >= 0 && /^\p{Lu}/u.test(text.slice(at, at + 1));
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
    // (A weekday alone is no event: abbreviations read as one are common, "Mi", "Di".)
    if (f.days.length > 0 || f.times.length > 0) return undefined;
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
