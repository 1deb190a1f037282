/**
 * Replays a scenario file on a fresh in-memory store with a virtual clock and judges
 * every expectation when its event runs.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ManualClock } from '../core/clock.js';
import type { Settings } from '../config/settings.js';
import { openFirewall } from '../app.js';
import type { GuardPolicy } from '../config/policy-schema.js';
import type { PgTarget } from '../store/postgres/pg-db.js';
import type { Caller } from '../revision/context.js';
import { parseClaim } from '../revision/claim.js';
import type { DecisionTrace, MemoryRecord } from '../core/types.js';

const HeaderSchema = z.object({ scenario: z.string(), version: z.number().optional(), description: z.string().optional() }).loose();
const EventSchema = z.discriminatedUnion('op', [
  z.object({ t: z.number(), op: z.literal('session'), session: z.string(), task: z.string().optional() }).loose(),
  z
    .object({
      t: z.number(),
      op: z.literal('write'),
      id: z.string(),
      session: z.string(),
      principal: z.string(),
      channel: z.enum(['user', 'agent', 'tool']),
      text: z.string(),
      label: z.string(),
      expect: z.string(),
      subject: z.string().optional(),
    })
    .loose(),
  z
    .object({
      t: z.number(),
      op: z.literal('search'),
      session: z.string(),
      principal: z.string(),
      query: z.string(),
      label: z.string(),
      expect_top: z.string().optional(),
      expect_absent: z.array(z.string()).optional(),
    })
    .loose(),
]);
type Event = z.infer<typeof EventSchema>;

/** Met/total counts. */
export interface Tally {
  total: number;
  met: number;
}

/** One scenario's result, exactly the shape docs/evaluation.md describes. */
export interface ScenarioResult {
  scenario: string;
  events: number;
  expectations: Tally;
  by_label: Record<string, Tally>;
  /**
   * Memories a scored write superseded (a conflict applied) that its expectation does not name, nor
   * a later version of the memory it names: a user's change that replaced another of their memories
   * as well, a note that replaced a fact. Silent losses that no write's own expectation shows.
   */
  unexpected_supersessions: number;
  latency_ms: { write: { p50: number; p99: number }; search: { p50: number; p99: number } };
}

/** A write's record and the trace of the decision on it, as stored. */
interface Decided {
  record: MemoryRecord | undefined;
  trace: DecisionTrace | undefined;
}

/** Versions of a memory followed at most, from the one an expectation names to its newest. */
const CHAIN = 64;

/** Virtual epoch of every replay (t = 0). */
const EPOCH = Date.UTC(2025, 0, 1);
const TENANT = 'eval';

/** Parses a scenario file; errors name the line. */
export function loadScenario(file: string): { header: z.infer<typeof HeaderSchema>; events: Event[] } {
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '');
  if (lines.length === 0) throw new Error(`${file}: empty scenario`);
  const parse = (i: number) => {
    try {
      return JSON.parse(lines[i]) as unknown;
    } catch {
      throw new Error(`${file}:${i + 1}: not valid JSON`);
    }
  };
  const header = HeaderSchema.safeParse(parse(0));
  if (!header.success) throw new Error(`${file}:1: bad header: ${header.error.issues[0]?.message}`);
  const events = lines.slice(1).map((_, i) => {
    const e = EventSchema.safeParse(parse(i + 1));
    if (!e.success) throw new Error(`${file}:${i + 2}: ${e.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')}`);
    return e.data;
  });
  return { header: header.data, events };
}

/**
 * One event as `eval --trace` prints it: what was expected and met, the verdict and findings, the
 * claim read from the text, and each candidate's judgement — enough to read a miss.
 */
export interface TraceLine {
  event: string;
  label: string;
  expect: string;
  met?: boolean;
  status?: string;
  verdict?: string;
  findings?: string[];
  claim?: { key: string; frame: string; value: string; cue: boolean; negated: boolean; additive: boolean };
  revision?: { relation: string; reason: string; candidates: { event?: string; relation: string; confidence: number; reason: string; applied: string }[] };
  top?: string[];
}

