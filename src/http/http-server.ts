/**
 * The HTTP front: Streamable HTTP MCP at `/mcp` (one McpServer per MCP session; the MCP session
 * is the default memory session), `/healthz` (alive), `/readyz` (dependencies answer), `/metrics`
 * (Prometheus text; like `/healthz` it needs no token), and whatever `mount` adds (the review API
 * and page). Unknown sessions get 404, as the spec says.
 *
 * Shutdown (`close`) drains: new requests get 503, requests in flight get up to `drainMs` to be
 * answered, and only then are the MCP sessions closed — a write the client was acknowledged is
 * stored, and one that was not is never half-done.
 *
 * Bounded work (`http-limits.ts`): open sessions per principal, JSON-RPC batches (refused from
 * protocol 2025-06-18 on; before it, capped in messages and in results asked for) and the bytes of
 * the responses to one POST. Every request passes `RequestGate` (lone surrogates and params of the
 * wrong shape are -32602). Client errors — a body that is not JSON, an unsupported charset or
 * content encoding, a corrupt gzip stream — are 4xx with -32700/-32600, logged at warn without a
 * stack; a method `/mcp` does not serve is 405 with `Allow`.
 *
 * Authentication: when the policy gives any principal a token, every `/mcp` request
 * needs `Authorization: Bearer <token>`, and an MCP session belongs to the principal that opened
 * it (another principal's token on it is refused). Without tokens the front only binds loopback
 * and `/mcp` runs as the default principal (a local, single-user set-up); `mount` decides what
 * its routes allow then.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import express, { type NextFunction } from 'express';
import { localhostHostValidation } from '@modelcontextprotocol/sdk/server/middleware/hostHeaderValidation.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest, isJSONRPCRequest, type InitializeRequest, type RequestId } from '@modelcontextprotocol/sdk/types.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { Request, Response } from 'express';
import { bearer, type Principal, type Principals } from '../auth/principals.js';
import { followUp } from '../config/invocation.js';
import { HindsightError } from '../core/errors.js';
import type { Logger } from '../logger.js';
import { RequestGate } from '../mcp/request-gate.js';
import { BudgetedTransport } from './budgeted-transport.js';
import { clientError, type HttpError } from './client-errors.js';
import { batchRefusal, DEFAULT_HTTP_LIMITS, limitArgumentWork, type HttpLimits, type RequestWork } from './http-limits.js';

/** HTTP server options. */
export interface HttpOptions {
  host: string;
  port: number;
  /** One server per MCP session (an McpServer, or a proxy session that also owns its upstream), for the principal that opened it. */
  newServer: (init: InitializeRequest['params'], principal: Principal) => SessionServer | Promise<SessionServer>;
  /** The policy's principals; those with a token can authenticate. */
  principals: Principals;
  /** Who `/mcp` runs as when no principal has a token (loopback only). */
  fallback: Principal;
  /** Adds routes (after the JSON body parser, before the error handler). */
  mount?: (app: express.Express, auth: Authenticator) => void;
  /** Extra health details. */
  health: () => Promise<Record<string, unknown>>;
  logger: Logger;
  /** Largest request body; must fit the largest memory text JSON-escaped. */
  bodyLimitBytes: number;
  /** Close MCP sessions idle this long (default 30 min). */
  idleMs?: number;
  /** The Prometheus registry served at `/metrics` (404 without one). */
  metrics?: { render(): Promise<string>; contentType: string };
  /** Readiness checks for `/readyz`: `true` when a dependency is ready, otherwise why not. */
  ready?: () => Promise<Record<string, true | string>>;
  /**
   * How the replica coordinates, shown by `/readyz` without affecting readiness: a replica whose
   * Redis is away still serves (counting on its own), and says so.
   */
  coordination?: () => { mode: 'in-process' | 'redis' | 'degraded'; reason?: string; since?: number };
  /** How long `close` waits for requests in flight (default 10 s). */
  drainMs?: number;
  /** Sessions per principal, batch and response caps (defaults: `DEFAULT_HTTP_LIMITS`). */
  limits?: Partial<HttpLimits>;
  /** How many results a tool call asks for, against a batch's budget (default: its `limit` argument, else 1). */
  requestWork?: RequestWork;
}

/** Who a request comes from: the principal of its bearer token (or the fallback when no tokens are configured); undefined = unauthenticated. */
export type Authenticator = (req: Request) => Principal | undefined;

