/**
 * Reading one sentence into a claim's parts (claim.ts puts them together): the predicate, its
 * subject (grammatical subject, possessor, name or the speaker), the attribute frame it maps into,
 * the value, polarity, cues, additions and denied old values — English from wink-nlp's tags,
 * Chinese from jieba's, with the frame lexicon of analysis/frames.ts.
 */
import { ADDITIVE, CHANGE_NOUNS, CHANGE_PHRASES, CHANGE_VERBS, CUES, ENDED_VERBS, ENDING_VERBS, FIRST_PERSON, USER_WORDS, ZH_CHANGE, ZH_NOUNS, frameById, frameOfNoun, frameOfVerb, frameOfZh, type Frame } from '../analysis/frames.js';
import type { Sentence, Token } from '../analysis/types.js';

/** Parts of speech a value is made of. */
export const CONTENT = new Set(['NOUN', 'PROPN', 'NUM', 'ADJ', 'VERB', 'X', 'SYM']);
/** Words of recurrence: "every September", "each spring", "annually". */
const RECURRENCE = new Set(['every', 'each', 'annually', 'yearly', 'monthly', 'weekly', 'daily', 'nightly', 'fortnightly']);
/** Words that say when a change begins: beside a recurrence they make a present verb a change ("from next week I switch …"). */
const CHANGE_START = new Set(['from', 'starting', 'next', 'will', "'ll", 'going', 'decided', 'now', 'anymore', 'longer', 'instead', 'since']);
/** Lemmas that carry no value of their own: auxiliaries, light verbs, time adverbs. */
const LIGHT = new Set(['be', 'have', 'do', 'get', 'go', 'make', 'let', 'will', 'would', 'can', 'could', 'should', 'may', 'might', 'must', 'shall', 'now', 'just', 'still', 'currently', 'really', 'officially', 'finally', 'recently', 'anymore', 'longer', 'actually', 'again', 'today', 'lately', 'nowadays', 'these', 'days', 'day', 'week', 'month', 'year', 'ago', 'last', 'next', 'since', 'new', 'old', 'thing', 'stuff', 'lot', 'bit', 'kind', 'sort', 'way', 'also', 'too', 'instead', 'please', 'pretty', 'very', 'much', 'more', 'well', 'okay', 'ok', 'yeah', 'yes', 'hey', 'hi', 'oh', 'so', 'update', 'fyi', 'note']);
const ZH_LIGHT = new Set(['了', '的', '是', '在', '把', '被', '给', '到', '成', '为', '将', '会', '要', '就', '都', '也', '还', '又', '已经', '现在', '目前', '如今', '其实', '最近', '以后', '从', '开始', '啦', '吧', '呢', '吗', '个', '这', '那', '每', '里', '上', '下', '中']);
/** Locative prepositions: "is in the drawer" says where a thing is. */
const LOCATIVE = new Set(['in', 'on', 'under', 'inside', 'behind', 'beside', 'near', 'at', 'above', 'below', 'next', 'underneath', 'beneath', 'within']);
/** A pronoun and a contracted "be" read as one token ("I'm", "she's", "we're"). */
const CONTRACTED_BE = /^(?:i|you|we|they|he|she|it|that|there)['’](?:m|re|s)$/u;
/** Periods a frequency is counted in. */
const PERIODS = new Set(['day', 'week', 'month', 'year', 'hour', 'time', 'night', 'morning', 'weekday', 'weekend']);
/** Nouns of state after "on" ("on hold", "on leave"). */
const STATES = new Set(['hold', 'track', 'leave', 'pause', 'ice', 'break', 'schedule', 'budget', 'sabbatical', 'strike', 'probation', 'vacation', 'holiday']);

const isDate = (s: Sentence, i: number) => s.entities.some((e) => (e.type === 'DATE' || e.type === 'TIME') && i >= e.start && i < e.end);
/** A number, a time or a code with digits. */
export const isNumberish = (t: Token) => t.pos === 'NUM' || /\d/u.test(t.text);

/** The lemma of an inflected form a frame knows as a verb ("lives" → "live", "married" → "marry"), if any. */
function verbLemma(word: string): string | undefined {
  const forms = [word.replace(/s$/u, ''), word.replace(/es$/u, ''), word.replace(/ed$/u, ''), word.replace(/d$/u, ''), word.replace(/ied$/u, 'y'), word.replace(/ies$/u, 'y')];
  return forms.find((f) => f !== word && frameOfVerb(f));
}

/** One sentence read as a claim. */
export interface Parsed {
  subject: string;
  firstPerson: boolean;
  frame?: Frame;
  attribute: string;
  predicate: number;
  value: Token[];
  negated: boolean;
  denied: string[];
  cue: boolean;
  additive: boolean;
  /** Every frame a word of the sentence evokes, the claim's own first. */
  frames: string[];
  /** Content nouns of the sentence beside the subject: what it is about ("coffee", "gym"). */
  topics: string[];
}

/** Names and numbers a text states, lower-cased (at most 64). */
export function mentionsOf(sentences: Sentence[]): string[] {
  const out = new Set<string>();
  // "9pm." at a sentence end is "9pm".
  // "I'm" is tagged a name when capitalised: the speaker is no name two texts share.
  for (const s of sentences.slice(0, 24)) for (const t of s.tokens) if ((t.pos === 'PROPN' && !FIRST_PERSON.has(t.lower)) || isNumberish(t)) out.add(t.lower.replace(/[.,;:!?]+$/u, ''));
  return [...out].slice(0, 64);
}

/** Frames and topic nouns a sentence evokes beside its main claim. */
function evoked(s: Sentence, frame: Frame | undefined): { frames: string[]; topics: string[] } {
  const frames = new Set<string>(frame ? [frame.id] : []);
  const topics = new Set<string>();
  let code = false;
  for (const [i, t] of s.tokens.entries()) {
    if (t.text.includes('`')) code = !code;
    if (code) continue;
    const f = s.script === 'zh' ? frameOfZh(t.text, t.pos === 'VERB') : t.pos === 'VERB' ? frameOfVerb(t.lemma) : t.pos === 'NOUN' ? frameOfNoun(t.lemma) : undefined;
    // A compound of two frames' nouns is of its modifier's kind: an "e-mail address" is no home.
    const prev = s.script !== 'zh' && t.pos === 'NOUN' && s.tokens[i - 1]?.pos === 'NOUN' ? frameOfNoun(s.tokens[i - 1].lemma) : undefined;
    // "from home", "at home", "go home": where one is, not where one lives.
    const adverbial = t.lemma === 'home' && /^(?:from|at|to|go|went|come|came|get|got|head|back)$/u.test(s.tokens[i - 1]?.lower ?? '');
    if (f && !(prev && prev !== f) && !adverbial) frames.add(f.id);
    // The subject's own words count too: "Mum got a new number" is about what "my mum's mobile" was.
    if ((t.pos === 'NOUN' || t.pos === 'PROPN') && !LIGHT.has(t.lemma) && !ZH_LIGHT.has(t.text) && !FIRST_PERSON.has(t.lower) && !USER_WORDS.has(t.lower) && t.lemma.length > 1) {
      topics.add(t.lemma);
      if (t.pos === 'PROPN') topics.add(t.lower);
    }
  }
  // "(started) as product lead at Acme": a role held at an employer, whatever the verb.
  if (s.script !== 'zh') {
    const toks = s.tokens;
    for (let i = 0; i < toks.length; i++) {
      // After a verb or noun of holding a job ("work as", "hired as", "first day as"), not "praised as".
      if (toks[i].lower !== 'as' || !toks.slice(Math.max(0, i - 3), i).some((t) => HOLDING_JOB.has(t.lemma))) continue;
      const at = toks.slice(i + 1, i + 6).findIndex((t) => t.lower === 'at' || t.lower === 'for' || t.lower === 'with');
      if (at > 0 && toks.slice(i + 1, i + 1 + at).some((t) => t.pos === 'NOUN') && toks.slice(i + 1, i + 1 + at).every((t) => ['NOUN', 'ADJ', 'DET', 'PROPN', 'ADP'].includes(t.pos)) && toks[i + 2 + at]?.pos === 'PROPN') {
        frames.add('role');
        frames.add('employer');
        break;
      }
    }
  }
  return { frames: [...frames], topics: [...topics] };
}

/** Frames of a state a person is in, one at a time: reaching one (Chinese 了) is a change. */
const STATE_FRAMES = new Set(['status', 'residence', 'employer', 'role', 'education']);

/** Verbs and nouns of holding a job, before "as <role> at <employer>". */
const HOLDING_JOB = new Set(['work', 'start', 'begin', 'join', 'hire', 'employ', 'serve', 'return', 'promote', 'appoint', 'day', 'job', 'stay', 'continue', 'rejoin', 'move', 'switch', 'transfer']);

/** The subject of a span of tokens, and an attribute noun it names ("my address", "Dana's employer"). */
function subjectOf(span: Token[]): { subject: string; firstPerson: boolean; attribute?: Frame; named?: string; event: boolean; person: boolean } {
  const words = span.filter((t) => t.pos !== 'PUNCT' && t.pos !== 'DET' && t.pos !== 'INTJ' && !CUES.has(t.lower));
  const first = words.some((t) => FIRST_PERSON.has(t.lower));
  const user = first || words.some((t) => USER_WORDS.has(t.lower));
  const nouns = words.filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  // "my favourite colour": a favourite is one value per domain, so the domain is the attribute.
  const fav = words.findIndex((t) => t.lemma === 'favourite' || t.lemma === 'favorite');
  if (fav >= 0) {
    const domain = words.slice(fav + 1).filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN').map((t) => t.lemma);
    const owner = words.slice(0, fav).filter((t) => (t.pos === 'NOUN' || t.pos === 'PROPN') && !USER_WORDS.has(t.lower) && !FIRST_PERSON.has(t.lower));
    const subject = user || owner.length === 0 ? 'user' : owner.map((t) => t.lower).join(' ');
    return { subject, firstPerson: first, named: ['favourite', ...domain].join(' '), event: false, person: true };
  }
  // "the address of the office": the attribute before "of", the subject after it.
  const of = words.findIndex((t) => t.lower === 'of');
  const owned = of > 0 ? words.slice(of + 1).filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN') : [];
  const head = (of > 0 ? words.slice(0, of) : words).filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN').at(-1);
  const attribute = head ? frameOfNoun(head.lemma) : undefined;
  const names = nouns.filter((t) => t.pos === 'PROPN' && !USER_WORDS.has(t.lower) && !FIRST_PERSON.has(t.lower));
  const event = Boolean(head && frameOfNoun(head.lemma)?.id === 'schedule');
  if (attribute && attribute.id !== 'schedule' && attribute.id !== 'possession') {
    // "my phone number", "Dana's employer", "the price of the plan": the possessor is the subject,
    // and the attribute is the noun named ("budget" and "version" are two settings, not one).
    const possessor = owned.length ? owned : nouns.filter((t) => t !== head && !frameOfNoun(t.lemma));
    const subject = user && possessor.length === 0 ? 'user' : possessor.map((t) => t.lemma).join(' ') || (user ? 'user' : '');
    const own = new Set(possessor);
    const named = (of > 0 ? words.slice(0, of) : words).filter((t) => (t.pos === 'NOUN' || t.pos === 'PROPN') && !own.has(t) && !USER_WORDS.has(t.lower) && !FIRST_PERSON.has(t.lower)).slice(-3).map((t) => t.lemma).join(' ');
    return { subject, firstPerson: first, attribute, named: named || attribute.id, event: false, person: user || names.length > 0 };
  }
  // "the customer's profile", "your account": a record about the user is about the user — but
  // "your flight" is the flight, and "my sister" is the sister.
  const second = !first && user && names.length === 0 && !event;
  // "Globex's chief executive", "the capital of Peru": an attribute no frame knows is named by
  // its own noun, and the possessor is the subject.
  const poss = words.findIndex((t) => t.lower === "'s" || t.lower === '’s');
  if (!first && head && (poss > 0 || (of > 0 && owned.length > 0))) {
    // The possessor is the noun phrase right before "'s", not the words of a wrapper before it.
    let from = poss;
    while (from > 0 && (words[from - 1].pos === 'NOUN' || words[from - 1].pos === 'PROPN')) from--;
    const possessor = poss > 0 ? words.slice(from, poss) : owned;
    const attr = (poss > 0 ? words.slice(poss + 1, of > poss ? of : undefined) : words.slice(0, of)).filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'ADJ' || t.pos === 'NUM');
    // "Shelf 3 of the warehouse": the number names which shelf, so it is part of the attribute.
    if (possessor.length && attr.length) return { subject: possessor.map((t) => t.lower).join(' '), firstPerson: false, named: attr.map((t) => t.lemma).join(' '), event: false, person: false };
  }
  if (nouns.length > 0 && !second) {
    // "my sister", "our standup", "Dana", "the team meeting": the noun phrase, without its owner.
    // A number right after a noun names which one ("Warehouse 3", "Room 4.12", "Flight 302").
    const np = words.filter((t, i) => (nouns.includes(t) && !USER_WORDS.has(t.lower) && !FIRST_PERSON.has(t.lower)) || (t.pos === 'NUM' && i > 0 && nouns.includes(words[i - 1])));
    const subject = np.map((t) => t.lemma).join(' ');
    if (subject) return { subject, firstPerson: first, event, person: names.length > 0 && !event };
  }
  if (user) return { subject: 'user', firstPerson: first, event: false, person: true };
  return { subject: '', firstPerson: false, event: false, person: false };
}

