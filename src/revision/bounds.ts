/**
 * Per-principal bounds of the store: how many open review items and how many records one
 * principal may have. A flood that gets past the rate windows — slowly, or from a writer whose
 * every write is held — then fills its sender's share, not the disk or the reviewers' queue.
 *
 * At a bound the write that would add to it is refused with `bound_reached` before anything of it
 * is stored; nothing acknowledged is ever dropped to make room (fail closed). From the alert share
 * of a bound on, each such write is counted (`hindsight_bound_alerts_total{bound}`) and logged at
 * warn, at most once per principal and bound every few minutes, so someone hears of it before
 * writes are refused. Checked under the engine's write lock, next to the commit it guards; the
 * counts come from the ledger, so what other processes committed counts too.
 */
import { HindsightError } from '../core/errors.js';
import type { Status } from '../core/types.js';
import type { Settings } from '../config/settings.js';
import type { Bound, Metrics } from '../observability/metrics-port.js';
import type { Ledger } from '../store/ports.js';
import type { AlertLog, Caller } from './context.js';

/** How long one principal's alert on one bound stays quiet in the log after it was logged. */
const ALERT_QUIET_MS = 5 * 60_000;
/** Principals whose last alert is remembered (oldest forgotten first). */
const MAX_ALERTED = 10_000;

/** What the bounds read and report to. */
export interface BoundsDeps {
  ledger: Pick<Ledger, 'usage'>;
  settings: Pick<Settings, 'bounds'>;
  metrics: Metrics;
  clock: { now(): number };
  log?: AlertLog;
}

/** The per-principal bounds of one engine. */
export class PrincipalBounds {
  private readonly alerted = new Map<string, number>();

  /** Creates the bounds over a ledger and the `bounds` settings. */
  constructor(private readonly deps: BoundsDeps) {}

  /**
   * Throws `bound_reached` when storing one more record of `status` from `caller` would pass a
   * bound; alerts when it reaches the alert share of one.
   */
  async check(caller: Caller, status: Status): Promise<void> {
    const { heldPerPrincipal, recordsPerPrincipal, alertRatio } = this.deps.settings.bounds;
    const usage = await this.deps.ledger.usage(caller.tenant, caller.principal);
    const bounds: [Bound, number, number][] = [['records', usage.records, recordsPerPrincipal]];
    if (status === 'quarantined') bounds.push(['held', usage.held, heldPerPrincipal]);
    for (const [bound, count, max] of bounds) {
      if (count >= max) {
        this.deps.metrics.backpressure(bound === 'held' ? 'bound_held' : 'bound_records');
        throw new HindsightError('bound_reached', refusal(caller.principal, bound, count));
      }
      if (count + 1 >= alertRatio * max) this.alert(caller, bound, count + 1, max);
    }
  }

  private alert(caller: Caller, bound: Bound, count: number, max: number): void {
    this.deps.metrics.boundAlert(bound);
    const key = `${caller.tenant}\0${caller.principal}\0${bound}`;
    const now = this.deps.clock.now();
    const last = this.alerted.get(key);
    if (last !== undefined && now - last < ALERT_QUIET_MS) return;
    this.alerted.delete(key);
    this.alerted.set(key, now);
    if (this.alerted.size > MAX_ALERTED) this.alerted.delete(this.alerted.keys().next().value as string);
    const what = bound === 'held' ? 'open review items' : 'records';
    this.deps.log?.warn({ tenant: caller.tenant, principal: caller.principal, bound, count, max }, `principal nearing its bound of ${what}: ${count} of ${max}`);
  }
}

function refusal(principal: string, bound: Bound, count: number): string {
  if (bound === 'held') {
    return `${principal} has ${count} writes waiting for review, its bound (bounds.held_per_principal): this write would be held too, so it was refused and not stored; writes that pass the guard are still stored, and a reviewer deciding held ones makes room`;
  }
  return `${principal} has ${count} records in the store, its bound (bounds.records_per_principal): the write was refused and not stored; an operator can raise the bound in the policy`;
}
