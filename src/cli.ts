#!/usr/bin/env node
/**
 * `hindsight-guard` — the command line. Every command takes `--data-dir` (env
 * `HINDSIGHT_DATA_DIR`, default `./data`). Logs go to stderr; stdout carries protocol or results.
 */
import { Command, Option } from 'commander';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openFirewall } from './app.js';
import { settingsFromEnv } from './config/settings.js';
import { HindsightError } from './core/errors.js';
import { HashingEmbedder } from './embed/hashing-embedder.js';
import { memoryText } from './core/text.js';
import { runScenario } from './eval/scenario-runner.js';
import { assertSafeBind, startHttp } from './http/http-server.js';
import { createLogger } from './logger.js';
import { createNativeServer, type Identity } from './mcp/native-server.js';
import { serveStdio } from './mcp/stdio.js';
import { openStore } from './store/open-store.js';

const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const log = createLogger();
// `hindsight-guard eval … | head` closes stdout early: that is the reader's choice, not an error.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

const dataDirOption = () =>
  new Option('--data-dir <dir>', 'data directory').env('HINDSIGHT_DATA_DIR').default('./data');

const program = new Command()
  .name('hindsight-guard')
  .description('A memory firewall for LLM agents: versioned MCP memory whose revision core lets newer trusted facts supersede older ones.')
  .version(VERSION);

program
  .command('serve')
  .description('serve the native memory tools over MCP (Streamable HTTP by default, or stdio)')
  .addOption(dataDirOption())
  .option('--stdio', 'serve MCP over stdin/stdout (for clients that spawn a process)')
  .option('--http', 'serve MCP over Streamable HTTP at /mcp (default)')
  .option('--host <host>', 'HTTP bind address', process.env.HINDSIGHT_HOST ?? '127.0.0.1')
  .option('--port <port>', 'HTTP port', process.env.HINDSIGHT_PORT ?? '8787')
  .action(async (o: { dataDir: string; stdio?: boolean; http?: boolean; host: string; port: string }) => {
    if (o.stdio && o.http) throw new HindsightError('invalid_argument', 'choose one of --stdio and --http');
    const port = Number(o.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new HindsightError('invalid_argument', `--port: ${o.port} is not a port number`);
    if (!o.stdio) assertSafeBind(o.host);
    const settings = settingsFromEnv();
    const dataDir = resolve(o.dataDir);
    const fw = await openFirewall({ dataDir, settings });
    const info = fw.store.indexInfo;
    log.info({ dataDir, index: info }, 'store opened');
    const identity: Identity = { principal: settings.principal, tenant: settings.tenant, trustCeiling: settings.trustCeiling };
    const newServer = () =>
      createNativeServer({ engine: fw.engine, identity, version: VERSION, onError: (err, tool) => log.error({ err, tool }, 'tool failed') });
    let stopping = false;
    const stop = async (code = 0) => {
      if (stopping) return;
      stopping = true;
      await http?.close().catch(() => undefined);
      await fw.close();
      process.exit(code);
    };
    let http: Awaited<ReturnType<typeof startHttp>> | undefined;
    process.once('SIGINT', () => void stop());
    process.once('SIGTERM', () => void stop());
    if (o.stdio) {
      await serveStdio(newServer());
      await stop();
      return;
    }
    try {
      http = await startHttp({
        host: o.host,
        port,
        newServer,
        logger: log,
        // A memory text of maxContentBytes may grow 6× as JSON \u escapes, plus the envelope.
        bodyLimitBytes: settings.limits.maxContentBytes * 6 + 64 * 1024,
        health: async () => ({ memories: await fw.engine.deps.ledger.countByStatus(), index: fw.engine.deps.index.size() }),
      });
    } catch (err) {
      await fw.close();
      throw err;
    }
    log.info({ url: `${http.url}/mcp` }, 'listening');
    process.stderr.write(`hindsight-guard ${VERSION}: MCP at ${http.url}/mcp, health at ${http.url}/healthz, data in ${dataDir}\n`);
  });

program
  .command('eval')
  .description('replay scenario files (DESIGN §10) on fresh in-memory stores and score the expectations')
  .argument('<files...>', 'scenario .jsonl files')
  .option('--json', 'one JSON object per file on stdout, nothing else')
  // Accepted for uniformity; every scenario runs on a fresh in-memory store.
  .addOption(dataDirOption().hideHelp())
  .action(async (files: string[], o: { json?: boolean }) => {
    const settings = settingsFromEnv();
    for (const f of files) {
      const r = await runScenario(f, settings);
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
  .action(async (o: { dataDir: string }) => {
    const settings = settingsFromEnv();
    const embedder = new HashingEmbedder(settings.embeddingDim);
    const store = await openStore({ dataDir: resolve(o.dataDir), model: embedder.model, durability: settings.durability, allowModelChange: true });
    try {
      const n = await store.ledger.reembed((c, subject) => embedder.embed(memoryText(c, subject)), embedder.model);
      store.index.clear();
      await store.close();
      const reopened = await openStore({ dataDir: resolve(o.dataDir), model: embedder.model, durability: settings.durability });
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
  .description('revision-core write/search latency, recall@10 and start-up at N memories, against plain SQLite and server-memory baselines')
  .option('--json', 'one JSON object per line')
  .option('--sizes <list>', 'comma-separated N values', '1000,10000,100000')
  .option('--data-dir <dir>', 'where the throw-away benchmark stores are made (default: the OS temp directory)')
  .action(async (o: { json?: boolean; sizes: string; dataDir?: string }) => {
    const { runCoreBench } = await import('./bench/core-bench.js');
    await runCoreBench({ sizes: o.sizes.split(',').map(Number), json: Boolean(o.json), workDir: o.dataDir && resolve(o.dataDir) });
  });

program.parseAsync(process.argv).catch((err: unknown) => {
  const msg = err instanceof HindsightError ? err.message : err instanceof Error ? err.message : String(err);
  if (!(err instanceof HindsightError)) log.debug({ err }, 'command failed');
  process.stderr.write(`hindsight-guard: ${msg}\n`);
  process.exit(err instanceof HindsightError ? 2 : 1);
});