/** Reads one English sentence into a claim, or undefined when it has no predicate. */
export function readEnglish(sentence: Sentence): Parsed | undefined {
  // A short label before a colon ("Update:", "Note (…):") wraps a claim; with no claim after it,
  // the label is the attribute ("Customer profile: no known allergies").
  const colon = sentence.tokens.findIndex((t) => t.text === ':');
  const base = colon >= 0 && colon < 8 && sentence.tokens.length - colon > 3 ? colon + 1 : 0;
  const inner = base ? readFrom(sentence, base) : undefined;
  return inner?.subject ? inner : readFrom(sentence, 0);
}

/** Reads an English sentence from token `base` on. */
function readFrom(sentence: Sentence, base: number): Parsed | undefined {
  const s: Sentence = base ? { ...sentence, tokens: sentence.tokens.slice(base), entities: sentence.entities.map((e) => ({ ...e, start: e.start - base, end: e.end - base })) } : sentence;
  const toks = s.tokens;
  // A verb the tagger took for a noun ("Emma lives in…" read as the plural of "life") is still
  // a predicate when a frame knows it and a subject stands before it.
  const verbish = (t: Token, i: number) =>
    (t.pos === 'VERB' && !LIGHT.has(t.lemma)) || (i > 0 && (t.pos === 'NOUN' || t.pos === 'ADJ') && /^(?:PROPN|PRON|NOUN|VERB|AUX)$/u.test(toks[i - 1].pos) && Boolean(verbLemma(t.lower)));
  // The first verb that has a subject before it: "Heads up, I cancelled…" is about what I cancelled.
  const verbs = toks.map((t, i) => (verbish(t, i) ? i : -1)).filter((i) => i >= 0);
  const hasSubject = (i: number) => toks.slice(0, i).some((t) => t.pos === 'PRON' || t.pos === 'PROPN' || t.pos === 'NOUN');
  let p = verbs.find(hasSubject) ?? verbs[0] ?? -1;
  // "I'm" read as one token carries the copula.
  const be = toks.findIndex((t) => ((t.pos === 'AUX' || t.pos === 'VERB') && (t.lemma === 'be' || t.lemma === 'have')) || CONTRACTED_BE.test(t.lower));
  // A copula with its subject before the first verb is the predicate ("We're on the family plan, it comes out of…").
  if (be >= 0 && (p < 0 || (be < p && hasSubject(be) && toks.slice(be + 1, p).some((t) => t.pos === 'NOUN' || t.pos === 'ADJ' || t.pos === 'ADP' || t.pos === 'PROPN')))) p = be;
  if (p < 0) {
    // A label and a value ("Dietary restriction: vegetarian", "Standup — 10:30").
    const colon = toks.findIndex((t) => t.text === ':' || t.text === '-' || t.text === '—');
    if (colon <= 0) return undefined;
    p = colon;
  }
  let pred = toks[p];
  const asVerb = pred.pos === 'VERB' || pred.pos === 'AUX' ? undefined : verbLemma(pred.lower);
  if (asVerb) pred = { ...pred, pos: 'VERB', lemma: asVerb };
  // The subject is in the predicate's own clause: "I don't go there any more, I joined Crunch".
  let from = 0;
  for (let i = p - 1; i >= 0; i--) if (/^[,;:()\[\]]$/u.test(toks[i].text)) { from = i + 1; break; }
  // "I'm" read as one token is the subject and the copula at once.
  const span = toks.slice(from, CONTRACTED_BE.test(pred.lower) ? p + 1 : p);
  const subj = subjectOf(span.filter((t, i) => !isDate(s, from + i) && !LIGHT.has(t.lemma)));
  // No subject before the verb ("Downgraded to the basic plan", "Sold the Civic"): a note
  // in the speaker's own voice, about the speaker.
  if (!subj.subject && p === from && pred.pos === 'VERB' && (frameOfVerb(pred.lemma) || CHANGE_VERBS.has(pred.lemma) || ENDING_VERBS.has(pred.lemma))) Object.assign(subj, { subject: 'user', firstPerson: true, person: true });
  const rest = toks.slice(p + 1);
  const next = rest.find((t) => t.pos === 'ADP' || t.pos === 'PART');
  // An attribute named by its own noun keys by that noun, exclusive as its frame is.
  let frame = subj.named ? { id: subj.named, exclusive: subj.attribute ? subj.attribute.exclusive : subj.named.startsWith('favourite'), verbs: [], nouns: [], zh: [] } : subj.attribute;
  const copula = pred.lemma === 'be' || CONTRACTED_BE.test(pred.lower) || pred.lemma === 'have' || pred.text === ':' || pred.text === '-' || pred.text === '—';
  if (!frame && subj.event) frame = frameById('schedule');
  // "started eating fish", "stopped drinking coffee": the frame of the verb that follows.
  const xcomp = rest.find((t) => t.pos === 'VERB' && frameOfVerb(t.lemma));
  if (!frame && !copula && xcomp && (CHANGE_VERBS.has(pred.lemma) || ENDING_VERBS.has(pred.lemma)) && rest.indexOf(xcomp) <= 1) frame = frameOfVerb(xcomp.lemma);
  if (!frame && !copula) {
    if (pred.lemma === 'work' || pred.lemma === 'start') frame = frameById(next?.lower === 'as' ? 'role' : 'employer');
    else frame = frameOfVerb(pred.lemma);
    // A verb of change takes its frame from what changed: a person moves home, an event moves in time.
    if (!frame && CHANGE_VERBS.has(pred.lemma)) {
      // "moved the retro to Thursday": an event moved in time; "moved to Lisbon": a person moved home.
      const place = rest.some((t, i) => t.pos === 'PROPN' && !isDate(s, p + 1 + i));
      if (rest.some((t) => t.pos === 'NOUN' && frameOfNoun(t.lemma)?.id === 'schedule')) frame = frameById('schedule');
      else if (subj.person && (next?.lower === 'to' || next?.lower === 'into') && place) frame = frameById(pred.lemma === 'move' || pred.lemma === 'relocate' ? 'residence' : 'employer');
      else if (rest.some((_, i) => isDate(s, p + 1 + i) || isNumberish(rest[i]))) frame = frameById('schedule');
    }
  }
  if (!frame && copula) {
    const first = rest.find((t) => t.pos !== 'ADV' && t.pos !== 'DET' && !CUES.has(t.lower));
    const named = rest.map((t) => (t.pos === 'NOUN' ? frameOfNoun(t.lemma) : undefined)).find(Boolean);
    // "is into jazz", "is a fan of": a liking; "is in the drawer": a place; "is a nurse": a role.
    const diet = rest.find((t) => t.pos === 'ADJ' && frameOfNoun(t.lemma));
    if (first?.lower === 'into' || rest.some((t) => t.lemma === 'fan')) frame = frameById('preference');
    else if (diet) frame = frameOfNoun(diet.lemma);
    else if (named) frame = named;
    else if (first && LOCATIVE.has(first.lower)) frame = frameById('location');
    else if (subj.person && rest.some((t, i) => (t.lower === 'a' || t.lower === 'an') && (rest[i + 1]?.pos === 'NOUN' || rest[i + 1]?.pos === 'ADJ'))) frame = frameById('role');
  }
  // A value's type names its frame: an e-mail address is contact; a number per period ("two a
  // day", "five times a week") is an amount or frequency, whatever the verb.
  if (!frame && s.entities.some((e) => e.type === 'EMAIL')) frame = frameById('contact');
  if (!frame && s.entities.some((e) => e.type === 'MONEY')) frame = frameById('amount');
  if (!subj.event && rest.some((t) => isNumberish(t)) && rest.some((t) => PERIODS.has(t.lemma))) frame = frameById('amount');
  // "on hold", "on track", "on leave": a state, not a place.
  if (frame?.id === 'location' && rest.some((t) => STATES.has(t.lemma))) frame = frameById('status');
  // "We pushed standup to 10", "I keep my passport in the drawer": the event or the object is
  // the subject of the claim.
  let subject = subj.subject;
  if ((frame?.id === 'schedule' && !subj.event) || (frame?.id === 'location' && (subj.subject === 'user' || subj.firstPerson) && !copula)) {
    const ev = rest.findIndex((t) => t.pos === 'NOUN' && (frame?.id === 'location' || frameOfNoun(t.lemma)?.id === 'schedule'));
    if (ev >= 0) {
      let a = ev;
      while (a > 0 && (rest[a - 1].pos === 'NOUN' || rest[a - 1].pos === 'PROPN')) a--;
      subject = rest.slice(a, ev + 1).map((t) => t.lemma).join(' ');
    }
  }
  if (!frame) {
    // Any attribute noun or verb elsewhere in the sentence — outside code (`kubectl rollout status`
    // names a command, not a status).
    let code = false;
    for (const t of rest) {
      if (t.text.includes('`')) code = !code;
      frame = code ? undefined : t.pos === 'VERB' ? frameOfVerb(t.lemma) : t.pos === 'NOUN' ? frameOfNoun(t.lemma) : undefined;
      if (frame) break;
    }
  }
  const subjectWords = new Set(subject.split(' '));
  const value = rest.filter((t, i) => {
    if (!CONTENT.has(t.pos) || !/[\p{L}\p{N}]/u.test(t.text) || LIGHT.has(t.lemma) || CUES.has(t.lower) || ADDITIVE.has(t.lower) || subjectWords.has(t.lemma)) return false;
    if (frame?.id !== 'schedule' && isDate(s, p + 1 + i) && !isNumberish(t)) return false;
    if (frame && (frameOfVerb(t.lemma) === frame || frameOfNoun(t.lemma) === frame) && t.pos !== 'PROPN' && frame.id !== 'preference') return false;
    return true;
  });
  const negated = pred.negated || toks.slice(0, p).some((t) => t.lower === 'never' || t.lower === 'not' || t.lower === "n't") || rest.slice(0, 3).some((t) => t.lower === 'no' || t.lower === 'not' || t.lower === 'none');
  const denied = toks.filter((t) => t.negated && (t.pos === 'PROPN' || t.pos === 'NOUN' || t.pos === 'NUM')).map((t) => t.lemma);
  // "Sold the Civic", "left Acme": the object of a verb that ends a value is the old value.
  for (let i = 0; i < toks.length; i++) {
    if (toks[i].pos !== 'VERB' || !ENDING_VERBS.has(toks[i].lemma)) continue;
    for (const t of toks.slice(i + 1, i + 5)) {
      if (t.text === ',' || t.pos === 'VERB') break;
      if (t.pos === 'PROPN' || t.pos === 'NOUN') denied.push(t.lemma);
    }
  }
  // "Biscuit died", "the studio closed": the subject of a verb that ends is the old value.
  for (let i = 0; i < toks.length; i++) {
    // "Passed away" is "died".
    const passed = toks[i].lemma === 'pass' && toks[i + 1]?.lower === 'away';
    if (toks[i].pos !== 'VERB' || !(ENDED_VERBS.has(toks[i].lemma) || passed)) continue;
    for (let j = i - 1; j >= Math.max(0, i - 4); j--) {
      const t = toks[j];
      if (t.text === ',' || t.pos === 'VERB' || t.pos === 'PUNCT') break;
      if (t.pos === 'PROPN' || t.pos === 'NOUN') denied.push(t.lemma);
    }
  }
  // "now and then", "now and again" say how often, not that something changed.
  const idiom = (i: number) => sentence.tokens[i].lower === 'now' && sentence.tokens[i + 1]?.lower === 'and' && /^(?:then|again)$/u.test(sentence.tokens[i + 2]?.lower ?? '');
  // "it renews every September", "I switch to decaf every evening": a verb of change in the present
  // beside a recurrence tells what happens again and again, not that a value changed — unless the
  // sentence says when the change begins ("from next week I switch to yoga every Monday", "I'll …",
  // "decided to …") or the recurrence is the new value ("moved my runs to every Saturday").
  const recurring = toks.some((t, i) => RECURRENCE.has(t.lower) && toks[i - 1]?.lower !== 'to') && !toks.some((t) => CHANGE_START.has(t.lower));
  const habitual = (t: Token) => recurring && (t.lower === t.lemma || t.lower === `${t.lemma}s` || t.lower === `${t.lemma}es`);
  const changeVerb = (t: Token) => t.pos === 'VERB' && (CHANGE_VERBS.has(t.lemma) || ENDING_VERBS.has(t.lemma) || ENDED_VERBS.has(t.lemma)) && !LIGHT.has(t.lemma) && !habitual(t);
  const cue = sentence.tokens.some((t, i) => (CUES.has(t.lower) && t.lower !== 'no' && t.lower !== 'new' && !idiom(i)) || changeVerb(t) || CHANGE_NOUNS.has(t.lemma)) || (CHANGE_VERBS.has(pred.lemma) && !habitual(pred)) || CHANGE_PHRASES.test(s.text.toLowerCase()) || toks.some((t) => t.lower === 'new' && t.pos === 'ADJ');
  // "second-hand", "second-largest": a compound adjective, not a second value; "too busy", "too
  // much": a degree, not "also".
  const degree = (i: number) => toks[i].lower === 'too' && ['ADJ', 'ADV', 'DET'].includes(toks[i + 1]?.pos ?? '');
  const additive = toks.some((t, i) => ADDITIVE.has(t.lower) && toks[i + 1]?.text !== '-' && !degree(i));
  const attribute = frame?.id ?? (copula ? '' : pred.lemma);
  return { subject, firstPerson: subj.firstPerson, frame, attribute, predicate: p, value, negated, denied, cue, additive, ...evoked(s, frame) };
}

