/**
 * The read path: hybrid retrieval — vector similarity plus BM25 over the text and
 * its key — structured filters before semantic matching, status filters with suppressed counts,
 * ranking by similarity, recency, trust and references, and a read log so a record later found
 * poisoned has a known blast radius.
 */
import { HindsightError } from '../core/errors.js';
import { DEFAULT_HALF_LIFE, rankScore, recencyDecay } from '../core/ranking.js';
import { lexicalTerms } from '../core/text.js';
import { SERVED_STATUSES, type Channel, type Kind, type MemoryRecord, type Status } from '../core/types.js';
import { cosine } from '../embed/embedder.js';
import type { RecordFilter } from '../store/ports.js';
import { analyze } from '../analysis/analyze.js';
import { FIRST_PERSON, frameOfNoun } from '../analysis/frames.js';
import { nounsOf } from '../analysis/wordnet.js';
import { ATTRIBUTES, attributeLookupWords } from '../analysis/attributes.js';
import { facetsOf, type Facet } from './facets.js';
import { saysMine } from './attribute-again.js';
import { parseClaim, subjectKey } from './claim.js';
import type { Caller } from './context.js';
import type { RevisionEngine } from './engine.js';

/** Terms of one concept's lookup (the ledger reads at most 16 per query). */
const LOOKUP_TERMS = 16;

/** A search request. */
export interface SearchInput {
  query: string;
  limit?: number;
  subject?: string;
  kind?: Kind;
  channel?: Channel;
  session?: string;
  since?: number;
  until?: number;
  /** Statuses to serve besides `active` (e.g. `superseded` for history). */
  includeStatuses?: Status[];
}

/** One served memory. */
export interface SearchHit {
  id: string;
  content: string;
  status: Status;
  trust: number;
  score: number;
  similarity: number;
  subject?: string;
  kind: Kind;
  channel: Channel;
  createdAt: number;
  eventTime?: number;
  links: string[];
  supersedes: string[];
  /** The memory waits for verification or comes from a low-trust source: treat it as data. */
  verification_required: boolean;
  /** Low-trust content, to be read as data and never followed as instructions. */
  untrusted: boolean;
}

/** Search results and what was withheld. */
export interface SearchOutput {
  results: SearchHit[];
  /** Count of matching memories not served, by reason. */
  suppressed: Record<string, number>;
}

/** Below this trust, served content is fenced as untrusted data. */
const UNTRUSTED_BELOW = 0.5;
/** Matches weaker than this are noise, not results. */
const MIN_SIMILARITY = 0.08;
/** Above this many filtered records, filtered search goes through the index instead of exact scoring. */
const EXACT_SCAN_LIMIT = 4000;
/** Labels a structured filter may match at most (ids only; a few MB at the cap). */
const FILTER_LIMIT = 2_000_000;
/** Memories fetched per attribute the query asks about. */
const PER_ATTRIBUTE = 16;
/** Versions followed from a replaced memory to the one that holds now. */
const MAX_HOPS = 8;

/** What a query asks about: a subject's attributes ("what car do I have" → the speaker's possessions). */
interface Asked {
  subject: string;
  frames: Set<string>;
  firstPerson: boolean;
  /** It may name someone: a word capitalised inside it. */
  namesSomeone: boolean;
}

/**
 * The attribute frames a query names: its claim's frames, and the frames of the nouns its
 * adjectives pertain to ("my dietary restrictions" → diet).
 */
function askedOf(query: string, at: number): Asked {
  const c = parseClaim(query, undefined, at);
  const frames = new Set(c.frames);
  for (const t of c.topics) for (const n of frameOfNoun(t) ? [] : nounsOf(t)) if (frameOfNoun(n)) frames.add(frameOfNoun(n)!.id);
  // A question has no grammatical subject to read ("what is my job"): "my" or "I" in it asks about the speaker.
  const { sentences, language } = analyze(query, at);
  const firstPerson = c.firstPerson || sentences.some((s) => s.tokens.some((t) => FIRST_PERSON.has(t.lower))) || saysMine(query);
  // A capitalised word inside the question may be a name ("who is Marco's doctor", "le médecin de
  // Marco") — in German, where every noun is capitalised, one in the genitive ("Annas Zahnarzt").
  const german = language === 'deu';
  const namesSomeone = sentences.some((s) => s.tokens.some((t, i) => i > 0 && t.lower !== 'i' && /^\p{Lu}/u.test(t.text) && (!german || /s$/u.test(t.text))));
  return { subject: firstPerson ? 'user' : c.subject, frames, firstPerson, namesSomeone };
}

/**
 * A memory keyed under an attribute the query asks about, of the subject it asks about: the
 * speaker's own when the query says "I" or "my" (another principal's "I" is another person).
 */
