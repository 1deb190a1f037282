/**
 * The review API (`/api/review/*`, `/api/memories/*`): JSON over bearer-token authentication, for
 * reviewers and admins of one tenant each. Agents get 403; no route reaches another tenant. Every
 * decision names the content hash the reviewer saw.
 */
import express, { type Request, type Response } from 'express';
import { can, type Principal } from '../auth/principals.js';
import { HindsightError, toWireError } from '../core/errors.js';
import { parseTime } from '../core/time.js';
import { StatusSchema } from '../core/types.js';
import type { Logger } from '../logger.js';
import { findLoneSurrogate, loneSurrogateMessage } from '../core/unicode.js';
import type { RevisionEngine } from '../revision/engine.js';
import type { Authenticator } from './http-server.js';
import { decide, decideMany, item, queue, readers, rollback, type Decision } from './review-service.js';

/** HTTP status of an error code. */
export function httpStatus(code: string): number {
  switch (code) {
    case 'not_found':
      return 404;
    case 'forbidden':
      return 403;
    case 'hash_mismatch':
    case 'invalid_transition':
    case 'version_conflict':
      return 409;
    case 'invalid_argument':
    case 'content_too_large':
      return 400;
    case 'rate_limited':
    case 'bound_reached':
      return 429;
    default:
      return 500;
  }
}

/** Answers an error as `{ error: { code, message } }`; internal ones are logged, never shown. */
export function sendError(res: Response, err: unknown, log: Logger): void {
  const wire = toWireError(err);
  if (wire.code === 'internal') log.error({ err }, 'review request failed');
  res.status(httpStatus(wire.code)).json({ error: wire });
}

const optNumber = (v: unknown, name: string): number | undefined => {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new HindsightError('invalid_argument', `${name}: expected a number ≥ 0, got ${JSON.stringify(v)}`);
  return n;
};
const optString = (v: unknown, name: string): string | undefined => {
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string' || v.length > 4096) throw new HindsightError('invalid_argument', `${name}: expected a string`);
  return v;
};

