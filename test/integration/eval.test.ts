/** `eval --json` of the real CLI: one result object per scenario file (docs/evaluation.md), nothing else. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { runCli } from '../helpers/processes.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

const jsonl = (...lines: object[]) => lines.map((l) => JSON.stringify(l)).join('\n') + '\n';

function scenarioFiles(dir: string): [string, string] {
  const a = join(dir, 'office.jsonl');
  writeFileSync(
    a,
    jsonl(
      { scenario: 'office-facts', version: 1, description: 'two facts and a search', sources: [] },
      { t: 0, op: 'session', session: 's1', task: 'remember office facts' },
      { t: 1, op: 'write', id: 'w1', session: 's1', principal: 'alice', channel: 'user', text: 'The printer is on the third floor', label: 'plain', expect: 'allowed' },
      { t: 2, op: 'write', id: 'w2', session: 's1', principal: 'alice', channel: 'user', text: 'The coffee machine is in room 12', label: 'plain', expect: 'keeps:w1' },
      { t: 3, op: 'search', session: 's1', principal: 'alice', query: 'where is the printer', label: 'recall', expect_top: 'w1' },
      { t: 4, op: 'write', id: 'w3', session: 's1', principal: 'alice', channel: 'user', text: 'Note to self', label: 'ignored', expect: 'any' },
    ),
  );
  const b = join(dir, 'home.jsonl');
  writeFileSync(
    b,
    jsonl(
      { scenario: 'home', version: 1, description: 'one write', sources: [] },
      { t: 0, op: 'write', id: 'h1', session: 's', principal: 'bob', channel: 'user', text: 'The user lives in Shanghai', label: 'home', expect: 'allowed' },
    ),
  );
  return [a, b];
}

describe('eval --json', () => {
  it('prints exactly one JSON object per scenario file with the keys docs/evaluation.md lists and nothing else', async () => {
    const [a, b] = scenarioFiles(makeTempDir());
    const r = await runCli(['eval', a, b, '--json'], { env: { HINDSIGHT_LOG_LEVEL: 'info' } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.endsWith('\n')).toBe(true);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    const [office, home] = lines.map((l) => JSON.parse(l) as Record<string, any>);
    for (const o of [office, home]) {
      expect(Object.keys(o).sort()).toEqual(['by_label', 'events', 'expectations', 'latency_ms', 'scenario', 'unexpected_supersessions']);
      expect(Object.keys(o.expectations).sort()).toEqual(['met', 'total']);
      expect(Object.keys(o.latency_ms).sort()).toEqual(['search', 'write']);
      for (const op of ['write', 'search']) {
        expect(Object.keys(o.latency_ms[op]).sort()).toEqual(['p50', 'p99']);
        expect(typeof o.latency_ms[op].p50).toBe('number');
        expect(o.latency_ms[op].p99).toBeGreaterThanOrEqual(o.latency_ms[op].p50);
      }
      for (const t of Object.values(o.by_label) as Record<string, unknown>[]) expect(Object.keys(t).sort()).toEqual(['met', 'total']);
    }
    expect(office).toMatchObject({ scenario: 'office-facts', events: 5, expectations: { total: 3 } });
    expect(Object.keys(office.by_label).sort()).toEqual(['plain', 'recall']);
    expect(office.by_label.plain.total).toBe(2);
    expect(home).toMatchObject({ scenario: 'home', events: 1, expectations: { total: 1, met: 1 }, by_label: { home: { total: 1, met: 1 } } });
  });

  it('names the file and line of a malformed event and exits non-zero', async () => {
    const dir = makeTempDir();
    const f = join(dir, 'bad.jsonl');
    writeFileSync(f, jsonl({ scenario: 'bad' }, { t: 0, op: 'write', id: 'x' }));
    const r = await runCli(['eval', f, '--json']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain(`${f}:2`);
    expect(r.stdout).toBe('');
  });
});

describe('eval --trace', () => {
  it('writes one JSON line per scored event on stderr: met, verdict, claim, candidates and what was applied', async () => {
    const dir = makeTempDir();
    const file = join(dir, 'move.jsonl');
    writeFileSync(
      file,
      jsonl(
        { scenario: 'move', version: 1 },
        { t: 0, op: 'session', session: 's', task: 'remember where the user lives' },
        { t: 1, op: 'write', id: 'a', session: 's', principal: 'u', channel: 'user', text: 'I live in Porto.', label: 'fact', expect: 'allowed' },
        { t: 90_000, op: 'write', id: 'b', session: 's', principal: 'u', channel: 'user', text: 'I relocated to Valencia last month.', label: 'update', expect: 'supersedes:a' },
        { t: 90_100, op: 'search', session: 's', principal: 'u', query: 'where does the user live', label: 'recall', expect_top: 'b' },
      ),
    );
    const r = await runCli(['eval', file, '--json', '--trace']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    const lines = r.stderr.trim().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
    const update = lines.find((l) => l.event === 'b')!;
    expect(update).toMatchObject({ label: 'update', expect: 'supersedes:a', met: true, status: 'active', verdict: 'allow', claim: { key: 'user|residence', frame: 'residence', cue: true } });
    expect(update.revision).toMatchObject({ relation: 'CONFLICT', candidates: [{ event: 'a', relation: 'CONFLICT', applied: expect.stringContaining('superseded') }] });
    expect(lines.find((l) => l.event === 'search:recall')).toMatchObject({ met: true, top: ['b'] });
    // Tracing reads each decision from the ledger, never through the engine's reads: a traced replay
    // scores what an untraced one does.
    const plain = await runCli(['eval', file, '--json']);
    const scored = (out: string) => {
      const { latency_ms: _, ...rest } = JSON.parse(out) as Record<string, unknown>;
      return rest;
    };
    expect(scored(plain.stdout)).toEqual(scored(r.stdout));
  });
});

describe('eval: supersedes', () => {
  it('is met only by the write that replaced the memory, not by a memory another write replaced before', async () => {
    const file = join(makeTempDir(), 'twice.jsonl');
    writeFileSync(
      file,
      jsonl(
        { scenario: 'twice', version: 1 },
        { t: 1, op: 'write', id: 'a', session: 's', principal: 'u', channel: 'user', text: 'I live in Porto.', label: 'fact', expect: 'allowed' },
        { t: 90_000, op: 'write', id: 'b', session: 's', principal: 'u', channel: 'user', text: 'I relocated to Valencia last month.', label: 'first', expect: 'supersedes:a' },
        { t: 180_000, op: 'write', id: 'c', session: 's', principal: 'u', channel: 'user', text: 'We moved again, to Lisbon this time.', label: 'stale', expect: 'supersedes:a' },
        { t: 190_000, op: 'write', id: 'd', session: 's', principal: 'u', channel: 'user', text: 'I work at Contoso.', label: 'fact', expect: 'allowed' },
        { t: 290_000, op: 'write', id: 'e', session: 's', principal: 'u', channel: 'user', text: 'I left Contoso and joined Fabrikam last month.', label: 'unasked', expect: 'allowed' },
      ),
    );
    const r = await runCli(['eval', file, '--json', '--trace']);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stderr.trim().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.find((l) => l.event === 'b')).toMatchObject({ met: true });
    // The memory was already superseded by b: c's expectation names the wrong memory and is not met.
    expect(lines.find((l) => l.event === 'c')).toMatchObject({ met: false });
    // c replaced b, a later version of the memory it names: a chain, not unasked. e replaced d, which
    // its expectation (allowed) does not name: one supersession no expectation asked for.
    expect(lines.find((l) => l.event === 'e')).toMatchObject({ met: true, revision: { candidates: expect.arrayContaining([expect.objectContaining({ event: 'd', applied: 'superseded' })]) } });
    expect(JSON.parse(r.stdout)).toMatchObject({ expectations: { total: 5, met: 4 }, unexpected_supersessions: 1 });
  });
});
