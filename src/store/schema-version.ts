/**
 * Which migrations a ledger needs, the same rule for the SQLite file and the PostgreSQL schema: a
 * store migrated by a newer build is refused (never downgraded), and a reviewer's command opened
 * beside the servers (`shared`) migrates nothing, so it needs exactly this build's version.
 */
import { HindsightError } from '../core/errors.js';

/**
 * The versions to apply, in order (each migration `v` brings the store to `v + 1`), to bring a
 * store at `current` to `target`; throws `store_incompatible` when it must not be touched.
 *
 * @example pendingMigrations(5, 7, false) // [5, 6]
 */
export function pendingMigrations(current: number, target: number, shared: boolean): number[] {
  if (current > target) throw new HindsightError('store_incompatible', `store schema v${current} is newer than this build (v${target}); upgrade hindsight-guard`);
  if (shared && current !== target) {
    throw new HindsightError('store_incompatible', `store schema v${current} differs from this build's v${target}; use the same hindsight-guard version as the server`);
  }
  return Array.from({ length: target - current }, (_, i) => current + i);
}