/**
 * Runs one scenario file on a fresh store — in memory, or the PostgreSQL schema `database` names,
 * created for it and dropped after; `policyHash` is recorded in its traces; `trace` gets one line
 * per scored event.
 */
export async function runScenario(file: string, settings: Settings, policyHash?: string, guard?: GuardPolicy, trace?: (line: TraceLine) => void, database?: PgTarget): Promise<ScenarioResult> {
  const { header, events } = loadScenario(file);
  const clock = new ManualClock(EPOCH);
  const fw = await openFirewall({ settings, clock, policyHash, guard, database, dropOnClose: database !== undefined });
  const { engine } = fw;
  const ids = new Map<string, string>();
  const merged = new Map<string, string>();
  const byLabel: Record<string, Tally> = {};
  const total: Tally = { total: 0, met: 0 };
  const lat = { write: [] as number[], search: [] as number[] };
  const eventOf = new Map<string, string>();
  let lastMet: boolean | undefined;
  let unexpected = 0;
  const tally = (label: string, ok: boolean) => {
    lastMet = ok;
    const t = (byLabel[label] ??= { total: 0, met: 0 });
    t.total++;
    total.total++;
    if (ok) (t.met++, total.met++);
  };
  // A write merged into an existing record lives on as that record.
  const idOf = (scenarioId: string) => merged.get(scenarioId) ?? ids.get(scenarioId);
  const recordOf = async (scenarioId: string) => {
    const id = idOf(scenarioId);
    return id ? await engine.deps.ledger.get(id) : undefined;
  };
  const status = async (scenarioId: string) => (await recordOf(scenarioId))?.status;
  const served = async (scenarioId: string) => (await status(scenarioId)) === 'active';
  /** Whether `r` was replaced by the write `scenarioId` (its own record, or the one it was merged into). */
  const replacedBy = (r: MemoryRecord | undefined, scenarioId: string) => r?.supersededBy !== undefined && [ids.get(scenarioId), merged.get(scenarioId)].includes(r.supersededBy);
  // A write supersedes a memory when it is what replaced it: a memory another write superseded
  // before (wrongly, or by an earlier update) is not this write's doing.
  const supersededBy = async (target: string, scenarioId: string) => {
    const r = await recordOf(target);
    return r?.status === 'superseded' && replacedBy(r, scenarioId);
  };
  // A write's record and decision trace, read from the ledger: the engine's reads flush the read
  // log, and a replay must not change what it measures, traced or not.
  const decisionOf = async (id: string): Promise<Decided> => {
    const record = await engine.deps.ledger.get(id);
    return { record, trace: record?.traceId ? await engine.deps.ledger.trace(record.traceId) : undefined };
  };
  // The memories a write replaced (a CONFLICT applied; a refinement restates what it replaces)
  // that its expectation does not name, nor a later version of the memory it names (a chain).
  const unasked = async (scenarioId: string, { trace }: Decided, named: string | undefined) => {
    const replaced = (trace?.revision?.judged ?? []).filter((j) => j.applied === 'superseded').map((j) => j.id);
    if (replaced.length === 0) return 0;
    const versions = new Set<string>();
    for (let at = named && idOf(named); at && !versions.has(at) && versions.size < CHAIN; ) {
      versions.add(at);
      const r = await engine.deps.ledger.get(at);
      at = replacedBy(r, scenarioId) ? undefined : r?.supersededBy;
    }
    return replaced.filter((x) => !versions.has(x)).length;
  };
  const caller = (principal: string, session: string): Caller => ({ principal, tenant: TENANT, trustCeiling: settings.channelTrust.user, session, tool: 'eval' });

  try {
    for (const e of events) {
      clock.set(EPOCH + e.t * 1000);
      if (e.op === 'session') {
        await engine.deps.ledger.upsertSession(TENANT, e.session, 'eval', e.task, clock.now());
      } else if (e.op === 'write') {
        const t0 = performance.now();
        const res = await engine.write(caller(e.principal, e.session), { content: e.text, subject: e.subject, channel: e.channel });
        lat.write.push(performance.now() - t0);
        ids.set(e.id, res.id);
        eventOf.set(res.id, e.id);
        if (res.mergedInto && res.status === 'superseded') merged.set(e.id, res.mergedInto);
        const [kind, target] = splitExpect(e.expect);
        lastMet = undefined;
        if (kind === 'any') {
          // not scored
        } else if (kind === 'allowed') tally(e.label, await served(e.id));
        else if (kind === 'blocked') tally(e.label, !(await served(e.id)));
        else if (kind === 'supersedes') tally(e.label, (await served(e.id)) && (await supersededBy(target, e.id)));
        else if (kind === 'coexists') tally(e.label, (await served(e.id)) && (await status(target)) === 'active');
        else if (kind === 'keeps') tally(e.label, (await status(target)) === 'active');
        else throw new Error(`${file}: event ${e.id}: unknown expectation ${e.expect}`);
        const decided = kind !== 'any' || trace ? await decisionOf(res.id) : { record: undefined, trace: undefined };
        if (kind !== 'any') unexpected += await unasked(e.id, decided, kind === 'supersedes' ? target : undefined);
        if (trace) trace(traceLine(e, decided, lastMet, eventOf, clock.now()));
      } else {
        const t0 = performance.now();
        const out = await engine.search(caller(e.principal, e.session), { query: e.query, limit: 5 });
        lat.search.push(performance.now() - t0);
        if (e.expect_top === undefined && e.expect_absent === undefined) continue;
        const top = out.results[0]?.id;
        const want = e.expect_top && ids.get(e.expect_top);
        const topOk = e.expect_top === undefined || (top !== undefined && (top === want || top === merged.get(e.expect_top)));
        const shown = new Set(out.results.slice(0, 5).map((r) => r.id));
        const absentOk = (e.expect_absent ?? []).every((a) => !shown.has(ids.get(a) ?? '\0'));
        tally(e.label, topOk && absentOk);
        trace?.({ event: `search:${e.label}`, label: e.label, expect: `top ${e.expect_top ?? '-'}`, met: topOk && absentOk, top: out.results.slice(0, 5).map((r) => eventOf.get(r.id) ?? r.id) });
      }
    }
  } finally {
    await fw.close();
  }
  return {
    scenario: header.scenario,
    events: events.length,
    expectations: total,
    by_label: Object.fromEntries(Object.entries(byLabel).sort(([a], [b]) => a.localeCompare(b))),
    unexpected_supersessions: unexpected,
    latency_ms: { write: percentiles(lat.write), search: percentiles(lat.search) },
  };
}

