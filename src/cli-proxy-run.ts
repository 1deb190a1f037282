/**
 * `hindsight-guard proxy`, run: the firewall in front of an existing MCP memory server, stdio to
 * the agent (or Streamable HTTP with --http) and stdio (or --url) to the upstream. Loaded by the
 * command line only when this command runs.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { isInitializeRequest, type ClientCapabilities } from '@modelcontextprotocol/sdk/types.js';
import { resolve } from 'node:path';
import { ulid } from 'ulid';
import { openFirewall, type Firewall } from './app.js';
import type { ProxyOptions } from './cli-proxy.js';
import { followUp } from './config/invocation.js';
import { loadYaml } from './config/load-policy.js';
import { openPolicy } from './config/policy-settings.js';
import { policyTenants, Principals, settingsPrincipal, type Principal } from './auth/principals.js';
import { HindsightError } from './core/errors.js';
import type { SessionServer } from './http/http-server.js';
import type { Logger } from './logger.js';
import { shutdownTracing, startTracing } from './observability/tracing.js';
import { Mutex } from './revision/context.js';
import { EarlyTransport } from './proxy/early-transport.js';
import { RequestGate } from './mcp/request-gate.js';
import { UpstreamMappingSchema, type UpstreamMapping } from './proxy/mapping.js';
import { createProxyServer } from './proxy/proxy-server.js';
import type { ScreenEvent } from './proxy/screen.js';
import { ManagedUpstream, UpstreamHealth } from './proxy/upstream.js';
import { startWebhookNotifier, webhookTarget } from './notify/webhook.js';
import { observed, ToolLabels } from './observability/mcp-requests.js';
import { storeReadiness } from './observability/readiness.js';
import { coordinationConfig } from './config/coordination-config.js';
import { openCoordination } from './store/coordination.js';
import { followReplicas } from './notify/follow-replicas.js';

/** A positive number of seconds, in milliseconds. */
function positiveMs(v: string, name: string): number {
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new HindsightError('invalid_argument', `${name}: ${v} is not a positive number of seconds`);
  return Math.round(n * 1000);
}

/** A mapping for an upstream nobody described: every tool screened (an admin tool if it calls itself destructive). */
const GENERIC: UpstreamMapping = UpstreamMappingSchema.parse({ kind: 'upstream-mapping', version: 1, name: 'upstream' });

