/**
 * Candidate search and judging for one memory: records under the same key, about the
 * same explicit subject, and the nearest neighbours; each triggered pair goes to the judge, whose
 * output is validated before anything acts on it. Also the agreement rule: a lower-trust write
 * about the key of a more trusted memory must not state a competing value (judges/agreement.ts).
 */
import { stopwordsOf } from '../analysis/stopwords.js';
import { analyze, languageOf } from '../analysis/analyze.js';
import { lexicalTerms, stem, STOPWORDS } from '../core/text.js';
import * as A from '../observability/attributes.js';
import { inSpan } from '../observability/tracing.js';
import type { MemoryRecord, Status } from '../core/types.js';
import { cosine } from '../embed/embedder.js';
import { parseClaim, subjectKey, type Claim } from './claim.js';
import { CALENDAR_WORDS, aboutTheUser, asRelativesRecord, facetRival, facetsOf, isAlias, profileEntry, speaksOfSelf, type Facet, type Facets } from './facets.js';
import type { JudgedCandidate } from './decide.js';
import type { RevisionEngine } from './engine.js';
import { answersQuestion, stanceToward, type Agreement } from './judges/agreement.js';
import { JudgementSchema, type Judgement } from './judges/judge.js';
import { EMAIL, MIN_AFFINITY, affinity, phonesOf, type ContactKind } from './affinity.js';
import { otherContact } from './contact-kinds.js';
import { aliasesOf, asUsersClaim, holderAsUser } from './aliases.js';
import { attributeAgain, claimedAttribute, contactAgain, heldAgainst, heldAttribute, namedValueRival, namesTheUser, recordAgain, saysMine, statedAttribute, type StatedAttribute } from './attribute-again.js';
import { ATTRIBUTES, attributeLookupWords, relationOfSubject } from '../analysis/attributes.js';
import { attributeTerms } from './attribute-terms.js';
import { endsValue, saysEnded } from './ended-value.js';
import { carriesValue } from './carried-value.js';
import { DOSE_UNIT, dosesOf, otherDose } from './dose.js';
import { lowerFolded } from '../analysis/letters.js';
import { MAIL_HEADERS, MAIL_KEY, MAIL_REACH } from '../analysis/contact-kind-words.js';

/** A speaker's own recent memories looked at for a first-person write. */
const OWN_RECENT = 32;
/** A speaker's older memories looked up by the write's words and by its frames under the speaker. */
const OWN_LEXICAL = 16;
/** Neighbours at least this similar are checked for agreement with a more trusted memory. */
const AGREEMENT_FLOOR = 0.3;
/**
 * Records fetched by their words for the agreement check. A paraphrased passage about the user's
 * question can sit far from it in vector space; it cannot avoid the question's names and words.
 */
const AGREEMENT_LEXICAL = 16;
/** Query terms for that lookup: what the ledger reads at most, so one bounded lookup per write. */
const LOOKUP_TERMS = 16;
/** Characters of a write the lookup reads (untrusted text gets a cap before use). */
const LOOKUP_CHARS = 4000;

/**
 * The write's terms for a lexical lookup: names and numbers first — they are what a passage
 * shares with the question it answers, while its filler comes first in the text — then longer
 * words before shorter ones, a cheap stand-in for rarity.
 */
