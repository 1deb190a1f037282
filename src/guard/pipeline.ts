/**
 * The guard pipeline: runs every layer on a write, concurrently, and turns their
 * findings into a verdict through the verdict policy. Fail-closed: a layer that throws, rejects,
 * returns something that is not a valid finding, or does not answer within `timeoutMs` yields an
 * `error` finding, which `guard.on_error` (quarantine by default) decides — the write is never
 * dropped and never stored unassessed. Error reasons name only the error's type, never its
 * message or stack: a finding is recorded in traces a reviewer and an audit log read.
 *
 * Pure with respect to storage: it decides, it does not store or hold anything.
 *
 * Metrics: every layer's duration, and the verdict counted once under each layer whose
 * finding has a severity above `none` (the layers that contributed to it) and once under `final`
 * (every assessed write). So `{layer="final"}` sums to the writes assessed and `{layer="screening"}`
 * to the writes screening found something in, by the verdict they got. The verdict is the policy's,
 * also in shadow mode (decided, not enforced).
 */
import type { Clock } from '../core/clock.js';
import { FindingSchema, type Finding, type Verdict } from '../core/types.js';
import type { GuardPolicy } from '../config/policy-schema.js';
import { noopMetrics, type Metrics } from '../observability/metrics-port.js';
import type { GuardContext, GuardLayer, GuardWrite } from './layer.js';
import { decideVerdict } from './verdict-policy.js';
import * as A from '../observability/attributes.js';
import { inSpan, markError, setContent } from '../observability/tracing.js';

/** The guard settings the pipeline reads: `on_error`, `verdicts` and `shadow`. */
export type PipelinePolicy = Pick<GuardPolicy, 'on_error' | 'verdicts' | 'shadow'>;

/** Dependencies of the pipeline. */
export interface GuardPipelineDeps {
  /** Layers in trace order (provenance, screening, rate, relevance, conflict). */
  layers: readonly GuardLayer[];
  /** Usually `policy.guard`. */
  verdictPolicy: PipelinePolicy;
  /** How long one layer may take before it counts as failed. */
  timeoutMs: number;
  /** Measures per-layer durations; a monotonic clock by default. */
  clock?: Clock;
  /** Where durations and verdicts are counted; nowhere by default. */
  metrics?: Metrics;
}

/** What the guard decided for one write. */
export interface GuardOutcome {
  /** One finding per layer, in layer order. */
  findings: Finding[];
  /** The verdict the policy gives, also in shadow mode. */
  verdict: Verdict;
  /** What the write path must do: the verdict when enforced, `allow` in shadow mode. */
  action: Verdict;
  /** False in shadow mode: decided and recorded, not enforced. */
  enforced: boolean;
  /** Every non-empty reason, prefixed with its layer (`screening: instruction:ignore-previous`). */
  reasons: string[];
  /** Stable machine-readable code: `pass`, `layer_error` or `<layer>.<severity>`. */
  reasonCode: string;
}

/** The guard pipeline. */
export interface GuardPipeline {
  /** Assesses one write; never throws. */
  run(write: GuardWrite, ctx: GuardContext): Promise<GuardOutcome>;
}

/** Most reasons kept per finding, and most characters per reason: layers may quote content. */
const MAX_REASONS = 20;
const MAX_REASON_CHARS = 300;

const monotonic: Clock = { now: () => performance.now() };

/**
 * Creates the pipeline.
 *
 * @example
 * const guard = createGuardPipeline({ layers: [screening, rate], verdictPolicy: policy.guard, timeoutMs: 2000 });
 * const { verdict, action, reasonCode } = await guard.run(write, { at: clock.now() });
 */
