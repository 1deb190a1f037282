/**
 * What the proxy passes on besides tool calls: the upstream's resources (mapped ones
 * filtered against the ledger, the others screened), prompts and completions (screened both ways),
 * logging; the upstream's notifications back to the agent; and the requests the upstream makes of
 * the agent's client — sampling and elicitation screened, roots as they are — answered by this
 * session's agent. What the screen holds is answered with a protocol error (GUARD_HELD).
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
import { HeldError, type Screen } from './screen.js';
import type { UpstreamLink } from './upstream.js';

/** What mirroring needs of the proxy session. */
export interface MirrorOptions {
  /** Per-request upstream timeout. */
  timeout: number;
  /** A mapped resource's JSON text with what the ledger does not serve removed. */
  filter: (text: string, specs: readonly MemorySpec[]) => Promise<string>;
  /** The session's guard over what passes outside the mapping. */
  screen: Screen;
}

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
 * Resources, prompts, completions and logging go to the upstream (resources named in the mapping
 * filtered against the ledger, everything else screened), and the upstream's notifications and
 * requests come back to the agent.
 */
export function mirror(server: Server, upstream: UpstreamLink, mapping: UpstreamMapping, { timeout, filter, screen }: MirrorOptions): void {
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
  /**
   * A request whose arguments (`sent`) are screened before it goes upstream and whose answer is
   * screened before the agent gets it; `what` names it to the agent.
   */
  const screened = <R extends Req, T>(req: R, extra: { sessionId?: string; requestId: string | number }, what: string, sent: string[], call: (params: R['params']) => Promise<T>) => {
    const i = info(req, extra);
    const target = i.target ?? req.params?.uri;
    return inMcpRequest(i, async () => {
      const hold = await screen.check(sent, { method: req.method, target, direction: 'to-upstream' });
      if (hold) throw new HeldError(`${what} was not forwarded`, hold, 'its arguments');
      const res = await inUpstreamCall(req.method, i.target, req.params, call);
      const held = await screen.payload(res, { method: req.method, target, direction: 'to-agent' });
      if (held) throw new HeldError(`${what} was withheld`, held, 'its content');
      return res;
    });
  };
  if (caps?.resources) {
    server.setRequestHandler(ListResourcesRequestSchema, (req, extra) => relay(req, extra, (p) => upstream.client().listResources(p, o(extra))));
    server.setRequestHandler(ListResourceTemplatesRequestSchema, (req, extra) => relay(req, extra, (p) => upstream.client().listResourceTemplates(p, o(extra))));
    server.setRequestHandler(ReadResourceRequestSchema, async (req, extra) => {
      const read = (p: typeof req.params) => upstream.client().readResource(p, o(extra));
      // Looked up as the upstream's SDK resolves it (a URL's normal form), so another spelling of a mapped URI is filtered too.
      const uri = normalUri(req.params.uri);
      const key = Object.keys(mapping.resources).find((k) => normalUri(k) === uri);
      const spec = key === undefined ? undefined : mapping.resources[key];
      // Not a memory resource: screened like any answer.
      if (!spec) return screened(req, extra, `resource ${JSON.stringify(req.params.uri.slice(0, 200))}`, [], read);
      const res = await relay(req, extra, read);
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
    // The agent's arguments are screened on the way up (the upstream fills them into its messages),
    // the prompt's messages on the way back: a prompt is put in front of the agent's model.
    server.setRequestHandler(GetPromptRequestSchema, (req, extra) =>
      screened(req, extra, `prompt ${JSON.stringify(req.params.name.slice(0, 128))}`, Object.values(req.params.arguments ?? {}), (p) => upstream.client().getPrompt(p, o(extra))),
    );
  }
  if (caps?.completions) {
    // What the agent has typed goes up; the suggested values come back into the agent's arguments.
    server.setRequestHandler(CompleteRequestSchema, (req, extra) =>
      screened(req, extra, 'the completion', [req.params.argument.value, ...Object.values(req.params.context?.arguments ?? {})], (p) => upstream.client().complete(p, o(extra))),
    );
  }
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
    // Sampling puts the upstream's messages and system prompt in front of the agent's model, and
    // elicitation its message and form in front of the user: both are screened first, and a held
    // one is refused to the upstream (the agent never sees it).
    const fromUpstream = <T>(req: { method: string; params: { _meta?: object } }, extra: { requestId: string | number }, what: string, pass: () => Promise<T>) =>
      inMcpRequest({ method: req.method, meta: req.params._meta, requestId: extra.requestId, attributes: { [A.UPSTREAM]: mapping.name } }, async () => {
        const held = await screen.payload(req.params, { method: req.method, direction: 'to-agent' });
        if (held) throw new HeldError(`${what} was not passed to the agent`, held, 'its content');
        return pass();
      });
    handle(() => client.setRequestHandler(CreateMessageRequestSchema, (req, extra) => fromUpstream(req, extra, 'the sampling request', () => server.createMessage(req.params, { signal: extra.signal }))));
    handle(() => client.setRequestHandler(ElicitRequestSchema, (req, extra) => fromUpstream(req, extra, 'the elicitation request', () => server.elicitInput(req.params, { signal: extra.signal }))));
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

