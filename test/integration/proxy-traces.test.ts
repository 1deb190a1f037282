/**
 * Trace context through the proxy: the agent's `traceparent` in `params._meta` is the
 * parent of the proxy's request span, and the request the proxy sends upstream carries the proxy's
 * own context in its `_meta`, in the same trace. In process (as the proxy bench seeds), with the
 * upstream over stdio: the real `@modelcontextprotocol/server-memory`, a fixture that echoes
 * the `_meta` it received, and one whose prompts the guard holds (the hold is traced).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { CallToolResultSchema, GetPromptResultSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openFirewall } from '../../src/app.js';
import { loadPolicy, loadYaml } from '../../src/config/load-policy.js';
import { policyToSettings } from '../../src/config/policy-settings.js';
import * as A from '../../src/observability/attributes.js';
import { shutdownTracing, startTracingForTests } from '../../src/observability/tracing.js';
import { UpstreamMappingSchema } from '../../src/proxy/mapping.js';
import { GUARD_HELD } from '../../src/proxy/screen.js';
import { createProxyServer } from '../../src/proxy/proxy-server.js';
import { fixedUpstream } from '../../src/proxy/upstream.js';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { ROOT } from '../helpers/paths.js';
import { childEnv } from '../helpers/processes.js';
import { onCleanup } from '../helpers/resources.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

const SERVER_MEMORY = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-memory/dist/index.js');
const META_UPSTREAM = join(ROOT, 'test', 'fixtures', 'meta-upstream.mjs');
const CONTENT_UPSTREAM = join(ROOT, 'test', 'fixtures', 'content-upstream.mjs');
const { policy, hash } = loadPolicy(join(ROOT, 'policies', 'default.yaml'));
const AGENT_TRACE = '0af7651916cd43dd8448eb211c80319c';
const AGENT_SPAN = 'b7ad6b7169203331';
const traceparent = `00-${AGENT_TRACE}-${AGENT_SPAN}-01`;

let exporter: InMemorySpanExporter;
beforeEach(async () => {
  exporter = new InMemorySpanExporter();
  await startTracingForTests(exporter, { content: false });
});
afterEach(() => shutdownTracing());

/** An agent connected in process to a proxy in front of `upstream` (a node script over stdio). */
async function proxied(upstream: string, mappingFile?: string) {
  const settings = policyToSettings(policy);
  const fw = await openFirewall({ settings, policyHash: hash, guard: policy.guard });
  onCleanup(() => fw.close());
  const up = new Client({ name: 'hindsight-guard-proxy', version: '0.0.0' });
  await up.connect(new StdioClientTransport({ command: process.execPath, args: [upstream], env: childEnv({ MEMORY_FILE_PATH: join(makeTempDir(), 'memory.jsonl') }), stderr: 'ignore' }));
  onCleanup(() => up.close());
  const mapping = mappingFile ? loadYaml(mappingFile, UpstreamMappingSchema) : UpstreamMappingSchema.parse({ kind: 'upstream-mapping', version: 1, name: 'meta' });
  const server = createProxyServer({
    engine: fw.engine,
    mapping,
    identity: { principal: settings.principal, tenant: settings.tenant, trustCeiling: settings.trustCeiling, session: 'traced', channel: 'agent' },
    upstream: fixedUpstream(up),
    version: '0.0.0',
  });
  const [agentSide, serverSide] = InMemoryTransport.createLinkedPair();
  const agent = new Client({ name: 'agent', version: '0.0.0' });
  await server.connect(serverSide);
  await agent.connect(agentSide);
  onCleanup(async () => {
    await agent.close();
    await server.close();
  });
  const call = (name: string, args: Record<string, unknown>): Promise<CallToolResult> =>
    agent.request({ method: 'tools/call', params: { name, arguments: args, _meta: { traceparent } } }, CallToolResultSchema) as Promise<CallToolResult>;
  return { call, agent };
}

const byName = (name: string) => exporter.getFinishedSpans().filter((s) => s.name === name);
const parentOf = (s: ReadableSpan) => s.parentSpanContext?.spanId;

