/**
 * Proxy mode: one low-level MCP `Server` facing the agent and one upstream `Client`
 * per agent session. `tools/list` passes through unchanged; each `tools/call` is classified by the
 * upstream mapping:
 *  - write: every memory text goes through the guard and the revision core first; held ones are
 *    removed before the call is forwarded, and the result says which and why;
 *  - read: the result is filtered against the ledger — superseded, held, expired and forgotten
 *    items removed — in `structuredContent` and the JSON text alike;
 *  - delete: trust-gated, as `memory_forget` is: what the caller may not forget is not deleted;
 *  - screen, for tools the mapping does not describe (unless it names them passthrough): every
 *    string argument through the guard before the call is forwarded, and every text of the result
 *    before the agent gets it (screen.ts);
 *  - passthrough, deny, and admin (forwarded for admin principals only, audited first).
 * Writes and deletes to one upstream are serialised (the official memory server loses concurrent
 * writes).
 */
import { createHash } from 'node:crypto';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { JsonSchemaType, JsonSchemaValidator } from '@modelcontextprotocol/sdk/validation';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  CallToolRequestSchema,
  CallToolResultSchema,
  ErrorCode,
  ListToolsRequestSchema,
  ListToolsResultSchema,
  McpError,
  ResultSchema,
  type CallToolRequest,
  type CallToolResult,
  type ServerNotification,
  type ServerRequest,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type { Span } from '@opentelemetry/api';
import type { PrincipalRole } from '../config/policy-schema.js';
import { HindsightError, toWireError } from '../core/errors.js';
import { SERVED_STATUSES, type Channel, type MemoryRecord, type Status } from '../core/types.js';
import type { UpstreamState } from '../store/ports.js';
import { Mutex, type Caller } from '../revision/context.js';
import type { RevisionEngine } from '../revision/engine.js';
import * as A from '../observability/attributes.js';
import { inMcpRequest, inUpstreamCall, setContent, tracingStarted } from '../observability/tracing.js';
import { Relay } from './relay.js';
import { defaultRole, fillArgs, findMemories, tryJson, type MemorySpec, type ReadBack, type Role, type ToolMapping, type UpstreamMapping } from './mapping.js';
import { revertRecords } from '../revision/rollback.js';
import { mirror, mirroredCapabilities } from './mirror.js';
import { argumentStrings, createScreen, heldMeta, heldText, type ScreenEvent } from './screen.js';
import { REFUSED, type ToolLabels } from '../observability/mcp-requests.js';
import { noopMetrics, type Metrics } from '../observability/metrics-port.js';
import { emptyRead, heldNote, LOW_TRUST, lowTrustNote, refusal, withDroppedNote, withNote, type Held, type LowTrust } from './results.js';
import { unreachable, type UpstreamLink } from './upstream.js';

/** Who the agent is (from the transport), and which session this is. */
export interface ProxyIdentity {
  principal: string;
  tenant: string;
  trustCeiling: number;
  /** agent (default): writes guarded, admin tools refused; reviewer: reads only; admin: admin tools too. */
  role?: PrincipalRole;
  session: string;
  /**
   * The channel memory texts arrive through: what an agent writes to its memory server is the
   * agent's (it may have read it anywhere), so `agent` by default; it can only lower trust.
   */
  channel: Channel;
}

/** What a proxy server needs. */
export interface ProxyServerOptions {
  engine: RevisionEngine;
  mapping: UpstreamMapping;
  identity: ProxyIdentity;
  /** The upstream server (restarted when it dies; see upstream.ts). */
  upstream: UpstreamLink;
  /** Serialises writes to the upstream; share one per upstream. */
  writes?: Mutex;
  version: string;
  /** Per-call upstream timeout. */
  timeoutMs?: number;
  onError?: (err: unknown, tool: string) => void;
  /** Counts failed upstream calls; nowhere by default. */
  metrics?: Metrics;
  /** The upstream's tool names become metric labels here as it lists them (shared by every session). */
  toolLabels?: ToolLabels;
  /** Each screening of what the proxy forwards outside the mapping's memory paths (screen.ts): log it. */
  onScreened?: (e: ScreenEvent) => void;
}

