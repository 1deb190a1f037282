/**
 * `hindsight-guard proxy [--mapping FILE] -- <upstream command…>`: the firewall in front of an
 * existing MCP memory server, stdio to the agent and stdio to the upstream process it spawns.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { ulid } from 'ulid';
import { openFirewall } from './app.js';
import { loadYaml } from './config/load-policy.js';
import { openPolicy } from './config/policy-settings.js';
import { HindsightError } from './core/errors.js';
import { assertSafeBind, startHttp, type SessionServer } from './http/http-server.js';
import type { Logger } from './logger.js';
import { Mutex } from './revision/context.js';
import { UpstreamMappingSchema, type UpstreamMapping } from './proxy/mapping.js';
import { createProxyServer } from './proxy/proxy-server.js';
import { ManagedUpstream } from './proxy/upstream.js';

/** A positive number of seconds, in milliseconds. */
function positiveMs(v: string, name: string): number {
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new HindsightError('invalid_argument', `${name}: ${v} is not a positive number of seconds`);
  return Math.round(n * 1000);
}

/** A mapping for an upstream nobody described: every tool by its annotations. */
const GENERIC: UpstreamMapping = UpstreamMappingSchema.parse({ kind: 'upstream-mapping', version: 1, name: 'upstream' });

/** Options of the proxy command. */
interface ProxyOptions {
  dataDir: string;
  policy: string;
  mapping?: string;
  channel: 'user' | 'agent' | 'tool';
  timeout: string;
  url?: string;
  http?: boolean;
  host: string;
  port: string;
}

/** Adds `proxy`; `common` adds the shared --data-dir and --policy options. */
export function addProxyCommand(program: Command, common: (c: Command) => Command, version: string, log: Logger): void {
  common(program.command('proxy'))
    .description('put the firewall in front of an MCP memory server: `proxy [--mapping FILE] -- <upstream command…>` or `proxy --url <upstream>`')
    .option('--mapping <file>', 'upstream mapping (policies/upstreams/*.yaml); without one every tool is treated by its annotations')
    .option('--url <url>', 'a Streamable HTTP upstream instead of a command')
    .option('--http', 'serve Streamable HTTP to agents at /mcp (one upstream connection per agent session) instead of stdio')
    .option('--host <host>', 'HTTP bind address', process.env.HINDSIGHT_HOST ?? '127.0.0.1')
    .option('--port <port>', 'HTTP port', process.env.HINDSIGHT_PORT ?? '8787')
    .option('--timeout <seconds>', 'per-call upstream timeout', '30')
    .addOption(new Option('--channel <channel>', 'the channel memory texts arrive through (can only lower trust)').choices(['user', 'agent', 'tool']).default('agent'))
    .argument('[command...]', 'the upstream server command and its arguments, after --')
    .action(async (command: string[], o: ProxyOptions) => {
      const { settings, hash, policy } = openPolicy(o.policy);
      const mapping = o.mapping ? loadYaml(o.mapping, UpstreamMappingSchema) : GENERIC;
      if ((command.length > 0) === (o.url !== undefined)) {
        throw new HindsightError('invalid_argument', 'give the upstream either as a command after -- (`proxy -- npx @modelcontextprotocol/server-memory`) or with --url, not both');
      }
      const url = o.url === undefined ? undefined : parseUrl(o.url);
      const timeoutMs = positiveMs(o.timeout, '--timeout');
      const port = Number(o.port);
      if (o.http) {
        if (!Number.isInteger(port) || port < 0 || port > 65535) throw new HindsightError('invalid_argument', `--port: ${o.port} is not a port number`);
        assertSafeBind(o.host);
      }
      const what = url ? url.href : command.join(' ');
      const env = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined));
      const newUpstream = async (): Promise<ManagedUpstream> => {
        const upstream = new ManagedUpstream({
          log,
          heartbeatMs: Math.max(timeoutMs, 5_000),
          connect: async () => {
            // The agent's client may answer sampling, elicitation and roots: the proxy forwards them (proxy-server.ts).
            const client = new Client({ name: 'hindsight-guard-proxy', version }, { capabilities: { sampling: {}, elicitation: { form: {} }, roots: { listChanged: true } } });
            const [cmd, ...args] = command;
            const transport = url ? new StreamableHTTPClientTransport(url) : new StdioClientTransport({ command: cmd, args, env, stderr: 'inherit' });
            await client.connect(transport, { timeout: timeoutMs });
            return client;
          },
        });
        try {
          await upstream.start();
        } catch (err) {
          throw new HindsightError('invalid_argument', `cannot reach the upstream ${what}: ${err instanceof Error ? err.message : String(err)}`);
        }
        return upstream;
      };

      const fw = await openFirewall({ dataDir: resolve(o.dataDir), settings, policyHash: hash, guard: policy.guard });
      // Writes to the one upstream are serialised across every agent session.
      const writes = new Mutex();
      const session = async (): Promise<SessionServer> => {
        const upstream = await newUpstream();
        const server = createProxyServer({
          engine: fw.engine,
          mapping,
          identity: { principal: settings.principal, tenant: settings.tenant, trustCeiling: settings.trustCeiling, session: `proxy-${ulid()}`, channel: o.channel },
          upstream,
          writes,
          version,
          timeoutMs,
          onError: (err, tool) => log.error({ err, tool }, 'proxy call failed'),
        });
        let closed = false;
        return {
          connect: (t) => server.connect(t),
          close: async () => {
            if (closed) return;
            closed = true;
            await server.close().catch(() => undefined);
            await upstream.close();
          },
        };
      };

      if (o.http) {
        let first: SessionServer | undefined;
        try {
          // One connection up front, so a wrong upstream stops the command at start.
          first = await session();
        } catch (err) {
          await fw.close();
          throw err;
        }
        await first.close();
        const front = await startHttp({
          host: o.host,
          port,
          newServer: session,
          logger: log,
          bodyLimitBytes: settings.limits.maxContentBytes * 6 + 64 * 1024,
          health: async () => ({ upstream: what, mapping: mapping.name }),
        });
        const stop = async () => {
          await front.close().catch(() => undefined);
          await fw.close();
          process.exit(0);
        };
        process.once('SIGINT', () => void stop());
        process.once('SIGTERM', () => void stop());
        log.info({ upstream: what, mapping: mapping.name, policyHash: hash }, 'proxy ready');
        process.stderr.write(`hindsight-guard ${version}: proxy for ${what}; MCP at ${front.url}/mcp\n`);
        return;
      }

      let server: SessionServer;
      try {
        server = await session();
      } catch (err) {
        await fw.close();
        throw err;
      }
      const transport = new StdioServerTransport();
      const closed = new Promise<void>((done) => {
        process.stdin.once('end', done);
        process.stdin.once('close', done);
        transport.onclose = () => done();
      });
      await server.connect(transport);
      log.info({ upstream: what, mapping: mapping.name, policyHash: hash }, 'proxy ready');
      await closed;
      await server.close();
      await fw.close();
    });
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
