/**
 * A transport that wraps another (request checks, response budgets, metrics, early start): the
 * callbacks the SDK sets, and everything the wrapper does not change delegated to `inner`.
 */
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, MessageExtraInfo } from '@modelcontextprotocol/sdk/types.js';

export abstract class WrappedTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;

  constructor(protected readonly inner: Transport) {}

  abstract start(): Promise<void>;

  get sessionId(): string | undefined {
    return this.inner.sessionId;
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

  /** Chains `inner`'s current `onerror` / `onclose` (as the session set them) with this wrapper's. */
  protected forwardLifecycle(): void {
    const { onclose, onerror } = this.inner;
    this.inner.onerror = (e) => {
      onerror?.(e);
      this.onerror?.(e);
    };
    this.inner.onclose = () => {
      onclose?.();
      this.onclose?.();
    };
  }
}
