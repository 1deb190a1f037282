/**
 * The verdict policy: findings in, one verdict and one stable reason code out. Pure.
 * Each finding maps to an action through `guard.verdicts` (layer and channel overrides first);
 * the strictest action over all findings wins. An `error` finding takes `guard.on_error`
 * (quarantine by default): a write that could not be assessed is held, never silently stored.
 */
import type { Channel, Finding, Verdict } from '../core/types.js';
import type { GuardPolicy } from '../config/policy-schema.js';

/** The parts of the `guard` policy section the verdict depends on. */
export type VerdictPolicy = Pick<GuardPolicy, 'on_error' | 'verdicts'>;

/**
 * A verdict and why. `reasonCode` is machine-readable and drawn from a closed grammar:
 * `pass` (nothing above allow), `layer_error` (a layer failed and decided the verdict), or
 * `<layer>.<severity>` (e.g. `screening.high`, `rate.high`) for the finding that decided it.
 */
export interface VerdictDecision {
  verdict: Verdict;
  reasonCode: string;
  /** The layer whose finding decided the verdict, if any. */
  decidedBy?: string;
}

/** Verdicts from least to most restrictive. */
const ORDER: Record<Verdict, number> = { allow: 0, flag: 1, quarantine: 2, reject: 3 };
const SEVERITY: Record<Finding['severity'], number> = { none: 0, low: 1, medium: 2, high: 3, error: 4 };

/**
 * The action one finding asks for.
 *
 * @example actionFor({ layer: 'screening', severity: 'medium', … }, policy.guard, 'tool'); // 'quarantine'
 */
export function actionFor(finding: Finding, policy: VerdictPolicy, channel?: Channel): Verdict {
  const { severity } = finding;
  if (severity === 'none') return 'allow';
  if (severity === 'error') return policy.on_error;
  const v = policy.verdicts;
  // An own-property lookup: a layer named "__proto__" or "constructor" must not reach Object.prototype.
  const layer = Object.hasOwn(v.layers, finding.layer) ? v.layers[finding.layer] : undefined;
  const perChannel = channel && layer?.channels ? layer.channels[channel] : undefined;
  return perChannel?.[severity] ?? layer?.[severity] ?? v[severity];
}

/**
 * Turns findings into a verdict. Ties between findings asking for the same action go to a layer
 * error first (a reviewer must know a layer failed), then the higher severity, then layer order.
 *
 * @example decideVerdict(findings, policy.guard, write.channel); // { verdict: 'quarantine', reasonCode: 'layer_error', … }
 */
export function decideVerdict(findings: readonly Finding[], policy: VerdictPolicy, channel?: Channel): VerdictDecision {
  let best: { finding: Finding; action: Verdict } | undefined;
  for (const finding of findings) {
    const action = actionFor(finding, policy, channel);
    if (!best || outranks(finding, action, best.finding, best.action)) best = { finding, action };
  }
  if (!best) return { verdict: 'allow', reasonCode: 'pass' };
  const { finding, action } = best;
  if (finding.severity === 'error') return { verdict: action, reasonCode: 'layer_error', decidedBy: finding.layer };
  if (action === 'allow') return { verdict: 'allow', reasonCode: 'pass' };
  return { verdict: action, reasonCode: `${finding.layer}.${finding.severity}`, decidedBy: finding.layer };
}

function outranks(a: Finding, aAction: Verdict, b: Finding, bAction: Verdict): boolean {
  if (ORDER[aAction] !== ORDER[bAction]) return ORDER[aAction] > ORDER[bAction];
  return SEVERITY[a.severity] > SEVERITY[b.severity];
}
