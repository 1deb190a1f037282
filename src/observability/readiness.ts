/** Readiness of the store (`/readyz`): the ledger answers a query and the vector index passes its probe and lacks no stored record. */
import type { Ledger, VectorIndex } from '../store/ports.js';

/** Each check: `true` when ready, otherwise why not. */
export type Readiness = Record<string, true | string>;

/**
 * Checks the ledger (one trivial query) and the index (`VectorIndex.health`: a probe search, its
 * vector count, and no stored record left out by a failed update). A closed store — during
 * shutdown — is not ready.
 */
export async function storeReadiness(store: { ledger: Pick<Ledger, 'maxSeq'>; index: Pick<VectorIndex, 'health'> }): Promise<Readiness> {
  const failed = (what: string, err: unknown) => `${what}: ${err instanceof Error ? err.message.slice(0, 200) : 'failed'}`;
  const checks: Readiness = {};
  try {
    await store.ledger.maxSeq();
    checks.ledger = true;
  } catch (err) {
    checks.ledger = failed('ledger query failed', err);
  }
  try {
    checks.index = await store.index.health();
  } catch (err) {
    checks.index = failed('index check failed', err);
  }
  return checks;
}
