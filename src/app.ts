/**
 * Composition root: opens the store (a data directory, or a PostgreSQL schema) and builds the revision engine on it.
 * Everything the engine needs is created here and passed in.
 */
import { systemClock, type Clock } from './core/clock.js';
import { settingsHash, type Settings } from './config/settings.js';
import { HashingEmbedder } from './embed/hashing-embedder.js';
import { RevisionEngine } from './revision/engine.js';
import { HeuristicJudge } from './revision/judges/heuristic-judge.js';
import { openStore, type OpenedStore } from './store/open-store.js';
import type { LayerPool } from './guard/layer-pool.js';
import type { GuardPolicy } from './config/policy-schema.js';
import type { Metrics } from './observability/metrics-port.js';
import type { AlertLog } from './revision/context.js';
import type { Coordination } from './store/coordination.js';
import type { PgTarget } from './store/postgres/pg-db.js';

/** A running firewall core. */
export interface Firewall {
  engine: RevisionEngine;
  store: OpenedStore;
  /** Lets queued writes finish, flushes the read log, saves the index snapshot and closes the store. */
  close(): Promise<void>;
}

/**
 * Opens a firewall core over `dataDir` (or an in-memory store when undefined). `policyHash` is the
 * hash of the policy file the settings came from; without one, traces carry a hash of the settings.
 */
export async function openFirewall(opts: {
  dataDir?: string;
  /** The PostgreSQL store to open instead of the embedded one (`openPolicy(…).database`). */
  database?: PgTarget;
  /** Drop the PostgreSQL schema at close (a throw-away store). */
  dropOnClose?: boolean;
  settings: Settings;
  clock?: Clock;
  policyHash?: string;
  guard?: GuardPolicy;
  /** Open alongside a running server (see `OpenStoreOptions.shared`): for status changes only. */
  shared?: boolean;
  /** Where the guard and the revision core count what they do (the servers' Prometheus registry). */
  metrics?: Metrics;
  /** Where a principal nearing a bound of the store is reported (the process logger). */
  log?: AlertLog;
  /**
   * Run the guard's CPU-bound layers on this many worker threads (the servers pass
   * `settings.guardThreads`); on the event loop when 0 or left out. The threads load their models
   * before this resolves.
   */
  guardThreads?: number;
  /**
   * Wait for the guard threads' models (and load the event loop's) before resolving: true for a
   * server many sessions share; false for a stdio process an agent spawns per session, whose
   * start-up is on the agent's clock (the first write then waits for a warm thread).
   */
  warmBeforeStart?: boolean;
  /**
   * How this replica coordinates with others (`openCoordination`): the guard's counters and the
   * bus commits are announced on. Left out: in-process counters and no announcements. The caller
   * owns it and closes it after the firewall.
   */
  coordination?: Pick<Coordination, 'counters' | 'events'>;
}): Promise<Firewall> {
  const { settings } = opts;
  const clock = opts.clock ?? systemClock;
  const embedder = new HashingEmbedder(settings.embeddingDim);
  const store = await openStore({
    dataDir: opts.dataDir,
    database: opts.database,
    dropOnClose: opts.dropOnClose,
    model: embedder.model,
    durability: settings.durability,
    shared: opts.shared,
  });
  const policyHash = opts.policyHash ?? settingsHash(settings);
  // The audit log says which policy decided what from here on. A log that cannot take the entry
  // (tampered) refuses the start: every decision after it would go unaudited.
  try {
    await store.ledger.appendAudit({ at: clock.now(), tenant: settings.tenant, actor: 'system', action: 'policy.load', why: [opts.shared ? 'opened beside a running server' : 'store opened'], policyHash });
  } catch (err) {
    await store.close();
    throw err;
  }
  // The guard's layers (secret rules, screening lexicons, provenance) are loaded by a firewall that
  // has a guard: the review commands open one without.
  const guarding = opts.guard && (await import('./guard/create-guard.js'));
  let pool: LayerPool | undefined;
  if (opts.guard && guarding && (opts.guardThreads ?? 0) > 0) {
    const { createLayerPool } = await import('./guard/layer-pool.js');
    pool = createLayerPool({ screening: opts.guard.screening, provenance: opts.guard.provenance, channelTrust: settings.channelTrust }, { threads: opts.guardThreads, deadlineMs: guarding.LAYER_TIMEOUT_MS });
    // The threads load their models now, and so does the event loop (the revision core reads the
    // claims and facets of stored records, search reads queries): loading a model is synchronous
    // and takes a few hundred milliseconds, which a first write must not stall /healthz and every
    // other request for. WordNet needs no loading (its files are searched as read).
    if (opts.warmBeforeStart ?? true) {
      (await import('./analysis/analyze.js')).warmUp();
      try {
        await pool.ready();
      } catch (err) {
        await pool.close();
        await store.close();
        throw err;
      }
    }
  }
  const engine = new RevisionEngine({
    ledger: store.ledger,
    index: store.index,
    gate: store.gate,
    embedder,
    judge: new HeuristicJudge({ strong: settings.revision.strongSimilarity, related: settings.revision.relatedSimilarity }),
    clock,
    settings,
    policyHash,
    // With a policy's guard section every write passes the guard layers first.
    guard: opts.guard && guarding ? guarding.createGuard(opts.guard, clock, { channelTrust: settings.channelTrust, metrics: opts.metrics, pool, counters: opts.coordination?.counters }) : undefined,
    metrics: opts.metrics,
    log: opts.log,
    events: opts.coordination?.events,
  });
  let closed: Promise<void> | undefined;
  const shutdown = async () => {
    try {
      // A write already queued is answered and stored, not cut off by the store closing under it.
      await engine.idle();
      await engine.flushReads();
    } finally {
      await pool?.close();
      await store.close();
    }
  };
  return { engine, store, close: () => (closed ??= shutdown()) };
}