/** Chinese time words ("现在", "上个月", "周三") are not subjects. */
const ZH_TIME = /^(?:[上下这本]个?(?:月|周|星期|礼拜)|[上下]午|[今明昨前后去]天|[今明去前]年|现在|目前|如今|最近|以后|之前|刚才|星期.|周[一二三四五六日天末]|[0-9一二三四五六七八九十]+[年月日号点])$/u;

/** Chinese cue adverbs ("其实", "现在"): they signal a change but are not the predicate. */
const ZH_CUE_ADVERBS = new Set(['其实', '现在', '如今', '目前', '已经', '最近', '不再', '更正', '新', '开始', '从现在起', '从今天起', '从今以后', '从今往后', '今后']);

/**
 * The words of change of two characters or more, found in the clause's text: the segmenter splits
 * some of them from the value they govern ("升" + "到金卡", "挪" + "到周日").
 */
const ZH_CHANGE_WORDS = [...ZH_CHANGE, ...ZH_CUE_ADVERBS].filter((w) => w.length >= 2);

/**
 * From a time on: "从这周起", "从下个月开始", and "以后" or "今后" opening a clause ("以后订票帮我选…");
 * after a verb, "以后" is only "after" ("下班以后").
 */
const ZH_FROM_NOW = /从[^，。！？；,.!?;]{1,8}(?:起|开始)|(?:^|[，。！？；：,.!?;:\s])(?:以后|今后|往后|从此)/u;

