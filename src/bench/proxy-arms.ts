/**
 * The two arms of `bench proxy` as an agent starts them: `node <server-memory>` directly, or
 * `node dist/cli.js proxy --mapping … --data-dir … -- node <server-memory>`; each an MCP client
 * over stdio, with only the memory file (and the proxy's data dir) telling them apart.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Which arm: `direct`; `proxy` (with the server-memory mapping: writes guarded, reads filtered
 * against the ledger); `passthrough` (the proxy with a mapping that names server-memory's read
 * tools passthrough: they pass unfiltered and unscreened — what the proxy itself costs a call).
 */
export type ArmKind = 'direct' | 'proxy' | 'passthrough';

/** Where an arm keeps its state. */
export interface ArmPaths {
  /** server-memory's MEMORY_FILE_PATH. */
  memoryFile: string;
  /** The proxy's data dir (ledger, index). */
  dataDir: string;
}

/** What starting an arm needs. */
export interface ArmContext {
  /** server-memory's dist/index.js. */
  serverMemory: string;
  /** dist/cli.js. */
  cli: string;
  /** The upstream mapping file. */
  mapping: string;
  /** The passthrough arm's mapping file (see `PASSTHROUGH_MAPPING`). */
  passthroughMapping: string;
  policyFile: string;
}

/** A connected agent session of one arm. */
export interface ArmSession {
  client: Client;
  /** The last few KB the processes wrote to stderr. */
  stderr(): string;
  /** Closes the session and waits until the processes have exited (and the proxy's lock is gone). */
  close(): Promise<void>;
}

/** Spawns an arm and connects an MCP client to it (spawn + initialize). */
export async function connectArm(kind: ArmKind, paths: ArmPaths, ctx: ArmContext): Promise<ArmSession> {
  // Only the default variables and ours: HINDSIGHT_* from the caller's shell must not change the proxy.
  const env = { ...getDefaultEnvironment(), MEMORY_FILE_PATH: paths.memoryFile, HINDSIGHT_LOG_LEVEL: 'warn' };
  const proxy = (mapping: string[]) => [ctx.cli, 'proxy', ...mapping, '--policy', ctx.policyFile, '--data-dir', paths.dataDir, '--', process.execPath, ctx.serverMemory];
  const args = kind === 'direct' ? [ctx.serverMemory] : proxy(['--mapping', kind === 'proxy' ? ctx.mapping : ctx.passthroughMapping]);
  // A broad search returns whole entities twice (text + structured): allow large replies.
  const transport = new StdioClientTransport({ command: process.execPath, args, env, stderr: 'pipe', maxBufferSize: 256 * 1024 * 1024 });
  let stderr = '';
  (transport.stderr as Readable | null)?.setEncoding('utf8').on('data', (d: string) => (stderr = (stderr + d).slice(-4000)));
  const client = new Client({ name: `bench-proxy-${kind}`, version: '0' });
  try {
    await client.connect(transport);
  } catch (err) {
    await client.close().catch(() => undefined);
    throw new Error(`cannot start the ${kind} arm: ${err instanceof Error ? err.message : String(err)}; stderr: ${stderr.slice(-1000)}`);
  }
  return {
    client,
    stderr: () => stderr,
    close: async () => {
      await client.close().catch(() => undefined);
      if (kind !== 'direct') for (let i = 0; i < 50 && existsSync(join(paths.dataDir, 'LOCK')); i++) await sleep(100);
    },
  };
}

/**
 * The passthrough arm's mapping: server-memory's read tools named passthrough (an upstream's
 * `readOnlyHint` makes nothing passthrough; without a mapping they would be screened), its other
 * tools screened as the proxy does by default.
 */
export const PASSTHROUGH_MAPPING = [
  'kind: upstream-mapping',
  'version: 1',
  'name: server-memory-passthrough',
  'tools:',
  ...['search_nodes', 'open_nodes', 'read_graph'].map((t) => `  ${t}: { role: passthrough }`),
  '',
].join('\n');
