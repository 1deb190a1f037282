/**
 * Child processes of the real CLI: one-shot commands and long-running HTTP servers. Every child
 * is SIGKILLed when its scope ends (see `resources.ts`), and by the worker's exit hook.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { assertBuilt, CLI, ROOT } from './paths.js';
import { onCleanup } from './resources.js';

const children = new Set<ChildProcess>();

// A worker that dies mid-test must not leave servers behind holding data-directory locks. (Stdio
// servers need no hook: they exit when their stdin closes, and the SDK transport's close()
// escalates to SIGKILL.)
process.once('exit', () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

/** Environment for children: quiet logs unless the caller overrides. */
export function childEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('HINDSIGHT_')) env[k] = v;
  return { ...env, HINDSIGHT_LOG_LEVEL: 'warn', ...extra };
}

/** Spawns `node dist/cli.js …args` (after `prefix`, a command that runs it, when given) and tracks it. */
export function spawnCli(args: string[], env: Record<string, string> = {}, prefix: string[] = []): ChildProcess {
  assertBuilt();
  const [cmd, ...pre] = [...prefix, process.execPath];
  const child = spawn(cmd!, [...pre, CLI, ...args], { cwd: ROOT, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  void exited.then(() => children.delete(child));
  onCleanup(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await exited;
  });
  return child;
}

/** The outcome of a finished command. */
export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs a CLI command to completion (killed after `timeoutMs`). */
export function runCli(args: string[], opts: { timeoutMs?: number; env?: Record<string, string>; prefix?: string[] } = {}): Promise<CliResult> {
  const child = spawnCli(args, opts.env, opts.prefix);
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`\`${args.join(' ')}\` did not finish within ${opts.timeoutMs ?? 20_000} ms; stderr: ${stderr}`));
    }, opts.timeoutMs ?? 20_000);
    child.once('error', reject);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

/** A running `serve --http` child. */
export interface HttpServerProcess {
  child: ChildProcess;
  /** Base URL, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** The MCP endpoint (`${url}/mcp`). */
  mcpUrl: string;
  /** Everything the server wrote to stderr so far. */
  stderr(): string;
  /** SIGTERM (graceful: the index snapshot is saved) and wait; SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<number | null>;
  /** SIGKILL and wait: a crash. */
  kill(): Promise<void>;
}

const LISTENING = /MCP at (http:\/\/\S+)\/mcp/;

/** Starts `serve --http` on `port` (0 = ephemeral) over `dataDir` and waits for its URL. */
export async function startHttpServer(
  dataDir: string,
  opts: { port?: number; host?: string; env?: Record<string, string>; timeoutMs?: number; args?: string[] } = {},
): Promise<HttpServerProcess> {
  // `args` replaces the command (e.g. `proxy --http …`); it must print "MCP at <url>/mcp" when listening.
  const args = opts.args ?? ['serve', '--http', '--port', String(opts.port ?? 0), '--data-dir', dataDir];
  if (opts.host && !opts.args) args.push('--host', opts.host);
  const child = spawnCli(args, opts.env);
  let stderr = '';
  child.stdout!.resume();
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not print its URL within ${opts.timeoutMs ?? 15_000} ms; stderr:\n${stderr}`));
    }, opts.timeoutMs ?? 15_000);
    const onData = () => {
      const m = LISTENING.exec(stderr);
      if (!m) return;
      clearTimeout(timer);
      child.stderr!.off('data', onData);
      resolve(m[1]);
    };
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code} before listening; stderr:\n${stderr}`));
    });
  });
  return {
    child,
    url,
    mcpUrl: `${url}/mcp`,
    stderr: () => stderr,
    stop: async (graceMs = 10_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      child.kill('SIGTERM');
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** GETs `/healthz` and returns status and JSON body. */
export async function health(url: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${url}/healthz`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * A command prefix under which the CLI obeys file permissions: none for an ordinary user; as root
 * (CI runs as root, and root may write anywhere), `setpriv` dropping the capabilities that
 * override them. Undefined when root cannot drop them here (no setpriv).
 */
export function obeyingPermissions(): string[] | undefined {
  if (process.getuid?.() !== 0) return [];
  const prefix = ['setpriv', '--inh-caps=-dac_override,-dac_read_search', '--bounding-set=-dac_override,-dac_read_search'];
  return spawnSync(prefix[0]!, [...prefix.slice(1), process.execPath, '--version']).status === 0 ? prefix : undefined;
}
