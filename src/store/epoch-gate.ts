/**
 * The embedded store's revision gate: no lock per key — one process serves a data directory and
 * its engine runs writes one at a time — but a fence: the store's epoch when the write began. A
 * commit from any other process sharing the file since (`review`, `rollback` beside the server)
 * fails the write's commit with `version_conflict`, and the engine judges it again.
 */
import type { RecordStore, RevisionGate } from './ports.js';

/** A revision gate fenced by the ledger's whole-store epoch. */
export class EpochGate implements RevisionGate {
  /** Reads the epoch of `ledger`. */
  constructor(private readonly ledger: Pick<RecordStore, 'epoch'>) {}

  async hold<T>(_tenant: string, _keys: readonly string[], fn: (fence: number | undefined) => Promise<T>): Promise<T> {
    return fn(await this.ledger.epoch());
  }
}
