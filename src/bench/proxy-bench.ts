/**
 * `hindsight-guard bench proxy`: what the firewall costs in front of
 * `@modelcontextprotocol/server-memory`. Three arms over the same server package, each with its own
 * memory file: an agent talking to the server directly; through `hindsight-guard proxy` with the
 * server-memory mapping (`--mapping policies/upstreams/server-memory.yaml`, its own data dir:
 * writes guarded, reads filtered against the ledger); and through the proxy with a mapping that
 * names the server's read tools passthrough (the proxy's own cost per call). The direct and
 * mapped arms are seeded with the same entities — the mapped arm's through the proxy, so its ledger
 * knows the items — and the passthrough arm gets a copy of the direct arm's file; then one call mix
 * (search_nodes, open_nodes, add_observations) goes to every arm, interleaved round by round with
 * the arm order rotating; session set-up (spawn + initialize + tools/list) is timed the same way.
 * Progress goes to stderr; with `--json` stdout holds one JSON object per line and nothing else.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { CallToolResultSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { openFirewall } from '../app.js';
import { loadYaml } from '../config/load-policy.js';
import type { GuardPolicy } from '../config/policy-schema.js';
import type { Settings } from '../config/settings.js';
import type { Clock } from '../core/clock.js';
import { HindsightError } from '../core/errors.js';
import { StatusSchema, type Verdict } from '../core/types.js';
import { UpstreamMappingSchema } from '../proxy/mapping.js';
import { createProxyServer } from '../proxy/proxy-server.js';
import { fixedUpstream } from '../proxy/upstream.js';
import { connectArm, PASSTHROUGH_MAPPING, type ArmContext, type ArmKind, type ArmPaths, type ArmSession } from './proxy-arms.js';
import { renderProxyTable, type ProxyLine } from './proxy-report.js';
import { PROXY_TOOLS, proxyWorkload, type ProxyCall, type ProxyTool, type SeedEntity } from './proxy-workload.js';
import { r3, summarize } from './stats.js';

/** Options of `bench proxy`. */
export interface ProxyBenchOptions {
  /** Timed calls per arm, cycling through the three tools. */
  calls: number;
  /** Timed session set-ups per arm. */
  sessions: number;
  /** Entities seeded into each arm (three observations each). */
  entities: number;
  json: boolean;
  /** Where the throw-away memory files and data dirs are made (default: the OS temp directory). */
  workDir?: string;
  /** The policy file the proxy runs with, its settings, hash and guard section. */
  policyFile: string;
  settings: Settings;
  policyHash: string;
  guard: GuardPolicy;
  version: string;
}

const SEED = 20_250_404;
const MAPPING = fileURLToPath(new URL('../../policies/upstreams/server-memory.yaml', import.meta.url));
const CLI = fileURLToPath(new URL('../cli.js', import.meta.url));
const progress = (msg: string): void => void process.stderr.write(`[bench proxy] ${msg}\n`);

/** The installed server-memory entry point; a production install has none (exit 2 with a reason). */
export function locateServerMemory(): { bin: string; version: string } {
  let bin: string;
  try {
    bin = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-memory/dist/index.js');
  } catch {
    throw new HindsightError(
      'invalid_argument',
      'bench proxy needs @modelcontextprotocol/server-memory, a devDependency a production install leaves out: run it from a development checkout (npm ci), or `npm install --no-save @modelcontextprotocol/server-memory` first',
    );
  }
  try {
    return { bin, version: (JSON.parse(readFileSync(join(dirname(bin), '..', 'package.json'), 'utf8')) as { version: string }).version };
  } catch {
    return { bin, version: 'unknown' };
  }
}

/**
 * How far apart one principal's writes must be to stay inside every rate window of the policy
 * (principal, session, tenant), with a 10 % margin; and how many fit in a window unpaced.
 */
