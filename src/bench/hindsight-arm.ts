/**
 * Our arm of the core bench: a real on-disk store (the policy's settings, durability `full`), filled
 * to N without the guard, then timed through the engine — revision-only and guarded writes
 * interleaved at size N, searches, HNSW recall@10 against exact search, and start-up over the same
 * directory in a fresh process, both cold (snapshot deleted, index rebuilt from the ledger) and
 * warm (snapshot loaded). Given a PostgreSQL target, the same workload runs on the PostgreSQL
 * ledger in that schema instead (`bench core --backend postgres`); a replica there keeps no index
 * snapshot, so both start-ups rebuild the index from the ledger.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openFirewall } from '../app.js';
import type { GuardPolicy } from '../config/policy-schema.js';
import type { Settings } from '../config/settings.js';
import { INDEXED_STATUSES } from '../core/types.js';
import type { PgLedger } from '../store/postgres/pg-store.js';
import type { PgTarget } from '../store/postgres/pg-db.js';
import type { Caller } from '../revision/context.js';
import { fillViaEngine, fillViaLedger, type FillReport, type PreparedMemory } from './fill.js';
import { timeInterleavedWrites, type GuardedWriteReport } from './interleaved-writes.js';
import { PacedClock } from './paced-clock.js';
import { measureRecall, type RecallReport } from './recall.js';
import type { ProbeReport } from './startup-probe.js';
import { perSecond, progress, summarize, timeEach, type LatencySummary } from './stats.js';
import type { SyntheticMemory, SyntheticQuery } from './synthetic.js';

/** Inputs of one run of our arm at one N. */
export interface HindsightArmInput {
  dataDir: string;
  /** Run on this PostgreSQL schema instead of the embedded store in `dataDir` (the caller drops it). */
  database?: PgTarget;
  fill: readonly SyntheticMemory[];
  /** The same memories parsed and embedded (used by the ledger fill). */
  prepared: readonly PreparedMemory[];
  /** Memories written through the engine at size N (timed), without the guard. */
  sample: readonly SyntheticMemory[];
  /** Memories written through the guard and the engine at size N (timed, interleaved with `sample`). */
  guardedSample: readonly SyntheticMemory[];
  /** The policy's guard section. */
  guardPolicy: GuardPolicy;
  searches: readonly SyntheticQuery[];
  recallQueries: readonly SyntheticQuery[];
  /** Largest N filled through the engine; above it the fill goes straight into the ledger. */
  engineFillMax: number;
  /** Seed for the start-up probe's queries. */
  seed: number;
  /** Settings in force (from the policy) and the policy's hash. */
  settings: Settings;
  policyHash: string;
}

/** What our arm measured at one N. */
export interface HindsightArmResult extends FillReport, Omit<RecallReport, 'index_search_ms'> {
  /** Revision-only writes (no guard), timed interleaved with the guarded ones. */
  write_ms: LatencySummary;
  /** Sequential engine writes per second of time spent in them. */
  writes_per_s: number;
  /** The same write path with the policy's guard in front, over the same store in the same loop. */
  guarded: GuardedWriteReport;
  search_ms: LatencySummary;
  /** HNSW search latency (k=10) alone, without the hybrid ranking around it. */
  hnsw_search_ms: LatencySummary;
  /** Statuses after the run: how many writes the revision core superseded, held, … */
  statuses: Record<string, number>;
  db_mb: number;
  index_mb: number;
  /** Re-opening the store in this process before the measurements (snapshot load). */
  reopen_in_process_ms: number;
  snapshot_save_ms: number;
  startup: ProbeReport | { error: string };
  startup_cold: ProbeReport | { error: string };
}

const PROBE = fileURLToPath(new URL('./startup-probe.js', import.meta.url));
const PROBE_SEARCHES = 50;
/**
 * Engine time between two timed writes (either arm): each principal writes every 6 s, 10 a minute,
 * an agent's pace. The rate layer's defaults admit 30 a minute per principal, but its burst check
 * compares a fresh principal with a baseline that starts at its first write and rises slowly
 * (1 h half-life), so from 12 writes a minute on it flags (medium) a new session's steady stream.
 */
const PACE_MS = 3000;
/** The guarded session's declared task: what the synthetic memories are about, so relevance compares real text. */
const TASK =
  'Keep track of the people, projects, clients and hotels we work with: contacts, cities, employers, deadlines, meetings, deploy lessons and what the user prefers.';

/** Runs the start-up probe over `dataDir` (or the PostgreSQL store `database`) in a fresh Node process. */
function probe(dataDir: string, seed: number, settings: Settings, database?: PgTarget): ProbeReport | { error: string } {
  const args = [PROBE, dataDir, String(seed), String(PROBE_SEARCHES), JSON.stringify(settings), ...(database ? [JSON.stringify(database)] : [])];
  const res = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  if (res.status !== 0) return { error: (res.stderr || res.error?.message || `exit ${res.status}`).trim().slice(0, 500) };
  return JSON.parse(res.stdout.trim().split('\n').pop() ?? '{}') as ProbeReport;
}

