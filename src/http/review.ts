/** The review surfaces on the HTTP front: the JSON API under /api and the page at /review. */
import type express from 'express';
import type { Principals } from '../auth/principals.js';
import type { Logger } from '../logger.js';
import type { RevisionEngine } from '../revision/engine.js';
import type { Authenticator } from './http-server.js';
import { mountReviewApi } from './review-api.js';
import { mountReviewPage } from './review-page.js';

/** A `mount` for `startHttp` that adds the review API and page over `engine`. */
export function reviewSurfaces(engine: RevisionEngine, principals: Principals, log: Logger) {
  return (app: express.Express, authenticate: Authenticator): void => {
    mountReviewPage(app, {
      engine,
      principals,
      log,
      // Every sign-in to the page is audited; one that cannot be is refused.
      onLogin: async (p, ok, ip) => {
        await engine.deps.ledger.appendAudit({
          at: engine.deps.clock.now(),
          tenant: p.tenant,
          actor: p.name,
          action: 'login',
          outcome: ok ? 'ok' : 'refused',
          why: [`review page from ${ip}`, ...(ok ? [] : [`role ${p.role} may not review`])],
          policyHash: engine.deps.policyHash,
        });
      },
    });
    mountReviewApi(app, { engine, authenticate, log });
  };
}