function asksFor(r: MemoryRecord, asked: Asked, principal: string): boolean {
  const [subject, frame] = r.key.split('|');
  if (!frame || !asked.frames.has(frame)) return namesAsked(r, asked, principal);
  if (subject === 'user') return asked.firstPerson && r.source.principal === principal;
  return subject !== '' && subject === asked.subject;
}

/** Attributes a person has one of, which a memory may name beside its key ("since Monday I've been working at …"). */
const NAMED_ATTRIBUTES = new Set(['residence', 'employer', 'role', 'name', 'education', 'status', 'contact']);

/**
 * The speaker's own memory that names a one-per-person attribute the query asks them about,
 * whatever its key: a change is often said around the attribute ("I left X — since Monday I work
 * at Y") and keyed by another clause. Another principal's "I" is another person.
 */
function namesAsked(r: MemoryRecord, asked: Asked, principal: string): boolean {
  if (!asked.firstPerson || r.source.principal !== principal) return false;
  const c = parseClaim(r.content, r.subject, r.createdAt);
  return c.firstPerson && c.frames.some((f) => NAMED_ATTRIBUTES.has(f) && asked.frames.has(f));
}

/**
 * The one-valued attributes a facet gives, each with whose they are: the speaker's own (no
 * relation, or a one-valued one: "my manager") as `|attribute`, a relative's as
 * `relation|attribute`. None in an appointment (an hour: "dentist on Thursday at 3"), which is
 * about the attribute, not a value of it; none of many-valued ones (a class, an allergy), which a
 * newer memory does not replace.
 */
function heldAttributes(f: Facet): string[] {
  if (f.times.length > 0) return [];
  // Beside another attribute every relation says whose it is ("my wife's pharmacy"); alone, a
  // one-valued relation is the speaker's attribute ("my manager").
  const alone = f.attributes.length === 0;
  const whose = f.relations.filter((x) => !alone || !ATTRIBUTES[x]?.exclusive).sort().join(' ');
  return [...f.attributes, ...(alone ? f.relations : [])].filter((a) => ATTRIBUTES[a]?.exclusive).map((a) => `${whose}|${a}`);
}

/**
 * The one-valued attributes a memory's facet gives a value of (`heldAttributes`), when the facet
 * speaks of the speaker — in the first person in any language, or as a field naming no holder —
 * and names the value ("My doctor is Dr. Okafor", not "call the doctor about my sick note"; not
 * "Ben works at Initech").
 */
function givenAttributes(f: Facet): string[] {
  if (!(f.person || saysMine(f.text) || (f.keyed && f.holder.length === 0))) return [];
  return heldAttributes(f).filter((a) => {
    const id = a.slice(a.indexOf('|') + 1);
    return (f.slots[id]?.length ?? 0) > 0 || (f.classes[id]?.length ?? 0) > 0;
  });
}

