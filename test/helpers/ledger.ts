/**
 * Reads a stopped server's ledger straight from `hindsight.db` (read-only), to check what the
 * server says against what is on disk.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';

/** The revision-relevant columns of one ledger row. */
export interface LedgerRow {
  id: string;
  seq: number;
  status: string;
  version: number;
  content: string;
  supersedes: string[];
  supersededBy: string | null;
  links: string[];
}

/** Every record of the ledger in `dataDir`, by id. Only call it once the server has stopped. */
export function readLedger(dataDir: string): Map<string, LedgerRow> {
  const db = new Database(join(dataDir, 'hindsight.db'), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare(`SELECT id, seq, status, version, content, supersedes, superseded_by, links FROM records ORDER BY seq`).all() as {
      id: string;
      seq: number;
      status: string;
      version: number;
      content: string;
      supersedes: string;
      superseded_by: string | null;
      links: string;
    }[];
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          seq: r.seq,
          status: r.status,
          version: r.version,
          content: r.content,
          supersedes: JSON.parse(r.supersedes) as string[],
          supersededBy: r.superseded_by,
          links: JSON.parse(r.links) as string[],
        },
      ]),
    );
  } finally {
    db.close();
  }
}

/**
 * Revision invariants a crash must never break; returns one message per violation.
 * - a superseded record names a successor that exists, and that successor lists it in
 *   `supersedes` — unless it was inserted already superseded (version 1: history merged into an
 *   existing record);
 * - every `supersedes` target exists, is superseded, and names this record as its successor;
 * - every coexist link points at an existing record.
 */
export function revisionViolations(rows: Map<string, LedgerRow>): string[] {
  const bad: string[] = [];
  for (const r of rows.values()) {
    if (r.status === 'superseded') {
      const succ = r.supersededBy ? rows.get(r.supersededBy) : undefined;
      if (!succ) bad.push(`${r.id} is superseded by missing record ${r.supersededBy ?? '(none)'}`);
      else if (!succ.supersedes.includes(r.id) && r.version !== 1) bad.push(`${r.id} is superseded by ${succ.id}, which does not list it and it is not merged history`);
    }
    for (const t of r.supersedes) {
      const old = rows.get(t);
      if (!old) bad.push(`${r.id} supersedes missing record ${t}`);
      else if (old.status !== 'superseded' || old.supersededBy !== r.id) bad.push(`${r.id} supersedes ${t}, but ${t} is ${old.status} (superseded_by ${old.supersededBy ?? 'none'})`);
    }
    for (const l of r.links) if (!rows.has(l)) bad.push(`${r.id} links missing record ${l}`);
  }
  return bad;
}
