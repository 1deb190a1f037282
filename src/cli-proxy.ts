/**
 * `hindsight-guard proxy [--mapping FILE] -- <upstream command…>`: the firewall in front of an
 * existing MCP memory server, stdio to the agent and stdio to the upstream process it spawns.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { ulid } from 'ulid';
import { openFirewall } from './app.js';
import { loadYaml } from './config/load-policy.js';
import { openPolicy } from './config/policy-settings.js';
import { HindsightError } from './core/errors.js';
import type { Logger } from './logger.js';
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

/** Adds `proxy`; `common` adds the shared --data-dir and --policy options. */
export function addProxyCommand(program: Command, common: (c: Command) => Command, version: string, log: Logger): void {
  common(program.command('proxy'))
    .description('put the firewall in front of an MCP memory server: `proxy [--mapping FILE] -- <upstream command…>`')
    .option('--mapping <file>', 'upstream mapping (policies/upstreams/*.yaml); without one every tool is treated by its annotations')
    .option('--timeout <seconds>', 'per-call upstream timeout', '30')
    .addOption(new Option('--channel <channel>', 'the channel memory texts arrive through (can only lower trust)').choices(['user', 'agent', 'tool']).default('agent'))
    .argument('<command...>', 'the upstream server command and its arguments, after --')
    .action(async (command: string[], o: { dataDir: string; policy: string; mapping?: string; channel: 'user' | 'agent' | 'tool'; timeout: string }) => {
      const { settings, hash, policy } = openPolicy(o.policy);
      const mapping = o.mapping ? loadYaml(o.mapping, UpstreamMappingSchema) : GENERIC;
      const [cmd, ...args] = command;
      if (!cmd) throw new HindsightError('invalid_argument', 'give the upstream command after --, e.g. `proxy -- npx @modelcontextprotocol/server-memory`');
      const timeoutMs = positiveMs(o.timeout, '--timeout');
      const fw = await openFirewall({ dataDir: resolve(o.dataDir), settings, policyHash: hash, guard: policy.guard });
      const env = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined));
      const upstream = new ManagedUpstream({
        log,
        heartbeatMs: Math.max(timeoutMs, 5_000),
        connect: async () => {
          const client = new Client({ name: 'hindsight-guard-proxy', version });
          await client.connect(new StdioClientTransport({ command: cmd, args, env, stderr: 'inherit' }), { timeout: timeoutMs });
          return client;
        },
      });
      try {
        await upstream.start();
      } catch (err) {
        await fw.close();
        throw new HindsightError('invalid_argument', `cannot start the upstream \`${command.join(' ')}\`: ${err instanceof Error ? err.message : String(err)}`);
      }
      const server = createProxyServer({
        engine: fw.engine,
        mapping,
        identity: { principal: settings.principal, tenant: settings.tenant, trustCeiling: settings.trustCeiling, session: `proxy-${ulid()}`, channel: o.channel },
        upstream,
        version,
        timeoutMs,
        onError: (err, tool) => log.error({ err, tool }, 'proxy call failed'),
      });
      const transport = new StdioServerTransport();
      const closed = new Promise<void>((done) => {
        process.stdin.once('end', done);
        process.stdin.once('close', done);
        transport.onclose = () => done();
      });
      await server.connect(transport);
      log.info({ upstream: command.join(' '), mapping: mapping.name, policyHash: hash }, 'proxy ready');
      await closed;
      await server.close().catch(() => undefined);
      await upstream.close().catch(() => undefined);
      await fw.close();
    });
}
