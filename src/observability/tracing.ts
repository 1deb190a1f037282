/**
 * OpenTelemetry traces: a span per MCP request, children per guard layer and revision
 * step, and W3C trace context carried in MCP `params._meta` (`traceparent`, `tracestate`), as the
 * MCP semantic conventions propose.
 *
 * Off unless configured: without an OTLP endpoint in the standard `OTEL_*` variables nothing is
 * loaded and every helper here runs its function directly (no span objects, no context switch).
 * The SDK and exporter are imported only when tracing starts, so start-up time does not grow.
 */
import type { Attributes, Context, Span, SpanKind, TextMapGetter } from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { HindsightError } from '../core/errors.js';
import * as A from './attributes.js';

/** What the SDK needs from a started provider. */
interface Provider {
  forceFlush(): Promise<void>;
  shutdown(): Promise<void>;
}

/** The OpenTelemetry API, loaded with the SDK: even its import costs start-up time when tracing is off. */
type Api = typeof import('@opentelemetry/api');

/** The running SDK and the API it registered with, or undefined: tracing is off. */
let started: { api: Api; provider: Provider; content: boolean } | undefined;

/** Longest wait for the last spans at shutdown: an unreachable collector must not hold the process. */
const SHUTDOWN_MS = 5_000;
/** Most characters of one content attribute (with the opt-in). */
const MAX_CONTENT_CHARS = 8_192;
/** A `tracestate` has at most 32 members of ~256 characters; anything longer is not a trace context. */
const MAX_META_CHARS = 8_192;

/** Whether the environment asks for traces, and why not when it does not. */
export type TracingConfig = { enabled: true; endpoint: string } | { enabled: false; reason: string };

/**
 * Reads the standard variables: an OTLP endpoint (`OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` or
 * `OTEL_EXPORTER_OTLP_ENDPOINT`) turns traces on; `OTEL_SDK_DISABLED=true` or an
 * `OTEL_TRACES_EXPORTER` without `otlp` (e.g. `none`) turns them off.
 */