export function writePace(guard: GuardPolicy): { spacingMs: number; budget: number; limit: string } {
  const windows = (['principal', 'session', 'tenant'] as const).map((scope) => {
    const w = guard.rate[scope];
    const budget = Math.max(1, Math.floor(w.limit * 0.9));
    return { scope, budget, spacingMs: Math.ceil((w.window_seconds * 1000) / budget), w };
  });
  const tightest = windows.reduce((a, b) => (b.spacingMs > a.spacingMs ? b : a));
  return { spacingMs: tightest.spacingMs, budget: Math.min(...windows.map((w) => w.budget)), limit: `${tightest.scope} ${tightest.w.limit} per ${tightest.w.window_seconds} s` };
}

/** An engine clock running behind the wall clock and catching up write by write (never ahead of it). */
class BackdatedClock implements Clock {
  /** Starts `behindMs` behind the wall clock. */
  constructor(private behindMs: number) {}
  /** Epoch ms: the wall clock less what is still behind. */
  now(): number {
    return Date.now() - this.behindMs;
  }
  /** Moves `ms` closer to the wall clock (called between writes, outside any timing). */
  catchUp(ms: number): void {
    this.behindMs = Math.max(0, this.behindMs - ms);
  }
}

/** One `tools/call`, unvalidated beyond the result's shape (as the proxy forwards it). */
const call = (client: Client, c: { tool: string; args: Record<string, unknown> }) =>
  client.request({ method: 'tools/call', params: { name: c.tool, arguments: c.args } }, CallToolResultSchema, { timeout: 120_000 }) as Promise<CallToolResult>;
/** Observations the firewall held back from a write (its `_meta` note), or all `sent` when it refused the call. */
const heldIn = (res: CallToolResult, sent: number): number => {
  const held = (res._meta as Record<string, unknown> | undefined)?.['hindsight/held'];
  return Array.isArray(held) ? held.length : res.isError ? sent : 0;
};
/** Observations an add_observations call carries. */
const observationsIn = (c: ProxyCall): number => ((c.args.observations ?? []) as { contents: string[] }[]).reduce((n, o) => n + o.contents.length, 0);

/**
 * Seeds the proxy arm through the proxy (`createProxyServer`, the code `proxy` runs, with the same
 * mapping, policy and data dir) in this process. Its engine clock is set back and steps forward
 * `spacingMs` per observation: the seed arrives at a pace the rate layer allows, as an agent's
 * memory would have been written over the past minutes, instead of 600 writes in a few seconds.
 */
async function seedThroughProxy(o: ProxyBenchOptions, paths: ArmPaths, ctx: ArmContext, seed: readonly SeedEntity[], spacingMs: number): Promise<number> {
  const writes = seed.reduce((n, e) => n + e.observations.length, 0);
  const clock = new BackdatedClock(writes * spacingMs);
  const fw = await openFirewall({ dataDir: paths.dataDir, settings: o.settings, policyHash: o.policyHash, guard: o.guard, clock });
  const upstream = await connectArm('direct', paths, ctx);
  const s = o.settings;
  const server = createProxyServer({
    engine: fw.engine,
    mapping: loadYaml(ctx.mapping, UpstreamMappingSchema),
    identity: { principal: s.principal, tenant: s.tenant, trustCeiling: s.trustCeiling, session: `bench-proxy-seed-${Date.now()}`, channel: 'agent' },
    upstream: fixedUpstream(upstream.client),
    version: o.version,
  });
  const [agentSide, serverSide] = InMemoryTransport.createLinkedPair();
  const agent = new Client({ name: 'bench-proxy-seed', version: o.version });
  try {
    await server.connect(serverSide);
    await agent.connect(agentSide);
    let held = 0;
    for (const e of seed) {
      held += heldIn(await call(agent, { tool: 'create_entities', args: { entities: [e] } }), e.observations.length);
      clock.catchUp(e.observations.length * spacingMs);
    }
    return held;
  } finally {
    await agent.close().catch(() => undefined);
    await server.close().catch(() => undefined);
    await upstream.close();
    await fw.close();
  }
}

/** Seeds the direct arm with the same entities, one `create_entities` call each. */
async function seedDirect(paths: ArmPaths, ctx: ArmContext, seed: readonly SeedEntity[]): Promise<number> {
  const arm = await connectArm('direct', paths, ctx);
  try {
    let errors = 0;
    for (const e of seed) if ((await call(arm.client, { tool: 'create_entities', args: { entities: [e] } })).isError) errors++;
    return errors;
  } finally {
    await arm.close();
  }
}

