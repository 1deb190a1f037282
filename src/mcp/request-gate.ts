/**
 * A transport that answers malformed requests itself (see `request-checks.ts`) and passes the rest
 * to the server. Every wire the firewall serves goes through one: Streamable HTTP sessions, stdio,
 * and the proxy's agent side.
 */
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, isJSONRPCRequest, type JSONRPCMessage, type MessageExtraInfo } from '@modelcontextprotocol/sdk/types.js';
import { requestRefusal } from './request-checks.js';
import { forwardLifecycle } from './wrap-transport.js';

/** `inner` with every request checked before the server sees it. */
export class RequestGate implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;

  constructor(private readonly inner: Transport) {}

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  async start(): Promise<void> {
    // Handlers set on the inner transport before (the HTTP front's onclose) keep running.
    this.inner.onmessage = (m, extra) => {
      const refusal = isJSONRPCRequest(m) ? requestRefusal(m) : undefined;
      if (refusal === undefined) return this.onmessage?.(m, extra);
      const reply = { jsonrpc: '2.0' as const, id: (m as { id: string | number }).id, error: { code: ErrorCode.InvalidParams, message: refusal } };
      this.inner.send(reply).catch((e: unknown) => this.onerror?.(e instanceof Error ? e : new Error(String(e))));
    };
    forwardLifecycle(this.inner, this);
    await this.inner.start();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    return this.inner.send(message, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }
}
