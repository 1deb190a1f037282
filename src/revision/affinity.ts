/**
 * How much two of one speaker's memories are about one thing. A user states many facts — a home,
 * a train, a hotel booking, a dentist's appointment — and many of them fall under one frame
 * ("schedule") or share a weekday. A change the user announces replaces the fact it is most about:
 * one that names the same thing (a name, a specific noun), states the same kind of value (a phone
 * number for a phone number, an e-mail address for one), or is the same one-per-person attribute
 * (where they live, whom they work for) — never every fact that shares a frame or a "weekend".
 */
import { dosesOf } from './dose.js';
import { ATTRIBUTES, isLifeTopic, lifeTopicWords, relationOfSubject } from '../analysis/attributes.js';
import { CUES, CUES_ABROAD, ZH_CHANGE, frameById } from '../analysis/frames.js';
import { LANGUAGE_MIN_CHARS, analyze } from '../analysis/analyze.js';
import { stopwordsOf } from '../analysis/stopwords.js';
import { isVerb, nounSenses, synonyms, verbSenses } from '../analysis/wordnet.js';
import { stem } from '../core/text.js';
import type { Claim } from './claim.js';
import { CALENDAR_WORDS, GENERIC, sharedAttribute, type Facets } from './facets.js';
import { antonymsOf } from './values.js';
import { INFLECTING, inflectedName } from '../analysis/transliterate.js';

/** Attributes a person has one of at a time, whatever else the two texts say. */
const ONE_PER_PERSON = new Set(['residence', 'employer', 'role', 'status', 'name', 'education']);
/**
 * One-per-person attributes a text may name beside its main frame ("we moved … my address is …"):
 * named by both, they tie a little less than the same main frame. Where one works is left out: "work"
 * is said of a gym session as often as of an employer.
 */
const ONE_PER_PERSON_NAMED = new Set(['residence', 'role', 'name', 'education']);
/** Characters of a text read for its Chinese words. */
const MAX_CHARS = 2000;
const HAN = /\p{Script=Han}/u;
/** Parts of speech a Chinese run of content words is made of. */
const CONTENT_POS = new Set(['NOUN', 'VERB', 'PROPN', 'ADJ']);
/** Chinese glue words (the `stopword` package's list): "现在", "以后", "我们". */
const GLUE_ZH = stopwordsOf('cmn');

/** The least affinity a change needs to replace one of the speaker's memories. */
export const MIN_AFFINITY = 2;

export const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u;
/** A phone number: seven or more digits in groups. */
export const PHONE = /(?:\+?\d[\d ()-]{5,}\d)/u;
const URL = /https?:\/\/\S+/u;
/** An amount of money: a currency sign or word beside a number. */
const MONEY = /[$€£¥₹]\s?\d|\d\s?(?:[元块円€]|(?:eur|usd|gbp|dollars?|euros?|pounds?|yuan|yen)\b)/iu;

/** The kinds of typed value a text states. */
function valueKinds(text: string, f: Facets): Set<string> {
  const out = new Set<string>();
  if (EMAIL.test(text)) out.add('email');
  else if (URL.test(text)) out.add('url');
  if ([...text.matchAll(new RegExp(PHONE, 'gu'))].some((m) => m[0].replace(/\D/gu, '').length >= 7) && !EMAIL.test(text)) out.add('phone');
  if (MONEY.test(text)) out.add('money');
  if (dosesOf(text).length > 0) out.add('dose');
  if (f.facets.some((facet) => facet.times.length > 0 || facet.days.length > 0)) out.add('when');
  return out;
}

/** The e-mail addresses a text gives, in lower case. */
export const emailsOf = (t: string) => [...t.matchAll(new RegExp(EMAIL, 'gu'))].map((m) => m[0].toLowerCase());

/** The contact values a person has one of each. */
export type ContactKind = 'e-mail address' | 'phone number';
export const CONTACT_KINDS: readonly ContactKind[] = ['e-mail address', 'phone number'];

/** An account number in the international form (ISO 13616: a country, two check digits, groups of four): its digits are no phone. */
const IBAN = /(?<![\p{L}\p{N}])[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]{4}){2,7}(?:[ -]?[A-Z0-9]{1,3})?(?![\p{L}\p{N}])/gu;

