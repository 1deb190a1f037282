/**
 * Traces of the native server: a guarded write is one `tools/call memory_write` span,
 * child of the agent's trace context from `_meta`, with the guard and its layers, the revision's
 * candidate search, judge calls and commit below it. No memory text or arguments in any attribute
 * unless HINDSIGHT_TRACE_CONTENT opts in.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterEach, describe, expect, test } from 'vitest';
import { openFirewall, type Firewall } from '../../src/app.js';
import { loadPolicy } from '../../src/config/load-policy.js';
import { policyToSettings } from '../../src/config/policy-settings.js';
import { createNativeServer } from '../../src/mcp/native-server.js';
import * as A from '../../src/observability/attributes.js';
import { shutdownTracing, startTracingForTests } from '../../src/observability/tracing.js';

const { policy, hash } = loadPolicy('policies/default.yaml');
const AGENT_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const AGENT_SPAN = '00f067aa0ba902b7';
const FIRST = 'The user lives in Shanghai.';
const SECOND = 'Actually, the user lives in Beijing.';

const open: Firewall[] = [];
afterEach(async () => {
  await shutdownTracing();
  while (open.length) await open.pop()!.close();
});

/** A traced native server over an in-memory store, and a client connected to it. */
async function tracedServer(content: boolean) {
  const exporter = new InMemorySpanExporter();
  await startTracingForTests(exporter, { content });
  const fw = await openFirewall({ settings: policyToSettings(policy), policyHash: hash, guard: policy.guard });
  open.push(fw);
  const server = createNativeServer({ engine: fw.engine, identity: { principal: 'alice', tenant: 'acme', trustCeiling: 0.9 }, version: '0.0.0' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'agent', version: '0.0.0' });
  await server.connect(serverSide);
  await client.connect(clientSide);
  open.push({ close: () => client.close() } as Firewall);
  const write = (content: string) =>
    client.request(
      { method: 'tools/call', params: { name: 'memory_write', arguments: { content }, _meta: { traceparent: `00-${AGENT_TRACE}-${AGENT_SPAN}-01` } } },
      CallToolResultSchema,
    );
  return { exporter, write };
}

const childrenOf = (spans: ReadableSpan[], parent: ReadableSpan) => spans.filter((s) => s.parentSpanContext?.spanId === parent.spanContext().spanId);
const named = (spans: ReadableSpan[], name: string) => spans.filter((s) => s.name === name);

describe('traces of a guarded write through the native server', () => {
  test('the request span is the agent span’s child, with the guard layers and revision steps below it', async () => {
    const { exporter, write } = await tracedServer(false);
    await write(FIRST);
    exporter.reset();
    const res = await write(SECOND);
    const id = (res.structuredContent as { id: string }).id;
    const spans = exporter.getFinishedSpans();

    const [request] = named(spans, 'tools/call memory_write');
    expect(request.kind).toBe(SpanKind.SERVER);
    expect(request.spanContext().traceId).toBe(AGENT_TRACE);
    expect(request.parentSpanContext?.spanId).toBe(AGENT_SPAN);
    expect(request.attributes).toMatchObject({
      [A.MCP_METHOD_NAME]: 'tools/call',
      [A.GEN_AI_TOOL_NAME]: 'memory_write',
      [A.GEN_AI_OPERATION_NAME]: 'execute_tool',
      [A.TENANT]: 'acme',
      [A.MEMORY_ID]: id,
      [A.VERDICT]: 'allow',
      [A.REVISION_RELATION]: 'CONFLICT',
    });
    expect(request.attributes[A.JSONRPC_REQUEST_ID]).toBeDefined();
    for (const s of spans) expect(s.spanContext().traceId).toBe(AGENT_TRACE);

    const [guard] = named(childrenOf(spans, request), A.SPAN.GUARD);
    expect(guard.attributes).toMatchObject({ [A.VERDICT]: 'allow', [A.REASON_CODE]: 'pass' });
    const layers = childrenOf(spans, guard);
    expect(layers.map((l) => l.attributes[A.GUARD_LAYER]).sort()).toEqual(['provenance', 'rate', 'relevance', 'screening']);
    expect(layers.every((l) => l.name === `${A.SPAN.GUARD_LAYER} ${l.attributes[A.GUARD_LAYER]}` && l.attributes[A.GUARD_SEVERITY] !== undefined)).toBe(true);

    const [candidates] = named(childrenOf(spans, request), A.SPAN.CANDIDATES);
    expect(candidates.attributes[A.REVISION_CANDIDATES]).toBeGreaterThan(0);
    const [judge] = named(childrenOf(spans, candidates), A.SPAN.JUDGE);
    expect(judge.attributes).toMatchObject({ [A.JUDGE]: 'heuristic', [A.REVISION_RELATION]: 'CONFLICT' });

    const [commit] = named(childrenOf(spans, request), A.SPAN.COMMIT);
    expect(commit.attributes).toMatchObject({ [A.MEMORY_ID]: id, [A.MEMORY_STATUS]: 'active', [A.REVISION_RELATION]: 'CONFLICT' });
    expect(commit.attributes[A.REVISION_TARGETS]).toHaveLength(1);
  });

  test('no attribute carries the memory text or the arguments by default', async () => {
    const { exporter, write } = await tracedServer(false);
    await write(FIRST);
    await write(SECOND);
    const values = exporter.getFinishedSpans().flatMap((s) => Object.entries(s.attributes));
    expect(values.length).toBeGreaterThan(20);
    for (const [key, value] of values) {
      expect(Object.values(A.CONTENT)).not.toContain(key);
      expect(JSON.stringify(value)).not.toMatch(/Shanghai|Beijing|lives/);
    }
  });

  test('with the content opt-in the arguments and the memory text are on the spans', async () => {
    const { exporter, write } = await tracedServer(true);
    await write(FIRST);
    const spans = exporter.getFinishedSpans();
    const [request] = named(spans, 'tools/call memory_write');
    expect(JSON.parse(String(request.attributes[A.CONTENT.TOOL_ARGUMENTS]))).toMatchObject({ content: FIRST });
    expect(named(spans, A.SPAN.GUARD)[0].attributes[A.CONTENT.MEMORY_CONTENT]).toBe(FIRST);
    expect(named(spans, A.SPAN.COMMIT)[0].attributes[A.CONTENT.MEMORY_CONTENT]).toBe(FIRST);
  });
});
