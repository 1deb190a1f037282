/**
 * `hindsight-guard rollback` — undo a poisoning campaign (revision/rollback.ts) — and
 * `hindsight-guard memory readers <id>` — a memory's blast radius, from the read log. Both open the
 * data directory the way `review` does (shared, beside a running server). Text output is for
 * people, with writer-controlled text cleaned; `--json` prints one JSON object.
 */
import { Command, Option } from 'commander';
import { clean, positive, print, withReviewer, type ReviewOptions } from './cli-review.js';
import { parseTime } from './core/time.js';
import { applyRollback, checkWindow, describeScope, planRollback, type RollbackChange, type RollbackPlan, type RollbackScope } from './revision/rollback.js';

/** Adds `rollback` and `memory readers`; `common` adds the shared --data-dir and --policy options. */
export function addRollbackCommands(program: Command, common: (c: Command) => Command): void {
  const withCommon = (c: Command) =>
    common(c)
      .option('--tenant <tenant>', "whose memories (default: the policy's default principal's tenant)")
      .addOption(new Option('--reviewer <name>', 'who runs it, recorded in the traces').env('HINDSIGHT_REVIEWER'))
      .option('--json', 'print one JSON object');

  withCommon(program.command('rollback').description('take everything a principal (or one session) wrote in a time window out of service and serve again what it superseded'))
    .requiredOption('--principal <principal>', 'whose writes')
    .option('--session <session>', 'only this session of theirs')
    .requiredOption('--since <time>', 'window start, ISO 8601 or epoch ms (inclusive)')
    .requiredOption('--until <time>', 'window end, ISO 8601 or epoch ms (inclusive)')
    .option('--dry-run', 'print the plan, change nothing')
    .action((o: ReviewOptions & { principal: string; session?: string; since: string; until: string; dryRun?: boolean }) => {
      const window = { since: parseTime(o.since, '--since'), until: parseTime(o.until, '--until') };
      // Checked before the data directory is opened: a mistyped window must say so, whatever --data-dir is.
      checkWindow(window.since, window.until);
      return withReviewer(
        o,
        async (fw, runner) => {
          const scope: RollbackScope = { tenant: runner.tenant, principal: o.principal, session: o.session, ...window };
          const plan = await planRollback(fw.engine, scope);
          if (o.dryRun) return print(o.json ? { dryRun: true, ...plan } : planText(plan, true));
          if (!o.json) print(planText(plan, false));
          const done = await applyRollback(fw.engine, runner, scope);
          if (o.json) return print({ dryRun: false, ...done });
          const n = count(done);
          print(`rolled back (rollback ${done.rollbackId}, by ${clean(runner.principal)}): ${n.revert} record(s) out of service, ${n.restore} restored, ${done.traceIds.length} trace(s) written`);
        },
        'cli rollback',
      );
    });

  const memory = program.command('memory').description('one memory, as an administrator sees it');
  withCommon(memory.command('readers').description('who was served this memory (principal, session, time), newest first: its blast radius'))
    .argument('<id>', 'the memory id')
    .option('--limit <n>', 'most reads listed', '100')
    .action((id: string, o: ReviewOptions & { limit: string }) =>
      withReviewer(
        o,
        async (fw, reader) => {
          const limit = positive(o.limit, '--limit');
          // Tenant-scoped: another tenant's id is "not found", whether or not it exists.
          await fw.engine.mustGet(reader, id);
          const reads = await fw.engine.deps.ledger.readsOf(id, limit);
          if (o.json) return print({ id, tenant: reader.tenant, count: reads.length, reads: reads.map((r) => ({ principal: r.principal, session: r.session ?? null, at: r.at })) });
          if (reads.length === 0) return print(`nobody was served ${id} in tenant ${clean(reader.tenant)}`);
          const lines = reads.map((r) => `  ${new Date(r.at).toISOString()}  ${clean(r.principal, 128)}${r.session ? `  session ${clean(r.session, 128)}` : ''}`);
          print(`${reads.length} read(s) of ${id} in tenant ${clean(reader.tenant)}, newest first${reads.length === limit ? ` (first ${limit})` : ''}:\n${lines.join('\n')}`);
        },
        'cli memory readers',
      ),
    );
}

/** The plan as a readable diff: `-` taken out of service, `+` served again, `=` left as it is. */
function planText(plan: RollbackPlan, dryRun: boolean): string {
  const n = count(plan);
  const head = `${dryRun ? 'dry run — nothing changed. ' : ''}rollback of ${clean(describeScope(plan.scope))}: ${plan.found} record(s) found; ${n.revert} to take out of service, ${n.restore} to restore, ${plan.skipped.length} left as they are`;
  const line = (c: RollbackChange) => {
    const why = c.action === 'restore' ? ` (superseded by ${c.related[0]} of the campaign)` : c.related.length ? ` (had superseded ${c.related.join(', ')})` : '';
    return `${c.action === 'revert' ? '-' : '+'} ${c.id}  ${c.before} → ${c.after}  ${clean(c.principal, 128)}  ${new Date(c.createdAt).toISOString()}${why}\n    "${clean(c.preview, 200)}"`;
  };
  const skipped = plan.skipped.map((s) => `= ${s.id}  ${s.status}: ${s.reason}`);
  return [head, ...plan.changes.map(line), ...skipped].join('\n');
}

function count(plan: RollbackPlan): { revert: number; restore: number } {
  return { revert: plan.changes.filter((c) => c.action === 'revert').length, restore: plan.changes.filter((c) => c.action === 'restore').length };
}
