/**
 * `hindsight-guard proxy [--mapping FILE] -- <upstream command…>`: the firewall in front of an
 * existing MCP memory server, stdio to the agent and stdio to the upstream process it spawns. The
 * command is defined here; what it runs (cli-proxy-run.ts) is loaded only when it runs.
 */
import { Option, type Command } from 'commander';
import type { Logger } from './logger.js';

/** Options of the proxy command. */
export interface ProxyOptions {
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
export function addProxyCommand(program: Command, common: (c: Command) => Command, version: string, log: () => Promise<Logger>): void {
  common(program.command('proxy'))
    .description('put the firewall in front of an MCP memory server: `proxy [--mapping FILE] -- <upstream command…>` or `proxy --url <upstream>`')
    .option('--mapping <file>', 'upstream mapping (policies/upstreams/*.yaml); without one every tool is screened by the guard both ways (destructive ones need an admin)')
    .option('--url <url>', 'a Streamable HTTP upstream instead of a command')
    .option('--http', 'serve Streamable HTTP to agents at /mcp (one upstream connection per agent session) instead of stdio')
    .option('--host <host>', 'HTTP bind address', process.env.HINDSIGHT_HOST ?? '127.0.0.1')
    .option('--port <port>', 'HTTP port', process.env.HINDSIGHT_PORT ?? '8787')
    .option('--timeout <seconds>', 'per-call upstream timeout', '30')
    .addOption(new Option('--channel <channel>', 'the channel memory texts arrive through (can only lower trust)').choices(['user', 'agent', 'tool']).default('agent'))
    .argument('[command...]', 'the upstream server command and its arguments, after --')
    .action(async (command: string[], o: ProxyOptions) => (await import('./cli-proxy-run.js')).runProxy(command, o, version, await log()));
}
