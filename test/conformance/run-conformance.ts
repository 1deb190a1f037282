/**
 * Drives `@modelcontextprotocol/conformance@0.1.16` (server mode) from the tests: installs it with
 * its Node 22 into `.tools/conformance/` (install-tools.sh), runs a suite against a URL, and reads
 * each scenario's checks from the result files.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/paths.js';
import { childEnv } from '../helpers/processes.js';

const TOOLS = join(ROOT, '.tools', 'conformance');
/** Node 22 from the npm registry's `node` package (the suite crashes on Node 20: `fs.globSync`). */
export const CONFORMANCE_NODE = join(TOOLS, 'node_modules', '.bin', 'node');
/** The suite's command line. */
export const CONFORMANCE_CLI = join(TOOLS, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');
/** The committed baseline, in the suite's own `--expected-failures` format. */
export const EXPECTED_FAILURES = join(ROOT, 'test', 'conformance', 'expected-failures.json');

/** Whether the tools are there; `skip` says why not (only outside CI, and only when the registry is unreachable). */
export type ToolsState = { ok: true } | { ok: false; skip: string };

/**
 * Installs the suite and Node 22 if missing (quick when present). Under CI a tool that cannot be
 * installed fails; elsewhere an unreachable npm registry means skip, with the reason.
 */
export function ensureConformanceTools(): ToolsState {
  const run = spawnSync('bash', [join(ROOT, 'test', 'conformance', 'install-tools.sh')], { cwd: ROOT, encoding: 'utf8', timeout: 170_000 });
  const out = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim();
  if (run.status === 0 && existsSync(CONFORMANCE_NODE) && existsSync(CONFORMANCE_CLI)) return { ok: true };
  if (run.status === 2 && !process.env.CI) return { ok: false, skip: `conformance suite not installed (npm registry unreachable): ${out.split('\n').at(-1)}` };
  throw new Error(`test/conformance/install-tools.sh failed (status ${run.status}${run.error ? `, ${run.error.message}` : ''}):\n${out}`);
}

/** One check of a scenario, as the suite writes it. */
export interface Check {
  id: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | 'SKIPPED';
  errorMessage?: string;
}

/** A finished suite run. */
export interface SuiteRun {
  /** 0 when every failure is in the baseline and no baseline entry passed. */
  code: number | null;
  stdout: string;
  stderr: string;
  /** Each scenario's checks. */
  scenarios: Map<string, Check[]>;
}

/**
 * A scenario fails, as the suite's baseline counts it, on any FAILURE or WARNING check (a WARNING
 * is a SHOULD the server missed).
 */
export function failed(checks: readonly Check[]): boolean {
  return checks.some((c) => c.status === 'FAILURE' || c.status === 'WARNING');
}

/** The failing checks of a run, one line each, for assertion messages. */
export function describeFailures(run: SuiteRun): string[] {
  return [...run.scenarios].flatMap(([s, checks]) => checks.filter((c) => c.status === 'FAILURE' || c.status === 'WARNING').map((c) => `${s}: ${c.status} ${c.id}: ${c.errorMessage ?? ''}`));
}

/** Runs `conformance server --suite <suite>` against `url`, results in `outDir`, with the committed baseline. */
export function runConformanceSuite(url: string, suite: 'active' | 'pending' | 'all', outDir: string, timeoutMs = 120_000): Promise<SuiteRun> {
  const args = [CONFORMANCE_CLI, 'server', '--url', url, '--suite', suite, '--output-dir', outDir, '--expected-failures', EXPECTED_FAILURES];
  const child = spawn(CONFORMANCE_NODE, args, { cwd: outDir, env: childEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`conformance --suite ${suite} against ${url} did not finish within ${timeoutMs} ms; stdout:\n${stdout}\nstderr:\n${stderr}`));
    }, timeoutMs);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, scenarios: readResults(outDir) });
    });
  });
}

/** Scenario name → checks, from `<outDir>/server-<scenario>-<timestamp>/checks.json`. */
function readResults(outDir: string): Map<string, Check[]> {
  const scenarios = new Map<string, Check[]>();
  for (const dir of readdirSync(outDir).sort()) {
    const m = /^server-(.+)-\d{4}-\d{2}-\d{2}T[\d-]+Z$/.exec(dir);
    const file = join(outDir, dir, 'checks.json');
    if (m && existsSync(file)) scenarios.set(m[1], JSON.parse(readFileSync(file, 'utf8')) as Check[]);
  }
  return scenarios;
}
