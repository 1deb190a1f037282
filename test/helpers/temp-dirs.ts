/** Temporary data directories, removed when the scope that made them ends. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './resources.js';

/** Creates a fresh empty directory under the OS temp dir. */
export function makeTempDir(prefix = 'hg-it-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
