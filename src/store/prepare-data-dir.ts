/**
 * Is a data directory usable? Checked before anything is opened in it, so a path that is a file,
 * a parent that is a file, a directory this user may not write or a read-only file system is
 * answered with a sentence that says what to do — not a bare EACCES or ENOTDIR from the first
 * `mkdir`, lock file or SQLite open — and a directory that holds something else is never touched.
 */
import { accessSync, constants, mkdirSync, readdirSync, statSync, type Stats } from 'node:fs';
import { dirname, join } from 'node:path';
import { fsReason, HindsightError } from '../core/errors.js';

/** Files a data directory of ours may contain. */
const OWN_FILES = /^(hindsight\.db(-wal|-shm|-journal)?|hindsight\.lock(-journal)?|index\.(bin|json)(\.tmp)?|LOCK(\.\d+\.tmp)?)$/;

/** The files of a store that must stay writable for it to be served. */
const WRITTEN_FILES = ['hindsight.db', 'hindsight.db-wal', 'hindsight.db-shm', 'hindsight.lock', 'index.bin', 'index.json', 'LOCK'];

/**
 * Makes sure `dir` can hold a store — creating it when `create` — or throws a `HindsightError`
 * whose message says what to do. `create: false` (the reviewer's commands) wants a store there.
 *
 * @example prepareDataDir('./data', { create: true });
 */
export function prepareDataDir(dir: string, opts: { create: boolean }): void {
  const st = stat(dir, opts.create ? 'create' : 'use');
  if (!st) {
    if (!opts.create) throw new HindsightError('not_found', `no Hindsight Guard store in ${dir} (check --data-dir)`);
    try {
      mkdirSync(dir, { recursive: true });
    } catch (err) {
      throw unusable(dir, err, 'create');
    }
    return;
  }
  if (!st.isDirectory()) {
    const instead = opts.create ? 'a directory, or a path that does not exist yet (it is created)' : 'the directory the server uses';
    throw new HindsightError('data_dir_unusable', `the data directory ${dir} is a file, not a directory; give --data-dir ${instead}`);
  }
  try {
    accessSync(dir, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch (err) {
    throw unusable(dir, err, 'write to');
  }
  const entries = readdirSync(dir);
  if (!entries.includes('hindsight.db')) {
    if (!opts.create) throw new HindsightError('not_found', `no Hindsight Guard store in ${dir} (check --data-dir)`);
    const foreign = entries.filter((e) => !OWN_FILES.test(e));
    if (foreign.length > 0) {
      throw new HindsightError(
        'store_incompatible',
        `${dir} is not empty and holds no Hindsight Guard store (found ${foreign.slice(0, 3).join(', ')}); refusing to use it — pick an empty or new --data-dir`,
      );
    }
  }
  for (const name of WRITTEN_FILES.filter((f) => entries.includes(f))) {
    const file = join(dir, name);
    try {
      accessSync(file, constants.R_OK | constants.W_OK);
    } catch (err) {
      // Gone since the listing: another process starting on this directory is replacing its
      // `LOCK` (the lock itself then tells who holds the directory), nothing to check.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw new HindsightError('data_dir_unusable', `cannot write to ${file} of the data directory: ${fsReason(err)}; run as the user who owns it, give this user write access to it, or choose another --data-dir`);
    }
  }
}

/** `path`'s stats, or undefined when nothing is there; a parent that is a file is reported. */
function stat(path: string, verb: 'create' | 'use'): Stats | undefined {
  try {
    return statSync(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    throw unusable(path, err, verb);
  }
}

/** The sentence for a file-system refusal of `path` while trying to `verb` it, with what to do. */
function unusable(path: string, err: unknown, verb: 'create' | 'write to' | 'use'): HindsightError {
  const code = (err as NodeJS.ErrnoException).code;
  const what = `cannot ${verb} the data directory ${path}`;
  if (code === 'ENOTDIR' || code === 'EEXIST') {
    const file = fileOnTheWay(path);
    return new HindsightError('data_dir_unusable', `${what}: ${file ? `${file} is a file, not a directory` : fsReason(err)}; choose another --data-dir`);
  }
  const fix =
    code === 'EACCES' || code === 'EPERM'
      ? verb === 'create'
        ? `create it as a user who may (mkdir -p ${path}) and give this user write access to it, or choose another --data-dir`
        : 'run as the user who owns it, give this user write access to it, or choose another --data-dir'
      : code === 'ENOSPC'
        ? 'free some space, or choose a --data-dir on another disk'
        : 'choose another --data-dir';
  return new HindsightError('data_dir_unusable', `${what}: ${fsReason(err)}; ${fix}`);
}

/** The nearest ancestor of `path` (or `path` itself) that exists and is not a directory. */
function fileOnTheWay(path: string): string | undefined {
  for (let p = path; ; p = dirname(p)) {
    try {
      if (!statSync(p).isDirectory()) return p;
    } catch {
      // not there, or not reachable: look further up
    }
    if (dirname(p) === p) return undefined;
  }
}
