/**
 * `hindsight-guard review list|show|approve|reject` — the security reviewer's queue on the command
 * line. It opens the data directory alongside a running server (shared: status changes only, no
 * lock, no index snapshot), so a reviewer need not stop the firewall. Text output is for people: hidden characters are made visible and untrusted
 * content is quoted; `--json` prints one JSON object for scripts.
 */
import { resolve } from 'node:path';
import { userInfo } from 'node:os';
import { Command, Option } from 'commander';
import type { Firewall } from './app.js';
import { followUp } from './config/invocation.js';
import { HindsightError } from './core/errors.js';
import { REVIEW_STATUSES, type ReviewStatus } from './core/status-machine.js';
import { oneLine, showHidden } from './core/text.js';
import type { DecisionTrace, MemoryRecord } from './core/types.js';
import type { Caller } from './revision/context.js';
import type { ReviewDecision } from './revision/quarantine.js';

/** Options every review subcommand takes. */
export interface ReviewOptions {
  dataDir: string;
  policy: string;
  tenant?: string;
  reviewer?: string;
  json?: boolean;
}

/** Adds the `review` command group; `common` adds the shared --data-dir and --policy options. */
export function addReviewCommands(program: Command, common: (c: Command) => Command): void {
  const review = program.command('review').description('the quarantine review queue: list, show, approve or reject held writes');
  const sub = (name: string, description: string) =>
    common(review.command(name).description(description))
      .option('--tenant <tenant>', "whose queue (default: the policy's default principal's tenant)")
      .addOption(new Option('--reviewer <name>', 'who decides, recorded in the trace').env('HINDSIGHT_REVIEWER'))
      .option('--json', 'print one JSON object');

  sub('list', 'held writes, newest first, with why they were held')
    .addOption(new Option('--status <status>', 'which items').choices([...REVIEW_STATUSES, 'all']).default('quarantined'))
    .option('--limit <n>', 'most items', '100')
    .action((o: ReviewOptions & { status: ReviewStatus | 'all'; limit: string }) =>
      withReviewer(o, async (fw, reviewer) => {
        const statuses = o.status === 'all' ? REVIEW_STATUSES : [o.status];
        const { listQuarantine } = await import('./revision/quarantine.js');
        const items = await listQuarantine(fw.engine, reviewer, { statuses, limit: positive(o.limit, '--limit') });
        const traces = await Promise.all(items.map((r) => (r.traceId ? fw.engine.deps.ledger.trace(r.traceId) : undefined)));
        const now = fw.engine.deps.clock.now();
        const rows = items.map((r, i) => ({ ...itemSummary(r, traces[i]), ageSeconds: Math.round((now - r.createdAt) / 1000) }));
        if (o.json) return print({ tenant: reviewer.tenant, count: rows.length, oldestAgeSeconds: rows.at(-1)?.ageSeconds ?? null, items: rows });
        const tenant = clean(reviewer.tenant);
        if (rows.length === 0) return print(`no ${o.status === 'all' ? 'held' : o.status} items in tenant ${tenant}`);
        const lines = rows.map((r) =>
          [`${r.id}  ${r.status}  ${age(r.ageSeconds)} old  ${r.channel}/${clean(r.principal)}  ${r.reasonCode ?? r.verdict ?? ''}`, `    ${quote(r.content, 160)}`].join('\n'),
        );
        // The page shown: --limit cuts the list, so "oldest" is the oldest listed.
        print(`${rows.length} item(s) in tenant ${tenant}, oldest listed ${age(rows.at(-1)!.ageSeconds)}:\n${lines.join('\n')}`);
      }),
    );

  sub('show', 'one item of the queue: content with hidden characters visible, findings, traces, and (while held) what approving it would touch')
    .argument('<id>', 'the quarantine id (the memory id)')
    .action((id: string, o: ReviewOptions, cmd: Command) =>
      withReviewer(o, async (fw, reviewer) => {
        const { showQuarantine } = await import('./revision/quarantine.js');
        const item = await showQuarantine(fw.engine, reviewer, id);
        const { embedding: _e, ...record } = item.record;
        if (o.json) return print({ record, traces: item.traces, wouldTouch: item.wouldTouch, touched: item.touched.map(({ embedding: _t, ...t }) => t), copies: item.copies });
        const r = item.record;
        const held = r.status === 'quarantined';
        // Every field a writer controls (principal, session, tool, subject, content, reasons) is cleaned.
        const out = [
          `${r.id}  ${r.status}  written ${new Date(r.createdAt).toISOString()} by ${clean(r.source.principal)} on channel ${r.source.channel} (trust ${r.trust})` +
            (r.source.session ? `, session ${clean(r.source.session)}` : '') +
            (held && r.expiresAt ? `; expires unreviewed ${new Date(r.expiresAt).toISOString()}` : ''),
          `content hash ${r.contentHash}${r.subject ? `; subject ${quote(r.subject, 200)}` : ''}`,
          ...(item.copies ? [`${item.copies.count} held copies of this claim from this writer counted on this item (the last ${new Date(item.copies.lastAt).toISOString()}); only this one is stored`] : []),
          'content (hidden characters shown as ⟦U+…⟧):',
          indent(showHidden(r.content)),
          '',
          ...item.traces.flatMap(traceLines),
          ...(item.wouldTouch ? [`if approved now: ${item.wouldTouch.relation} — ${clean(item.wouldTouch.reason)}`] : []),
          ...item.touched.map((t) => `  ${t.id} (${t.status}, ${t.source.channel}, trust ${t.trust}): ${quote(t.content, 300)}`),
          ...(held
            ? ['', `approve: ${followUp(['review', 'approve', r.id, '--hash', r.contentHash, ...sameQueue(o, cmd)])}`, `reject:  ${followUp(['review', 'reject', r.id, '--hash', r.contentHash, ...sameQueue(o, cmd)])}`]
            : []),
        ];
        print(out.join('\n'));
      }),
    );

  for (const [name, verb] of [
    ['approve', 'approve a held write: it enters the revision core as of now, with its writer’s trust'],
    ['reject', 'reject a held write: kept for audit, never served'],
  ] as const) {
    sub(name, verb)
      .argument('<id>', 'the quarantine id')
      .requiredOption('--hash <contentHash>', 'the content hash you reviewed (as `review show` prints it): the decision binds to it')
      .option('--note <text>', 'why, recorded in the trace')
      .action((id: string, o: ReviewOptions & { hash: string; note?: string }) =>
        withReviewer(o, async (fw, reviewer) => {
          const { approveQuarantined, rejectQuarantined } = await import('./revision/quarantine.js');
          const decide = name === 'approve' ? approveQuarantined : rejectQuarantined;
          const d: ReviewDecision = await decide(fw.engine, reviewer, id, o.hash.trim(), o.note);
          if (o.json) return print(d);
          print(`${name === 'approve' ? 'approved' : 'rejected'} ${d.id}: now ${d.status}${d.targets.length ? `; ${d.relation} ${d.targets.join(', ')}` : ''} (trace ${d.traceId})`);
        }),
      );
  }
}