/**
 * The phone numbers a text gives (outside e-mail addresses and account numbers), by their last nine
 * digits: seven digits or more — or, `dialled`, only a number with its country code or nine digits
 * or more (a postcode and a house number, "7000-612", have seven).
 */
export const phonesOf = (t: string, dialled = false) =>
  new Set(
    [...t.replace(new RegExp(EMAIL, 'gu'), ' ').replace(IBAN, ' ').matchAll(new RegExp(PHONE, 'gu'))]
      .filter((m) => !dialled || m[0].startsWith('+') || m[0].replace(/\D/gu, '').length >= 9)
      .map((m) => m[0].replace(/\D/gu, ''))
      .filter((d) => d.length >= 7)
      .map((d) => d.slice(-9)),
  );

/**
 * Glue words of the languages the English reader takes for nouns and names ("la", "de", "suis",
 * "wir"): two texts in one of them share these whatever they are about.
 */
const GLUE_ABROAD = new Set<string>(['spa', 'fra', 'deu', 'ita', 'por', 'nld', 'rus'].flatMap((l) => [...stopwordsOf(l)]));

/**
 * A text's language (read only where it is long enough to be told, `LANGUAGE_MIN_CHARS`) gives the
 * glue words of the text's own language (Swedish "jag", "med" tie two Swedish texts about anything) —
 * only of that language, because one language's glue word is another's noun (Danish "dog", "fire",
 * "store") — and whether it declines names.
 */
const NO_GLUE: ReadonlySet<string> = new Set();

/**
 * Words that say which of two values is meant, not what it is about: "the old team" and "the old
 * handset" are two things.
 */
const AGE_WORDS = new Set(['old', 'new', 'former', 'previous', 'current', 'latest', 'ex', 'next', 'last', 'first']);

/**
 * Words that can tie two texts: specific anchors, not a calendar word, a glue word, a word every
 * record has, or a word of change ("now", "ahora", "jetzt": it says that something changed, not what).
 */
const specific = (w: string) =>
  w.length > 1 && !AGE_WORDS.has(w) && !GENERIC.has(w) && !CALENDAR_WORDS.has(w) && !GLUE_ABROAD.has(w) && !CUES.has(w) && !CUES_ABROAD.has(w) && !/^\d+$/u.test(w);

/** Senses above which a word says little on its own ("work", "line", "place"). */
const GENERAL_WORD = 4;

/** How general a word is: its senses in WordNet as a noun, else as a verb (0 for a name or a coined word). */
const senses = (w: string) => nounSenses(w) || verbSenses(w);

/** A word's root for comparison: its stem, and a gerund's verb ("swimming" → "swim", "hiking" → "hike"). */
function root(w: string): string {
  const st = stem(w);
  if (!st.endsWith('ing') || st.length < 6) return st;
  const base = st.slice(0, -3);
  const undoubled = /([b-df-hj-np-tv-z])\1$/u.test(base) ? base.slice(0, -1) : base;
  return [undoubled, `${base}e`, base].find((v) => isVerb(v)) ?? st;
}

/**
 * Words of one text that are the other's, compared by root ("swimming" / "swim") — a specific one
 * ("lido", "laptop", a name) weighs 2, a general one 1 — or (Chinese) that share a character with
 * one of them ("橘猫" / "布偶猫"), 1.
 */
function sharedWords(a: Profile['words'], b: Profile): { whole: number; part: number } {
  let whole = 0;
  let part = 0;
  for (const w of a) {
    if (b.roots.has(w.root)) whole += w.weight;
    else if (HAN.test(w.word) && b.words.some((x) => HAN.test(x.word) && [...w.word].some((ch) => x.word.includes(ch)))) part++;
  }
  return { whole, part };
}

/**
 * The Chinese words of a text, as pairs of characters in runs of content words ("体检" in
 * "体检中心" and in "年度体检"): Chinese compounds a noun with what it is for, and the segmenter
 * splits some words, so a whole-word match misses most ties. Glue words, dates, words of change and
 * every record's words are left out.
 */
