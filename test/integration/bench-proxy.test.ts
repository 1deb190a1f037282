/**
 * `bench proxy` of the real CLI at a small size: both arms report every tool and the session
 * set-up, the summary carries the ratios, both arms saw the same calls and gave the same answers,
 * and the guard let the benchmark's writes through. Timing is not asserted. Without
 * server-memory (a production install) the command exits 2 with a reason.
 */
import { cpSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { assertBuilt, ROOT } from '../helpers/paths.js';
import { childEnv, runCli } from '../helpers/processes.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

type Latency = { n: number; p50: number; p99: number };
type Line = { bench: string; arm: string; tool?: string; calls?: number; ms?: Latency } & Record<string, unknown>;
const TOOLS = ['search_nodes', 'open_nodes', 'add_observations'];

describe('bench proxy', () => {
  // One run serves the tests below: spawning the arms takes a few seconds even at this size, and
  // CI's two cores, busy with the other files' servers, once took longer than a minute over it.
  let run: { code: number | null; stderr: string; lines: Line[] };
  beforeAll(async () => {
    const r = await runCli(['bench', 'proxy', '--json', '--calls', '30', '--sessions', '3', '--entities', '60', '--data-dir', makeTempDir()], { timeoutMs: 180_000 });
    run = { code: r.code, stderr: r.stderr, lines: r.code === 0 ? r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Line) : [] };
  }, 200_000);
  const line = (arm: string, tool?: string) => run.lines.find((l) => l.arm === arm && l.tool === tool);

  it('prints one JSON line per arm and call kind, with p50 and p99 above zero', () => {
    expect(run.code, run.stderr).toBe(0);
    for (const arm of ['direct', 'proxy']) {
      for (const tool of TOOLS) {
        const l = line(arm, tool);
        expect(l, `${arm} ${tool}`).toMatchObject({ bench: 'proxy', calls: 10, errors: 0 });
        expect(l!.ms!.n).toBe(10);
        expect(l!.ms!.p50).toBeGreaterThan(0);
        expect(l!.ms!.p99).toBeGreaterThanOrEqual(l!.ms!.p50);
      }
      const setup = line(arm, 'session_setup');
      expect(setup).toMatchObject({ calls: 3, ms: { n: 3 } });
      expect(setup!.ms!.p50).toBeGreaterThan(0);
    }
    // The proxy with no mapping: server-memory's read-only tools pass through; its writes are not timed.
    for (const tool of ['search_nodes', 'open_nodes', 'session_setup']) expect(line('passthrough', tool)!.ms!.p50, tool).toBeGreaterThan(0);
    expect(line('passthrough', 'add_observations')).toBeUndefined();
    expect(line('run')).toMatchObject({ calls: 30, sessions: 3, entities: 60, policy: expect.stringMatching(/^sha256:/), server_memory: expect.any(String) });
  });

  it('summarises proxy/direct ratios for every call kind and the session set-up', () => {
    expect(run.code, run.stderr).toBe(0);
    const ratio = line('summary')!.ratio as Record<string, { p50: number; p99: number }>;
    for (const tool of [...TOOLS, 'session_setup']) {
      expect(ratio[tool].p50, tool).toBeGreaterThan(0);
      expect(ratio[tool].p99, tool).toBeGreaterThan(0);
    }
    const summary = line('summary')!;
    expect(Object.keys(summary.passthrough_ratio as object)).toEqual(['search_nodes', 'open_nodes', 'session_setup']);
    // Added ms = the arm's percentile less the direct arm's.
    const added = summary.added_ms as Record<string, Record<string, { p50: number }>>;
    expect(added.passthrough.search_nodes.p50).toBeCloseTo(line('passthrough', 'search_nodes')!.ms!.p50 - line('direct', 'search_nodes')!.ms!.p50, 2);
    expect(Object.keys(added.proxy)).toEqual([...TOOLS, 'session_setup']);
  });

  it('sends both arms the same calls and gets the same answers; the guard holds none of the writes', () => {
    expect(run.code, run.stderr).toBe(0);
    const s = line('summary')!;
    expect(s.same_calls).toBe(true);
    // Benign texts over the same seed: the proxy filters nothing out of the reads.
    expect(s.equal_results).toEqual({ search_nodes: 10, open_nodes: 10, add_observations: 10 });
    expect(s.equal_passthrough_results).toEqual({ search_nodes: 10, open_nodes: 10 });
    expect(s.held).toEqual({ seed: 0, timed: 0 });
    expect(line('proxy', 'add_observations')!.held).toBe(0);
    expect(s.timed_write_verdicts).toEqual({ allow: 10 });
    // The seed (60 entities × 3 observations) and the timed writes, all served.
    expect(s.ledger_statuses).toEqual({ active: 190 });
    expect(s.seed).toMatchObject({ entities: 60, observations_per_arm: 180, direct_errors: 0 });
    expect(s.pacing).toMatchObject({ write_pair_spacing_ms: 0 });
  });

  it('exits 2 with a reason when @modelcontextprotocol/server-memory is not installed', () => {
    assertBuilt();
    // A production-like install: the build and every dependency but the devDependency.
    const pkg = makeTempDir();
    cpSync(join(ROOT, 'dist'), join(pkg, 'dist'), { recursive: true });
    cpSync(join(ROOT, 'package.json'), join(pkg, 'package.json'));
    cpSync(join(ROOT, 'policies'), join(pkg, 'policies'), { recursive: true });
    cpSync(join(ROOT, 'models'), join(pkg, 'models'), { recursive: true });
    const modules = join(pkg, 'node_modules');
    mkdirSync(join(modules, '@modelcontextprotocol'), { recursive: true });
    for (const name of readdirSync(join(ROOT, 'node_modules'))) {
      if (name !== '@modelcontextprotocol') symlinkSync(join(ROOT, 'node_modules', name), join(modules, name));
    }
    symlinkSync(join(ROOT, 'node_modules', '@modelcontextprotocol', 'sdk'), join(modules, '@modelcontextprotocol', 'sdk'));
    const r = spawnSync(process.execPath, [join(pkg, 'dist', 'cli.js'), 'bench', 'proxy', '--calls', '3'], { env: childEnv(), encoding: 'utf8', timeout: 20_000 });
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/bench proxy needs @modelcontextprotocol\/server-memory, a devDependency/);
    expect(r.stdout).toBe('');
  });
});
