/**
 * Bursts of held copies: when the guard holds a write that states the same claim as a review item
 * the same principal opened moments ago (the rate layer's claim fingerprint; copies no further
 * apart than `bounds.burstMs`), the copy is counted on that item instead of being stored, embedded
 * and queued again. A reviewer sees one item saying how many copies came, not thousands of items;
 * the writer is told which item its copy was counted on. A copy after the item was decided, or
 * after a pause, opens a new item.
 */
import type { MemoryRecord, Status } from '../core/types.js';
import type { HeldBurst, Ledger } from '../store/ports.js';
import type { Caller } from './context.js';

/**
 * The revision-gate key a burst of `claim` from `principal` is counted under (in the caller's
 * tenant): a write holding it is the only one, on any replica, reading or changing that burst.
 */
export function burstLock(principal: string, claim: string): string {
  return `burst\0${principal}\0${claim}`;
}

/**
 * The burst lock of a review item, if copies are counted on it: a reviewer deciding the item holds
 * it, so no replica counts a copy on an item in the moment it is decided.
 */
export async function burstLocksOf(ledger: Pick<Ledger, 'burstOf'>, recordId: string): Promise<string[]> {
  const burst = await ledger.burstOf(recordId);
  return burst ? [burstLock(burst.principal, burst.claim)] : [];
}

/** What the bursts read and write. */
export interface BurstDeps {
  ledger: Pick<Ledger, 'get' | 'heldBurst' | 'saveBurst'>;
  burstMs: number;
}

/** A held copy counted on an open item: the item, and the copies counted on it so far. */
export interface CountedCopy {
  item: MemoryRecord;
  copies: number;
}

/**
 * Counts a held copy of `claim` on the principal's open item of the same claim and status, and
 * returns it; undefined when there is none (the copy opens a new burst).
 */
export async function countOnBurst(deps: BurstDeps, caller: Caller, claim: string, status: Status, now: number): Promise<CountedCopy | undefined> {
  const burst = await deps.ledger.heldBurst(caller.tenant, caller.principal, claim);
  if (!burst || now - burst.lastAt > deps.burstMs) return undefined;
  const item = await deps.ledger.get(burst.recordId);
  // Decided (approved, rejected, expired) since: the next copy is a new question for a reviewer.
  if (!item || item.status !== status) return undefined;
  const next: HeldBurst = { ...burst, copies: burst.copies + 1, lastAt: now };
  await deps.ledger.saveBurst(next);
  return { item, copies: next.copies };
}

/** Opens a burst at a newly held item. */
export async function openBurst(deps: BurstDeps, caller: Caller, claim: string, recordId: string, now: number): Promise<void> {
  await deps.ledger.saveBurst({ tenant: caller.tenant, principal: caller.principal, claim, recordId, copies: 1, firstAt: now, lastAt: now });
}
