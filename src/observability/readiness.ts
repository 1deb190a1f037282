/** Readiness of the store (`/readyz`): the ledger answers a trivial query and the vector index is loaded. */
import type { Ledger, VectorIndex } from '../store/ports.js';

/** Each check: `true` when ready, otherwise why not. */
export type Readiness = Record<string, true | string>;

/**
 * Checks the ledger (one trivial query) and the index (loaded before the server listens; it must
 * still answer). A closed store — during shutdown — is not ready.
 */
export async function storeReadiness(store: { ledger: Pick<Ledger, 'maxSeq'>; index: Pick<VectorIndex, 'size'> }): Promise<Readiness> {
  const failed = (what: string, err: unknown) => `${what}: ${err instanceof Error ? err.message.slice(0, 200) : 'failed'}`;
  const checks: Readiness = {};
  try {
    await store.ledger.maxSeq();
    checks.ledger = true;
  } catch (err) {
    checks.ledger = failed('ledger query failed', err);
  }
  try {
    checks.index = Number.isInteger(store.index.size()) ? true : 'index not loaded';
  } catch (err) {
    checks.index = failed('index not loaded', err);
  }
  return checks;
}