/** What serves one MCP session. */
export interface SessionServer {
  connect(transport: Transport): Promise<void>;
  close(): Promise<void>;
}

/** A listening HTTP front. */
export interface HttpFront {
  server: Server;
  url: string;
  close(): Promise<void>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/** Refuses a non-loopback bind address unless principals authenticate with tokens. */
export function assertSafeBind(host: string, tokensConfigured: boolean): void {
  if (!LOOPBACK.has(host) && !tokensConfigured) {
    throw new HindsightError(
      'invalid_argument',
      `refusing to bind ${host}: no principal has a token, so anyone who can reach it would be let in; give principals a token_sha256 in the policy (\`${followUp(['token', 'new'])}\`) or bind a loopback address (127.0.0.1)`,
    );
  }
}

/** Runs the readiness checks; one that throws is not ready, with the error's message as the reason. */
async function readiness(ready: HttpOptions['ready']): Promise<Record<string, true | string>> {
  try {
    return ready ? await ready() : {};
  } catch (err) {
    return { checks: err instanceof Error ? err.message.slice(0, 200) : 'failed' };
  }
}

/**
 * A listen failure as a sentence that names the address and says what to do; errors other than
 * the address ones pass through unchanged.
 */
export function listenError(err: unknown, host: string, port: number): unknown {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  const where = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  const another = 'pick another with --port <n> (or HINDSIGHT_PORT=<n>; --port 0 takes any free port)';
  if (code === 'EADDRINUSE') return new HindsightError('listen_failed', `cannot listen on ${where}: port ${port} is already in use (another server holds it); stop that server or ${another}`);
  if (code === 'EACCES') return new HindsightError('listen_failed', `cannot listen on ${where}: not permitted (ports below 1024 need privileges); ${another}`);
  if (code === 'EADDRNOTAVAIL') return new HindsightError('listen_failed', `cannot listen on ${where}: ${host} is not an address of this machine; pick another with --host`);
  return err;
}

/** Starts the HTTP front. */
export async function startHttp(opts: HttpOptions): Promise<HttpFront> {
  const tokens = opts.principals.tokensConfigured;
  assertSafeBind(opts.host, tokens);
  const app = express();
  app.disable('x-powered-by');
  // DNS-rebinding protection first, so a foreign Host is refused before its body is read (on
  // loopback; a server bound to a network address is reached by its own names and needs tokens).
  if (LOOPBACK.has(opts.host)) app.use(localhostHostValidation());
  app.use(express.json({ limit: opts.bodyLimitBytes }));
  const authenticate: Authenticator = (req) => {
    if (!tokens) return opts.fallback;
    const token = bearer(req.header('authorization'));
    return token === undefined ? undefined : opts.principals.byToken(token);
  };
  const limits: HttpLimits = { ...DEFAULT_HTTP_LIMITS, ...opts.limits };
  const requestWork = opts.requestWork ?? limitArgumentWork;
  const sessions = new Map<string, { transport: StreamableHTTPServerTransport; wire: BudgetedTransport; server: SessionServer; seen: number; principal: string }>();
  // Clients that vanish without DELETE would otherwise hold a server each forever.
  const idleMs = opts.idleMs ?? 30 * 60_000;
  // Sessions open (or opening) per principal: one caller cannot hold the process's memory in sessions.
  const openByPrincipal = new Map<string, number>();
  /** Takes a session slot for `name`; returns its release (idempotent), or undefined at the cap. */
  const takeSessionSlot = (name: string): (() => void) | undefined => {
    const n = openByPrincipal.get(name) ?? 0;
    if (n >= limits.maxSessionsPerPrincipal) return undefined;
    openByPrincipal.set(name, n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (openByPrincipal.get(name) ?? 1) - 1;
      if (left > 0) openByPrincipal.set(name, left);
      else openByPrincipal.delete(name);
    };
  };
  const sweeper = setInterval(() => {
    const cutoff = Date.now() - idleMs;
    for (const [id, s] of sessions) {
      if (s.seen < cutoff) {
        sessions.delete(id);
        void s.transport.close().catch(() => undefined);
        void s.server.close().catch(() => undefined);
      }
    }
  }, Math.min(idleMs, 60_000));
  sweeper.unref();

  app.get('/healthz', async (_req: Request, res: Response) => {
    res.json({ status: 'ok', sessions: sessions.size, ...(await opts.health()) });
  });
  let draining = false;
  app.get('/readyz', async (_req: Request, res: Response) => {
    const checks = draining ? { shutdown: 'shutting down' } : await readiness(opts.ready);
    const notReady = Object.entries(checks).filter(([, v]) => v !== true);
    const c = opts.coordination?.();
    const coordination = c ? { coordination: c.mode, ...(c.mode === 'degraded' ? { coordination_reason: c.reason, coordination_degraded_since: c.since } : {}) } : {};
    res.status(notReady.length ? 503 : 200).json({ status: notReady.length ? 'not ready' : 'ready', checks, ...coordination, ...(notReady.length ? { not_ready: notReady.map(([k]) => k) } : {}) });
  });
  app.get('/metrics', async (_req: Request, res: Response) => {
    if (!opts.metrics) return res.status(404).type('text/plain').send('no metrics registry\n');
    res.type(opts.metrics.contentType).send(await opts.metrics.render());
  });

  // Requests in flight, for the drain at shutdown. A standalone GET /mcp is an open SSE stream, not a call.
  const inflight = new Set<Response>();
  let drainedNow: (() => void) | undefined;
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (draining) {
      res.setHeader('Connection', 'close');
      return jsonError(res, 503, -32000, 'Service unavailable: shutting down');
    }
    if (req.method === 'GET' && req.path === '/mcp') return next();
    inflight.add(res);
    res.once('close', () => {
      inflight.delete(res);
      if (inflight.size === 0) drainedNow?.();
    });
    next();
  });

  const jsonError = (res: Response, status: number, code: number, message: string) =>
    res.status(status).json({ jsonrpc: '2.0', error: { code, message }, id: null });

  /** The caller of an `/mcp` request, or undefined after answering 401. */
  const mcpCaller = (req: Request, res: Response): Principal | undefined => {
    const who = authenticate(req);
    if (!who) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="hindsight-guard"');
      jsonError(res, 401, -32001, 'Unauthorized: send Authorization: Bearer <token> of a principal in the policy');
    }
    return who;
  };

  /** Answers an `initialize` with a new session for `who`, within the principal's session cap. */
  const openSession = async (req: Request, res: Response, who: Principal, init: InitializeRequest) => {
    const release = takeSessionSlot(who.name);
    if (!release) {
      return jsonError(
        res,
        429,
        -32000,
        `Too many open MCP sessions: ${who.name} already holds ${limits.maxSessionsPerPrincipal}, the most one principal may (http.max_sessions_per_principal); end sessions you no longer use (DELETE /mcp with their mcp-session-id) or wait until idle ones close (after ${Math.round(idleMs / 60_000)} minutes without a request)`,
      );
    }
    let server: SessionServer;
    try {
      server = await opts.newServer(init.params, who);
    } catch (err) {
      release();
      throw err;
    }
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => void sessions.set(id, { transport, wire, server, seen: Date.now(), principal: who.name }),
    });
    const wire = new BudgetedTransport(transport);
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
      release();
      void server.close().catch(() => undefined);
    };
    // What did not become a usable session is closed and gives its slot back.
    const abandon = async () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
      release();
      await transport.close().catch(() => undefined);
      await server.close().catch(() => undefined);
    };
    try {
      await server.connect(new RequestGate(wire));
      await transport.handleRequest(req, res, init);
    } catch (err) {
      await abandon();
      throw err;
    }
    // An initialize the transport refused (a bad Accept header, say) made no session, and one the
    // server did not answer with a result (invalid params) made one nobody can use.
    if (!transport.sessionId || !sessions.has(transport.sessionId) || wire.protocolVersion === undefined) await abandon();
  };

  app.post('/mcp', async (req: Request, res: Response) => {
    const sid = req.header('mcp-session-id');
    try {
      const who = mcpCaller(req, res);
      if (!who) return;
      const body: unknown = req.body;
      if (sid) {
        const s = sessions.get(sid);
        if (!s) return jsonError(res, 404, -32001, 'Session not found');
        if (s.principal !== who.name) return jsonError(res, 403, -32001, 'Forbidden: this session belongs to another principal');
        s.seen = Date.now();
        if (Array.isArray(body)) {
          const why = batchRefusal(body, s.wire.protocolVersion, req.header('mcp-protocol-version'), limits, requestWork);
          if (why) return jsonError(res, 400, -32600, why);
        }
        const ids = requestIds(body);
        if (ids.length > 0) res.once('close', s.wire.hold(ids, limits.maxResponseBytes));
        return await s.transport.handleRequest(req, res, body);
      }
      if (Array.isArray(body)) return jsonError(res, 400, -32600, 'Invalid Request: a batch cannot open a session; send initialize on its own');
      if (!isInitializeRequest(body)) return jsonError(res, 400, -32000, 'Bad Request: no session id; send initialize first');
      await openSession(req, res, who, body);
    } catch (err) {
      if (err instanceof HindsightError && err.code === 'forbidden') return void (res.headersSent || jsonError(res, 403, -32001, `Forbidden: ${err.message}`));
      opts.logger.error({ err }, 'mcp request failed');
      if (!res.headersSent) jsonError(res, 500, -32603, 'Internal error');
    }
  });

  const bySession = async (req: Request, res: Response) => {
    const who = mcpCaller(req, res);
    if (!who) return;
    const sid = req.header('mcp-session-id');
    const s = sid ? sessions.get(sid) : undefined;
    if (!s) return jsonError(res, sid ? 404 : 400, -32001, sid ? 'Session not found' : 'Missing mcp-session-id');
    if (s.principal !== who.name) return jsonError(res, 403, -32001, 'Forbidden: this session belongs to another principal');
    s.seen = Date.now();
    await s.transport.handleRequest(req, res);
  };
  app.get('/mcp', bySession);
  app.delete('/mcp', bySession);
  // PUT, PATCH and the rest: 405 naming what is served, as JSON (Express would answer an HTML 404).
  const notAllowed = (allow: string) => (_req: Request, res: Response) => {
    res.setHeader('Allow', allow);
    jsonError(res, 405, -32000, `Method not allowed: this path answers ${allow}`);
  };
  app.all('/mcp', notAllowed('GET, POST, DELETE'));
  for (const path of ['/healthz', '/readyz', '/metrics']) app.all(path, notAllowed('GET, HEAD'));
  opts.mount?.(app, authenticate);
  app.use((req: Request, res: Response) => void res.status(404).json({ error: { code: 'not_found', message: `no route for ${req.method} ${req.path.slice(0, 200)}` } }));

  // Body-parser and other middleware errors: a JSON-RPC error, never Express's HTML stack page. The
  // client's own faults are 4xx, logged at warn without a stack; only the server's are errors.
  app.use((err: HttpError, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    const client = clientError(err, opts.bodyLimitBytes);
    if (!client) {
      opts.logger.error({ err }, 'http request failed');
      return jsonError(res, 500, -32603, 'Internal error');
    }
    opts.logger.warn({ status: client.status, type: err.type ?? err.code, method: req.method, path: req.path.slice(0, 200) }, `client error: ${client.message}`);
    jsonError(res, client.status, client.code, client.message);
  });

  let server: Server;
  try {
    server = await new Promise<Server>((resolve, reject) => {
      // Express 5 hands a listen error to this callback (and only then to 'error' listeners):
      // ignoring it logged "listening" on a busy port and let the process exit 0.
      const s = app.listen(opts.port, opts.host, (err?: Error) => (err ? reject(err) : resolve(s)));
    });
  } catch (err) {
    clearInterval(sweeper);
    throw listenError(err, opts.host, opts.port);
  }
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : opts.port;
  return {
    server,
    url: `http://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${port}`,
    close: async () => {
      draining = true;
      clearInterval(sweeper);
      // Stop accepting connections; calls already received are answered first (bounded).
      const stopped = new Promise<void>((r) => server.close(() => r()));
      server.closeIdleConnections?.();
      if (inflight.size > 0) {
        await new Promise<void>((r) => {
          drainedNow = r;
          setTimeout(r, opts.drainMs ?? 10_000).unref();
        });
        if (inflight.size > 0) opts.logger.warn({ inflight: inflight.size }, 'shutdown: requests still in flight after the drain period; closing them');
      }
      for (const { transport, server: s } of sessions.values()) {
        await transport.close().catch(() => undefined);
        await s.close().catch(() => undefined);
      }
      sessions.clear();
      server.closeAllConnections?.();
      await stopped;
    },
  };
}

/** The ids of the requests in a POSTed body (one message or a batch). */
function requestIds(body: unknown): RequestId[] {
  return (Array.isArray(body) ? body : [body]).filter(isJSONRPCRequest).map((m) => m.id);
}
