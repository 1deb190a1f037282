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
    mountReviewPage(app, { engine, principals, log });
    mountReviewApi(app, { engine, authenticate, log });
  };
}