const mb = (file: string) => {
  try {
    return Math.round(statSync(file).size / 1e5) / 10;
  } catch {
    return 0;
  }
};

/** Size of a PostgreSQL schema's tables with their indexes and TOAST, in MB. */
async function schemaMb(ledger: PgLedger, schema: string): Promise<number> {
  const rows = await ledger.database.rows<{ b: number | null }>(
    `SELECT sum(pg_total_relation_size(c.oid))::bigint AS b FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relkind = 'r'`,
    [schema],
  );
  return Math.round((rows[0]?.b ?? 0) / 1e5) / 10;
}

const dropIndex = (dataDir: string) => {
  for (const f of ['index.bin', 'index.json']) rmSync(join(dataDir, f), { force: true });
};

/** Runs our arm at one N: fill, cold start-up (index rebuilt), measurements, warm start-up. */
export async function runHindsightArm(input: HindsightArmInput): Promise<HindsightArmResult> {
  const n = input.fill.length;
  const { settings, policyHash } = input;
  const writer: Caller = { principal: 'bench', tenant: settings.tenant, trustCeiling: 0.9, tool: 'memory_write', session: 'bench' };
  const reader: Caller = { ...writer, tool: 'memory_search' };
  // Same trust as the revision-only writer, so both arms take the same revision path.
  const guardedWriter: Caller = { ...writer, principal: 'bench-agent', session: 'bench-guarded' };

  const viaEngine = n <= input.engineFillMax;
  const { database } = input;
  const name = database ? 'hindsight-postgres' : 'hindsight';
  progress(`${name} n=${n}: filling via ${viaEngine ? 'engine' : 'ledger commits'}`);
  let fw = await openFirewall({ dataDir: input.dataDir, database, settings, policyHash });
  let fill: FillReport;
  try {
    fill = viaEngine ? await fillViaEngine(fw.engine, writer, input.fill) : await fillViaLedger(fw.engine, writer, input.prepared);
  } finally {
    await fw.close();
  }

  // The cold start runs first so a ledger-filled store gets its index built exactly once (the
  // probe saves the snapshot the measurements below start from).
  progress(`${name} n=${n}: cold start-up (index ${database ? 'built' : 'deleted, rebuilt'} from the ledger) in a fresh process`);
  if (!database) dropIndex(input.dataDir);
  const startupCold = probe(input.dataDir, input.seed, input.settings, database);

  const t0 = performance.now();
  const clock = new PacedClock();
  fw = await openFirewall({ dataDir: input.dataDir, database, settings, policyHash, clock });
  const reopenMs = performance.now() - t0;
  const { engine, store } = fw;
  try {
    progress(`${name} n=${n}: ${input.sample.length} revision-only and ${input.guardedSample.length} guarded engine writes at size N, interleaved`);
    const writes = await timeInterleavedWrites({
      engine,
      guardPolicy: input.guardPolicy,
      clock,
      paceMs: PACE_MS,
      plain: { caller: writer, sample: input.sample },
      guarded: { caller: guardedWriter, sample: input.guardedSample, task: TASK },
    });

    progress(`${name} n=${n}: ${input.searches.length} engine searches`);
    const searches = await timeEach(input.searches, (q) => engine.search(reader, { query: q.text, limit: 10 }));

    progress(`${name} n=${n}: recall@10 over ${input.recallQueries.length} queries (exact scan of ${await store.index.size()} vectors)`);
    const scope = { tenant: writer.tenant, statuses: INDEXED_STATUSES };
    const { index_search_ms, ...recall } = await measureRecall(store.ledger, store.index, engine.deps.embedder, input.recallQueries.map((q) => q.text), scope);
    const statuses = await store.ledger.countByStatus();
    const dbMb = database ? await schemaMb(store.ledger as PgLedger, database.schema) : mb(join(input.dataDir, 'hindsight.db'));

    const t1 = performance.now();
    await fw.close();
    const saveMs = performance.now() - t1;

    progress(`${name} n=${n}: ${database ? 'second start-up (index built from the ledger again: no snapshot on PostgreSQL)' : 'warm start-up (snapshot)'} in a fresh process`);
    const startup = probe(input.dataDir, input.seed, input.settings, database);
    return {
      ...fill,
      write_ms: summarize(writes.plain.ms),
      writes_per_s: perSecond(writes.plain.ms.length, writes.plain.wallMs),
      guarded: writes.guarded,
      search_ms: summarize(searches.ms),
      hnsw_search_ms: index_search_ms,
      ...recall,
      statuses,
      db_mb: dbMb,
      index_mb: database ? 0 : mb(join(input.dataDir, 'index.bin')),
      reopen_in_process_ms: Math.round(reopenMs),
      snapshot_save_ms: Math.round(saveMs),
      startup,
      startup_cold: startupCold,
    };
  } finally {
    await fw.close();
  }
}