function chinesePairs(text: string): Set<string> {
  const out = new Set<string>();
  if (!HAN.test(text)) return out;
  // The time does not matter here; one fixed time lets the reading be shared.
  for (const s of analyze(text.slice(0, MAX_CHARS), 0).sentences) {
    if (s.script !== 'zh') continue;
    // Runs of content words: the segmenter splits "洗牙" as often as it keeps "体检" whole.
    let run = '';
    for (const t of [...s.tokens, undefined]) {
      // A lone character the segmenter could not place ("朗逸" read as 朗 + 逸) is the rest of a name.
      if (t && (CONTENT_POS.has(t.pos) || (t.pos === 'X' && t.text.length === 1)) && /^\p{Script=Han}+$/u.test(t.text) && !GLUE_ZH.has(t.text) && !CALENDAR_WORDS.has(t.text)) {
        run += t.text;
        continue;
      }
      for (let i = 0; i + 2 <= run.length; i++) {
        const p = run.slice(i, i + 2);
        if (!GLUE_ZH.has(p) && !ZH_CHANGE.has(p) && specific(p)) out.add(p);
      }
      run = '';
    }
  }
  return out;
}

/**
 * An attribute a person may have several values of, not a relative's (an allergy, an instrument, a
 * medicine): named in both texts, it is one specific thing the change is about.
 */
const manyValued = (id: string) => ATTRIBUTES[id] !== undefined && !ATTRIBUTES[id].exclusive && !ATTRIBUTES[id].relation;

let topicRoots: Map<string, string> | undefined;

/**
 * The topic of the week a word names by its root ("espressos" → coffee): the attribute lexicons
 * list a topic's words in one form, and a plural or a gerund must tie the same topic.
 */
function topicOfWord(word: string): string | undefined {
  if (!topicRoots) {
    topicRoots = new Map();
    for (const [topic, terms] of lifeTopicWords()) for (const t of terms) if (/^[a-z]+$/u.test(t)) topicRoots.set(root(t), `@${topic}`);
  }
  return topicRoots.get(root(word));
}

/** What affinity compares of one text, read once per claim (a candidate meets many writes). */
interface Profile {
  /** Specific names (mentions and facet name anchors). */
  names: Set<string>;
  /** Specific words with their root and weight (2 specific, 1 general). */
  words: { word: string; root: string; weight: number }[];
  roots: Set<string>;
  kinds: Set<string>;
  /** Chinese character pairs of runs of content words. */
  pairs: Set<string>;
  /** The text is in a language that inflects names by case ("Bursztyna", "Kowalskiemu"). */
  inflects: boolean;
}

/**
 * A name's root for comparison: its stem, with a case suffix written after an apostrophe or a colon
 * dropped (Turkish "Bursztyn'e", "İstanbul'da"; Finnish "EU:n").
 */