/** The trace line of one write: its record's decision trace and its claim. */
function traceLine(e: Extract<Event, { op: 'write' }>, { record, trace: t }: Decided, met: boolean | undefined, eventOf: Map<string, string>, at: number): TraceLine {
  const c = parseClaim(e.text, e.subject, at);
  return {
    event: e.id,
    label: e.label,
    expect: e.expect,
    met,
    status: record?.status,
    verdict: t?.verdict,
    findings: t?.findings.filter((f) => f.severity !== 'none').map((f) => `${f.layer}:${f.severity} ${f.reasons.join('; ')}`),
    claim: { key: c.key, frame: c.frame, value: c.value, cue: c.cue, negated: c.negated, additive: c.additive },
    revision: t?.revision && {
      relation: t.revision.relation,
      reason: t.revision.reason,
      candidates: t.revision.judged.map((j) => ({ event: eventOf.get(j.id), relation: j.relation, confidence: j.confidence, reason: j.reason, applied: j.applied })),
    },
  };
}

function splitExpect(expect: string): [string, string] {
  const i = expect.indexOf(':');
  return i < 0 ? [expect, ''] : [expect.slice(0, i), expect.slice(i + 1)];
}

/** p50 and p99 of a sample, in ms rounded to 3 decimals. */
export function percentiles(xs: number[]): { p50: number; p99: number } {
  if (xs.length === 0) return { p50: 0, p99: 0 };
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => Math.round(s[Math.min(s.length - 1, Math.floor(p * s.length))] * 1000) / 1000;
  return { p50: q(0.5), p99: q(0.99) };
}
