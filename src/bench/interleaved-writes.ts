/**
 * The write measurement of our arm: revision-only writes and guarded writes (the policy's guard in
 * front of the same revision core) timed alternately over one store, so both arms see the same N,
 * the same caches and the same noise from the rest of the machine; the order within each pair
 * alternates too. Before every timed write the engines' clock moves forward (untimed), so the
 * guarded principal writes at an agent's pace and the rate layer assesses ordinary traffic: what is
 * timed is the path a passing write takes, not the cheaper `hold` path of a flagged flood. The
 * guard's verdicts are counted so a reader can check that.
 */
import type { GuardPolicy } from '../config/policy-schema.js';
import type { Verdict } from '../core/types.js';
import { createGuard } from '../guard/create-guard.js';
import type { Caller, GuardPort } from '../revision/context.js';
import { RevisionEngine } from '../revision/engine.js';
import { profileGuardLayers } from './guard-profile.js';
import type { PacedClock } from './paced-clock.js';
import { perSecond, summarize, type LatencySummary } from './stats.js';
import type { SyntheticMemory } from './synthetic.js';

/** Inputs of the interleaved measurement. */
export interface InterleavedWritesInput {
  /** The engine of the opened store, without a guard: the revision-only arm. */
  engine: RevisionEngine;
  /** The policy's `guard` section, run in front of a second engine over the same ports. */
  guardPolicy: GuardPolicy;
  /** Both engines' clock; moved forward by `paceMs` before every timed write. */
  clock: PacedClock;
  paceMs: number;
  plain: { caller: Caller; sample: readonly SyntheticMemory[] };
  /** `task` is declared for the guarded session first, so the relevance layer has context. */
  guarded: { caller: Caller; sample: readonly SyntheticMemory[]; task: string };
}

/** What the guarded arm measured. */
export interface GuardedWriteReport {
  write_ms: LatencySummary;
  /** Guarded writes per second of time spent in them. */
  writes_per_s: number;
  /** The writes the guard let through to the revision core (allowed or flagged) only. */
  passed_write_ms: LatencySummary;
  /** Time inside `guard.run` (every layer and the verdict) per write. */
  guard_run_ms: LatencySummary;
  /** Each guarded write minus its `guard.run`: the rest of the path, to set against the revision-only write. */
  outside_guard_ms: LatencySummary;
  /**
   * `durationMs` of each layer's finding. The pipeline starts all layers at once and their
   * synchronous work runs one after another, so these overlap: they do not add up to guard_run_ms.
   */
  layer_ms: Record<string, LatencySummary>;
  /** Each layer's `assess` timed alone on the same writes, after the run (see guard-profile.ts). */
  layer_alone_ms: Record<string, LatencySummary>;
  /** The guard's enforced action per timed write. */
  verdicts: Record<Verdict, number>;
  reason_codes: Record<string, number>;
  /** Timed writes stored quarantined or rejected (the `hold` path: no revision). */
  held: number;
  /** How the guarded writes arrived: engine time between two of them, who wrote them, with what task. */
  pace: { engine_ms_between_writes: number; principal_writes_per_min: number; principal: string; session?: string; trust: number; task: string };
}

/** Durations of the revision-only arm and the guarded arm's report. */
export interface InterleavedWrites {
  plain: { ms: number[]; wallMs: number };
  guarded: GuardedWriteReport;
}

/** Times `plain.sample` and `guarded.sample` alternately, one write of each per pair. */
export async function timeInterleavedWrites(input: InterleavedWritesInput): Promise<InterleavedWrites> {
  const { engine, clock, paceMs, plain, guarded } = input;
  const inner = createGuard(input.guardPolicy, clock);
  // The guard as the engine calls it, with the outcome and time of each call kept aside.
  const calls: { outcome: Awaited<ReturnType<GuardPort['run']>>; ms: number }[] = [];
  const guard: GuardPort = {
    async run(write, ctx) {
      const t = performance.now();
      const outcome = await inner.run(write, ctx);
      calls.push({ outcome, ms: performance.now() - t });
      return outcome;
    },
    storedContent: (content) => inner.storedContent(content),
  };
  const guardedEngine = new RevisionEngine({ ...engine.deps, guard });
  await guardedEngine.noteSession(guarded.caller, guarded.task);

  const plainMs: number[] = [];
  const g = { all: [] as number[], passed: [] as number[], guard: [] as number[], layers: new Map<string, number[]>() };
  const verdicts: Record<Verdict, number> = { allow: 0, flag: 0, quarantine: 0, reject: 0 };
  const reasonCodes: Record<string, number> = {};
  let held = 0;

  const writePlain = async (m: SyntheticMemory) => {
    clock.advance(paceMs);
    const t = performance.now();
    await engine.write(plain.caller, { content: m.content });
    plainMs.push(performance.now() - t);
  };
  const writeGuarded = async (m: SyntheticMemory) => {
    clock.advance(paceMs);
    calls.length = 0;
    const t = performance.now();
    const res = await guardedEngine.write(guarded.caller, { content: m.content });
    const ms = performance.now() - t;
    g.all.push(ms);
    if (calls.length !== 1) throw new Error(`a guarded write ran the guard ${calls.length} times`);
    const { outcome, ms: guardMs } = calls[0];
    // A refused write throws in the engine: the bench paces its writes inside every rate window.
    if (outcome.refused) throw new Error(`a paced write was refused: ${outcome.refused.reason}`);
    g.guard.push(guardMs);
    verdicts[outcome.action]++;
    reasonCodes[outcome.reasonCode] = (reasonCodes[outcome.reasonCode] ?? 0) + 1;
    for (const f of outcome.findings) {
      const ms = g.layers.get(f.layer) ?? [];
      ms.push(f.durationMs);
      g.layers.set(f.layer, ms);
    }
    if (res.status === 'quarantined' || res.status === 'rejected') held++;
    else g.passed.push(ms);
  };

  const pairs = Math.max(plain.sample.length, guarded.sample.length);
  for (let i = 0; i < pairs; i++) {
    const p = plain.sample[i];
    const q = guarded.sample[i];
    // Alternate which arm goes first, so neither always writes right after the other's commit.
    if (i % 2 === 0) {
      if (p) await writePlain(p);
      if (q) await writeGuarded(q);
    } else {
      if (q) await writeGuarded(q);
      if (p) await writePlain(p);
    }
  }

  const layerAlone = await profileGuardLayers({ guardPolicy: input.guardPolicy, caller: guarded.caller, contents: guarded.sample.map((m) => m.content), paceMs: 2 * paceMs, task: guarded.task });
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    plain: { ms: plainMs, wallMs: sum(plainMs) },
    guarded: {
      write_ms: summarize(g.all),
      writes_per_s: perSecond(g.all.length, sum(g.all)),
      passed_write_ms: summarize(g.passed),
      guard_run_ms: summarize(g.guard),
      outside_guard_ms: summarize(g.all.map((ms, i) => ms - g.guard[i])),
      layer_ms: Object.fromEntries([...g.layers].map(([layer, ms]) => [layer, summarize(ms)])),
      layer_alone_ms: layerAlone,
      verdicts,
      reason_codes: reasonCodes,
      held,
      pace: {
        engine_ms_between_writes: 2 * paceMs,
        principal_writes_per_min: Math.round(60_000 / (2 * paceMs)),
        principal: guarded.caller.principal,
        session: guarded.caller.session,
        trust: guarded.caller.trustCeiling,
        task: guarded.task,
      },
    },
  };
}
