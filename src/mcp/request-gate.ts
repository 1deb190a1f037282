/**
 * A transport that answers malformed requests itself (see `request-checks.ts`) and passes the rest
 * to the server. Every wire the firewall serves goes through one: Streamable HTTP sessions, stdio,
 * and the proxy's agent side.
 */
import type { TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, isJSONRPCRequest, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { requestRefusal } from './request-checks.js';
import { WrappedTransport } from './wrap-transport.js';

/** `inner` with every request checked before the server sees it. */
export class RequestGate extends WrappedTransport {

  async start(): Promise<void> {
    // Handlers set on the inner transport before (the HTTP front's onclose) keep running.
    this.inner.onmessage = (m, extra) => {
      const refusal = isJSONRPCRequest(m) ? requestRefusal(m) : undefined;
      if (refusal === undefined) return this.onmessage?.(m, extra);
      const reply = { jsonrpc: '2.0' as const, id: (m as { id: string | number }).id, error: { code: ErrorCode.InvalidParams, message: refusal } };
      this.inner.send(reply).catch((e: unknown) => this.onerror?.(e instanceof Error ? e : new Error(String(e))));
    };
    this.forwardLifecycle();
    await this.inner.start();
  }

  override send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    return this.inner.send(message, options);
  }
}