/** The ledger's reference to one upstream item: stable for the same upstream, subject and text. */
export function upstreamRef(mapping: UpstreamMapping, subject: string | undefined, text: string): string {
  return `${mapping.name}:${createHash('sha256').update(JSON.stringify([subject ?? null, text])).digest('hex').slice(0, 40)}`;
}

/** One JSON-schema validator provider per process (the SDK's own, over ajv). */
const schemas = new AjvJsonSchemaValidator();

/** Creates the agent-facing server of one proxy session. */
export function createProxyServer(opts: ProxyServerOptions): Server {
  const { engine, mapping, identity, upstream } = opts;
  const writes = opts.writes ?? new Mutex();
  const timeout = opts.timeoutMs ?? 30_000;
  const metrics = opts.metrics ?? noopMetrics;
  const onError = (err: unknown, tool: string) => opts.onError?.(forLog(err), tool);
  const server = new Server({ name: 'hindsight-guard-proxy', version: opts.version }, { capabilities: mirroredCapabilities(upstream.client().getServerCapabilities()) });
  const tools = new Map<string, Tool>();
  const screen = createScreen({ engine, identity, onScreened: opts.onScreened, onError });
  mirror(server, upstream, mapping, { timeout, screen, filter: async (text, specs) => filterJsonText(text, specs, { ...identity, tool: 'proxy:resources/read' }) });

  // The upstream's tool list passes through unchanged; the proxy keeps it for the tools'
  // annotations, and serves the last one it saw while the upstream is down.
  const listTools = async (params: { cursor?: string } | undefined, signal?: AbortSignal) => {
    try {
      // A plain request: Client.listTools also compiles a validator for every tool's output schema
      // (~100 ms for server-memory's), which the proxy, passing results on, never uses.
      const res = await inUpstreamCall('tools/list', undefined, params, (p) => upstream.client().request({ method: 'tools/list', params: p }, ListToolsResultSchema, { signal, timeout }));
      for (const t of res.tools) {
        tools.set(t.name, t);
        opts.toolLabels?.admit(t.name);
      }
      return res;
    } catch (err) {
      if (unreachable(err) && tools.size > 0 && !params?.cursor) return { tools: [...tools.values()] };
      throw err;
    }
  };
  const callUpstream = (
    params: { name: string; arguments: Record<string, unknown>; _meta?: Record<string, unknown> },
    signal?: AbortSignal,
    onprogress?: (p: { progress: number; total?: number; message?: string }) => void,
    // A result the proxy only passes on is checked once, by the agent-facing Server; one it reads is checked here first.
    schema: typeof CallToolResultSchema | typeof ResultSchema = CallToolResultSchema,
  ) => {
    const once = () =>
      inUpstreamCall('tools/call', params.name, params, (p) => upstream.client().request({ method: 'tools/call', params: p }, schema, { signal, timeout, onprogress, resetTimeoutOnProgress: onprogress !== undefined }) as Promise<CallToolResult>);
    // An HTTP upstream that restarted forgets our session (404): initialise a new one and try again, once.
    return once()
      .catch(async (err: unknown) => {
        if (!(err instanceof StreamableHTTPError && err.code === 404)) throw err;
        await upstream.reconnect();
        return once();
      })
      .catch((err: unknown) => {
        metrics.upstreamError();
        throw err;
      });
  };

  /**
   * Delivers a write that passed the firewall. Behind queued writes, or with the upstream down, it
   * goes to the durable outbox (delivered in order when the upstream is back) and the agent is
   * told so. Call under the write lock.
   */
  // Not the agent's abort signal: once the ledger holds the write, the upstream must get it too.
  const deliver = async (name: string, a: Record<string, unknown>): Promise<CallToolResult> => {
    const queued = (await engine.deps.ledger.outboxList(mapping.name, 1)).length > 0;
    if (!queued) {
      try {
        return await callUpstream({ name, arguments: a });
      } catch (err) {
        if (!unreachable(err)) throw err;
      }
    }
    const seq = await engine.deps.ledger.outboxPush(mapping.name, name, a, engine.deps.clock.now());
    void flushSoon();
    const why = queued && upstream.isUp() ? 'earlier writes are still waiting for the upstream' : 'the upstream is unavailable';
    return {
      isError: true,
      content: [{ type: 'text', text: `hindsight-guard: ${why}; this write passed the firewall and is held in the outbox (#${seq}); it will be written in order when the upstream takes it (do not send it again)` }],
      _meta: { 'hindsight/outbox': seq },
    };
  };

  /** Delivers queued writes in order, stopping at the first the upstream cannot take yet. */
  const flushOutbox = () =>
    writes.run(async () => {
      for (;;) {
        const [entry] = await engine.deps.ledger.outboxList(mapping.name, 1);
        if (!entry || !upstream.isUp()) return;
        try {
          const res = await callUpstream({ name: entry.tool, arguments: entry.args });
          // The upstream took the call but refused it in-band: nothing to retry, but never silently.
          if (res.isError) onError(upstreamRefusal(`outbox #${entry.seq} ${entry.tool} was refused by the upstream`, res), 'outbox');
          await engine.deps.ledger.outboxDone(entry.seq);
        } catch (err) {
          await engine.deps.ledger.outboxFailed(entry.seq, err instanceof Error ? err.message : String(err));
          // A write the upstream refuses outright would block the queue forever: after 5 tries it is dropped from the queue and logged.
          if (!unreachable(err) && entry.attempts + 1 >= 5) {
            onError(err, `outbox #${entry.seq} ${entry.tool}`);
            await engine.deps.ledger.outboxDone(entry.seq);
            continue;
          }
          return;
        }
      }
    });
  let flushing: Promise<void> | undefined;
  const flushSoon = () => (flushing ??= new Promise<void>((r) => setTimeout(r, 0)).then(flushOutbox).catch((err: unknown) => onError(err, 'outbox')).finally(() => (flushing = undefined)));
  upstream.onUp(() => void flushSoon());
  if (upstream.isUp()) void flushSoon();
  /**
   * Parked writes whose record is now served (approved, confirmed) go to the upstream through the
   * outbox; those that will never be served (rejected, expired, forgotten, merged) are dropped.
   */
  const releaseParked = () =>
    writes.run(async () => {
      for (const p of await engine.deps.ledger.parkList(mapping.name, 100)) {
        const r = await engine.deps.ledger.get(p.recordId);
        if (r?.status === 'quarantined' || r?.status === 'uncertain') continue;
        if (r?.status === 'active') {
          const res = await deliver(p.tool, p.args);
          if (res.isError && !res._meta?.['hindsight/outbox']) onError(upstreamRefusal(`released ${p.recordId} was refused by the upstream`, res), 'release');
        }
        await engine.deps.ledger.parkDone(p.recordId);
      }
    });
  // A queue the upstream did not take (a timeout while it stayed up) is retried on a timer too, and
  // released writes are picked up on the same beat.
  const retry = setInterval(() => {
    void flushSoon();
    if (mapping.release) void releaseParked().catch((err: unknown) => onError(err, 'release'));
  }, RELEASE_CHECK_MS);
  retry.unref();
  server.onclose = () => clearInterval(retry);
  // Agent requests in SERVER spans, children of the trace context the agent put in `_meta`.
  const request = (method: string, target: string | undefined, meta: unknown, extra: { sessionId?: string; requestId: string | number }) => ({
    method,
    target,
    meta,
    sessionId: extra.sessionId,
    requestId: extra.requestId,
    attributes: { [A.TENANT]: identity.tenant, [A.PRINCIPAL]: identity.principal, [A.UPSTREAM]: mapping.name },
  });
  server.setRequestHandler(ListToolsRequestSchema, (req, extra) => inMcpRequest(request(req.method, undefined, req.params?._meta, extra), () => listTools(req.params, extra.signal)));

  // The low-level Server does not check arguments against a tool's schema; the proxy must, before
  // anything reaches the guard or the upstream. Validators are compiled once per tool schema.
  const validators = new Map<Tool, JsonSchemaValidator<unknown>>();
  const checkArguments = (tool: Tool | undefined, name: string, args: Record<string, unknown>) => {
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `unknown tool: ${name}`);
    const size = Buffer.byteLength(JSON.stringify(args));
    const max = engine.deps.settings.limits.maxContentBytes * 4;
    if (size > max) throw new McpError(ErrorCode.InvalidParams, `arguments of ${name} are ${size} bytes, over the limit of ${max}`);
    let validate = validators.get(tool);
    if (!validate) {
      validate = schemas.getValidator(tool.inputSchema as JsonSchemaType);
      validators.set(tool, validate);
    }
    const res = validate(args);
    if (!res.valid) throw new McpError(ErrorCode.InvalidParams, `invalid arguments for ${name}: ${res.errorMessage}`);
  };

  // Passthrough calls with valid arguments take the relay (relay.ts) unless spans are recorded,
  // which only the SDK path makes; everything the relay declines comes here.
  const relay = new Relay({
    timeoutMs: timeout,
    failure: (name, err) => failedCall(err, name),
    accepts: (name, args) => {
      const tool = tools.get(name);
      if (!tool || tracingStarted()) return false;
      const role = Object.hasOwn(mapping.tools, name) ? mapping.tools[name].role : defaultRole(mapping, tool.annotations);
      if (role !== 'passthrough') return false;
      try {
        checkArguments(tool, name, args);
      } catch {
        return false; // the SDK path answers with the protocol error
      }
      return true;
    },
  });
  upstream.onClient((client) => relay.attach(client));
  const connect = server.connect.bind(server);
  server.connect = (transport) => connect(relay.front(transport));

  // Span names stay a bounded set: once the upstream's tools are known, one it never listed is `unknown`.
  const spanTool = (name: string) => (tools.size === 0 || tools.has(name) ? name.slice(0, 128) : 'unknown');
  server.setRequestHandler(CallToolRequestSchema, (req, extra) => inMcpRequest(request(req.method, spanTool(req.params.name), req.params._meta, extra), (span) => callTool(req, extra, span)));

  /** One tool call: checked, classified by the mapping, guarded, forwarded. */
  async function callTool(req: CallToolRequest, extra: RequestHandlerExtra<ServerRequest, ServerNotification>, span: Span): Promise<CallToolResult> {
    const name = req.params.name;
    const args: Record<string, unknown> = structuredClone(req.params.arguments ?? {});
    setContent(span, A.CONTENT.TOOL_ARGUMENTS, args);
    if (!tools.has(name)) await listTools(undefined, extra.signal);
    // A protocol error (not an in-band result): the call was malformed, nothing was forwarded.
    checkArguments(tools.get(name), name, args);
    // Progress from the upstream goes back to the agent under the agent's own token, in order and
    // before the result (the agent stops listening for progress once the result arrives).
    const token = req.params._meta?.progressToken;
    let progressed: Promise<unknown> = Promise.resolve();
    const onprogress =
      token === undefined
        ? undefined
        : (p: { progress: number; total?: number; message?: string }) =>
            void (progressed = progressed.then(() => extra.sendNotification({ method: 'notifications/progress', params: { ...p, progressToken: token } })).catch(() => undefined));
    const forward = async (a: Record<string, unknown>, schema?: typeof ResultSchema) => {
      const res = await callUpstream({ ...req.params, arguments: a }, extra.signal, onprogress, schema);
      await progressed;
      return res;
    };
    const deliverTo = (a: Record<string, unknown>) => deliver(name, a);
    const { channel, ...who } = identity;
    // The caller is as trusted as its channel: a delete through an agent's proxy is the agent's.
    const caller: Caller = { ...who, trustCeiling: Math.min(identity.trustCeiling, engine.deps.settings.channelTrust[channel]), tool: `proxy:${name}` };
    try {
      const mapped: ToolMapping | undefined = Object.hasOwn(mapping.tools, name) ? mapping.tools[name] : undefined;
      const role: Role = mapped?.role ?? defaultRole(mapping, tools.get(name)?.annotations);
      span.setAttribute(A.PROXY_ROLE, role);
      // A reviewer reads memories but never writes them; a tool the mapping does not call a read may
      // write, whatever the upstream says of it.
      if (identity.role === 'reviewer' && role !== 'read' && role !== 'passthrough') {
        return refusal(`${name} ${role === 'screen' ? 'may change memory (the mapping does not name it a read)' : 'changes memory'}; ${identity.principal} is a reviewer and may only read`);
      }
      switch (role) {
        case 'deny':
          return refusal(`${name} is denied by the upstream mapping ${mapping.name}`);
        case 'admin':
          if (identity.role !== 'admin') return refusal(`${name} is an admin tool (destructive); it needs an admin principal, and this connection is ${identity.principal} (${identity.role ?? 'agent'})`);
          return await writes.run(async () => {
            // It changes the upstream outside the ledger, so no commit records it: it is audited
            // here, before it is forwarded, and not forwarded if the entry cannot be appended.
            await engine.deps.ledger.appendAudit({
              at: engine.deps.clock.now(),
              tenant: caller.tenant,
              actor: caller.principal,
              action: 'proxy.admin',
              session: caller.session,
              outcome: 'allow',
              why: [`${name} forwarded to ${mapping.name}`],
              policyHash: engine.deps.policyHash,
            });
            return forward(args);
          });
        case 'passthrough':
          return await forward(args, ResultSchema);
        case 'read': {
          let res: CallToolResult;
          try {
            res = await forward(args);
          } catch (err) {
            if (!unreachable(err)) throw err;
            return emptyRead(tools.get(name));
          }
          return await filterRead(res, mapped!.results, caller);
        }
        case 'write':
          if (mapped!.channel_arg) clampChannel(args, mapped!.channel_arg, channel, engine.deps.settings.channelTrust);
          return await writes.run(() => guardedWrite(args, mapped!, caller, channel, deliverTo));
        case 'delete':
          return await writes.run(() => guardedDelete(args, mapped!, caller, deliverTo));
        case 'screen': {
          const hold = await screen.check(argumentStrings(args), { method: 'tools/call', target: name, direction: 'to-upstream' });
          if (hold) return refusal(`${name} was not forwarded: ${heldText(hold, 'its arguments')}`, { 'hindsight/screen': heldMeta(hold) });
          const res = await writes.run(() => forward(args));
          // The result is screened outside the write lock: other sessions' writes need not wait for it.
          const held = await screen.payload({ content: res.content, structuredContent: res.structuredContent }, { method: 'tools/call', target: name, direction: 'to-agent' });
          return held ? refusal(`the result of ${name} was withheld: ${heldText(held, 'it')}`, { 'hindsight/screen': heldMeta(held) }) : res;
        }
      }
    } catch (err) {
      return failedCall(err, name);
    }
  }

  /** A call that failed, answered in-band: the agent's session goes on. Internal failures are logged. */
  function failedCall(err: unknown, name: string): CallToolResult {
    const wire = toWireError(err);
    if (wire.code === 'internal') onError(err, name);
    const message = err instanceof HindsightError ? wire.message : `upstream call failed: ${err instanceof Error ? err.message : String(err)}`;
    return { isError: true, content: [{ type: 'text', text: `hindsight-guard: ${message}` }] };
  }

  /** Each memory text through the guard and revision core; held ones removed before forwarding. */
  async function guardedWrite(
    args: Record<string, unknown>,
    tool: ToolMapping,
    caller: Caller,
    channel: Channel,
    forward: (a: Record<string, unknown>) => Promise<CallToolResult>,
  ): Promise<CallToolResult> {
    const { found, prune } = findMemories(args, tool.memories);
    // Every other string of the call (an entity's name and type, say) is screened as one text
    // before any memory is written: it is stored upstream and served too.
    const texts = new Set(found.map((m) => m.text));
    const hold = await screen.check(argumentStrings(args).filter((x) => !texts.has(x)), { method: 'tools/call', target: caller.tool.slice(6), direction: 'to-upstream' });
    if (hold) return refusal(`${caller.tool.slice(6)} was not forwarded: ${heldText(hold, 'its arguments')}`, { 'hindsight/screen': heldMeta(hold) });
    const held: Held[] = [];
    const written: string[] = [];
    // New memories this call puts upstream (not restatements merged into a served one).
    const fresh: { id: string; subject?: string; text: string; ref: string }[] = [];
    let unremovable = false;
    for (const m of found) {
      try {
        // What the ledger stores (secrets redacted) is what goes upstream and what reads are matched by.
        const stored = (await engine.deps.guard?.storedContent(m.text)) ?? m.text;
        const w = await engine.write(caller, { content: m.text, subject: m.subject, channel, upstreamRef: upstreamRef(mapping, m.subject, stored) });
        // Served: forwarded. A restatement merged into a served memory is served as that one.
        if (w.status === 'active' || w.mergedInto) {
          if (stored !== m.text) m.replace(stored);
          written.push(w.id);
          if (!w.mergedInto) fresh.push({ id: w.id, subject: m.subject, text: stored, ref: upstreamRef(mapping, m.subject, stored) });
          continue;
        }
        held.push({ subject: m.subject, text: m.text, status: w.status, reason: w.reasonCode ?? w.reasons.join('; '), id: w.id });
        // Held for a reviewer or for verification: parked, so a release reaches the upstream too
        // (a copy counted on an item already held adds nothing to release).
        if (mapping.release && !w.countedOn && (w.status === 'quarantined' || w.status === 'uncertain')) {
          await engine.deps.ledger.parkPush(w.id, mapping.name, mapping.release.tool, fillArgs(mapping.release.args, { subject: m.subject, text: stored }) as Record<string, unknown>, engine.deps.clock.now());
        }
      } catch (err) {
        const wire = toWireError(err);
        if (wire.code === 'internal') onError(err, caller.tool);
        held.push({ subject: m.subject, text: m.text, status: 'error', reason: `${wire.code}: ${wire.message}` });
      }
      m.remove();
      if (!m.removable) unremovable = true;
    }
    if (found.length > 0 && held.length === found.length) return held.every((h) => h.status === 'error') ? { isError: true, content: [{ type: 'text', text: heldNote(held, found.length) }], _meta: { 'hindsight/held': held } } : heldRefusal(held, found.length);
    // Something held cannot be cut out of the call without dropping the rest: the whole call is refused.
    if (unremovable) return heldRefusal(held, found.length, 'held by hindsight-guard; the call was not forwarded');
    prune();
    const res = await forward(args);
    const queued = res._meta?.['hindsight/outbox'] !== undefined;
    // What the upstream did not store is not served from the ledger either.
    const dropped = queued ? [] : res.isError ? fresh : await notStored(fresh, tool.confirm, caller);
    if (dropped.length) await revertRecords(engine, caller, dropped.map((d) => d.id), res.isError ? `the upstream refused ${caller.tool.slice(6)}` : `${mapping.name} did not store it`);
    if (!res.isError) await deleteSuperseded(written.filter((id) => !dropped.some((d) => d.id === id)), caller);
    const out = held.length ? withNote(res, heldNote(held, found.length), held) : res;
    return dropped.length && !res.isError ? withDroppedNote(out, dropped) : out;
  }

  /** The new memories the upstream did not store (read back per subject with the mapping's `confirm`). */
  async function notStored<T extends { subject?: string; ref: string }>(fresh: readonly T[], confirm: ReadBack | undefined, caller: Caller): Promise<T[]> {
    if (!confirm || fresh.length === 0) return [];
    const present = new Set<string>();
    for (const subject of new Set(fresh.map((f) => f.subject))) {
      if (subject === undefined) continue;
      try {
        for (const m of await readBack(confirm, subject)) present.add(upstreamRef(mapping, m.subject, m.text));
      } catch (err) {
        // Unconfirmed is not dropped: the write was acknowledged; the next read shows what is there.
        onError(err, caller.tool);
        return [];
      }
    }
    return fresh.filter((f) => f.subject !== undefined && !present.has(f.ref));
  }

  /** In `delete` mode, removes upstream what the forwarded writes superseded (the ledger keeps it as history). */
  async function deleteSuperseded(written: string[], caller: Caller): Promise<void> {
    const del = mapping.supersession.delete;
    if (mapping.supersession.mode !== 'delete' || !del || written.length === 0) return;
    const mine = await engine.deps.ledger.getMany(written);
    const olds = await engine.deps.ledger.getMany(mine.flatMap((r) => r.supersedes));
    for (const old of olds) {
      if (old.status !== 'superseded' || !old.upstreamRef?.startsWith(`${mapping.name}:`)) continue;
      const res = await deliver(del.tool, fillArgs(del.args, { subject: old.subject, text: old.content }) as Record<string, unknown>);
      if (res.isError) onError(upstreamRefusal(`deleting superseded ${old.id} upstream was refused`, res), caller.tool);
    }
  }

  /** Deletes only what the caller may forget (trust-gated), forgetting it in the ledger first. */
  async function guardedDelete(args: Record<string, unknown>, tool: ToolMapping, caller: Caller, forward: (a: Record<string, unknown>) => Promise<CallToolResult>): Promise<CallToolResult> {
    const { found, prune } = findMemories(args, tool.memories);
    const refused: Held[] = [];
    for (const m of found) {
      let records: MemoryRecord[];
      try {
        records = m.text ? await engine.deps.ledger.findByUpstreamRefs(caller.tenant, [upstreamRef(mapping, m.subject, m.text)]) : await subjectRecords(caller.tenant, m.subject, tool);
      } catch (err) {
        // What the delete would remove cannot be checked: it is not deleted.
        refused.push({ subject: m.subject, text: m.text, status: 'refused', reason: err instanceof Error ? err.message : String(err) });
        m.remove();
        continue;
      }
      const live = records.filter((r) => r.status !== 'forgotten' && r.status !== 'quarantined' && r.status !== 'rejected' && r.status !== 'expired-quarantine');
      const stronger = live.find((r) => r.trust > caller.trustCeiling);
      if (stronger) {
        refused.push({ subject: m.subject, text: m.text, status: 'refused', reason: `written with higher trust (${stronger.trust}) than yours`, id: stronger.id });
        m.remove();
        continue;
      }
      for (const r of live) await engine.forget(caller, r.id, `deleted upstream through ${caller.tool}`);
    }
    if (found.length > 0 && refused.length === found.length) return heldRefusal(refused, found.length, 'not deleted');
    prune();
    const res = await forward(args);
    return refused.length ? withNote(res, heldNote(refused, found.length, 'not deleted'), refused) : res;
  }

  /** Removes what the ledger does not serve from a read result, in structuredContent and JSON text alike. */
  async function filterRead(res: CallToolResult, specs: readonly MemorySpec[], caller: Caller): Promise<CallToolResult> {
    if (res.isError) return res;
    // The payload to filter (in place: the result is this call's own copy): structuredContent, or
    // else the first JSON text block. A mapped read whose result cannot be read against the ledger
    // is withheld, not passed on unfiltered.
    const structured = res.structuredContent;
    let target: unknown = structured;
    for (const c of res.content) if (target === undefined && c.type === 'text') target = tryJson(c.text);
    if (target === undefined) return refusal(`the result of ${caller.tool.slice(6)} is not JSON, so it cannot be filtered against the ledger; withheld`);
    const lowTrust = await keepServed(target, specs, caller);
    // The text is the filtered payload as JSON; other text blocks could carry what was removed, so
    // they go. Low-trust items are named in a note of our own and in _meta; the data stays as the
    // tool's output schema says.
    const content = [
      { type: 'text' as const, text: JSON.stringify(target, null, 2) },
      // Images and audio pass; embedded resources and links could carry what was removed.
      ...res.content.filter((c) => c.type === 'image' || c.type === 'audio'),
      ...(lowTrust.length ? [{ type: 'text' as const, text: lowTrustNote(lowTrust) }] : []),
    ];
    return {
      ...res,
      content,
      ...(lowTrust.length ? { _meta: { ...(res._meta ?? {}), 'hindsight/low-trust': lowTrust } } : {}),
    };
  }

  /** A JSON text (a resource's) with what the ledger does not serve removed; non-JSON text is withheld. */
  async function filterJsonText(text: string, specs: readonly MemorySpec[], caller: Caller): Promise<string> {
    // (A resource has no place for a note: low-trust items are served as they are.)
    const target = tryJson(text);
    if (target === undefined) return 'hindsight-guard: withheld (not JSON, so it cannot be filtered against the ledger)';
    await keepServed(target, specs, caller);
    return JSON.stringify(target, null, 2);
  }

  /** Removes from `target`, in place, every memory the ledger knows and does not serve; logs the reads. */
  async function keepServed(target: unknown, specs: readonly MemorySpec[], caller: Caller): Promise<LowTrust[]> {
    const { found, prune } = findMemories(target, specs);
    const refs = found.map((m) => upstreamRef(mapping, m.subject, m.text));
    const byRef = new Map<string, UpstreamState[]>();
    for (const r of await engine.deps.ledger.upstreamStates(caller.tenant, [...new Set(refs)])) byRef.set(r.upstreamRef, [...(byRef.get(r.upstreamRef) ?? []), r]);
    const servedIds: string[] = [];
    const lowTrust: LowTrust[] = [];
    found.forEach((m, i) => {
      const records = byRef.get(refs[i]);
      // Unknown to the ledger (written before the firewall): shown; `scan` reviews those.
      if (!records) return;
      const active = records.find((r) => (SERVED_STATUSES as readonly Status[]).includes(r.status) && !(r.expiresAt !== undefined && r.expiresAt <= engine.deps.clock.now()));
      if (!active) return m.remove();
      servedIds.push(active.id);
      if (active.trust < LOW_TRUST) lowTrust.push({ subject: m.subject, text: m.text, trust: active.trust, channel: active.channel, id: active.id });
    });
    prune();
    engine.logReads(servedIds.map((recordId) => ({ recordId, principal: caller.principal, session: caller.session, at: engine.deps.clock.now() })));
    return lowTrust;
  }

  /** The memories an upstream read of one subject returns (the proxy's own read; throws when it cannot be read). */
  async function readBack(spec: ReadBack, subject: string): Promise<{ subject?: string; text: string }[]> {
    const res = await callUpstream({ name: spec.tool, arguments: fillArgs(spec.args, { subject, text: '' }) as Record<string, unknown> });
    const target = res.isError ? undefined : (res.structuredContent ?? res.content.map((c) => (c.type === 'text' ? tryJson(c.text) : undefined)).find((j) => j !== undefined));
    if (target === undefined) throw new Error(`${spec.tool} gave no readable result`);
    return findMemories(target, spec.results).found;
  }

  /**
   * The records a delete by subject removes: the subject's own and, with the tool's `affects`, every
   * item the upstream says goes with it (relations to the entity, under other subjects). Throws
   * when the upstream cannot say.
   */
  async function subjectRecords(tenant: string, subject: string | undefined, tool: ToolMapping): Promise<MemoryRecord[]> {
    if (subject === undefined) return [];
    const all: Status[] = ['active', 'superseded', 'uncertain', 'expired'];
    const own = (await engine.deps.ledger.findBySubject(tenant, subject, all, 10_000)).filter((r) => r.upstreamRef?.startsWith(`${mapping.name}:`));
    if (!tool.affects) return own;
    const items = await readBack(tool.affects, subject).catch((err: unknown) => {
      throw new Error(`cannot check what deleting ${subject} would remove: ${err instanceof Error ? err.message : String(err)}`);
    });
    const refs = items.map((m) => upstreamRef(mapping, m.subject, m.text));
    const affected = await engine.deps.ledger.findByUpstreamRefs(tenant, [...new Set(refs)]);
    const seen = new Set(own.map((r) => r.id));
    return [...own, ...affected.filter((r) => !seen.has(r.id))];
  }

  return server;
}

