/**
 * The guard layer contract: each layer is `(write, context) → Finding`, sync or async.
 * Layers should never throw, but the pipeline does not rely on it: a throw, a rejection, a
 * malformed finding or a timeout is turned into an `error` finding there, so a buggy or slow
 * layer fails closed through `guard.on_error` instead of letting the write through.
 */
import type { Channel, Finding } from '../core/types.js';
import type { RateAdmission } from './rate-layer.js';

/** One memory write as the guard sees it: who wrote what, through which channel and tool. */
export interface GuardWrite {
  /** The memory text as written (untrusted; layers cap what they scan). */
  content: string;
  /** The effective channel: the principal's, or the lower one the caller declared. */
  channel: Channel;
  /** The authenticated caller. */
  principal: string;
  tenant: string;
  session?: string;
  /** The structured key (entity or topic) the write is about, when known. */
  subject?: string;
  /** Effective trust in [0, 1], from the principal and channel, never from the content. */
  trust: number;
  /** The channel the caller declared for this write, if any (it may only lower trust). */
  declaredChannel?: Channel;
  /** The MCP tool the write arrived through. */
  tool: string;
}

/**
 * What a layer may need beyond the write. Kept small on purpose: stores, embedders and counters
 * are a layer's own dependencies, passed to its factory, not carried per call.
 */
export interface GuardContext {
  /** When the write arrived, epoch milliseconds (from the injected clock). */
  at: number;
  /** The session's declared task, for the relevance layer. */
  task?: string;
  /** Recent writes of the session, oldest first, for the relevance layer. */
  recent?: string[];
  /** Aborted when the pipeline stops waiting for the layer (timeout): stop work, the result is ignored. */
  signal?: AbortSignal;
  /** The write's counts in its rate windows, taken when the guard admitted it (for the rate layer). */
  admission?: RateAdmission;
}

/** One guard layer. */
export interface GuardLayer {
  /** Stable layer name; the finding's `layer` and the key under `guard.verdicts.layers`. */
  readonly name: string;
  /** Scores one write. */
  assess(write: GuardWrite, ctx: GuardContext): Finding | Promise<Finding>;
  /**
   * How long the pipeline waits for this layer, when not its own default: a layer run on a worker
   * thread enforces its own deadline there (from when a thread starts it) and may wait in a queue first.
   */
  readonly timeoutMs?: number;
}
