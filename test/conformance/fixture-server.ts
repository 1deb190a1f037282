/**
 * The upstream the conformance suite (`@modelcontextprotocol/conformance@0.1.16`, server mode)
 * expects: the tools, resources, prompts, completions and logging its scenarios call, served over
 * Streamable HTTP with sessions and SSE replies. The suite runs against it directly and through
 * `proxy --http`, so whatever differs between the two runs is the proxy's doing.
 *
 * What the suite needs beyond the scenario payloads (each learnt from a failing check):
 *  - sessions (`server-sse-multiple-streams` posts on the session of an SDK client);
 *  - SSE replies, i.e. no `enableJsonResponse` (the same scenario counts `text/event-stream` streams);
 *  - the `logging`, `completions` and `resources.subscribe` capabilities;
 *  - `createMcpExpressApp` on loopback, whose Host check `dns-rebinding-protection` probes;
 *  - an event store and a retry interval, so `test_reconnection` can close its stream mid-call
 *    (`server-sse-polling`, SEP-1699, in the pending suite).
 * Through the proxy with no mapping everything is screened — tools' arguments and results, prompts,
 * resources, completions — the proxy's path for what nobody mapped; none of it carries an
 * instruction to the agent, so all of it passes.
 */
import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import type { Request, Response } from 'express';
import { createMcpExpressApp } from '@modelcontextprotocol/sdk/server/express.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport, type EventStore } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema,
  CompleteRequestSchema,
  CreateMessageResultSchema,
  ElicitResultSchema,
  GetPromptRequestSchema,
  isInitializeRequest,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ErrorCode,
  ReadResourceRequestSchema,
  SetLevelRequestSchema,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
  type CallToolResult,
  type GetPromptResult,
  type JSONRPCMessage,
  type ServerNotification,
  type ServerRequest,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';

/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
/** A WAV header with one silent sample. */
const WAV = 'UklGRiYAAABXQVZFZm10IBAAAAABAAEAQB8AAAB9AAACABAAZGF0YQIAAAA=';

const NO_ARGS = { type: 'object', properties: {} } as const;
const text = (t: string): CallToolResult => ({ content: [{ type: 'text', text: t }] });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** The tools the suite calls, each with its behaviour. */
interface FixtureTool extends Tool {
  run(args: Record<string, unknown>, extra: Extra, session: Session): Promise<CallToolResult>;
}

/** One MCP session: its server and transport. */
interface Session {
  server: Server;
  transport: StreamableHTTPServerTransport;
}