export function tracingConfig(env: NodeJS.ProcessEnv = process.env): TracingConfig {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return { enabled: false, reason: 'OTEL_SDK_DISABLED=true' };
  const exporters = env.OTEL_TRACES_EXPORTER?.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean);
  // `console` would write to stdout, which carries the protocol in stdio mode: only OTLP is offered.
  if (exporters?.length && !exporters.includes('otlp')) return { enabled: false, reason: `OTEL_TRACES_EXPORTER=${exporters.join(',').slice(0, 60)} (only otlp is supported)` };
  if (!endpoint) return { enabled: false, reason: 'no OTLP endpoint configured' };
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new HindsightError('invalid_argument', `OTEL_EXPORTER_OTLP_ENDPOINT: ${endpoint.slice(0, 200)} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new HindsightError('invalid_argument', `OTEL_EXPORTER_OTLP_ENDPOINT: ${url.protocol} is not http(s)`);
  return { enabled: true, endpoint: url.href };
}

/**
 * Starts the SDK when the environment configures it (see `tracingConfig`): an OTLP/HTTP exporter
 * behind a batch processor, the W3C propagator, `service.name` hindsight-guard unless
 * `OTEL_SERVICE_NAME` or `OTEL_RESOURCE_ATTRIBUTES` say otherwise. Returns the configuration.
 */
export async function startTracing(opts: { version: string; env?: NodeJS.ProcessEnv }): Promise<TracingConfig> {
  const env = opts.env ?? process.env;
  const config = tracingConfig(env);
  if (!config.enabled || started) return config;
  const [api, { NodeTracerProvider }, { BatchSpanProcessor }, { OTLPTraceExporter }, res, semconv] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/semantic-conventions'),
  ]);
  const ours = res.resourceFromAttributes({ [semconv.ATTR_SERVICE_NAME]: 'hindsight-guard', [semconv.ATTR_SERVICE_VERSION]: opts.version });
  // Later merges win: what the operator sets in OTEL_SERVICE_NAME / OTEL_RESOURCE_ATTRIBUTES.
  const resource = res.defaultResource().merge(ours).merge(res.detectResources({ detectors: [res.envDetector] }));
  // The exporter reads its endpoint, headers, timeout and compression from the OTEL_* variables itself.
  const provider = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())] });
  provider.register();
  started = { api, provider, content: env.HINDSIGHT_TRACE_CONTENT === '1' };
  return config;
}

/**
 * Test hook: traces into `exporter` (e.g. an `InMemorySpanExporter`), each span exported as it
 * ends. `content` defaults to `HINDSIGHT_TRACE_CONTENT=1`. Stop with `shutdownTracing()`.
 */
export async function startTracingForTests(exporter: SpanExporter, opts: { content?: boolean } = {}): Promise<void> {
  if (started) throw new Error('tracing is already started');
  const [api, { NodeTracerProvider }, { SimpleSpanProcessor }] = await Promise.all([import('@opentelemetry/api'), import('@opentelemetry/sdk-trace-node'), import('@opentelemetry/sdk-trace-base')]);
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  provider.register();
  started = { api, provider, content: opts.content ?? process.env.HINDSIGHT_TRACE_CONTENT === '1' };
}

/** True while the SDK runs (started by configuration or by the test hook). */
export function tracingStarted(): boolean {
  return started !== undefined;
}

/** Exports what is buffered and stops the SDK (bounded wait); the API falls back to no-ops. */
export async function shutdownTracing(): Promise<void> {
  const s = started;
  if (!s) return;
  started = undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([s.provider.shutdown().catch(() => undefined), new Promise((done) => (timer = setTimeout(done, SHUTDOWN_MS).unref()))]);
  } finally {
    clearTimeout(timer);
    s.api.trace.disable();
    s.api.context.disable();
    s.api.propagation.disable();
  }
}

/** Options of a span. */
export interface SpanOptions {
  kind?: SpanKind;
  /** The parent context; the active one by default. */
  parent?: Context;
}

/**
 * Runs `fn` in a new active span that ends when it settles. A throw marks the span as an error
 * with `error.type` (a code or type name; the message and stack may carry content and are not
 * recorded) and is rethrown. With tracing off, runs `fn` with a no-op span.
 */
export async function inSpan<T>(name: string, attributes: Attributes, fn: (span: Span) => T | Promise<T>, opts: SpanOptions = {}): Promise<T> {
  if (!started) return await fn(NOOP_SPAN);
  const { trace, context } = started.api;
  return trace.getTracer('hindsight-guard').startActiveSpan(name, { kind: opts.kind, attributes }, opts.parent ?? context.active(), async (span) => {
    try {
      return await fn(span);
    } catch (err) {
      failed(span, err);
      throw err;
    } finally {
      span.end();
    }
  });
}

/** Marks `span` as failed with `err`'s type (`error.type`; the JSON-RPC code of a protocol error). */
export function failed(span: Span, err: unknown): void {
  if (err instanceof McpError) span.setAttribute(A.RPC_RESPONSE_STATUS_CODE, String(err.code));
  markError(span, errorType(err));
}

/** Marks `span` as failed with `type` as its `error.type` (a code, never a message). */
export function markError(span: Span, type: string): void {
  span.setAttribute(A.ERROR_TYPE, type).setStatus({ code: STATUS_ERROR });
}

/** Whether content attributes are recorded (`HINDSIGHT_TRACE_CONTENT=1`). */
export function traceContent(): boolean {
  return started?.content === true;
}

/** Sets a content attribute (memory text, arguments) only with the opt-in, capped; objects as JSON. */
export function setContent(span: Span, key: (typeof A.CONTENT)[keyof typeof A.CONTENT], value: unknown): void {
  if (!traceContent() || value === undefined) return;
  const text = typeof value === 'string' ? value : Array.isArray(value) && value.every((v) => typeof v === 'string') ? value.join('\n') : JSON.stringify(value);
  span.setAttribute(key, text.slice(0, MAX_CONTENT_CHARS));
}

/** An incoming MCP request, as its span needs it. */
export interface McpRequestInfo {
  /** `tools/call`, `resources/read`, … */
  method: string;
  /** The tool or prompt name: the span name's low-cardinality target. */
  target?: string;
  /** The request's `params._meta`, where the caller's trace context is. */
  meta?: unknown;
  sessionId?: string;
  requestId?: string | number;
  attributes?: Attributes;
}

/**
 * Runs an MCP request handler in a SERVER span `{method} {target}` whose parent is the trace
 * context in the request's `_meta`. A tool result with `isError` marks the span `tool_error`.
 */
export function inMcpRequest<T>(req: McpRequestInfo, fn: (span: Span) => Promise<T>): Promise<T> {
  if (!started) return fn(NOOP_SPAN);
  const attributes: Attributes = { [A.MCP_METHOD_NAME]: req.method, ...requestAttributes(req), ...req.attributes };
  return inSpan(
    req.target ? `${req.method} ${req.target}` : req.method,
    attributes,
    async (span) => {
      const result = await fn(span);
      if (isToolError(result)) markError(span, toolErrorCode(result));
      return result;
    },
    { kind: KIND_SERVER, parent: contextFromMeta(req.meta) },
  );
}

/**
 * Runs a request to an upstream server in a CLIENT span; `call` gets `params` with this span's
 * trace context in `_meta` (replacing the agent's, whose child it is).
 */
export function inUpstreamCall<P extends object | undefined, T>(method: string, target: string | undefined, params: P, call: (params: P) => Promise<T>): Promise<T> {
  if (!started) return call(params);
  const attributes: Attributes = { [A.MCP_METHOD_NAME]: method, ...(method === 'tools/call' && target ? toolAttributes(target) : {}) };
  const name = target ? `${method} ${target}` : method;
  return inSpan(
    name,
    attributes,
    async (span) => {
      const result = await call({ ...params, _meta: metaWithContext((params as { _meta?: object } | undefined)?._meta) } as P);
      if (isToolError(result)) span.setAttribute(A.ERROR_TYPE, A.TOOL_ERROR);
      return result;
    },
    { kind: KIND_CLIENT },
  );
}

/** The trace context in an MCP `_meta` (W3C `traceparent`/`tracestate`), over the active context. */
export function contextFromMeta(meta: unknown): Context | undefined {
  if (!started) return undefined;
  const { context, propagation } = started.api;
  return meta !== null && typeof meta === 'object' ? propagation.extract(context.active(), meta, META_GETTER) : context.active();
}

/** `meta` with the active trace context injected (W3C `traceparent`/`tracestate`), replacing any there. */
export function metaWithContext(meta: object | undefined): Record<string, unknown> {
  const { traceparent: _p, tracestate: _s, ...rest } = (meta ?? {}) as Record<string, unknown>;
  started?.api.propagation.inject(started.api.context.active(), rest);
  return rest;
}

function requestAttributes(req: McpRequestInfo): Attributes {
  return {
    ...(req.method === 'tools/call' && req.target ? toolAttributes(req.target) : {}),
    ...(req.method === 'prompts/get' && req.target ? { [A.GEN_AI_PROMPT_NAME]: req.target } : {}),
    ...(req.sessionId ? { [A.MCP_SESSION_ID]: req.sessionId } : {}),
    ...(req.requestId !== undefined ? { [A.JSONRPC_REQUEST_ID]: String(req.requestId) } : {}),
  };
}

function toolAttributes(tool: string): Attributes {
  return { [A.GEN_AI_TOOL_NAME]: tool, [A.GEN_AI_OPERATION_NAME]: A.EXECUTE_TOOL };
}

function isToolError(r: unknown): boolean {
  return r !== null && typeof r === 'object' && (r as { isError?: unknown }).isError === true;
}

/** A failed tool result's own code (`structuredContent.error.code`: quarantined, not_found…), else `tool_error`. */
function toolErrorCode(r: unknown): string {
  const code = (r as { structuredContent?: { error?: { code?: unknown } } }).structuredContent?.error?.code;
  return typeof code === 'string' && /^[\w.-]{1,64}$/.test(code) ? code : A.TOOL_ERROR;
}

/** A low-cardinality class for an error: our code, the JSON-RPC code, or the type name. Never its message. */
function errorType(err: unknown): string {
  if (err instanceof HindsightError) return err.code;
  if (err instanceof McpError) return String(err.code);
  const name = err instanceof Error ? err.name : typeof err;
  return name.replace(/[^\w.-]/g, '').slice(0, 64) || '_OTHER';
}

/** Reads only string values of a bounded length from an untrusted `_meta`. */
const META_GETTER: TextMapGetter<object> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => {
    const v = (carrier as Record<string, unknown>)[key];
    return typeof v === 'string' && v.length <= MAX_META_CHARS ? v : undefined;
  },
};

/** `SpanKind` and `SpanStatusCode` values, spelled out: the API that defines them is not loaded while tracing is off. */
const KIND_SERVER = 1 as SpanKind.SERVER;
const KIND_CLIENT = 2 as SpanKind.CLIENT;
const STATUS_ERROR = 2;

/** The span `fn` gets with tracing off: records nothing. */
const NOOP_SPAN: Span = {
  spanContext: () => ({ traceId: '0'.repeat(32), spanId: '0'.repeat(16), traceFlags: 0 }),
  setAttribute: () => NOOP_SPAN,
  setAttributes: () => NOOP_SPAN,
  addEvent: () => NOOP_SPAN,
  addLink: () => NOOP_SPAN,
  addLinks: () => NOOP_SPAN,
  setStatus: () => NOOP_SPAN,
  updateName: () => NOOP_SPAN,
  end: () => undefined,
  isRecording: () => false,
  recordException: () => undefined,
};