/**
 * A protocol error from the upstream, for the log: its message is the upstream's own text, which
 * often quotes the arguments (memory content), so it goes in `content`, which the logger redacts
 * by default; the JSON-RPC code stays readable.
 */
function forLog(err: unknown): unknown {
  if (!(err instanceof McpError)) return err;
  return Object.assign(new Error(`the upstream answered JSON-RPC error ${err.code}`), { name: 'McpError', code: err.code, content: err.message.slice(0, 300) });
}

/** An upstream's in-band refusal, for the log: what it said goes in `content`, which the logger redacts by default. */
function upstreamRefusal(what: string, res: CallToolResult): Error {
  return Object.assign(new Error(what), { content: JSON.stringify(res.content).slice(0, 300) });
}

/** A call refused because every memory text in it was held (or the held ones could not be cut out). */
function heldRefusal(held: Held[], total: number, what?: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: heldNote(held, total, what) }], _meta: { 'hindsight/held': held, [REFUSED]: true } };
}

/** Sets `args[name]` to `channel` unless it already names a channel trusted no more than that. */
function clampChannel(args: Record<string, unknown>, name: string, channel: Channel, trust: Readonly<Record<string, number>>): void {
  const declared = args[name];
  const lower = typeof declared === 'string' && Object.hasOwn(trust, declared) && declared !== 'unknown' && trust[declared] <= trust[channel];
  if (!lower) args[name] = channel;
}

/** How often parked writes are checked for a release and the outbox retried. */
const RELEASE_CHECK_MS = 2_000;


