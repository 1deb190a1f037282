/**
 * The record status machine (docs/revision-semantics.md): the only transitions the engine may apply.
 * A late-arriving older fact is recorded straight into history (`new → superseded`) because
 * an older event time never supersedes a newer one but every version is kept.
 */
import type { Status } from './types.js';
import { HindsightError } from './errors.js';

/** The status a brand-new record may start in. */
export const INITIAL_STATUSES: readonly Status[] = ['active', 'uncertain', 'quarantined', 'rejected', 'superseded'];

const TRANSITIONS: Readonly<Record<Status, readonly Status[]>> = {
  active: ['superseded', 'expired', 'forgotten', 'rolled-back'],
  superseded: ['active', 'forgotten', 'rolled-back'],
  uncertain: ['active', 'rejected', 'forgotten', 'rolled-back'],
  // Approval re-enters the revision core as of now: served, held against a more trusted memory
  // (uncertain), or recorded as history of a newer fact (superseded).
  quarantined: ['active', 'uncertain', 'superseded', 'rejected', 'expired-quarantine', 'rolled-back'],
  rejected: [],
  'expired-quarantine': [],
  expired: ['forgotten'],
  forgotten: [],
  // A campaign rollback takes every record the campaign wrote out of service; it is never served
  // again through the status machine (its versions are kept, so the rollback's trace can be undone by hand).
  'rolled-back': ['forgotten'],
};

/** Statuses a review listing can show: the queue, and what left it. */
export const REVIEW_STATUSES = ['quarantined', 'rejected', 'expired-quarantine'] as const satisfies readonly Status[];
/** One of `REVIEW_STATUSES`. */
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** True when `from → to` is an allowed transition. */
export function canTransition(from: Status, to: Status): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Throws an `invalid_transition` error unless `from → to` is allowed. */
export function assertTransition(from: Status, to: Status, id: string): void {
  if (!canTransition(from, to)) {
    throw new HindsightError('invalid_transition', `memory ${id} is ${from}; it cannot become ${to}`);
  }
}
