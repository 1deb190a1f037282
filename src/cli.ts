#!/usr/bin/env node
/**
 * `hindsight-guard` — the command line. Every command but `policy check` takes `--data-dir` (env
 * `HINDSIGHT_DATA_DIR`, default `./data`) and `--policy` (env `HINDSIGHT_POLICY`, default the
 * package's `policies/default.yaml`) and refuses to start on an invalid policy. Logs go to stderr;
 * stdout carries protocol or results.
 */
import { Command, Option } from 'commander';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { addAuditCommands } from './cli-audit.js';
import { addMigrateCommand } from './cli-migrate.js';
import { addPolicyCommands } from './cli-policy.js';
import { addProxyCommand } from './cli-proxy.js';
import { addReviewCommands } from './cli-review.js';
import { addRollbackCommands } from './cli-rollback.js';
import { addScanCommand } from './cli-scan.js';
import type { ServeOptions } from './cli-serve.js';
import { PolicyError } from './config/policy-error.js';
import { fsReason, HindsightError, isFsError } from './core/errors.js';
import type { Logger } from './logger.js';
import { newToken } from './auth/principals.js';

const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
// Every command loads what it runs when it runs (`import()` in its action): `--help`, `policy
// check` or `token new` must not pay for the language models, the store and the MCP SDK.
let logger: Logger | undefined;
/** The process logger, made on first use (pino is loaded only by the commands that log). */
const processLog = async (): Promise<Logger> => (logger ??= (await import('./logger.js')).createLogger());
// `hindsight-guard eval … | head` closes stdout early: that is the reader's choice, not an error.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

const dataDirOption = () =>
  new Option('--data-dir <dir>', 'data directory').env('HINDSIGHT_DATA_DIR').default('./data');

// Resolved from dist/cli.js, so the default works from any working directory and when installed.
const DEFAULT_POLICY = fileURLToPath(new URL('../policies/default.yaml', import.meta.url));
const policyOption = () =>
  new Option('--policy <file>', 'policy file (YAML)').env('HINDSIGHT_POLICY').default(DEFAULT_POLICY, 'policies/default.yaml of the package');

const program = new Command()
  .name('hindsight-guard')
  .description('A memory firewall for LLM agents: versioned MCP memory whose revision core lets newer trusted facts supersede older ones.')
  .version(VERSION);

program
  .command('serve')
  .description('serve the native memory tools over MCP (Streamable HTTP by default, or stdio)')
  .addOption(dataDirOption())
  .addOption(policyOption())
  .option('--stdio', 'serve MCP over stdin/stdout (for clients that spawn a process)')
  .option('--http', 'serve MCP over Streamable HTTP at /mcp (default)')
  .option('--host <host>', 'HTTP bind address', process.env.HINDSIGHT_HOST ?? '127.0.0.1')
  .option('--port <port>', 'HTTP port', process.env.HINDSIGHT_PORT ?? '8787')
  .action(async (o: ServeOptions) => (await import('./cli-serve.js')).runServe(o, VERSION, await processLog()));

program
  .command('eval')
  .description('replay scenario files (format: docs/evaluation.md) on fresh stores (in memory, or throw-away PostgreSQL schemas) and score the expectations')
  .argument('<files...>', 'scenario .jsonl files')
  .option('--json', 'one JSON object per file on stdout, nothing else')
  .option('--trace', 'per scored event, one JSON line on stderr: expectation met, verdict, findings, claim (key, frame, value), candidates and decision')
  // Accepted for uniformity; every scenario runs on a fresh in-memory store.
  .addOption(dataDirOption().hideHelp())
  .addOption(policyOption())
  .action(async (files: string[], o: { json?: boolean; trace?: boolean; policy: string }) => {
    const { settings, hash, policy, database } = (await import('./config/policy-settings.js')).openPolicy(o.policy);
    const { runScenario } = await import('./eval/scenario-runner.js');
    const trace = o.trace ? (line: object) => process.stderr.write(JSON.stringify(line) + '\n') : undefined;
    for (const f of files) {
      // On PostgreSQL each file gets a schema of its own, dropped when it is scored.
      const fresh = database && { ...database, schema: `${database.schema.slice(0, 40)}_eval_${randomBytes(5).toString('hex')}` };
      const r = await runScenario(f, settings, hash, policy.guard, trace, fresh);
      if (o.json) process.stdout.write(JSON.stringify(r) + '\n');
      else {
        const pct = (t: { total: number; met: number }) => (t.total ? ((100 * t.met) / t.total).toFixed(1) : '-');
        process.stdout.write(`${r.scenario}: ${r.expectations.met}/${r.expectations.total} expectations met (${pct(r.expectations)}%) over ${r.events} events\n`);
        for (const [label, t] of Object.entries(r.by_label)) process.stdout.write(`  ${label.padEnd(36)} ${String(t.met).padStart(5)}/${String(t.total).padEnd(5)} ${pct(t)}%\n`);
        if (r.unexpected_supersessions > 0) process.stdout.write(`  memories superseded that no expectation names: ${r.unexpected_supersessions}\n`);
        process.stdout.write(`  latency ms: write p50 ${r.latency_ms.write.p50} p99 ${r.latency_ms.write.p99}; search p50 ${r.latency_ms.search.p50} p99 ${r.latency_ms.search.p99}\n`);
      }
    }
  });

