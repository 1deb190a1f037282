/**
 * What the revision core runs on: its ports, clock and settings, plus the caller of an operation.
 * Passed in, never global, so tests and the eval runner control time and storage.
 */
import type { Clock } from '../core/clock.js';
import type { Channel, Finding, Verdict } from '../core/types.js';
import type { Embedder } from '../embed/embedder.js';
import type { Settings } from '../config/settings.js';
import type { Metrics } from '../observability/metrics-port.js';
import type { Ledger, RevisionGate, VectorIndex } from '../store/ports.js';
import type { Judge } from './judges/judge.js';
import type { Claim } from './claim.js';
import type { Facets } from './facets.js';
import type { EventBus } from '../notify/event-bus.js';

/** What the guard decided for one write (the guard pipeline's outcome, as the engine needs it). */
export interface GuardDecision {
  findings: Finding[];
  verdict: Verdict;
  /** What to do: the verdict when enforced, `allow` in shadow mode. */
  action: Verdict;
  reasons: string[];
  reasonCode: string;
}

/** A write the guard refused before assessing it (back-pressure): nothing of it may be stored. */
export interface GuardRefusal {
  /** Which limit refused it (a bounded label: `principal`, `session`, `tenant`). */
  scope: string;
  /** When a retry will be admitted, in milliseconds. */
  retryAfterMs: number;
  reason: string;
}

/**
 * The guard port: assesses a write before the revision core sees it. Implemented by
 * src/guard/create-guard.ts; the engine only knows this shape.
 */
export interface GuardPort {
  /** The write's verdict, or its refusal when it is over a rate limit. */
  run(
    write: { content: string; channel: Channel; principal: string; tenant: string; session?: string; subject?: string; trust: number; declaredChannel?: Channel; tool: string },
    ctx: { at: number; task?: string; recent?: string[] },
  ): Promise<(GuardDecision & { refused?: undefined }) | { refused: GuardRefusal }>;
  /** Assesses text that is not a memory write: every layer but rate & repetition (see create-guard.ts). */
  inspect?(
    write: { content: string; channel: Channel; principal: string; tenant: string; session?: string; subject?: string; trust: number; declaredChannel?: Channel; tool: string },
    ctx: { at: number; task?: string; recent?: string[] },
  ): Promise<GuardDecision>;
  /** The text to store (secrets redacted per policy); the guard's redaction is asynchronous. */
  storedContent(content: string): string | Promise<string>;
  /**
   * The write's claim (and, when `facets` is asked for, its facets), read where the guard reads
   * text — its worker threads, off the event loop; absent when the guard reads on the event loop,
   * and the engine reads them itself.
   */
  readWrite?(content: string, subject: string | undefined, at: number, facets: boolean): Promise<WriteReading>;
}

/** A write's claim and facets, read by the guard's worker threads. */
export interface WriteReading {
  claim: Claim;
  facets?: Facets;
}

/** Where the engine warns an operator (the process logger; pino's `warn(fields, message)`). */
export interface AlertLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

/** The engine's dependencies. */
export interface EngineDeps {
  ledger: Ledger;
  index: VectorIndex;
  /**
   * Keeps revisions of one key apart across every process sharing the store: a lock per key on
   * PostgreSQL; by default the ledger's whole-store epoch (the embedded store).
   */
  gate?: RevisionGate;
  embedder: Embedder;
  judge: Judge;
  clock: Clock;
  settings: Settings;
  /** Hash of the policy/settings in force, recorded in traces. */
  policyHash: string;
  /** The guard layers; without one every write goes straight to the revision core. */
  guard?: GuardPort;
  /** Where revisions, suppressed reads and judge errors are counted; nowhere by default. */
  metrics?: Metrics;
  /** Where a principal nearing a bound of the store is reported; nowhere by default. */
  log?: AlertLog;
  /** Where commits are announced to other replicas (Redis pub/sub); nowhere by default. */
  events?: EventBus;
}

/** Who is calling: identity comes from the transport, never from tool arguments. */
export interface Caller {
  principal: string;
  tenant: string;
  /** Highest trust this principal may write with. */
  trustCeiling: number;
  session?: string;
  /** The MCP tool (or CLI command) being served. */
  tool: string;
}

/** A caller's declared channel may only lower trust. */
export type DeclaredChannel = Channel | undefined;

/** A simple async mutex: writes are serialised so a commit and its index update stay in order. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  /** Runs `fn` after every earlier holder has finished. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    const prev = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((r) => (release = r));
    await prev;
    try {
      return await fn();
    } finally {
      release();
    }
  }
}

/**
 * A counting semaphore: at most `slots` holders at once, the rest waiting in arrival order (on
 * promises, not timers). Writes take a slot before any of their work.
 */
export class Semaphore {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  /** Allows `slots` holders at once. */
  constructor(slots: number) {
    this.free = slots;
  }

  /** Runs `fn` once a slot is free, and frees it after. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((r) => this.waiting.push(r));
    try {
      return await fn();
    } finally {
      // Handed straight to the next waiter: a newcomer cannot take the slot in between.
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}
