/** The stdio transport: connect, shut down when stdin closes (the SDK does not notice), drain on a signal. */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, RequestId } from '@modelcontextprotocol/sdk/types.js';
import { RequestGate } from './request-gate.js';

/** A served stdio connection. */
export interface StdioServing {
  /** Resolves when the client goes away (stdin ends or the transport closes). */
  closed: Promise<void>;
  /** Stops reading requests and waits (at most `ms`) until every request read so far is answered. */
  drain(ms: number): Promise<void>;
}

/** Serves `server` (an McpServer, or one wrapped for metrics) over stdin/stdout. */
export async function serveStdio(server: { connect(t: Transport): Promise<void>; close(): Promise<void> }): Promise<StdioServing> {
  const transport = new StdioServerTransport();
  // Requests read and not yet answered, so a shutdown can let them finish before the store closes.
  const open = new Set<RequestId>();
  let settled: (() => void) | undefined;
  let transportClosed: () => void = () => undefined;
  const closedByTransport = new Promise<void>((resolve) => (transportClosed = resolve));
  const counting: Transport = {
    start: async () => {
      transport.onmessage = (m: JSONRPCMessage) => {
        if ('method' in m && 'id' in m) open.add(m.id);
        // A cancelled request may never be answered: nothing to wait for.
        else if ('method' in m && m.method === 'notifications/cancelled') open.delete((m.params as { requestId: RequestId }).requestId);
        counting.onmessage?.(m);
      };
      transport.onerror = (e) => counting.onerror?.(e);
      transport.onclose = () => {
        counting.onclose?.();
        transportClosed();
      };
      await transport.start();
    },
    send: async (m: JSONRPCMessage) => {
      await transport.send(m);
      if (('result' in m || 'error' in m) && m.id !== undefined && open.delete(m.id) && open.size === 0) settled?.();
    },
    close: () => transport.close(),
  };
  const ended = new Promise<void>((resolve) => {
    process.stdin.once('end', resolve);
    process.stdin.once('close', resolve);
  });
  // Malformed requests are answered by the gate (and counted as answered on the way out).
  await server.connect(new RequestGate(counting));
  const closed = Promise.race([ended, closedByTransport]).then(() => server.close().catch(() => undefined));
  return {
    closed,
    drain: async (ms) => {
      transport.onmessage = () => undefined;
      process.stdin.pause();
      if (open.size === 0) return;
      await new Promise<void>((resolve) => {
        settled = resolve;
        setTimeout(resolve, ms).unref();
      });
    },
  };
}
