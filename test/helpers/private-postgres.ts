/**
 * A private PostgreSQL cluster for the tests that stop and restart the database under running
 * servers: `initdb` in a temp directory, `pg_ctl` on a free loopback port, trust authentication,
 * no fsync (the tests crash the servers, never the machine). The shared PostgreSQL on 5432 is never
 * restarted by a test. As root (CI), the cluster runs as the `postgres` user: PostgreSQL refuses
 * to run as root.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './processes.js';
import { onCleanup } from './resources.js';
import { makeTempDir } from './temp-dirs.js';

/** Where the server binaries are (the newest installed major version). */
function binDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], 'bin');
}

/** The user the cluster runs as: ourselves, or `postgres` when we are root. */
function runAs(): { prefix: string[]; uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return { prefix: [] };
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { prefix: ['runuser', '-u', 'postgres', '--'], uid: id('-u'), gid: id('-g') };
}

/** Whether a private cluster can be made here (under CI its absence fails the test). */
export function havePostgresServer(): boolean {
  const bin = binDir();
  const as = runAs();
  const ok = bin !== undefined && (as.prefix.length === 0 || (Number.isInteger(as.uid) && as.uid! > 0));
  if (ok) return true;
  if (process.env.CI === 'true') throw new Error('initdb and pg_ctl are not installed under /usr/lib/postgresql (apt-get install -y postgresql), or there is no postgres user to run them as');
  console.warn('private PostgreSQL tests skipped: no initdb/pg_ctl under /usr/lib/postgresql');
  return false;
}

/** A private cluster a test may stop and start again on the same port. */
export interface PrivatePostgres {
  port: number;
  /** `postgres://postgres@127.0.0.1:<port>/postgres`. */
  url: string;
  /** Starts it (again) and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops it: `immediate` is a crash (no checkpoint; recovery at the next start), `fast` a clean shutdown. */
  stop(mode?: 'immediate' | 'fast'): Promise<void>;
}

/** Initialises and starts a cluster on a free port; stopped and removed when the scope ends. */
export async function privatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir()!;
  const as = runAs();
  const dir = makeTempDir('hg-pg-');
  const data = join(dir, 'data');
  if (as.uid !== undefined) {
    chownSync(dir, as.uid, as.gid!);
    chmodSync(dir, 0o700);
  }
  const run = (cmd: string, args: string[]) => {
    const r = spawnSync(as.prefix[0] ?? join(bin, cmd), [...as.prefix.slice(1), ...(as.prefix.length ? [join(bin, cmd)] : []), ...args], { encoding: 'utf8', timeout: 60_000 });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}): ${r.stderr || r.stdout}`);
    return r.stdout;
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let running = false;
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${dir} -c fsync=off -c full_page_writes=off -c max_connections=200`;
  const start = async () => {
    if (running) return;
    run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', '-t', '60', 'start']);
    running = true;
    await waitForConnections(url);
  };
  const stop = async (mode: 'immediate' | 'fast' = 'fast') => {
    if (!running) return;
    run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
    running = false;
  };
  onCleanup(() => stop('immediate'));
  await start();
  return { port, url, start, stop };
}

async function waitForConnections(url: string): Promise<void> {
  for (let i = 0; ; i++) {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    c.on('error', () => undefined);
    try {
      await c.connect();
      await c.query('SELECT 1');
      return;
    } catch (err) {
      if (i > 100) throw new Error(`the private PostgreSQL at ${url} did not accept connections: ${(err as Error).message}`);
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await c.end().catch(() => undefined);
    }
  }
}
