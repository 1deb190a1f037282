/**
 * Our own typed errors: a string `code` a client can act on and a message that is
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
  /** The store's database cannot be reached (PostgreSQL down or restarting): the operation did not complete; retry later. */
  | 'store_unavailable'
  /** A policy file failed to load (never crosses the wire: commands refuse to start). */
  | 'invalid_policy'
  /** The audit log cannot take an entry (its end does not match its anchor): the action is refused. */
  | 'audit_broken'
  /** The data directory cannot be used (a file, not writable, a read-only disk): the command stops at start. */
  | 'data_dir_unusable'
  /** The HTTP front could not bind its address (the port is taken, say): the command stops at start. */
  | 'listen_failed'
  /** Back-pressure: the write is over twice a rate limit and was refused, nothing stored; retry after `retryAfterMs`. */
  | 'rate_limited'
  /** The principal is at a bound of the store (open review items, records): the write was refused, nothing stored. */
  | 'bound_reached'
  | 'internal';

/** An error whose message is safe to show a client. */
export class HindsightError extends Error {
  /** When the same call may succeed again, in milliseconds (`rate_limited`). */
  readonly retryAfterMs?: number;

  /** Creates an error with a machine-readable code. */
  constructor(
    readonly code: ErrorCode,
    message: string,
    opts: { retryAfterMs?: number } = {},
  ) {
    super(message);
    this.name = 'HindsightError';
    if (opts.retryAfterMs !== undefined) this.retryAfterMs = opts.retryAfterMs;
  }
}

/** What an error looks like on the wire; `retry_after_seconds` only when a retry may succeed then. */
export interface WireError {
  code: ErrorCode;
  message: string;
  retry_after_seconds?: number;
}

/** Maps any thrown value to what may cross the wire: our errors verbatim, others generic. */
export function toWireError(err: unknown): WireError {
  if (err instanceof HindsightError) {
    const retry = err.retryAfterMs === undefined ? {} : { retry_after_seconds: Math.max(1, Math.ceil(err.retryAfterMs / 1000)) };
    return { code: err.code, message: err.message, ...retry };
  }
  return { code: 'internal', message: 'internal error; see the server log' };
}

/**
 * A file-system error in words: what is wrong with the path (`ENOENT` → "it does not exist"), so a
 * command never stops on a bare error code. The caller adds what to do, since it knows what the
 * path is for.
 */
export function fsReason(err: unknown): string {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
      return 'it does not exist';
    case 'EACCES':
    case 'EPERM':
      return `permission denied for this user${typeof process.getuid === 'function' ? ` (uid ${process.getuid()})` : ''}`;
    case 'ENOTDIR':
      return 'part of the path is a file, not a directory';
    case 'EISDIR':
      return 'it is a directory, not a file';
    case 'EROFS':
      return 'the file system is read-only';
    case 'ENOSPC':
      return 'the disk is full';
    default:
      return err instanceof Error ? err.message : String(err);
  }
}

/** Whether `err` is a Node file-system error about a path (`fsReason` can say what went wrong). */
export function isFsError(err: unknown): err is NodeJS.ErrnoException & { path: string } {
  return err instanceof Error && typeof (err as NodeJS.ErrnoException).code === 'string' && typeof (err as NodeJS.ErrnoException).path === 'string';
}
