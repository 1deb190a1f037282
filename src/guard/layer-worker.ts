/**
 * A worker thread that runs the CPU-bound guard work (content screening, provenance, the reading
 * of a write for the repetition checks, the claim and facets the revision core files it under) and the
 * redaction of secrets, for `layer-pool.ts`. It builds its layers from the policy once, loads
 * the language models, and only then says it is ready, so no write waits for a model to load.
 * A write whose screening runs past its deadline is abandoned by terminating this thread: the
 * event loop that answers `/healthz`, other sessions and SIGTERM never runs it.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { warmUp } from '../analysis/analyze.js';
// Registers the frame lexicon's Chinese words with the segmenter, as on the main thread.
import '../analysis/frames.js';
import { createProvenanceLayer } from './provenance-layer.js';
import { createScreeningLayer } from './screening-layer.js';
import { readForRate } from './rate-layer.js';
import { parseClaim } from '../revision/claim.js';
import { facetsOf } from '../revision/facets.js';
import type { LayerTask, LayerWorkerData, LayerWorkerReply } from './layer-pool.js';

/** Nice value of a guard thread: below the event loop's (0), so it gives way when cores are busy. */
const THREAD_NICENESS = 10;

const data = workerData as LayerWorkerData;
const port = parentPort!;
/** This thread's id on Linux (for its priority, and for the pool to read its CPU time); undefined elsewhere. */
const tid = threadId();
const screening = createScreeningLayer(data.screening);
const provenance = createProvenanceLayer({ config: data.provenance, channelTrust: data.channelTrust });
warmUp();
// Only once the models are loaded: niced from the start, a thread on a host whose cores other
// processes keep busy took over 30 s to load them (its share of a contended core is a tenth), and
// the writes queued for it meanwhile failed as layer errors. Loading competes with nothing of
// this process's that must come first: a write waits for it either way.
yieldToEventLoop();

async function run(task: LayerTask): Promise<unknown> {
  switch (task.kind) {
    case 'screening':
      return screening.assess(task.input);
    case 'provenance':
      return provenance.assess(task.write);
    case 'redact':
      return screening.redact(task.content);
    case 'rate-reading':
      return readForRate(task.content, task.subject, task.at, task.maxChars, task.learned);
    case 'reading':
      return { claim: parseClaim(task.content, task.subject, task.at), ...(task.facets ? { facets: facetsOf(task.content, task.at) } : {}) };
  }
}

function threadId(): number | undefined {
  try {
    const id = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Lowers this thread's scheduling priority (Linux: a thread is a task with its own nice value), so
 * that where cores are scarce the event loop — `/healthz`, other sessions, SIGTERM — is scheduled
 * before the screening of a long write. Elsewhere, or without permission, nothing changes.
 */
function yieldToEventLoop(): void {
  if (tid === undefined) return;
  try {
    setPriority(tid, THREAD_NICENESS);
  } catch {
    // Not allowed: the thread keeps the process's priority.
  }
}

port.on('message', (task: LayerTask) => {
  run(task).then(
    (result) => port.postMessage({ id: task.id, result } satisfies LayerWorkerReply),
    // Only the error's type crosses: its message may quote the write.
    (err: unknown) => port.postMessage({ id: task.id, error: err instanceof Error ? err.name : typeof err } satisfies LayerWorkerReply),
  );
});
port.postMessage({ ready: true, tid } satisfies LayerWorkerReply);
