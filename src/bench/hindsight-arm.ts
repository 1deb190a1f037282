/**
 * Our arm of the core bench: a real on-disk store (default settings, durability `full`), filled
 * to N, then timed through the engine — writes and searches at size N, HNSW recall@10 against
 * exact search, and start-up over the same directory in a fresh process (snapshot load, then a
 * cold rebuild with the snapshot deleted).
 */
import { spawnSync } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openFirewall } from '../app.js';
import { makeSettings } from '../config/settings.js';
import type { Caller } from '../revision/context.js';
import { fillViaEngine, fillViaLedger, type FillReport } from './fill.js';
import { measureRecall, type RecallReport } from './recall.js';
import type { ProbeReport } from './startup-probe.js';
import { perSecond, progress, summarize, timeEach, type LatencySummary } from './stats.js';
import type { SyntheticMemory, SyntheticQuery } from './synthetic.js';

/** Inputs of one run of our arm at one N. */
export interface HindsightArmInput {
  dataDir: string;
  fill: readonly SyntheticMemory[];
  /** Memories written through the engine at size N (timed). */
  sample: readonly SyntheticMemory[];
  searches: readonly SyntheticQuery[];
  recallQueries: readonly SyntheticQuery[];
  /** Largest N filled through the engine; above it the fill goes through the commit path. */
  engineFillMax: number;
  /** Seed for the start-up probe's queries. */
  seed: number;
}

/** What our arm measured at one N. */
export interface HindsightArmResult extends FillReport, Omit<RecallReport, 'index_search_ms'> {
  write_ms: LatencySummary;
  /** Sequential engine writes per second over the timed sample. */
  writes_per_s: number;
  search_ms: LatencySummary;
  /** HNSW search latency (k=10) alone, without the hybrid ranking around it. */
  hnsw_search_ms: LatencySummary;
  /** Statuses after the run: how many writes the revision core superseded, held, … */
  statuses: Record<string, number>;
  db_mb: number;
  index_mb: number;
  snapshot_save_ms: number;
  startup: ProbeReport | { error: string };
  startup_cold: ProbeReport | { error: string };
}

const PROBE = fileURLToPath(new URL('./startup-probe.js', import.meta.url));
const PROBE_SEARCHES = 50;

/** Runs the start-up probe over `dataDir` in a fresh Node process. */
function probe(dataDir: string, seed: number): ProbeReport | { error: string } {
  const res = spawnSync(process.execPath, [PROBE, dataDir, String(seed), String(PROBE_SEARCHES)], {
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

/** Runs our arm at one N. */
export async function runHindsightArm(input: HindsightArmInput): Promise<HindsightArmResult> {
  const n = input.fill.length;
  const fw = await openFirewall({ dataDir: input.dataDir, settings: makeSettings() });
  const { engine, store } = fw;
  try {
    const writer: Caller = { principal: 'bench', tenant: engine.deps.settings.tenant, trustCeiling: 0.9, tool: 'memory_write', session: 'bench' };
    const reader: Caller = { ...writer, tool: 'memory_search' };

    progress(`hindsight n=${n}: filling via ${n <= input.engineFillMax ? 'engine' : 'ledger commit path'}`);
    const fill = n <= input.engineFillMax ? await fillViaEngine(engine, writer, input.fill) : await fillViaLedger(engine, writer, input.fill);

    progress(`hindsight n=${n}: ${input.sample.length} engine writes at size N`);
    const writes = await timeEach(input.sample, (m) => engine.write(writer, { content: m.content }));

    progress(`hindsight n=${n}: ${input.searches.length} engine searches`);
    const searches = await timeEach(input.searches, (q) => engine.search(reader, { query: q.text, limit: 10 }));

    progress(`hindsight n=${n}: recall@10 over ${input.recallQueries.length} queries (exact scan of ${store.index.size()} vectors)`);
    const recall = await measureRecall(store.ledger, store.index, engine.deps.embedder, input.recallQueries.map((q) => q.text));
    const { index_search_ms, ...recallRest } = recall;
    const statuses = await store.ledger.countByStatus();

    const t = performance.now();
    await fw.close();
    const saveMs = performance.now() - t;

    progress(`hindsight n=${n}: start-up probes (snapshot, then cold rebuild)`);
    const startup = probe(input.dataDir, input.seed);
    for (const f of ['index.bin', 'index.json']) rmSync(join(input.dataDir, f), { force: true });
    const startupCold = probe(input.dataDir, input.seed);

    return {
      ...fill,
      write_ms: summarize(writes.ms),
      writes_per_s: perSecond(writes.ms.length, writes.wallMs),
      search_ms: summarize(searches.ms),
      hnsw_search_ms: index_search_ms,
      ...recallRest,
      statuses,
      db_mb: mb(join(input.dataDir, 'hindsight.db')),
      index_mb: mb(join(input.dataDir, 'index.bin')),
      snapshot_save_ms: Math.round(saveMs),
      startup,
      startup_cold: startupCold,
    };
  } finally {
    await fw.close();
  }
}
