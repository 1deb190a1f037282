/**
 * A transport started before the MCP object that will own it: the proxy spawns its upstream while
 * it opens its own store, and reads the agent's `initialize` before it connects the upstream (the
 * upstream must see the agent's client capabilities, and the agent the upstream's). Messages that
 * arrive in between are kept and handed over, in order, when the owner's `connect` starts it.
 */
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, MessageExtraInfo } from '@modelcontextprotocol/sdk/types.js';
import { WrappedTransport } from '../mcp/wrap-transport.js';

export class EarlyTransport extends WrappedTransport {
  /** Resolves with the first message (undefined if the transport closed before one came). */
  readonly first: Promise<JSONRPCMessage | undefined>;
  private readonly started: Promise<void>;
  private queue: [JSONRPCMessage, MessageExtraInfo | undefined][] = [];
  private closed = false;
  private errors: Error[] = [];

  /** Starts `inner` now (a failure surfaces from `start()`). */
  constructor(inner: Transport) {
    super(inner);
    let first: (m: JSONRPCMessage | undefined) => void = () => undefined;
    this.first = new Promise((resolve) => (first = resolve));
    inner.onmessage = (m, extra) => {
      this.queue.push([m, extra]);
      first(m);
    };
    inner.onerror = (e) => void this.errors.push(e);
    inner.onclose = () => {
      this.closed = true;
      first(undefined);
    };
    this.started = inner.start();
    // Reported by start(); never an unhandled rejection in the meantime.
    this.started.catch(() => first(undefined));
  }

  /** Hands the transport over: what arrived so far is delivered first, then everything as it comes. */
  async start(): Promise<void> {
    await this.started;
    this.inner.onmessage = (m, extra) => this.onmessage?.(m, extra);
    this.inner.onerror = (e) => this.onerror?.(e);
    this.inner.onclose = () => this.onclose?.();
    for (const e of this.errors.splice(0)) this.onerror?.(e);
    for (const [m, extra] of this.queue.splice(0)) this.onmessage?.(m, extra);
    if (this.closed) this.onclose?.();
  }

  override send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    return this.inner.send(message, options);
  }
}
