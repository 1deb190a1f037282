/**
 * `hindsight-guard audit verify|export` — the tamper-evident audit log on the command line. Both
 * open only the ledger of an existing store — the data directory, or the PostgreSQL store that
 * `HINDSIGHT_DATABASE_URL` or the `--policy` file's `store` section names (no lock, no index) — so
 * they run beside serving processes; `verify --file` checks an export instead. Exit codes: 0 intact, 3 broken, 2 bad
 * input.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, statSync, type WriteStream } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { Option, type Command } from 'commander';
import type { ChainReport } from './audit/verify-chain.js';
import { fsReason, HindsightError } from './core/errors.js';
import { parseTime } from './core/time.js';
import type { AuditFilter, Ledger } from './store/ports.js';

/** Exit code of `audit verify` on a log (or export) that is not intact. */
export const AUDIT_BROKEN_EXIT = 3;

/** Adds the `audit` command group; `common` adds the shared --data-dir option. */
export function addAuditCommands(program: Command, common: (c: Command) => Command): void {
  const audit = program.command('audit').description('the tamper-evident audit log: verify its hash chain, export it as JSON lines');

  const storePolicy = () => new Option('--policy <file>', "policy file whose `store` section says where the store is (default: HINDSIGHT_DATABASE_URL, else --data-dir)").env('HINDSIGHT_POLICY');
  common(audit.command('verify').description('check the hash chain and its head anchor (or an exported file): exit 0 if intact, 3 naming the first broken entry'))
    .option('--file <file>', 'verify an exported JSONL file instead of the data directory')
    .addOption(storePolicy())
    .option('--json', 'print one JSON object')
    .action(async (o: { dataDir: string; file?: string; json?: boolean; policy?: string }) => {
      const { verifyExport, verifyStoredChain } = await import('./audit/verify-chain.js');
      const report = o.file
        ? await verifyExport(createInterface({ input: createReadStream(readableFile(o.file)), crlfDelay: Infinity }))
        : await withLedger(o, (l) => verifyStoredChain({ entries: (after) => l.auditEntries(after), anchor: () => l.auditAnchor() }));
      const source = o.file ? `export ${o.file}` : `audit log in ${await storeName(o)}`;
      process.stdout.write((o.json ? JSON.stringify({ source, ...report }) : summary(source, report)) + '\n');
      if (!report.ok) process.exitCode = AUDIT_BROKEN_EXIT;
    });

  common(audit.command('export').description('write audit entries as JSON lines (with prev_hash and hash, so the export can be verified with `audit verify --file`)'))
    .option('--since <time>', 'entries at or after this time (ISO 8601 or epoch ms)')
    .option('--until <time>', 'entries at or before this time (ISO 8601 or epoch ms)')
    .option('--tenant <tenant>', "only this tenant's entries (such an export is not one chain: it verifies entry by entry only where entries are consecutive)")
    .option('--out <file>', 'write to this file instead of stdout')
    .addOption(storePolicy())
    .action(async (o: { dataDir: string; since?: string; until?: string; tenant?: string; out?: string; policy?: string }) => {
      const filter: AuditFilter = { since: time(o.since, '--since'), until: time(o.until, '--until'), tenant: o.tenant };
      if (filter.since !== undefined && filter.until !== undefined && filter.since > filter.until) {
        throw new HindsightError('invalid_argument', '--since is later than --until');
      }
      await withLedger(o, async (ledger) => {
        const out: NodeJS.WritableStream = o.out ? await openOut(o.out) : process.stdout;
        let n = 0;
        for await (const e of ledger.auditEntries(0, filter)) {
          if (!out.write(JSON.stringify(e) + '\n')) await once(out, 'drain');
          n++;
        }
        if (out === process.stdout) return;
        out.end();
        await once(out, 'finish');
        process.stderr.write(`exported ${n} audit entries to ${o.out}\n`);
      });
    });
}

/** One line a person reads: intact with its head, or where and how it breaks. */
function summary(source: string, r: ChainReport): string {
  if (!r.ok) return `${source}: BROKEN at entry ${r.seq}: ${r.problem} (${r.entries} entries verified before it)`;
  if (r.entries === 0) return `${source}: intact, no entries`;
  return `${source}: intact, ${r.entries} entries (seq ${r.first}..${r.last}), head ${r.head}`;
}

/** The PostgreSQL store the environment or the policy's `store` section names, if any. */
async function database(o: { policy?: string }) {
  const [{ databaseTarget }, { loadPolicy }] = await Promise.all([import('./store/store-target.js'), import('./config/load-policy.js')]);
  return databaseTarget(o.policy ? loadPolicy(o.policy).policy.store : undefined);
}

/** Where the audited store lives, for the report. */
async function storeName(o: { dataDir: string; policy?: string }): Promise<string> {
  const db = await database(o);
  if (!db) return resolve(o.dataDir);
  const { describeTarget } = await import('./store/postgres/pg-db.js');
  return describeTarget(db);
}

/** Opens the ledger of an existing store, runs `fn`, closes it. */
async function withLedger<T>(o: { dataDir: string; policy?: string }, fn: (ledger: Ledger) => Promise<T>): Promise<T> {
  const { openExistingLedger } = await import('./store/open-store.js');
  const ledger = await openExistingLedger(resolve(o.dataDir), await database(o));
  try {
    return await fn(ledger);
  } finally {
    await ledger.close();
  }
}

/** An optional time option. */
function time(v: string | undefined, name: string): number | undefined {
  return v === undefined ? undefined : parseTime(v, name);
}

function readableFile(file: string): string {
  const path = resolve(file);
  let isFile = false;
  try {
    isFile = statSync(path).isFile();
  } catch {
    throw new HindsightError('not_found', `--file: no such file: ${file}`);
  }
  if (!isFile) throw new HindsightError('invalid_argument', `--file: ${file} is not a file`);
  return path;
}

async function openOut(file: string): Promise<WriteStream> {
  const out = createWriteStream(resolve(file));
  try {
    await once(out, 'open');
  } catch (err) {
    throw new HindsightError('invalid_argument', `--out: cannot write ${file}: ${fsReason(err)}; choose a path in a folder this user may write to`);
  }
  return out;
}