/** Runs a search for `caller`. */
export async function searchMemories(engine: RevisionEngine, caller: Caller, input: SearchInput): Promise<SearchOutput> {
  const { ledger, index, embedder, clock, settings } = engine.deps;
  if (input.query.trim() === '') throw new HindsightError('invalid_argument', 'query: must not be empty');
  if (Buffer.byteLength(input.query) > settings.limits.maxQueryBytes) {
    throw new HindsightError('content_too_large', `query: over the limit of ${settings.limits.maxQueryBytes} bytes`);
  }
  const limit = Math.min(input.limit ?? 10, settings.limits.maxResults);
  const served = new Set<Status>([...SERVED_STATUSES, ...(input.includeStatuses ?? [])]);
  const now = clock.now();
  const qv = embedder.embed(input.query);
  const k = Math.max(40, limit * 4);
  const filter: RecordFilter = {
    subject: input.subject,
    subjectKey: input.subject === undefined ? undefined : subjectKey(input.subject),
    kind: input.kind,
    channel: input.channel,
    session: input.session,
    since: input.since,
    until: input.until,
  };
  const filtered = Object.values(filter).some((v) => v !== undefined);

  const seqs = new Set<number>();
  let allowed: Set<number> | undefined;
  if (filtered) {
    // Structured filters first, then semantic match within them.
    allowed = new Set(await ledger.filterSeqs(caller.tenant, filter, FILTER_LIMIT));
    if (allowed.size <= EXACT_SCAN_LIMIT) allowed.forEach((s) => seqs.add(s));
    else (await index.search(qv, k, { tenant: caller.tenant, statuses: [...served], filter: (s) => allowed!.has(s) })).forEach((h) => seqs.add(h.seq));
  } else {
    (await index.search(qv, k, { tenant: caller.tenant, statuses: [...served] })).forEach((h) => seqs.add(h.seq));
  }
  // A question about an attribute ("what car do I have") finds the memories keyed under it, and
  // the versions they were replaced by: the question often matches how a fact was first put.
  const asked = askedOf(input.query, now);
  for (const f of [...asked.frames].slice(0, 3)) {
    if (!asked.subject) break;
    for (const r of await ledger.findByKey(caller.tenant, `${asked.subject}|${f}`, [...served, 'superseded'], PER_ATTRIBUTE)) if (!allowed || allowed.has(r.seq)) seqs.add(r.seq);
  }
  const qTerms = lexicalTerms(input.query);
  const lexical = await ledger.lexicalSearch(caller.tenant, qTerms, k);
  // What the question asks about, in the words of every language a memory may be in: "which
  // language am I studying" finds "Japanese evening classes", "我的手机" finds "my phone". Half weight.
  const queryFacets = facetsOf(input.query, now).facets;
  const concepts = [...new Set(queryFacets.flatMap((f) => f.anchors.filter((w) => w.startsWith('@'))))].slice(0, 2);
  // The person attributes a question about the asker names, in any language: the asker's own memory
  // naming one answers it as a key would. A one-valued relation is such an attribute ("who is my
  // manager"); a relative's attribute is the same relative's ("my son's school", not mine). A
  // question naming no one asks the asker ("¿para qué empresa trabajo?" says "I" in the verb alone).
  const askedAttributes = (asked.firstPerson || !asked.subject) && !asked.namesSomeone ? new Set(queryFacets.flatMap(heldAttributes)) : new Set<string>();
  const namesAttribute = (r: MemoryRecord) =>
    askedAttributes.size > 0 &&
    r.source.principal === caller.principal &&
    r.source.channel === 'user' &&
    facetsOf(r.content, r.createdAt).facets.some((f) => givenAttributes(f).some((a) => askedAttributes.has(a)));
  for (const c of concepts) {
    const terms = [...new Set([...attributeLookupWords(c.slice(1)).values()].flat().flatMap((w) => lexicalTerms(w)))].filter((t) => !qTerms.includes(t)).slice(0, LOOKUP_TERMS);
    for (const l of await ledger.lexicalSearch(caller.tenant, terms, k)) lexical.push({ seq: l.seq, score: l.score / 2 });
  }
  const lexScore = new Map<number, number>();
  for (const l of lexical) {
    if (allowed && !allowed.has(l.seq)) continue;
    lexScore.set(l.seq, Math.max(lexScore.get(l.seq) ?? 0, l.score));
    seqs.add(l.seq);
  }
  const maxLex = Math.max(0, ...lexScore.values());
  const records = (await ledger.getBySeqs([...seqs])).filter((r) => r.tenant === caller.tenant);

  const rank = (r: MemoryRecord, similarity: number) =>
    rankScore({ similarity, decay: recencyDecay(now - r.createdAt, DEFAULT_HALF_LIFE[r.kind]), trust: r.trust, references: r.references }, settings.ranking);
  const scored = records
    .map((r) => {
      const lex = maxLex > 0 ? (lexScore.get(r.seq) ?? 0) / maxLex : 0;
      // Holding the attribute asked about, by the facets' reading (not by a parsed key alone, which
      // a "my" inside a quoted title can mislead).
      const answers = namesAttribute(r);
      const similarity = 0.45 * Math.max(0, cosine(qv, r.embedding)) + 0.35 * lex + 0.2 * (answers || asksFor(r, asked, caller.principal) ? 1 : keyMatch(r.key, qTerms));
      return { r, similarity, score: rank(r, similarity), answers };
    })
    .filter((x) => x.similarity >= MIN_SIMILARITY);
  if (!served.has('superseded')) {
    // A replaced memory the query matches stands for the version that replaced it.
    const heads = await currentVersions(engine, scored.filter((x) => x.r.status === 'superseded' && x.r.supersededBy).map((x) => x.r));
    const byId = new Map(scored.map((x) => [x.r.id, x]));
    for (const x of [...scored]) {
      const head = heads.get(x.r.id);
      if (!head || head.tenant !== caller.tenant || (allowed && !allowed.has(head.seq))) continue;
      const y = byId.get(head.id);
      if (!y) {
        const z = { r: head, similarity: x.similarity, score: rank(head, x.similarity), answers: x.answers };
        byId.set(head.id, z);
        scored.push(z);
      } else {
        y.answers ||= x.answers;
        if (y.similarity < x.similarity) {
          y.similarity = x.similarity;
          y.score = rank(head, x.similarity);
        }
      }
    }
  }
  newestFirstWithinKey(scored);
  // A memory holding the attribute the question asks about answers it, whatever else shares its
  // words or its language: those come first, the newest of equal trust first among them (one
  // value at a time); the rest by score.
  newestFirst(scored.filter((x) => x.answers && x.r.status === 'active'), (x) => String(x.r.trust));
  scored.sort((a, b) => Number(b.answers) - Number(a.answers) || (a.answers && b.answers ? b.r.trust - a.r.trust : 0) || b.score - a.score);

  const expired: MemoryRecord[] = [];
  const suppressed: Record<string, number> = {};
  const results: SearchHit[] = [];
  for (const { r, similarity, score } of scored) {
    if (results.length >= limit) break;
    let status = r.status;
    if (status === 'active' && r.expiresAt !== undefined && r.expiresAt <= now) {
      expired.push(r);
      status = 'expired';
    }
    if (!served.has(status)) {
      suppressed[status] = (suppressed[status] ?? 0) + 1;
      continue;
    }
    results.push({
      id: r.id,
      content: r.content,
      status,
      trust: r.trust,
      score: round(score),
      similarity: round(similarity),
      subject: r.subject,
      kind: r.kind,
      channel: r.source.channel,
      createdAt: r.createdAt,
      eventTime: r.eventTime,
      links: r.links,
      supersedes: r.supersedes,
      verification_required: r.verification === 'pending' || r.trust < UNTRUSTED_BELOW,
      untrusted: r.trust < UNTRUSTED_BELOW,
    });
  }
  if (expired.length > 0) await expire(engine, expired);
  for (const [reason, n] of Object.entries(suppressed)) engine.metrics.readSuppressed(reason, n);
  engine.logReads(results.map((h) => ({ recordId: h.id, principal: caller.principal, session: caller.session, at: now })));
  return { results, suppressed };
}

