/**
 * The proxy's fast path for passthrough calls: a `tools/call` of a tool the proxy passes on
 * unchanged (role `passthrough`, arguments valid for the tool's schema) goes to the upstream as
 * the agent's own JSON-RPC request under an id of the relay's, and the upstream's answer, and its
 * progress notifications, come back to the agent as they are, without the SDK's per-message
 * validation and dispatch on either side — a passthrough call then costs about what a byte relay
 * costs. Everything else (a call the relay declines, and every other message) takes the SDK path.
 * A cancellation from the agent reaches the upstream; an upstream error, a call the upstream does
 * not answer within the timeout, or one a closing upstream leaves unanswered, gets the in-band
 * error result the SDK path gives (`failure`).
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, McpError, type CallToolResult, type JSONRPCMessage, type RequestId } from '@modelcontextprotocol/sdk/types.js';

/** What the relay needs of the proxy. */
export interface RelayOptions {
  /** Whether this `tools/call` may be relayed (a passthrough tool, valid arguments, nothing to record). */
  accepts(name: string, args: Record<string, unknown>): boolean;
  /** Per-call upstream timeout. */
  timeoutMs: number;
  /** The agent's answer to a relayed call that failed upstream (as the SDK path answers it). */
  failure(name: string, err: McpError): CallToolResult;
}

interface Pending {
  name: string;
  agentId: RequestId;
  agent: Transport;
  progressToken?: string | number;
  timer: NodeJS.Timeout;
}

type Message = JSONRPCMessage & { id?: RequestId; method?: string; params?: Record<string, unknown> };

/** One proxy session's relay between its agent transport and the upstream client's transport. */
export class Relay {
  private upstream: Transport | undefined;
  private readonly pending = new Map<string, Pending>();
  private next = 0;

  constructor(private readonly opts: RelayOptions) {}

  /** Puts the relay between a connected upstream client and its transport (again after each restart). */
  attach(client: Client): void {
    const t = client.transport;
    if (!t) return;
    this.failAll('the upstream connection closed before it answered');
    this.upstream = t;
    const onmessage = t.onmessage;
    const onclose = t.onclose;
    t.onmessage = (m, extra) => {
      if (!this.fromUpstream(m as Message)) onmessage?.(m, extra);
    };
    t.onclose = () => {
      if (this.upstream === t) this.upstream = undefined;
      this.failAll('the upstream connection closed before it answered');
      onclose?.();
    };
  }

  /** The agent's transport with the relay in front of the SDK server that will own it. */
  front(agent: Transport): Transport {
    const relay = this;
    const wrapper: Transport = {
      async start() {
        agent.onmessage = (m, extra) => {
          if (!relay.fromAgent(m as Message, agent)) wrapper.onmessage?.(m, extra);
        };
        agent.onerror = (e) => wrapper.onerror?.(e);
        agent.onclose = () => {
          relay.forget(agent);
          wrapper.onclose?.();
        };
        await agent.start();
      },
      send: (m: JSONRPCMessage, o?: TransportSendOptions) => agent.send(m, o),
      close: () => agent.close(),
      get sessionId() {
        return agent.sessionId;
      },
      setProtocolVersion: (v: string) => agent.setProtocolVersion?.(v),
    };
    return wrapper;
  }

  /** Relays an agent's passthrough `tools/call`, or says no (false) and leaves it to the SDK. */
  private fromAgent(m: Message, agent: Transport): boolean {
    if (m.method === 'notifications/cancelled') return this.cancel(m, agent);
    if (m.method !== 'tools/call' || m.id === undefined || !this.upstream) return false;
    const name = m.params?.name;
    const args = m.params?.arguments ?? {};
    if (typeof name !== 'string' || args === null || typeof args !== 'object' || Array.isArray(args)) return false;
    if (!this.opts.accepts(name, args as Record<string, unknown>)) return false;
    const id = `hg-relay-${++this.next}`;
    const token = (m.params?._meta as { progressToken?: unknown } | undefined)?.progressToken;
    const timer = setTimeout(() => {
      this.fail(id, new McpError(ErrorCode.RequestTimeout, 'Request timed out', { timeout: this.opts.timeoutMs }));
      void this.upstream?.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id, reason: 'timeout' } }).catch(() => undefined);
    }, this.opts.timeoutMs);
    timer.unref();
    this.pending.set(id, { name, agentId: m.id, agent, timer, ...(typeof token === 'string' || typeof token === 'number' ? { progressToken: token } : {}) });
    this.upstream.send({ ...m, id } as JSONRPCMessage).catch((err: unknown) => this.fail(id, new McpError(ErrorCode.ConnectionClosed, err instanceof Error ? err.message : String(err))));
    return true;
  }

  /** The upstream's answer to a relayed call, or its progress on one; false for anything else. */
  private fromUpstream(m: Message): boolean {
    if (m.id !== undefined && m.method === undefined) {
      const p = typeof m.id === 'string' ? this.pending.get(m.id) : undefined;
      if (!p) return false;
      const error = (m as { error?: { code: number; message: string; data?: unknown } }).error;
      if (error) return this.fail(m.id as string, new McpError(error.code, error.message, error.data)), true;
      this.pending.delete(m.id as string);
      clearTimeout(p.timer);
      void p.agent.send({ ...m, id: p.agentId } as JSONRPCMessage, { relatedRequestId: p.agentId }).catch(() => undefined);
      return true;
    }
    if (m.method === 'notifications/progress') {
      const token = m.params?.progressToken;
      for (const p of this.pending.values()) {
        if (p.progressToken !== undefined && p.progressToken === token) {
          void p.agent.send(m as JSONRPCMessage, { relatedRequestId: p.agentId }).catch(() => undefined);
          return true;
        }
      }
    }
    return false;
  }

  /** An agent's cancellation of a relayed call goes to the upstream under the relay's id. */
  private cancel(m: Message, agent: Transport): boolean {
    const requestId = m.params?.requestId;
    for (const [id, p] of this.pending) {
      if (p.agent !== agent || p.agentId !== requestId) continue;
      this.pending.delete(id);
      clearTimeout(p.timer);
      void this.upstream?.send({ ...m, params: { ...m.params, requestId: id } } as JSONRPCMessage).catch(() => undefined);
      return true;
    }
    return false;
  }

  /** Answers a relayed call that failed upstream in-band, as the SDK path does. */
  private fail(id: string, err: McpError): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    clearTimeout(p.timer);
    const result = this.opts.failure(p.name, err);
    void p.agent.send({ jsonrpc: '2.0', id: p.agentId, result }, { relatedRequestId: p.agentId }).catch(() => undefined);
  }

  private failAll(why: string): void {
    for (const id of [...this.pending.keys()]) this.fail(id, new McpError(ErrorCode.ConnectionClosed, why));
  }

  /** Drops what an agent connection that closed was waiting for. */
  private forget(agent: Transport): void {
    for (const [id, p] of this.pending) {
      if (p.agent !== agent) continue;
      clearTimeout(p.timer);
      this.pending.delete(id);
    }
  }
}
