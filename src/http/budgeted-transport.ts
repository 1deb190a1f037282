/**
 * The HTTP front's side of one MCP session's transport: holds the responses to one POST to a byte
 * budget, and notes the protocol version the server negotiated (which decides whether the session
 * may send JSON-RPC batches).
 */
import type { TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import { isJSONRPCErrorResponse, isJSONRPCResultResponse, type JSONRPCMessage, type RequestId } from '@modelcontextprotocol/sdk/types.js';
import { WrappedTransport } from '../mcp/wrap-transport.js';

interface Budget {
  left: number;
  max: number;
  batch: boolean;
}

/** `inner` with per-POST response budgets. */
export class BudgetedTransport extends WrappedTransport {
  /** The protocol version of the server's initialize result, once sent. */
  protocolVersion?: string;
  private readonly budgets = new Map<RequestId, Budget>();

  /**
   * Holds the responses to `ids` (the requests of one POST) to `maxBytes` of JSON in all. Returns
   * the release, called when the POST's response ends (a request cancelled meanwhile is never answered).
   */
  hold(ids: RequestId[], maxBytes: number): () => void {
    const budget: Budget = { left: maxBytes, max: maxBytes, batch: ids.length > 1 };
    for (const id of ids) this.budgets.set(id, budget);
    return () => {
      for (const id of ids) if (this.budgets.get(id) === budget) this.budgets.delete(id);
    };
  }

  async start(): Promise<void> {
    this.inner.onmessage = (m, extra) => this.onmessage?.(m, extra);
    this.forwardLifecycle();
    await this.inner.start();
  }

  override send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    if (isJSONRPCResultResponse(message)) {
      const v = (message.result as { protocolVersion?: unknown; serverInfo?: unknown }).protocolVersion;
      if (this.protocolVersion === undefined && typeof v === 'string' && 'serverInfo' in message.result) this.protocolVersion = v;
    }
    if (isJSONRPCResultResponse(message) || isJSONRPCErrorResponse(message)) {
      const budget = message.id === undefined ? undefined : this.budgets.get(message.id);
      if (budget) {
        this.budgets.delete(message.id!);
        let bytes = Buffer.byteLength(JSON.stringify(message));
        if (bytes > budget.left) {
          message = tooLarge(message.id!, budget);
          bytes = Buffer.byteLength(JSON.stringify(message));
        }
        budget.left = Math.max(0, budget.left - bytes);
      }
    }
    return this.inner.send(message, options);
  }
}

/** The error that replaces a response over the budget: what the limit is and what to do instead. */
function tooLarge(id: RequestId, b: Budget): JSONRPCMessage {
  const scope = b.batch ? "this batch's responses" : 'the response';
  const instead = b.batch ? 'ask for fewer results (a lower `limit`) or send the calls in separate requests' : 'ask for fewer results (a lower `limit`)';
  return {
    jsonrpc: '2.0',
    id,
    error: { code: -32600, message: `Invalid Request: the response to request ${JSON.stringify(id)} would take ${scope} past ${b.max} bytes (http.max_response_bytes); ${instead}` },
  };
}