program
  .command('reindex')
  .description('re-embed every memory with the current embedder and rebuild the vector index')
  .addOption(dataDirOption())
  .addOption(policyOption())
  .action(async (o: { dataDir: string; policy: string }) => {
    const { settings, database } = (await import('./config/policy-settings.js')).openPolicy(o.policy);
    const [{ HashingEmbedder }, { memoryText }, { openStore }] = await Promise.all([import('./embed/hashing-embedder.js'), import('./core/text.js'), import('./store/open-store.js')]);
    const embedder = new HashingEmbedder(settings.embeddingDim);
    const store = await openStore({ dataDir: resolve(o.dataDir), database, model: embedder.model, durability: settings.durability, allowModelChange: true });
    try {
      const n = await store.ledger.reembed((c, subject) => embedder.embed(memoryText(c, subject)), embedder.model);
      await store.index.clear();
      await store.close();
      const reopened = await openStore({ dataDir: resolve(o.dataDir), database, model: embedder.model, durability: settings.durability });
      await reopened.close();
      process.stdout.write(`re-embedded ${n} memories with ${embedder.model.id}@${embedder.model.dim}; index rebuilt\n`);
    } catch (err) {
      await store.close().catch(() => undefined);
      throw err;
    }
  });

const bench = program.command('bench').description('benchmarks (JSON lines with --json)');
bench
  .command('core')
  .description('write latency without and with the guard, search latency, recall@10 and start-up at N memories, against plain SQLite and server-memory baselines')
  .option('--json', 'one JSON object per line')
  .option('--sizes <list>', 'comma-separated N values', '1000,10000,100000')
  .option('--data-dir <dir>', 'where the throw-away benchmark stores are made (default: the OS temp directory)')
  .option('--samples <n>', 'timed writes per arm (searches are 0.6 and recall queries 0.2 of it)', '500')
  .addOption(new Option('--backend <backend>', 'embedded: the embedded store only; postgres: also the same workload on PostgreSQL, beside it').choices(['embedded', 'postgres']).default('embedded'))
  .addOption(new Option('--database-url <url>', 'PostgreSQL for --backend postgres (a throw-away schema is made there and dropped)').env('HINDSIGHT_DATABASE_URL'))
  .addOption(policyOption())
  .action(async (o: { json?: boolean; sizes: string; samples: string; dataDir?: string; policy: string; backend: 'embedded' | 'postgres'; databaseUrl?: string }) => {
    // The bench ignores the other HINDSIGHT_* variables: its numbers depend on the policy alone.
    const { settings, hash, policy } = (await import('./config/policy-settings.js')).openPolicy(o.policy, {});
    let postgres: { url: string } | undefined;
    if (o.backend === 'postgres') {
      if (!o.databaseUrl) throw new HindsightError('invalid_argument', '--backend postgres: give --database-url postgres://user@host:5432/database (or set HINDSIGHT_DATABASE_URL)');
      const { databaseTarget } = await import('./store/store-target.js');
      postgres = { url: databaseTarget(undefined, { HINDSIGHT_DATABASE_URL: o.databaseUrl })!.url };
    }
    const { runCoreBench } = await import('./bench/core-bench.js');
    await runCoreBench({ sizes: o.sizes.split(',').map(Number), json: Boolean(o.json), workDir: o.dataDir && resolve(o.dataDir), settings, policyHash: hash, guard: policy.guard, postgres, writeSample: /^\d+$/.test(o.samples) ? Number(o.samples) : NaN });
  });