function lookupTerms(content: string, attributes: Iterable<string>): string[] {
  const text = content.slice(0, LOOKUP_CHARS);
  // The glue words of the text's own language too: "que", "el", "cada" match every Spanish memory.
  const glue = glueWords(languageOf(text));
  const terms = [...new Set(lexicalTerms(text))].filter((t) => !STOPWORDS.has(t) && !glue.has(t));
  const named = new Set([...text.matchAll(/\p{Lu}[\p{L}'’]*|\d+/gu)].map((m) => stem(m[0].toLowerCase())));
  // A record's field names ("allergies", "blood type") are what it shares with a memory of the
  // same attribute, and its values are often ids and numbers that no memory holds.
  const fields = [...attributes].flatMap((w) => lexicalTerms(w)).filter((t) => terms.includes(t));
  const rest = terms.filter((t) => !named.has(t)).sort((a, b) => b.length - a.length);
  const out = new Set<string>();
  for (let i = 0; out.size < LOOKUP_TERMS && i < terms.length; i++) {
    // Names and field names take turns: neither crowds the other out.
    for (const t of [terms.filter((x) => named.has(x))[i], fields[i]]) if (t && out.size < LOOKUP_TERMS) out.add(t);
  }
  for (const t of rest) if (out.size < LOOKUP_TERMS) out.add(t);
  return [...out];
}

/** A language's stop words (ISO 639-3, as the analysis names it) in the form lexical terms take, built once per language. */
const GLUE = new Map<string, Set<string>>();
function glueWords(language: string): Set<string> {
  let out = GLUE.get(language);
  if (!out) {
    out = new Set([...stopwordsOf(language)].flatMap((w) => lexicalTerms(w)));
    GLUE.set(language, out);
  }
  return out;
}

/** The user's own statements a less trusted write is compared with: the most recent this many. */
const PROFILE = 64;

/** Person attributes a less trusted write is looked up by: at most this many. */
const ATTRIBUTE_LOOKUPS = 2;

/** The person attributes of a write that speaks of a person or names one, first named first. */
function attributesToLookUp(facets: Facets): string[] {
  if (!facets.facets.some((f) => f.person || f.names.length > 0 || f.spelled.length > 0) && !profileEntry(facets)) return [];
  return [...new Set(facets.facets.flatMap((f) => [...f.attributes, ...f.relations]))].slice(0, ATTRIBUTE_LOOKUPS);
}

/**
 * The one-valued attributes a user's entry gives as a field of theirs: the key is the attribute's
 * own word, last ("Optician:", "Hausarzt:"; not "Optician visit:"), the value a plain value — no
 * day or hour, no order ("Address: please send …"). Not a relative's ("Sister's optician:"), not one
 * a sentence names in passing ("my birthday dinner"), nor a question ("Q: when was school …").
 */
const ownAttributes = (facets: Facets) =>
  new Set(
    facets.facets
      .filter((f) => f.keyed && f.relations.length === 0 && f.days.length === 0 && f.times.length === 0 && f.weekdays.length === 0 && !opensWithOrder(f.text.slice(f.text.search(/[:：]/u) + 1)))
      // A provider's line names the provider ("Gym: FitLife"), not what was done there ("Gym: leg day").
      .flatMap((f) => f.named.filter((a) => ATTRIBUTES[a]?.exclusive && keyEndsWith(f.text, a) && (!ATTRIBUTES[a].provider || (f.slots[a]?.length ?? 0) > 0))),
  );

/** A value that opens with an order ("please send …", "forward it to …"): a request, not a value. */
function opensWithOrder(value: string): boolean {
  const first = analyze(value).sentences[0]?.tokens[0];
  return first !== undefined && (first.lower === 'please' || (first.pos === 'VERB' && first.lemma === first.lower));
}

/** A field's key ends with a word of the attribute ("Home address", "牙医"). */
function keyEndsWith(text: string, attribute: string): boolean {
  const key = text.slice(0, Math.max(0, text.search(/[:：]/u))).trim().toLowerCase();
  return [...attributeLookupWords(attribute).values()].flat().some((w) => key === w || key.endsWith(` ${w}`) || (/\p{Script=Han}/u.test(w) && key.endsWith(w)));
}

/** The one-valued attributes a user's memory names as theirs: by their words, in a field's key or a first-person sentence. */
const statedAttributes = (facets: Facets) =>
  new Set(facets.facets.filter((f) => f.relations.length === 0 && (f.keyed || (f.person && !f.addressee))).flatMap((f) => f.named.filter((a) => ATTRIBUTES[a]?.exclusive && (!f.keyed || f.keyAnchors.includes(`@${a}`)))));

/** A memory states one of the attributes a user's new fields give (`fields`, from `ownAttributes`). */
const bothOwn = (fields: ReadonlySet<string>, o: Facets) => {
  const theirs = statedAttributes(o);
  return [...fields].some((a) => theirs.has(a));
};

/** The attributes and topics of a speaker's change (`@residence`, `@life.gym`), first named first. */
function conceptsToLookUp(facets: Facets): string[] {
  return [...new Set(facets.facets.flatMap((f) => f.anchors.filter((w) => w.startsWith('@')).map((w) => w.slice(1))))].slice(0, ATTRIBUTE_LOOKUPS);
}

/** Frames whose values a paraphrase may move between: where someone lives, works or is. */
const NEIGHBOURS: Record<string, string[]> = {
  residence: ['location'],
  location: ['residence', 'employer'],
  employer: ['role', 'location'],
  role: ['employer'],
  preference: ['diet', 'possession'],
  diet: ['preference'],
  possession: ['preference'],
};

function neighbourFrames(frame: string): string[] {
  return NEIGHBOURS[frame] ?? [];
}

/**
 * Two subjects name the same thing: equal, or one's words all in the other ("standup" /
 * "standup meeting"); "hotel aurora" and "hotel borealis" share a word, not a subject.
 */
function sameSubject(a: string, b: string): boolean {
  if (!a || !b) return false;
  if (a === b) return true;
  if (a === 'user' || b === 'user') return false;
  if (/\p{Script=Han}/u.test(a + b)) return a.includes(b) || b.includes(a);
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const words = new Set(long.split(' '));
  return short.split(' ').every((w) => words.has(w));
}

/**
 * Two named subjects that differ ("Dana's job" / "Lee's job"): two people or things, however alike
 * the words. A subject is named when its words are names the claim states (a misread common noun,
 * "first" in "first day in my new role", names no one).
 */
function otherSubjects(n: Claim, o: Claim): boolean {
  return namedSubject(n) && namedSubject(o) && !sameSubject(n.subject, o.subject);
}

/** The claim's subject is named (its words are names the text states), not the speaker. */
const namedSubject = (c: Claim) => c.subject !== '' && c.subject !== 'user' && c.subject.split(' ').every((w) => c.mentions.includes(w));

/**
 * How two claims relate as attributes: `same` — one subject, one frame; `near` — one subject,
 * neighbouring frames, compared only when the new claim signals a change; undefined otherwise.
 */
function softMatch(n: Claim, o: Claim, sameSpeaker = false): 'same' | 'near' | 'topic' | undefined {
  // One speaker's "I …" and "my car …" are both about the speaker; and what one speaker said
  // about a name ("Oscar", "PureGym") is what they say about it again.
  // "My sister …" is the sister.
  const relative = (c: Claim) => c.subject !== 'user' && relationOfSubject(c.subject) !== undefined;
  // A thing's name is its own: "our cat is called Miso" names the cat, not the speaker.
  const thingsName = (n.frame === 'name' || o.frame === 'name') && n.subject !== o.subject;
  const speaker = n.firstPerson && o.firstPerson && (n.subject === 'user' || o.subject === 'user') && !relative(n) && !relative(o) && !thingsName;
  if (sameSpeaker && !otherSubjects(n, o) && n.topics.some((t) => o.topics.includes(t)) && (n.cue || n.denied.length > 0) && !n.additive) return 'topic';
  if (!speaker && !sameSubject(n.subject, o.subject)) return undefined;
  if (n.frame && n.frame === o.frame) return 'same';
  if (n.frame && o.frame && neighbourFrames(n.frame).includes(o.frame)) return 'near';
  // A frame in common, and a topic noun beyond the subject's own name ("coffee" in "I drink
  // coffee" and "switched to tea instead of coffee"): every fact about Dana names Dana.
  const frames = new Set(o.frames);
  const own = new Set([...n.subject.split(' '), ...o.subject.split(' ')]);
  const topics = new Set(o.topics.filter((t) => !own.has(t)));
  if (n.frames.some((f) => frames.has(f)) && n.topics.some((t) => topics.has(t))) return 'topic';
  return undefined;
}

/**
 * A text on the topic of another that states rival values: they share a name or two topic
 * nouns and an attribute frame, and each states names or numbers the other does not (another
 * time, another address, another person) — or one denies what the other asserts. Structured
 * records (JSON, calendar entries, logs) have no grammar to key; their topic and values still show.
 */
function topicRival(n: Claim, o: Claim): boolean {
  const topics = new Set(o.topics);
  const shared = n.topics.filter((t) => topics.has(t));
  // A shared name (not a day or a month: every calendar shares those) ties the two texts to one thing.
  const named = shared.some((t) => n.mentions.includes(t) && !CALENDAR_WORDS.has(t));
  if (!named || !n.frames.some((f) => o.frames.includes(f))) return false;
  if (n.negated !== o.negated) return true;
  const on = new Set(o.mentions);
  const nn = new Set(n.mentions);
  return n.mentions.some((m) => !on.has(m) && !topics.has(m)) && o.mentions.some((m) => !nn.has(m) && !n.topics.includes(m));
}

/**
 * A claim that says something else than another on the same key: another polarity, or a value
 * neither equal to the other's nor contained in it. A value added beside the other ("also") does
 * not differ; neither does a restatement.
 */
function differsMaterially(n: Claim, o: Claim): boolean {
  if (n.negated !== o.negated) return true;
  if (n.additive || n.value === o.value || !n.value) return false;
  const old = new Set(o.value.split(' '));
  return !n.value.split(' ').every((w) => old.has(w));
}

/** Candidates for revision, judged: same key, same explicit subject, nearest neighbours. */
export async function judgeCandidates(
  engine: RevisionEngine,
  tenant: string,
  n: { content: string; subject?: string; claim: Claim; facets?: Facets; embedding: Float32Array; principal: string; session?: string; trust?: number; id?: string; lineage?: string[] },
  explicit?: { corrects: string; reason?: string },
): Promise<JudgedCandidate[]> {
  const { ledger, index, judge, settings } = engine.deps;
  const s = settings.revision;
  const open: Status[] = ['active', 'uncertain'];
  const byId = new Map<string, MemoryRecord>();
  const now = engine.deps.clock.now();
  // A record past its TTL is no longer a fact to revise or to defer to, even before a read expires it.
  const live = (r: MemoryRecord) => r.tenant === tenant && open.includes(r.status) && !(r.expiresAt !== undefined && r.expiresAt <= now);
  // The write's facets: read with the claim when it arrived (on a guard thread), or here once, when first needed.
  let read: Facets | undefined;
  const facetsOfWrite = () => (read ??= n.facets ?? facetsOf(n.content, now));
  // Its lookup terms (the text's language read once), for the speaker's lookup and the agreement lookup alike.
  let terms: string[] | undefined;
  const termsOfWrite = () => (terms ??= lookupTerms(n.content, facetsOfWrite().anchors));
  // Subject scoping narrows the *similarity* candidates; a record under the same key is always a
  // candidate, so an explicit subject can neither split a key nor dodge the trust rule.
  const wanted = n.subject === undefined ? undefined : subjectKey(n.subject);
  const aboutSubject = (r: MemoryRecord) => wanted === undefined || (r.subject !== undefined && subjectKey(r.subject) === wanted) || r.key.startsWith(`${wanted}|`);
  // Records already in hand are not read again.
  const seen = new Set<number>();
  const add = (r: MemoryRecord) => {
    seen.add(r.seq);
    if (live(r)) byId.set(r.id, r);
  };
  const unseen = (seqs: number[]) => seqs.filter((q) => !seen.has(q));
  if (n.claim.key) (await ledger.findByKey(tenant, n.claim.key, open, 16)).forEach(add);
  // Soft keys: the same subject under a neighbouring frame ("lives in" / "is in"), and every
  // memory about a named subject — a paraphrase changes the frame or the words, not who it is about.
  for (const f of neighbourFrames(n.claim.frame)) if (n.claim.subject) (await ledger.findByKey(tenant, `${n.claim.subject}|${f}`, open, 8)).forEach(add);
  // The speaker's own memories: a user's update rarely repeats the words or the frame of what it
  // updates ("I live in Berlin" / "I moved to Paris"), but it is the same person.
  // A user's entry giving one of their one-valued attributes as a field ("Optician: Ms Kaur, Leith Walk") restates it.
  const ownFields = ownAttributes(facetsOfWrite());
  const restates = ownFields.size;
  // A short statement of one of the speaker's one-valued attributes, in any language ("Meine neue Chefin heißt …").
  const speaking = n.principal !== '' && (n.trust === undefined || n.trust >= settings.channelTrust.user);
  // Not a sentence about a thing or a person the claim reader names ("the museum's curator is …");
  // a record's fields name their holder and keys, not another subject.
  const ownVoice = (c: Claim, f: Facets) => c.subject === 'user' || !namedSubject(c) || f.facets.some((x) => x.keyed);
  const stated = speaking && !n.claim.additive && ownVoice(n.claim, facetsOfWrite()) ? statedAttribute(facetsOfWrite(), languageOf(n.content) === 'eng') : undefined;
  // A record of the speaker's, given again in its own shape (attribute-again.ts): read once per memory,
  // for the lookup and for the judgement.
  const record = speaking && !n.claim.additive && facetsOfWrite().facets.some((f) => f.keyed);
  const recordsAgain = new Map<string, string | undefined>();
  const recordAgainOf = (r: MemoryRecord) => {
    if (!recordsAgain.has(r.id)) recordsAgain.set(r.id, recordAgain(facetsOfWrite(), facetsOf(r.content, r.createdAt)));
    return recordsAgain.get(r.id);
  };
  if ((n.claim.firstPerson || n.claim.cue || restates === 1 || stated || record) && speaking) {
    // A restated attribute or record alone brings only the memories that name the same attribute or are the same record.
    const wide = n.claim.firstPerson || n.claim.cue;
    const same = (r: MemoryRecord) =>
      wide ||
      bothOwn(ownFields, facetsOf(r.content, r.createdAt)) ||
      (stated !== undefined && statedAttribute(facetsOf(r.content, r.createdAt), languageOf(r.content) === 'eng')?.attribute === stated.attribute) ||
      (record && recordAgainOf(r) !== undefined);
    const mine = await ledger.filterSeqs(tenant, { principal: n.principal, statuses: open }, OWN_RECENT);
    (await ledger.getBySeqs(unseen(mine))).forEach((r) => same(r) && add(r));
    // Older ones too, about the speaker, that share the write's words or frames: a user's memories
    // outnumber any window.
    const facets = facetsOfWrite();
    const aboutSpeaker = (r: MemoryRecord) => r.source.principal === n.principal && (r.key === '' || r.key.startsWith('user|') || parseClaim(r.content, r.subject, r.createdAt).firstPerson);
    const named = (await ledger.lexicalSearch(tenant, termsOfWrite(), OWN_LEXICAL, n.principal)).map((h) => h.seq);
    for (const f of n.claim.frames.slice(0, 3)) (await ledger.findByKey(tenant, `user|${f}`, open, OWN_LEXICAL)).forEach((r) => aboutSpeaker(r) && same(r) && add(r));
    // And by the attributes and topics it names, in every language: "站会" finds "standup".
    if (n.claim.cue || n.claim.denied.length > 0 || restates === 1 || stated) {
      /** Takes in the speaker's memories holding an attribute's words in any language that `keep` accepts. */
      const addNaming = async (a: string, keep: (r: MemoryRecord) => boolean) => {
        for (const terms of attributeTerms(a)) (await ledger.getBySeqs(unseen((await ledger.lexicalSearch(tenant, terms, OWN_LEXICAL, n.principal)).map((h) => h.seq)))).forEach((r) => keep(r) && add(r));
      };
      for (const a of stated ? [stated.attribute] : conceptsToLookUp(facets)) await addNaming(a, aboutSpeaker);
      // A phone number given with a word of change is the speaker's phone, whatever the words around it
      // ("new number: +45 …"); their phone may be kept in a contact card that names them.
      if (n.claim.cue && phonesOf(n.content, true).size > 0) await addNaming('phone', (r) => r.source.channel === 'user');
    }
    (await ledger.getBySeqs(unseen(named))).forEach((r) => aboutSpeaker(r) && same(r) && add(r));
  }
  if (n.claim.subject && n.claim.subject !== 'user') {
    const seqs = await ledger.filterSeqs(tenant, { subject: n.claim.subject, subjectKey: n.claim.subject, statuses: open }, 16);
    const words = n.claim.subject.split(' ').filter((w) => w.length > 1);
    const lexical = words.length ? (await ledger.lexicalSearch(tenant, words, 8)).map((h) => h.seq) : [];
    (await ledger.getBySeqs(unseen([...new Set([...seqs, ...lexical])]))).forEach(add);
  }
  if (n.subject) (await ledger.findBySubject(tenant, n.subject, open, 16)).forEach(add);
  // Over-fetch: the subject scope and the similarity floors below drop some (the index returns only this tenant's open records).
  const all = await index.search(n.embedding, s.topK * 4, { tenant, statuses: open }, 'low');
  const hits = all.filter((h) => h.similarity >= s.relatedSimilarity);
  const fetched = new Map((await ledger.getBySeqs(hits.map((h) => h.seq))).map((r) => [r.seq, r]));
  const near = [...fetched.values()].filter((r) => live(r) && aboutSubject(r));
  // A lower-trust write about the key of a more trusted memory must agree with it.
  const stances = new Map<string, Agreement>();
  /** Why a more trusted memory found by its words is rivalled by the write. */
  const rivals = new Map<string, string>();
  /** More trusted memories found by their words that the write rivals (by facets or on a named topic). */
  const rivalledByWords = new Set<string>();
  /** The names users go by, for a less trusted write that may speak of one by name. */
  let aliases = new Map<string, Set<string>>();
  /** More trusted memories whose value the write carries, saying no change (carried-value.ts): no rival of theirs. */
  const carried = new Map<string, boolean>();
  let changeSaid: boolean | undefined;
  const carries = (r: MemoryRecord) => {
    if (!carried.has(r.id)) {
      changeSaid ??= n.claim.cue || n.claim.denied.length > 0 || saysEnded(n.content);
      const memory = { text: r.content, facets: facetsOf(r.content, r.createdAt), value: parseClaim(r.content, r.subject, r.createdAt).value };
      carried.set(r.id, carriesValue({ text: n.content, facets: facetsOfWrite() }, memory, aliases.get(r.source.principal) ?? new Set<string>(), changeSaid));
    }
    return carried.get(r.id)!;
  };
  // What a less trusted write must agree with, found by its words: a memory written at the user's
  // trust or above, or another writer's note of something about the user ("the user said her GP is …").
  // A note of an agent's or a tool's about a thing (a lesson, a config, a vendor's change) shares
  // words with many texts and states no value of anyone's that they could contradict.
  const speaksForUser = (r: MemoryRecord, oc?: Claim) => r.trust >= settings.channelTrust.user || (oc ?? parseClaim(r.content, r.subject, r.createdAt)).subject === 'user';
  const stance = (r: MemoryRecord): Agreement | undefined => {
    if (n.trust === undefined || r.trust <= n.trust || r.status !== 'active' || !speaksForUser(r)) return undefined;
    let a = stances.get(r.id);
    if (!a) stances.set(r.id, (a = stanceToward(n.content, r, aliases.get(r.source.principal))));
    return a;
  };
  // Only writes below user trust can owe agreement to a more trusted memory worth a wider look:
  // more distant neighbours, and records sharing the write's names and words (one bounded lookup).
  if (n.trust !== undefined && n.trust < settings.channelTrust.user) {
    const wider = all.filter((h) => h.similarity >= AGREEMENT_FLOOR && h.similarity < s.relatedSimilarity).map((h) => h.seq);
    const facets = facetsOfWrite();
    const lexical = (await ledger.lexicalSearch(tenant, termsOfWrite(), AGREEMENT_LEXICAL)).map((h) => h.seq);
    // A record about a person, by the person attributes it names, in every language: what the user
    // said of their blood group holds no word of a record's "группа крови".
    const byAttribute: number[] = [];
    for (const a of attributesToLookUp(facets)) for (const terms of attributeTerms(a)) byAttribute.push(...(await ledger.lexicalSearch(tenant, terms, AGREEMENT_LEXICAL)).map((h) => h.seq));
    // And the user's own statements, whatever their words: a record about the user in another
    // language and format shares no word with what the user said of the same attribute. Where the
    // write speaks of a person or of a person's attribute, and the tenant's recent memories in the
    // user's own words are one user's, that user's are compared.
    // A write saying something ended may end a value of theirs named in any words (ended-value.ts).
    // Whether the write says something ended (ended-value.ts): read once, when first needed.
    let ended: boolean | undefined;
    const saysSomethingEnded = () => (ended ??= saysEnded(n.content));
    // (A dose is given of someone's medicine, named or not: dose.ts.)
    const personal = facets.facets.some((f) => f.attributes.length > 0 || f.relations.some((x) => ATTRIBUTES[x]?.exclusive) || f.person || f.addressee || f.holder.length > 0) || saysSomethingEnded() || dosesOf(n.content).length > 0;
    const profile = personal ? await ledger.getBySeqs(await ledger.filterSeqs(tenant, { channel: 'user', statuses: ['active'] }, PROFILE)) : [];
    const owners = new Set(profile.filter((r) => r.trust >= settings.channelTrust.user).map((r) => r.source.principal));
    const own = owners.size === 1 ? profile.filter((r) => r.trust >= settings.channelTrust.user).map((r) => r.seq) : [];
    const close = new Set(wider);
    const seqs = [...new Set([...wider, ...lexical, ...byAttribute, ...own])];
    const more = await ledger.getBySeqs(seqs.filter((q) => !fetched.has(q)));
    const found = [...seqs.flatMap((q) => fetched.get(q) ?? []), ...more];
    const users = [...found, ...byId.values(), ...near].filter((r) => r.trust >= settings.channelTrust.user).map((r) => r.source.principal);
    if (n.claim.subject || facets.facets.some((f) => f.names.length > 0 || f.spelled.length > 0)) {
      aliases = await aliasesOf(ledger, tenant, new Set(users));
      await holderAsUser(ledger, tenant, aliases, facets.facets.map((f) => f.holder).filter((h) => h.length > 0));
    }
    // An entry naming no one ("Blood group: A+") is the user's only where the memories it meets are one user's.
    // (Read from what the write's words and neighbours found: the user's statements fetched for it
    // above are one user's by their choice.)
    const byWords = new Set([...wider, ...lexical, ...byAttribute]);
    const oneUserFound = new Set(found.filter((r) => byWords.has(r.seq) && r.trust >= settings.channelTrust.user && r.source.channel === 'user').map((r) => r.source.principal)).size <= 1;
    // The user's one-valued attribute the write gives, read once per user it may speak of (attribute-again.ts).
    const helds = new Map<string, StatedAttribute | undefined>();
    // The write as read against one user's memories: a record about one of their relatives is the relative's (facets.ts).
    const records = new Map<string, Facets>();
    const facetsFor = (principal: string) => {
      if (!records.has(principal)) records.set(principal, asRelativesRecord(facets, aliases.get(principal) ?? new Set<string>()));
      return records.get(principal)!;
    };
    const heldRival = (r: MemoryRecord) => {
      if (r.source.channel !== 'user') return undefined;
      const principal = r.source.principal;
      const theirs = facetsFor(principal);
      if (!helds.has(principal)) {
        const names = aliases.get(principal) ?? new Set<string>();
        helds.set(principal, heldAttribute(theirs, names, aboutTheUser(theirs, names)) ?? claimedAttribute(n.claim, theirs, names));
      }
      const held = helds.get(principal);
      return held && heldAgainst(held, theirs, facetsOf(r.content, r.createdAt));
    };
    // The user's own statement of a one-valued attribute, whose value the write names another way (attribute-again.ts).
    const namedRival = (r: MemoryRecord, oc: Claim) =>
      r.source.channel === 'user' && ownStatement(r, oc) ? namedValueRival(facetsFor(r.source.principal), facetsOf(r.content, r.createdAt), aliases.get(r.source.principal) ?? new Set<string>(), oneUserFound, n.claim.cue || n.claim.denied.length > 0 || saysSomethingEnded()) : undefined;
    // The user's own memory — not one of a relative's — whose value the write says ended (ended-value.ts).
    const endedValue = (r: MemoryRecord) => {
      if (r.source.channel !== 'user') return undefined;
      const theirs = facetsOf(r.content, r.createdAt);
      return theirs.facets.some((f) => f.relations.length > 0) ? undefined : endsValue(n.content, facetsFor(r.source.principal), theirs, aliases.get(r.source.principal) ?? new Set<string>());
    };
    // The user's own memory of a medicine — not a relative's — that the write, about them, gives another dose of (dose.ts).
    const doseRival = (r: MemoryRecord) => {
      if (r.source.channel !== 'user' || facets.facets.some((f) => f.relations.length > 0)) return undefined;
      const names = aliases.get(r.source.principal) ?? new Set<string>();
      if (facetsOf(r.content, r.createdAt).facets.some((f) => f.relations.length > 0) || !(aboutTheUser(facetsFor(r.source.principal), names) || (oneUserFound && profileEntry(facets)))) return undefined;
      const other = otherDose(n.content, r.content, names);
      return other && `another dose of ${other.medicine} (${other.doses[0]} / ${other.doses[1]} ${DOSE_UNIT[other.dimension]})`;
    };
    for (const r of found) {
      // Found by its words alone, a memory is compared only when it is a question with an answer.
      if (!live(r) || r.status !== 'active' || r.trust <= n.trust) continue;
      if ((close.has(r.seq) || answersQuestion(r)) && stance(r)?.stance === 'competes') byId.set(r.id, r);
      else {
        // Found by its words: a more trusted memory on the same named topic, or on an attribute
        // one of the write's fields or sentences names, with rival values.
        const oc = parseClaim(r.content, r.subject, r.createdAt);
        const topical = topicRival(asUsersClaim(n.claim, r, oc, aliases, settings.channelTrust.user) ?? n.claim, oc);
        // Rival values read from the words are held, as the agreement is, only against what speaks for the user.
        const rival = topical || !speaksForUser(r, oc)
          ? undefined
          : (!oc.firstPerson && ownStatement(r, oc) ? facetRival(facetsFor(r.source.principal), facetsOf(r.content, r.createdAt), 'user', 2, aliases.get(r.source.principal), oneUserFound) : undefined) ??
            facetRival(facetsFor(r.source.principal), facetsOf(r.content, r.createdAt), oc.firstPerson ? 'user' : oc.subject, 2, aliases.get(r.source.principal), oneUserFound) ??
            otherContactOfUser(n.content, facets, r, oc, aliases) ??
            heldRival(r) ??
            endedValue(r) ??
            namedRival(r, oc) ??
            doseRival(r);
        const held = rival !== undefined && !carries(r);
        if (held) rivals.set(r.id, rival);
        if (held || topical) {
          rivalledByWords.add(r.id);
          byId.set(r.id, r);
        }
      }
    }
  }
  const sim = new Map(hits.map((h) => [h.seq, h.similarity]));
  near.sort((a, b) => (sim.get(b.seq) ?? 0) - (sim.get(a.seq) ?? 0)).slice(0, s.topK).forEach(add);
  if (explicit) {
    const target = await ledger.get(explicit.corrects);
    if (target && live(target) && target.status === 'active') byId.set(target.id, target);
  }
  const ties = speakerTies(n, [...byId.values()], now, n.trust !== undefined && n.trust >= settings.channelTrust.user);
  // Where every first-person memory in hand is one user's, "you" in another session's tool text is
  // that user, for a memory it states a rival value against (facets.ts).
  const oneUser = new Set([...byId.values()].filter((r) => r.trust >= settings.channelTrust.user && r.source.channel === 'user').map((r) => r.source.principal)).size === 1;
  const judged: JudgedCandidate[] = [];
  /** The speaker's memories whose one-valued attribute the write gives again (attribute-again.ts). */
  const agains = new Set<string>();
  // The writer speaks of itself ("we", "our", "I") rather than of the person it writes to.
  const speaksOfItself = () => facetsOfWrite().facets.some((f) => f.person && !f.addressee);
  for (const r of byId.values()) {
    if (r.id === n.id || n.lineage?.includes(r.id) || r.lineage.includes(n.id ?? '')) continue; // lineage never re-triggers
    const similarity = cosine(n.embedding, r.embedding);
    const oc = parseClaim(r.content, r.subject, r.createdAt);
    // A less trusted write naming the user of a first-person memory ("Tamsin's GP is …") speaks of that user.
    const named = asUsersClaim(n.claim, r, oc, aliases, settings.channelTrust.user);
    const nc = named ?? n.claim;
    // "I …" from two principals is about two people — unless the write has no first person at all
    // (a subjectless entry, "prefers aisle seats", read as the speaker's) and rivals the user's own word.
    if (n.claim.firstPerson && oc.firstPerson && r.source.principal !== n.principal && !(rivals.has(r.id) && r.source.channel === 'user' && !speaksOfItself())) continue;
    // "you" in a tool's text is the user of that conversation: a second-person claim is compared
    // with a first-person memory of the same session only (a tenant holds many users).
    const secondPerson = (c: Claim) => c.subject === 'user' && !c.firstPerson;
    const otherSession = n.session !== undefined && r.source.session !== undefined && r.source.session !== n.session;
    if (!named && (secondPerson(n.claim) || secondPerson(oc)) && r.source.principal !== n.principal && otherSession && !(oneUser && rivalledByWords.has(r.id))) continue;
    // Same attribute of the same subject, however worded: one key for the judge.
    // A speaker's own word on a topic is revised by topic only for the user's own statements: a
    // tool that sends many e-mails on one topic is not changing its mind.
    const speaker = r.source.principal === n.principal && n.trust !== undefined && n.trust >= settings.channelTrust.user;
    const soft = softMatch(nc, oc, speaker);
    // The user announcing a change of something they said before, in words the claim parser could
    // not key ("I go to the gym at 6:30" / "switched the gym to 7 pm"): one thing named in both,
    // rival values. Two keyed claims with other keys are other attributes.
    const changes = n.claim.cue || n.claim.denied.length > 0;
    // Or, with no word of change, the one one-valued attribute of theirs the write gives, given
    // again in any language with another value ("Optician: Ms Kaur" / "我的眼镜店是 …").
    const restated = speaker && !changes && restates === 1 && bothOwn(ownFields, facetsOf(r.content, r.createdAt));
    // Or one of their one-valued attributes given again, with values the old memory's share nothing with.
    const ownMemory = speaker && !n.claim.additive && r.source.channel === 'user';
    const theirs = ownMemory ? facetsOf(r.content, r.createdAt) : undefined;
    const again = theirs
      ? (stated && ownVoice(oc, theirs) && attributeAgain(stated, facetsOfWrite(), theirs, changes)) || contactAgain(facetsOfWrite(), n.content, theirs, r.content, changes) || (record ? recordAgainOf(r) : undefined)
      : undefined;
    if (again) agains.add(r.id);
    const unkeyed = n.claim.key === '' || oc.key === '';
    const own = speaker && ((unkeyed && changes) || restated) && !soft && !n.claim.additive ? facetRival(facetsOfWrite(), facetsOf(r.content, r.createdAt), '', 1) : undefined;
    // Or the speaker's memory a change of theirs is most tied to by names, nouns, the kind of value
    // or a one-per-person attribute, however it is worded ("we settled in Leeds" / "I live in York").
    const tied = speaker && changes && !n.claim.additive && !soft && own === undefined && !otherSubjects(n.claim, oc) && ties.best >= MIN_AFFINITY && ties.of.get(r.id) === ties.best;
    const sameKey = (nc.key !== '' && nc.key === r.key) || soft === 'same' || ((soft === 'near' || soft === 'topic') && changes) || own !== undefined || tied || again !== undefined;
    const triggered =
      sameKey ||
      ((soft === 'near' || soft === 'topic') && changes) ||
      similarity >= s.strongSimilarity ||
      (similarity >= s.weakSimilarity && n.claim.cue) ||
      (wanted !== undefined && aboutSubject(r)) ||
      (similarity >= s.relatedSimilarity && nc.subject !== '' && nc.subject === oc.subject);
    const corrected = explicit?.corrects === r.id;
    const agreement = stance(r);
    // The asymmetric rule: below the trust of a memory on the same subject and
    // attribute, a write that says something else waits for verification.
    const below = n.trust !== undefined && r.trust > n.trust && r.status === 'active';
    // A write about the user by name giving them another e-mail address or phone number than theirs.
    const contact = named && below ? otherContact(n.content, r.content) : undefined;
    // A shared name and frame ("soft" keys) tie a write to what the user said of themselves; a user's
    // request or note to self, or an agent's summary, states no value of theirs for a tool to contradict.
    const ofTheUser = r.source.channel === 'user' && oc.firstPerson;
    if (contact) rivals.set(r.id, `another ${contact} for the user`);
    const differs = below && (((sameKey || ((soft === 'near' || topicRival(nc, oc)) && ofTheUser)) && differsMaterially(nc, oc) && !carries(r)) || rivals.has(r.id));
    const mustAgree = agreement?.stance === 'competes' || differs;
    if (!triggered && !corrected && !mustAgree) continue;
    // A speaker's change tied to a memory neither claim could key (a sentence in a language the
    // parser does not read, "Nos mudamos a …" / "Vivo en …") is one attribute of the speaker for the judge.
    const key = sameKey ? r.key || nc.key || (tied || own !== undefined || again !== undefined ? 'user|' : '') : '';
    const raw = await inSpan(A.SPAN.JUDGE, { [A.JUDGE]: judge.name, [A.CANDIDATE_ID]: r.id, [A.CANDIDATE_SIMILARITY]: similarity }, async (span) => {
      const out: unknown = await judge
        .judge(
          { content: n.content, claim: sameKey ? { ...nc, key } : nc, subject: n.subject },
          { content: r.content, claim: { ...oc, key: sameKey ? key : r.key || oc.key, eventTime: r.eventTime ?? oc.eventTime }, subject: r.subject },
          similarity,
        )
        .catch((err: unknown) => {
          engine.metrics.judgeError();
          throw err;
        });
      const relation = (out as { relation?: unknown } | null)?.relation;
      if (typeof relation === 'string') span.setAttribute(A.REVISION_RELATION, relation.slice(0, 32));
      return out;
    });
    // Invalid judge output is never acted on: the pair is recorded as unjudged, nothing changes.
    const valid = JudgementSchema.safeParse(raw);
    if (!valid.success) engine.metrics.judgeError();
    let judgement: Judgement = valid.success ? valid.data : { relation: 'UNRELATED', confidence: 0, reason: `invalid judge output ignored: ${valid.error.issues[0]?.message ?? 'unknown'}` };
    if (corrected && valid.success && (judgement.relation === 'COEXIST' || judgement.relation === 'UNRELATED')) {
      judgement = { relation: 'CONFLICT', confidence: 0.9, reason: `explicit revision${explicit?.reason ? `: ${explicit.reason}` : ''}` };
    } else if (restated && own !== undefined && valid.success && judgement.relation === 'COEXIST') {
      judgement = { relation: 'CONFLICT', confidence: 0.8, reason: `the user gives a one-valued attribute of theirs again, with another value: ${own}` };
    } else if (again !== undefined && valid.success && (judgement.relation === 'COEXIST' || judgement.relation === 'UNRELATED')) {
      judgement = { relation: 'CONFLICT', confidence: 0.8, reason: again };
    } else if (mustAgree && judgement.relation !== 'CONFLICT' && judgement.relation !== 'REFINE') {
      const why = rivals.get(r.id) ?? (differs ? `says another ${n.claim.frame || 'value'} than a more trusted memory on the same subject` : agreement?.reason);
      judgement = { relation: 'CONFLICT', confidence: 0.75, reason: `about the key of a more trusted memory without agreeing with its value: ${why}` };
    }
    judged.push({ record: r, similarity, judgement });
  }
  oneChangeOneMemory(n, judged, ties.of, explicit?.corrects, agains);
  return judged;
}

/** A memory in which the user speaks of themselves: in the first person, or so read by its facets (facets.ts). */
const ownStatement = (r: MemoryRecord, oc: Claim) => oc.firstPerson || (r.source.channel === 'user' && (speaksOfSelf(r.content, r.createdAt, oc.subject) || profileEntry(facetsOf(r.content, r.createdAt))));

/**
 * A write about the user of a first-person memory of theirs — a record whose holder is them, a text
 * naming them — that gives them another e-mail address or phone number than the memory does.
 */
function otherContactOfUser(content: string, facets: Facets, r: MemoryRecord, oc: Claim, aliases: Map<string, Set<string>>): string | undefined {
  // Their contact given in their own words, in any language ("私のメールアドレスは …"), not a relative's.
  const own = ownStatement(r, oc);
  const names = aliases.get(r.source.principal) ?? new Set<string>();
  const mine = () => saysMine(r.content) && !facetsOf(r.content, r.createdAt).facets.some((f) => f.relations.length > 0);
  if (r.source.channel !== 'user' || !(own || mine()) || !aboutTheUser(facets, names)) return undefined;
  // A relative's contact is theirs ("the customer's sister can be reached at …", "Emergency contact
  // (brother): …", "Sister of the customer — E-mail: …"): a relative named in the line giving it or before it.
  const gives = facets.facets.findIndex((f) => EMAIL.test(f.text) || phonesOf(f.text).size > 0);
  if (gives >= 0 && facets.facets.slice(0, gives + 1).some((f) => f.relations.length > 0)) return undefined;
  // Only a value given as the person's contact: a phone field or word, an e-mail field (not a
  // message's sender or a calendar's date digits).
  const kinds: ContactKind[] = [];
  if (facets.facets.some((f) => f.attributes.includes('phone'))) kinds.push('phone number');
  // Or a sentence about contacting them that gives an address ("she now wants mail sent to …@…"),
  // not one in which the writer gives its own ("contact us at …", "our support desk"), nor one that
  // speaks of no one (an address to report to, beside a notice to "you").
  const ofThem = (f: Facet) => f.addressee || f.names.some((w) => isAlias(names, w, f.language));
  // Or a field or a sentence that names the user's e-mail address right before giving it: the user
  // named beside the word for it ("główny adres e-mail użytkownika to …", "Uw e-mailadres is nu …"),
  // not a shared mailbox or an address to report to.
  const namesMail = (f: Facet) => {
    const at = f.text.search(EMAIL);
    const words = (f.text.slice(0, Math.max(0, at)).match(/[\p{L}\p{M}'’-]+/gu) ?? []).map(lowerFolded);
    const mail = words.findLastIndex((w) => MAIL_KEY.test(w));
    return mail >= 0 && words.length - mail <= MAIL_REACH && words.slice(Math.max(0, mail - 2)).some((w) => namesTheUser(w, names, f.language));
  };
  const header = (f: Facet) => f.keyAnchors.some((w) => MAIL_HEADERS.has(w));
  // (Against a memory read as the user's by its possessive alone, only an address named as theirs.)
  if (facets.facets.some((f) => (f.keyed ? (f.keyAnchors.some((w) => MAIL_KEY.test(w)) || namesMail(f)) && !header(f) : ((own && f.frames.includes('contact') && ofThem(f)) || namesMail(f)) && EMAIL.test(f.text) && !WRITERS.test(f.text)))) kinds.push('e-mail address');
  const kind = kinds.length > 0 ? otherContact(content, r.content, kinds) : undefined;
  return kind && `another ${kind} for the user`;
}

/** The writer speaking of itself ("us", "our team", "nous", "unser …"): an address in such a sentence is the writer's. */
const WRITERS = /(?<![\p{L}])(?:we|us|our|ours|nous|notre|nos|wir|uns|unser\p{L}*|nosotros|nuestr\p{L}*|nós|noss\p{L}*|noi|nostr\p{L}*|ons|onze)(?![\p{L}])/iu;

/** How tied a speaker's write is to each of their own memories among the candidates, and the closest tie. */
function speakerTies(
  n: { content: string; claim: Claim; facets?: Facets; principal: string; id?: string },
  records: MemoryRecord[],
  now: number,
  speaker: boolean,
): { of: Map<string, number>; best: number } {
  const of = new Map<string, number>();
  if (!speaker) return { of, best: 0 };
  const mine = { content: n.content, claim: n.claim, facets: n.facets ?? facetsOf(n.content, now) };
  for (const r of records) {
    if (r.source.principal !== n.principal || r.id === n.id) continue;
    of.set(r.id, affinity(mine, { content: r.content, claim: parseClaim(r.content, r.subject, r.createdAt), facets: facetsOf(r.content, r.createdAt) }));
  }
  return { of, best: Math.max(0, ...of.values()) };
}

/**
 * A speaker's change replaces the one memory of theirs it is most about (affinity.ts): of the
 * speaker's own memories judged replaced, those less tied to the write than the closest one, or
 * tied too loosely, are other attributes ("swimming moved to Sundays" replaces the swimming days,
 * not a hotel booked for a Sunday); of several tied as closely, all but the nearest in words are,
 * unless they are under the write's own key — and where one is, so is the nearest when its key is
 * another subject's (a card's "home" e-mail beside the home address a move replaces).
 * An explicit correction names its target and is left alone, and
 * so is a memory whose one-valued attribute the write gives again (`agains`).
 */
function oneChangeOneMemory(n: { principal: string; claim: Claim }, judged: JudgedCandidate[], ties: Map<string, number>, corrects?: string, agains: ReadonlySet<string> = new Set()): void {
  // Memories under the write's own key are one attribute, each a value it replaces (two written at once).
  const underKey = (r: MemoryRecord) => n.claim.key !== '' && r.key === n.claim.key;
  // A key under another subject than the user: a named subject's, a record field's label.
  const otherSubject = (r: MemoryRecord) => r.key !== '' && !r.key.startsWith('user|');
  // A key of a named subject ("Lisbon|population") is one attribute already; the speaker's own
  // keys ("user|schedule") hold many.
  const named = (r: MemoryRecord) => underKey(r) && otherSubject(r);
  // A memory whose one-valued attribute the write gives again is replaced however loosely its words tie.
  const own = judged.filter((j) => ties.has(j.record.id) && j.judgement.relation === 'CONFLICT' && j.record.id !== corrects && !named(j.record) && !agains.has(j.record.id));
  const best = Math.max(0, ...own.map((j) => ties.get(j.record.id)!));
  const tiedBest = own.filter((j) => ties.get(j.record.id) === best);
  // Of memories tied equally, the one whose words are nearest the write's: a change replaces one
  // memory, not every memory that shares as much with it (the new town named in the user's other updates).
  // Beside one under the write's own key it may be a second thing the change names ("moved to Adelaide
  // and now I work at …"), but not a memory keyed under another subject than the user — a record's
  // field label (a card's e-mail of TYPE "home" beside the home address a move replaces), a person named.
  const nearest = tiedBest.reduce<JudgedCandidate | undefined>((a, j) => (a && a.similarity >= j.similarity ? a : j), undefined);
  const closest = nearest && otherSubject(nearest.record) && tiedBest.some((j) => underKey(j.record)) ? undefined : nearest;
  for (const j of own) {
    const tie = ties.get(j.record.id)!;
    if (tie >= MIN_AFFINITY && (j === closest || (tie === best && underKey(j.record)))) continue;
    j.judgement = { relation: 'UNRELATED', confidence: 0.6, reason: `another of the speaker's attributes (tie ${tie}, the closest memory's ${best}): ${j.judgement.reason}` };
  }
}