/**
 * "不…了": a verb denied and closed by 了 within its clause ("我不喝咖啡了", "他不在那儿上班了")
 * says a state ended — a change, where "我不喝咖啡" alone states a habit.
 */
function endedState(tokens: readonly Token[]): boolean {
  return tokens.some((t, i) => (t.text === '不' || ((t.negated || /^不\p{Script=Han}/u.test(t.text)) && t.pos === 'VERB' && t.text !== '不用')) && tokens.slice(i + 1, i + 4).some((x, k, all) => x.text === '了' && !all.slice(0, k).some((y) => y.pos === 'PUNCT')));
}

/** Reads one Chinese clause into a claim. */
export function readChinese(s: Sentence): Parsed | undefined {
  const toks = s.tokens.filter((t) => t.pos !== 'PUNCT');
  // The pivot: the first verb (or 在, 是) that is not itself an attribute or event noun.
  // jieba tags unknown words loosely ("换" as a name): a word the frames or the change words know is a verb too.
  const pivot = (t: Token) => (t.pos === 'VERB' || t.text === '在' || t.text === '是' || (ZH_CHANGE.has(t.text) && !ZH_CUE_ADVERBS.has(t.text)) || (t.pos !== 'NOUN' && Boolean(frameOfZh(t.text, true)))) && !ZH_NOUNS.has(t.text) && !FIRST_PERSON.has(t.text);
  let p = toks.findIndex(pivot);
  if (p < 0) return undefined;
  // "我有一个弟弟叫…", "我有个朋友住在…": 有 introduces someone, and the verb after them says
  // something of them — they are the subject, the speaker's as "my brother" is.
  const owner = toks.slice(0, p);
  let introduced = -1;
  if (toks[p].text === '有') {
    // The first frame verb after a noun that follows 有, in its clause (one pass): in "我有一辆车，
    // 住在上海" the comma ends what is said of the car.
    let noun = false;
    for (let i = s.tokens.indexOf(toks[p]) + 1; i < s.tokens.length && introduced < 0; i++) {
      const t = s.tokens[i];
      if (t.pos === 'PUNCT') break;
      if (noun && t.pos !== 'NOUN' && frameOfZh(t.text, true)) introduced = toks.indexOf(t);
      noun ||= t.pos === 'NOUN';
    }
  }
  const from = introduced > 0 ? p + 1 : 0;
  if (introduced > 0) p = introduced;
  const before = toks.slice(from, p).filter((t) => t.pos !== 'ADV' && !ZH_CHANGE.has(t.text) && !ZH_TIME.test(t.text));
  const first = (introduced > 0 ? owner : before).some((t) => FIRST_PERSON.has(t.text));
  const user = introduced < 0 && (first || before.some((t) => USER_WORDS.has(t.text)));
  const attr = before.find((t) => ZH_NOUNS.has(t.text));
  let frame = attr ? frameOfZh(attr.text) : undefined;
  const after = toks.slice(p);
  // "开始" (begin) says when, not what: it is no frame's verb ("开" is driving).
  if (!frame) for (const t of toks) if (!ZH_CUE_ADVERBS.has(t.text) && (frame = frameOfZh(t.text, t.pos === 'VERB'))) break;
  const dated = after.some((t) => t.pos === 'NUM' || ZH_TIME.test(t.text));
  if (!frame && dated && after.some((t) => ZH_CHANGE.has(t.text))) frame = frameById('schedule');
  // "我们家" (our family) after a first-person word is the speaker's household: the speaker.
  const nouns = before.filter((t) => (t.pos === 'NOUN' || t.pos === 'PROPN' || ZH_NOUNS.has(t.text)) && !FIRST_PERSON.has(t.text) && !USER_WORDS.has(t.text) && !(user && /^(?:家|家里|全家|一家)$/u.test(t.text)));
  // An attribute noun ("我的电话") is the attribute, its owner the subject; an event noun is the subject.
  const owned = attr && frame?.id !== 'schedule' ? nouns.filter((t) => t !== attr) : nouns;
  const subject = owned.map((t) => t.text).join('') || (user ? 'user' : '');
  const isValue = (t: Token) =>
    CONTENT.has(t.pos) && !ZH_LIGHT.has(t.text) && !ZH_CHANGE.has(t.text) && !ADDITIVE.has(t.text) && !FIRST_PERSON.has(t.text) && !USER_WORDS.has(t.text) && !frameOfZh(t.text) && !(frame?.id !== 'schedule' && ZH_TIME.test(t.text));
  // A verb joined with its object ("喝茶") keeps the object: the characters after the frame verb.
  const joined = (t: Token) => t.pos !== 'NOUN' && t.text.length > 1 && !ZH_CHANGE.has(t.text) && !ZH_CUE_ADVERBS.has(t.text) && !frameOfZh(t.text) && Boolean(frameOfZh(t.text, true));
  const value = after.map((t) => (joined(t) ? { ...t, text: t.text.slice(1), lower: t.text.slice(1), lemma: t.text.slice(1), pos: 'NOUN' as const } : t)).filter(isValue);
  const negated = toks.some((t) => t.negated && t.pos !== 'NOUN') || toks.some((t) => t.text === '不再' || t.text === '没有' || t.text === '无');
  const denied = toks.filter((t) => t.negated && (t.pos === 'PROPN' || t.pos === 'NOUN')).map((t) => t.text);
  // "结婚了", "退休了", "在深圳上班了": a one-per-person state reached — a change, where "我在深圳上班" states one.
  // "三年了" counts how long a state has lasted: no change.
  const reached = frame !== undefined && STATE_FRAMES.has(frame.id) && after.some((t, i) => t.text === '了' && i > 0 && !isNumberish(after[i - 1]) && !/(?:年|月|天|周|星期|小时|[一二三四五六七八九十两几多]+.?)$/u.test(after[i - 1].text));
  const cue = toks.some((t) => ZH_CHANGE.has(t.text) || ZH_CUE_ADVERBS.has(t.text) || (t.pos === 'VERB' && /^[改换搬调转]/u.test(t.text))) || ZH_CHANGE_WORDS.some((w) => s.text.includes(w)) || ZH_FROM_NOW.test(s.text) || endedState(s.tokens) || reached;
  const additive = toks.some((t) => ADDITIVE.has(t.text));
  return { subject, firstPerson: first, frame, attribute: frame?.id ?? toks[p].text, predicate: p, value, negated, denied, cue, additive, ...evoked(s, frame) };
}