bench
  .command('proxy')
  .description('server-memory called directly and through `proxy` (interleaved): p50/p99 per tool and of session set-up, and the ratio proxy/direct')
  .option('--json', 'one JSON object per line')
  .option('--calls <n>', 'timed calls per arm (search_nodes, open_nodes, add_observations in turn)', '300')
  .option('--sessions <n>', 'timed session set-ups per arm', '10')
  .option('--entities <n>', 'entities seeded into each arm (three observations each)', '200')
  .option('--data-dir <dir>', 'where the throw-away memory files and data dirs are made (default: the OS temp directory)')
  .addOption(policyOption())
  .action(async (o: { json?: boolean; calls: string; sessions: string; entities: string; dataDir?: string; policy: string }) => {
    const { settings, hash, policy } = (await import('./config/policy-settings.js')).openPolicy(o.policy, {});
    const { runProxyBench } = await import('./bench/proxy-bench.js');
    const n = (v: string) => (/^\d+$/.test(v) ? Number(v) : NaN);
    await runProxyBench({ calls: n(o.calls), sessions: n(o.sessions), entities: n(o.entities), json: Boolean(o.json), workDir: o.dataDir && resolve(o.dataDir), policyFile: resolve(o.policy), settings, policyHash: hash, guard: policy.guard, version: VERSION });
  });

addReviewCommands(program, (c) => c.addOption(dataDirOption()).addOption(policyOption()));
addRollbackCommands(program, (c) => c.addOption(dataDirOption()).addOption(policyOption()));
addProxyCommand(program, (c) => c.addOption(dataDirOption()).addOption(policyOption()), VERSION, processLog);
addScanCommand(program, (c) => c.addOption(dataDirOption()).addOption(policyOption()), VERSION);
addAuditCommands(program, (c) => c.addOption(dataDirOption()));
addMigrateCommand(program);

program
  .command('token')
  .description('bearer tokens for HTTP principals')
  .command('new')
  .description('print a new random token (give it to the principal) and its SHA-256 (put it in the policy as token_sha256)')
  .option('--name <principal>', 'the principal it is for, to print a policy snippet', 'reviewer-1')
  .addOption(new Option('--role <role>', 'its role').choices(['agent', 'reviewer', 'admin']).default('reviewer'))
  .option('--tenant <tenant>', 'its tenant', 'default')
  .action((o: { name: string; role: string; tenant: string }) => {
    const { token, sha256 } = newToken();
    const trust = o.role === 'agent' ? 0.6 : 0.9;
    process.stdout.write(
      `token: ${token}\nsha256: ${sha256}\n\n# policy snippet (the token itself is not stored anywhere; keep it secret):\nprincipals:\n  - name: ${o.name}\n    role: ${o.role}\n    tenant: ${o.tenant}\n    trust_ceiling: ${trust}\n    token_sha256: ${sha256}\n`,
    );
  });

addPolicyCommands(program);

program.parseAsync(process.argv).catch(async (err: unknown) => {
  if (err instanceof PolicyError) {
    process.stderr.write(`hindsight-guard: refusing to start: invalid policy ${err.file}\n${err.problems.map((p) => p + '\n').join('')}`);
    process.exit(2);
  }
  // A file-system error no command explained (an --out file, say) is still said in words.
  const known = err instanceof HindsightError || isFsError(err);
  const msg = err instanceof HindsightError ? err.message : isFsError(err) ? `cannot ${err.syscall ?? 'use'} ${err.path}: ${fsReason(err)}; check the path and its permissions, or choose another` : err instanceof Error ? err.message : String(err);
  if (!(err instanceof HindsightError)) (await processLog()).debug({ err }, 'command failed');
  process.stderr.write(`hindsight-guard: ${msg}\n`);
  process.exit(known ? 2 : 1);
});
