/**
 * Where the HNSW index keeps its snapshot: the graph (hnswlib's own file format) and what it
 * covers. The embedded store keeps it as two files beside its ledger (`FileSnapshots`); replicas
 * on PostgreSQL keep one in the database, for every replica, a new one included
 * (`postgres/pg-index-snapshots.ts`). A snapshot is only ever a head start: the index reconciles it
 * with the ledger before serving, and rebuilds from the ledger whatever does not fit.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { EmbeddingModel } from '../../core/types.js';
import type { IndexMarks } from '../ports.js';

/** What a snapshot says of itself. */
export interface SnapshotMeta {
  /** 1: every record was indexed; 2: only `INDEXED_STATUSES` (both load: start-up reconciles). */
  format: 1 | 2;
  model: EmbeddingModel;
  /** Labels in the graph. */
  count: number;
  maxSeq: number;
  /** The ledger marks (record seq, change mark) the graph had caught up with when it was written. */
  marks?: IndexMarks;
  /** When it was written (epoch ms). */
  at?: number;
}

/** A stored snapshot, readable from a local file until `release`. */
export interface LoadedSnapshot {
  meta: SnapshotMeta;
  /** The graph, in hnswlib's file format. */
  file: string;
  /** Frees what loading took (a temporary copy); the file is not read after it. */
  release(): void;
}

/** Where snapshots are kept. */
export interface IndexSnapshots {
  /** The stored snapshot, or undefined when there is none (or it cannot be read whole). */
  load(): Promise<LoadedSnapshot | undefined>;
  /**
   * Replaces the stored snapshot atomically with the graph `write` puts in the file it is given
   * (returning that graph's meta). `current` is the graph's size now, for a store that saves only
   * when its snapshot lags. Resolves false when the store declines (another replica is saving, or
   * the stored snapshot is recent enough): the index stays due to be saved.
   */
  store(current: { count: number }, write: (file: string) => SnapshotMeta): Promise<boolean>;
  /** Removes the stored snapshot (before a rebuild). */
  clear(): Promise<void>;
}

/** Snapshots as two files, `<path>.bin` (the graph) and `<path>.json` (its meta), each replaced by rename. */
export class FileSnapshots implements IndexSnapshots {
  /** Keeps the snapshot at `path` (without extension). */
  constructor(private readonly path: string) {}

  async load(): Promise<LoadedSnapshot | undefined> {
    const bin = `${this.path}.bin`;
    if (!existsSync(bin)) return undefined;
    const meta = parseMeta(readText(`${this.path}.json`));
    return meta && { meta, file: bin, release: () => undefined };
  }

  async store(_current: { count: number }, write: (file: string) => SnapshotMeta): Promise<boolean> {
    // Write-then-rename: a crash mid-save leaves the previous snapshot intact.
    const bin = `${this.path}.bin`;
    const meta = write(`${bin}.tmp`);
    renameSync(`${bin}.tmp`, bin);
    writeFileSync(`${this.path}.json.tmp`, JSON.stringify(meta));
    renameSync(`${this.path}.json.tmp`, `${this.path}.json`);
    return true;
  }

  async clear(): Promise<void> {
    for (const ext of ['.bin', '.json']) rmSync(this.path + ext, { force: true });
  }
}

/** A snapshot's meta from its JSON, or undefined when it is not one. */
export function parseMeta(text: string | undefined): SnapshotMeta | undefined {
  if (text === undefined) return undefined;
  try {
    const m = JSON.parse(text) as SnapshotMeta;
    return m.format === 1 || m.format === 2 ? m : undefined;
  } catch {
    return undefined;
  }
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