describe('trace context through the proxy', () => {
  test("a write to server-memory: the proxy's span is the agent span's child; guard, revision and upstream call below it", async () => {
    const p = await proxied(SERVER_MEMORY, join(ROOT, 'policies', 'upstreams', 'server-memory.yaml'));
    const res = await p.call('create_entities', { entities: [{ name: 'Acme Corp', entityType: 'company', observations: ['Acme Corp is headquartered in Lyon.'] }] });
    expect(res.isError).toBeFalsy();

    const [request] = byName('tools/call create_entities').filter((s) => s.kind === SpanKind.SERVER);
    expect(request.spanContext().traceId).toBe(AGENT_TRACE);
    expect(parentOf(request)).toBe(AGENT_SPAN);
    expect(request.attributes).toMatchObject({ [A.MCP_METHOD_NAME]: 'tools/call', [A.GEN_AI_TOOL_NAME]: 'create_entities', [A.PROXY_ROLE]: 'write', [A.UPSTREAM]: 'server-memory' });

    const [upstreamCall] = byName('tools/call create_entities').filter((s) => s.kind === SpanKind.CLIENT);
    expect(parentOf(upstreamCall)).toBe(request.spanContext().spanId);
    const [commit] = byName(A.SPAN.COMMIT);
    expect(commit.attributes[A.MEMORY_ID]).toMatch(/^[0-9A-Z]{26}$/);
    for (const s of [...byName(A.SPAN.GUARD), ...byName(A.SPAN.CANDIDATES), commit]) expect(parentOf(s)).toBe(request.spanContext().spanId);
    for (const s of exporter.getFinishedSpans()) {
      if (s.name.startsWith('tools/list')) continue;
      expect(s.spanContext().traceId).toBe(AGENT_TRACE);
      expect(JSON.stringify(s.attributes)).not.toMatch(/Lyon|headquartered/);
    }
  });

  test("the upstream receives the proxy's trace context in _meta, in the agent's trace", async () => {
    const p = await proxied(META_UPSTREAM);
    const res = await p.call('echo_meta', {});
    const received = JSON.parse((res.content[0] as { text: string }).text) as { traceparent?: string };
    const [upstreamCall] = byName('tools/call echo_meta').filter((s) => s.kind === SpanKind.CLIENT);
    expect(upstreamCall.spanContext().traceId).toBe(AGENT_TRACE);
    expect(received.traceparent).toBe(`00-${AGENT_TRACE}-${upstreamCall.spanContext().spanId}-01`);
  });

  test('a prompt the guard holds: the guard span under the request span, the request failed with the GUARD_HELD code, no content in the attributes', async () => {
    const p = await proxied(CONTENT_UPSTREAM);
    const err = await p.agent.request({ method: 'prompts/get', params: { name: 'poisoned_summary', _meta: { traceparent } } }, GetPromptResultSchema).catch((e: { code?: number }) => e);
    expect((err as { code?: number }).code).toBe(GUARD_HELD);

    const [request] = byName('prompts/get poisoned_summary').filter((s) => s.kind === SpanKind.SERVER);
    expect(parentOf(request)).toBe(AGENT_SPAN);
    expect(request.attributes).toMatchObject({ [A.RPC_RESPONSE_STATUS_CODE]: String(GUARD_HELD), [A.UPSTREAM]: 'meta' });
    const [guard] = byName(A.SPAN.GUARD).filter((s) => parentOf(s) === request.spanContext().spanId);
    expect(guard.attributes).toMatchObject({ [A.VERDICT]: 'quarantine', [A.REASON_CODE]: 'screening.high' });
    const [upstreamCall] = byName('prompts/get poisoned_summary').filter((s) => s.kind === SpanKind.CLIENT);
    expect(parentOf(upstreamCall)).toBe(request.spanContext().spanId);
    for (const s of exporter.getFinishedSpans()) expect(JSON.stringify(s.attributes)).not.toMatch(/evil\.example|id_rsa/);
  });
});
