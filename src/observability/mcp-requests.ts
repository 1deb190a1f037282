/**
 * Counting MCP requests (`hindsight_mcp_requests_total{method,tool,outcome}` and their duration)
 * for the native server and the proxy alike, at the transport: a request is timed from the message
 * arriving to its response being sent, so nothing in the servers' handlers has to remember to count.
 *
 * Outcome: `error` for a JSON-RPC error or a tool result with `isError`, `refused` for a tool result
 * the firewall refused (marked `_meta["hindsight/refused"]`, see `REFUSED`), `ok` otherwise. Label
 * values stay bounded: unknown methods are `other`, and a tool name is a label only once
 * `ToolLabels` admitted it (the native tool names; the upstream's listed names, at most 64).
 */
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { MCP_METHODS, NO_TOOL, type McpOutcome, type Metrics } from './metrics-port.js';
import { WrappedTransport } from '../mcp/wrap-transport.js';

/** The `_meta` key of a tool result the firewall refused (held write, denied tool, role). */
export const REFUSED = 'hindsight/refused';

const METHODS: ReadonlySet<string> = new Set(MCP_METHODS);

/** Tool names that may be label values: admitted up to a cap, anything else is `other`. */
export class ToolLabels {
  private readonly admitted = new Set<string>();

  /** `onAdmit` sees each name once, when it becomes a label value. */
  constructor(
    private readonly max = 64,
    private readonly onAdmit: (tool: string) => void = () => undefined,
  ) {}

  /** Makes `name` a label value, unless the cap is reached. */
  admit(name: string): void {
    if (this.admitted.has(name) || this.admitted.size >= this.max) return;
    this.admitted.add(name);
    this.onAdmit(name);
  }

  /** The label of a called tool. */
  label(name: unknown): string {
    return typeof name === 'string' && this.admitted.has(name) ? name : 'other';
  }
}

/** What serves one MCP connection (an McpServer, a proxy Server). */
export interface Connectable {
  connect(transport: Transport): Promise<void>;
  close(): Promise<void>;
}

/** `server` with every request it answers counted. */
export function observed<S extends Connectable>(server: S, metrics: Metrics, tools: ToolLabels): Connectable {
  return {
    connect: (t) => server.connect(new ObservedTransport(t, metrics, tools)),
    close: () => server.close(),
  };
}

/** A transport that times each request from arrival to response. */
class ObservedTransport extends WrappedTransport {
  private readonly pending = new Map<string | number, { method: string; tool: unknown; start: number }>();

  constructor(
    inner: Transport,
    private readonly metrics: Metrics,
    private readonly tools: ToolLabels,
  ) {
    super(inner);
  }

  async start(): Promise<void> {
    // Handlers set on the inner transport before (the HTTP front's onclose) keep running.
    this.inner.onmessage = (m, extra) => {
      if ('method' in m && 'id' in m) {
        const params = m.params as { name?: unknown } | undefined;
        this.pending.set(m.id, { method: METHODS.has(m.method) ? m.method : 'other', tool: params?.name, start: performance.now() });
      } else if ('method' in m && m.method === 'notifications/cancelled') {
        // A cancelled request gets no response: it is not answered, so not counted, and not kept.
        const id = (m.params as { requestId?: string | number } | undefined)?.requestId;
        if (id !== undefined) this.pending.delete(id);
      }
      this.onmessage?.(m, extra);
    };
    this.forwardLifecycle();
    await this.inner.start();
  }

  override send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    if (('result' in message || 'error' in message) && message.id !== undefined) {
      const p = this.pending.get(message.id);
      if (p) {
        this.pending.delete(message.id);
        const tool = p.method === 'tools/call' ? this.tools.label(p.tool) : NO_TOOL;
        this.metrics.mcpRequest(p.method, tool, outcomeOf(message), (performance.now() - p.start) / 1000);
      }
    }
    return this.inner.send(message, options);
  }
}

function outcomeOf(message: JSONRPCMessage): McpOutcome {
  if ('error' in message) return 'error';
  const result = ('result' in message ? message.result : {}) as { isError?: boolean; _meta?: Record<string, unknown> };
  if (!result.isError) return 'ok';
  return result._meta?.[REFUSED] ? 'refused' : 'error';
}
