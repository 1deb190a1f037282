/**
 * `serve --http` with OTEL_EXPORTER_OTLP_ENDPOINT exports its spans over OTLP/HTTP: a local
 * receiver (POST /v1/traces) gets the write's request span, at the latest when the server stops
 * (the stop path flushes the batch).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useIntegrationCleanup } from '../helpers/cleanup.js';
import { callOk, connectHttp } from '../helpers/mcp-clients.js';
import { startHttpServer } from '../helpers/processes.js';
import { onCleanup } from '../helpers/resources.js';
import { makeTempDir } from '../helpers/temp-dirs.js';

useIntegrationCleanup();

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An OTLP/HTTP receiver on 127.0.0.1:0 that keeps every POST. */
async function receiver() {
  const got: Received[] = [];
  const srv = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (d: string) => (body += d));
    req.on('end', () => {
      got.push({ path: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  onCleanup(() => new Promise<void>((r) => srv.close(() => r())));
  return { url: `http://127.0.0.1:${(srv.address() as AddressInfo).port}`, got };
}

/** Span names in the OTLP/JSON requests received. */
function spanNames(got: Received[]): string[] {
  type Otlp = { resourceSpans?: { scopeSpans?: { spans?: { name: string }[] }[] }[] };
  return got.flatMap((r) => ((JSON.parse(r.body) as Otlp).resourceSpans ?? []).flatMap((rs) => (rs.scopeSpans ?? []).flatMap((ss) => (ss.spans ?? []).map((s) => s.name))));
}

describe('OTLP export', () => {
  it('serve --http exports the spans of a write to OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    const otlp = await receiver();
    const server = await startHttpServer(makeTempDir(), { env: { OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url, OTEL_SERVICE_NAME: 'hg-under-test' } });
    const client = await connectHttp(server.mcpUrl);
    await callOk(client, 'memory_write', { content: 'The user lives in Shanghai.' });
    await client.close();
    expect(await server.stop()).toBe(0);

    expect(otlp.got.length).toBeGreaterThan(0);
    expect(otlp.got.every((r) => r.path === '/v1/traces')).toBe(true);
    const names = spanNames(otlp.got);
    expect(names).toContain('tools/call memory_write');
    expect(names).toContain('hindsight.revision.commit');
    expect(otlp.got.map((r) => r.body).join('')).toContain('hg-under-test');
    expect(otlp.got.map((r) => r.body).join('')).not.toContain('Shanghai');
  });
});
