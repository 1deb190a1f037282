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
import { openFirewall, type Firewall } from './app.js';
import { coordinationConfig } from './config/coordination-config.js';
import { openCoordination } from './store/coordination.js';
import { followReplicas } from './notify/follow-replicas.js';
import { addAuditCommands } from './cli-audit.js';
import { addMigrateCommand } from './cli-migrate.js';
import { addPolicyCommands } from './cli-policy.js';
import { addProxyCommand } from './cli-proxy.js';
import { addReviewCommands } from './cli-review.js';
import { addRollbackCommands } from './cli-rollback.js';
import { addScanCommand } from './cli-scan.js';
import { expireQuarantine } from './revision/quarantine.js';
import { startWebhookNotifier, webhookTarget } from './notify/webhook.js';
import { PolicyError } from './config/load-policy.js';
import { httpLimits, openPolicy } from './config/policy-settings.js';
import { fsReason, HindsightError, isFsError } from './core/errors.js';
import { createLogger } from './logger.js';
import { storeReadiness } from './observability/readiness.js';
import { shutdownTracing, startTracing } from './observability/tracing.js';
import type { StdioServing } from './mcp/stdio.js';
import { newToken, policyTenants, Principals, settingsPrincipal, type Principal } from './auth/principals.js';

const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const log = createLogger();
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
  .action(async (o: { dataDir: string; policy: string; stdio?: boolean; http?: boolean; host: string; port: string }) => {
    if (o.stdio && o.http) throw new HindsightError('invalid_argument', 'choose one of --stdio and --http');
    const port = Number(o.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new HindsightError('invalid_argument', `--port: ${o.port} is not a port number`);
    // The policy is checked before the data directory is touched: a bad file creates nothing.
    const { settings, hash, policy, database } = openPolicy(o.policy);
    const principals = new Principals(policy);
    const tracing = await startTracing({ version: VERSION });
    if (tracing.enabled) log.info({ endpoint: tracing.endpoint }, 'traces exported over OTLP/HTTP');
    // Loaded by the command that needs them: a stdio server starts without Express.
    const { assertSafeBind, startHttp } = o.stdio ? { assertSafeBind: undefined, startHttp: undefined } : await import('./http/http-server.js');
    assertSafeBind?.(o.host, principals.tokensConfigured);
    const [{ createNativeServer, nativeRequestWork, nativeToolNames }, { serveStdio }, { observed, ToolLabels }] = await Promise.all([
      import('./mcp/native-server.js'),
      import('./mcp/stdio.js'),
      import('./observability/mcp-requests.js'),
    ]);
    // Metrics are served over HTTP: a stdio server counts nothing.
    const prom = startHttp && (await import('./observability/metrics.js')).createPrometheusMetrics({ tools: nativeToolNames() });
    const tools = new ToolLabels();
    nativeToolNames().forEach((t) => tools.admit(t));
    const webhook = webhookTarget(policy.notifications);
    const coordination = await openCoordination(coordinationConfig(policy.store), { log, onEvent: prom ? (d) => prom.metrics.coordinationEvent(d) : undefined });
    let fw: Firewall;
    try {
      fw = await openFirewall({ dataDir: resolve(o.dataDir), database, settings, policyHash: hash, guard: policy.guard, metrics: prom ? prom.metrics : undefined, log, guardThreads: settings.guardThreads, warmBeforeStart: Boolean(startHttp), coordination });
    } catch (err) {
      await coordination.close();
      throw err;
    }
    if (prom) prom.watch({ ledger: fw.store.ledger, now: () => Date.now(), judge: fw.engine.deps.judge.name, coordination: () => coordination.state() });
    const info = fw.store.indexInfo;
    const dataDir = fw.store.where;
    log.info({ store: dataDir, index: info, policy: o.policy, policyHash: hash }, 'store opened');
    const newServer = (who: Principal) => {
      const server = createNativeServer({
        engine: fw.engine,
        identity: { principal: who.name, tenant: who.tenant, trustCeiling: who.trustCeiling, role: who.role },
        version: VERSION,
        onError: (err, tool) => log.error({ err, tool }, 'tool failed'),
      });
      return prom ? observed(server, prom.metrics, tools) : server;
    };
    const tenants = policyTenants(settings, policy);
    // Unreviewed quarantine expires on schedule, not only when someone looks at the queue.
    const sweep = () => {
      for (const tenant of tenants) {
        void expireQuarantine(fw.engine, tenant)
          .then((ids) => ids.length && log.info({ tenant, count: ids.length }, 'quarantine expired unreviewed'))
          .catch((err: unknown) => log.warn({ err, tenant }, 'quarantine expiry failed; retried at the next sweep'));
      }
    };
    sweep();
    const sweeper = setInterval(sweep, 10 * 60_000).unref();
    const notifier = webhook && startWebhookNotifier(webhook, { ledger: fw.engine.deps.ledger, tenants, logger: log });
    const unfollow = coordination.events
      ? followReplicas(coordination.events, { catchUp: () => fw.store.index.size(), pollQueue: notifier ? () => notifier.poll() : undefined, onError: (err) => log.warn({ err }, 'following another replica failed') })
      : undefined;
    let stopping = false;
    // Graceful: stop accepting, let calls in flight finish (the front drains up to 10 s), let queued
    // writes commit, flush the read log, save the index. A second signal ends the process at once.
    const stop = async (code = 0) => {
      if (stopping) return;
      stopping = true;
      setTimeout(() => process.exit(1), 20_000).unref();
      clearInterval(sweeper);
      await notifier?.stop();
      await stdio?.drain(10_000);
      await http?.close().catch((err: unknown) => log.warn({ err }, 'shutdown: closing the HTTP front failed'));
      unfollow?.();
      await fw.close();
      await coordination.close();
      await shutdownTracing();
      log.info('stopped');
      process.exit(code);
    };
    let http: { close(): Promise<void> } | undefined;
    let stdio: StdioServing | undefined;
    process.once('SIGINT', () => void stop());
    process.once('SIGTERM', () => void stop());
    if (!startHttp) {
      stdio = await serveStdio(newServer(settingsPrincipal(settings)));
      await stdio.closed;
      await stop();
      return;
    }
    let front: Awaited<ReturnType<typeof startHttp>>;
    try {
      http = front = await startHttp({
        host: o.host,
        port,
        newServer: (_init, who) => newServer(who),
        principals,
        fallback: settingsPrincipal(settings),
        mount: (await import('./http/review.js')).reviewSurfaces(fw.engine, principals, log),
        logger: log,
        // A memory text of maxContentBytes may grow 6× as JSON \u escapes, plus the envelope.
        bodyLimitBytes: settings.limits.maxContentBytes * 6 + 64 * 1024,
        limits: httpLimits(policy),
        requestWork: nativeRequestWork(),
        // Liveness: a store that cannot answer (a database restarting) is reported, not a failed probe; /readyz fails for it.
        health: async () => {
          try {
            return { memories: await fw.engine.deps.ledger.countByStatus(), index: await fw.engine.deps.index.size() };
          } catch (err) {
            return { store: err instanceof HindsightError ? err.code : 'error' };
          }
        },
        ready: () => storeReadiness(fw.store),
        coordination: () => coordination.state(),
        metrics: prom || undefined,
      });
    } catch (err) {
      await notifier?.stop();
      unfollow?.();
      await fw.close();
      await coordination.close();
      throw err;
    }
    log.info({ url: `${front.url}/mcp` }, 'listening');
    process.stderr.write(`hindsight-guard ${VERSION}: MCP at ${front.url}/mcp, health at ${front.url}/healthz, metrics at ${front.url}/metrics, data in ${dataDir}\n`);
  });

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
    const { settings, hash, policy, database } = openPolicy(o.policy);
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
    const { settings, database } = openPolicy(o.policy);
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
    const { settings, hash, policy } = openPolicy(o.policy, {});
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
    const { settings, hash, policy } = openPolicy(o.policy, {});
    const { runProxyBench } = await import('./bench/proxy-bench.js');
    const n = (v: string) => (/^\d+$/.test(v) ? Number(v) : NaN);
    await runProxyBench({ calls: n(o.calls), sessions: n(o.sessions), entities: n(o.entities), json: Boolean(o.json), workDir: o.dataDir && resolve(o.dataDir), policyFile: resolve(o.policy), settings, policyHash: hash, guard: policy.guard, version: VERSION });
  });

addReviewCommands(program, (c) => c.addOption(dataDirOption()).addOption(policyOption()));
addRollbackCommands(program, (c) => c.addOption(dataDirOption()).addOption(policyOption()));
addProxyCommand(program, (c) => c.addOption(dataDirOption()).addOption(policyOption()), VERSION, log);
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

program.parseAsync(process.argv).catch((err: unknown) => {
  if (err instanceof PolicyError) {
    process.stderr.write(`hindsight-guard: refusing to start: invalid policy ${err.file}\n${err.problems.map((p) => p + '\n').join('')}`);
    process.exit(2);
  }
  // A file-system error no command explained (an --out file, say) is still said in words.
  const known = err instanceof HindsightError || isFsError(err);
  const msg = err instanceof HindsightError ? err.message : isFsError(err) ? `cannot ${err.syscall ?? 'use'} ${err.path}: ${fsReason(err)}; check the path and its permissions, or choose another` : err instanceof Error ? err.message : String(err);
  if (!(err instanceof HindsightError)) log.debug({ err }, 'command failed');
  process.stderr.write(`hindsight-guard: ${msg}\n`);
  process.exit(known ? 2 : 1);
});
