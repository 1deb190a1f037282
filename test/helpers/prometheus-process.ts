/**
 * A real Prometheus for the tests: Debian's package (installed by
 * test/observability/install-prometheus.sh), run on loopback over temporary storage, and its
 * HTTP query API.
 */
import { execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.js';
import { freePort } from './processes.js';
import { onCleanup } from './resources.js';
import { makeTempDir } from './temp-dirs.js';

/** Installs prometheus and promtool if missing; under CI a failure throws, elsewhere it returns false. */
export function havePrometheus(): boolean {
  try {
    execFileSync('bash', [join(ROOT, 'test', 'observability', 'install-prometheus.sh')], { stdio: 'pipe', timeout: 300_000 });
    return true;
  } catch (err) {
    if (process.env.CI === 'true') throw err;
    console.warn(`Prometheus tests skipped: prometheus could not be installed (${err instanceof Error ? err.message.split('\n')[0] : String(err)})`);
    return false;
  }
}

/** One sample of an instant vector. */
export interface Sample {
  metric: Record<string, string>;
  value: [number, string];
}

/** The API's answer to an instant query. */
export interface QueryAnswer {
  status: 'success' | 'error';
  error?: string;
  data?: { resultType: string; result: Sample[] | [number, string] };
}

/** A running Prometheus. */
export interface PrometheusProcess {
  url: string;
  /** Runs an instant query at the current time. */
  query(expr: string): Promise<QueryAnswer>;
  /** GETs an API path and returns its JSON. */
  api<T>(path: string): Promise<T>;
  stderr(): string;
}

/** Starts Prometheus with `config` (YAML text) on a free loopback port and waits until it is ready. */
export async function startPrometheus(config: string, timeoutMs = 30_000): Promise<PrometheusProcess> {
  const dir = makeTempDir('hg-prom-');
  const configFile = join(dir, 'prometheus.yml');
  writeFileSync(configFile, config);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    'prometheus',
    [`--config.file=${configFile}`, `--storage.tsdb.path=${join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--log.level=warn'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  process.once('exit', () => child.kill('SIGKILL'));
  onCleanup(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await exited;
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prometheus exited with ${child.exitCode}:\n${stderr}`);
    const ready = await fetch(`${url}/-/ready`).then((r) => r.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`prometheus was not ready within ${timeoutMs} ms:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const api = async <T>(path: string) => (await (await fetch(`${url}${path}`)).json()) as T;
  return {
    url,
    api,
    query: (expr) => api<QueryAnswer>(`/api/v1/query?query=${encodeURIComponent(expr)}`),
    stderr: () => stderr,
  };
}

/** Polls `check` every 500 ms until it returns true, or throws `what` after `timeoutMs`. */
export async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
