/**
 * `hindsight-guard serve`: the native memory tools over MCP, on Streamable HTTP (with metrics,
 * health, readiness and the review surfaces) or on stdio. Loaded by the command line only when
 * this command runs: it brings the whole firewall (store, guard, language models) with it.
 */
import { resolve } from 'node:path';
import { openFirewall, type Firewall } from './app.js';
import { policyTenants, Principals, settingsPrincipal, type Principal } from './auth/principals.js';
import { coordinationConfig } from './config/coordination-config.js';
import { openPolicy } from './config/policy-settings.js';
import { HindsightError } from './core/errors.js';
import type { Logger } from './logger.js';
import type { StdioServing } from './mcp/stdio.js';
import { followReplicas } from './notify/follow-replicas.js';
import { startWebhookNotifier, webhookTarget } from './notify/webhook.js';
import { storeReadiness } from './observability/readiness.js';
import { shutdownTracing, startTracing } from './observability/tracing.js';
import { expireQuarantine } from './revision/quarantine.js';
import { openCoordination } from './store/coordination.js';

/** Options of the serve command. */
export interface ServeOptions {
  dataDir: string;
  policy: string;
  stdio?: boolean;
  http?: boolean;
  host: string;
  port: string;
}

/** Runs `serve` until a signal (HTTP) or the end of stdin (stdio) stops it. */
export async function runServe(o: ServeOptions, version: string, log: Logger): Promise<void> {
  if (o.stdio && o.http) throw new HindsightError('invalid_argument', 'choose one of --stdio and --http');
  const port = Number(o.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new HindsightError('invalid_argument', `--port: ${o.port} is not a port number`);
  // The policy is checked before the data directory is touched: a bad file creates nothing.
  const { settings, hash, policy, database } = openPolicy(o.policy);
  const principals = new Principals(policy);
  const tracing = await startTracing({ version });
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
      version: version,
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
      ...(await import('./http/front-options.js')).frontOptions(fw.engine, principals, settings, policy, log),
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
  process.stderr.write(`hindsight-guard ${version}: MCP at ${front.url}/mcp, health at ${front.url}/healthz, metrics at ${front.url}/metrics, data in ${dataDir}\n`);
}