/** Runs `proxy` until the agent goes away (stdio) or a signal stops it. */
export async function runProxy(command: string[], o: ProxyOptions, version: string, log: Logger): Promise<void> {
  const { settings, hash, policy, database } = openPolicy(o.policy);
  const mapping = o.mapping ? loadYaml(o.mapping, UpstreamMappingSchema) : GENERIC;
  if ((command.length > 0) === (o.url !== undefined)) {
    throw new HindsightError('invalid_argument', `give the upstream either as a command after -- (\`${followUp(['proxy'])} -- npx @modelcontextprotocol/server-memory\`) or with --url, not both`);
  }
  const url = o.url === undefined ? undefined : parseUrl(o.url);
  const timeoutMs = positiveMs(o.timeout, '--timeout');
  const tracing = await startTracing({ version });
  if (tracing.enabled) log.info({ endpoint: tracing.endpoint }, 'traces exported over OTLP/HTTP');
  // Shown on /healthz (no token) and logged: a URL without its credentials (user info, query, fragment).
  // How the upstream is named on /healthz (no token) and in logs: never a URL's query or an
  // argument of its command, where keys tend to be passed.
  const what = url ? `${url.origin}${url.pathname}` : `${command[0]}${command.length > 1 ? ` (+${command.length - 1} arguments)` : ''}`;
  const env = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined));
  const [cmd, ...args] = command;
  const stdioUpstream = () => new StdioClientTransport({ command: cmd, args, env, stderr: 'inherit' });
  const { StreamableHTTPClientTransport } = url ? await import('@modelcontextprotocol/sdk/client/streamableHttp.js') : { StreamableHTTPClientTransport: undefined };
  const { assertSafeBind, startHttp } = o.http ? await import('./http/http-server.js') : { assertSafeBind: undefined, startHttp: undefined };
  const port = Number(o.port);
  const principals = new Principals(policy);
  // Read before anything starts: a missing signing secret stops the command here.
  const webhook = webhookTarget(policy.notifications);
  const notify = (fw: Firewall) => webhook && startWebhookNotifier(webhook, { ledger: fw.engine.deps.ledger, tenants: policyTenants(settings, policy), logger: log });
  // Metrics are served over HTTP: a stdio proxy counts nothing.
  const prom = startHttp && (await import('./observability/metrics.js')).createPrometheusMetrics({ tools: [] });
  const metrics = prom ? prom.metrics : undefined;
  // The upstream's tool names are label values as it lists them, at most 64 (then `other`).
  const tools = new ToolLabels(64, (t) => metrics?.declareTool(t));
  const health = new UpstreamHealth();
  if (assertSafeBind) {
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new HindsightError('invalid_argument', `--port: ${o.port} is not a port number`);
    assertSafeBind(o.host, principals.tokensConfigured);
  }
  /**
   * One upstream per agent session, declaring only the client capabilities the agent's client
   * declared (sampling, elicitation, roots are forwarded to it): the upstream sees what it would
   * see directly. `early` is a transport already started for the first connection.
   */
  const newUpstream = async (agentCaps: ClientCapabilities | undefined, early?: Transport): Promise<ManagedUpstream> => {
    const capabilities: ClientCapabilities = {
      ...(agentCaps?.sampling ? { sampling: agentCaps.sampling } : {}),
      ...(agentCaps?.elicitation ? { elicitation: agentCaps.elicitation } : {}),
      ...(agentCaps?.roots ? { roots: agentCaps.roots } : {}),
    };
    let pending = early;
    const upstream: ManagedUpstream = new ManagedUpstream({
      log,
      metrics,
      onState: (up) => health.report(upstream, up),
      heartbeatMs: Math.max(timeoutMs, 5_000),
      connect: async () => {
        const client = new Client({ name: 'hindsight-guard-proxy', version }, { capabilities });
        const transport = pending ?? (StreamableHTTPClientTransport && url ? new StreamableHTTPClientTransport(url) : stdioUpstream());
        pending = undefined;
        await client.connect(transport, { timeout: timeoutMs });
        return client;
      },
    });
    try {
      await upstream.start();
    } catch (err) {
      // Seen by no link's onState: without this a proxy with no session open stays "up".
      metrics?.upstreamError();
      health.startFailed();
      throw new HindsightError('invalid_argument', `cannot reach the upstream ${what}: ${err instanceof Error ? err.message : String(err)}`);
    }
    return upstream;
  };

  // Writes to the one upstream are serialised across every agent session.
  const writes = new Mutex();
  const session = async (fw: Firewall, who: Principal, agentCaps?: ClientCapabilities, early?: Transport): Promise<SessionServer> => {
    // An upstream memory server has no tenants: one proxy serves one tenant's principals.
    if (who.tenant !== settings.tenant) {
      throw new HindsightError('forbidden', `this proxy serves tenant ${settings.tenant}, and ${who.name} belongs to ${who.tenant}: one upstream store cannot keep tenants apart, so run one proxy (and upstream) per tenant`);
    }
    const upstream = await newUpstream(agentCaps, early);
    const server = createProxyServer({
      engine: fw.engine,
      mapping,
      identity: { principal: who.name, tenant: who.tenant, trustCeiling: who.trustCeiling, role: who.role, session: `proxy-${ulid()}`, channel: o.channel },
      upstream,
      writes,
      version,
      timeoutMs,
      onError: (err, tool) => log.error({ err, tool }, 'proxy call failed'),
      onScreened: (e) => logScreened(log, e),
      metrics,
      toolLabels: tools,
    });
    const counted = metrics ? observed(server, metrics, tools) : server;
    let closed = false;
    return {
      connect: (t) => counted.connect(t),
      close: async () => {
        if (closed) return;
        closed = true;
        await server.close().catch(() => undefined);
        await upstream.close();
        health.forget(upstream);
      },
    };
  };

  if (startHttp) {
    const coordination = await openCoordination(coordinationConfig(policy.store), { log, onEvent: (d) => metrics?.coordinationEvent(d) });
    let fw: Firewall;
    try {
      fw = await openFirewall({ dataDir: resolve(o.dataDir), database, settings, policyHash: hash, guard: policy.guard, metrics, log, guardThreads: settings.guardThreads, coordination });
    } catch (err) {
      await coordination.close();
      throw err;
    }
    prom?.watch({ ledger: fw.store.ledger, now: () => Date.now(), judge: fw.engine.deps.judge.name, upstreamUp: () => health.isUp(), coordination: () => coordination.state() });
    const closeAll = async () => {
      await fw.close();
      await coordination.close();
    };
    try {
      // One connection up front, so a wrong upstream stops the command at start.
      await (await session(fw, settingsPrincipal(settings))).close();
    } catch (err) {
      await closeAll();
      throw err;
    }
    let front: Awaited<ReturnType<typeof startHttp>>;
    try {
      front = await startHttp({
        host: o.host,
        port,
        newServer: (init, who) => session(fw, who, init.capabilities),
        ...(await import('./http/front-options.js')).frontOptions(fw.engine, principals, settings, policy, log),
        health: async () => ({ upstream: what, mapping: mapping.name }),
        ready: async () => ({ ...(await storeReadiness(fw.store)), upstream: health.isUp() ? true : 'the upstream is down' }),
        coordination: () => coordination.state(),
        metrics: prom || undefined,
      });
    } catch (err) {
      // A busy port stops the command: the store closes cleanly (index saved, lock released).
      await closeAll();
      throw err;
    }
    const notifier = notify(fw);
    const unfollow = coordination.events
      ? followReplicas(coordination.events, { catchUp: () => fw.store.index.size(), pollQueue: notifier ? () => notifier.poll() : undefined, onError: (err) => log.warn({ err }, 'following another replica failed') })
      : undefined;
    // Graceful, as `serve`: drain calls in flight (up to 10 s), close the sessions and their
    // upstreams, let queued writes commit, then close the store. A second signal ends it at once.
    let stopping = false;
    const stop = async () => {
      if (stopping) return;
      stopping = true;
      setTimeout(() => process.exit(1), 20_000).unref();
      await notifier?.stop();
      await front.close().catch((err: unknown) => log.warn({ err }, 'shutdown: closing the HTTP front failed'));
      unfollow?.();
      await closeAll();
      await shutdownTracing();
      log.info('stopped');
      process.exit(0);
    };
    process.once('SIGINT', () => void stop());
    process.once('SIGTERM', () => void stop());
    log.info({ upstream: what, mapping: mapping.name, policyHash: hash }, 'proxy ready');
    const others = policy.principals.filter((p) => p.token_sha256 && p.tenant !== settings.tenant).map((p) => p.name);
    if (others.length) log.warn({ tenant: settings.tenant, refused: others }, 'principals of other tenants cannot open sessions on this proxy');
    process.stderr.write(`hindsight-guard ${version}: proxy for ${what} serving tenant ${settings.tenant}; MCP at ${front.url}/mcp, metrics at ${front.url}/metrics\n`);
    return;
  }

  // stdio: the upstream process starts and the agent's first message is read while the store
  // opens; the upstream is initialised with the capabilities of the agent's client.
  const upstreamEarly = url ? undefined : new EarlyTransport(stdioUpstream());
  const agent = new EarlyTransport(new StdioServerTransport());
  let fw: Firewall | undefined;
  let server: SessionServer;
  try {
    fw = await openFirewall({ dataDir: resolve(o.dataDir), database, settings, policyHash: hash, guard: policy.guard, log, guardThreads: settings.guardThreads, warmBeforeStart: false });
    const first = await agent.first;
    if (!first) {
      // The agent went away before saying anything.
      await upstreamEarly?.close().catch(() => undefined);
      await fw.close();
      return;
    }
    server = await session(fw, settingsPrincipal(settings), isInitializeRequest(first) ? first.params.capabilities : undefined, upstreamEarly);
  } catch (err) {
    await upstreamEarly?.close().catch(() => undefined);
    await fw?.close();
    throw err;
  }
  let signalled = false;
  const closed = new Promise<void>((done) => {
    process.stdin.once('end', done);
    process.stdin.once('close', done);
    agent.onclose = () => done();
    // SIGTERM/SIGINT: the session closes, queued writes commit and the store closes, as on stdin's end.
    const onSignal = () => {
      signalled = true;
      done();
    };
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
  });
  // Malformed requests (lone surrogates, params of the wrong shape) are answered before the proxy sees them.
  await server.connect(new RequestGate(agent));
  const notifier = notify(fw);
  log.info({ upstream: what, mapping: mapping.name, policyHash: hash }, 'proxy ready');
  await closed;
  await notifier?.stop();
  await server.close();
  await fw.close();
  await shutdownTracing();
  if (signalled) process.exit(0);
}

/**
 * A screening of what the proxy forwards (never its text): held ones at warn, and in shadow mode
 * what would have been held; flagged ones at info; the rest at debug.
 */
function logScreened(log: Logger, e: ScreenEvent): void {
  if (e.held) log.warn(e, 'proxy held what it would have forwarded');
  else if (e.verdict === 'quarantine' || e.verdict === 'reject') log.warn(e, 'proxy would hold this (shadow mode): forwarded');
  else if (e.verdict === 'flag') log.info(e, 'proxy forwarded a flagged text');
  else log.debug(e, 'proxy screened');
}

function parseUrl(v: string): URL {
  try {
    const url = new URL(v);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // reported below
  }
  throw new HindsightError('invalid_argument', `--url: ${v} is not an http(s) URL`);
}