const nameRoot = (w: string) => root(w.replace(/['’:]\p{L}{1,6}$/u, ''));

/**
 * The names two texts share, by root: one name once, whatever its forms ("matosinhos" and its
 * stem); where either text declines names, one name in two cases ("Bursztyn" / "Bursztyna").
 */
function sharedNames(a: Profile, b: Profile): number {
  const inflects = a.inflects || b.inflects;
  const theirs = [...b.names].map((o) => ({ o, root: nameRoot(o) }));
  const shared = new Set<string>();
  for (const m of a.names) {
    const r = nameRoot(m);
    const x = theirs.find(({ o, root }) => o === m || root === r || (inflects && (inflectedName(o, m) || inflectedName(m, o))));
    if (x) shared.add(x.o.length < m.length ? x.root : r);
  }
  return shared.size;
}

/** Profiles by claim: a claim is read once per text and time (claim.ts caches it), so it stands for its text. */
const profiles = new WeakMap<Claim, Profile>();

function profileOf(x: { claim: Claim; facets: Facets; content: string }): Profile {
  const hit = profiles.get(x.claim);
  if (hit) return hit;
  const sample = x.content.slice(0, MAX_CHARS);
  const language = sample.length < LANGUAGE_MIN_CHARS ? 'und' : analyze(sample, 0).language;
  const glue = language === 'und' ? NO_GLUE : stopwordsOf(language);
  const names = new Set([...x.claim.mentions.filter((m) => /\p{L}/u.test(m)), ...x.facets.facets.flatMap((f) => f.nameAnchors)].filter(specific));
  // Person attributes ("@residence") are weighed below, with whose they are; a topic of the week
  // ("@life.gym", named in any language) is a specific word.
  const named = [...x.claim.topics, ...x.facets.facets.flatMap((f) => f.anchors.filter((w) => !w.startsWith('@') || isLifeTopic(w.slice(1)) || manyValued(w.slice(1))))];
  // A topic's word in any form, or written as two ("hair cut" / "haircuts").
  const pairs = [...x.content.slice(0, MAX_CHARS).toLowerCase().matchAll(/(?<![\p{L}])([a-z]+) (?=([a-z]+)(?![\p{L}]))/gu)].map((m) => m[1] + m[2]);
  const topics = [...named.filter((w) => !w.startsWith('@')), ...pairs].map((w) => topicOfWord(w) ?? '');
  const words = [...new Set([...named, ...topics])].filter((w) => specific(w) && !glue.has(w)).map((word) => ({ word, root: root(word), weight: senses(word) > GENERAL_WORD ? 1 : 2 }));
  const p: Profile = { names, words, roots: new Set(words.map((w) => w.root)), kinds: valueKinds(x.content, x.facets), pairs: chinesePairs(x.content), inflects: INFLECTING.has(language) };
  profiles.set(x.claim, p);
  return p;
}

/** A thing, not a quality: a noun with no adjective sense ("window", "tea"; not "cold", "quiet"). */
const thing = (w: string) => nounSenses(w) > 0 && synonyms(w, 'adj', 3).length === 0;

/**
 * One text names a thing whose opposite only the other names ("window" / "aisle", "tea" /
 * "coffee"): two values of one choice. Qualities ("cold", "quiet") describe too many things to tie two texts.
 */
function opposite(a: Profile, b: Profile): boolean {
  return a.words.some((w) => thing(w.word) && !b.roots.has(w.root) && [...(antonymsOf(w.word) ?? [])].some((x) => thing(x) && b.roots.has(root(x)) && !a.roots.has(root(x))));
}

/**
 * The affinity of a new memory to an older one of the same speaker: names in common weigh most,
 * then specific nouns, then the same one-per-person attribute, the same kind of typed value, the
 * same key; a shared Chinese character in a noun weighs least.
 */
export function affinity(n: { claim: Claim; facets: Facets; content: string }, o: { claim: Claim; facets: Facets; content: string }): number {
  const [pn, po] = [profileOf(n), profileOf(o)];
  let score = 3 * Math.min(2, sharedNames(pn, po));
  // A word that is a name in both is weighed with the names; one capitalised in one text only (a
  // sentence's first word, "Farmacia …" / "… mi farmacia") is a shared word.
  const shared = sharedWords(pn.words.filter((w) => !(po.names.has(w.word) && pn.names.has(w.word))), po);
  score += Math.min(4, shared.whole) + Math.min(1, shared.part);
  const frame = n.claim.frame && n.claim.frame === o.claim.frame ? frameById(n.claim.frame) : undefined;
  // One attribute of one person: a relative's home is not the speaker's ("my brother lives in Linz").
  if (frame && ONE_PER_PERSON.has(frame.id) && relationOfSubject(n.claim.subject) === relationOfSubject(o.claim.subject)) score += 3;
  else if (sharedAttribute(n.facets, o.facets)) score += 2;
  // A speaker's key that is only one of the attribute frames ("user|schedule") holds everything they
  // schedule: no tie by itself; an attribute the parse named ("user|age") is one.
  else if (n.claim.key !== '' && n.claim.key === o.claim.key && !(n.claim.key === `user|${n.claim.frame}` && frameById(n.claim.frame))) score += 1;
  // A one-per-person attribute both name beside their main frames ("moved … my address" / "I live at …").
  else if (relationOfSubject(n.claim.subject) === relationOfSubject(o.claim.subject) && n.claim.frames.some((id) => ONE_PER_PERSON_NAMED.has(id) && o.claim.frames.includes(id))) score += 2;
  // A value swapped for its opposite ("the window" / "an aisle seat", "tea" / "coffee"): one word
  // on each side, the other side without it.
  if (opposite(pn, po)) score += 2;
  // Two dated texts are many things (a flight, a checkup): a date or a time in both weighs least.
  for (const k of pn.kinds) if (po.kinds.has(k)) score += k === 'when' ? 1 : 2;
  return score + 2 * Math.min(2, [...pn.pairs].filter((p) => po.pairs.has(p)).length);
}
