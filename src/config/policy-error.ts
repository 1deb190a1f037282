/**
 * The error of a policy (or upstream mapping) file that does not load, apart from the loader so
 * the command line can recognise it without loading YAML, zod and the policy schema.
 */
import { HindsightError } from '../core/errors.js';

/** A policy that failed to load; `problems` holds one `file:line: path: message` line each. */
export class PolicyError extends HindsightError {
  /** Creates the error for `file` with its problem lines. */
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super('invalid_policy', `invalid policy ${file}:\n${problems.join('\n')}`);
    this.name = 'PolicyError';
  }
}