export function mountReviewApi(app: express.Express, deps: { engine: RevisionEngine; authenticate: Authenticator; log: Logger }): void {
  const { engine, authenticate, log } = deps;
  const router = express.Router();
  /** Runs a handler for an authenticated reviewer or admin. */
  const as =
    (need: (p: Principal) => boolean, handler: (p: Principal, req: Request) => Promise<unknown>) =>
    async (req: Request, res: Response): Promise<void> => {
      const who = authenticate(req);
      if (!who) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="hindsight-guard"');
        res.status(401).json({ error: { code: 'unauthorized', message: 'send Authorization: Bearer <token> of a reviewer or admin' } });
        return;
      }
      try {
        if (!need(who)) throw new HindsightError('forbidden', `${who.name} has the role ${who.role}; this needs ${need === can.admin ? 'an admin' : 'a reviewer or admin'}`);
        res.json(await handler(who, req));
      } catch (err) {
        sendError(res, err, log);
      }
    };
  const body = (req: Request): Record<string, unknown> => {
    const b: unknown = req.body;
    if (b === null || typeof b !== 'object' || Array.isArray(b)) throw new HindsightError('invalid_argument', 'the body must be a JSON object');
    // An edit's content, a note: what is stored must be what was sent, and a lone surrogate cannot be.
    const lone = findLoneSurrogate(b);
    if (lone) throw new HindsightError('invalid_argument', loneSurrogateMessage(lone, 'body'));
    return b as Record<string, unknown>;
  };
  const decision = (action: Decision['action'], b: Record<string, unknown>): Decision => ({
    action,
    contentHash: optString(b.content_hash, 'content_hash') ?? '',
    note: optString(b.note, 'note'),
    trust: optNumber(b.trust, 'trust'),
    content: typeof b.content === 'string' ? b.content : undefined,
  });

  router.get(
    '/review/queue',
    as(can.review, (p, req) =>
      queue(engine, p, {
        layer: optString(req.query.layer, 'layer'),
        channel: optString(req.query.channel, 'channel'),
        minAgeS: optNumber(req.query.min_age_s, 'min_age_s'),
        maxAgeS: optNumber(req.query.max_age_s, 'max_age_s'),
        limit: optNumber(req.query.limit, 'limit'),
      }),
    ),
  );
  router.get(
    '/review/items/:id',
    as(can.review, (p, req) => item(engine, p, String(req.params.id))),
  );
  for (const action of ['approve', 'reject', 'edit'] as const) {
    router.post(
      `/review/items/:id/${action}`,
      as(can.review, (p, req) => decide(engine, p, String(req.params.id), decision(action, body(req)))),
    );
  }
  router.post(
    '/review/bulk',
    as(can.review, async (p, req) => {
      const b = body(req);
      if (b.action !== 'approve' && b.action !== 'reject') throw new HindsightError('invalid_argument', 'action: approve or reject');
      if (!Array.isArray(b.items)) throw new HindsightError('invalid_argument', 'items: a list of { id, content_hash }');
      const items = b.items.map((x: unknown, i) => {
        const o = (x ?? {}) as Record<string, unknown>;
        if (typeof o.id !== 'string' || typeof o.content_hash !== 'string') throw new HindsightError('invalid_argument', `items[${i}]: needs id and content_hash`);
        return { id: o.id, contentHash: o.content_hash };
      });
      return { results: await decideMany(engine, p, b.action, items, optString(b.note, 'note')) };
    }),
  );
  router.post(
    '/rollback',
    as(can.review, (p, req) => {
      const b = body(req);
      return rollback(engine, p, { principal: b.principal, session: b.session, since: b.since, until: b.until, dryRun: b.dry_run === true });
    }),
  );
  router.get(
    '/memories/:id/readers',
    as(can.review, (p, req) => readers(engine, p, String(req.params.id), optNumber(req.query.limit, 'limit'))),
  );
  // Admin and debugging: the tenant's newest records with status, version and what they supersede.
  router.get(
    '/memories',
    as(can.admin, async (p, req) => {
      const limit = Math.min(optNumber(req.query.limit, 'limit') ?? 50, 1000);
      const records = await engine.deps.ledger.listByStatus(p.tenant, StatusSchema.options, limit);
      return { tenant: p.tenant, records: records.map((r) => ({ id: r.id, status: r.status, version: r.version, trust: r.trust, principal: r.source.principal, createdAt: r.createdAt, supersedes: r.supersedes, supersededBy: r.supersededBy })) };
    }),
  );
  // The audit log (admins): whether the chain is intact, and the tenant's own entries as JSON lines.
  router.get(
    '/audit/verify',
    as(can.admin, async () => {
      const { verifyStoredChain } = await import('../audit/verify-chain.js');
      const { ledger } = engine.deps;
      return verifyStoredChain({ entries: (after) => ledger.auditEntries(after), anchor: () => ledger.auditAnchor() });
    }),
  );
  router.get('/audit/export', async (req: Request, res: Response) => {
    const who = authenticate(req);
    if (!who) return void res.status(401).json({ error: { code: 'unauthorized', message: 'send Authorization: Bearer <token> of an admin' } });
    try {
      if (!can.admin(who)) throw new HindsightError('forbidden', `${who.name} has the role ${who.role}; the audit export needs an admin`);
      const time = (v: unknown, name: string) => (optString(v, name) === undefined ? undefined : parseTime(v, name));
      const filter = { tenant: who.tenant, since: time(req.query.since, 'since'), until: time(req.query.until, 'until') };
      res.type('application/x-ndjson');
      for await (const e of engine.deps.ledger.auditEntries(0, filter)) res.write(JSON.stringify(e) + '\n');
      res.end();
    } catch (err) {
      if (res.headersSent) res.end();
      else sendError(res, err, log);
    }
  });
  app.use('/api', router);
  // Anything else under /api: JSON, never Express's HTML page.
  app.use('/api', (_req: Request, res: Response) => void res.status(404).json({ error: { code: 'not_found', message: 'no such API route' } }));
}
