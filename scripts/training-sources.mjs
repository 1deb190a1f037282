/**
 * Where the training scripts (train-screen.mjs, train-repeat.mjs) read from: a corpus folder under
 * train/ and the fresh sets read as tuning sets — never a set kept for measuring
 * (test/fresh-sets/README.md).
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('..', import.meta.url);

/**
 * Fresh sets that were read while the detectors were changed, so their figures are no longer
 * results and a training script may read them. Every other `set-*` folder is kept for measuring and
 * refused, so a set written tomorrow is refused without being listed; `tune-*` folders were written
 * for tuning. (A set some of whose files were read is named here and by file in the scripts' own
 * lists.)
 */
const READ_SETS = new Set([
  'set-b', 'set-c', 'set-d', 'set-d-attacks', 'set-g', 'set-h', 'set-i', 'set-j', 'set-k', 'set-q',
  'set-u', 'set-x', 'set-y', 'set-z', 'set-ad',
]);

/** Is fresh-set folder `name` kept for measuring (never read, so never trained on)? */
function keptForMeasuring(name) {
  return !name.startsWith('tune-') && !READ_SETS.has(name);
}

/** The `.jsonl` files of `train/<folder>`, each a source named `corpus/<file>`. */
export function corpusFiles(folder) {
  const dir = fileURLToPath(new URL(`train/${folder}`, root));
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .map((f) => ({ name: `corpus/${f}`, path: `${dir}/${f}` }));
}

/**
 * The folders of `sets` under test/fresh-sets/; refuses a set kept for measuring, and a set that is
 * not there. An entry `set/file.jsonl` names one file of a set whose other files were never read.
 */
export function tuningSetDirs(sets) {
  for (const s of sets) if (keptForMeasuring(s.split('/')[0])) throw new Error(`${s} is an evaluation set`);
  const dirs = sets.map((s) => ({ name: s, dir: fileURLToPath(new URL(`test/fresh-sets/${s}`, root)) }));
  const missing = dirs.filter((s) => !existsSync(s.dir)).map((s) => s.name);
  if (missing.length > 0) throw new Error(`no such tuning set: ${missing.join(', ')}`);
  return dirs;
}
