/**
 * The periodic review (`memory_review`): a batch look-back that expires records past their TTL,
 * re-judges memories held as `uncertain` (their blocker may be gone), and judges close pairs
 * that were never judged against each other — the updates a write-time trigger missed.
 */
import { parseClaim } from './claim.js';
import type { Caller } from './context.js';
import { decide } from './decide.js';
import type { RevisionEngine } from './engine.js';
import { expire } from './search.js';
import { judgeStored, supersedeUpdate } from './apply.js';
import { expireQuarantine } from './quarantine.js';

/** Review scope. */
export interface ReviewInput {
  /** Most records to look at per phase (default 200). */
  limit?: number;
  /** Look back this far for never-judged pairs (default 7 days). */
  windowMs?: number;
}

/** What a review did. */
export interface ReviewReport {
  expired: string[];
  /** Quarantined writes whose review window lapsed: now `expired-quarantine`, never served. */
  quarantineExpired: string[];
  /** Held memories whose blocker is gone: now served. */
  released: string[];
  /** Held memories still waiting for verification. */
  stillHeld: string[];
  pairsJudged: number;
  /** Supersessions found by the look-back: `[newer, older]`. */
  superseded: [string, string][];
  linked: [string, string][];
}

/** Runs one review pass over the caller's tenant. */
export async function reviewMemories(engine: RevisionEngine, caller: Caller, input: ReviewInput): Promise<ReviewReport> {
  const { ledger, clock, settings } = engine.deps;
  const limit = Math.min(input.limit ?? 200, 5000);
  const now = clock.now();
  const report: ReviewReport = { expired: [], quarantineExpired: [], released: [], stillHeld: [], pairsJudged: 0, superseded: [], linked: [] };

  const expiring = await ledger.listExpired(caller.tenant, now, limit);
  await expire(engine, expiring);
  report.expired = expiring.map((r) => r.id);
  report.quarantineExpired = await expireQuarantine(engine, caller.tenant, limit);

  for (const held of await ledger.listByStatus(caller.tenant, ['uncertain'], limit)) {
    // Judged against everything served now, newer records included, with its own trust (so the
    // agreement rule still applies): a held contradiction must not slip through because the
    // record it contradicted was itself replaced.
    const { decision: d } = await judgeStored(engine, held);
    if (d.status !== 'active') {
      report.stillHeld.push(held.id);
      continue;
    }
    // Every rule passes now (a cooldown hold has lapsed, or its blocker is gone): apply what the
    // write would have done, as the coalesced revision.
    let applied: string[] = [];
    await engine.update(async () => {
      const r = await ledger.get(held.id);
      if (!r || r.status !== 'uncertain') return [];
      const olds = (await ledger.getMany(d.supersede.map((o) => o.id))).filter((o) => o.status === 'active');
      applied = olds.map((o) => o.id);
      return [
        {
          id: r.id,
          expectedVersion: r.version,
          patch: { status: 'active' as const, verification: 'none' as const, supersedes: [...r.supersedes, ...olds.map((o) => o.id)], revisedAt: now },
          reason: olds.length ? `review: applied after the hold lapsed; supersedes ${olds.map((o) => o.id).join(', ')}` : 'review: the memory it contradicted is no longer served',
        },
        ...olds.map((o) => supersedeUpdate(o, r.id, now, `review: superseded by ${r.id}`)),
      ];
    }, caller.principal);
    for (const o of applied) report.superseded.push([held.id, o]);
    report.released.push(held.id);
  }

  const since = now - (input.windowMs ?? 7 * 86_400_000);
  for (const rec of await ledger.listByStatus(caller.tenant, ['active'], limit, since)) {
    const claim = parseClaim(rec.content, rec.subject, rec.createdAt);
    const judged = await engine.judgeCandidates(caller.tenant, { content: rec.content, subject: rec.subject, claim, embedding: rec.embedding, principal: rec.source.principal, id: rec.id, lineage: rec.lineage });
    for (const j of judged) {
      const older = j.record;
      if (older.status !== 'active' || older.createdAt > rec.createdAt || (await ledger.wasJudged(rec.id, older.id))) continue;
      report.pairsJudged++;
      await ledger.markJudged(rec.id, older.id, now);
      const d = decide({ trust: rec.trust, eventTime: rec.eventTime }, [j], settings.revision, now);
      if (d.supersede.length === 1 && d.status === 'active' && j.judgement.relation === 'CONFLICT') {
        await engine.update(async () => {
          const [o, n] = await Promise.all([ledger.get(older.id), ledger.get(rec.id)]);
          if (!o || !n || o.status !== 'active' || n.status !== 'active') return [];
          return [
            supersedeUpdate(o, n.id, now, `review: superseded by ${n.id}: ${j.judgement.reason}`),
            { id: n.id, expectedVersion: n.version, patch: { supersedes: [...n.supersedes, o.id], revisedAt: now }, reason: `review: supersedes ${o.id}` },
          ];
        }, caller.principal);
        report.superseded.push([rec.id, older.id]);
      } else if (j.judgement.relation === 'COEXIST' && !rec.links.includes(older.id)) {
        await engine.update(async () => {
          const [o, n] = await Promise.all([ledger.get(older.id), ledger.get(rec.id)]);
          if (!o || !n) return [];
          const max = settings.revision.maxLinks;
          return [
            ...(n.links.includes(o.id) || n.links.length >= max ? [] : [{ id: n.id, expectedVersion: n.version, patch: { links: [...n.links, o.id] }, reason: `review: coexists with ${o.id}` }]),
            ...(o.links.includes(n.id) || o.links.length >= max ? [] : [{ id: o.id, expectedVersion: o.version, patch: { links: [...o.links, n.id] }, reason: `review: coexists with ${n.id}` }]),
          ];
        }, caller.principal);
        report.linked.push([rec.id, older.id]);
      }
    }
  }
  return report;
}