interface ToolTally {
  ms: number[];
  errors: number;
  /** Observations held by the firewall (proxy arm, writes). */
  held: number;
  /** Entities returned by reads. */
  entities: number;
}

const tallies = () => Object.fromEntries(PROXY_TOOLS.map((t) => [t, { ms: [], errors: 0, held: 0, entities: 0 }])) as unknown as Record<ProxyTool, ToolTally>;
/** Stable form of a structured result: the two arms' answers to one read should be the same graph. */
const canonical = (res: CallToolResult) => JSON.stringify(res.structuredContent ?? res.content);

const ARMS: readonly ArmKind[] = ['direct', 'proxy', 'passthrough'];
/** The arms in the order of round `i`: rotating, so none always runs right after another. */
const inTurn = (i: number): readonly ArmKind[] => ARMS.map((_, j) => ARMS[(i + j) % ARMS.length]);

/** Spawn + initialize + tools/list of each arm, `sessions` times (after one untimed warm-up), interleaved. */
async function timeSetups(paths: Record<ArmKind, ArmPaths>, ctx: ArmContext, sessions: number): Promise<Record<ArmKind, number[]>> {
  const setup: Record<ArmKind, number[]> = { direct: [], proxy: [], passthrough: [] };
  for (let i = 0; i <= sessions; i++) {
    for (const kind of inTurn(i)) {
      const t = performance.now();
      const s = await connectArm(kind, paths[kind], ctx);
      await s.client.listTools();
      const ms = performance.now() - t;
      await s.close();
      if (i > 0) setup[kind].push(ms);
    }
  }
  return setup;
}

/**
 * Sends every call to every arm, one round at a time (arm order rotating), over one session per
 * arm. The passthrough arm's writes are not timed (the proxy only screens them there) but sent, so
 * its memory stays the direct arm's. With `spacingMs`, round `r` (one call per tool) starts no
 * earlier than `r × spacingMs` after the first: the proxy arm's writes then stay inside the guard's
 * rate windows.
 */
async function timeCalls(paths: Record<ArmKind, ArmPaths>, ctx: ArmContext, calls: readonly ProxyCall[], spacingMs: number) {
  const sessions = Object.fromEntries(await Promise.all(ARMS.map(async (k) => [k, await connectArm(k, paths[k], ctx)] as const))) as Record<ArmKind, ArmSession>;
  const tally: Record<ArmKind, Record<ProxyTool, ToolTally>> = { direct: tallies(), proxy: tallies(), passthrough: tallies() };
  const equal: Record<ProxyTool, number> = { search_nodes: 0, open_nodes: 0, add_observations: 0 };
  const equalPassthrough = { search_nodes: 0, open_nodes: 0 };
  try {
    // Warm-up, untimed: one read of each kind per arm (a write would count against the rate windows).
    for (const c of calls.filter((c) => c.tool !== 'add_observations').slice(0, 2)) for (const k of ARMS) await call(sessions[k].client, c);
    const timedStart = Date.now();
    const t0 = performance.now();
    for (let i = 0; i < calls.length; i++) {
      const c = calls[i];
      const due = t0 + Math.floor(i / PROXY_TOOLS.length) * spacingMs;
      if (performance.now() < due) await sleep(due - performance.now());
      const results = {} as Record<ArmKind, CallToolResult>;
      for (const k of inTurn(i)) {
        const t = performance.now();
        const res = await call(sessions[k].client, c);
        if (k === 'passthrough' && c.tool === 'add_observations') continue;
        const tt = tally[k][c.tool];
        tt.ms.push(performance.now() - t);
        const held = k === 'proxy' && c.tool === 'add_observations' ? heldIn(res, observationsIn(c)) : 0;
        tt.held += held;
        if (res.isError && !held) tt.errors++;
        tt.entities += ((res.structuredContent as { entities?: unknown[] } | undefined)?.entities ?? []).length;
        results[k] = res;
      }
      if (canonical(results.direct) === canonical(results.proxy)) equal[c.tool]++;
      if (c.tool !== 'add_observations' && canonical(results.direct) === canonical(results.passthrough)) equalPassthrough[c.tool]++;
    }
    return { tally, equal, equalPassthrough, timedStart };
  } finally {
    await Promise.all(ARMS.map((k) => sessions[k].close()));
  }
}

