/**
 * `hindsight-guard bench core`: for each N, our store (write latency at size N without and with the
 * policy's guard, interleaved in one loop; search latency, recall@10 of the HNSW index against
 * exact search, start-up time and resident memory), and in the same run two baselines over the
 * same synthetic memories — a plain SQLite insert with the same durability, and
 * `@modelcontextprotocol/server-memory`. Everything runs in temp
 * directories that are removed afterwards. Progress goes to stderr; with `--json` stdout holds
 * one JSON object per line and nothing else.
 *
 * With a PostgreSQL database (`--backend postgres`) the same workload — the same memories, writes,
 * searches and recall queries — also runs on the PostgreSQL ledger, in a throw-away schema dropped
 * afterwards, and its figures are printed beside the embedded store's with the ratios.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GuardPolicy } from '../config/policy-schema.js';
import type { Settings } from '../config/settings.js';
import { HindsightError } from '../core/errors.js';
import { HashingEmbedder } from '../embed/hashing-embedder.js';
import { prepareMemories, type PreparedMemory } from './fill.js';
import { runHindsightArm, type HindsightArmResult } from './hindsight-arm.js';
import { backendLine, renderTable, summaryLine, type BenchLine } from './report.js';
import { PgDb, type PgTarget } from '../store/postgres/pg-db.js';
import { runServerMemoryArm, type ServerMemoryResult } from './server-memory-arm.js';
import { runSqliteArm, type SqliteArmResult } from './sqlite-arm.js';
import { progress } from './stats.js';
import { MemoryGenerator, type SyntheticMemory, type SyntheticQuery } from './synthetic.js';

/** Options of `bench core`. */
export interface CoreBenchOptions {
  sizes: number[];
  json: boolean;
  /** Where the throw-away stores are made (default: the OS temp directory). */
  workDir?: string;
  /** Settings from the policy, and its hash (reported in the run line). */
  settings: Settings;
  policyHash: string;
  /** The policy's guard section, run in front of the guarded arm's writes. */
  guard: GuardPolicy;
  /** Timed writes per arm (default 500; searches and recall queries scale with it). */
  writeSample?: number;
  /** Also run our arm on PostgreSQL (`--backend postgres`): the database URL. */
  postgres?: { url: string };
}

/** Sample sizes: fixed so numbers at different N are comparable; `--samples` scales them (a quick check). */
function sampleSizes(writes = 500) {
  return {
    /** Engine writes of each arm, revision-only and guarded (and plain SQLite inserts), timed at size N. */
    writes,
    searches: Math.max(1, Math.round(writes * 0.6)),
    recallQueries: Math.max(1, Math.round(writes * 0.2)),
    /** server-memory rewrites its whole file per write: fewer calls at large N. */
    serverMemory: (n: number) => Math.min(writes, n >= 50_000 ? 50 : 200),
  };
}
type Samples = ReturnType<typeof sampleSizes>;
/**
 * Largest N filled through the full engine path (~4 ms a write here, so 10k takes ~40 s); above
 * it the fill goes straight into the ledger and only the timed sample takes the engine path.
 */
const ENGINE_FILL_MAX = 10_000;
const SEED = 20_240_917;

interface Workload {
  fill: SyntheticMemory[];
  sample: SyntheticMemory[];
  /** `fill` and `sample` parsed and embedded once, for the ledger fill and the SQLite rows. */
  prepared: { fill: PreparedMemory[]; sample: PreparedMemory[]; seconds: number };
  searches: SyntheticQuery[];
  recall: SyntheticQuery[];
  /** Memories for the guarded writes (drawn last, so the other inputs match runs without them). */
  guarded: SyntheticMemory[];
}

function workload(n: number, embeddingDim: number, SAMPLES: Samples): Workload {
  const gen = new MemoryGenerator(n, SEED);
  const many = <T>(k: number, f: () => T) => Array.from({ length: k }, f);
  const fill = many(n, () => gen.next());
  const sample = many(SAMPLES.writes, () => gen.next());
  const embedder = new HashingEmbedder(embeddingDim);
  const t0 = performance.now();
  const prepared = { fill: prepareMemories(fill, embedder), sample: prepareMemories(sample, embedder), seconds: 0 };
  prepared.seconds = Math.round((performance.now() - t0) / 100) / 10;
  return {
    fill,
    sample,
    prepared,
    searches: many(SAMPLES.searches, () => gen.query()),
    recall: many(SAMPLES.recallQueries, () => gen.query()),
    guarded: many(SAMPLES.writes, () => gen.next()),
  };
}

