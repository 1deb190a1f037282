/**
 * What the proxy passes through besides tool calls (DESIGN §6): the upstream's resources (mapped
 * ones filtered against the ledger), prompts, completions and logging; the upstream's
 * notifications back to the agent; and the requests the upstream makes of the agent's client
 * (sampling, elicitation, roots), answered by this session's agent.
 */
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CompleteRequestSchema,
  CreateMessageRequestSchema,
  ElicitRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListRootsRequestSchema,
  LoggingMessageNotificationSchema,
  PromptListChangedNotificationSchema,
  ReadResourceRequestSchema,
  ResourceListChangedNotificationSchema,
  ResourceUpdatedNotificationSchema,
  RootsListChangedNotificationSchema,
  SetLevelRequestSchema,
  SubscribeRequestSchema,
  ToolListChangedNotificationSchema,
  UnsubscribeRequestSchema,
  type ServerCapabilities,
  type ServerNotification,
} from '@modelcontextprotocol/sdk/types.js';
import * as A from '../observability/attributes.js';
import { inMcpRequest, inUpstreamCall, type McpRequestInfo } from '../observability/tracing.js';
import type { MemorySpec, UpstreamMapping } from './mapping.js';
import type { UpstreamLink } from './upstream.js';

/** The upstream's capabilities the proxy implements: tools always; resources, prompts, completions, logging when the upstream has them. */
export function mirroredCapabilities(up: ServerCapabilities | undefined): ServerCapabilities {
  return {
    tools: up?.tools?.listChanged ? { listChanged: true } : {},
    ...(up?.resources ? { resources: { subscribe: up.resources.subscribe, listChanged: up.resources.listChanged } } : {}),
    ...(up?.prompts ? { prompts: { listChanged: up.prompts.listChanged } } : {}),
    ...(up?.completions ? { completions: {} } : {}),
    ...(up?.logging ? { logging: {} } : {}),
  };
}

/**
 * Resources, prompts, completions and logging pass through to the upstream (resources named in the
 * mapping filtered against the ledger), and the upstream's notifications come back to the agent.
 */
export function mirror(server: Server, upstream: UpstreamLink, mapping: UpstreamMapping, timeout: number, filter: (text: string, specs: readonly MemorySpec[]) => Promise<string>): void {
  const caps = upstream.client().getServerCapabilities();
  const o = (extra: { signal: AbortSignal }) => ({ signal: extra.signal, timeout });
  // The agent's request in a SERVER span (parent: the agent's `_meta`), the upstream's in a CLIENT span that passes the context on.
  type Req = { method: string; params?: { _meta?: object; name?: string; uri?: string } };
  const info = (req: Req, extra: { sessionId?: string; requestId: string | number }): McpRequestInfo => ({
    method: req.method,
    target: req.method === 'prompts/get' ? req.params?.name?.slice(0, 128) : undefined,
    meta: req.params?._meta,
    sessionId: extra.sessionId,
    requestId: extra.requestId,
    attributes: { [A.UPSTREAM]: mapping.name, ...(req.params?.uri ? { [A.MCP_RESOURCE_URI]: req.params.uri.slice(0, 2048) } : {}) },
  });
  const relay = <R extends Req, T>(req: R, extra: { sessionId?: string; requestId: string | number }, call: (params: R['params']) => Promise<T>) =>
    inMcpRequest(info(req, extra), () => inUpstreamCall(req.method, info(req, extra).target, req.params, call));
  if (caps?.resources) {
    server.setRequestHandler(ListResourcesRequestSchema, (req, extra) => relay(req, extra, (p) => upstream.client().listResources(p, o(extra))));
    server.setRequestHandler(ListResourceTemplatesRequestSchema, (req, extra) => relay(req, extra, (p) => upstream.client().listResourceTemplates(p, o(extra))));
    server.setRequestHandler(ReadResourceRequestSchema, async (req, extra) => {
      const res = await relay(req, extra, (p) => upstream.client().readResource(p, o(extra)));
      // Looked up as the upstream's SDK resolves it (a URL's normal form), so another spelling of a mapped URI is filtered too.
      const uri = normalUri(req.params.uri);
      const key = Object.keys(mapping.resources).find((k) => normalUri(k) === uri);
      const spec = key === undefined ? undefined : mapping.resources[key];
      if (!spec) return res;
      const contents = [];
      // A mapped resource's blobs cannot be filtered: they are withheld.
      for (const c of res.contents) if ('text' in c && typeof c.text === 'string') contents.push({ ...c, text: await filter(c.text, spec.results) });
      return { ...res, contents };
    });
    if (caps.resources.subscribe) {
      server.setRequestHandler(SubscribeRequestSchema, (req, extra) => relay(req, extra, (p) => upstream.client().subscribeResource(p, o(extra))));
      server.setRequestHandler(UnsubscribeRequestSchema, (req, extra) => relay(req, extra, (p) => upstream.client().unsubscribeResource(p, o(extra))));
    }
  }
  if (caps?.prompts) {
    server.setRequestHandler(ListPromptsRequestSchema, (req, extra) => relay(req, extra, (p) => upstream.client().listPrompts(p, o(extra))));
    server.setRequestHandler(GetPromptRequestSchema, (req, extra) => relay(req, extra, (p) => upstream.client().getPrompt(p, o(extra))));
  }
  if (caps?.completions) server.setRequestHandler(CompleteRequestSchema, (req, extra) => relay(req, extra, (p) => upstream.client().complete(p, o(extra))));
  if (caps?.logging) server.setRequestHandler(SetLevelRequestSchema, (req, extra) => upstream.client().setLoggingLevel(req.params.level, o(extra)));
  upstream.onClient((client) => {
    const pass = (n: { method: string; params?: Record<string, unknown> }) => server.notification(n as ServerNotification).catch(() => undefined);
    client.setNotificationHandler(ResourceUpdatedNotificationSchema, pass);
    client.setNotificationHandler(ResourceListChangedNotificationSchema, pass);
    client.setNotificationHandler(ToolListChangedNotificationSchema, pass);
    client.setNotificationHandler(PromptListChangedNotificationSchema, pass);
    client.setNotificationHandler(LoggingMessageNotificationSchema, pass);
    // Requests the upstream makes of the agent's client go to this session's agent; an agent whose
    // client lacks the capability answers with the SDK's error, as it would directly.
    // (A client built without those capabilities refuses the handler: nothing to forward then.)
    const handle = (install: () => void) => {
      try {
        install();
      } catch {
        // not declared by this upstream client
      }
    };
    handle(() => client.setRequestHandler(CreateMessageRequestSchema, (req, extra) => server.createMessage(req.params, { signal: extra.signal })));
    handle(() => client.setRequestHandler(ElicitRequestSchema, (req, extra) => server.elicitInput(req.params, { signal: extra.signal })));
    handle(() => client.setRequestHandler(ListRootsRequestSchema, (req, extra) => server.listRoots(req.params, { signal: extra.signal })));
  });
  server.setNotificationHandler(RootsListChangedNotificationSchema, () => upstream.client().sendRootsListChanged().catch(() => undefined));
}

function normalUri(uri: string): string {
  try {
    return new URL(uri.trim()).href;
  } catch {
    return uri.trim();
  }
}

