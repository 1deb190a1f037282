/**
 * Verifies an audit chain: every entry in place (seq from 1 without gaps), following the one
 * before it (its `prevHash` is that entry's hash) and unmodified (its `hash` matches its contents);
 * a stored chain must also end where its head anchor says, which catches a truncated tail. The
 * first problem found is reported with the seq of the first entry that fails.
 */
import { AuditEntrySchema, entryHash, GENESIS, type AuditEntry, type ChainHead } from './audit-entry.js';

/** The outcome of a verification: intact (with the head reached) or the first break. */
export type ChainReport =
  | { ok: true; entries: number; first?: number; last?: number; head: string }
  | { ok: false; entries: number; seq: number; problem: string };

/** A chain as a store keeps it. */
export interface ChainSource {
  /** Entries with seq > `afterSeq`, in seq order. */
  entries(afterSeq: number): AsyncIterable<AuditEntry>;
  /** The head anchor the store updates with every append (absent before the first). */
  anchor(): Promise<ChainHead | undefined>;
}

/** Checks entries one at a time, in order; stops at the first break. */
export class ChainVerifier {
  private at: ChainHead;
  private first: number | undefined;
  private verified = 0;
  /** The first break, once found. */
  broken: { seq: number; problem: string } | undefined;

  /** `start`: the head the first entry must follow (the genesis by default; an export may start later). */
  constructor(start: ChainHead = { count: 0, hash: GENESIS }) {
    this.at = start;
  }

  /** The last verified entry's seq and hash. */
  get head(): ChainHead {
    return this.at;
  }

  /** Checks the next entry; false (and `broken` set) if it breaks the chain. */
  push(e: AuditEntry): boolean {
    if (this.broken) return false;
    const want = this.at.count + 1;
    if (e.seq > want) return this.fail(want, `entry ${want} is missing: the log goes on at seq ${e.seq}`);
    if (e.seq < want) return this.fail(want, `entry ${want} is out of place: seq ${e.seq} stands where ${want} belongs`);
    if (e.prevHash !== this.at.hash) {
      return this.fail(want, `entry ${want} does not follow entry ${want - 1}: its prev_hash is not that entry's hash (an entry was inserted, removed or moved)`);
    }
    if (entryHash(e.prevHash, e) !== e.hash) return this.fail(want, `entry ${want} was modified: its hash does not match its contents`);
    this.at = { count: e.seq, hash: e.hash };
    this.first ??= e.seq;
    this.verified++;
    return true;
  }

  /** Records a break found outside `push` (an anchor mismatch, an unreadable line). */
  fail(seq: number, problem: string): false {
    this.broken ??= { seq, problem };
    return false;
  }

  /** The outcome so far. */
  report(): ChainReport {
    if (this.broken) return { ok: false, entries: this.verified, ...this.broken };
    return { ok: true, entries: this.verified, first: this.first, last: this.first === undefined ? undefined : this.at.count, head: this.at.hash };
  }
}

/**
 * Verifies a stored chain against its anchor. The anchor is read after the entries: a server
 * appending meanwhile only moves it ahead, so the entries after the last one read are fetched
 * again; only entries the anchor vouches for that still are not there count as removed.
 */
export async function verifyStoredChain(source: ChainSource): Promise<ChainReport> {
  const v = new ChainVerifier();
  let ahead: ChainHead | undefined;
  for (;;) {
    for await (const e of source.entries(v.head.count)) if (!v.push(e)) return v.report();
    const { count, hash } = v.head;
    // This pass began after `ahead` was read: everything that anchor vouched for had been committed.
    if (ahead && count < ahead.count) {
      v.fail(count + 1, `entries ${count + 1} to ${ahead.count} were removed: the head anchor records ${ahead.count} entries, the log ends at ${count}`);
      return v.report();
    }
    let anchor: ChainHead | undefined;
    try {
      anchor = await source.anchor();
    } catch (err) {
      v.fail(count, `the head anchor cannot be read (${(err as Error).message}): nothing vouches for where the log ends`);
      return v.report();
    }
    if (!anchor) {
      if (count > 0) v.fail(count, `the head anchor is missing: nothing vouches for where the log ends (entry ${count} is the last found)`);
      return v.report();
    }
    if (anchor.count === count) {
      if (anchor.hash !== hash) v.fail(count, `entry ${count} is not the entry the head anchor names: the end of the log was rewritten`);
      return v.report();
    }
    if (anchor.count < count) {
      v.fail(anchor.count + 1, `entry ${anchor.count + 1} is past the head anchor (${anchor.count} entries): appended outside the ledger`);
      return v.report();
    }
    // The anchor is ahead: entries appended since they were read, or a removed tail. Read on.
    ahead = anchor;
  }
}

/**
 * Verifies an export: JSON lines of entries in seq order. An export may start after seq 1 (a
 * time range); it then follows the `prevHash` its first entry names, which only a copy of the
 * log (or a recorded head) can confirm.
 */
export async function verifyExport(lines: AsyncIterable<string> | Iterable<string>): Promise<ChainReport> {
  let v: ChainVerifier | undefined;
  let n = 0;
  for await (const line of lines) {
    n++;
    if (line.trim() === '') continue;
    const e = parseEntry(line);
    v ??= typeof e !== 'string' && e.seq > 1 ? new ChainVerifier({ count: e.seq - 1, hash: e.prevHash }) : new ChainVerifier();
    if (typeof e === 'string') {
      v.fail(v.head.count + 1, `line ${n} is not an audit entry: ${e}`);
      return v.report();
    }
    if (!v.push(e)) return v.report();
  }
  return (v ?? new ChainVerifier()).report();
}

/** One exported line as an entry, or what is wrong with it. */
function parseEntry(line: string): AuditEntry | string {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return 'not JSON';
  }
  const parsed = AuditEntrySchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return `${issue?.path.join('.') || 'entry'}: ${issue?.message ?? 'invalid'}`;
}