/** Runs the proxy bench and prints the results. */
export async function runProxyBench(o: ProxyBenchOptions): Promise<void> {
  for (const [name, v, min] of [['--calls', o.calls, 3], ['--sessions', o.sessions, 1], ['--entities', o.entities, 2]] as const) {
    if (!Number.isInteger(v) || v < min || v > 100_000) throw new HindsightError('invalid_argument', `${name}: expected a whole number from ${min} to 100000${Number.isNaN(v) ? '' : `, got ${v}`}`);
  }
  const sm = locateServerMemory();
  const started = performance.now();
  const pace = writePace(o.guard);
  const work = proxyWorkload(o.entities, o.calls, SEED);
  const writes = work.calls.filter((c) => c.tool === 'add_observations').length;
  const spacingMs = writes > pace.budget ? pace.spacingMs : 0;
  const seedWrites = work.seed.reduce((n, e) => n + e.observations.length, 0);

  if (o.workDir) mkdirSync(o.workDir, { recursive: true });
  const root = mkdtempSync(join(o.workDir ?? tmpdir(), 'hindsight-bench-proxy-'));
  const onSignal = () => {
    rmSync(root, { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const paths: Record<ArmKind, ArmPaths> = {
    direct: { memoryFile: join(root, 'direct', 'memory.jsonl'), dataDir: join(root, 'direct', 'data') },
    proxy: { memoryFile: join(root, 'proxy', 'memory.jsonl'), dataDir: join(root, 'proxy', 'data') },
    passthrough: { memoryFile: join(root, 'passthrough', 'memory.jsonl'), dataDir: join(root, 'passthrough', 'data') },
  };
  for (const p of Object.values(paths)) mkdirSync(p.dataDir, { recursive: true });
  const passthroughMapping = join(root, 'passthrough-mapping.yaml');
  writeFileSync(passthroughMapping, PASSTHROUGH_MAPPING);
  const ctx: ArmContext = { serverMemory: sm.bin, cli: CLI, mapping: MAPPING, passthroughMapping, policyFile: o.policyFile };
  try {
    progress(`seeding ${o.entities} entities (${seedWrites} observations) into each arm; the proxy arm's through the proxy, its engine clock paced at ${pace.spacingMs} ms a write`);
    const t0 = performance.now();
    const [seedErrors, seedHeld] = await Promise.all([seedDirect(paths.direct, ctx, work.seed), seedThroughProxy(o, paths.proxy, ctx, work.seed, pace.spacingMs)]);
    const seedS = r3((performance.now() - t0) / 1000);
    copyFileSync(paths.direct.memoryFile, paths.passthrough.memoryFile);

    progress(`session set-up: ${o.sessions} per arm (+1 untimed warm-up), interleaved`);
    const setup = await timeSetups(paths, ctx, o.sessions);
    const note = spacingMs ? `, write pairs ${spacingMs} ms apart (${writes} writes > ${pace.budget}, the ${pace.limit} rate limit less 10 %)` : '';
    progress(`timed calls: ${o.calls} per arm (${writes} add_observations), pairs interleaved${note}`);
    const { tally, equal, equalPassthrough, timedStart } = await timeCalls(paths, ctx, work.calls, spacingMs);
    const ledger = await ledgerCheck(o, paths.proxy.dataDir, timedStart);

    const lines: ProxyLine[] = [];
    for (const k of ARMS) {
      for (const tool of PROXY_TOOLS) {
        if (k === 'passthrough' && tool === 'add_observations') continue;
        const t = tally[k][tool];
        const reads = tool !== 'add_observations' ? { mean_entities: r3(t.entities / (t.ms.length || 1)) } : {};
        lines.push({ bench: 'proxy', arm: k, tool, calls: t.ms.length, ms: summarize(t.ms), errors: t.errors, ...(k === 'proxy' && tool === 'add_observations' ? { held: t.held } : {}), ...reads });
      }
      lines.push({ bench: 'proxy', arm: k, tool: 'session_setup', calls: setup[k].length, ms: summarize(setup[k]) });
    }
    const ms = (k: ArmKind, tool: string) => lines.find((l) => l.arm === k && l.tool === tool)!.ms!;
    const ratio = (a: number, b: number) => (b > 0 ? r3(a / b) : null);
    const tools = [...PROXY_TOOLS, 'session_setup'];
    const passthroughTools = ['search_nodes', 'open_nodes', 'session_setup'];
    // What an arm adds to a call: its p50 (p99) less the direct arm's, in ms.
    const added = (k: ArmKind, ts: readonly string[]) => Object.fromEntries(ts.map((t) => [t, { p50: r3(ms(k, t).p50 - ms('direct', t).p50), p99: r3(ms(k, t).p99 - ms('direct', t).p99) }]));
    lines.push({
      bench: 'proxy',
      arm: 'summary',
      ratio: Object.fromEntries(tools.map((t) => [t, { p50: ratio(ms('proxy', t).p50, ms('direct', t).p50), p99: ratio(ms('proxy', t).p99, ms('direct', t).p99) }])),
      passthrough_ratio: Object.fromEntries(passthroughTools.map((t) => [t, { p50: ratio(ms('passthrough', t).p50, ms('direct', t).p50), p99: ratio(ms('passthrough', t).p99, ms('direct', t).p99) }])),
      added_ms: { proxy: added('proxy', tools), passthrough: added('passthrough', passthroughTools) },
      same_calls: ARMS.every((k) => PROXY_TOOLS.every((t) => (k === 'passthrough' && t === 'add_observations') || tally[k][t].ms.length === tally.direct[t].ms.length)) && tally.proxy.add_observations.ms.length === writes,
      equal_results: equal,
      equal_passthrough_results: equalPassthrough,
      held: { seed: seedHeld, timed: tally.proxy.add_observations.held },
      timed_write_verdicts: ledger.verdicts,
      ledger_statuses: ledger.statuses,
      seed: { entities: o.entities, observations_per_arm: seedWrites, direct_errors: seedErrors, engine_ms_between_writes: pace.spacingMs, seconds: seedS },
      pacing: spacingMs
        ? { write_pair_spacing_ms: spacingMs, reason: `${writes} timed writes exceed ${pace.budget}, the ${pace.limit} rate limit less 10 %: rounds of one call per tool start ${spacingMs} ms apart` }
        : { write_pair_spacing_ms: 0, reason: `${writes} timed writes fit within ${pace.budget} (the ${pace.limit} rate limit less 10 %): not paced` },
    });
    lines.push({ bench: 'proxy', arm: 'run', calls: o.calls, sessions: o.sessions, entities: o.entities, wall_s: r3((performance.now() - started) / 1000), node: process.version, policy: o.policyHash, server_memory: sm.version });
    if (o.json) for (const l of lines) process.stdout.write(JSON.stringify(l) + '\n');
    else process.stdout.write(renderProxyTable(lines) + '\n');
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    rmSync(root, { recursive: true, force: true });
  }
}

/** What the proxy's ledger holds after the run: statuses, and the guard verdicts of the timed writes. */
async function ledgerCheck(o: ProxyBenchOptions, dataDir: string, since: number): Promise<{ statuses: Record<string, number>; verdicts: Partial<Record<Verdict, number>> }> {
  // The proxy process has exited (its client closed it); its lock goes with it.
  for (let i = 0; i < 50 && existsSync(join(dataDir, 'LOCK')); i++) await sleep(100);
  const fw = await openFirewall({ dataDir, settings: o.settings, policyHash: o.policyHash });
  try {
    const { ledger } = fw.engine.deps;
    const verdicts: Partial<Record<Verdict, number>> = {};
    for (const r of await ledger.listByStatus(o.settings.tenant, StatusSchema.options, 100_000, since)) {
      const v = (await ledger.tracesOf(r.id))[0]?.verdict;
      if (v) verdicts[v] = (verdicts[v] ?? 0) + 1;
    }
    return { statuses: await ledger.countByStatus(o.settings.tenant), verdicts };
  } finally {
    await fw.close();
  }
}
