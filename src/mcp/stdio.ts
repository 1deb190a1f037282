/** The stdio transport: connect, and shut down when stdin closes (the SDK does not notice). */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';

/** Serves `server` (an McpServer, or one wrapped for metrics) over stdin/stdout; resolves when the client goes away. */
export async function serveStdio(server: { connect(t: Transport): Promise<void>; close(): Promise<void> }): Promise<void> {
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    process.stdin.once('end', resolve);
    process.stdin.once('close', resolve);
    transport.onclose = () => resolve();
  });
  await server.connect(transport);
  await closed;
  await server.close().catch(() => undefined);
}
