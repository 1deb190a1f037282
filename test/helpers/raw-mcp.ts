/**
 * Streamable HTTP by hand (fetch), for what an SDK client will not send: batches, an older
 * protocol version, params of the wrong shape.
 */

/** Headers every MCP POST needs. */
export const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

/** A JSON-RPC message as it comes back (result or error). */
export interface RpcReply {
  jsonrpc: '2.0';
  id?: string | number | null;
  result?: Record<string, unknown>;
  error?: { code: number; message: string };
}

/** What one POST got back: the HTTP status, headers, and every JSON-RPC message (SSE events or a JSON body). */
export interface RawReply {
  status: number;
  headers: Headers;
  messages: RpcReply[];
  bytes: number;
}

/** POSTs `body` (JSON-encoded unless a string) to `mcpUrl` and reads every message of the answer. */
export async function rawPost(mcpUrl: string, body: unknown, headers: Record<string, string> = {}): Promise<RawReply> {
  const res = await fetch(mcpUrl, { method: 'POST', headers: { ...MCP_HEADERS, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await res.text();
  const sse = res.headers.get('content-type')?.includes('text/event-stream');
  const messages = sse
    ? text
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .map((l) => JSON.parse(l.slice(6)) as RpcReply)
    : text.trim()
      ? [JSON.parse(text) as RpcReply]
      : [];
  return { status: res.status, headers: res.headers, messages, bytes: Buffer.byteLength(text) };
}

/** The initialize request of a client speaking `protocolVersion`. */
export function initializeRequest(protocolVersion: string, clientName = 'raw-it'): Record<string, unknown> {
  return { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion, capabilities: {}, clientInfo: { name: clientName, version: '0' } } };
}

/** Opens a session at `protocolVersion` (initialize + initialized); returns the headers its requests carry. */
export async function rawSession(mcpUrl: string, protocolVersion: string, headers: Record<string, string> = {}): Promise<Record<string, string>> {
  const init = await rawPost(mcpUrl, initializeRequest(protocolVersion), headers);
  const sid = init.headers.get('mcp-session-id');
  if (init.status !== 200 || !sid) throw new Error(`initialize failed: ${init.status} ${JSON.stringify(init.messages)}`);
  const session = { ...headers, 'mcp-session-id': sid };
  const note = await rawPost(mcpUrl, { jsonrpc: '2.0', method: 'notifications/initialized' }, session);
  if (note.status !== 202) throw new Error(`initialized notification: ${note.status}`);
  return session;
}

/** A `tools/call` request. */
export function toolCall(id: number | string, name: string, args: unknown): Record<string, unknown> {
  return { jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } };
}
