/**
 * Our own typed errors (STYLE §7): a string `code` a client can act on and a message that is
 * safe to show. Anything else thrown is internal and never crosses the wire verbatim.
 */

/** Error codes the firewall reports to clients. */
export type ErrorCode =
  | 'invalid_argument'
  | 'content_too_large'
  | 'not_found'
  | 'invalid_transition'
  | 'version_conflict'
  /** A review decision named a content hash other than the item's: the reviewer saw something else. */
  | 'hash_mismatch'
  /** The caller's role does not allow this (an agent on the review API, a reviewer writing memories). */
  | 'forbidden'
  | 'store_incompatible'
  | 'store_corrupt'
  /** A policy file failed to load (never crosses the wire: commands refuse to start). */
  | 'invalid_policy'
  /** The audit log cannot take an entry (its end does not match its anchor): the action is refused. */
  | 'audit_broken'
  /** The HTTP front could not bind its address (the port is taken, say): the command stops at start. */
  | 'listen_failed'
  | 'internal';

/** An error whose message is safe to show a client. */
export class HindsightError extends Error {
  /** Creates an error with a machine-readable code. */
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'HindsightError';
  }
}

/** Maps any thrown value to what may cross the wire: our errors verbatim, others generic. */
export function toWireError(err: unknown): { code: ErrorCode; message: string } {
  if (err instanceof HindsightError) return { code: err.code, message: err.message };
  return { code: 'internal', message: 'internal error; see the server log' };
}
