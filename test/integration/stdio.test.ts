/**
 * The native memory server over stdio, driven as a real child process (`node dist/cli.js serve
 * --stdio`) by the MCP SDK client: the tool surface and the seed revision scenarios. Each
 * describe block has its own server and data directory.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { callOk, connectStdio } from '../helpers/mcp-clients.js';
import type { GetOut, SearchOut, WriteOut } from '../helpers/memory-types.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

const TOOLS = ['memory_forget', 'memory_get', 'memory_review', 'memory_revise', 'memory_search', 'memory_verify', 'memory_write'];

/** Tool calls bound to one client. */
function tools(client: Client) {
  return {
    write: (args: Record<string, unknown>) => callOk<WriteOut>(client, 'memory_write', args),
    search: (args: Record<string, unknown>) => callOk<SearchOut>(client, 'memory_search', args),
    get: (id: string) => callOk<GetOut>(client, 'memory_get', { id }),
  };
}

/** A fresh stdio server over a fresh data directory. */
async function freshServer() {
  const { client } = await connectStdio(makeTempDir());
  return { client, ...tools(client) };
}

describe('stdio server: tool surface', () => {
  let s: Awaited<ReturnType<typeof freshServer>>;
  beforeAll(async () => {
    s = await freshServer();
  });

  it('lists exactly the seven memory tools, each with a strict object input schema', async () => {
    const { tools: listed } = await s.client.listTools();
    expect(listed.map((t) => t.name).sort()).toEqual(TOOLS);
    for (const t of listed) {
      expect(t.inputSchema.type, t.name).toBe('object');
      expect(t.inputSchema.additionalProperties, t.name).toBe(false);
    }
    const write = listed.find((t) => t.name === 'memory_write')!;
    expect(write.inputSchema.required).toEqual(['content']);
    expect(Object.keys(write.inputSchema.properties ?? {})).not.toContain('trust');
  });

  it('reports what happened to a write: id, status, verdict, reasons, relation and targets', async () => {
    const res = await s.write({ content: 'The office printer is on the third floor' });
    expect(res.id).toMatch(/^[0-9A-Z]{26}$/);
    expect(res.status).toBe('active');
    expect(res.verdict).toBe('allow');
    expect(res.reasons.length).toBeGreaterThan(0);
    expect(typeof res.relation).toBe('string');
    expect(res.targets).toEqual([]);
  });
});

describe('stdio server: a preference, then its antonym, in one session', () => {
  let s: Awaited<ReturnType<typeof freshServer>>;
  let quiet: WriteOut;
  let lively: WriteOut;
  beforeAll(async () => {
    s = await freshServer();
    quiet = await s.write({ content: '用户偏好安静环境', session: 'seed' });
    lively = await s.write({ content: '用户偏好热闹环境', session: 'seed' });
  });

  it('answers the second write with a CONFLICT that targets the first', () => {
    expect(lively.status).toBe('active');
    expect(lively.relation).toBe('CONFLICT');
    expect(lively.targets).toContain(quiet.id);
  });

  it('serves the newer preference first and withholds the superseded one from search', async () => {
    const out = await s.search({ query: '用户偏好什么环境' });
    for (const h of out.results) {
      expect(Object.keys(h)).toEqual(expect.arrayContaining(['id', 'content', 'status', 'trust', 'score']));
    }
    expect(out.results[0]?.id).toBe(lively.id);
    expect(out.results.map((h) => h.id)).not.toContain(quiet.id);
    expect(out.suppressed).toMatchObject({ superseded: 1 });
  });

  it('shows the earlier preference as superseded, with its successor in the lineage', async () => {
    const g = await s.get(quiet.id);
    expect(g.record.status).toBe('superseded');
    expect(g.record.supersededBy).toBe(lively.id);
    expect(g.lineage).toContainEqual(expect.objectContaining({ id: lively.id, relation: 'superseded_by' }));
    expect((await s.get(lively.id)).record.supersedes).toContain(quiet.id);
  });
});

describe('stdio server: where the user lives and where they travel', () => {
  it('keeps the residence active and searchable after a travel plan to another city', async () => {
    const s = await freshServer();
    const home = await s.write({ content: 'The user lives in Shanghai' });
    const trip = await s.write({ content: "I'm going to Beijing next week" });
    expect(trip.targets).not.toContain(home.id);
    expect((await s.get(home.id)).record.status).toBe('active');
    expect((await s.search({ query: 'Shanghai' })).results.map((h) => h.id)).toContain(home.id);
  });

  it('links the two as coexisting when both are written about subject "user"', async () => {
    const s = await freshServer();
    const home = await s.write({ content: 'The user lives in Shanghai', subject: 'user' });
    const trip = await s.write({ content: "I'm going to Beijing next week", subject: 'user' });
    expect(trip.relation).toBe('COEXIST');
    expect(trip.targets).toContain(home.id);
    expect((await s.get(home.id)).record.status).toBe('active');
  });
});