const TOOLS: FixtureTool[] = [
  { name: 'test_simple_text', description: 'Returns a simple text', inputSchema: NO_ARGS, run: async () => text('This is a simple text response for testing.') },
  { name: 'test_image_content', description: 'Returns an image', inputSchema: NO_ARGS, run: async () => ({ content: [{ type: 'image', data: PNG, mimeType: 'image/png' }] }) },
  { name: 'test_audio_content', description: 'Returns audio', inputSchema: NO_ARGS, run: async () => ({ content: [{ type: 'audio', data: WAV, mimeType: 'audio/wav' }] }) },
  {
    name: 'test_embedded_resource',
    description: 'Returns an embedded resource',
    inputSchema: NO_ARGS,
    run: async () => ({ content: [{ type: 'resource', resource: { uri: 'test://embedded-resource', mimeType: 'text/plain', text: 'This is an embedded resource content.' } }] }),
  },
  {
    name: 'test_multiple_content_types',
    description: 'Returns text, an image and a resource',
    inputSchema: NO_ARGS,
    run: async () => ({
      content: [
        { type: 'text', text: 'Multiple content types test:' },
        { type: 'image', data: PNG, mimeType: 'image/png' },
        { type: 'resource', resource: { uri: 'test://mixed-content-resource', mimeType: 'application/json', text: JSON.stringify({ test: 'data', value: 123 }) } },
      ],
    }),
  },
  {
    name: 'test_tool_with_logging',
    description: 'Sends three log messages while it runs',
    inputSchema: NO_ARGS,
    run: async (_a, extra) => {
      for (const [i, data] of ['Tool execution started', 'Tool processing data', 'Tool execution completed'].entries()) {
        if (i > 0) await sleep(50);
        await extra.sendNotification({ method: 'notifications/message', params: { level: 'info', data } });
      }
      return text('Tool with logging executed successfully');
    },
  },
  {
    name: 'test_tool_with_progress',
    description: 'Reports progress 0, 50 and 100 of 100',
    inputSchema: NO_ARGS,
    run: async (_a, extra) => {
      const progressToken = extra._meta?.progressToken;
      for (const progress of [0, 50, 100]) {
        if (progress > 0) await sleep(50);
        if (progressToken !== undefined) await extra.sendNotification({ method: 'notifications/progress', params: { progressToken, progress, total: 100, message: `Completed step ${progress} of 100` } });
      }
      return text(String(progressToken ?? 'no progress token'));
    },
  },
  {
    name: 'test_error_handling',
    description: 'Always fails',
    inputSchema: NO_ARGS,
    run: async () => ({ isError: true, content: [{ type: 'text', text: 'This tool intentionally returns an error for testing' }] }),
  },
  {
    name: 'test_sampling',
    description: 'Asks the client for an LLM completion of the prompt',
    inputSchema: { type: 'object', properties: { prompt: { type: 'string', description: 'The prompt to send to the LLM' } }, required: ['prompt'] },
    run: async (a, extra) => {
      const res = await extra.sendRequest(
        { method: 'sampling/createMessage', params: { messages: [{ role: 'user', content: { type: 'text', text: String(a.prompt) } }], maxTokens: 100 } },
        CreateMessageResultSchema,
      );
      return text(`LLM response: ${res.content.type === 'text' ? res.content.text : res.content.type}`);
    },
  },
  {
    name: 'test_elicitation',
    description: 'Asks the user for a username and an email address',
    inputSchema: { type: 'object', properties: { message: { type: 'string', description: 'The message to show the user' } }, required: ['message'] },
    run: (a, extra) =>
      elicit(extra, 'User response', String(a.message), {
        username: { type: 'string', description: "User's response" },
        email: { type: 'string', description: "User's email address" },
      }, ['username', 'email']),
  },
  {
    name: 'test_elicitation_sep1034_defaults',
    description: 'Elicitation with a default for every primitive type (SEP-1034)',
    inputSchema: NO_ARGS,
    run: (_a, extra) =>
      elicit(extra, 'Elicitation completed', 'Please review and update the form fields with defaults', {
        name: { type: 'string', description: 'User name', default: 'John Doe' },
        age: { type: 'integer', description: 'User age', default: 30 },
        score: { type: 'number', description: 'User score', default: 95.5 },
        status: { type: 'string', description: 'User status', enum: ['active', 'inactive', 'pending'], default: 'active' },
        verified: { type: 'boolean', description: 'Verification status', default: true },
      }),
  },
  {
    name: 'test_elicitation_sep1330_enums',
    description: 'Elicitation with the five enum shapes (SEP-1330)',
    inputSchema: NO_ARGS,
    run: (_a, extra) =>
      elicit(extra, 'Elicitation completed', 'Please select options from the enum fields', {
        untitledSingle: { type: 'string', description: 'Select one option', enum: ['option1', 'option2', 'option3'] },
        titledSingle: {
          type: 'string',
          description: 'Select one option with titles',
          oneOf: [
            { const: 'value1', title: 'First Option' },
            { const: 'value2', title: 'Second Option' },
            { const: 'value3', title: 'Third Option' },
          ],
        },
        legacyEnum: { type: 'string', description: 'Select one option (legacy)', enum: ['opt1', 'opt2', 'opt3'], enumNames: ['Option One', 'Option Two', 'Option Three'] },
        untitledMulti: { type: 'array', description: 'Select multiple options', minItems: 1, maxItems: 3, items: { type: 'string', enum: ['option1', 'option2', 'option3'] } },
        titledMulti: {
          type: 'array',
          description: 'Select multiple options with titles',
          minItems: 1,
          maxItems: 3,
          items: {
            anyOf: [
              { const: 'value1', title: 'First Choice' },
              { const: 'value2', title: 'Second Choice' },
              { const: 'value3', title: 'Third Choice' },
            ],
          },
        },
      }),
  },
  {
    // SEP-1613: the listing must keep $schema, $defs and additionalProperties as written.
    name: 'json_schema_2020_12_tool',
    description: 'Tool with JSON Schema 2020-12 features',
    inputSchema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      $defs: { address: { type: 'object', properties: { street: { type: 'string' }, city: { type: 'string' } } } },
      properties: { name: { type: 'string' }, address: { $ref: '#/$defs/address' } },
      additionalProperties: false,
    },
    run: async (a) => text(`JSON Schema 2020-12 tool called with: ${JSON.stringify(a)}`),
  },
  {
    // SEP-1699: the server closes the call's SSE stream; the client reconnects with Last-Event-ID.
    name: 'test_reconnection',
    description: 'Closes its SSE stream mid-call; the result arrives after the client reconnects',
    inputSchema: NO_ARGS,
    run: async (_a, extra, session) => {
      session.transport.closeSSEStream(extra.requestId);
      await sleep(100);
      return text('Reconnection test completed successfully.');
    },
  },
];

