/**
 * Contacts by kind: a person has one mobile, one personal e-mail address — and besides them an
 * office line, a home landline, a fax, an emergency contact, which are other attributes. A phone
 * number or an e-mail address rivals another only where the lines giving them name the same kind
 * (the words of a field's key, a vCard property's parameters, or the few words before the value in
 * prose), from a helper's blind list of those words in 41 languages (contact-kind-words.ts).
 */
import { CONTACT_KIND_WORDS } from '../analysis/contact-kind-words.js';
import { compileLexicon, conceptsOf, type ConceptLexicon } from '../analysis/concepts.js';
import type { Sentence } from '../analysis/types.js';
import { LruMap } from '../core/lru.js';
import { CONTACT_KINDS, EMAIL, PHONE, emailsOf, phonesOf, type ContactKind } from './affinity.js';
import { recordLines } from './facets.js';

/**
 * The kind of contact value `n` states another one of than `o` — an e-mail address or a phone number
 * in both, none in common, of one kind of contact — or undefined. A person has one of each the other
 * names; an office line, a fax or an emergency contact is not their own number ("teléfono oficina",
 * "勤務先メール", "Fax:"), and rivals only one of its own kind.
 */
export function otherContact(n: string, o: string, kinds: readonly ContactKind[] = CONTACT_KINDS): string | undefined {
  const emails = (t: string) => new Set(emailsOf(t));
  for (const [kind, read] of [['e-mail address', emails], ['phone number', phonesOf]] as const) {
    if (!kinds.includes(kind)) continue;
    const [a, b] = [byKind(n, kind, read), byKind(o, kind, read)];
    if (a.size === 0 || b.size === 0) continue;
    const theirs = new Set([...b.values()].flatMap((v) => [...v]));
    if ([...a.values()].some((v) => [...v].some((x) => theirs.has(x)))) continue;
    if ([...a.keys()].some((k) => b.has(k))) return kind;
  }
  return undefined;
}

/** Kinds of contact other than a person's own (their mobile, a personal one, or one not qualified). */
const OTHER_KINDS = ['work', 'home', 'fax', 'emergency'] as const;

let kindWords: ConceptLexicon | undefined;

/** Words before a contact value in prose that may say which kind it is ("my *office* line is …"). */
const KIND_REACH = 4;

/**
 * The kinds of contact a label names (contact-kind-words.ts, a helper's blind list): '' for the
 * person's own. Read from the label's lower-case words as they stand, without the tagger.
 */
function kindOfLabel(label: string): string {
  kindWords ??= compileLexicon({}, 0, Object.fromEntries(OTHER_KINDS.map((k) => [k, Object.fromEntries(Object.entries(CONTACT_KIND_WORDS[k]).map(([l, w]) => [l, [...w]]))])));
  const lower = label.toLowerCase();
  const words = lower.match(/[\p{L}\p{M}]+/gu) ?? [];
  const sentence: Sentence = { text: lower, script: 'en', entities: [], tokens: words.map((w) => ({ text: w, lower: w, lemma: w, pos: 'X', negated: false })) };
  return [...conceptsOf(sentence, kindWords).keys()].sort().join(' ');
}

/**
 * What says which kind of contact a line gives: a field's key (a vCard property with its
 * parameters, "TEL;TYPE=WORK"), or in prose the few words before the value — not the rest of the
 * sentence ("call me on …, I work from home").
 */
function labelOf(line: string, at: number): string {
  const colon = line.search(/[:：]/u);
  if (colon > 0 && colon < at) return line.slice(0, colon);
  return (line.slice(0, at).match(/[\p{L}\p{M}]+/gu) ?? []).slice(-KIND_REACH).join(' ');
}

/** Texts read for their contacts by kind, recently (a write meets the same memories again). */
const KINDS_READ = new LruMap<Map<string, Set<string>>>(512);

/** A text's contact values (`read`, named `what`), by the kind of contact the line giving them names. */
function byKind(text: string, what: string, read: (t: string) => Set<string>): Map<string, Set<string>> {
  const key = `${what}\u0000${text}`;
  const hit = KINDS_READ.get(key);
  if (hit) return hit;
  const out = new Map<string, Set<string>>();
  if (read(text).size > 0) {
    // vCard lines keep their parameters ("TEL;TYPE=WORK,VOICE:"), which the record's reading drops.
    const raw = text.split(/\r?\n/u).filter((l) => /^[A-Za-z-]+;[^:]*:/u.test(l));
    for (const line of [...raw, ...recordLines(text)]) {
      const values = read(line);
      if (values.size === 0) continue;
      const at = Math.max(0, line.search(what === 'e-mail address' ? EMAIL : PHONE));
      // A home e-mail address is the person's own (vCard's EMAIL;TYPE=home); a home phone is a landline beside their mobile.
      const label = kindOfLabel(labelOf(line, at));
      const kind = what === 'e-mail address' ? label.split(' ').filter((k) => k !== 'home').join(' ') : label;
      if ([...values].every((v) => [...out.values()].some((x) => x.has(v)))) continue;
      out.set(kind, new Set([...(out.get(kind) ?? []), ...values]));
    }
  }
  KINDS_READ.set(key, out);
  return out;
}

/** Two texts give their contact values of one kind of contact: an office line and a mobile are two attributes. */
export function sameContactKind(n: string, o: string): boolean {
  const [a, b] = [byKind(n, 'phone number', phonesOf), byKind(o, 'phone number', phonesOf)];
  return a.size === 0 || b.size === 0 || [...a.keys()].some((k) => b.has(k));
}
