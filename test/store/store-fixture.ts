/** Record builders and temp directories for store tests. */
import { afterEach } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EmbeddingModel, MemoryRecord } from '../../src/core/types.js';

export const MODEL: EmbeddingModel = { id: 'test-model', dim: 8 };
export const AT = Date.UTC(2025, 0, 1);

let n = 0;

/** A deterministic unit vector of `dim` pointing mostly along axis `axis`. */
export function unit(axis: number, dim = MODEL.dim, tilt = 0): Float32Array {
  const v = new Float32Array(dim);
  v[axis % dim] = 1;
  v[(axis + 1) % dim] = tilt;
  const norm = Math.hypot(...v);
  return v.map((x) => x / norm);
}

/** A new record ready to insert. */
export function newRecord(over: Partial<Omit<MemoryRecord, 'seq' | 'version'>> = {}): Omit<MemoryRecord, 'seq' | 'version'> {
  n++;
  return {
    id: `rec-${String(n).padStart(6, '0')}`,
    tenant: 'acme',
    key: 'user|age',
    value: '30',
    kind: 'fact',
    content: `The user's age is ${30 + n}.`,
    contentHash: `sha256:${n}`,
    embedding: unit(n),
    embeddingModel: MODEL,
    createdAt: AT + n,
    status: 'active',
    source: { channel: 'user', principal: 'alice', session: 's1', tool: 'memory_write' },
    trust: 0.9,
    confidence: 0.9,
    supersedes: [],
    links: [],
    lineage: [],
    references: 0,
    verification: 'none',
    ...over,
  };
}

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length > 0) rmSync(dirs.pop()!, { recursive: true, force: true });
});

/** A fresh temp directory, removed after the test. */
export function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'hg-store-test-'));
  dirs.push(d);
  return d;
}
