/**
 * The lock that keeps two processes from serving one data directory. Mutual exclusion comes from
 * an OS file lock (SQLite's exclusive locking mode on `hindsight.lock`, an fcntl lock the kernel
 * releases when its process dies), so a crashed holder needs no takeover and two processes
 * starting at once cannot both win: the old pid-file protocol read a dead pid and then removed
 * the file, and two contenders could each remove the other's fresh lock. `LOCK` still
 * names the holder's pid — for the refusal message and for a tool that waits on it — and is
 * written only while the OS lock is held.
 */
import Database from 'better-sqlite3';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HindsightError } from '../core/errors.js';

/** File names the lock uses inside a data directory. */
export const LOCK_FILES = { guard: 'hindsight.lock', pid: 'LOCK' } as const;

/**
 * Takes the exclusive lock of `dir` (which must exist) or throws `store_incompatible` naming the
 * process that holds it. Returns the release function.
 *
 * @example const release = lockDataDir('./data'); try { … } finally { release(); }
 */
export function lockDataDir(dir: string): () => void {
  const pidFile = join(dir, LOCK_FILES.pid);
  const guard = takeGuard(join(dir, LOCK_FILES.guard), pidFile);
  try {
    writePidFile(pidFile);
  } catch (err) {
    guard.close();
    throw err;
  }
  // The pid file goes first: once the guard is released another process may write its own.
  return () => {
    rmSync(pidFile, { force: true });
    guard.close();
  };
}

/** How long a contender keeps trying for the guard file's lock before it is told who holds it. */
const LOCK_WAIT_MS = 1000;

/** Sleeps the thread (start-up only, before anything else runs). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Opens the guard file and takes its exclusive lock, kept until the connection closes. The file
 * is never deleted: removing it would let a later contender lock a new file while an earlier
 * one still holds the unlinked one.
 */
function takeGuard(file: string, pidFile: string): Database.Database {
  // Taking the lock passes through a shared one: two processes starting at the same instant can
  // each hold it and refuse the other's upgrade, and both would be turned away. Each retries
  // after a random pause, so one of them gets through; a lock held for good is still answered
  // within about a second.
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    let db: Database.Database | undefined;
    try {
      // timeout 0: a held lock is answered at once (SQLITE_BUSY); the loop does the waiting.
      db = new Database(file, { timeout: 0 });
      db.pragma('journal_mode = MEMORY');
      db.pragma('locking_mode = EXCLUSIVE');
      // In exclusive locking mode the lock a write transaction takes is kept after it commits.
      db.exec('BEGIN EXCLUSIVE; COMMIT');
      return db;
    } catch (err) {
      db?.close();
      const code = (err as { code?: string }).code;
      if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
        if (Date.now() < deadline) {
          pause(10 + Math.floor(Math.random() * 40));
          continue;
        }
        throw inUse(holderPid(pidFile), pidFile);
      }
      throw new HindsightError('store_incompatible', `cannot lock ${file}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

/**
 * Writes this process's pid to `LOCK` through a private file linked into place, so no one reads
 * a half-written pid. A `LOCK` already there is left by a process that died (the OS lock is
 * ours), unless it names a live process other than this one: a server of a version that locked by
 * pid file alone, or an unrelated process that reused a dead server's pid. Either way nothing is
 * taken over on a guess; the message says how to tell the two apart.
 */
function writePidFile(pidFile: string): void {
  const tmp = `${pidFile}.${process.pid}.tmp`;
  writeFileSync(tmp, String(process.pid));
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        linkSync(tmp, pidFile);
        return;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        const pid = readPid(pidFile);
        if (pid && pid !== process.pid && isAlive(pid)) {
          throw inUse(pid, pidFile, `; if process ${pid} is not a Hindsight Guard server, the lock is stale: delete ${pidFile}`);
        }
        // Safe to remove: only the OS lock holder (this process) writes or removes LOCK.
        rmSync(pidFile, { force: true });
      }
    }
    throw new HindsightError('store_incompatible', `cannot write ${pidFile}`);
  } finally {
    rmSync(tmp, { force: true });
  }
}

function inUse(pid: number | undefined, pidFile: string, hint = ''): HindsightError {
  const who = pid ? `process ${pid}` : 'another process';
  return new HindsightError('store_incompatible', `the data directory is in use by ${who} (${pidFile}); stop it or use another --data-dir${hint}`);
}

/**
 * The pid of the process holding the OS lock, for the refusal message. A holder that has just
 * won writes `LOCK` a moment later (until then it names a dead process or nothing), so a live pid
 * is waited for briefly; this runs only on the way to refusing a start.
 */
function holderPid(pidFile: string): number | undefined {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let i = 0; i < 25; i++) {
    const pid = readPid(pidFile);
    if (pid && isAlive(pid)) return pid;
    Atomics.wait(pause, 0, 0, 20);
  }
  return undefined;
}

/** The pid in `LOCK`, or undefined when there is none yet (its holder is about to write it). */
function readPid(pidFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(pidFile, 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
