/**
 * Where the training scripts (train-screen.mjs, train-repeat.mjs) read from: a corpus folder under
 * train/ and the fresh sets read as tuning sets — never a set kept for measuring
 * (test/fresh-sets/README.md).
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('..', import.meta.url);

/** Fresh sets kept for measuring: no training script reads them. */
export const EVALUATION_SETS = new Set(['set-a', 'set-e', 'set-f', 'set-l', 'set-m', 'set-n', 'set-o', 'set-p', 'set-r', 'set-s', 'set-t']);

/** The `.jsonl` files of `train/<folder>`, each a source named `corpus/<file>`. */
export function corpusFiles(folder) {
  const dir = fileURLToPath(new URL(`train/${folder}`, root));
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .map((f) => ({ name: `corpus/${f}`, path: `${dir}/${f}` }));
}

/** The folders of `sets` under test/fresh-sets/ that exist; refuses a set kept for measuring. */
export function tuningSetDirs(sets) {
  for (const s of sets) if (EVALUATION_SETS.has(s)) throw new Error(`${s} is an evaluation set`);
  return sets.map((s) => ({ name: s, dir: fileURLToPath(new URL(`test/fresh-sets/${s}`, root)) })).filter((s) => existsSync(s.dir));
}
