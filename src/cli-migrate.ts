/**
 * `hindsight-guard migrate --from <data dir> --to postgres://…` — moves an embedded store to
 * PostgreSQL (src/store/migrate/). Prints a report: rows and digest per table, the records digest,
 * the audit chain on both sides. Exit codes: 0 copied and verified (or the target already was this
 * copy); 2 refused, nothing written (no store at --from, the source served by a running process, a
 * target holding data without --force or another application's tables, a bad URL or schema, the
 * database unreachable); 3 the source's audit chain does not verify, nothing written; 4 the copy
 * did not verify and was rolled back; 1 anything else (the transaction rolled back: nothing
 * committed).
 */
import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { AUDIT_BROKEN_EXIT } from './cli-audit.js';
import { HindsightError } from './core/errors.js';
import type { MigrationReport } from './store/migrate/migrate-store.js';

/** Exit code of a copy that did not verify (rolled back). */
export const MIGRATE_UNVERIFIED_EXIT = 4;

/** Adds the `migrate` command. */
export function addMigrateCommand(program: Command): void {
  program
    .command('migrate')
    .description('copy an embedded store (a data directory) to PostgreSQL in one transaction, verify the copy, and print a report')
    .requiredOption('--from <dir>', 'the data directory to copy (stop its server first)')
    .addOption(new Option('--to <url>', 'the target database, postgres://user@host:5432/database').env('HINDSIGHT_DATABASE_URL'))
    .addOption(new Option('--schema <name>', 'the schema the store goes into (created)').env('HINDSIGHT_DATABASE_SCHEMA').default('hindsight'))
    .option('--force', 'replace a Hindsight Guard store that already holds data in that schema (no server may be connected to it)')
    .option('--json', 'print the report as one JSON object')
    .action(async (o: { from: string; to?: string; schema: string; force?: boolean; json?: boolean }) => {
      if (!o.to) throw new HindsightError('invalid_argument', '--to: give the target database, postgres://user@host:5432/database (or set HINDSIGHT_DATABASE_URL)');
      const [{ databaseTarget }, { migrateStore }] = await Promise.all([import('./store/store-target.js'), import('./store/migrate/migrate-store.js')]);
      const target = databaseTarget(undefined, { HINDSIGHT_DATABASE_URL: o.to, HINDSIGHT_DATABASE_SCHEMA: o.schema })!;
      const progress = (m: string) => void process.stderr.write(`[migrate] ${m}\n`);
      let report: MigrationReport;
      try {
        report = await migrateStore({ from: resolve(o.from), target, force: Boolean(o.force), progress });
      } catch (err) {
        if (err instanceof HindsightError && err.code === 'audit_broken') {
          process.stderr.write(`hindsight-guard: ${err.message}\n`);
          process.exit(AUDIT_BROKEN_EXIT);
        }
        throw err;
      }
      process.stdout.write((o.json ? JSON.stringify(report) : render(report)) + '\n');
      const ok = report.outcome !== 'verification-failed' && report.after_commit?.ok !== false;
      if (!ok) process.exitCode = MIGRATE_UNVERIFIED_EXIT;
    });
}

const short = (h: string | undefined) => (h ? `${h.slice(0, 16)}…` : '-');

/** The report as a person reads it. */
export function render(r: MigrationReport): string {
  const v = r.verification;
  const out = [`migrate ${r.from} → ${r.to}`];
  const sa = r.source_audit;
  out.push(`  source audit chain: ${sa.ok ? `intact, ${sa.entries} entries, head ${short(sa.head)}` : `BROKEN at entry ${sa.seq}`}`);
  out.push(`  ${'table'.padEnd(16)} ${'source'.padStart(8)} ${'target'.padStart(8)}  digest`);
  for (const t of v.tables) out.push(`  ${t.table.padEnd(16)} ${String(t.source).padStart(8)} ${String(t.target).padStart(8)}  ${t.ok ? `same ${short(t.target_digest)}` : `DIFFERS (source ${short(t.source_digest)}, target ${short(t.target_digest)})`}`);
  out.push(`  records digest: ${v.records.ok ? `same on both sides, ${v.records.source_digest}` : `DIFFERS: source ${v.records.source_digest}, target ${v.records.target_digest}`} (${v.records.count} records)`);
  const ta = v.audit.target;
  out.push(
    `  audit chain on the target: ${ta.ok ? `intact, ${ta.entries} entries, head ${short(ta.head)}` : `BROKEN at entry ${ta.seq}: ${ta.problem}`}${v.audit.ok ? ' — the source head' : v.audit.target.ok ? ' — NOT the source head' : ''}`,
  );
  for (const p of v.problems) out.push(`  problem: ${p}`);
  if (r.after_commit) {
    const a = r.after_commit;
    out.push(`  read back through the PostgreSQL ledger after commit: audit ${a.audit.ok ? `intact, ${a.audit.entries} entries` : `BROKEN at entry ${a.audit.seq}`}; memories by status ${JSON.stringify(a.statuses.target)}${a.ok ? ', as in the source' : `, source ${JSON.stringify(a.statuses.source)} — DIFFERS`}`);
  }
  const result = {
    migrated: `copied and verified in ${r.seconds} s${r.replaced ? ' (the store that was in the target was replaced: --force)' : ''}`,
    'already-migrated': `the target already holds this copy (same audit head, every check passes): nothing done (${r.seconds} s)`,
    'verification-failed': 'the copy did not verify and was ROLLED BACK: nothing was committed',
  }[r.outcome];
  out.push(`  result: ${r.after_commit?.ok === false ? 'committed, but it did NOT verify when read back — do not serve it; rerun with --force after finding the cause' : result}`);
  return out.join('\n');
}
