/**
 * Worker threads for the CPU-bound guard layers, so a layer's deadline is real. A layer that runs
 * on the event loop cannot be timed out: while it computes, no timer fires and no other request —
 * `/healthz`, another session's write, SIGTERM — is served. Here the screening and provenance
 * layers, the reading of a write for the repetition checks and the redaction of secrets run in
 * `layer-worker.ts`; a task that runs past
 * `deadlineMs` is abandoned by terminating its thread, its promise rejects with a
 * `LayerDeadlineError` (the pipeline records `layer_error` and `guard.on_error` decides: quarantine
 * by default), and a fresh thread takes the slot.
 *
 * The deadline counts from the moment a thread starts the task, not while it waits in the queue:
 * a burst of large writes must not turn each other into failures. On Linux it counts the thread's
 * CPU time, not the clock's: the threads run niced, and on a host whose cores other processes keep
 * busy a short task can wait seconds for a core without running long (up to ten deadlines of
 * wall time; a stuck pattern runs, and is ended once it has run its deadline). A task that waits longer than
 * `maxQueueMs` for a thread fails instead (fail-closed, never dropped). Threads are started with
 * the pool and load their models before they take work, once per thread.
 */
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { ChannelTrust } from '../core/trust.js';
import type { GuardPolicy } from '../config/policy-schema.js';
import type { GuardWrite } from './layer.js';
import type { ScreeningInput } from './screening-layer.js';

/** What each worker builds its layers from: the policy's `guard.screening` and `guard.provenance`. */
export interface LayerWorkerData {
  screening: GuardPolicy['screening'];
  provenance: GuardPolicy['provenance'];
  channelTrust?: ChannelTrust;
}

/** One unit of work for a thread. */
export type LayerTaskInput =
  | { kind: 'screening'; input: ScreeningInput }
  | { kind: 'provenance'; write: GuardWrite }
  | { kind: 'redact'; content: string }
  | { kind: 'rate-reading'; content: string; subject?: string; at: number; maxChars: number; learned: boolean }
  | { kind: 'reading'; content: string; subject?: string; at: number; facets: boolean };
/** A task as posted to a thread. */
export type LayerTask = LayerTaskInput & { id: number };
/** What a thread posts back: it is ready, or a task's result or error type. */
export type LayerWorkerReply = { ready: true; tid?: number } | { id: number; result: unknown } | { id: number; error: string };

/** A task ran past the pool's deadline and its thread was terminated. */
export class LayerDeadlineError extends Error {
  override name = 'LayerDeadlineError';
}
/** A task waited longer than `maxQueueMs` for a thread. */
export class LayerQueueError extends Error {
  override name = 'LayerQueueError';
}
/** The pool is closed, or a thread failed under a task. */
export class LayerPoolError extends Error {
  override name = 'LayerPoolError';
}

/** Options of the pool. */
export interface LayerPoolOptions {
  /** Threads; 1 by default (the event loop keeps the other core). */
  threads?: number;
  /** Most milliseconds one task may run before its thread is terminated. */
  deadlineMs?: number;
  /** Most milliseconds a task may wait for a thread. */
  maxQueueMs?: number;
}

/** The pool. */
export interface LayerPool {
  /** Runs one task on a thread; rejects on deadline, queue wait, a thread's failure or `signal`. */
  run(task: LayerTaskInput, signal?: AbortSignal): Promise<unknown>;
  /** Resolves when every thread has loaded its models. */
  ready(): Promise<void>;
  /** Most milliseconds a task may run plus wait: what a caller's own timeout should allow. */
  readonly budgetMs: number;
  /** Terminates the threads; queued and running tasks reject. */
  close(): Promise<void>;
}

interface Pending {
  task: LayerTask;
  queuedAt: number;
  resolve(v: unknown): void;
  reject(e: Error): void;
  timer?: NodeJS.Timeout;
  slot?: Slot;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  /** The thread's Linux thread id, whose CPU time the deadline counts. */
  tid?: number;
  current?: Pending;
  warm: Promise<void>;
}

/** Milliseconds of one clock tick in /proc's CPU times (USER_HZ is 100 on Linux). */
const TICK_MS = 10;

/**
 * CPU milliseconds thread `tid` of this process has run (user and system), or undefined where
 * /proc cannot tell (not Linux).
 */
export function threadCpuMs(tid: number | undefined): number | undefined {
  if (tid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, in parentheses): state, ppid, …; utime and stime are the 12th and 13th.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(f[11]) + Number(f[12]);
    return Number.isFinite(ticks) ? ticks * TICK_MS : undefined;
  } catch {
    return undefined;
  }
}

const WORKER_URL = new URL('./layer-worker.js', import.meta.url);
const MAX_FAILED_STARTS = 3;
/** Most wall time a task may take, in deadlines, however little CPU time it got meanwhile. */
const WAIT_FACTOR = 10;
/** Least milliseconds before a deadline is looked at again. */
const MIN_RECHECK_MS = 20;

/**
 * Starts the threads (they begin loading their models at once).
 *
 * @example
 * const pool = createLayerPool({ screening: policy.guard.screening, provenance: policy.guard.provenance });
 * const finding = await pool.run({ kind: 'screening', input: { content, channel: 'tool', at } });
 */
