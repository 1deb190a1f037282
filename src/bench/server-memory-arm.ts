/**
 * Baseline: `@modelcontextprotocol/server-memory`, the peer a user would otherwise pick. Its
 * JSONL knowledge graph is pre-written with the same N memories as observations of their
 * entities; then the real server is spawned over stdio and `add_observations` and
 * `search_nodes` are timed through an MCP client. Writes are sequential: the server rewrites
 * the whole file per call and loses concurrent writes. `search_nodes` is a substring match, so
 * it is queried with the entity name (a full question would match nothing).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { perSecond, summarize, timeEach, vmHwmMb, type LatencySummary } from './stats.js';
import type { SyntheticMemory, SyntheticQuery } from './synthetic.js';

/** What the server-memory baseline measured at one N, or why it was skipped. */
export type ServerMemoryResult =
  | {
      skipped: false;
      version: string;
      file_mb: number;
      entities: number;
      /** Spawn + MCP initialize. The graph is read on every call, so this is not a load time. */
      startup_ms: number;
      write_ms: LatencySummary;
      writes_per_s: number;
      search_ms: LatencySummary;
      search_query: string;
      /** Mean entities returned per search. */
      search_mean_entities: number;
      /** Peak RSS of the server process (VmHWM), when readable. */
      peak_rss_mb: number | null;
      write_errors: number;
    }
  | { skipped: true; reason: string };

/** Path and version of the installed server-memory package, or why it cannot be used. */
function locate(): { bin: string; version: string } | { reason: string } {
  try {
    const pkgFile = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-memory/package.json');
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { version: string; bin?: Record<string, string> };
    const rel = Object.values(pkg.bin ?? {})[0] ?? 'dist/index.js';
    const bin = join(dirname(pkgFile), rel);
    statSync(bin);
    return { bin, version: pkg.version };
  } catch (err) {
    return { reason: `@modelcontextprotocol/server-memory is not installed (${(err as Error).message.split('\n')[0]}); npm install it as a devDependency` };
  }
}

/** Writes the graph file in server-memory's own JSONL format (one entity per line). */
function writeGraph(file: string, fill: readonly SyntheticMemory[], extra: readonly SyntheticMemory[]): number {
  const entities = new Map<string, { entityType: string; observations: Set<string> }>();
  const entityOf = (m: SyntheticMemory) => {
    let e = entities.get(m.entity);
    if (!e) entities.set(m.entity, (e = { entityType: m.entityType, observations: new Set() }));
    return e;
  };
  for (const m of fill) entityOf(m).observations.add(m.content);
  for (const m of extra) entityOf(m); // entities the timed writes add to must exist
  const lines = [...entities].map(([name, e]) => JSON.stringify({ type: 'entity', name, entityType: e.entityType, observations: [...e.observations] }));
  writeFileSync(file, lines.join('\n'));
  return entities.size;
}

/** Runs the server-memory baseline in `dir` at N = `fill.length`. */
export async function runServerMemoryArm(
  dir: string,
  fill: readonly SyntheticMemory[],
  writes: readonly SyntheticMemory[],
  queries: readonly SyntheticQuery[],
): Promise<ServerMemoryResult> {
  const found = locate();
  if ('reason' in found) return { skipped: true, reason: found.reason };
  const file = join(dir, 'memory.jsonl');
  const entities = writeGraph(file, fill, writes);
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [found.bin],
    env: { ...getDefaultEnvironment(), MEMORY_FILE_PATH: file },
    stderr: 'ignore',
    // A broad search returns whole entities twice (text + structured): allow large replies.
    maxBufferSize: 256 * 1024 * 1024,
  });
  const client = new Client({ name: 'hindsight-guard-bench', version: '0' });
  try {
    const t0 = performance.now();
    await client.connect(transport);
    const startupMs = performance.now() - t0;
    const call = (name: string, args: Record<string, unknown>) =>
      client.request({ method: 'tools/call', params: { name, arguments: args } }, CallToolResultSchema, { timeout: 120_000 });
    let writeErrors = 0;
    const w = await timeEach(writes, async (m) => {
      const res = await call('add_observations', { observations: [{ entityName: m.entity, contents: [m.content] }] });
      if (res.isError) writeErrors++;
    });
    let returned = 0;
    const s = await timeEach(queries, async (q) => {
      const res = await call('search_nodes', { query: q.substring });
      returned += ((res.structuredContent as { entities?: unknown[] } | undefined)?.entities ?? []).length;
    });
    return {
      skipped: false,
      version: found.version,
      file_mb: Math.round(statSync(file).size / 1e5) / 10,
      entities,
      startup_ms: Math.round(startupMs),
      write_ms: summarize(w.ms),
      writes_per_s: perSecond(w.ms.length, w.wallMs),
      search_ms: summarize(s.ms),
      search_query: 'entity name (substring match)',
      search_mean_entities: Math.round((returned / (queries.length || 1)) * 10) / 10,
      peak_rss_mb: transport.pid ? vmHwmMb(transport.pid) : null,
      write_errors: writeErrors,
    };
  } catch (err) {
    return { skipped: true, reason: `server-memory failed: ${(err as Error).message.slice(0, 300)}` };
  } finally {
    await client.close().catch(() => undefined);
  }
}