export function createGuardPipeline(deps: GuardPipelineDeps): GuardPipeline {
  const { layers, verdictPolicy, timeoutMs } = deps;
  const clock = deps.clock ?? monotonic;
  const metrics = deps.metrics ?? noopMetrics;
  if (!(timeoutMs > 0)) throw new RangeError('timeoutMs must be positive');

  /** One layer in its own span: severity and score; its reasons (they may quote content) only with the content opt-in. */
  function runLayer(layer: GuardLayer, write: GuardWrite, ctx: GuardContext): Promise<Finding> {
    const name = safeName(layer);
    return inSpan(`${A.SPAN.GUARD_LAYER} ${name}`, { [A.GUARD_LAYER]: name }, async (span) => {
      const f = await assessLayer(layer, name, write, ctx);
      span.setAttributes({ [A.GUARD_SEVERITY]: f.severity, [A.GUARD_SCORE]: f.score });
      if (f.severity === 'error') markError(span, 'layer_error');
      setContent(span, A.CONTENT.REASONS, f.reasons);
      return f;
    });
  }

  async function assessLayer(layer: GuardLayer, name: string, write: GuardWrite, ctx: GuardContext): Promise<Finding> {
    const start = clock.now();
    const limitMs = layer.timeoutMs ?? timeoutMs;
    const done = (f: Omit<Finding, 'durationMs'>): Finding => ({ ...f, durationMs: Math.max(0, clock.now() - start) });
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), limitMs);
      // A hung layer must not keep the process alive.
      timer.unref?.();
    });
    try {
      // `then` turns a synchronous throw into a rejection, so both take the same path.
      const assessed = Promise.resolve().then(() => layer.assess(write, { ...ctx, signal: abort.signal }));
      const result = await Promise.race([assessed, timeout]);
      if (result === 'timeout') {
        abort.abort();
        // The late answer, or late failure, is ignored; swallow it so it is not an unhandled rejection.
        assessed.catch(() => {});
        return done(failure(name, `timed out after ${limitMs}ms`));
      }
      const parsed = FindingSchema.safeParse(result);
      if (!parsed.success) return done(failure(name, 'returned an invalid finding'));
      // The layer name is the pipeline's, not the finding's: a layer cannot speak for another.
      const reasons = parsed.data.reasons.slice(0, MAX_REASONS).map((r) => r.slice(0, MAX_REASON_CHARS));
      const { score, severity, claim } = parsed.data;
      return done({ layer: name, score, severity, reasons, ...(claim !== undefined ? { claim } : {}) });
    } catch (err) {
      return done(failure(name, `failed (${errorType(err)})`));
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    run: (write, ctx) =>
      inSpan(A.SPAN.GUARD, { [A.TENANT]: write.tenant }, async (span) => {
        setContent(span, A.CONTENT.MEMORY_CONTENT, write.content);
        const findings = await Promise.all(layers.map((layer) => runLayer(layer, write, ctx)));
        const decision = decideVerdict(findings, verdictPolicy, write.channel);
        const enforced = !verdictPolicy.shadow;
        span.setAttributes({ [A.VERDICT]: decision.verdict, [A.REASON_CODE]: decision.reasonCode, [A.ENFORCED]: enforced });
        for (const f of findings) {
          metrics.guardLayer(f.layer, f.durationMs / 1000);
          if (f.severity !== 'none') metrics.guardDecision(decision.verdict, f.layer);
          if (f.severity === 'error') metrics.guardLayerError(f.layer);
        }
        metrics.guardDecision(decision.verdict, 'final');
        return {
          findings,
          verdict: decision.verdict,
          action: enforced ? decision.verdict : 'allow',
          enforced,
          reasons: findings.flatMap((f) => f.reasons.map((r) => `${f.layer}: ${r}`)),
          reasonCode: decision.reasonCode,
        };
      }),
  };
}

function failure(layer: string, what: string): Omit<Finding, 'durationMs'> {
  return { layer, score: 0, severity: 'error', reasons: [`layer_error: ${what}`] };
}

/** The error's type name only (`TypeError`), sanitised: its message may carry content or secrets. */
function errorType(err: unknown): string {
  let name: unknown;
  try {
    name = err instanceof Error ? err.name : typeof err;
  } catch {
    // A hostile getter on `name`.
    name = 'unknown';
  }
  const clean = String(name).replace(/[^\w.-]/g, '').slice(0, 64);
  return clean || 'unknown';
}

function safeName(layer: GuardLayer): string {
  const name = String(layer.name ?? '').slice(0, 64);
  return name || 'unnamed';
}