/** Runs one arm, turning a failure into an error line instead of ending the run. */
async function arm<T extends object>(name: string, n: number, run: () => Promise<T>): Promise<{ line: BenchLine; value?: T }> {
  try {
    const value = await run();
    return { line: { bench: 'core', arm: name, n, ...value }, value };
  } catch (err) {
    process.exitCode = 1;
    progress(`${name} n=${n} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    return { line: { bench: 'core', arm: name, n, error: err instanceof Error ? err.message : String(err) } };
  }
}

/** Runs the core bench over `sizes` and prints the results. */
export async function runCoreBench(o: CoreBenchOptions): Promise<void> {
  if (o.writeSample !== undefined && (!Number.isInteger(o.writeSample) || o.writeSample < 10 || o.writeSample > 100_000)) {
    throw new HindsightError('invalid_argument', `--samples: expected an integer from 10 to 100000, got ${o.writeSample}`);
  }
  const SAMPLES = sampleSizes(o.writeSample);
  const bad = o.sizes.find((n) => !Number.isInteger(n) || n < 1 || n > 10_000_000);
  if (bad !== undefined || o.sizes.length === 0) throw new HindsightError('invalid_argument', `--sizes: expected positive integers, got ${o.sizes.join(',')}`);
  const started = performance.now();
  const emit = (lines: BenchLine[]) => {
    if (o.json) for (const l of lines) process.stdout.write(JSON.stringify(l) + '\n');
    else process.stdout.write(renderTable(lines) + '\n');
  };

  for (const n of o.sizes) {
    const t0 = performance.now();
    progress(`n=${n}: generating ${n + 2 * SAMPLES.writes} memories, parsing and embedding ${n + SAMPLES.writes}`);
    const w = workload(n, o.settings.embeddingDim, SAMPLES);
    if (o.workDir) mkdirSync(o.workDir, { recursive: true });
    const root = mkdtempSync(join(o.workDir ?? tmpdir(), `hindsight-bench-${n}-`));
    // An interrupted run must not leave a few hundred MB of store behind in the temp directory.
    const onSignal = () => {
      rmSync(root, { recursive: true, force: true });
      process.exit(130);
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    try {
      const sm = SAMPLES.serverMemory(n);
      const ours = await arm<HindsightArmResult>('hindsight', n, () =>
        runHindsightArm({ dataDir: join(root, 'hindsight'), fill: w.fill, prepared: w.prepared.fill, sample: w.sample, guardedSample: w.guarded, guardPolicy: o.guard, searches: w.searches, recallQueries: w.recall, engineFillMax: ENGINE_FILL_MAX, seed: SEED, settings: o.settings, policyHash: o.policyHash }),
      );
      progress(`sqlite-insert n=${n}`);
      const plain = await arm<SqliteArmResult>('sqlite-insert', n, () => runSqliteArm(dir(root, 'sqlite'), w.prepared.fill, w.prepared.sample));
      progress(`server-memory n=${n}: ${sm} add_observations, ${sm} search_nodes`);
      const peer = await arm<ServerMemoryResult>('server-memory', n, () => runServerMemoryArm(dir(root, 'server-memory'), w.fill, w.sample.slice(0, sm), w.searches.slice(0, sm)));
      const samples = { write_sample: SAMPLES.writes, search_sample: SAMPLES.searches, recall_sample: SAMPLES.recallQueries };
      // The same inputs, on PostgreSQL, in a schema of its own.
      let onPg: { line: BenchLine; value?: HindsightArmResult } | undefined;
      if (o.postgres) {
        const database: PgTarget = { url: o.postgres.url, schema: `hindsight_bench_${n}_${randomBytes(4).toString('hex')}`, poolMax: 10 };
        onPg = await arm<HindsightArmResult>('hindsight-postgres', n, () =>
          runHindsightArm({ dataDir: join(root, 'postgres-unused'), database, fill: w.fill, prepared: w.prepared.fill, sample: w.sample, guardedSample: w.guarded, guardPolicy: o.guard, searches: w.searches, recallQueries: w.recall, engineFillMax: ENGINE_FILL_MAX, seed: SEED, settings: o.settings, policyHash: o.policyHash }),
        );
        await dropSchema(database);
        onPg.line.schema = `${database.schema} (dropped)`;
      }
      // The guarded figures get a line of their own.
      const { guarded: _, ...oursLine } = ours.line;
      const pgLines: BenchLine[] = [];
      if (onPg) {
        const { guarded: _g, ...pgLine } = onPg.line;
        pgLines.push({ ...pgLine, ...samples }, guardedLine(n, onPg.value, onPg.line.error, 'hindsight-postgres-guarded'), backendLine(n, ours.value, onPg.value));
      }
      emit([
        { ...oursLine, ...samples, prepare_s: w.prepared.seconds },
        guardedLine(n, ours.value, ours.line.error),
        { ...plain.line, write_sample: SAMPLES.writes },
        { ...peer.line, write_sample: sm, search_sample: sm },
        ...pgLines,
        { ...summaryLine(n, ours.value, plain.value, peer.value), wall_s: Math.round((performance.now() - t0) / 100) / 10 },
      ]);
    } finally {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      rmSync(root, { recursive: true, force: true });
    }
  }
  const wall = Math.round((performance.now() - started) / 100) / 10;
  if (o.json) process.stdout.write(JSON.stringify({ bench: 'core', arm: 'run', sizes: o.sizes, wall_s: wall, node: process.version, policy: o.policyHash }) + '\n');
  else process.stdout.write(`\nbench core: ${o.sizes.join(', ')} in ${wall} s (node ${process.version}, policy ${o.policyHash})\n`);
}

/** The guarded arm's line: measured inside our arm, on the same store, in the same loop. */
function guardedLine(n: number, ours: HindsightArmResult | undefined, error: unknown, arm = 'hindsight-guarded'): BenchLine {
  const line: BenchLine = { bench: 'core', arm, n };
  if (!ours) return { ...line, error };
  return {
    ...line,
    ...ours.guarded,
    write_sample: ours.guarded.write_ms.n,
    fill_note: `the ${ours.fill_count} fill memories bypass the guard (${ours.fill} fill); only the timed writes run it`,
  };
}

/** Drops the bench's throw-away PostgreSQL schema (a failure to is reported, not thrown). */
async function dropSchema(target: PgTarget): Promise<void> {
  const db = new PgDb(target, 'bench');
  try {
    await db.query(`DROP SCHEMA IF EXISTS ${target.schema} CASCADE`);
  } catch (err) {
    process.exitCode = 1;
    progress(`could not drop the bench schema ${target.schema}: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    await db.close();
  }
}

function dir(root: string, name: string): string {
  const d = join(root, name);
  mkdirSync(d, { recursive: true });
  return d;
}
