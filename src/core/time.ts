/** Times given by people: on the command line, in API bodies and query strings, in forms. */
import { HindsightError } from './errors.js';
import { oneLine } from './text.js';

const ISO = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * Epoch milliseconds from epoch milliseconds (digits only) or an ISO 8601 date or date-time (one
 * without a zone is local time, as in `Date`); anything else is an `invalid_argument` naming `name`.
 * @example parseTime('2025-01-01T00:00:00Z', '--since') // 1735689600000
 */
export function parseTime(v: unknown, name: string): number {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  const t = /^\d{1,15}$/.test(s) ? Number(s) : ISO.test(s) ? Date.parse(s) : NaN;
  if (!Number.isSafeInteger(t)) {
    throw new HindsightError('invalid_argument', `${name}: "${oneLine(String(v ?? ''), 60)}" is not a time; give ISO 8601 (2025-01-31, 2025-01-31T12:00:00Z) or epoch milliseconds`);
  }
  return t;
}
