/**
 * The MCP conformance suite (`@modelcontextprotocol/conformance@0.1.16`, server mode) against a
 * fixture upstream that implements its tools, resources and prompts, directly and through
 * `proxy --http --url` (no mapping: every tool, prompt, resource and completion is screened by the
 * guard both ways, and passes). The proxy must be invisible to it: each scenario
 * that passes directly passes through the proxy, and what fails is exactly the committed baseline
 * (test/conformance/expected-failures.json), in both places.
 *
 * The suite needs Node 22; it runs from `.tools/conformance/` (test/conformance/install-tools.sh),
 * never as a project dependency.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { startConformanceFixture, type ConformanceFixture } from '../conformance/fixture-server.js';
import { describeFailures, ensureConformanceTools, EXPECTED_FAILURES, failed, runConformanceSuite, type SuiteRun, type ToolsState } from '../conformance/run-conformance.js';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { startHttpServer } from '../helpers/processes.js';
import { onCleanup } from '../helpers/resources.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

/** The baseline: scenario names the suite may fail, each with the reason it does. */
const baseline = JSON.parse(readFileSync(EXPECTED_FAILURES, 'utf8')) as { server: string[]; reasons: Record<string, string> };

let tools: ToolsState;
beforeAll(() => {
  tools = ensureConformanceTools();
  if (!tools.ok) console.warn(`skipping the MCP conformance run: ${tools.skip}`);
}, 180_000);

/** Scenario names that fail in a run (any FAILURE or WARNING check), sorted. */
const failing = (run: SuiteRun) => [...run.scenarios].filter(([, checks]) => failed(checks)).map(([s]) => s).sort();
const passing = (run: SuiteRun) => [...run.scenarios].filter(([, checks]) => !failed(checks)).map(([s]) => s).sort();

describe('MCP conformance suite, directly and through the HTTP proxy', () => {
  it('gives every entry of the expected-failures baseline a reason', () => {
    expect(Object.keys(baseline.reasons).sort()).toEqual([...baseline.server].sort());
  });

  it('passes the same scenarios through the proxy as directly, and fails only the baseline', async (ctx) => {
    ctx.skip(!tools.ok, tools.ok ? undefined : tools.skip);
    const fixture: ConformanceFixture = await startConformanceFixture();
    onCleanup(() => fixture.close());
    const proxy = await startHttpServer('', { args: ['proxy', '--http', '--port', '0', '--data-dir', makeTempDir(), '--url', fixture.mcpUrl] });
    onCleanup(() => proxy.stop());

    // The active suite and the pending one (json-schema-2020-12, server-sse-polling) apart, so the
    // active suite's baseline is visibly empty. The two paths at once, each suite after the other
    // (four suite processes at once are slower on two cores): ~4 s in all.
    const both = async (url: string) => [await runConformanceSuite(url, 'active', makeTempDir()), await runConformanceSuite(url, 'pending', makeTempDir())] as const;
    const [[direct, directPending], [proxied, proxiedPending]] = await Promise.all([both(fixture.mcpUrl), both(proxy.mcpUrl)]);

    // The suite really ran: 30 active scenarios in 0.1.16, the same ones on both paths.
    expect(direct.scenarios.size, direct.stdout + direct.stderr).toBeGreaterThanOrEqual(30);
    expect([...proxied.scenarios.keys()].sort()).toEqual([...direct.scenarios.keys()].sort());
    expect([...proxiedPending.scenarios.keys()].sort()).toEqual([...directPending.scenarios.keys()].sort());

    // The active suite has no expected failures, directly or through the proxy.
    expect(describeFailures(direct)).toEqual([]);
    expect(describeFailures(proxied), proxy.stderr()).toEqual([]);
    // Whatever passes directly passes through the proxy (pending scenarios too).
    expect(passing(proxiedPending)).toEqual(passing(directPending));
    // The pending suite fails exactly the baseline on both paths.
    expect(failing(directPending)).toEqual([...baseline.server].sort());
    expect(failing(proxiedPending), describeFailures(proxiedPending).join('\n')).toEqual([...baseline.server].sort());
    // And the suite agrees (its own baseline check: no unexpected failure, no stale entry).
    for (const run of [direct, proxied, directPending, proxiedPending]) expect(run.code, run.stdout.slice(-2000)).toBe(0);
  }, 120_000);
});
