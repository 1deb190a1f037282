/**
 * The data directory's lock between real processes: contenders that start at the same
 * instant over a lock a dead process left behind — exactly one wins, the others are refused and
 * told who holds it. The old check-then-remove takeover let two of them in.
 */
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { openStore } from '../../src/store/open-store.js';
import { tempDir } from './store-fixture.js';

const CONTENDER = fileURLToPath(new URL('../fixtures/lock-contender.mjs', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MODEL = { id: 'lock-test', dim: 8 };

/** Runs one contender to its end; resolves with its pid and what it printed. */
function contend(dir: string, startAt: number, contenders: number, markers: string): Promise<{ pid: number; out: string; code: number | null }> {
  const child = spawn(process.execPath, [CONTENDER, dir, String(startAt), String(contenders), markers], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(killer);
      resolve({ pid: child.pid!, out: out.trim(), code });
    });
  });
}

describe('the data directory lock between processes', () => {
  test.each([2, 6])('%i processes taking over a dead process\'s lock at the same instant: exactly one wins', { timeout: 60_000 }, async (n) => {
    if (!existsSync(join(ROOT, 'dist/store/open-store.js'))) throw new Error('run `npm run build` first: the contenders load dist/');
    const dir = tempDir();
    await (await openStore({ dataDir: dir, model: MODEL, durability: 'normal' })).close();
    // A lock left by a process that no longer exists (above any pid_max).
    writeFileSync(join(dir, 'LOCK'), '999999999');
    // Node starts in well under 3 s here; the winner holds until every contender has tried.
    const startAt = Date.now() + 3000;
    const markers = tempDir();
    const results = await Promise.all(Array.from({ length: n }, () => contend(dir, startAt, n, markers)));
    expect(results.every((r) => r.code === 0)).toBe(true);
    const winners = results.filter((r) => r.out.startsWith('won'));
    expect(winners.map((w) => w.out)).toHaveLength(1);
    for (const r of results.filter((x) => x !== winners[0])) expect(r.out).toMatch(new RegExp(`^lost .*in use by process ${winners[0].pid}\\b`));
    // The winner released it: the directory opens again.
    await (await openStore({ dataDir: dir, model: MODEL, durability: 'normal' })).close();
  });
});
