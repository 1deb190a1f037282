/**
 * A transport that answers calls to tools this connection may not use with an in-band refusal
 * that says why, before the server sees them. The server does not offer those tools to the
 * caller (a reviewer's `tools/list` holds the read tools only), and without this gate a call to
 * one came back as the SDK's "Tool memory_write not found", which reads like a typo or a broken
 * server rather than a role the caller lacks.
 */
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { isJSONRPCRequest } from '@modelcontextprotocol/sdk/types.js';
import { REFUSED } from '../observability/mcp-requests.js';
import { WrappedTransport } from './wrap-transport.js';

/** `inner` with `tools/call` of every tool `refusals` names answered by its message. */
export class RefusedToolsGate extends WrappedTransport {
  constructor(
    inner: Transport,
    /** Tool name → why this caller may not call it (safe to show). */
    private readonly refusals: ReadonlyMap<string, string>,
  ) {
    super(inner);
  }

  async start(): Promise<void> {
    // Handlers set on the inner transport before (the HTTP front's onclose) keep running.
    this.inner.onmessage = (m, extra) => {
      const name = isJSONRPCRequest(m) && m.method === 'tools/call' ? (m.params as { name?: unknown } | undefined)?.name : undefined;
      const why = typeof name === 'string' ? this.refusals.get(name) : undefined;
      if (why === undefined) return this.onmessage?.(m, extra);
      const error = { code: 'forbidden', message: why };
      const result = { isError: true, content: [{ type: 'text', text: `forbidden: ${why}` }], structuredContent: { error }, _meta: { [REFUSED]: true } };
      this.inner.send({ jsonrpc: '2.0', id: (m as { id: string | number }).id, result }).catch((e: unknown) => this.onerror?.(e instanceof Error ? e : new Error(String(e))));
    };
    this.forwardLifecycle();
    await this.inner.start();
  }
}
