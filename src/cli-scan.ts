/**
 * `hindsight-guard scan --mapping FILE [--apply] -- <upstream command…>`: reads an existing MCP
 * memory server's whole memory through its mapping and reports what the firewall would not have
 * let in. A dry run judges in a throw-away in-memory store and writes nothing;
 * `--apply` records the verdicts in the data directory so `proxy` reads hide what is held.
 * Nothing is ever deleted upstream.
 */
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { Option, type Command } from 'commander';
import { followUp } from './config/invocation.js';
import { HindsightError } from './core/errors.js';
import { oneLine as clean, showHidden } from './core/text.js';
import type { ScanReport } from './proxy/scan.js';

type ScanChannel = 'user' | 'agent' | 'tool';

/** Adds `scan`; `common` adds the shared --data-dir and --policy options. */
export function addScanCommand(program: Command, common: (c: Command) => Command, version: string): void {
  common(program.command('scan'))
    .description(
      "report what the firewall would not have let into an existing memory server: `scan --mapping FILE [--apply] -- <upstream command…>`. " +
        'Its memories have unknown provenance, so they are judged as untrusted (the tool channel) unless --channel says otherwise.',
    )
    .requiredOption('--mapping <file>', 'upstream mapping (policies/upstreams/*.yaml): its read tools that take no required argument are called')
    .addOption(new Option('--channel <channel>', 'the channel the memories are judged as coming from (can only lower trust)').choices(['user', 'agent', 'tool']).default('tool'))
    .option('--apply', 'record the verdicts in --data-dir (stop a proxy on it first), so proxy reads hide what is held and held items wait in the review queue; without it nothing is written and --data-dir is not opened')
    .option('--json', 'print one JSON object')
    .argument('<command...>', 'the upstream server command and its arguments, after --')
    .action(async (command: string[], o: { dataDir: string; policy: string; mapping: string; channel: ScanChannel; apply?: boolean; json?: boolean }) => {
      // Loaded when the command runs, not when the command line starts (see cli.ts).
      const [{ openPolicy }, { loadYaml }, { UpstreamMappingSchema }, { Client }, { StdioClientTransport }, { ulid }, { openFirewall }, { scanGuardPolicy, scanSettings, scanUpstream, UpstreamReadError }] = await Promise.all([
        import('./config/policy-settings.js'),
        import('./config/load-policy.js'),
        import('./proxy/mapping.js'),
        import('@modelcontextprotocol/sdk/client/index.js'),
        import('@modelcontextprotocol/sdk/client/stdio.js'),
        import('ulid'),
        import('./app.js'),
        import('./proxy/scan.js'),
      ]);
      const { settings, hash, policy } = openPolicy(o.policy);
      const mapping = loadYaml(o.mapping, UpstreamMappingSchema);
      const [cmd, ...args] = command;
      if (!cmd) throw new HindsightError('invalid_argument', `give the upstream command after --, e.g. \`${followUp(['scan', '--mapping', o.mapping])} -- npx @modelcontextprotocol/server-memory\``);
      const shown = command.join(' ');
      // The upstream's stderr is kept (its tail explains a failure) rather than mixed into the report.
      let stderr = '';
      const tail = () => (stderr.trim() ? `; its stderr: ${showHidden(stderr.trim().slice(-1000))}` : '');
      const env = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined));
      const transport = new StdioClientTransport({ command: cmd, args, env, stderr: 'pipe' });
      (transport.stderr as Readable | null)?.setEncoding('utf8').on('data', (d: string) => (stderr = (stderr + d).slice(-8000)));
      const upstream = new Client({ name: 'hindsight-guard-scan', version });
      try {
        await upstream.connect(transport, { timeout: 30_000 });
      } catch (err) {
        await upstream.close().catch(() => undefined);
        throw new HindsightError('invalid_argument', `cannot start the upstream \`${shown}\`: ${err instanceof Error ? err.message : String(err)}${tail()}`);
      }
      const dataDir = o.apply ? resolve(o.dataDir) : undefined;
      let report: ScanReport;
      try {
        // A dry run judges in memory: the data directory is not even opened.
        const fw = await openFirewall({ dataDir, settings: scanSettings(settings), policyHash: hash, guard: scanGuardPolicy(policy.guard) });
        try {
          const trustCeiling = Math.min(settings.trustCeiling, settings.channelTrust[o.channel]);
          const caller = { principal: settings.principal, tenant: settings.tenant, trustCeiling, session: `scan-${ulid()}`, tool: 'scan' };
          report = await scanUpstream({ engine: fw.engine, mapping, upstream, caller, channel: o.channel });
        } finally {
          await fw.close();
        }
      } catch (err) {
        if (err instanceof UpstreamReadError) throw new UpstreamReadError(`${err.message} (upstream \`${shown}\`)${tail()}`);
        throw err;
      } finally {
        await upstream.close().catch(() => undefined);
      }
      if (o.json) {
        // A dry run's ids name records of a store that no longer exists.
        const findings = report.findings.map(({ id, ...f }) => (dataDir ? { ...f, id } : f));
        process.stdout.write(JSON.stringify({ ...report, findings, applied: Boolean(dataDir), dataDir: dataDir ?? null }) + '\n');
        return;
      }
      process.stdout.write(textReport(report, dataDir) + '\n');
    });
}

/** The report for people: one summary line, then each memory not served, its untrusted text cleaned for the terminal. */
function textReport(r: ScanReport, dataDir: string | undefined): string {
  const statuses = Object.entries(r.byStatus).map(([s, n]) => `${s} ${n}`).join(', ');
  const lines = [
    `scanned ${r.scanned} memories of ${r.upstream} (${r.tools.join(', ')}) as channel ${r.channel} (trust ${r.trust}): allowed ${r.allowed}, held ${r.held}${statuses ? ` (${statuses})` : ''}` +
      (r.errors ? `, not judged ${r.errors}` : '') +
      (r.known ? `, ${r.known} already known to the ledger` : ''),
  ];
  for (const f of r.findings) {
    lines.push(`- ${f.subject !== undefined ? `${quote(f.subject, 100)}: ` : ''}${quote(f.text, 300)}`);
    lines.push(`    ${f.status}${f.id && dataDir ? ` (id ${f.id})` : ''}: ${f.reasonCode ?? ''}${f.reasons.length ? ` — ${clean(f.reasons.slice(0, 5).join('; '), 500)}` : ''}`);
  }
  if (r.errors) lines.push(`${r.errors} memory text(s) could not be judged (status error) and were not recorded: proxy reads still serve them`);
  lines.push(
    dataDir
      ? `applied to ${dataDir}: proxy reads through it no longer serve the held memories (nothing was deleted upstream); quarantined ones wait in \`${followUp(['review', 'list', '--data-dir', dataDir])}\``
      : 'dry run: nothing was written; --apply records these verdicts in --data-dir (nothing is ever deleted upstream)',
  );
  return lines.join('\n');
}


function quote(text: string, max: number): string {
  return `"${clean(text, max)}"`;
}