/** Asks the client to fill `properties`, and reports its answer as text. */
async function elicit(extra: Extra, label: string, message: string, properties: Record<string, object>, required: string[] = []): Promise<CallToolResult> {
  const requestedSchema = { type: 'object', properties, required } as never;
  const res = await extra.sendRequest({ method: 'elicitation/create', params: { mode: 'form', message, requestedSchema } }, ElicitResultSchema);
  return text(`${label}: action=${res.action}, content=${JSON.stringify(res.content ?? {})}`);
}

const PROMPTS: Record<string, { description: string; arguments?: { name: string; description: string; required: boolean }[]; get(a: Record<string, string>): GetPromptResult }> = {
  test_simple_prompt: {
    description: 'A prompt without arguments',
    get: () => ({ messages: [{ role: 'user', content: { type: 'text', text: 'This is a simple prompt for testing.' } }] }),
  },
  test_prompt_with_arguments: {
    description: 'A prompt with two required arguments',
    arguments: [
      { name: 'arg1', description: 'First test argument', required: true },
      { name: 'arg2', description: 'Second test argument', required: true },
    ],
    get: (a) => ({ messages: [{ role: 'user', content: { type: 'text', text: `Prompt with arguments: arg1='${a.arg1}', arg2='${a.arg2}'` } }] }),
  },
  test_prompt_with_embedded_resource: {
    description: 'A prompt that embeds a resource',
    arguments: [{ name: 'resourceUri', description: 'URI of the resource to embed', required: true }],
    get: (a) => ({
      messages: [
        { role: 'user', content: { type: 'resource', resource: { uri: a.resourceUri, mimeType: 'text/plain', text: 'Embedded resource content for testing.' } } },
        { role: 'user', content: { type: 'text', text: 'Please process the embedded resource above.' } },
      ],
    }),
  },
  test_prompt_with_image: {
    description: 'A prompt with an image',
    get: () => ({
      messages: [
        { role: 'user', content: { type: 'image', data: PNG, mimeType: 'image/png' } },
        { role: 'user', content: { type: 'text', text: 'Please analyze the image above.' } },
      ],
    }),
  },
};

const RESOURCES = [
  { uri: 'test://static-text', name: 'static-text', description: 'A static text resource', mimeType: 'text/plain' },
  { uri: 'test://static-binary', name: 'static-binary', description: 'A static binary resource (PNG)', mimeType: 'image/png' },
  { uri: 'test://watched-resource', name: 'watched-resource', description: 'A resource clients may subscribe to', mimeType: 'text/plain' },
];
const TEMPLATE = /^test:\/\/template\/([^/]+)\/data$/;