export function createLayerPool(data: LayerWorkerData, opts: LayerPoolOptions = {}): LayerPool {
  const threads = Math.max(1, Math.floor(opts.threads ?? 1));
  const deadlineMs = opts.deadlineMs ?? 2000;
  const maxQueueMs = opts.maxQueueMs ?? 30_000;
  const queue: Pending[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;
  // Threads that died before they were ready, in a row: a thread that cannot start (a missing
  // module, a policy it cannot compile) is not restarted for ever; the pool fails instead.
  let failedStarts = 0;
  let broken: Error | undefined;

  function start(): Slot {
    const worker = new Worker(WORKER_URL, { workerData: data });
    // The pool must not keep a finished CLI command alive; a server's listener does that.
    worker.unref();
    let warmed!: () => void;
    const slot: Slot = { worker, ready: false, warm: new Promise<void>((r) => (warmed = r)) };
    worker.on('message', (m: LayerWorkerReply) => {
      if ('ready' in m) {
        slot.ready = true;
        slot.tid = m.tid;
        failedStarts = 0;
        warmed();
        dispatch();
        return;
      }
      const p = slot.current;
      if (!p || p.task.id !== m.id) return;
      finish(p);
      if ('error' in m) p.reject(new LayerPoolError(`layer failed (${m.error})`));
      else p.resolve(m.result);
      dispatch();
    });
    const lost = () => {
      const p = slot.current;
      if (p) {
        finish(p);
        p.reject(new LayerPoolError('layer thread failed'));
      }
      if (!slot.ready && ++failedStarts >= MAX_FAILED_STARTS) {
        broken = new LayerPoolError('layer threads cannot start');
        for (const q of queue.splice(0)) q.reject(broken);
        return;
      }
      if (!closed) replace(slot);
    };
    worker.once('error', lost);
    worker.once('exit', () => {
      if (slots.includes(slot)) lost();
    });
    return slot;
  }

  /** Puts a fresh thread where `slot` was; the old one is terminated, not awaited. */
  function replace(slot: Slot): void {
    const i = slots.indexOf(slot);
    if (i < 0) return;
    slot.worker.removeAllListeners('exit');
    void slot.worker.terminate();
    slots[i] = start();
  }

  function finish(p: Pending): void {
    clearTimeout(p.timer);
    if (p.slot) p.slot.current = undefined;
    p.slot = undefined;
  }

  function dispatch(): void {
    for (const slot of slots) {
      if (!slot.ready || slot.current) continue;
      let p: Pending | undefined;
      while ((p = queue.shift())) {
        if (performance.now() - p.queuedAt <= maxQueueMs) break;
        p.reject(new LayerQueueError(`waited over ${maxQueueMs}ms for a layer thread`));
      }
      if (!p) return;
      const running = p;
      slot.current = running;
      running.slot = slot;
      const startedAt = performance.now();
      const cpuAtStart = threadCpuMs(slot.tid);
      const expire = () => {
        // The deadline counts the thread's own CPU time where the system tells it: a thread that
        // other processes kept off the cores (it runs niced) has not run long, it has waited, and
        // is given the rest of its time — up to WAIT_FACTOR deadlines of waiting.
        const used = cpuAtStart === undefined ? undefined : threadCpuMs(slot.tid);
        const ran = used === undefined ? deadlineMs : used - cpuAtStart!;
        if (ran < deadlineMs && performance.now() - startedAt < deadlineMs * WAIT_FACTOR) {
          running.timer = setTimeout(expire, Math.max(deadlineMs - ran, MIN_RECHECK_MS));
          running.timer.unref?.();
          return;
        }
        finish(running);
        running.reject(new LayerDeadlineError(`ran over ${deadlineMs}ms`));
        // The thread may be stuck in a regex or a loop: it is not asked, it is ended.
        replace(slot);
      };
      running.timer = setTimeout(expire, deadlineMs);
      running.timer.unref?.();
      slot.worker.postMessage(running.task);
    }
  }

  for (let i = 0; i < threads; i++) slots.push(start());

  return {
    budgetMs: deadlineMs + maxQueueMs,
    run(input, signal) {
      if (closed) return Promise.reject(new LayerPoolError('layer pool closed'));
      if (broken) return Promise.reject(broken);
      return new Promise((resolve, reject) => {
        const p: Pending = { task: { ...input, id: nextId++ }, queuedAt: performance.now(), resolve, reject };
        signal?.addEventListener(
          'abort',
          () => {
            const q = queue.indexOf(p);
            if (q >= 0) queue.splice(q, 1);
            const slot = p.slot;
            if (slot) {
              finish(p);
              replace(slot);
            }
            reject(new LayerDeadlineError('abandoned'));
          },
          { once: true },
        );
        queue.push(p);
        dispatch();
      });
    },
    ready: async () => {
      while (!broken && slots.some((s) => !s.ready)) await Promise.race([Promise.all(slots.map((s) => s.warm)), new Promise((r) => setTimeout(r, 100))]);
      if (broken) throw broken;
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const p of queue.splice(0)) p.reject(new LayerPoolError('layer pool closed'));
      const all = slots.splice(0);
      for (const s of all) {
        if (s.current) {
          const p = s.current;
          finish(p);
          p.reject(new LayerPoolError('layer pool closed'));
        }
      }
      await Promise.all(all.map((s) => s.worker.terminate()));
    },
  };
}
