/**
 * `scan`: an existing upstream's whole memory, read through its mapping and run
 * through the guard and the revision core as if each memory were being written now, in the order
 * the upstream returns them (so contradictions between them are judged too). Memory written
 * before the firewall existed has unknown provenance: the caller passes a low-trust caller (the
 * `tool` channel by default). Nothing is ever deleted upstream; what the scan holds is recorded in
 * the engine's ledger, keyed like proxy writes, so proxy reads hide it.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { CallToolResultSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { GuardPolicy } from '../config/policy-schema.js';
import type { Settings } from '../config/settings.js';
import { HindsightError } from '../core/errors.js';
import { showHidden } from '../core/text.js';
import { SERVED_STATUSES, type Channel, type MemoryRecord, type Status } from '../core/types.js';
import type { Caller } from '../revision/context.js';
import type { RevisionEngine } from '../revision/engine.js';
import { findMemories, tryJson, type UpstreamMapping } from './mapping.js';
import { upstreamRef } from './proxy-server.js';

/** One memory found upstream. */
export interface UpstreamMemory {
  subject?: string;
  text: string;
  /** The ledger's reference to it (`upstreamRef`). */
  ref: string;
  /** The read tool that returned it first. */
  tool: string;
}

/** A scanned memory a proxy read would not serve. */
export interface ScanFinding {
  subject?: string;
  text: string;
  /** Its final status after the whole scan (a later memory may have superseded it), or `error`. */
  status: Status | 'error';
  /** Held by the guard: its reason code (`screening.high`, …); by the revision core: `revision.<status>`; failed: the error code. */
  reasonCode?: string;
  reasons: string[];
  /** The ledger id (meaningful with `apply`; a dry run's store is thrown away). */
  id?: string;
}

/** What a scan found. */
export interface ScanReport {
  upstream: string;
  /** The read tools called. */
  tools: string[];
  channel: Channel;
  trust: number;
  /** Memories found upstream (deduplicated by subject and text). */
  scanned: number;
  /** Already in the ledger (written through the proxy or an earlier scan): not judged again. */
  known: number;
  /** Judged and served. */
  allowed: number;
  /** Judged and not served, by status (quarantined, rejected, uncertain, superseded). */
  held: number;
  byStatus: Record<string, number>;
  /** Refused by the engine as a write (too large, …): not recorded, so proxy reads still serve them. */
  errors: number;
  findings: ScanFinding[];
}

/** The upstream could not be listed or read (its tools failed, or the connection did). */
export class UpstreamReadError extends HindsightError {
  /** Creates the error; its message is safe to show. */
  constructor(message: string) {
    super('invalid_argument', message);
    this.name = 'UpstreamReadError';
  }
}

/** What a scan needs: an engine (in-memory for a dry run), the upstream and who scans. */
export interface ScanOptions {
  engine: RevisionEngine;
  mapping: UpstreamMapping;
  /** A connected client of the upstream server. */
  upstream: Client;
  /** Who the scan writes as; its ceiling should already be lowered to `channel`'s trust. */
  caller: Caller;
  channel: Channel;
  timeoutMs?: number;
}

/**
 * The read tools a scan calls: every tool the mapping gives role `read` that the upstream lists
 * and that takes no required argument (so one call returns everything it can: `read_graph`, not
 * `search_nodes`). All of them are called and their memories merged, so together they cover
 * the most the upstream will return.
 */
export function scanTools(mapping: UpstreamMapping, listed: readonly Tool[]): string[] {
  const byName = new Map(listed.map((t) => [t.name, t]));
  return Object.entries(mapping.tools)
    .filter(([name, t]) => t.role === 'read' && byName.has(name) && (byName.get(name)!.inputSchema.required ?? []).length === 0)
    .map(([name]) => name);
}

/**
 * The guard policy of a scan: the rate windows and the burst baseline are lifted (memories read
 * in bulk say nothing about the pace they were written at; left on, everything past the first
 * few dozen would be held as a flood). Repetition stays: one claim copied over and over is what a
 * flooding attack leaves behind.
 */
export function scanGuardPolicy(guard: GuardPolicy): GuardPolicy {
  const open = (w: GuardPolicy['rate']['principal']) => ({ ...w, limit: Number.MAX_SAFE_INTEGER });
  const { rate } = guard;
  return { ...guard, rate: { ...rate, principal: open(rate.principal), session: open(rate.session), tenant: open(rate.tenant), ewma: { ...rate.ewma, min_count: Number.MAX_SAFE_INTEGER } } };
}

/**
 * The settings of a scan: no revision cooldown. The cooldown holds a memory revised again within
 * seconds (flip-flopping live writes); a scan replays in milliseconds what may have been written
 * over months, so a chain of corrections would be held for nothing but the replay's speed.
 */
export function scanSettings(settings: Settings): Settings {
  return { ...settings, revision: { ...settings.revision, cooldownMs: 0 } };
}