/**
 * The options that chose this queue, given on the command line or in the environment, for a
 * printed follow-up command that must reach the same items: `--data-dir`, `--policy`, `--tenant`.
 */
function sameQueue(o: ReviewOptions, cmd: Command): string[] {
  const given = (key: string) => cmd.getOptionValueSource(key) !== 'default';
  return [
    ...(given('dataDir') ? ['--data-dir', o.dataDir] : []),
    ...(given('policy') ? ['--policy', o.policy] : []),
    ...(o.tenant !== undefined ? ['--tenant', o.tenant] : []),
  ];
}

/**
 * Opens the policy and the existing store, runs `fn` as the reviewer (`tool` names the command in
 * traces), and closes the store. Shared by the other reviewer commands (cli-rollback.ts).
 */
export async function withReviewer(o: ReviewOptions, fn: (fw: Firewall, reviewer: Caller) => Promise<void>, tool = 'cli review'): Promise<void> {
  // Loaded when a command runs, not when the command line starts (see cli.ts).
  const [{ openPolicy }, { openFirewall }] = await Promise.all([import('./config/policy-settings.js'), import('./app.js')]);
  const { settings, hash, database } = openPolicy(o.policy);
  const dataDir = resolve(o.dataDir);
  // Shared: never creates a store (a mistyped --data-dir must not look like an empty queue).
  const fw = await openFirewall({ dataDir, database, settings, policyHash: hash, shared: true });
  const reviewer: Caller = {
    principal: `review:${o.reviewer?.trim() || userInfo().username}`,
    tenant: o.tenant ?? settings.tenant,
    trustCeiling: settings.channelTrust.review,
    tool,
  };
  try {
    await fn(fw, reviewer);
  } finally {
    await fw.close();
  }
}

/** What a listing shows of one item (no embedding). */
function itemSummary(r: MemoryRecord, trace: DecisionTrace | undefined) {
  const held = trace?.findings.filter((f) => f.severity !== 'none') ?? [];
  return {
    id: r.id,
    status: r.status,
    createdAt: r.createdAt,
    expiresAt: r.expiresAt ?? null,
    principal: r.source.principal,
    channel: r.source.channel,
    session: r.source.session ?? null,
    tool: r.source.tool ?? null,
    trust: r.trust,
    contentHash: r.contentHash,
    content: r.content,
    verdict: trace?.verdict,
    reasonCode: held.length ? held.map((f) => `${f.layer}.${f.severity}`).join(',') : undefined,
    reasons: held.flatMap((f) => f.reasons),
  };
}

/** A trace as readable lines: who decided what, each layer's finding, the revision outcome. */
function traceLines(t: DecisionTrace): string[] {
  return [
    `decision ${t.id} at ${new Date(t.at).toISOString()} by ${clean(t.principal)} via ${clean(t.tool)}: ${t.verdict} (policy ${t.policyHash})`,
    ...t.findings.map((f) => `  ${f.layer.padEnd(11)} ${f.severity.padEnd(7)} score ${f.score.toFixed(2)}${f.reasons.length ? `  ${clean(f.reasons.join('; '))}` : ''}`),
    ...(t.revision ? [`  revision: ${t.revision.relation} ${t.revision.targets.join(', ')} — ${clean(t.revision.reason)}`] : []),
    '',
  ];
}

/** One line (a string as is, anything else as JSON) on stdout. */
export function print(x: unknown): void {
  process.stdout.write((typeof x === 'string' ? x : JSON.stringify(x)) + '\n');
}

/** Untrusted text on one line (see `oneLine`), 500 code points by default. */
export function clean(text: string, max = 500): string {
  return oneLine(text, max);
}

/** Untrusted text on one line, cleaned and quoted. */
function quote(text: string, max: number): string {
  return `"${clean(text, max)}"`;
}

function indent(text: string): string {
  return text.split('\n').map((l) => `  | ${l}`).join('\n');
}

function age(seconds: number): string {
  if (seconds < 120) return `${seconds}s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)}m`;
  if (seconds < 172_800) return `${Math.round(seconds / 3600)}h`;
  return `${Math.round(seconds / 86_400)}d`;
}

/** A positive whole number from a command-line option, or an invalid_argument error naming it. */
export function positive(v: string, name: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new HindsightError('invalid_argument', `${name}: ${v} is not a positive whole number`);
  return n;
}
