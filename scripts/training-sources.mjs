/**
 * Where the training scripts (train-screen.mjs, train-repeat.mjs) read from: a corpus folder under
 * train/ and the fresh sets read as tuning sets — never a set kept for measuring
 * (test/fresh-sets/README.md).
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('..', import.meta.url);

/**
 * Fresh sets kept for measuring, in every file: no training script reads them (a set some of whose
 * files were read and trained on is named by file in the scripts' own lists). A new evaluation set
 * is added here when it is written.
 */
export const EVALUATION_SETS = new Set([
  'set-a', 'set-e', 'set-f', 'set-l', 'set-m', 'set-n', 'set-o', 'set-p', 'set-r', 'set-s',
  'set-t', 'set-v', 'set-w', 'set-aa', 'set-ab', 'set-ac', 'set-ae', 'set-af', 'set-ag', 'set-ah',
  'set-ai', 'set-aj', 'set-ak', 'set-al', 'set-am', 'set-an', 'set-ao', 'set-ap', 'set-aq',
  'set-ar', 'set-as', 'set-at', 'set-au', 'set-av', 'set-aw', 'set-ax', 'set-ay', 'set-az',
  'set-ba', 'set-bb', 'set-bc', 'set-bd', 'set-be', 'set-bf', 'set-bg', 'set-bh', 'set-bi', 'set-bj', 'set-bk', 'set-bl',
  'set-bm', 'set-bn', 'set-bo', 'set-bp', 'set-bq', 'set-br', 'set-ph', 'set-bs', 'set-bt', 'set-bu', 'set-bv', 'set-bw', 'set-bx', 'set-by',
  'set-bz', 'set-ca', 'set-cb', 'set-cc', 'set-cd', 'set-ce', 'set-cf', 'set-cg', 'set-ch',
  'set-ci', 'set-cj', 'set-ck', 'set-cl', 'set-cm', 'set-cn', 'set-co', 'set-cp', 'set-cq',
  'set-cr', 'set-cs', 'set-ct', 'set-cu', 'set-cv', 'set-cw', 'set-cx', 'set-cy', 'set-cz',
  'set-da', 'set-db', 'set-dc', 'set-dd', 'set-de', 'set-df', 'set-dg', 'set-dh', 'set-di',
  'set-dj', 'set-dk', 'set-dl', 'set-dm', 'set-dn', 'set-do', 'set-dp', 'set-dq', 'set-dr',
  'set-ds', 'set-dt', 'set-du',
]);

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
  for (const s of sets) if (EVALUATION_SETS.has(s.split('/')[0])) throw new Error(`${s} is an evaluation set`);
  const dirs = sets.map((s) => ({ name: s, dir: fileURLToPath(new URL(`test/fresh-sets/${s}`, root)) }));
  const missing = dirs.filter((s) => !existsSync(s.dir)).map((s) => s.name);
  if (missing.length > 0) throw new Error(`no such tuning set: ${missing.join(', ')}`);
  return dirs;
}