/** The MCP server of one session. */
function createFixtureServer(session: () => Session): Server {
  const server = new Server(
    { name: 'hindsight-guard-conformance-fixture', version: '1.0.0' },
    { capabilities: { tools: { listChanged: true }, resources: { subscribe: true, listChanged: true }, prompts: { listChanged: true }, logging: {}, completions: {} } },
  );
  const subscriptions = new Set<string>();

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: TOOLS.map(({ run: _run, ...tool }) => tool) }));
  server.setRequestHandler(CallToolRequestSchema, (req, extra) => {
    const tool = TOOLS.find((t) => t.name === req.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `unknown tool ${req.params.name}`);
    return tool.run(req.params.arguments ?? {}, extra, session());
  });

  server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: RESOURCES }));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({
    resourceTemplates: [{ uriTemplate: 'test://template/{id}/data', name: 'template', description: 'Data for an id', mimeType: 'application/json' }],
  }));
  server.setRequestHandler(ReadResourceRequestSchema, (req) => {
    const { uri } = req.params;
    if (uri === 'test://static-text') return { contents: [{ uri, mimeType: 'text/plain', text: 'This is the content of the static text resource.' }] };
    if (uri === 'test://static-binary') return { contents: [{ uri, mimeType: 'image/png', blob: PNG }] };
    if (uri === 'test://watched-resource') return { contents: [{ uri, mimeType: 'text/plain', text: 'Watched resource content' }] };
    const id = TEMPLATE.exec(uri)?.[1];
    if (id !== undefined) return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify({ id, templateTest: true, data: `Data for ID: ${id}` }) }] };
    throw new McpError(ErrorCode.InvalidParams, `no resource ${uri}`);
  });
  server.setRequestHandler(SubscribeRequestSchema, (req) => {
    subscriptions.add(req.params.uri);
    return {};
  });
  server.setRequestHandler(UnsubscribeRequestSchema, (req) => {
    subscriptions.delete(req.params.uri);
    return {};
  });

  server.setRequestHandler(ListPromptsRequestSchema, () => ({
    prompts: Object.entries(PROMPTS).map(([name, p]) => ({ name, description: p.description, ...(p.arguments ? { arguments: p.arguments } : {}) })),
  }));
  server.setRequestHandler(GetPromptRequestSchema, (req) => {
    const prompt = Object.hasOwn(PROMPTS, req.params.name) ? PROMPTS[req.params.name] : undefined;
    if (!prompt) throw new McpError(ErrorCode.InvalidParams, `no prompt ${req.params.name}`);
    const missing = (prompt.arguments ?? []).filter((a) => a.required && req.params.arguments?.[a.name] === undefined);
    if (missing.length) throw new McpError(ErrorCode.InvalidParams, `missing arguments: ${missing.map((a) => a.name).join(', ')}`);
    return prompt.get(req.params.arguments ?? {});
  });

  // Minimal, as the suite allows: an empty list for every argument.
  server.setRequestHandler(CompleteRequestSchema, () => ({ completion: { values: [], total: 0, hasMore: false } }));
  server.setRequestHandler(SetLevelRequestSchema, () => ({}));
  return server;
}

/** Keeps every event of every stream in memory, for SEP-1699 resumption. */
function memoryEventStore(): EventStore {
  const events: { id: string; stream: string; message: JSONRPCMessage }[] = [];
  return {
    storeEvent: async (stream, message) => {
      const id = `${stream}::${String(events.length).padStart(8, '0')}`;
      events.push({ id, stream, message });
      return id;
    },
    replayEventsAfter: async (lastId, { send }) => {
      const at = events.findIndex((e) => e.id === lastId);
      const stream = at >= 0 ? events[at].stream : lastId.split('::')[0];
      for (const e of events.slice(at + 1)) if (e.stream === stream) await send(e.id, e.message);
      return stream;
    },
  };
}

/** A running fixture. */
export interface ConformanceFixture {
  /** The MCP endpoint, e.g. `http://127.0.0.1:41234/mcp`. */
  mcpUrl: string;
  close(): Promise<void>;
}

/** Serves the fixture on 127.0.0.1 (`port` 0: an ephemeral one). */
export async function startConformanceFixture(port = 0): Promise<ConformanceFixture> {
  // On loopback, createMcpExpressApp refuses foreign Host headers (dns-rebinding-protection).
  const app = createMcpExpressApp({ host: '127.0.0.1' });
  const sessions = new Map<string, Session>();

  app.post('/mcp', async (req: Request, res: Response) => {
    const sid = req.header('mcp-session-id');
    const known = sid ? sessions.get(sid) : undefined;
    if (known) return known.transport.handleRequest(req, res, req.body);
    if (sid || !isInitializeRequest(req.body)) {
      return res.status(sid ? 404 : 400).json({ jsonrpc: '2.0', error: { code: -32000, message: sid ? 'Session not found' : 'Bad Request: send initialize first' }, id: null });
    }
    let session: Session | undefined;
    const server = createFixtureServer(() => session!);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      eventStore: memoryEventStore(),
      retryInterval: 500,
      onsessioninitialized: (id) => void sessions.set(id, session!),
    });
    session = { server, transport };
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
    };
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  });
  const bySession = async (req: Request, res: Response) => {
    const s = sessions.get(req.header('mcp-session-id') ?? '');
    if (!s) return res.status(404).json({ jsonrpc: '2.0', error: { code: -32000, message: 'Session not found' }, id: null });
    await s.transport.handleRequest(req, res);
  };
  app.get('/mcp', bySession);
  app.delete('/mcp', bySession);

  const http = await new Promise<HttpServer>((resolve, reject) => {
    const s = app.listen(port, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
  const addr = http.address();
  return {
    mcpUrl: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : port}/mcp`,
    close: async () => {
      for (const s of sessions.values()) await s.server.close().catch(() => undefined);
      sessions.clear();
      await new Promise<void>((r) => http.close(() => r()));
      http.closeAllConnections();
    },
  };
}