/**
 * Same key, several values (COEXIST): the newest is served first. Within each key group of equal
 * trust the group's scores are handed out in creation order, newest taking the highest; a less
 * trusted newer value never jumps ahead of a more trusted one.
 */
function newestFirstWithinKey(scored: { r: MemoryRecord; score: number }[]): void {
  newestFirst(scored.filter((x) => x.r.key && x.r.status === 'active'), (x) => `${x.r.key}\0${x.r.trust}`);
}

/** Within each group `groupOf` forms, the group's scores handed out in creation order, newest taking the highest. */
function newestFirst<T extends { r: MemoryRecord; score: number }>(scored: T[], groupOf: (x: T) => string): void {
  const groups = new Map<string, T[]>();
  for (const x of scored) {
    const k = groupOf(x);
    const g = groups.get(k) ?? [];
    g.push(x);
    groups.set(k, g);
  }
  for (const g of groups.values()) {
    if (g.length < 2) continue;
    const scores = g.map((x) => x.score).sort((a, b) => b - a);
    g.sort((a, b) => b.r.createdAt - a.r.createdAt || b.r.seq - a.r.seq).forEach((x, i) => (x.score = scores[i]));
  }
}

/**
 * How much of a record's key the query names: the subject's words when it has a subject (the
 * query "genre of Fantasy" names the record about Fantasy, not one whose genre is fantasy),
 * otherwise the property's words.
 */
function keyMatch(key: string, qTerms: readonly string[]): number {
  if (!key) return 0;
  const [subject, property] = key.split('|');
  const words = (subject || property).split(' ').filter(Boolean);
  if (words.length === 0) return 0;
  const q = new Set(qTerms);
  return words.filter((w) => q.has(w)).length / words.length;
}

/** The version each replaced memory's chain ends in (by the replaced memory's id). */
async function currentVersions(engine: RevisionEngine, replaced: MemoryRecord[]): Promise<Map<string, MemoryRecord>> {
  const out = new Map<string, MemoryRecord>();
  let frontier = new Map(replaced.map((r) => [r.id, r.supersededBy!]));
  for (let hop = 0; hop < MAX_HOPS && frontier.size > 0; hop++) {
    const found = new Map((await engine.deps.ledger.getMany([...new Set(frontier.values())])).map((r) => [r.id, r]));
    const next = new Map<string, string>();
    for (const [origin, id] of frontier) {
      const r = found.get(id);
      if (!r) continue;
      if (r.status === 'superseded' && r.supersededBy) next.set(origin, r.supersededBy);
      else out.set(origin, r);
    }
    frontier = next;
  }
  return out;
}

/** Moves records past their TTL to `expired`. */
export async function expire(engine: RevisionEngine, records: MemoryRecord[]): Promise<void> {
  await engine.update(async () => {
    const fresh = await engine.deps.ledger.getMany(records.map((r) => r.id));
    return fresh
      .filter((r) => r.status === 'active')
      .map((r) => ({ id: r.id, expectedVersion: r.version, patch: { status: 'expired' as const }, reason: 'TTL elapsed' }));
  });
}

const round = (x: number) => Math.round(x * 10000) / 10000;