/** Every memory the upstream returns through `tools`, deduplicated, in the order found (blank texts skipped). */
export async function readUpstream(upstream: Client, mapping: UpstreamMapping, tools: readonly string[], timeoutMs = 60_000): Promise<UpstreamMemory[]> {
  const seen = new Map<string, UpstreamMemory>();
  for (const tool of tools) {
    let res: CallToolResult;
    try {
      res = (await upstream.request({ method: 'tools/call', params: { name: tool, arguments: {} } }, CallToolResultSchema, { timeout: timeoutMs })) as CallToolResult;
    } catch (err) {
      throw new UpstreamReadError(`cannot read the upstream with ${tool}: ${err instanceof Error ? err.message : String(err)}`);
    }
    const text = res.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
    if (res.isError) throw new UpstreamReadError(`cannot read the upstream: ${tool} failed: ${showHidden(text.slice(0, 500))}`);
    const payload = res.structuredContent ?? res.content.map((c) => (c.type === 'text' ? tryJson(c.text) : undefined)).find((j) => j !== undefined);
    if (payload === undefined) throw new UpstreamReadError(`cannot read the upstream: ${tool} returned neither structured content nor JSON text`);
    for (const m of findMemories(payload, mapping.tools[tool].results).found) {
      // A blank text carries nothing to judge (and the engine refuses it as a write).
      if (m.text.trim() === '') continue;
      const ref = upstreamRef(mapping, m.subject, m.text);
      if (!seen.has(ref)) seen.set(ref, { subject: m.subject, text: m.text, ref, tool });
    }
  }
  return [...seen.values()];
}

/**
 * Scans the upstream: lists its tools, reads everything (see `scanTools`), writes each memory the
 * ledger does not know yet through `engine`, and reports the ones a proxy read would not serve,
 * with their status after the whole scan.
 */
export async function scanUpstream(opts: ScanOptions): Promise<ScanReport> {
  const { engine, mapping, upstream, caller, channel } = opts;
  const timeout = opts.timeoutMs ?? 60_000;
  let listed: Tool[];
  try {
    listed = (await upstream.listTools(undefined, { timeout })).tools;
  } catch (err) {
    throw new UpstreamReadError(`cannot list the upstream's tools: ${err instanceof Error ? err.message : String(err)}`);
  }
  const tools = scanTools(mapping, listed);
  if (tools.length === 0) {
    const reads = Object.entries(mapping.tools).filter(([, t]) => t.role === 'read').map(([n]) => n);
    throw new HindsightError('invalid_argument', `nothing to scan with: the mapping ${mapping.name} has no read tool that the upstream lists and that takes no required argument (read tools: ${reads.join(', ') || 'none'})`);
  }
  const memories = await readUpstream(upstream, mapping, tools, timeout);
  const { ledger, clock, settings } = engine.deps;
  const known = new Set((await ledger.upstreamStates(caller.tenant, memories.map((m) => m.ref))).map((r) => r.upstreamRef));

  const judged: { memory: UpstreamMemory; id?: string; written?: Status; reasonCode?: string; reasons: string[] }[] = [];
  for (const memory of memories) {
    if (known.has(memory.ref)) continue;
    try {
      const w = await engine.write({ ...caller, tool: `scan:${memory.tool}` }, { content: memory.text, subject: memory.subject, channel, upstreamRef: memory.ref });
      judged.push({ memory, id: w.id, written: w.status, reasonCode: w.reasonCode, reasons: w.reasons });
    } catch (err) {
      // A memory the engine refuses as a write (too large, subject too long) is reported; anything else stops the scan.
      if (!(err instanceof HindsightError)) throw err;
      judged.push({ memory, reasonCode: err.code, reasons: [err.message] });
    }
  }

  // Final statuses: a memory allowed early may be superseded by a later one.
  const ids = judged.flatMap((j) => (j.id ? [j.id] : []));
  const records = new Map<string, MemoryRecord>();
  for (let i = 0; i < ids.length; i += 500) for (const r of await ledger.getMany(ids.slice(i, i + 500))) records.set(r.id, r);
  const served = (r: MemoryRecord | undefined) => r !== undefined && SERVED_STATUSES.includes(r.status) && !(r.expiresAt !== undefined && r.expiresAt <= clock.now());
  const findings: ScanFinding[] = [];
  for (const j of judged) {
    const r = j.id ? records.get(j.id) : undefined;
    if (served(r)) continue;
    const { subject, text } = j.memory;
    if (!r) {
      findings.push({ subject, text, status: 'error', reasonCode: j.reasonCode, reasons: j.reasons });
      continue;
    }
    const guardHeld = r.status === 'quarantined' || r.status === 'rejected' || r.status === 'expired-quarantine';
    // Superseded after it was written (served until then): by what; its own write's reasons no longer apply.
    const by = r.status !== j.written && r.supersededBy ? (records.get(r.supersededBy) ?? (await ledger.get(r.supersededBy))) : undefined;
    const reasons = by ? [`superseded by a later memory: ${JSON.stringify(by.content.slice(0, 200))}`] : j.reasons;
    findings.push({ subject, text, status: r.status, reasonCode: guardHeld ? j.reasonCode : `revision.${r.status}`, reasons, id: r.id });
  }
  const byStatus: Record<string, number> = {};
  for (const f of findings) if (f.status !== 'error') byStatus[f.status] = (byStatus[f.status] ?? 0) + 1;
  const errors = findings.filter((f) => f.status === 'error').length;
  return {
    upstream: mapping.name,
    tools,
    channel,
    trust: Math.min(caller.trustCeiling, settings.channelTrust[channel]),
    scanned: memories.length,
    known: known.size,
    allowed: judged.length - findings.length,
    held: findings.length - errors,
    byStatus,
    errors,
    findings,
  };
}
