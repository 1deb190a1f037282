/**
 * Candidate search and judging for one memory (DESIGN §5): records under the same key, about the
 * same explicit subject, and the nearest neighbours; each triggered pair goes to the judge, whose
 * output is validated before anything acts on it. Also the agreement rule: a lower-trust write
 * about the key of a more trusted memory must state its value.
 */
import { CHANNEL_TRUST } from '../core/trust.js';
import { contentWords } from '../core/text.js';
import type { MemoryRecord, Status } from '../core/types.js';
import { cosine } from '../embed/embedder.js';
import { parseClaim, subjectKey, type Claim } from './claim.js';
import type { JudgedCandidate } from './decide.js';
import type { RevisionEngine } from './engine.js';
import { JudgementSchema, type Judgement } from './judges/judge.js';

/** Neighbours at least this similar are checked for agreement with a more trusted memory. */
const AGREEMENT_FLOOR = 0.3;

/**
 * The write talks about `r`'s key (covers at least half of its words, and the key has at least
 * three) but does not state `r`'s value: for a lower-trust writer, that is a contradiction until
 * verified — "the club between Brook Bar and Trafford Bar is Liverpool FC" against the user's
 * "…? A: Manchester United".
 */
function disagreesOnKey(content: string, r: MemoryRecord): boolean {
  if (!r.key) return false;
  const keyWords = [...new Set(r.key.replace('|', ' ').split(' ').filter(Boolean))];
  if (keyWords.length < 3) return false;
  const words = contentWords(content);
  const covered = keyWords.filter((w) => words.has(w)).length / keyWords.length;
  if (covered < 0.5) return false;
  const value = r.value.split(' ').filter(Boolean);
  return value.length > 0 && !value.every((w) => words.has(w));
}

/** Candidates for revision, judged: same key, same explicit subject, nearest neighbours. */
export async function judgeCandidates(
  engine: RevisionEngine,
  tenant: string,
  n: { content: string; subject?: string; claim: Claim; embedding: Float32Array; principal: string; trust?: number; id?: string; lineage?: string[] },
  explicit?: { corrects: string; reason?: string },
): Promise<JudgedCandidate[]> {
  const { ledger, index, judge, settings } = engine.deps;
  const s = settings.revision;
  const open: Status[] = ['active', 'uncertain'];
  const byId = new Map<string, MemoryRecord>();
  const now = engine.deps.clock.now();
  // A record past its TTL is no longer a fact to revise or to defer to, even before a read expires it.
  const live = (r: MemoryRecord) => r.tenant === tenant && open.includes(r.status) && !(r.expiresAt !== undefined && r.expiresAt <= now);
  // Subject scoping narrows the *similarity* candidates; a record under the same key is always a
  // candidate, so an explicit subject can neither split a key nor dodge the trust rule.
  const wanted = n.subject === undefined ? undefined : subjectKey(n.subject);
  const aboutSubject = (r: MemoryRecord) => wanted === undefined || (r.subject !== undefined && subjectKey(r.subject) === wanted) || r.key.startsWith(`${wanted}|`);
  const add = (r: MemoryRecord) => {
    if (live(r)) byId.set(r.id, r);
  };
  if (n.claim.key) (await ledger.findByKey(tenant, n.claim.key, open, 16)).forEach(add);
  if (n.subject) (await ledger.findBySubject(tenant, n.subject, open, 16)).forEach(add);
  // Over-fetch: the index also holds other tenants' and no-longer-served records.
  const all = index.search(n.embedding, s.topK * 4, undefined, 'low');
  const hits = all.filter((h) => h.similarity >= s.relatedSimilarity);
  const near = (await ledger.getBySeqs(hits.map((h) => h.seq))).filter((r) => live(r) && aboutSubject(r));
  // A lower-trust write about the key of a more trusted memory must agree with it (DESIGN §4,
  // conflict): look at more trusted neighbours below the related floor too.
  // Only writes below user trust can owe agreement to a more trusted memory worth a wider look.
  if (n.trust !== undefined && n.trust < CHANNEL_TRUST.user) {
    const wider = all.filter((h) => h.similarity >= AGREEMENT_FLOOR && h.similarity < s.relatedSimilarity).map((h) => h.seq);
    for (const r of await ledger.getBySeqs(wider)) if (live(r) && r.status === 'active' && r.trust > n.trust && disagreesOnKey(n.content, r)) byId.set(r.id, r);
  }
  const sim = new Map(hits.map((h) => [h.seq, h.similarity]));
  near.sort((a, b) => (sim.get(b.seq) ?? 0) - (sim.get(a.seq) ?? 0)).slice(0, s.topK).forEach(add);
  if (explicit) {
    const target = await ledger.get(explicit.corrects);
    if (target && live(target) && target.status === 'active') byId.set(target.id, target);
  }
  const judged: JudgedCandidate[] = [];
  for (const r of byId.values()) {
    if (r.id === n.id || n.lineage?.includes(r.id) || r.lineage.includes(n.id ?? '')) continue; // lineage never re-triggers
    const similarity = cosine(n.embedding, r.embedding);
    const oc = parseClaim(r.content, r.subject);
    // "I …" from two principals is about two people.
    if (n.claim.firstPerson && oc.firstPerson && r.source.principal !== n.principal) continue;
    const sameKey = n.claim.key !== '' && n.claim.key === r.key;
    const triggered =
      sameKey ||
      similarity >= s.strongSimilarity ||
      (similarity >= s.weakSimilarity && n.claim.cue) ||
      (wanted !== undefined && aboutSubject(r)) ||
      (similarity >= s.relatedSimilarity && n.claim.subject !== '' && n.claim.subject === oc.subject);
    const corrected = explicit?.corrects === r.id;
    const mustAgree = n.trust !== undefined && r.trust > n.trust && r.status === 'active' && disagreesOnKey(n.content, r);
    if (!triggered && !corrected && !mustAgree) continue;
    const raw = await judge.judge(
      { content: n.content, claim: n.claim, subject: n.subject },
      { content: r.content, claim: { ...oc, key: r.key, eventTime: r.eventTime ?? oc.eventTime }, subject: r.subject },
      similarity,
    );
    // Invalid judge output is never acted on: the pair is recorded as unjudged, nothing changes.
    const valid = JudgementSchema.safeParse(raw);
    let judgement: Judgement = valid.success ? valid.data : { relation: 'UNRELATED', confidence: 0, reason: `invalid judge output ignored: ${valid.error.issues[0]?.message ?? 'unknown'}` };
    if (corrected && valid.success && (judgement.relation === 'COEXIST' || judgement.relation === 'UNRELATED')) {
      judgement = { relation: 'CONFLICT', confidence: 0.9, reason: `explicit revision${explicit?.reason ? `: ${explicit.reason}` : ''}` };
    } else if (mustAgree && judgement.relation !== 'CONFLICT' && judgement.relation !== 'REFINE') {
      judgement = { relation: 'CONFLICT', confidence: 0.75, reason: 'about the key of a more trusted memory without agreeing with its value' };
    }
    judged.push({ record: r, similarity, judgement });
  }
  return judged;
}
